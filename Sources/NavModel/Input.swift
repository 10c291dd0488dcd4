import Foundation

/// What one input is, read once from its text (``Simulator/input(_:)``): wherever it comes from
/// (the UI's input line, a hotkey, a quick action, a scenario step, `open`'s arguments) it takes
/// this one road through ``Simulator/perform(_:as:on:)``.
public enum Input: Sendable, Equatable {
    /// A `:command` (`:back`, `:tab 2`).
    case command(SimulatorCommand)
    /// A home-screen quick action, by its name.
    case shortcut(Shortcut)
    /// A spotlight entry, by its exact title (case-insensitive).
    case spotlight(SpotlightEntry)
    /// Anything else: a URL, a path, or words searched in the spotlight titles.
    case text(String)
}

extension Simulator {
    /// Reads `text` (surrounding spaces ignored): a `:command`, a shortcut's name, a spotlight
    /// entry's title, else text to open.
    public func input(_ text: String) -> Input {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(":") { return .command(SimulatorCommand(parsing: String(trimmed.dropFirst()))) }
        if let shortcut = app.shortcuts.first(where: { $0.name == trimmed }) { return .shortcut(shortcut) }
        if let entry = app.spotlight.first(where: { $0.title.lowercased() == trimmed.lowercased() }) { return .spotlight(entry) }
        return .text(trimmed)
    }

    /// The URL `input` opens: a shortcut's or spotlight entry's (also through `:shortcut NAME`
    /// and `:spotlight TEXT`), else the text itself; `nil` for any other command. Whether it is a
    /// URL at all is the OS layer's question.
    func linkedURL(of input: Input) -> String? {
        switch input {
        // A shortcut that runs commands (`action`) opens no link.
        case .command(.shortcut(let name)): app.shortcuts.first { $0.name == name && $0.actions.isEmpty }?.url
        case .command(.spotlight(let text)): SpotlightSearch.best(text, in: app.spotlight)?.url
        case .command: nil
        case .shortcut(let shortcut): shortcut.actions.isEmpty ? shortcut.url : nil
        case .spotlight(let entry): entry.url
        case .text(let text): text
        }
    }

    /// The URL the input written `text` opens (``linkedURL(of:)-(Input)``).
    func linkedURL(of text: String) -> String? { linkedURL(of: input(text)) }
}
