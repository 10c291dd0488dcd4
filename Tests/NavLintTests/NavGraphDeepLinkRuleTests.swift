import Foundation
import NavLint
import Testing
import TestSupport

/// `check` on a jetpack route file: the graph's deep-link problems are findings of their own
/// rules, at the graph file's line and column; errors make the exit code 1, a tie alone does not.
@Suite struct NavGraphDeepLinkRuleTests {
    func check(_ graph: String, routeFile: String = "{\"profile\": \"jetpack\", \"navGraphs\": [\"nav_graph.xml\"]}") throws
        -> (result: RouteFileCheckResult, graph: String) {
        let scratch = try ScratchDirectory()
        let graphPath = try scratch.write(graph, to: "nav_graph.xml")
        let path = try scratch.write(routeFile, to: "r.json")
        return (RouteFileCheck.run(path: path), graphPath)
    }

    func places(_ result: RouteFileCheckResult) -> [String] {
        result.findings.map { "\($0.rule.rawValue) \($0.severity.rawValue) \($0.file ?? "-"):\($0.position?.description ?? "-")" }
    }

    @Test func aTieIsAWarningAndAMissingArgumentAnErrorAtTheGraphsLine() throws {
        let (result, graph) = try check(NavGraphFixtures.deepLinkProblems)
        // c's only link makes no route, nor does f's (another action), so nothing shows c and f
        // (the route file's findings come first); the tie is not also a duplicate-route.
        #expect(places(result) == ["unreached-screen warning -:1:38", "unreached-screen warning -:1:38", "tied-deep-links warning \(graph):4:33",
                                   "deep-link-missing-argument error \(graph):7:5", "deep-link-missing-argument error \(graph):11:5"],
                "\(result.textLines)")
        #expect(result.exitCode == 1)
        #expect(result.textLines.contains { $0.hasPrefix("\(graph):7:5: error: the deep link \"example.com/c\" of 'c' lacks") })
        let json = result.json.rendered(pretty: false)
        #expect(json.contains(#""rule":"deep-link-missing-argument""#))
        #expect(json.contains(#""file":"\#(graph)","line":7,"column":5"#), "\(json)")
    }

    @Test func aRepeatIsAnErrorAndTheGraphIsStillLinted() throws {
        let (result, graph) = try check(NavGraphFixtures.repeatedDeepLink)
        #expect(places(result).contains("repeated-deep-link error \(graph):4:33"), "\(result.textLines)")
        #expect(!result.findings.contains { $0.rule == .duplicateRoute })
        #expect(result.exitCode == 1)
    }

    @Test func theRulesCanBeSilencedAndATieAloneExitsZero() throws {
        let ignore = #", "lint": {"ignore": ["deep-link-missing-argument", "unreached-screen"]}"#
        let (result, _) = try check(NavGraphFixtures.deepLinkProblems,
                                    routeFile: "{\"profile\": \"jetpack\", \"navGraphs\": [\"nav_graph.xml\"]\(ignore)}")
        #expect(result.findings.map(\.rule) == [.tiedDeepLinks], "\(result.textLines)")
        #expect(result.exitCode == 0)
    }

    /// Deep links whose literal prefixes are related still have to prove they win: the
    /// scheme-less `example.com/x` takes `https://example.com/x` first, so the later
    /// `https://example.com/x` never wins (one pattern, two shapes: a `duplicate-route`, not a
    /// tie); `example.com/y`, related to no other, is not matched against the others at all.
    @Test func aLinkThatNeverWinsIsStillShadowed() throws {
        let (result, _) = try check("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/a">
              <fragment android:id="@+id/a"><deepLink app:uri="example.com/x"/></fragment>
              <fragment android:id="@+id/b"><deepLink app:uri="https://example.com/x"/></fragment>
              <fragment android:id="@+id/c"><deepLink app:uri="example.com/y"/></fragment>
            </navigation>
            """)
        #expect(result.findings.map(\.rule) == [.duplicateRoute], "\(result.textLines)")
        #expect(result.findings.first?.routeIndex == 1)
        #expect(result.findings.first?.witness == "https://example.com/x")
    }

    /// A graph that does not load is reported at its own line and column too (rule `route-file`).
    @Test func aGraphThatDoesNotLoadIsAtItsLine() throws {
        let (result, graph) = try check("<navigation xmlns:android=\"http://schemas.android.com/apk/res/android\">\n  <fragment/>\n</navigation>")
        // The fragment without an id (line 2), and the graph without a start destination (line 1).
        #expect(places(result) == ["route-file error \(graph):1:1", "route-file error \(graph):2:3"], "\(result.textLines)")
        #expect(result.exitCode == 1)
    }
}

/// A label may show a nullable argument whose default is `@null`: androidx fills it with "null"
/// (NavDestination.fillInLabel finds the key in the arguments), so nothing is unfilled.
@Suite struct NavGraphNullDefaultLabelTests {
    @Test func aNullDefaultFillsTheLabel() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/a">
              <fragment android:id="@+id/a" android:label="Item {id} from {ref}">
                <argument android:name="id" app:argType="integer"/>
                <argument android:name="ref" app:argType="string" app:nullable="true" android:defaultValue="@null"/>
                <deepLink app:uri="example.com/items/{id}?ref={ref}"/>
              </fragment>
            </navigation>
            """, to: "nav_graph.xml")
        let path = try scratch.write(#"{"profile": "jetpack", "navGraphs": ["nav_graph.xml"]}"#, to: "r.json")
        let result = RouteFileCheck.run(path: path)
        #expect(!result.findings.contains { $0.rule == .unfilledPlaceholder }, "\(result.textLines)")
        #expect(result.exitCode == 0, "\(result.textLines)")
    }
}
