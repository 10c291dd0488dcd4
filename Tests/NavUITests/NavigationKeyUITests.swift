import Foundation
import NavRouteFile
import Testing
import TestSupport
@testable import NavUI

/// The navigation keys in the UI: a guard's https redirect opens the browser sheet, a quick
/// action runs its command, a tab that presents shows its screen over the selected tab.
@Suite struct NavigationKeyUITests {
    static let routes = #"""
        { "scheme": "app", "state": { "in": false }, "screens": { "Compose": { "title": "New post" } },
          "guards": { "in": { "redirect": "https://example.com/signin", "keep": false } },
          "tabs": [{ "id": "home", "root": "Home" }, { "id": "search", "root": "Search" },
                   { "id": "post", "title": "Post", "presents": "Compose" }],
          "shortcuts": [{ "name": "find", "title": "Find", "key": "F2", "action": ":tab search" }],
          "routes": [{ "path": "secret", "screen": "Secret", "requires": ["in"] }] }
        """#

    @Test func aGuardsWebRedirectOpensTheBrowserSheetAndNothingChanges() throws {
        var state = try AppState(app: compiledApp(Self.routes), columns: 120, rows: 30)
        let before = state.navigation
        Fixture.enter("app://secret", into: &state)
        #expect(state.navigation == before)
        #expect(state.browserSheet?.url == "https://example.com/signin")
        let screen = view(state).textLines().joined(separator: "\n")
        #expect(screen.contains("guard in: the browser opens https://example.com/signin"), "\(screen)")
    }

    @Test func aQuickActionHotkeyRunsItsCommandAndATabButtonPresents() throws {
        var state = try AppState(app: compiledApp(Self.routes), columns: 120, rows: 30)
        _ = update(&state, .key(.function(2)))
        #expect(state.navigation.tree.currentTab.id == "search")
        Fixture.enter(":tab post", into: &state)
        #expect(state.navigation.tree.currentTab.id == "search")
        #expect(state.navigation.tree.visibleScreen?.screen == "Compose")
    }
}
