import Foundation
import NavModel
import NavRouteFile
import NavProfiles
import NavRouting
import Testing
import TestSupport

/// The library profiles' navigation rules that the shipped scenarios do not reach: refusals,
/// and what navsim does instead on the same file.
@Suite struct LibraryNavigationTests {
    static func app(_ profile: String, _ routes: String, extra: String = "") throws -> CompiledApp {
        try compiledApp(#"{ "scheme": "app", "profile": "\#(profile)", \#(extra) "routes": [\#(routes)] }"#)
    }

    @Test func waapproutingRefusesAPushInsideAModalWithTheReadmesReason() throws {
        let routes = #"{ "path": "help{Help}!/topic{Topic}" }"#
        let waap = try Self.app("waapprouting", routes).simulator
        var state = waap.coldStart()
        let report = waap.perform("app://help/topic", on: &state)
        guard case .refused(let reason, _) = report.outcome else { Issue.record("not refused: \(report)"); return }
        #expect(reason.contains("You cannot (yet) present a modal controller and then push a detail one"))
        #expect(state.tree.modals.isEmpty)
        let navsim = try Self.app("navsim", routes).simulator
        #expect(navsim.run(["app://help/topic"]).state.tree.modals.map { $0.screens.map(\.screen) } == [["Help", "Topic"]])
    }

    @Test func waapproutingRefusesAFalseRequirementInsteadOfRedirecting() throws {
        let routes = #"{ "path": "login", "screen": "Login" }, { "path": "cart", "screen": "Cart", "requires": ["loggedIn"] }"#
        let guards = #""guards": { "loggedIn": { "redirect": "app://login" } },"#
        let waap = try Self.app("waapprouting", routes, extra: guards).simulator
        let (state, reports) = waap.run(["app://cart"])
        guard case .refused(let reason, _) = reports[0].outcome else { Issue.record("not refused"); return }
        #expect(reason.contains("shouldHandleAppLinkBlock"))
        #expect(state.pending == nil)
        let navsim = try Self.app("navsim", routes, extra: guards).simulator
        let redirected = navsim.run(["app://cart"]).state
        #expect(redirected.tree.currentTab.stack.screens.last?.screen == "Login")
        #expect(redirected.pending == "app://cart")
    }

    /// WAAppRouter.m (github.com/Wasappli/WAAppRouting at 795e095, handleURL:, lines 59-64) builds
    /// one WAAppLink from `routeEntity.path ?: blockPathPattern`, so the block reads the entity's
    /// route parameters whichever of the two was registered first.
    @Test func waapproutingBlockReadsTheEntitysParametersInEitherOrder() throws {
        let entity = #"{ "path": "list{List}/:itemID{Detail}" }"#
        let block = #"{ "path": "list/*", "alert": "item {itemID}" }"#
        for routes in [entity + ", " + block, block + ", " + entity] {
            let (state, _) = try Self.app("waapprouting", routes).simulator.run(["app://list/5?ref=mail"])
            #expect(state.alerts == ["item 5"], "\(routes)")
            #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "List", "Detail"], "\(routes)")
        }
    }

    /// `allowedParameters` acts through a WAAppLinkParameters class (a screen with `mapping`,
    /// WAAppLinkParameters.m `isPropertyAllowed:`); without one the controller's parameters are an
    /// NSMutableDictionary, whose `initWithAllowedParameters:` ignores the list
    /// (NSMutableDictionary+WAAppRoutingParameters.m, lines 15-21, at 795e095).
    @Test func waapproutingAllowedParametersNeedAParametersClass() throws {
        let routes = #"{ "path": "a{Plain}/:id{Mapped}" }"#
        let screens = #""screens": { "Plain": { "allowedParameters": ["id"] },"#
            + #" "Mapped": { "mapping": { "id": "itemID", "ref": "ref" }, "allowedParameters": ["ITEMID"] } },"#
        let (state, _) = try Self.app("waapprouting", routes, extra: screens).simulator.run(["app://a/5?ref=mail&utm=x"])
        let stack = state.tree.currentTab.stack.screens
        #expect(stack.map(\.screen) == ["Root", "Plain", "Mapped"])
        #expect(stack[1].parameters.map(\.name).sorted() == ["id", "ref", "utm"])
        #expect(stack[2].parameters.map(\.name) == ["itemID"])
    }

    /// The address bar (and a pending link) writes values back as the profile reads them:
    /// encoded where it decodes, as read where it does not (IKRouter decodes nothing,
    /// WAAppRouting's query split keeps values, JLRoutes keeps `*` components), so opening the
    /// URL it shows gives the same parameters. It wrote `a%2520b` for IKRouter's `a%20b`.
    @Test func theAddressBarReadsBackTheSameParametersInEveryProfile() throws {
        for profile in MatchingProfile.comparable {
            let parameter = profile == .icrouter ? "{item}" : ":item"
            let routes = #"{ "path": "cart/\#(parameter)", "screen": "Cart" }, { "path": "files/*", "screen": "Files" }"#
            let simulator = try Self.app(profile.rawValue, routes).simulator
            for url in ["app://cart/a%20b?q=x%20y", "app://files/a%20b/c?q=x%20y"] {
                let (first, reports) = simulator.run([url])
                // `*` is a literal to IKRouter and ICRouter.
                guard !reports[0].isRefused, let screen = first.tree.visibleScreen else { continue }
                let shown = simulator.currentURL(of: first)
                let second = simulator.run([shown]).state
                let again = second.tree.visibleScreen
                #expect(again?.screen == screen.screen, "\(profile.rawValue) \(url) → \(shown)")
                #expect(again?.parameters == screen.parameters, "\(profile.rawValue) \(url) → \(shown)")
                #expect(simulator.currentURL(of: second) == shown, "\(profile.rawValue) \(url) → \(shown)")
                #expect(shown.hasPrefix(url.prefix { $0 != "?" }), "\(profile.rawValue) \(url) → \(shown)")
            }
        }
    }

    /// A guard's pending link under IKRouter resumes with the value as typed.
    @Test func ikrouterResumesAPendingLinkWithTheValueAsTyped() throws {
        let routes = #"{ "path": "login", "screen": "Login" }, { "path": "in", "set": { "in": true } }, { "path": "cart/:item", "screen": "Cart", "requires": ["in"] }"#
        let guards = #""state": { "in": false }, "guards": { "in": { "redirect": "app://login" } },"#
        let state = try Self.app("ikrouter", routes, extra: guards).simulator.run(["app://cart/a%20b", "app://in"]).state
        #expect(state.tree.visibleScreen?.parameters.first?.value == .single("a%20b"))
    }

    @Test func ikrouterNeedsASchemeOnEveryRoute() throws {
        let json = #"{ "profile": "ikrouter", "routes": [ { "path": "a/:b", "screen": "A" } ] }"#
        #expect(throws: RouteFileError.self) { try CompiledApp(RouteFileLoader.load(contents: Data(json.utf8), path: "f.json")) }
    }

    @Test func icrouterNeverPopsForADependency() throws {
        let routes = #"{ "path": "forums", "screen": "Forums", "popToRoot": true }, { "path": "forums/{id}", "screen": "Forum", "dependencies": ["forums"] }"#
        let icrouter = try Self.app("icrouter", routes).simulator
        let state = icrouter.run(["app://forums/1", "app://forums/2"]).state
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Forums", "Forum", "Forums", "Forum"])
    }

    /// Every profile, IKRouter included: a `parent` path is read with the opened URL's scheme
    /// there, since IKRouter reads only `scheme://` URLs.
    @Test func parentFalseAndParentPathHoldInEveryProfile() throws {
        for profile in MatchingProfile.comparable.map(\.rawValue) {
            // A profile whose routes are deep-link URIs (jetpack) writes them whole.
            let prefix = MatchingProfile(rawValue: profile)?.appFilesSource == nil ? "" : "app://"
            let routes = #"{ "path": "\#(prefix)home", "screen": "Home" }, { "path": "\#(prefix)home/x", "screen": "X", "parent": false }, "#
                + #"{ "path": "\#(prefix)y", "screen": "Y", "parent": "\#(prefix)home" }"#
            let simulator = try Self.app(profile, routes).simulator
            #expect(simulator.run(["app://home/x"]).state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "X"], "\(profile)")
            #expect(simulator.run(["app://y"]).state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Home", "Y"], "\(profile)")
        }
    }

    /// ICRouter.m handleURL: navigates the dependencies, then the route itself, which pops to
    /// root first when its popToRoot is set: the dependencies are pushed and popped again.
    @Test func icrouterPopsToRootForTheRouteAfterItsDependencies() throws {
        let routes = #"{ "path": "forums", "screen": "Forums" }, { "path": "forums/{id}", "screen": "Forum", "dependencies": ["forums"], "popToRoot": true }, { "path": "x", "screen": "X" }"#
        let icrouter = try Self.app("icrouter", routes).simulator
        let (state, reports) = icrouter.run(["app://x", "app://forums/1"])
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["Root", "Forum"])
        let lines = reports[1].events.map(\.description)
        let pushedForums = try #require(lines.firstIndex { $0.hasPrefix("pushed Forums") })
        let poppedForums = try #require(lines.firstIndex { $0.hasPrefix("popped Forums") })
        let poppedX = try #require(lines.firstIndex { $0.hasPrefix("popped X") })
        #expect(pushedForums < poppedForums && pushedForums < poppedX)
        #expect(lines.contains { $0.hasPrefix("ICRouter navigates the dependencies first") })
        #expect(lines.last?.hasPrefix("pushed Forum #") == true)
    }

