import Foundation
import TestSupport
import Testing

/// An Expo app in the terminal UI: shown at 80×24, reloaded when a file of its app folder changes.
@Suite(.serialized)
struct ExpoRouterTerminalTests {
    private func app() throws -> (ScratchDirectory, String) {
        let scratch = try ScratchDirectory()
        for folder in ["app", "app/(tabs)"] {
            try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try scratch.write("import { Tabs } from 'expo-router';\nexport default () => <Tabs><Tabs.Screen name=\"feed\" options={{ title: 'Feed' }} /></Tabs>;\n",
                          to: "app/(tabs)/_layout.tsx")
        try scratch.write("export default () => null;\n", to: "app/(tabs)/feed.tsx")
        try scratch.write("export default () => null;\n", to: "app/(tabs)/index.tsx")
        try scratch.write("export default () => null;\n", to: "app/(tabs)/profile.tsx")
        let routes = try scratch.write(#"{"profile": "expo_router", "scheme": "social", "appDir": "app"}"#, to: "routes.json")
        return (scratch, routes)
    }

    @Test func anExpoAppRunsAt80x24AndReloadsWhenItsAppFolderChanges() throws {
        let (scratch, routes) = try app()
        let tmux = try TerminalUITests().start(columns: 80, rows: 24, routes: routes)
        try tmux.waitFor(all: ["Feed", "profile"])
        try tmux.type("social://profile")
        try tmux.send("Enter")
        try tmux.waitFor("(tabs)/profile")
        // A new route file in the app folder: the UI reloads and the link now matches it.
        try scratch.write("export default () => null;\n", to: "app/(tabs)/settings.tsx")
        try tmux.waitFor("reloaded", timeout: 60)
        try tmux.type("social://settings")
        try tmux.send("Enter")
        try tmux.waitFor("(tabs)/settings")
        try tmux.send("C-c")
        try TerminalUITests().expectTerminalRestored(tmux, exitCode: 130)
    }

    /// The shipped Expo sample: its tab bar and a linked product at 80×24; Ctrl-O switches to
    /// Android, whose variant of a route redirects; editing a layout's literal title reloads the app.
    @Test func theExpoSampleAt80x24() throws {
        // A copy, as the test edits a file of the app folder.
        let scratch = try ScratchDirectory()
        let examples = Binary.root.appendingPathComponent("Resources/examples")
        for name in ["expo-shop", "expo-shop.json"] {
            try FileManager.default.copyItem(at: examples.appendingPathComponent(name), to: scratch.url.appendingPathComponent(name))
        }
        let tmux = try TerminalUITests().start(columns: 80, rows: 24, routes: scratch.path("expo-shop.json"))
        try tmux.waitFor(all: ["expo_router profile · iOS", "⌂ Home", "⌕ Search", "☺ Account", "● Home  (home)"])
        try tmux.type("exposhop://product/42")
        try tmux.send("Enter")
        try tmux.waitFor(all: ["URL exposhop://(tabs)/(home)/product/42", "1 Product  (tabs)/(home)/product/[id]", "id  42"])
        // Android reads rate.android.tsx, which redirects to the account tab.
        try tmux.send("C-o")
        try tmux.waitFor("Android 34")
        try tmux.type(":reset exposhop://rate")
        try tmux.send("Enter")
        try tmux.waitFor(all: ["● Account  account", "URL exposhop://(tabs)/account"])
        // An edit to a file of the app folder reloads it as an edit to the route file does.
        let layout = scratch.url.appendingPathComponent("expo-shop/app/(tabs)/(home,search)/_layout.tsx")
        let source = try String(contentsOf: layout, encoding: .utf8)
        try Data(source.replacingOccurrences(of: "title: 'Product'", with: "title: 'Item'").utf8).write(to: layout)
        try tmux.waitFor("reloaded", timeout: 60)
        try tmux.type("exposhop://product/7")
        try tmux.send("Enter")
        try tmux.waitFor(all: ["Item  (tabs)/(home)/product/[id]", "id  7"])
        try tmux.send("C-c")
        try TerminalUITests().expectTerminalRestored(tmux, exitCode: 130)
    }
}
