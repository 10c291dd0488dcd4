import Foundation
import NavProfiles
import NavRouteFile
import NavSupport
import Testing
import TestSupport

/// What `check` reports in a graph's deep links (repeats, exact ties, a missing required
/// argument) is found at the deep link's line; ties and missing arguments do not stop the graph
/// from loading, a repeat (the manifest merger's error) does.
@Suite struct NavGraphDeepLinkCheckTests {
    func findings(_ graph: String) throws -> (findings: [NavGraphDeepLinkCheck.Finding], path: String) {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(graph, to: "nav_graph.xml")
        let reading = NavGraphReader().read(path: path)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        return (NavGraphDeepLinkCheck.findings(in: [try #require(reading.root)]), path)
    }

    @Test func eachProblemIsAFindingAtItsDeepLink() throws {
        let (found, path) = try findings(NavGraphFixtures.deepLinkProblems)
        #expect(found.map(\.kind) == [.missingRequiredArgument, .missingRequiredArgument, .tiedDeepLinks])
        #expect(found.map(\.position.line) == [7, 11, 4])
        #expect(found[0].message.contains("androidx throws when it inflates the graph"))
        #expect(found[1].message.contains("never matches"))
        #expect(found[2].message.contains("ties exactly with \"example.com/users/{id}\" of 'a'"))
        #expect(found.allSatisfy { $0.file == path })
        let repeated = try findings(NavGraphFixtures.repeatedDeepLink).findings
        #expect(repeated.map(\.kind) == [.missingRequiredArgument, .missingRequiredArgument, .repeatedDeepLink])
        #expect(repeated[2].message.contains("Multiple destinations found with a deep link containing uri:example.com/users/{id}, "
                                             + "action:null, mimeType:null"))
    }

    func load(_ graph: String) throws -> LoadedRouteFile {
        let scratch = try ScratchDirectory()
        _ = try scratch.write(graph, to: "nav_graph.xml")
        let path = try scratch.write("{\"profile\": \"jetpack\", \"navGraphs\": [\"nav_graph.xml\"]}", to: "r.json")
        return try RouteFileLoader.load(path: path)
    }

    @Test func aLinkLackingARequiredArgumentMakesNoRouteAndTheLoadWarns() throws {
        let loaded = try load(NavGraphFixtures.deepLinkProblems)
        let paths = loaded.routeFile.routes.map(\.path)
        #expect(!paths.contains("example.com/c"))
        #expect(!paths.contains("example.com/e"))
        #expect(paths.contains { $0.hasPrefix("example.com/e?y=") }, "\(paths)")
        // `open` and the UI count them (navsim check FILE says what they are): two missing arguments, one tie.
        #expect(loaded.warnings.count == 3, "\(loaded.warnings)")
        #expect(loaded.warnings.allSatisfy { $0.message.hasSuffix("(navsim check reports it)") })
    }

    /// The manifest merger fails the app's build on a repeated deep link: loading refuses it at
    /// the graph's line and column (`check` reports it as `repeated-deep-link`).
    @Test func aRepeatedDeepLinkIsRefusedWhenLoading() throws {
        do {
            _ = try load(NavGraphFixtures.repeatedDeepLink)
            Issue.record("a graph with a repeated deep link loaded")
        } catch let error as RouteFileError {
            #expect(error.path.hasSuffix("nav_graph.xml"))
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.position == SourcePosition(line: 4, column: 33))
            #expect(diagnostic.message.contains("Multiple destinations found with a deep link containing uri:example.com/users/{id}"))
        }
    }
}
