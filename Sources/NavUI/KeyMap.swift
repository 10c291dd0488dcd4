import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios

/// What a key binding does; `update` performs it (KeyDispatch.swift). Some act only in a
/// given situation (``navigateOnEmptyLine`` on an empty input line, ``closeBrowser`` while the
/// browser sheet is up): when they do not apply, the next binding for the key is tried.
public enum KeyAction: Sendable, Equatable {
    // Anywhere
    case help, showMap, runHotkey, quickActions, editAddress, scrollLog, switchPlatform, toggleMenu, quit, closeBrowser, dismissAlert
    case click, wheel
    // Input focus
    case insertText, submit, navigateOnEmptyLine, moveCursor, deleteCharacter, deleteText, history, complete, toNavigator
    case quitOnEmptyLine
    // Navigator focus
    case walkStack, switchTab, popToSelected, goBack, typeIntoInput, toInput
}

/// The keys a binding answers to.
public enum KeyTrigger: Sendable, Equatable {
    /// These keys exactly.
    case keys([KeyInput])
    /// A typed character or a paste.
    case text
    /// A hotkey the route file's shortcuts bind (F2…F12, Ctrl-letter; a character in navigator focus).
    case shortcutHotkey
    /// A mouse event of one of these kinds.
    case mouse([MouseEvent.Kind])

    func matches(_ key: KeyInput) -> Bool {
        switch (self, key) {
        case (.keys(let keys), _): keys.contains(key)
        case (.text, .character), (.text, .paste): true
        case (.shortcutHotkey, .function), (.shortcutHotkey, .ctrl), (.shortcutHotkey, .character): true
        case (.mouse(let kinds), .mouse(let event)): kinds.contains(event.kind)
        default: false
        }
    }
}

/// Where a binding works.
public enum KeyScope: Sendable, Equatable {
    /// In either focus (tried before the focus's own bindings).
    case anywhere
    /// In input focus.
    case input
    /// In navigator focus.
    case navigator
    /// While a route's alert is shown on the phone.
    case alert
}

