import NavModel
import NavRouteFile
import Testing
import TestSupport

/// In a drawer app the tabs are the side menu's entries: a refused `:menu N` says so.
@Suite struct DrawerCommandTests {
    @Test func anUnknownMenuEntryIsCalledAnEntry() throws {
        let drawer = try compiledApp("""
            { "scheme": "reveal", "container": { "kind": "drawer" },
              "tabs": [ { "id": "inbox", "root": "Inbox" }, { "id": "sent", "root": "Sent" } ],
              "routes": [ { "path": "inbox", "screen": "Inbox" } ] }
            """).simulator
        let (_, reports) = drawer.run([":menu 3", ":tab x", ":menu sent"])
        #expect(reports.map(\.outcome) == [
            .refused(reason: "no menu entry \"3\" (entries: 1=inbox, 2=sent)", suggestions: []),
            .refused(reason: "no menu entry \"x\" (entries: 1=inbox, 2=sent)", suggestions: []),
            .applied,
        ])
        let tabs = try compiledApp(#"{ "scheme": "t", "tabs": [ { "id": "home", "root": "Home" } ], "routes": [ { "path": "a" } ] }"#).simulator
        #expect(tabs.run([":tab 2"]).1.first?.outcome == .refused(reason: "no tab \"2\" (tabs: 1=home)", suggestions: []))
    }
}
