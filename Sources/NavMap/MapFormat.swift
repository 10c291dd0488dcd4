/// How `navsim graph` writes a ``NavigationMap``.
public enum MapFormat: String, Sendable, CaseIterable {
    /// A Mermaid flowchart (GitHub draws it in a pull request or a Markdown file).
    case mermaid
    /// Graphviz's DOT language (`dot -Tsvg`).
    case dot
}

extension NavigationMap {
    /// The map as text in `format`, with `notes` as comments at the top (one per line). The same
    /// map always gives the same bytes.
    public func rendered(as format: MapFormat, notes: [String] = []) -> String {
        switch format {
        case .mermaid: MermaidWriter(map: self).text(notes: notes)
        case .dot: DOTWriter(map: self).text(notes: notes)
        }
    }

    /// The text a node shows, line by line: a screen's id (and `modal`), its title; an entry's
    /// label and details. Added elements start with `+ `.
    func lines(of screen: Screen) -> [String] {
        let first = screen.id + (screen.isModal ? " (modal)" : "")
        return marked([first] + (screen.title.map { [$0] } ?? []), screen.change)
    }

    func lines(of entry: Entry) -> [String] { marked([entry.label] + entry.details, entry.change) }

    private func marked(_ lines: [String], _ change: Change) -> [String] {
        guard change == .added, let first = lines.first else { return lines }
        return ["+ " + first] + lines.dropFirst()
    }
}

/// Text from a route file made safe for a comment line: control characters written as `\u{…}`.
func commentText(_ text: String) -> String {
    substituted(text, [:]) { "\\u{\(String($0.value, radix: 16, uppercase: true))}" }
}

/// `text` with each character `table` names replaced by its text there, and each hidden
/// character (``isHidden(_:)``) by what `hidden` writes for it.
func substituted(_ text: String, _ table: [Unicode.Scalar: String], hidden: (Unicode.Scalar) -> String) -> String {
    // Most names and patterns need nothing: no copy then.
    guard text.unicodeScalars.contains(where: { table[$0] != nil || isHidden($0) }) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
        if let replacement = table[scalar] {
            out += replacement
        } else if isHidden(scalar) {
            out += hidden(scalar)
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

/// A character that would act instead of showing: a control character, a line or paragraph
/// separator, or a bidirectional control (which reorders what follows it, so one label could
/// display as another).
func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.value {
    case 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return scalar.properties.generalCategory == .control
    }
}
