import Foundation
import NavModel
import NavProfiles
import NavRouting
import Testing
@testable import NavLint
import NavRouteFile
import TestSupport

@Suite struct WitnessTests {
    /// witness → match → the same endpoint, through the table's own matcher, for every endpoint
    /// of the demo and the examples.
    @Test(arguments: ProjectFiles.routeFiles) func everyEndpointHasAWitnessThatReachesIt(_ path: String) throws {
        let app = try CompiledApp.load(path: path)
        let generator = WitnessGenerator(table: app.table)
        let endpoints = app.table.endpoints
        for (endpoint, url) in generator.witnesses() {
            // A `{Screen}` prefix that an earlier route registers identically (WAAppRouting's
            // MoreComplexExample registers list1/:itemID/extra in two routes) is the same screen
            // stack; the earlier one answers for both.
            if endpoint.isPrefix, url == nil, endpoints.contains(where: {
                $0.order < endpoint.order && $0.pattern == endpoint.pattern && $0.scheme == endpoint.scheme
            }) { continue }
            // Under `"dispatch": "all"` a route registering an earlier route's pattern runs with it
            // (WordPress's /mbar redirect and its stats route): the earlier one wins the lookup.
            if app.app.dispatch == .all, endpoints.contains(where: {
                $0.order < endpoint.order && $0.pattern == endpoint.pattern && $0.scheme == endpoint.scheme
            }) { continue }
            let witness = try #require(url, "no witness for routes[\(endpoint.routeIndex)] \(endpoint.pattern.text)")
            let match = app.table.match(witness).match
            #expect(match?.endpoint.order == endpoint.order,
                    "\(witness) reaches \(match.map { "routes[\($0.routeIndex)] \($0.endpoint.pattern.text)" } ?? "nothing"), not routes[\(endpoint.routeIndex)] \(endpoint.pattern.text)")
        }
    }

    /// tree → reverse URL (`Simulator.currentURL`) → the same tree: opening the current URL
    /// from a cold start rebuilds what the witness built.
    @Test(arguments: ProjectFiles.routeFiles) func reverseURLRebuildsTheTree(_ path: String) throws {
        let app = try CompiledApp.load(path: path)
        let simulator = app.simulator
        for (endpoint, url) in WitnessGenerator(table: app.table).witnesses() {
            guard let url else { continue }
            let run = simulator.run([url])
            // Under a profile's own navigation a route that redirects shows another (an Expo
            // <Redirect> replaces it, no anchor below): the URL written back is that route's.
            if simulator.navigator != nil, run.reports.contains(where: { $0.events.contains { if case .redirected = $0 { true } else { false } } }) { continue }
            let opened = run.state
            let reverse = simulator.currentURL(of: opened)
            let reopened = simulator.run([reverse]).state
            #expect(Self.screens(reopened.tree) == Self.screens(opened.tree),
                    "routes[\(endpoint.routeIndex)] \(endpoint.pattern.text): \(url) → \(reverse)")
        }
    }

    /// The tree without instance numbers: tab, stacks and modals with each screen's parameters.
    static func screens(_ tree: ContainerTree) -> [String] {
        let describe = { (screen: ScreenInstance) in
            screen.screen + "(" + screen.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: ", ") + ")"
        }
        return ["selected \(tree.currentTab.id)"]
            + tree.tabs.map { "\($0.id): " + $0.stack.screens.map(describe).joined(separator: " > ") }
            + tree.modals.map { "modal: " + $0.screens.map(describe).joined(separator: " > ") }
    }

    /// The witness's parameter values dodge literals and satisfy `where` constraints.
    @Test func valuesStayOutOfTheWayOfOtherRoutes() throws {
        let app = try compiledApp(#"""
            { "scheme": "app", "routes": [
              { "path": "u/:name", "screen": "User" },
              { "path": "u/name", "screen": "NameHelp" },
              { "path": "r/:value", "screen": "Yes", "where": { "value": "^(yes|oui)$" } },
              { "path": "n/:id", "screen": "N", "where": { "id": "^[0-9]+$" } },
              { "path": "t/<uuid:id>/*", "screen": "T" },
              { "path": "faq#:question", "screen": "FAQ" }
            ] }
            """#)
        let generator = WitnessGenerator(table: app.table)
        let urls = generator.witnesses().map(\.url)
        #expect(urls == ["app://u/name1", "app://u/name", "app://r/yes", "app://n/1",
                         "app://t/00000000-0000-4000-8000-000000000001/x", "app://faq#question"])
    }

    /// A host that would not survive as a host (a dot under JLRoutes, a universal-link domain
    /// under navsim) is written as the first path component instead.
    @Test func firstComponentsThatAreNotHostsGoInThePath() throws {
        let jlroutes = try compiledApp(#"{ "scheme": "app", "matching": { "profile": "jlroutes" }, "routes": [ { "path": "/v1.0/:id" } ] }"#)
        #expect(WitnessGenerator(table: jlroutes.table).witnesses().map(\.url) == ["app:///v1.0/id"])
        let navsim = try compiledApp(#"{ "scheme": "app", "domains": ["app.example.com"], "routes": [ { "path": "app.example.com/x" } ] }"#)
        #expect(WitnessGenerator(table: navsim.table).witnesses().map(\.url) == ["app:///app.example.com/x"])
    }

    /// `RouteTable.winner` (what the linter asks for every witness) names the endpoint
    /// `RouteTable.match` matches, on every witness of a table under each profile.
    @Test(arguments: MatchingProfile.comparable) func theWinnerIsTheMatchedEndpoint(_ profile: MatchingProfile) throws {
        let app = try compiledApp(#"""
            { "scheme": "app", "matching": { "profile": "\#(profile.rawValue)" }, "routes": [
              { "path": "a/:x", "screen": "A" }, { "path": "a/b", "screen": "B", "priority": 2 },
              { "path": "a/*", "screen": "C" }, { "path": "c/:y/d", "screen": "D" }, { "path": ":p/:q", "screen": "E" }
            ] }
            """#)
        let generator = WitnessGenerator(table: app.table)
        var compared = 0
        for endpoint in app.table.endpoints {
            for variant in WitnessVariant.allCases {
                guard let url = generator.url(for: endpoint, variant: variant) else { continue }
                #expect(app.table.winner(for: url)?.order == app.table.match(url).match?.endpoint.order, "\(url)")
                compared += 1
            }
        }
        #expect(compared >= app.table.endpoints.count)
    }
}