/// The one table of key bindings: `update` dispatches keys through it, F1 lists it, the footer
/// shows its short labels, and docs/ui.md's key tables are generated from it.
public enum KeyMap {
    /// One binding: the keys as F1 names them, what they do, what triggers them and what runs.
    public struct Entry: Sendable, Equatable {
        /// The keys, as F1 and docs/ui.md name them.
        public var keys: String
        /// What they do, as F1 says it.
        public var action: String
        /// The keys that trigger it.
        public var trigger: KeyTrigger
        /// What `update` does for them.
        public var performs: KeyAction
        /// The footer's short label and its rank there (lower first; 1 to 3 come before the
        /// app's shortcuts), or `nil` when the footer leaves the binding out.
        public var footer: (label: String, rank: Int)?

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.keys == rhs.keys && lhs.action == rhs.action && lhs.trigger == rhs.trigger && lhs.performs == rhs.performs
                && lhs.footer?.label == rhs.footer?.label && lhs.footer?.rank == rhs.footer?.rank
        }
    }

    /// A group of bindings as F1 heads them.
    public struct Group: Sendable {
        /// The heading in F1 and docs/ui.md.
        public var title: String
        /// Where its bindings work.
        public var scope: KeyScope
        /// Its bindings, in the order they are tried.
        public var entries: [Entry]
    }

    private static func entry(_ keys: String, _ action: String, _ trigger: KeyTrigger, _ performs: KeyAction,
                              footer: (String, Int)? = nil) -> Entry {
        Entry(keys: keys, action: action, trigger: trigger, performs: performs, footer: footer.map { (label: $0.0, rank: $0.1) })
    }

    /// Every binding, grouped as F1 lists them; within a scope the first binding that applies wins.
    public static let groups: [Group] = [
        Group(title: "Anywhere", scope: .anywhere, entries: [
            entry("F1", "this help (also ? in the navigator)", .keys([.function(1)]), .help, footer: ("F1 keys", 2)),
            entry("Ctrl-P", "quick actions: the shortcuts, like a long-press on the app icon", .keys([.ctrl("p")]), .quickActions),
            entry("Ctrl-L", "edit the current URL (the address bar) in the input line", .keys([.ctrl("l")]), .editAddress),
            entry("PgUp PgDn", "scroll the log back and forth (a long report opens at its first line)", .keys([.pageUp, .pageDown]), .scrollLog,
                  footer: ("PgUp/PgDn log", 5)),
            entry("Ctrl-O", "switch the simulated OS, iOS / Android (also :platform ios|android), when the file has links",
                  .keys([.ctrl("o")]), .switchPlatform),
            entry("Ctrl-G", "a drawer app: open or close the side menu (also :menu)", .keys([.ctrl("g")]), .toggleMenu),
            entry("Esc (browser up)", "close the browser: a web link the OS kept from the app, or one the app handed back", .keys([.escape]), .closeBrowser),
            entry("F2…F12, Ctrl-X", "the shortcut bound to that hotkey (F1 lists this app's first; a character hotkey in the navigator)",
                  .shortcutHotkey, .runHotkey),
            entry("Ctrl-N", "the app's map: tabs, screens and the links to each (as navsim graph)", .keys([.ctrl("n")]), .showMap),
            entry("Ctrl-C", "quit (the terminal is restored)", .keys([.ctrl("c")]), .quit, footer: ("^C quit", 3)),
        ]),
        Group(title: "A route's alert on the phone", scope: .alert, entries: [
            entry("Enter Esc Space", "dismiss the alert", .keys([.enter, .escape, .character(" ")]), .dismissAlert),
        ]),
        Group(title: "Input focus (cursor in the input line)", scope: .input, entries: [
            entry("typing", "edit: a URL, a path, a shortcut name, a spotlight title or a :command", .text, .insertText),
            entry("Enter", "open it; on an empty line, go to the navigator", .keys([.enter]), .submit, footer: ("Enter open", 1)),
            entry("⌫ / ← → (empty line)", "nothing to edit, so: go back / switch tabs", .keys([.backspace, .left, .right]), .navigateOnEmptyLine),
            entry("⌫ Delete", "delete the character before / after the cursor", .keys([.backspace, .delete]), .deleteCharacter),
            entry("← → Home End", "move the cursor (Ctrl-A / Ctrl-E too)", .keys([.left, .right, .home, .end, .ctrl("a"), .ctrl("e")]), .moveCursor),
            entry("Ctrl-K Ctrl-U Ctrl-W", "delete to the end / to the start / the previous word", .keys([.ctrl("k"), .ctrl("u"), .ctrl("w")]), .deleteText),
            entry("↑ ↓", "history (kept across runs)", .keys([.up, .down]), .history, footer: ("↑↓ history", 7)),
            entry("Tab", "complete commands, shortcut names, route literals and spotlight titles (any part)", .keys([.tab]), .complete,
                  footer: ("Tab complete", 6)),
            entry("Esc", "go to the navigator (Shift-Tab too)", .keys([.escape, .backTab]), .toNavigator, footer: ("Esc navigator", 4)),
            entry("Ctrl-D", "quit, on an empty line (else delete forward)", .keys([.ctrl("d")]), .quitOnEmptyLine),
        ]),
        Group(title: "Navigator focus (the stack is highlighted, the selected entry marked ▸)", scope: .navigator, entries: [
            entry("↑ ↓", "walk the back stack; the phone previews the entry", .keys([.up, .down]), .walkStack, footer: ("↑↓ stack", 1)),
            entry("← →", "switch tabs (the selected tab again pops it to its root)", .keys([.left, .right]), .switchTab, footer: ("←→ tabs", 4)),
            entry("Enter", "pop to the selected entry", .keys([.enter]), .popToSelected, footer: ("Enter pop to", 4)),
            entry("Backspace Esc", "go back: pop, or dismiss the modal", .keys([.backspace, .escape]), .goBack, footer: ("⌫ back", 4)),
            entry("?", "this help", .keys([.character("?")]), .help),
            entry("a character", "go to the input line and type it", .text, .typeIntoInput, footer: ("type to edit", 8)),
            entry("Tab", "go to the input line", .keys([.tab, .backTab]), .toInput),
        ]),
        Group(title: "Mouse", scope: .anywhere, entries: [
            entry("click a tab", "select it", .mouse([.press]), .click),
            entry("click a stack entry", "pop to it (in the inspector)", .mouse([.press]), .click),
            entry("wheel over the log", "scroll the log", .mouse([.scrollUp, .scrollDown]), .wheel),
        ]),
    ]

    /// The bindings tried for a key in `focus`, in order: those that work anywhere, then the focus's own.
    static func bindings(for focus: Focus) -> [Entry] {
        focus == .input ? inputBindings : navigatorBindings
    }

    private static let inputBindings = bindings(in: .anywhere) + bindings(in: .input)
    private static let navigatorBindings = bindings(in: .anywhere) + bindings(in: .navigator)

    /// The bindings of `scope` alone.
    static func bindings(in scope: KeyScope) -> [Entry] {
        groups.filter { $0.scope == scope }.flatMap(\.entries)
    }

    /// The footer's labels in `focus`, by rank; `essential` are those shown before the app's shortcuts.
    static func footer(for focus: Focus) -> (essential: [String], rest: [String]) {
        let labelled = bindings(for: focus).compactMap(\.footer).sorted { $0.rank < $1.rank }
        return (labelled.filter { $0.rank <= 3 }.map(\.label), labelled.filter { $0.rank > 3 }.map(\.label))
    }

    /// Commands only the UI has (the simulator's are `Simulator.commands`), for F1 and completion.
    static let uiCommands: [(name: String, usage: String, summary: String)] = [
        ("record", ":record FILE", "record the session as a scenario file; :record stop writes it (replay with navsim test FILE)"),
        ("platform", ":platform ios|android", "simulate iOS or Android: whether a web link reaches the app at all (the route file's links)"),
        ("lint", ":lint", "list the route file's warnings and what navsim check finds in it"),
    ]

    /// Every `:command` the input line takes, in the order F1 lists them.
    public static var commands: [(name: String, usage: String, summary: String)] { Simulator.commands + uiCommands }
}
