import NavExplain
import Foundation

/// A `:command` of the input line and of `navsim open`, read once from its text
/// (``init(parsing:)``); ``text`` writes it back, as scenarios and the replay after a reload keep it.
public enum SimulatorCommand: Sendable, Equatable {
    /// `:back`: pop the top screen or dismiss the modal.
    case back
    /// `:tab N|ID`: select a tab.
    case tab(TabSelector)
    /// `:menu [N|ID]`: list a drawer's entries, or open one.
    case menu(TabSelector?)
    /// `:set FLAG=VALUE`, the argument as typed (the simulator reads and checks it).
    case set(String)
    /// `:reset`: a cold start.
    case reset
    /// `:reset URL`: a cold start launched by URL.
    case relaunch(String)
    /// `:push URL`: the app pushes URL's screen above the current one (in-app, not through the OS).
    case push(String)
    /// `:replace URL`: the app replaces the top screen with URL's.
    case replace(String)
    /// `:navigate URL`: the app navigates to URL (in-app, not through the OS).
    case navigate(String)
    /// `:spotlight TEXT`.
    case spotlight(String)
    /// `:shortcut NAME`.
    case shortcut(String)
    /// `:explain URL`.
    case explain(String)
    /// `:matrix URL`.
    case matrix(String)
    /// `:platform ios|android|none`: the simulated OS, the argument as typed.
    case platform(String)
    /// `:routes`: the route table.
    case routes
    /// `:quit` (also `:q`, `:exit`).
    case quit
    /// A command navsim does not have, by the name typed (lower-cased).
    case unknown(String)

    /// Reads `text`, the command after its colon (`tab 2`). The name is case-insensitive.
    public init(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let name = String(trimmed.prefix { !$0.isWhitespace }).lowercased()
        let argument = trimmed.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        switch name {
        case "back": self = .back
        case "tab": self = .tab(TabSelector(argument))
        case "menu": self = .menu(argument.isEmpty ? nil : TabSelector(argument))
        case "set": self = .set(argument)
        case "reset": self = argument.isEmpty ? .reset : .relaunch(argument)
        case "push": self = .push(argument)
        case "replace": self = .replace(argument)
        case "navigate": self = .navigate(argument)
        case "spotlight": self = .spotlight(argument)
        case "shortcut": self = .shortcut(argument)
        case "explain": self = .explain(argument)
        case "matrix": self = .matrix(argument)
        case "platform": self = .platform(argument)
        case "routes": self = .routes
        case "quit", "q", "exit": self = .quit
        default: self = .unknown(name)
        }
    }

    /// The command as it is typed, colon included (`:tab 2`).
    public var text: String {
        switch self {
        case .back: ":back"
        case .tab(let selector): ":tab \(selector.text)"
        case .menu(let selector): selector.map { ":menu \($0.text)" } ?? ":menu"
        case .set(let argument): ":set \(argument)"
        case .reset: ":reset"
        case .relaunch(let url): ":reset \(url)"
        case .push(let url): ":push \(url)"
        case .replace(let url): ":replace \(url)"
        case .navigate(let url): ":navigate \(url)"
        case .spotlight(let text): ":spotlight \(text)"
        case .shortcut(let name): ":shortcut \(name)"
        case .explain(let url): ":explain \(url)"
        case .matrix(let url): ":matrix \(url)"
        case .platform(let name): name.isEmpty ? ":platform" : ":platform \(name)"
        case .routes: ":routes"
        case .quit: ":quit"
        case .unknown(let name): ":\(name)"
        }
    }
}

/// Which tab (or drawer entry) `:tab` and `:menu` mean.
public enum TabSelector: Sendable, Equatable {
    /// By position, from 1.
    case position(Int)
    /// By id or title, case-insensitive.
    case name(String)

    /// A number is a position, anything else a name.
    public init(_ text: String) {
        self = Int(text).map(TabSelector.position) ?? .name(text)
    }

    /// The selector as typed.
    public var text: String {
        switch self {
        case .position(let position): String(position)
        case .name(let name): name
        }
    }
}
