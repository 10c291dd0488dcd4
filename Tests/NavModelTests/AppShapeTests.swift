import Foundation
import NavModel
import NavRouteFile
import NavRouting
import Testing
import TestSupport

/// Real apps' routing shapes: modal parents, dispatch, unmatched links, `parents`, redirect
/// templates, conditional tabs and shortcuts, and what the log says about tabs and reuse.
@Suite struct AppShapeTests {
    static func app(_ top: String, _ routes: String) throws -> CompiledApp {
        try compiledApp(#"{ "scheme": "app", \#(top) "routes": [\#(routes)] }"#)
    }

    static func app(_ routes: String) throws -> CompiledApp { try app("", routes) }

    static let kickstarter = #"""
        { "path": "p/:id", "screen": "Project", "presentation": "modal" },
        { "path": "p/:id/comments", "screen": "Comments" },
        { "path": "p/:id/pledge", "screen": "Pledge", "parent": "p/:id" }
        """#

    static func modals(_ state: SimulatorState) -> [[String]] {
        state.tree.modals.map { $0.screens.map(\.screen) }
    }

    @Test func aModalParentIsPresentedAndTheChildPushedInsideIt() throws {
        let simulator = try Self.app(Self.kickstarter).simulator
        for (link, child) in [("app://p/1/comments", "Comments"), ("app://p/1/pledge", "Pledge")] {
            let (state, reports) = simulator.run([link])
            #expect(Self.modals(state) == [["Project", child]], "\(link)")
            #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root"])
            let lines = reports[0].events.map(\.description)
            #expect(lines.contains("parent chain: routes[\(child == "Comments" ? 1 : 2)] p/:id/\(child.lowercased()) ← routes[0] p/:id"))
            #expect(lines.suffix(2) == ["presented Project #2", "pushed \(child) #3"])
        }
    }

    @Test func aPushRouteClaimsNoParentChainItDoesNotApply() throws {
        let simulator = try Self.app(#"{ "path": "a", "screen": "A" }, { "path": "a/b", "screen": "B", "policy": "push" }"#).simulator
        let (state, reports) = simulator.run(["app://a/b"])
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "B"])
        #expect(!reports[0].events.map(\.description).contains { $0.hasPrefix("parent chain:") })
    }

    @Test func aModalSegmentParentAlsoTakesTheChildInside() throws {
        let simulator = try Self.app(#"{ "path": "p/:id{Project}!" }, { "path": "p/:id/comments", "screen": "Comments" }"#).simulator
        #expect(Self.modals(simulator.run(["app://p/1/comments"]).state) == [["Project", "Comments"]])
    }

    @Test func aProfileThatCannotPushInsideAModalDropsTheChainAndSaysSo() throws {
        let simulator = try Self.app(#""profile": "waapprouting","#, Self.kickstarter).simulator
        let (state, reports) = simulator.run(["app://p/1/pledge"])
        #expect(!reports[0].isRefused)
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Pledge"])
        let lines = reports[0].events.map(\.description)
        #expect(!lines.contains { $0.hasPrefix("parent chain:") })
        #expect(lines.contains { $0.contains("parent routes[0] p/:id is presented modally") })
    }

    @Test func dispatchAllRunsEveryMatchingRouteInRegistrationOrder() throws {
        let routes = #"""
            { "path": "mbar", "alert": "stats bumped" },
            { "path": "*", "alert": "seen {wildcard}" },
            { "path": "mbar", "screen": "Reader", "priority": 5 }
            """#
        let all = try Self.app(#""dispatch": "all","#, routes).simulator
        let (state, reports) = all.run(["app://mbar"])
        #expect(state.alerts == ["stats bumped", "seen mbar"])
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Reader"])
        #expect(reports[0].events.first?.description == "dispatch all: 3 routes take app://mbar: routes[0], routes[1], routes[2]")
        let first = try Self.app(routes).simulator
        let one = first.run(["app://mbar"]).state
        #expect(one.alerts.isEmpty)
        #expect(one.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Reader"])
    }

    @Test func dispatchAllIsRefusedOnlyWhenEveryRouteIs() throws {
        let routes = #"{ "path": "x", "screen": "A", "requires": ["never"] }, { "path": "x", "alert": "ran" }"#
        let simulator = try Self.app(#""dispatch": "all","#, routes).simulator
        let (state, reports) = simulator.run(["app://x"])
        #expect(!reports[0].isRefused)
        #expect(state.alerts == ["ran"])
        #expect(reports[0].events.map(\.description).contains { $0.hasPrefix("routes[0] refused: app://x requires never") })
    }

    @Test func anUnmatchedHttpsLinkIsHandedBackToTheBrowser() throws {
        let top = #""domains": ["example.com"], "unmatched": "browser","#
        let simulator = try Self.app(top, #"{ "path": "a", "screen": "A" }"#).simulator
        var state = simulator.coldStart()
        let web = simulator.perform("https://example.com/nothing", on: &state)
        guard case .refused(let reason, _) = web.outcome else { Issue.record("not refused"); return }
        #expect(reason.contains("hands it back to the browser"))
        #expect(web.handedBackToBrowser == "https://example.com/nothing")
        let custom = simulator.perform("app://nothing", on: &state)
        #expect(custom.isRefused)
        #expect(custom.handedBackToBrowser == nil)
        let refusing = try Self.app(#""domains": ["example.com"],"#, #"{ "path": "a", "screen": "A" }"#).simulator
        var other = refusing.coldStart()
        #expect(refusing.perform("https://example.com/nothing", on: &other).handedBackToBrowser == nil)
    }

    @Test func parentsNoneGivesEveryRouteWithoutParentNone() throws {
        let routes = #"{ "path": "a", "screen": "A" }, { "path": "a/b", "screen": "B" }, { "path": "a/c", "screen": "C", "parent": "a" }"#
        let flat = try Self.app(#""parents": "none","#, routes).simulator
        #expect(flat.run(["app://a/b"]).state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "B"])
        #expect(flat.run(["app://a/c"]).state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "A", "C"])
        let implicit = try Self.app(routes).simulator
        #expect(implicit.run(["app://a/b"]).state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "A", "B"])
    }

    @Test func aReservedExpansionCarriesAURLAndTheUsedQueryItemIsNotForwarded() throws {
        let routes = #"""
            { "path": "mbar", "redirect": "{+redirect_to}" },
            { "path": "enc", "redirect": "app://show/{redirect_to}" },
            { "path": "read", "screen": "Reader" },
            { "path": "show/:value", "screen": "Show" }
            """#
        let simulator = try Self.app(routes).simulator
        let (state, reports) = simulator.run(["app://mbar?redirect_to=app%3A%2F%2Fread&stat=1"])
        #expect(state.tree.currentTab.stack.top?.screen == "Reader")
        #expect(reports[0].events.map(\.description).contains("redirected to app://read?stat=1: routes[0] redirects"))
        let encoded = simulator.run(["app://enc?redirect_to=a/b"])
        #expect(encoded.reports[0].events.map(\.description).contains("redirected to app://show/a%2Fb: routes[1] redirects"))
        #expect(encoded.state.tree.currentTab.stack.top?.value("value")?.string == "a/b")
    }

    static let creatorTabs = #"""
        "state": { "isCreator": false },
        "tabs": [ { "id": "home", "root": "Home" }, { "id": "dashboard", "root": "Dashboard", "requires": ["isCreator"] } ],
        "shortcuts": [ { "name": "stats", "url": "app://stats", "requires": ["isCreator"] }, { "name": "home", "url": "app://home" } ],
        """#

    @Test func aTabWithAFalseFlagIsNotInTheTabBarUntilTheFlagTurnsTrue() throws {
        let simulator = try Self.app(Self.creatorTabs, #"{ "path": "stats", "screen": "Stats", "tab": "dashboard" }, { "path": "home", "screen": "Home" }"#).simulator
        var state = simulator.coldStart()
        #expect(state.tree.tabs.map(\.id) == ["home"])
        let report = simulator.perform(":set isCreator=true", on: &state)
        #expect(state.tree.tabs.map(\.id) == ["home", "dashboard"])
        #expect(report.events.map(\.description).contains("tab dashboard appears: isCreator is true"))
        _ = simulator.perform("app://stats", on: &state)
        #expect(state.tree.currentTab.id == "dashboard")
        var hidden = simulator.coldStart()
        let fallback = simulator.perform("app://stats", on: &hidden)
        #expect(hidden.tree.currentTab.id == "home")
        #expect(fallback.events.map(\.description).contains(
            "tab home: tab dashboard is not in the tab bar and no tab's root starts the stack, so the current tab"))
        let off = simulator.perform(":set isCreator=false", on: &state)
        #expect(state.tree.tabs.map(\.id) == ["home"])
        #expect(state.tree.currentTab.id == "home")
        #expect(off.events.map(\.description).contains("tab dashboard leaves the tab bar: isCreator is false"))
        #expect(simulator.start(Launch(flags: ["isCreator": true])).state.tree.tabs.map(\.id) == ["home", "dashboard"])
    }

    @Test func aShortcutIsOfferedAndAcceptedOnlyWhileItsFlagsAreTrue() throws {
        let simulator = try Self.app(Self.creatorTabs, #"{ "path": "stats", "screen": "Stats" }, { "path": "home", "screen": "Home" }"#).simulator
        var state = simulator.coldStart()
        #expect(simulator.offeredShortcuts(flags: state.flags).map(\.name) == ["home"])
        let refused = simulator.perform("stats", on: &state)
        guard case .refused(let reason, _) = refused.outcome else { Issue.record("not refused"); return }
        #expect(reason == "shortcut stats is not offered: it requires isCreator, which is false")
        _ = simulator.perform(":set isCreator=true", on: &state)
        #expect(simulator.offeredShortcuts(flags: state.flags).map(\.name) == ["stats", "home"])
        #expect(!simulator.perform("stats", on: &state).isRefused)
        #expect(state.tree.currentTab.stack.top?.screen == "Stats")
    }

    @Test func theLogSaysWhyATabWasChosenAndWhatAReusedScreensParametersWere() throws {
        let top = #""tabs": [ { "id": "home", "root": "Home" }, { "id": "read", "root": "Reader" } ],"#
        let simulator = try Self.app(top, #"{ "path": "wiki/:title", "screen": "Article", "tab": "read" }"#).simulator
        let (_, reports) = simulator.run(["app://wiki/Dog", "app://wiki/Cat"])
        #expect(reports[0].events.map(\.description).contains("tab read: the route's \"tab\""))
        let second = reports[1].events.map(\.description)
        #expect(second.contains("reused Article #3"))
        #expect(second.contains("parameters of Article #3: title Dog → Cat"))
        #expect(!second.contains { $0.hasPrefix("tab read:") }, "the tab did not change")
    }

    @Test func theLogNamesEachWayATabIsChosen() throws {
        let top = #""tabs": [ { "id": "home", "root": "Home" }, { "id": "read", "root": "Reader" } ],"#
        let routes = #"""
            { "path": "reader{Reader}/:title{Article}" },
            { "path": "reader/:title/talk", "screen": "Talk" },
            { "path": "about", "screen": "About" }
            """#
        let simulator = try Self.app(top, routes).simulator
        let root = simulator.run(["app://reader/Dog"]).reports[0].events.map(\.description)
        #expect(root.contains("tab read: its root is Reader, the stack's first screen"))
        let current = simulator.run([":tab read", "app://about"]).reports[1].events.map(\.description)
        #expect(!current.contains { $0.hasPrefix("tab ") }, "the current tab stays: \(current)")
        let withTab = try Self.app(top, #"{ "path": "reader", "screen": "Reader", "tab": "read" }, { "path": "reader/:title", "screen": "Article" }"#).simulator
        #expect(withTab.run(["app://reader/Dog"]).reports[0].events.map(\.description)
            .contains("tab read: the \"tab\" of a route its stack starts with"))
    }

    @Test func theSignedInRowSetsEveryRequiredFlag() throws {
        let simulator = try Self.app(Self.creatorTabs, #"{ "path": "stats", "screen": "Stats", "requires": ["isCreator"] }, { "path": "home", "screen": "Home" }"#).simulator
        let matrix = simulator.matrix("app://stats")
        let signedIn = try #require(matrix.rows.first { $0.name == "signed in (required flags true)" })
        #expect(signedIn.stack.last == "Stats")
    }
}
