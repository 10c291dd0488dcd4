import Foundation
import NavRouteFile
import Testing
import TestSupport
@testable import NavUI

/// The app-shape keys in the UI: a link the app hands back opens the browser sheet; only the
/// shortcuts whose flags are true are offered.
@Suite struct AppShapeUITests {
    static func state(_ json: String) throws -> AppState {
        try AppState(app: compiledApp(json), columns: 120, rows: 30)
    }

    @Test func anUnmatchedWebLinkOpensTheBrowserSheet() throws {
        var state = try Self.state(#"{ "scheme": "app", "domains": ["example.com"], "unmatched": "browser", "routes": [ { "path": "a", "screen": "A" } ] }"#)
        let before = state.navigation
        Fixture.enter("https://example.com/blog/post", into: &state)
        #expect(state.navigation == before)
        #expect(state.browserSheet?.url == "https://example.com/blog/post")
        #expect(state.browserSheet?.heading == BrowserSheet.handedBackHeading)
        let screen = view(state).textLines().joined(separator: "\n")
        #expect(screen.contains("The app handed this link back to"))
        #expect(screen.contains("(\"unmatched\": \"browser\")"))
        Fixture.enter("app://nothing", into: &state)
        #expect(state.browserSheet == nil)
    }

    @Test func onlyTheOfferedShortcutsAreInTheMenuAndTheirHotkeysFire() throws {
        var state = try Self.state(#"""
            { "scheme": "app", "state": { "isCreator": false },
              "routes": [ { "path": "stats", "screen": "Stats" }, { "path": "home", "screen": "Home" } ],
              "shortcuts": [ { "name": "stats", "title": "Stats", "key": "F2", "url": "app://stats", "requires": ["isCreator"] },
                             { "name": "home", "title": "Home", "key": "F3", "url": "app://home" } ] }
            """#)
        #expect(state.offeredShortcuts.map(\.name) == ["home"])
        _ = update(&state, .key(.function(2)))
        #expect(state.navigation.tree.visibleScreen?.screen != "Stats")
        Fixture.enter(":set isCreator=true", into: &state)
        #expect(state.offeredShortcuts.map(\.name) == ["stats", "home"])
        _ = update(&state, .key(.function(2)))
        #expect(state.navigation.tree.visibleScreen?.screen == "Stats")
    }
}
