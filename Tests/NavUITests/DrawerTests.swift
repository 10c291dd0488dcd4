import Foundation
import NavModel
import NavRouteFile
import NavUI
import Testing
import TestSupport

/// A drawer app (`container.kind: drawer`): the side menu on the phone, Ctrl-G and `:menu`.
@Suite struct DrawerTests {
    static let routeFile = """
    { "name": "Reveal", "scheme": "reveal", "container": { "kind": "drawer" },
      "tabs": [ { "id": "inbox", "title": "Inbox", "root": "Inbox" }, { "id": "sent", "title": "Sent", "root": "Sent" } ],
      "routes": [ { "path": "inbox{Inbox}/:id{Mail}", "tab": "inbox" }, { "path": "sent{Sent}", "tab": "sent" } ] }
    """

    static func state() throws -> AppState {
        try AppState(app: compiledApp(routeFile, path: "reveal.json"), columns: 100, rows: 24)
    }

    static func menuShown(_ state: AppState) -> Bool {
        let lines = view(state).textLines()
        return lines.contains { $0.contains("● 1 Inbox") || $0.contains("● 2 Sent") } && lines.contains { $0.contains("menu") }
    }

    @Test func ctrlGOpensAndClosesTheSideMenuAndNoTabBarIsDrawn() throws {
        var state = try Self.state()
        #expect(!state.navigation.tree.hasTabBar)
        #expect(!Self.menuShown(state))
        _ = update(&state, .key(.ctrl("g")))
        #expect(state.menuOpen)
        #expect(Self.menuShown(state))
        _ = update(&state, .key(.ctrl("g")))
        #expect(!state.menuOpen)
    }

    @Test func menuCommandTogglesAndOpeningAnEntryClosesIt() throws {
        var state = try Self.state()
        Fixture.enter("reveal://inbox/4", into: &state)
        Fixture.enter(":menu", into: &state)
        #expect(state.menuOpen)
        #expect(view(state).textLines().contains { $0.contains("● 1 Inbox") })
        Fixture.enter(":menu 2", into: &state)
        #expect(!state.menuOpen)
        #expect(state.navigation.tree.currentTab.id == "sent")
        // The entry left behind went back to its root: one front navigation stack.
        #expect(state.navigation.tree.tabs[0].stack.screens.map(\.screen) == ["Inbox"])
    }

    @Test func theContainerTreeNamesTheSideMenusEntriesAndTheOneInFront() throws {
        var state = try Self.state()
        Fixture.enter("reveal://sent", into: &state)
        let lines = view(state).textLines()
        #expect(lines.contains { $0.contains("Side menu · 2 entries") })
        #expect(lines.contains { $0.contains("○ Inbox") })
        #expect(lines.contains { $0.contains("● Sent") })
    }

    @Test func ctrlGOnATabAppRingsTheBell() throws {
        var state = try Fixture.state()
        #expect(update(&state, .key(.ctrl("g"))) == [.bell])
        #expect(!state.menuOpen)
    }
}
