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

    package init(_ bytes: [UInt8]) {
        var code = bytes
        var literals: [Int: String?] = [:]
        var index = 0
        let count = bytes.count
        func blank(_ range: Range<Int>, with byte: UInt8) {
            for offset in range where code[offset] != UInt8(ascii: "\n") { code[offset] = byte }
        }
        while index < count {
            let byte = bytes[index]
            let next = index + 1 < count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                var end = index
                while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                blank(index..<end, with: UInt8(ascii: " "))
                index = end
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                end = min(end + 2, count)
                blank(index..<end, with: UInt8(ascii: " "))
                index = end
            } else if byte == UInt8(ascii: "\""), next == UInt8(ascii: "\""), index + 2 < count, bytes[index + 2] == UInt8(ascii: "\"") {
                // A Swift multi-line string: never a route pattern here; hidden whole.
                var end = index + 3
                while end + 2 < count, !(bytes[end] == UInt8(ascii: "\"") && bytes[end + 1] == UInt8(ascii: "\"") && bytes[end + 2] == UInt8(ascii: "\"")) {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                end = min(end + 3, count)
                blank(index + 3..<max(index + 3, end - 3), with: UInt8(ascii: "x"))
                index = end
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                var end = index + 1
                var text: [UInt8] = []
                var interpolates = false
                while end < count, bytes[end] != byte, bytes[end] != UInt8(ascii: "\n") {
                    if bytes[end] == UInt8(ascii: "\\"), end + 1 < count {
                        let escaped = bytes[end + 1]
                        switch escaped {
                        case UInt8(ascii: "("): interpolates = true
                        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                        default: text.append(escaped)
                        }
                        end += 2
                    } else {
                        text.append(bytes[end])
                        end += 1
                    }
                }
                if byte == UInt8(ascii: "\"") { literals[index] = interpolates ? .some(nil) : String(decoding: text, as: UTF8.self) }
                blank(index + 1..<min(end, count), with: UInt8(ascii: "x"))
                index = min(end + 1, count)
            } else {
                index += 1
            }
        }
        self.code = code
        self.literals = literals
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
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
    package func statementStart(before offset: Int) -> Int {
        var index = offset - 1
        while index >= 0 {
            let byte = code[index]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { return index + 1 }
            index -= 1
        }
        return 0
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
