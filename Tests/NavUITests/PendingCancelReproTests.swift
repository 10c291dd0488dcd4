import Foundation
import NavRouteFile
import Testing
@testable import NavUI

/// A new user's day on the demo, typed into the UI: Inbox (guarded, so the sign-in sheet opens
/// and the link waits), the sheet closed, natgeo opened, then signed in. Closing the sheet
/// dropped the waiting link, so the partner's profile stays on top and Inbox never opens.
@Suite struct PendingCancelReproTests {
    static func demo() throws -> AppState {
        try AppState(app: CompiledApp.load(path: LinkSimulationTests.root.appendingPathComponent("demo-routes.json").path),
                     columns: 130, rows: 36)
    }

    @Test("Closed with :back or with Backspace on an empty line, the sheet takes the waiting link with it",
          arguments: ["typed :back", "Backspace"])
    func theNatgeoProfileStaysOnTop(closing: String) throws {
        var state = try Self.demo()
        Fixture.enter("inbox", into: &state)
        #expect(state.navigation.pending == "hotels://inbox")
        #expect(state.navigation.tree.visibleScreen?.screen == "Login")
        if closing == "Backspace" {
            _ = update(&state, .key(.backspace))
        } else {
            Fixture.enter(":back", into: &state)
        }
        #expect(state.navigation.pending == nil)
        #expect(state.log.contains { $0.text.contains("dropped pending hotels://inbox") })
        Fixture.enter("natgeo", into: &state)
        Fixture.enter(":set loggedIn=true", into: &state)
        #expect(state.navigation.tree.visibleScreen?.screen == "PartnerProfile")
        #expect(state.navigation.tree.currentTab.stack.screens.map(\.screen) == ["CityList", "PartnerProfile"])
        let screen = view(state).textLines()
        #expect(screen.contains { $0.contains("@natgeo") })
        #expect(screen.contains { $0.contains("flags  loggedIn=true  pending none") })
    }
}
