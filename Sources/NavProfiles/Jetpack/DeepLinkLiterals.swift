/// The literal text a deep link's path template demands of every URI it matches, checked
/// before its regex runs.
///
/// A template such as `example.com/x/{p0}{p1}…{p9}z7` compiles to ten lazy groups before `z7`;
/// against a URI that does not end in `z7` the regex backtracks through every split of the path
/// before it says no, so a graph of a hundred such links took minutes to `check` (each witness
/// against each link, each time until the regex budget ran out). Every regex match needs the
/// template's literal pieces in order, and its last piece (when the template ends in one) right
/// before the end, a `?` or a `#`: a URI without them is refused at once, with the answer the
/// regex would give. Only ASCII text is compared, where lowercasing is exactly the regex's
/// case-insensitive comparison; a template or URI with other characters always runs the regex.
struct DeepLinkLiterals: Sendable {
    /// The lowercased literal pieces between placeholders and `.*` wildcards, in order.
    let pieces: [[UInt8]]
    /// Whether the template ends in a literal piece (not a placeholder or `.*`).
    let endsInLiteral: Bool
    /// Whether the check applies (the template's literal text is ASCII).
    let applies: Bool

    /// The literals of the path template `template` (the URI before its query and fragment).
    init(template: Substring) {
        var pieces: [[UInt8]] = []
        var current: [UInt8] = []
        var ascii = true
        var endsInLiteral = true
        let bytes = Array(template.utf8)
        var index = 0
        func close() {
            if !current.isEmpty { pieces.append(current) }
            current = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{"), let end = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")), end > index + 1 {
                close()
                index = end + 1
                endsInLiteral = false
                continue
            }
            if byte == UInt8(ascii: "."), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                close()
                index += 2
                endsInLiteral = false
                continue
            }
            if byte >= 0x80 { ascii = false }
            current.append(Self.lowercased(byte))
            endsInLiteral = true
            index += 1
        }
        close()
        self.pieces = pieces
        self.endsInLiteral = endsInLiteral && !pieces.isEmpty
        self.applies = ascii && !pieces.isEmpty
    }

    /// The literals of a deep link's pattern as written (typed placeholders allowed): its text
    /// before the query and fragment.
    init(pattern: String) {
        self.init(template: pattern[..<(pattern.firstIndex { $0 == "?" || $0 == "#" } ?? pattern.endIndex)])
    }

    /// Whether `uri` can match: `false` only when the regex certainly would not.
    func admit(_ uri: String) -> Bool {
        guard applies else { return true }
        var text: [UInt8] = []
        text.reserveCapacity(uri.utf8.count)
        for byte in uri.utf8 {
            if byte >= 0x80 { return true }
            text.append(Self.lowercased(byte))
        }
        var from = 0
        for piece in pieces {
            guard let found = Self.find(piece, in: text, from: from) else { return false }
            from = found + piece.count
        }
        guard endsInLiteral, let last = pieces.last else { return true }
        // The regex ends the path right after its last literal: the end, a query or a fragment.
        var start = 0
        while let found = Self.find(last, in: text, from: start) {
            let end = found + last.count
            if end == text.count || text[end] == UInt8(ascii: "?") || text[end] == UInt8(ascii: "#") { return true }
            start = found + 1
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    /// The first index at or after `from` where `needle` occurs in `haystack`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard needle.count <= haystack.count - from, from <= haystack.count else { return nil }
        var start = from
        while start + needle.count <= haystack.count {
            if haystack[start] == needle[0], haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start += 1
        }
        return nil
    }
}
