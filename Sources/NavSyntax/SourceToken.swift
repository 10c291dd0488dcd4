/// A token of a C-family source (a `build.gradle` in Groovy or Kotlin, a Kotlin, Java, Swift or
/// Objective-C file, a `.strings` file): enough of these languages to find blocks, names, string
/// literals and punctuation. Comments are dropped.
package struct SourceToken: Equatable {
    /// What a token is.
    package enum Kind: Equatable {
        /// A name: `android`, `applicationIdSuffix`, `def`.
        case name(String)
        /// A string literal's text; `interpolated` when it holds `$name` or `${…}`.
        case string(String, interpolated: Bool)
        /// Anything else, one character (`{`, `}`, `(`, `[`, `=`, `:`, `,`, `.`), or `+=`.
        case symbol(String)
    }

    /// What it is.
    package var kind: Kind
    /// The 1-based line it starts on.
    package var line: Int

    /// Makes a token.
    package init(kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }

    /// The name, when the token is one.
    package var name: String? { if case .name(let name) = kind { name } else { nil } }
    /// Whether the token is the symbol `text`.
    package func isSymbol(_ text: String) -> Bool { kind == .symbol(text) }

    /// The tokens of `text`, in order. Never fails: an unclosed string or comment ends at the
    /// end of the text.
    package static func tokens(_ text: String) -> [SourceToken] {
        let bytes = Array(text.utf8)
        var tokens: [SourceToken] = []
        var index = 0
        var line = 1
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index += 2
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let start = line
                let triple = index + 2 < bytes.count && bytes[index + 1] == byte && bytes[index + 2] == byte
                index += triple ? 3 : 1
                var value: [UInt8] = []
                var interpolated = false
                while index < bytes.count {
                    let current = bytes[index]
                    if triple {
                        if current == byte, index + 2 < bytes.count, bytes[index + 1] == byte, bytes[index + 2] == byte { index += 3; break }
                    } else if current == byte {
                        index += 1
                        break
                    } else if current == UInt8(ascii: "\n") {
                        break   // an unclosed one-line string ends with its line
                    }
                    if current == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        value.append(bytes[index + 1])
                        index += 2
                        continue
                    }
                    if current == UInt8(ascii: "$"), byte == UInt8(ascii: "\"") { interpolated = true }
                    if current == UInt8(ascii: "\n") { line += 1 }
                    value.append(current)
                    index += 1
                }
                tokens.append(SourceToken(kind: .string(String(decoding: value, as: UTF8.self), interpolated: interpolated), line: start))
            case _ where isNameByte(byte):
                let start = index
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                tokens.append(SourceToken(kind: .name(String(decoding: bytes[start..<index], as: UTF8.self)), line: line))
            case UInt8(ascii: "+") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "="):
                tokens.append(SourceToken(kind: .symbol("+="), line: line))
                index += 2
            default:
                tokens.append(SourceToken(kind: .symbol(String(UnicodeScalar(byte))), line: line))
                index += 1
            }
        }
        return tokens
    }
}
