import Foundation
import NavModel
import NavRouteFile
import Testing
import TestSupport

/// The pending link's lifecycle on the shipped demo: kept while the guard's sign-in sheet is
/// up, dropped (or kept, as the file says) when Back closes it, and resumed whole.
@Suite struct PendingLinkTests {
    static func demo(pendingOnCancel: PendingOnCancel? = nil) throws -> Simulator {
        let app = try CompiledApp.load(path: ProjectFiles.root.appendingPathComponent("demo-routes.json").path)
        var simulator = app.simulator
        if let pendingOnCancel {
            var definition = simulator.app
            definition.pendingOnCancel = pendingOnCancel
            simulator = Simulator(app: definition, table: simulator.table)
        }
        return simulator
    }

    /// A new user taps Inbox, closes the sign-in sheet, opens natgeo, then signs in.
    static let repro = ["inbox", ":back", "natgeo", ":set loggedIn=true"]

    @Test func theDemoDropsTheLinkWhenTheSignInSheetIsClosed() throws {
        let simulator = try Self.demo()
        #expect(simulator.app.pendingOnCancel == .drop)
        let run = simulator.run(Self.repro)
        #expect(run.reports.allSatisfy { !$0.isRefused })
        #expect(run.reports[1].events.contains(.pendingDropped("hotels://inbox", reason: "Login #4 was closed before its guard's flag turned true")))
        #expect(run.state.tree.visibleScreen?.screen == "PartnerProfile")
        #expect(run.state.tree.visibleScreen?.title == "@natgeo")
        #expect(run.state.tree.currentTab.stack.screens.map(\.screen) == ["CityList", "PartnerProfile"])
        #expect(run.state.pending == nil)
        #expect(!run.reports[3].events.contains { if case .pendingResumed = $0 { true } else { false } })
    }

    @Test func keepResumesTheLinkAfterTheSheetWasClosed() throws {
        let simulator = try Self.demo(pendingOnCancel: .keep)
        var state = simulator.coldStart()
        _ = simulator.perform("inbox", on: &state)
        let back = simulator.perform(":back", on: &state)
        #expect(back.events.last?.description == "pending hotels://inbox kept although Login #4 was closed (pendingOnCancel: keep)")
        #expect(state.pending == "hotels://inbox")
        _ = simulator.perform("natgeo", on: &state)
        let signIn = simulator.perform(":set loggedIn=true", on: &state)
        #expect(signIn.events.contains(.pendingResumed("hotels://inbox")))
        #expect(state.tree.currentTab.stack.screens.map(\.screen) == ["CityList", "Inbox"])
        #expect(state.pending == nil)
    }

    @Test func keepIsReadFromTheRouteFileAndAPushedSignInScreenCountsAsTheFlow() throws {
        let app = try compiledApp(#"""
            { "scheme": "app", "pendingOnCancel": "keep", "state": { "in": false },
              "guards": { "in": { "redirect": "app://signin" } },
              "routes": [ { "path": "secret", "screen": "Secret", "requires": ["in"] },
                          { "path": "signin", "screen": "SignIn" } ] }
            """#)
        #expect(app.app.pendingOnCancel == .keep)
        let kept = app.simulator.run(["secret", ":back", ":set in=true"])
        #expect(kept.state.tree.visibleScreen?.screen == "Secret")
        var dropping = app.app
        dropping.pendingOnCancel = .drop
        let dropped = Simulator(app: dropping, table: app.table).run(["secret", ":back", ":set in=true"])
        #expect(dropped.reports[1].events.map(\.description) == [
            "popped SignIn #2", "dropped pending app://secret: SignIn #2 was closed before its guard's flag turned true",
        ])
        #expect(dropped.state.tree.visibleScreen?.screen == "Root")
    }

    @Test func theLinkWaitsWhileTheSheetIsUpAndOnlyClosingItCancels() throws {
        let simulator = try Self.demo()
        // Navigating elsewhere (not Back) leaves the link waiting.
        let elsewhere = simulator.run(["inbox", "natgeo"])
        #expect(elsewhere.state.pending == "hotels://inbox")
        // Back on another screen than the sheet does not cancel either.
        let other = simulator.run(["natgeo", "inbox", "hotels://help/wifi", ":back", ":back"])
        #expect(other.state.pending == "hotels://inbox")
        // Signing in with the sheet up resumes.
        let signed = simulator.run(["inbox", ":set loggedIn=true"])
        #expect(signed.state.tree.visibleScreen?.screen == "Inbox")
        #expect(signed.state.tree.modals.isEmpty)
        #expect(signed.state.pendingFlow == nil)
    }

    @Test func queryAndFragmentArriveAfterGuardLoginAndResume() throws {
        let simulator = try Self.demo()
        let run = simulator.run(["hotels://cities/paris/42/book?nights=3&guests=4#dates", ":set loggedIn=true"])
        #expect(run.reports[0].events.contains(.pendingSaved("hotels://cities/paris/42/book?nights=3&guests=4#dates")))
        #expect(run.reports[1].events.contains(.pendingResumed("hotels://cities/paris/42/book?nights=3&guests=4#dates")))
        let booking = try #require(run.state.tree.modals.last?.top)
        #expect(booking.screen == "Booking")
        #expect(booking.value("nights") == .single("3"))
        #expect(booking.value("guests") == .single("4"))
        #expect(booking.parameters.first { $0.name == "nights" }?.source == .query)
    }

    @Test func queryArrivesThroughARedirectRoute() throws {
        let simulator = try Self.demo()
        let run = simulator.run(["hotels://settings?section=privacy#top"])
        #expect(run.reports[0].events.contains(.redirected(to: "hotels://profile/settings?section=privacy#top", reason: "routes[18] redirects")))
        #expect(run.state.tree.visibleScreen?.value("section") == .single("privacy"))
        #expect(simulator.currentURL(of: run.state) == "hotels://profile/settings?section=privacy")
    }

    @Test func queryArrivesThroughARedirectThenAGuardThenTheResume() throws {
        let simulator = try Self.demo()
        let run = simulator.run(["hotels://messages?thread=7", "hotels://login"])
        #expect(run.reports[0].events.contains(.pendingSaved("hotels://messages?thread=7")))
        #expect(run.state.tree.visibleScreen?.screen == "Inbox")
        #expect(run.state.tree.visibleScreen?.value("thread") == .single("7"))
    }

    @Test func redirectTargetsKeepTheirOwnQueryItems() {
        #expect(RedirectQuery.carry(from: "a://old?x=1&y=2#f", to: "a://new?y=9") == "a://new?y=9&x=1#f")
        #expect(RedirectQuery.carry(from: "a://old", to: "a://new?y=9#g") == "a://new?y=9#g")
        #expect(RedirectQuery.carry(from: "a://old?flag#f", to: "a://new#g") == "a://new?flag#g")
    }
}