    /// WAAppRouteHandler.m presentTargetViewControllerClass: a modal target already in the
    /// top-most navigation controller is popped to and reconfigured, not presented again.
    @Test func waapproutingReusesTheScreenTheTopMostModalHolds() throws {
        let routes = #"{ "path": "p/:id", "screen": "Project", "presentation": "modal" }, { "path": "help", "screen": "Help", "presentation": "modal" }"#
        let waap = try Self.app("waapprouting", routes).simulator
        let (state, reports) = waap.run(["app://p/1", "app://p/2"])
        #expect(state.tree.modals.count == 1)
        #expect(state.tree.modals[0].screens.map(\.screen) == ["Project"])
        #expect(state.tree.modals[0].top?.value("id")?.string == "2")
        let lines = reports[1].events.map(\.description)
        #expect(lines.contains("reused Project #2"))
        #expect(lines.contains("parameters of Project #2: id 1 → 2"))
        // Another class is presented from the top-most controller, over the first modal.
        let stacked = waap.run(["app://p/1", "app://help"])
        #expect(stacked.state.tree.modals.map { $0.screens.map(\.screen) } == [["Project"], ["Help"]])
        #expect(stacked.reports[1].events.map(\.description).contains("Help is presented from the top-most controller, Project #2"))
        // navsim dismisses first and presents a new instance.
        let navsim = try Self.app("navsim", routes).simulator
        let fresh = navsim.run(["app://p/1", "app://p/2"]).state
        #expect(fresh.tree.modals.count == 1)
        #expect(fresh.tree.modals[0].top?.instance == 3)
    }
}
