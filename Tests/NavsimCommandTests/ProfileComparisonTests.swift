import Foundation
import NavRouting
import Testing
@testable import NavCommands
import NavRouteFile
import NavScenarios
import TestSupport

@Suite struct ProfileComparisonTests {
    /// navsim prefers the literal route; JLRoutes and WAAppRouting take the first registered.
    let routes = #"""
        { "scheme": "app", "routes": [
          { "path": ":object/:action", "screen": "Generic" },
          { "path": "user/view", "screen": "UserView" },
          { "path": "a((b)c)", "screen": "Nested" }
        ] }
        """#

    @Test func withProfileRecompilesUnderAnotherProfile() throws {
        let app = try compiledApp(routes)
        #expect(app.table.match("app://user/view").match?.routeIndex == 1)
        let jlroutes = try app.withProfile(.waapprouting)
        #expect(jlroutes.table.options.profile == .waapprouting)
        #expect(jlroutes.table.match("app://user/view").match?.routeIndex == 0)
        #expect(try app.withProfile(nil).table.options.profile == .navsim)
        #expect(throws: RouteFileError.self) { try app.withProfile(.jlroutes) }
    }

    @Test func sideBySide() throws {
        let app = try compiledApp(routes)
        let comparisons = ProfileComparer.compare(["app://user/view", "app://x"], app: app)
        let first = try #require(comparisons.first)
        #expect(first.verdicts.map(\.profile) == MatchingProfile.comparable)
        #expect(first.verdicts.map(\.profile) == [.navsim, .jlroutes, .waapprouting, .ikrouter, .icrouter, .jetpack])
        // ICRouter tries the last registered route first, so user/view (routes[1]) beats :object/:action (a literal to it).
        // jetpack reads a route's path as a deep link's URI: `user/view` takes http(s)://user/view only.
        #expect(first.verdicts.map { $0.match?.routeIndex } == [1, nil, 0, 0, 1, nil])
        #expect(first.verdicts[1].tableError?.contains("do not nest") == true)
        #expect(first.verdicts.map(\.screen) == ["UserView", nil, "Generic", "Generic", "UserView", nil])
        // The final stacks are compared too.
        #expect(first.verdicts[0].stackText == "Root > UserView")
        #expect(!first.isSame)
        // WAAppRouting also tries a pattern against the whole URL (`app:`, `x`), so :object/:action takes it.
        #expect(comparisons[1].verdicts.map(\.unmatchedReason) == ["no route matches", nil, nil, "no route matches", "no route matches", "no route matches"])
        #expect(comparisons[1].verdicts[2].match?.routeIndex == 0)
        #expect(!comparisons[1].isSame)

        let lines = ProfileComparer.textLines(comparisons)
        #expect(lines[0].hasPrefix("URL") && lines[0].hasSuffix("same?"))
        #expect(lines[2].hasPrefix("app://user/view  routes[1] /user/view"))
        #expect(lines[2].hasSuffix("DIFFERS"))
        #expect(lines.contains { $0.contains("table does not compile:") })

        let json = ProfileComparer.json(comparisons, app: app).rendered(pretty: false)
        #expect(json.hasPrefix(#"{"profiles":["navsim","jlroutes","waapprouting","ikrouter","icrouter","jetpack"],"urls":[{"input":"app://user/view","same":false,"results":{"navsim":{"matched":true,"route":{"path":"user/view","index":1,"pattern":"/user/view"},"params":{},"screen":"UserView","stacks":[["Root","UserView"]],"alerts":[],"refused":null}"#))
        #expect(json.contains(#""jlroutes":{"error":"#))
    }

    /// Five profiles agree and jlroutes cannot compile the table (nested groups): the text says
    /// how many agreed instead of a bare "yes" beside "table does not compile".
    @Test func agreementCountsTheProfilesThatCompile() throws {
        let app = try compiledApp(#"{ "scheme": "app", "routes": [ { "path": "a((b)c)", "screen": "Nested" }, { "path": "x", "screen": "X" } ] }"#)
        let comparisons = ProfileComparer.compare(["app://nothing"], app: app)
        #expect(comparisons[0].isSame)
        let lines = ProfileComparer.textLines(comparisons)
        #expect(lines[2].hasSuffix("yes (5 of 6 compile)"), "\(lines)")
    }

    /// The same route wins under the four iOS libraries and navsim, but ICRouter adds no implicit
    /// parent (ICRouterTests.m's strict mocks), so the URL differs on its final stack alone
    /// (jetpack reads `feed/top` as a deep link's URI, http(s)://feed/top, and takes nothing).
    @Test func navigationAloneMakesADifference() throws {
        let app = try compiledApp(#"{ "scheme": "app", "routes": [ { "path": "feed", "screen": "Feed" }, { "path": "feed/top", "screen": "Top" } ] }"#)
        let comparison = try #require(ProfileComparer.compare(["app://feed/top"], app: app).first)
        #expect(comparison.verdicts.map { $0.match?.routeIndex } == [1, 1, 1, 1, 1, nil])
        #expect(comparison.verdicts.map(\.screen) == Array(repeating: "Top", count: 5) + [nil])
        #expect(comparison.verdicts.map(\.stackText) == Array(repeating: "Root > Feed > Top", count: 4) + ["Root > Top", ""])
        #expect(!comparison.isSame)
    }
}
