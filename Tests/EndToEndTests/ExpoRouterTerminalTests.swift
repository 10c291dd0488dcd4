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
}
