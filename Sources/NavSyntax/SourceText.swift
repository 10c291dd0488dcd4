/// An Objective-C or Swift source file made ready for reading call sites: comments blanked,
/// string literals' contents hidden from the code (so a call written in a comment or inside a
/// string is not read) and kept apart, by the offset of their opening quote. Offsets and lines
/// are those of the original text.
package struct SourceText {
    /// The code: comments as spaces, string literal contents as `x`, newlines kept.
    package let code: [UInt8]
    /// Each ordinary string literal, by the offset of its opening `"`: its text with escapes
    /// resolved, or `nil` when it interpolates (`\(…)`), so it is no fixed pattern.
    package let literals: [Int: String?]
    private let lineStarts: [Int]
    /// The offsets of every `;`, `{` and `}` in the code, ascending: where statements break.
    private let statementBreaks: [Int]

    /// Reads `bytes`; `swift` tells Swift's rules where they differ from Objective-C's: block
    /// comments nest, and strings may be raw (`#"…"#`, `#"""…"""#`).
    package init(_ bytes: [UInt8], swift: Bool = false) {
        var code = bytes
        var literals: [Int: String?] = [:]
        var index = 0
        let count = bytes.count
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), hash = UInt8(ascii: "#")
        func blank(_ range: Range<Int>, with byte: UInt8) {
            for offset in range where code[offset] != UInt8(ascii: "\n") { code[offset] = byte }
        }
        /// Whether `"` (`quotes` of them) and `hashes` `#` close a string at `offset`.
        func closes(at offset: Int, quotes: Int, hashes: Int) -> Bool {
            guard offset + quotes + hashes <= count else { return false }
            for index in offset..<offset + quotes where bytes[index] != quote { return false }
            for index in offset + quotes..<offset + quotes + hashes where bytes[index] != hash { return false }
            return true
        }
        while index < count {
            let byte = bytes[index]
            let next = index + 1 < count ? bytes[index + 1] : 0
            // A Swift raw string's delimiter: `#`s before the opening quote.
            var hashes = 0
            if swift, byte == hash {
                while index + hashes < count, bytes[index + hashes] == hash { hashes += 1 }
                if index + hashes >= count || bytes[index + hashes] != quote { hashes = 0 }
            }
            let open = index + hashes
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                var end = index
                while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                blank(index..<end, with: UInt8(ascii: " "))
                index = end
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                // Swift's block comments nest; Objective-C's end at the first `*/`.
                var end = index + 2
                var depth = 1
                while end + 1 < count {
                    if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        end += 2
                        if depth == 0 { break }
                    } else if swift, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "*") {
                        depth += 1
                        end += 2
                    } else {
                        end += 1
                    }
                }
                end = depth == 0 ? end : count
                blank(index..<end, with: UInt8(ascii: " "))
                index = end
            } else if (byte == quote || hashes > 0), closes(at: open, quotes: 3, hashes: 0) {
                // A Swift multi-line string (raw with `#`s): never a route pattern here; hidden whole.
                var end = open + 3
                while end < count, !closes(at: end, quotes: 3, hashes: hashes) {
                    end += hashes == 0 && bytes[end] == backslash ? 2 : 1
                }
                end = min(end + 3 + hashes, count)
                blank(index..<end, with: UInt8(ascii: "x"))
                index = end
            } else if hashes > 0 {
                // A raw string (`#"a\b"#`): no escapes but `\#`; its text as written.
                var end = open + 1
                var interpolates = false
                while end < count, bytes[end] != UInt8(ascii: "\n"), !closes(at: end, quotes: 1, hashes: hashes) {
                    if bytes[end] == backslash, closes(at: end + 1, quotes: 0, hashes: hashes) { interpolates = true }
                    end += 1
                }
                literals[open] = interpolates ? .some(nil) : String(decoding: bytes[open + 1..<min(end, count)], as: UTF8.self)
                blank(index..<open, with: UInt8(ascii: " "))
                blank(open + 1..<min(end, count), with: UInt8(ascii: "x"))
                if end < count, bytes[end] == quote { blank(end + 1..<end + 1 + hashes, with: UInt8(ascii: " ")) }
                index = min(end + 1 + hashes, count)
            } else if byte == quote || byte == UInt8(ascii: "'") {
                var end = index + 1
                var text: [UInt8] = []
                var readable = true
                while end < count, bytes[end] != byte, bytes[end] != UInt8(ascii: "\n") {
                    if bytes[end] == backslash, end + 1 < count {
                        guard let (escaped, length) = Self.escape(bytes, at: end) else {
                            readable = false   // `\(…)` interpolates; an escape not read is not guessed
                            end += 2
                            continue
                        }
                        text += escaped
                        end += length
                    } else {
                        text.append(bytes[end])
                        end += 1
                    }
                }
                if byte == quote { literals[index] = readable ? String(decoding: text, as: UTF8.self) : .some(nil) }
                blank(index + 1..<min(end, count), with: UInt8(ascii: "x"))
                index = min(end + 1, count)
            } else {
                index += 1
            }
        }
        SourceText.blankInactiveBlocks(&code)
        self.code = code
        self.literals = literals
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
        var breaks: [Int] = []
        for (offset, byte) in code.enumerated() where byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
            breaks.append(offset)
        }
        statementBreaks = breaks
    }

    /// The bytes an escape at `offset` (a `\\`) stands for and its length, or `nil` for an
    /// interpolation or an escape navsim does not read: `\\n \\t \\r \\0 \\\\ \\" \\'`, Swift's `\\u{2F}` and
    /// C's `\\u002F`, `\\U0000002F` and `\\x2F`.
    private static func escape(_ bytes: [UInt8], at offset: Int) -> ([UInt8], Int)? {
        let escaped = bytes[offset + 1]
        func scalar(_ hex: ArraySlice<UInt8>) -> [UInt8]? {
            guard !hex.isEmpty, hex.count <= 8, let value = UInt32(String(decoding: hex, as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(value) else { return nil }
            return Array(String(Character(scalar)).utf8)
        }
        func hexDigits(from start: Int, count: Int) -> ArraySlice<UInt8>? {
            guard start + count <= bytes.count else { return nil }
            let digits = bytes[start..<start + count]
            return digits.allSatisfy { UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 | 0x20 } ? digits : nil
        }
        switch escaped {
        case UInt8(ascii: "n"): return ([UInt8(ascii: "\n")], 2)
        case UInt8(ascii: "t"): return ([UInt8(ascii: "\t")], 2)
        case UInt8(ascii: "r"): return ([UInt8(ascii: "\r")], 2)
        case UInt8(ascii: "0"): return ([0], 2)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "/"), UInt8(ascii: "?"): return ([escaped], 2)
        case UInt8(ascii: "u") where offset + 2 < bytes.count && bytes[offset + 2] == UInt8(ascii: "{"):
            guard let close = bytes[(offset + 3)...].prefix(10).firstIndex(of: UInt8(ascii: "}")),
                  let text = scalar(bytes[(offset + 3)..<close]) else { return nil }
            return (text, close + 1 - offset)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let length = escaped == UInt8(ascii: "u") ? 4 : 8
            guard let digits = hexDigits(from: offset + 2, count: length), let text = scalar(digits) else { return nil }
            return (text, 2 + length)
        case UInt8(ascii: "x"):
            guard let digits = hexDigits(from: offset + 2, count: 2), let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16),
                  value < 0x80 else { return nil }
            return ([value], 4)
        default:
            return nil
        }
    }

    /// Blanks the lines between `#if 0` (or `#if false`) and its `#else`, `#elif` or `#endif`:
    /// code the compiler never sees.
    private static func blankInactiveBlocks(_ code: inout [UInt8]) {
        var lineStart = 0
        var inactiveDepth = 0   // 0: active; else the `#if` nesting inside the inactive block, from 1
        while lineStart < code.count {
            var lineEnd = lineStart
            while lineEnd < code.count, code[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            // Only a line whose first word starts with `#` is a directive: the words of other
            // lines (a minified or binary-like file can be one line of megabytes) are never made.
            var first = lineStart
            while first < lineEnd, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(code[first]) { first += 1 }
            let words = first < lineEnd && code[first] == UInt8(ascii: "#")
                ? String(decoding: code[first..<lineEnd], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
                : []
            let directive = words.first.map(String.init) ?? ""
            if inactiveDepth == 0 {
                if directive == "#if", words.count == 2, words[1] == "0" || words[1] == "false" { inactiveDepth = 1 }
            } else {
                if directive.hasPrefix("#if") { inactiveDepth += 1 }
                if directive == "#endif" { inactiveDepth -= 1 }
                if inactiveDepth == 1, directive == "#else" || directive == "#elif" { inactiveDepth = 0 }
                if inactiveDepth > 0 {
                    for offset in lineStart..<lineEnd { code[offset] = UInt8(ascii: " ") }
                }
            }
            lineStart = lineEnd + 1
        }
    }

    /// The 1-based line of `offset`.
    package func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Every offset where `word` is written in the code as a whole identifier (no identifier
    /// character before or after it).
    package func occurrences(of word: String) -> [Int] {
        let needle = Array(word.utf8)
        guard needle.count <= code.count, let first = needle.first else { return [] }
        var found: [Int] = []
        var index = 0
        let last = code.count - needle.count
        while index <= last {
            if code[index] == first, (index == 0 || !Self.isIdentifier(code[index - 1])) {
                var matches = true
                for offset in 1..<needle.count where code[index + offset] != needle[offset] { matches = false; break }
                if matches, index + needle.count == code.count || !Self.isIdentifier(code[index + needle.count]) { found.append(index) }
            }
            index += 1
        }
        return found
    }

    package static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The offset of the first byte at or after `offset` that is not white space.
    package func skipSpace(_ offset: Int) -> Int {
        var index = offset
        while index < code.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(code[index]) {
            index += 1
        }
        return index
    }

    /// Whether `text` is written at `offset` in the code.
    package func hasText(_ text: String, at offset: Int) -> Bool {
        let bytes = Array(text.utf8)
        guard offset >= 0, offset + bytes.count <= code.count else { return false }
        return code[offset..<offset + bytes.count].elementsEqual(bytes)
    }

    /// The string literal at `offset` (`"…"`, or Objective-C's `@"…"`): its text (`nil` when
    /// it interpolates) and the offset after it; `nil` when no literal starts there.
    package func literal(at offset: Int) -> (text: String?, end: Int)? {
        var start = offset
        if start < code.count, code[start] == UInt8(ascii: "@") { start += 1 }
        guard start < code.count, code[start] == UInt8(ascii: "\""), let text = literals[start] else { return nil }
        var end = start + 1
        while end < code.count, code[end] != UInt8(ascii: "\""), code[end] != UInt8(ascii: "\n") { end += 1 }
        return (text, min(end + 1, code.count))
    }

    /// The expression written at `offset` up to the next `,`, `)`, `]` or line end, shortened:
    /// what a report shows for an argument that is not a literal.
    package func expression(at offset: Int) -> String {
        var end = offset
        var depth = 0
        while end < code.count, end - offset < 60 {
            let byte = code[end]
            if byte == UInt8(ascii: "\n") || (depth == 0 && end > offset && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t"))) { break }
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: ",") {
                if depth == 0 { break }
                if byte != UInt8(ascii: ",") { depth -= 1 }
            }
            end += 1
        }
        return String(decoding: code[offset..<end], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
    }

    /// Where the statement holding `offset` starts: after the last `;`, `{` or `}` before it.
    /// Found by binary search in the breaks the initialiser listed: a file of thousands of calls
    /// and no `;` took a scan back to its start per call.
    package func statementStart(before offset: Int) -> Int {
        // The first break at or after `offset`; the one before it ends the previous statement.
        var low = 0, high = statementBreaks.count
        while low < high {
            let middle = (low + high) / 2
            if statementBreaks[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? 0 : statementBreaks[low - 1] + 1
    }

    /// `offset` moved back over white space: the offset just after the previous other byte.
    package func skipSpaceBackward(_ offset: Int) -> Int {
        var end = offset
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(code[end - 1]) { end -= 1 }
        return end
    }

    /// The word (identifier) that ends just before `offset`, skipping white space.
    package func word(before offset: Int) -> String {
        var end = offset
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(code[end - 1]) { end -= 1 }
        var start = end
        while start > 0, Self.isIdentifier(code[start - 1]) { start -= 1 }
        return String(decoding: code[start..<end], as: UTF8.self)
    }
}

private extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
