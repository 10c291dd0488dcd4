import Testing
@testable import NavLint
import TestSupport

/// Correct route files shaped like real apps (Mastodon's host routes, DuckDuckGo's refused
/// links) must not turn `check` red: each test is one false error or unsilenceable warning
/// that such a file used to get, with a near miss that must still be reported.
@Suite struct RealAppFalseErrorTests {
    private func check(_ json: String) throws -> RouteFileCheckResult {
        let directory = try ScratchDirectory()
        return RouteFileCheck.run(path: try directory.write(json, to: "app.json"))
    }

    @Test func aQueryItemTheRoutesWhereRequiresFillsTheTitle() throws {
        let result = try check("""
            { "scheme": "mastodon",
              "screens": { "SearchDetail": { "title": "Search: {query}" }, "Tagged": { "title": "Tag {tag}" } },
              "routes": [
                { "path": "/", "host": "search", "screen": "SearchDetail", "where": { "query": "^" } },
                { "path": "tags", "screen": "Tagged" }
              ] }
            """)
        let unfilled = result.findings.filter { $0.rule == .unfilledPlaceholder }
        // {query} is always there; {tag} is not (no route brings it): only the second is reported.
        #expect(unfilled.count == 1, "\(result.textLines)")
        #expect(unfilled.first?.message.contains("\"tag\"") == true)
    }

    @Test func routesOnDisjointHostsNeverConflictOnANameButSharedHostsDo() throws {
        let disjoint = try check("""
            { "scheme": "mastodon",
              "routes": [
                { "path": ":statusID", "host": "status", "screen": "Status" },
                { "path": ":handle/:statusID", "host": "mastodon.{tld}", "screen": "Thread" }
              ] }
            """)
        #expect(!disjoint.findings.contains { $0.rule == .parameterNameConflict }, "\(disjoint.textLines)")
        let shared = try check("""
            { "scheme": "mastodon",
              "routes": [
                { "path": ":statusID", "host": "mastodon.social", "screen": "Status" },
                { "path": ":handle/:statusID", "host": "mastodon.{tld}", "screen": "Thread" }
              ] }
            """)
        #expect(shared.findings.contains { $0.rule == .parameterNameConflict }, "\(shared.textLines)")
    }

    @Test func theNoGuardWarningIsGuardMissingAndLintIgnoreSilencesIt() throws {
        let result = try check("""
            { "scheme": "ddg", "state": { "onboarded": false },
              "routes": [
                { "path": "newtab", "screen": "Tab", "requires": ["onboarded"] },
                { "path": "fire", "screen": "Fire", "requires": ["onboarded"], "lint": { "ignore": ["guard-missing"] } }
              ] }
            """)
        let missing = result.findings.filter { $0.rule == .guardMissing }
        #expect(missing.map(\.jsonPath) == ["routes[0].requires[0]"], "\(result.textLines)")
        #expect(result.textLines.first?.hasSuffix("[guard-missing]") == true)
        let silenced = try check("""
            { "scheme": "ddg", "state": { "onboarded": false }, "lint": { "ignore": ["guard-missing"] },
              "routes": [ { "path": "newtab", "screen": "Tab", "requires": ["onboarded"] } ] }
            """)
        #expect(silenced.findings.isEmpty, "\(silenced.textLines)")
    }
}

/// Ice Cubes' catch-all and a Jetpack app's graph: what a `*` route takes, what the root and a
/// graph's actions reach.
@Suite struct RealAppReachTests {
    private func check(_ json: String, graph: String? = nil) throws -> RouteFileCheckResult {
        let directory = try ScratchDirectory()
        if let graph { try directory.write(graph, to: "nav_graph.xml") }
        return RouteFileCheck.run(path: try directory.write(json, to: "app.json"))
    }

    @Test func aCatchAllRouteIsTriedWithMoreComponentsThanAnyOtherRouteTakes() throws {
        let json = """
            { "scheme": "icecubesapp", "routes": [
              { "path": ":server/*", "screen": "Safari", "presentation": "modal" },
              { "path": ":server", "screen": "Server" },
              { "path": ":server/:user", "screen": "Profile" },
              { "path": ":server/:user/:statusID", "screen": "Status", "parent": false } ] }
            """
        let result = try check(json)
        #expect(!result.findings.contains { $0.rule == .shadowedRoute }, "\(result.textLines)")
        let app = try compiledApp(json)
        let generator = WitnessGenerator(table: app.table)
        let witness = try #require(generator.witness(for: app.table.endpoints[0]))
        #expect(app.table.match(witness).match?.routeIndex == 0, "\(witness)")
    }

    @Test func aCatchAllModalThatBecomesAnImplicitParentIsFlagged() throws {
        let result = try check("""
            { "scheme": "icecubesapp", "routes": [
              { "path": ":server/*", "screen": "Safari", "presentation": "modal" },
              { "path": ":server/:user/<int:statusID>", "screen": "Status" } ] }
            """)
        let parents = result.findings.filter { $0.rule == .parameterParent }
        #expect(parents.map(\.routeIndex) == [1], "\(result.textLines)")
        #expect(parents.first?.message.contains("catch-all") == true)
        // The near miss: the same route with "parent": false says what it means.
        let meant = try check("""
            { "scheme": "icecubesapp", "routes": [
              { "path": ":server/*", "screen": "Safari", "presentation": "modal" },
              { "path": ":server/:user/<int:statusID>", "screen": "Status", "parent": false } ] }
            """)
        #expect(!meant.findings.contains { $0.rule == .parameterParent }, "\(meant.textLines)")
    }

    @Test func theImplicitRootScreenIsReached() throws {
        let result = try check("""
            { "scheme": "app", "screens": { "Root": { "title": "Home" }, "Item": { "title": "Item" }, "Lost": {} },
              "routes": [ { "path": "items/:id", "screen": "Item" } ] }
            """)
        let unreached = result.findings.filter { $0.rule == .unreachedScreen }
        #expect(unreached.map(\.jsonPath) == ["screens.Lost"], "\(result.textLines)")
    }

    @Test func graphStartDestinationsAndActionTargetsAreReached() throws {
        let result = try check(#"{ "profile": "jetpack", "navGraphs": ["nav_graph.xml"] }"#, graph: NavGraphFixtures.actionsAndStartDestinations)
        let unreached = result.findings.filter { $0.rule == .unreachedScreen }
        #expect(unreached.count == 1, "\(result.textLines)")
        #expect(unreached.first?.message.contains("\"orphan\"") == true)
    }
}
