/// Where the parts of a URL are, as navsim reads it (docs/route-file.md, "Matching"): byte
/// ranges of its trimmed UTF-8 text. Nothing is decoded or lowercased here.
///
/// The URL is split where the `Character`s `:`, `/`, `?`, `#`, `@`, `[`, `]`, `&` and `=` are,
/// as a reader of `String`s splits it: such a byte followed by a combining mark, or preceded
/// by a prepended mark, is one `Character` with it, and no delimiter (`standsAlone`).
struct NavsimURLReader {
    /// The trimmed text, without control characters (`RouteRequest.checkedRange`).
    let bytes: UnsafeBufferPointer<UInt8>

    /// The parts found by `read(pieces:)`.
    struct Parts {
        var scheme: Range<Int>?
        /// The host of the authority (after `scheme://`, up to the path, query or fragment):
        /// without userinfo and port, an IPv6 literal with its brackets.
        var host: Range<Int>?
        /// How many path pieces were written (the non-empty `/`-separated pieces of the path).
        var pieceCount = 0
        /// Some path piece has a '%' or text that is not ASCII.
        var pathNeedsDecoding = false
        var query: Range<Int>?
        var fragment: Range<Int>?
    }

    /// The most pieces a text of `byteCount` bytes can have, plus one for the host.
    static func pieceCapacity(_ byteCount: Int) -> Int { byteCount / 2 + 2 }

    /// Reads the URL, writing each path piece's range to `pieces` (which has room for
    /// `pieceCapacity(bytes.count)`).
    func read(pieces: UnsafeMutablePointer<Range<Int>>) -> Parts {
        var parts = Parts()
        let end = bytes.count
        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        var index = 0
        if end > 0, Self.isLetter(bytes[0]) {
            var colon = 1
            while colon < end, Self.isSchemeByte(bytes[colon]) { colon += 1 }
            if isDelimiter(colon, UInt8(ascii: ":")) {
                parts.scheme = 0..<colon
                index = colon + 1
            }
        }
        if parts.scheme != nil, isDelimiter(index, UInt8(ascii: "/")), isDelimiter(index + 1, UInt8(ascii: "/")) {
            // The host on the way: after the last '@' (userinfo), before the last ':' (port).
            var authorityEnd = index + 2, hostStart = index + 2, colon: Int?
            while authorityEnd < end {
                let byte = bytes[authorityEnd]
                if byte < 0x41 { // '#', '/', ':', '?', '@'; not letters
                    if isPathDelimiter(authorityEnd) { break }
                    if byte == UInt8(ascii: "@"), standsAlone(authorityEnd) { hostStart = authorityEnd + 1 }
                    if byte == UInt8(ascii: ":"), standsAlone(authorityEnd) { colon = authorityEnd }
                }
                authorityEnd += 1
            }
            parts.host = host(from: hostStart, colon: colon, authorityEnd: authorityEnd)
            index = authorityEnd
        }
        // The path, split on '/', up to the first '?' (the query) or '#' (the fragment).
        var pieceStart = index
        var needsDecoding = false
        while index < end {
            let byte = bytes[index]
            // Most of a path (letters, digits, '-', '.', '_', '~') is none of '%', '/', '?', '#' nor past ASCII.
            if byte >= 0x80 || Self.pathStops >> byte & 1 != 0 {
                if byte == 0x25 || byte >= 0x80 {
                    needsDecoding = true
                } else if standsAlone(index) {
                    guard byte == UInt8(ascii: "/") else { break }
                    if index > pieceStart {
                        pieces[parts.pieceCount] = pieceStart..<index
                        parts.pieceCount += 1
                    }
                    pieceStart = index + 1
                }
            }
            index += 1
        }
        parts.pathNeedsDecoding = needsDecoding
        if index > pieceStart {
            pieces[parts.pieceCount] = pieceStart..<index
            parts.pieceCount += 1
        }
        if index < end, bytes[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            index = queryStart
            while index < end, !isDelimiter(index, UInt8(ascii: "#")) { index += 1 }
            parts.query = queryStart..<index
        }
        if index < end { parts.fragment = (index + 1)..<end }
        return parts
    }

    /// The ASCII bytes the path loop stops at ('#', '%', '/', '?'), as bits: byte `b` is bit `b`
    /// (a shift of 64 or more gives 0, so the bytes from '@' on are not among them).
    private static var pathStops: UInt64 { 1 << 0x23 | 1 << 0x25 | 1 << 0x2F | 1 << 0x3F }

