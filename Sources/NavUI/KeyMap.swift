import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
/// Every key of the UI, grouped by where it works. The help overlay and the README show this.
public enum KeyMap {
    public struct Entry: Sendable, Equatable {
        public var keys: String
        public var action: String
    }

    public static let groups: [(title: String, entries: [Entry])] = [
        ("Anywhere", [
            Entry(keys: "F1", action: "this help (also ? in the navigator)"),
            Entry(keys: "F2…F12, Ctrl-X", action: "the shortcut bound to that hotkey"),
            Entry(keys: "Ctrl-P", action: "quick actions: the shortcuts, like a long-press on the app icon"),
            Entry(keys: "Ctrl-L", action: "edit the current URL (the address bar) in the input line"),
            Entry(keys: "PgUp PgDn", action: "scroll the log back and forth (a long report opens at its first line)"),
            Entry(keys: "Enter Esc (alert up)", action: "dismiss the route's alert shown on the phone"),
            Entry(keys: "Ctrl-O", action: "switch the simulated OS, iOS / Android (also :platform ios|android), when the file has links"),
            Entry(keys: "Ctrl-G", action: "a drawer app: open or close the side menu (also :menu)"),
            Entry(keys: "Ctrl-C", action: "quit (the terminal is restored)"),
        ]),
        ("Input focus (cursor in the input line)", [
            Entry(keys: "typing", action: "edit: a URL, a path, a shortcut name, a spotlight title or a :command"),
            Entry(keys: "Enter", action: "open it; on an empty line, go to the navigator"),
            Entry(keys: "⌫ / ← → (empty line)", action: "nothing to edit, so: go back / switch tabs"),
            Entry(keys: "← → Home End", action: "move the cursor (Ctrl-A / Ctrl-E too)"),
            Entry(keys: "Ctrl-K Ctrl-U Ctrl-W", action: "delete to the end / to the start / the previous word"),
            Entry(keys: "↑ ↓", action: "history (kept across runs)"),
            Entry(keys: "Tab", action: "complete commands, shortcut names, route literals and spotlight titles (any part)"),
            Entry(keys: "Esc", action: "go to the navigator"),
            Entry(keys: "Ctrl-D", action: "quit, on an empty line"),
        ]),
        ("Navigator focus (the stack is highlighted)", [
            Entry(keys: "↑ ↓", action: "walk the back stack; the phone previews the entry"),
            Entry(keys: "← →", action: "switch tabs (the selected tab again pops it to its root)"),
            Entry(keys: "Enter", action: "pop to the selected entry"),
            Entry(keys: "Backspace Esc", action: "go back: pop, or dismiss the modal"),
            Entry(keys: "a character", action: "go to the input line and type it"),
            Entry(keys: "Tab", action: "go to the input line"),
        ]),
        ("Mouse", [
            Entry(keys: "click a tab", action: "select it"),
            Entry(keys: "click a stack entry", action: "pop to it (in the inspector)"),
            Entry(keys: "wheel over the log", action: "scroll the log"),
        ]),
    ]

    /// Commands only the UI has (the simulator's are `Simulator.commands`), for F1 and completion.
    public static let uiCommands: [(name: String, usage: String, summary: String)] = [
        ("record", ":record FILE", "record the session as a scenario file; :record stop writes it (replay with navsim test FILE)"),
        ("platform", ":platform ios|android", "simulate iOS or Android: whether a web link reaches the app at all (the route file's links)"),
    ]

    /// Every `:command` the input line takes, in the order F1 lists them.
    public static var commands: [(name: String, usage: String, summary: String)] { Simulator.commands + uiCommands }
}
