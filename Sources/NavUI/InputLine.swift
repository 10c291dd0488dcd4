import Foundation
import NavModel

/// What a line of the input says, read once where it enters the UI (Enter, a hotkey, a quick
/// action): a `:command` of the simulator or of the UI, or text to open (a URL, a path, a
/// shortcut name, a spotlight title). `update` acts on this value, never on the text again.
public enum InputLine: Sendable, Equatable {
    /// A command the simulator performs (`:back`, `:tab 2`, …).
    case simulator(SimulatorCommand)
    /// `:record FILE` starts recording, `:record stop` writes it; the argument as typed.
    case record(String)
    /// `:lint`: the route file's warnings and the linter's findings.
    case lint
    /// Text the simulator opens.
    case open(String)
    /// A quick action chosen by its hotkey or from the quick-actions list (no text to read again).
    case shortcut(Shortcut)

    /// Reads a line as typed.
    public init(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(":") else {
            self = .open(text)
            return
        }
        let body = String(trimmed.dropFirst())
        let name = String(body.prefix { !$0.isWhitespace }).lowercased()
        let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        switch name {
        case "record": self = .record(argument)
        case "lint": self = .lint
        default: self = .simulator(SimulatorCommand(parsing: body))
        }
    }

    /// The line as it is typed (what history, scenarios and the replay after a reload keep).
    public var text: String {
        switch self {
        case .simulator(let command): command.text
        case .record(let argument): argument.isEmpty ? ":record" : ":record \(argument)"
        case .lint: ":lint"
        case .open(let text): text
        case .shortcut(let shortcut): shortcut.name
        }
    }
}
