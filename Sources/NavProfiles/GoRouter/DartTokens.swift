/// A Dart source file as tokens: identifiers, strings (their text and `$` interpolations),
/// numbers and punctuation, each with its line and column; comments dropped. Enough of Dart's
/// lexical grammar to read literal `GoRouter(...)` calls.
struct DartTokens {
    enum Kind: Equatable {
        case identifier
        case string
        case number
        case punctuation
    }

    /// One piece of a string literal: text, or an interpolation's source (`state.pathParameters['id']`).
    enum StringPart: Equatable {
        case text(String)
        case interpolation(String)
    }

    struct Token {
        var kind: Kind
        var text: String
        /// A string's pieces (raw strings and strings without `$` have one text piece).
        var parts: [StringPart] = []
        var line: Int
        var column: Int
    }

    /// A place the file is not Dart (an unterminated string or comment).
    struct SyntaxError: Error, Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    private(set) var tokens: [Token] = []
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Splits `text` into tokens.
    init(_ text: String) throws(SyntaxError) {
        scalars = Array(text.unicodeScalars)
        try scan()
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if scalars[index] == "\n" {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private var column: Int { index - lineStart + 1 }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || (scalar.isASCII && (scalar.properties.isAlphabetic))
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    private mutating func scan() throws(SyntaxError) {
        while let scalar = peek() {
            let startLine = line, startColumn = column
            if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                while let next = peek(), next != "\n" { advance() }
            } else if scalar == "/", peek(1) == "*" {
                var depth = 0
                repeat {
                    guard let next = peek() else { throw SyntaxError(message: "unterminated /* comment", line: startLine, column: startColumn) }
                    if next == "/", peek(1) == "*" { depth += 1; advance() } else if next == "*", peek(1) == "/" { depth -= 1; advance() }
                    advance()
                } while depth > 0
            } else if scalar == "r", peek(1) == "'" || peek(1) == "\"" {
                advance()
                let text = try stringBody(raw: true, line: startLine, column: startColumn)
                tokens.append(Token(kind: .string, text: "", parts: text, line: startLine, column: startColumn))
            } else if scalar == "'" || scalar == "\"" {
                let parts = try stringBody(raw: false, line: startLine, column: startColumn)
                tokens.append(Token(kind: .string, text: "", parts: parts, line: startLine, column: startColumn))
            } else if Self.isIdentifierStart(scalar) {
                var text = ""
                while let next = peek(), Self.isIdentifierPart(next) { text.unicodeScalars.append(next); advance() }
                tokens.append(Token(kind: .identifier, text: text, line: startLine, column: startColumn))
            } else if ("0"..."9").contains(scalar) {
                var text = ""
                while let next = peek(), Self.isIdentifierPart(next) || next == "." && (peek(1).map { ("0"..."9").contains($0) } ?? false) {
                    text.unicodeScalars.append(next)
                    advance()
                }
                tokens.append(Token(kind: .number, text: text, line: startLine, column: startColumn))
            } else {
                let three = String(String.UnicodeScalarView(scalars[index..<min(index + 3, scalars.count)]))
                let text = ["...", "?.."].first { three.hasPrefix($0) }
                    ?? ["=>", "==", "!=", "<=", ">=", "&&", "||", "??", "?.", ".."].first { three.hasPrefix($0) }
                    ?? String(scalar)
                for _ in text.unicodeScalars { advance() }
                tokens.append(Token(kind: .punctuation, text: text, line: startLine, column: startColumn))
            }
        }
    }

    /// A string literal from its opening quote: its text and interpolations.
    private mutating func stringBody(raw: Bool, line startLine: Int, column startColumn: Int) throws(SyntaxError) -> [StringPart] {
        let quote = scalars[index]
        let triple = peek(1) == quote && peek(2) == quote
        for _ in 0..<(triple ? 3 : 1) { advance() }
        var parts: [StringPart] = []
        var text = ""
        while true {
            guard let scalar = peek() else { throw SyntaxError(message: "unterminated string", line: startLine, column: startColumn) }
            if scalar == quote, !triple || (peek(1) == quote && peek(2) == quote) {
                for _ in 0..<(triple ? 3 : 1) { advance() }
                break
            }
            if scalar == "\n", !triple { throw SyntaxError(message: "unterminated string", line: startLine, column: startColumn) }
            if !raw, scalar == "\\", let escaped = peek(1) {
                advance(); advance()
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                default: text.unicodeScalars.append(escaped)
                }
            } else if !raw, scalar == "$", peek(1) == "{" {
                if !text.isEmpty { parts.append(.text(text)); text = "" }
                advance(); advance()
                var depth = 1
                var source = ""
                while depth > 0 {
                    guard let next = peek() else { throw SyntaxError(message: "unterminated ${ in a string", line: startLine, column: startColumn) }
                    if next == "{" { depth += 1 }
                    if next == "}" { depth -= 1 }
                    if depth > 0 { source.unicodeScalars.append(next) }
                    advance()
                }
                parts.append(.interpolation(source))
            } else if !raw, scalar == "$", let next = peek(1), Self.isIdentifierStart(next), next != "$" {
                if !text.isEmpty { parts.append(.text(text)); text = "" }
                advance()
                var source = ""
                while let part = peek(), Self.isIdentifierPart(part), part != "$" { source.unicodeScalars.append(part); advance() }
                parts.append(.interpolation(source))
            } else {
                text.unicodeScalars.append(scalar)
                advance()
            }
        }
        if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
        return parts
    }
}
