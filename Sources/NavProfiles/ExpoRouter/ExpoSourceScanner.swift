/// A literal value read from JavaScript or TypeScript source: a string, a number or boolean (kept
/// as its text), an object of literals, or something that is not a literal.
indirect enum ExpoLiteral: Sendable, Equatable {
    /// One `key: value` of an object literal.
    struct Member: Sendable, Equatable {
        var key: String
        var value: ExpoLiteral
    }
    case string(String)
    case scalar(String)
    case object([Member])
    case array([ExpoLiteral])
    case other(String)

    /// The member `key` of an object.
    subscript(key: String) -> ExpoLiteral? {
        if case .object(let members) = self { return members.last { $0.key == key }?.value }
        return nil
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

/// A forward reader of JavaScript/TypeScript source that knows strings, comments and brackets
/// well enough to find literals in a layout or route file; it never evaluates code.
struct ExpoSourceScanner {
    let text: [Character]
    var position = 0

    init(_ source: String) { text = Array(source) }

    var isAtEnd: Bool { position >= text.count }

    /// The 1-based line and column of `offset`.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for character in text[0..<min(offset, text.count)] {
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    /// Skips spaces and comments.
    mutating func skipTrivia() {
        while position < text.count {
            let character = text[position]
            if character.isWhitespace { position += 1; continue }
            if character == "/", position + 1 < text.count {
                if text[position + 1] == "/" {
                    while position < text.count, text[position] != "\n" { position += 1 }
                    continue
                }
                if text[position + 1] == "*" {
                    position += 2
                    while position + 1 < text.count, !(text[position] == "*" && text[position + 1] == "/") { position += 1 }
                    position = min(position + 2, text.count)
                    continue
                }
            }
            return
        }
    }

    /// The offsets where `needle` starts outside strings and comments, in order.
    func occurrences(of needle: String) -> [Int] {
        let pattern = Array(needle)
        var found: [Int] = []
        var index = 0
        while index < text.count {
            let character = text[index]
            if character == "/", index + 1 < text.count, text[index + 1] == "/" {
                while index < text.count, text[index] != "\n" { index += 1 }
                continue
            }
            if character == "/", index + 1 < text.count, text[index + 1] == "*" {
                index += 2
                while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") { index += 1 }
                index += 2
                continue
            }
            if character == "\"" || character == "'" || character == "`" {
                var scanner = self
                scanner.position = index
                _ = scanner.readString()
                index = max(scanner.position, index + 1)
                continue
            }
            if index + pattern.count <= text.count, Array(text[index..<index + pattern.count]) == pattern { found.append(index) }
            index += 1
        }
        return found
    }

    /// Reads a quoted string (`'…'`, `"…"`, or a template without `${}`); `nil` if there is none.
    mutating func readString() -> String? {
        guard position < text.count, let quote = Optional(text[position]), quote == "\"" || quote == "'" || quote == "`" else { return nil }
        var out = ""
        var index = position + 1
        while index < text.count, text[index] != quote {
            if text[index] == "\\", index + 1 < text.count {
                let next = text[index + 1]
                switch next {
                case "n": out.append("\n")
                case "t": out.append("\t")
                default: out.append(next)
                }
                index += 2
                continue
            }
            if quote == "`", text[index] == "$", index + 1 < text.count, text[index + 1] == "{" {
                // A template with a substitution is code.
                position = index
                skipBalanced()
                return nil
            }
            out.append(text[index])
            index += 1
        }
        position = min(index + 1, text.count)
        return out
    }

    /// Reads an identifier (`[A-Za-z_$][A-Za-z0-9_$]*`).
    mutating func readIdentifier() -> String? {
        var out = ""
        while position < text.count, text[position].isLetter || text[position] == "_" || text[position] == "$"
                || (!out.isEmpty && text[position].isNumber) {
            out.append(text[position])
            position += 1
        }
        return out.isEmpty ? nil : out
    }

    /// Skips one expression up to a `,`, `}` or `]` at this depth (or a balanced bracket group).
    mutating func skipBalanced() {
        var depth = 0
        while position < text.count {
            let character = text[position]
            if character == "\"" || character == "'" || character == "`" {
                let start = position
                if readString() == nil, position == start { position += 1 }
                continue
            }
            if "({[".contains(character) { depth += 1 }
            if ")}]".contains(character) {
                if depth == 0 { return }
                depth -= 1
                position += 1
                continue
            }
            if character == ",", depth == 0 { return }
            position += 1
        }
    }

    /// Reads a literal value: a string, number, boolean, object or array of literals; anything
    /// else is `.other` with its text.
    mutating func readLiteral() -> ExpoLiteral {
        skipTrivia()
        guard position < text.count else { return .other("") }
        let start = position
        let character = text[position]
        if character == "\"" || character == "'" || character == "`" {
            if let string = readString() {
                skipTrivia()
                if position < text.count, !",}]".contains(text[position]) { skipBalanced(); return .other(String(text[start..<position])) }
                return .string(string)
            }
            skipBalanced()
            return .other(String(text[start..<position]))
        }
        if character == "{" { return readObject() }
        if character == "[" {
            position += 1
            var items: [ExpoLiteral] = []
            while true {
                skipTrivia()
                guard position < text.count else { return .other(String(text[start..<position])) }
                if text[position] == "]" { position += 1; return .array(items) }
                items.append(readLiteral())
                skipTrivia()
                if position < text.count, text[position] == "," { position += 1 }
            }
        }
        if character.isNumber || character == "-" {
            while position < text.count, text[position].isNumber || ".-eE".contains(text[position]) { position += 1 }
            return .scalar(String(text[start..<position]))
        }
        if let word = readIdentifier() {
            skipTrivia()
            if ["true", "false", "null", "undefined"].contains(word), position >= text.count || ",}]".contains(text[position]) {
                return .scalar(word)
            }
        }
        position = start
        skipBalanced()
        return .other(String(text[start..<position]).trimmingTrailingSpace)
    }

    /// Reads `{ key: literal, 'quoted': literal, nested: { … } }`; a spread or computed key makes it `.other`.
    mutating func readObject() -> ExpoLiteral {
        let start = position
        guard position < text.count, text[position] == "{" else { return .other("") }
        position += 1
        var members: [ExpoLiteral.Member] = []
        var understood = true
        while true {
            skipTrivia()
            guard position < text.count else { return .other(String(text[start..<position])) }
            if text[position] == "}" { position += 1; break }
            var key: String?
            if let quoted = readString() { key = quoted } else { key = readIdentifier() }
            skipTrivia()
            if let name = key, position < text.count, text[position] == ":" {
                position += 1
                members.append(ExpoLiteral.Member(key: name, value: readLiteral()))
            } else {
                understood = false
                skipBalanced()
            }
            skipTrivia()
            if position < text.count, text[position] == "," { position += 1 }
        }
        return understood ? .object(members) : .other(String(text[start..<position]))
    }
}

extension String {
    fileprivate var trimmingTrailingSpace: String {
        var copy = self
        while copy.last?.isWhitespace == true { copy.removeLast() }
        return copy
    }
}