    /// Whether the byte at `index` is a '/', '?' or '#' of its own.
    @inline(__always)
    private func isPathDelimiter(_ index: Int) -> Bool {
        let byte = bytes[index]
        guard byte < 0x40 else { return false } // letters, most of a URL
        return (byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")) && standsAlone(index)
    }

    /// `URLParts.host(of:)`: the host of an authority ending at `authorityEnd` whose last '@'
    /// (userinfo) ends at `start` and whose last ':' is at `colon`; an IPv6 literal with its brackets.
    private func host(from start: Int, colon: Int?, authorityEnd: Int) -> Range<Int> {
        if start < authorityEnd, isDelimiter(start, UInt8(ascii: "[")) {
            var close = start
            while close < authorityEnd, !isDelimiter(close, UInt8(ascii: "]")) { close += 1 }
            return start..<(close < authorityEnd ? close + 1 : authorityEnd)
        }
        return start..<(colon.map { $0 >= start ? $0 : authorityEnd } ?? authorityEnd)
    }

    /// Each non-empty `&`-separated item of the query at `range`: its name's range and its
    /// value's range (`nil` without `=`).
    func forEachQueryItem(_ range: Range<Int>, _ body: (Range<Int>, Range<Int>?) -> Void) {
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            var equals: Int?
            while end < range.upperBound, !isDelimiter(end, UInt8(ascii: "&")) {
                if equals == nil, isDelimiter(end, UInt8(ascii: "=")) { equals = end }
                end += 1
            }
            if end > start { body(start..<(equals ?? end), equals.map { ($0 + 1)..<end }) }
            start = end + 1
        }
    }

    /// Whether the byte at `index` is `delimiter` and a `Character` of its own.
    @inline(__always)
    func isDelimiter(_ index: Int, _ delimiter: UInt8) -> Bool {
        index < bytes.count && bytes[index] == delimiter && standsAlone(index)
    }

    /// Whether the ASCII byte at `index` is a `Character` of its own: no grapheme cluster joins
    /// it with the scalar before or after it (only text that is not ASCII can).
    @inline(__always)
    func standsAlone(_ index: Int) -> Bool {
        if index + 1 < bytes.count, bytes[index + 1] >= 0x80, Self.joins(Unicode.Scalar(bytes[index]), scalar(at: index + 1)) {
            return false
        }
        if index > 0, bytes[index - 1] >= 0x80, Self.joins(scalar(at: scalarStart(before: index)), Unicode.Scalar(bytes[index])) {
            return false
        }
        return true
    }

    /// Whether `first` and `second` make one `Character`.
    static func joins(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        var text = String(first)
        text.unicodeScalars.append(second)
        return text.count == 1
    }

    /// The scalar whose UTF-8 starts at `index` (the bytes are a `String`'s: well-formed); the
    /// replacement character past the end, so no index stops the process.
    func scalar(at index: Int) -> Unicode.Scalar {
        guard index >= 0, index < bytes.count else { return "\u{FFFD}" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// Where the scalar that ends just before `index` starts.
    func scalarStart(before index: Int) -> Int {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
    }

    /// The text at `range` as a `String`, with ASCII letters lowercased (and the rest as
    /// `String.lowercased()` makes it, when the text is not ASCII).
    func lowercasedString(_ range: Range<Int>) -> String {
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        guard text.allSatisfy({ $0 < 0x80 }) else { return String(decoding: text, as: UTF8.self).lowercased() }
        return String(unsafeUninitializedCapacity: text.count) { buffer in
            for (offset, byte) in text.enumerated() { buffer[offset] = Self.lowercased(byte) }
            return text.count
        }
    }

    /// Whether the text at `range`, its ASCII letters lowercased, is `lowercase`.
    func equalsLowercased(_ range: Range<Int>, _ lowercase: [UInt8]) -> Bool {
        guard range.count == lowercase.count else { return false }
        for (offset, index) in range.enumerated() where Self.lowercased(bytes[index]) != lowercase[offset] { return false }
        return true
    }

    static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// The text at `range`, percent-decoded (and `+` as a space when `plusAsSpace`), as
    /// `PercentDecoding.decode` gives it: as written when the result is not UTF-8.
    func decodedString(_ range: Range<Int>, plusAsSpace: Bool) -> String {
        let text = UnsafeBufferPointer(rebasing: bytes[range])
        guard text.contains(where: { $0 == 0x25 || (plusAsSpace && $0 == 0x2B) }) else { return String(decoding: text, as: UTF8.self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count) { buffer in
            let decoded = UnsafeBufferPointer(start: buffer.baseAddress!,
                                              count: PercentDecoding.decode(text, plusAsSpace: plusAsSpace, into: buffer.baseAddress!))
            return PercentDecoding.isUTF8(decoded) ? String(decoding: decoded, as: UTF8.self) : String(decoding: text, as: UTF8.self)
        }
    }
}
