/// The pieces of a printable-ASCII URL as byte ranges, found as `URLParts` finds them (for
/// ASCII text, `Character` and byte positions coincide), in one pass over the bytes that also
/// checks them and splits the path.
struct FastURLParts {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The fast path can read this URL (else the general reader must). Not an optional
    /// initializer: an optional of this struct was copied twice on its way to the caller.
    var isReadable = false
    var scheme: Range<Int>?
    var authority: Range<Int>?
    var query: Range<Int>?
    var fragment: Range<Int>?
    /// Where the path starts and ends (its components are its non-empty `/`-separated pieces).
    var pathStart = 0
    var pathEnd = 0
    /// Where the URL ends once trailing spaces are trimmed.
    var end = 0
    /// How many path components were written.
    var componentCount = 0
    var hasPlusInQuery = false
    /// The path components that have a `%` or non-ASCII text, one bit each (there are at most
    /// `maximumComponents`), for `decodePath(keys:into:caseSensitive:)`.
    var encodedComponents: UInt32 = 0
    /// A path component has a `%` or non-ASCII text.
    var pathNeedsDecoding: Bool { encodedComponents != 0 }
    /// The query or the fragment has a `%` or non-ASCII text.
    var queryNeedsDecoding = false
    var fragmentNeedsDecoding = false
    /// The scheme is `https` or `http` (in any case), known from the URL's first word.
    var webScheme: WebScheme?

    enum WebScheme {
        case http, https
    }

    /// Where the query's last items start (`QueryReading.itemStarts` only).
    var queryItems = QueryItemIndex()

    /// What the reader notes of the query as it crosses it.
    enum QueryReading {
        /// Whether it has escapes or a '+' (`hasPlusInQuery`, `queryNeedsDecoding`): a match
        /// builds its items.
        case escapes
        /// Where its items start (`queryItems`), its escapes left for the values read: a lookup.
        case itemStarts
    }

    static let slash = UInt8(ascii: "/")
    /// The most path components the fast path reads; a longer path goes to the general reader.
    static let maximumComponents = 31

    /// The bytes that end a run of plain bytes in one part of a URL: control characters and DEL
    /// (refused), bytes that are not ASCII and '%' (to decode, or refused in the authority), and
    /// up to three delimiters of the part. Checked eight bytes at a time where eight bytes of
    /// the buffer are left, one at a time (a shift and a test) at its very end.
    struct Stops {
        /// The delimiters and '%', each repeated in every byte of a word (the first delimiter
        /// fills unused places).
        let delimiters: (UInt64, UInt64, UInt64, UInt64)
        /// One bit per ASCII byte that stops: 0x00–0x3F and 0x40–0x7F.
        let low: UInt64
        let high: UInt64

        /// `percent: false`: '%' does not stop (a lookup finds the query's end without noting
        /// its escapes; values are decoded when they are read).
        init(_ first: UInt8 = 0x25, _ second: UInt8? = nil, _ third: UInt8? = nil, percent: Bool = true) {
            let percentByte: UInt8 = percent ? 0x25 : first
            delimiters = (Self.repeated(first), Self.repeated(second ?? first), Self.repeated(third ?? first), Self.repeated(percentByte))
            var low: UInt64 = 0xFFFF_FFFF // controls
            var high: UInt64 = 1 << 63 // DEL
            for byte in [first, second ?? first, third ?? first, percentByte] {
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
            self.low = low
            self.high = high
        }

        static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

        /// Bytes of `word` that are zero, flagged by their high bit. Exact for the lowest
        /// flagged byte, which is all a scan needs (a borrow can only flag bytes above it).
        @inline(__always)
        static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 }

        /// Bytes of `word` that are zero, flagged by their high bit, every one exactly (no
        /// borrow crosses a byte).
        @inline(__always)
        static func exactZeroBytes(_ word: UInt64) -> UInt64 {
            ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word | 0x7F7F_7F7F_7F7F_7F7F)
        }

        /// The stops in `word`, flagged by the high bit of their byte (exact for the lowest).
        @inline(__always)
        func flags(_ word: UInt64) -> UInt64 {
            var flags = word & 0x8080_8080_8080_8080 // not ASCII
            flags |= (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 // below 0x20
            flags |= Self.zeroBytes(word ^ 0x7F7F_7F7F_7F7F_7F7F) | Self.zeroBytes(word ^ delimiters.3)
            flags |= Self.zeroBytes(word ^ delimiters.0) | Self.zeroBytes(word ^ delimiters.1) | Self.zeroBytes(word ^ delimiters.2)
            return flags
        }

        @inline(__always)
        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? (low >> UInt64(byte)) & 1 != 0 : (byte >= 128 || (high >> UInt64(byte & 63)) & 1 != 0)
        }
    }

    static let authorityStops = Stops(UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"))
    static let pathStops = authorityStops
    /// The path's stops other than '/' (the word loop of the path finds each '/' of a word).
    static let pathStopsButSlash = Stops(UInt8(ascii: "?"), UInt8(ascii: "#"))
    static let queryStops = Stops(UInt8(ascii: "#"), UInt8(ascii: "+"))
    /// The query's end and its items ('&'): '%' and '+' pass (`QueryReading.itemStarts`).
    static let queryItemStops = Stops(UInt8(ascii: "#"), UInt8(ascii: "&"), percent: false)
    static let fragmentStops = Stops()

    /// Not `isReadable` unless `bytes` has no control character or DEL (spaces at the ends are trimmed as
    /// `trimmingWhitespace` would), is non-empty, within `RouteRequest.maximumLength`, has an
    /// authority of printable ASCII without `%`, non-ASCII text only where it cannot change how
    /// the general reader splits the URL (`passEncoded(at:start:end:)`), and has at most
    /// `maximumComponents` path components.
    /// The non-empty `/`-separated pieces of the path are written to `pathComponents` (which has
    /// room for `maximumComponents`), hashes left out.
    /// `query` says what is noted of the query.
    init(_ bytes: UnsafeBufferPointer<UInt8>, pathComponents keys: UnsafeMutablePointer<RouteTrie.ComponentKey>,
         query reading: QueryReading = .escapes) {
        self.bytes = bytes
        guard let base = bytes.baseAddress, !bytes.isEmpty, bytes.count <= RouteRequest.maximumLength else { return }
        var start = 0, end = bytes.count
        while start < end, base[start] == 0x20 { start += 1 }
        while end > start, base[end - 1] == 0x20 { end -= 1 }
        guard start < end else { return }
        self.end = end
        // Text that is not ASCII at either end could be whitespace the general reader trims.
        if base[start] >= 0x80 || base[end - 1] >= 0x80, !Self.endsAreTrimmed(bytes, start: start, end: end) { return }

        /// The first byte from `index` that is one of `stops`, or `end`.
        @inline(__always)
        func scan(from index: Int, stops: Stops) -> Int {
            var index = index
            // Whole words while the buffer has eight bytes left (bytes past `end` are trailing
            // spaces, which stop nothing: the result is capped at `end`).
            while index < end, index + 8 <= bytes.count {
                let flags = stops.flags(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                if flags != 0 { return min(index + flags.trailingZeroBitCount / 8, end) }
                index += 8
            }
            guard index < end else { return end }
            if bytes.count >= 8 {
                // The buffer's last eight bytes, shifted down to `index`: the zeros shifted in
                // (past the buffer) are control characters, which stop the scan there.
                let shift = UInt64(8 * (index + 8 - bytes.count))
                let flags = stops.flags(UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self) >> shift)
                return min(index + flags.trailingZeroBitCount / 8, end)
            }
            while index < end, !stops.contains(base[index]) { index += 1 }
            return min(index, end)
        }
        /// Whether the byte at `index` (a stop) is one that refuses the whole URL.
        func refused(_ index: Int) -> Bool {
            let byte = base[index]
            return byte < 0x20 || byte >= 0x7F || byte == 0x25
        }

        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":", at the first colon: a
        // character that cannot be in a scheme before any colon means there is none.
        var index = start
        // Most links are web links: "https://" or "http://" is recognised from one word.
        if end - start >= 8 {
            let word = UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 == 0 {
                let lowered = Self.lowercased(word: word)
                if lowered == Self.httpsPrefix {
                    scheme = start..<(start + 5)
                    webScheme = .https
                    index = start + 6
                } else if lowered & 0x00FF_FFFF_FFFF_FFFF == Self.httpPrefix {
                    scheme = start..<(start + 4)
                    webScheme = .http
                    index = start + 5
                }
            }
        }
        if scheme == nil, Self.isLetter(base[start]) {
            var end2 = start + 1
            while end2 < end, Self.isSchemeCharacter(base[end2]) { end2 += 1 }
            if end2 < end, base[end2] == UInt8(ascii: ":") {
                scheme = start..<end2
                index = end2 + 1
            }
        }
        if scheme != nil, end - index >= 2, base[index] == Self.slash, base[index + 1] == Self.slash {
            let authorityEnd = scan(from: index + 2, stops: Self.authorityStops)
            if authorityEnd < end, refused(authorityEnd) { return }
            authority = (index + 2)..<authorityEnd
            index = authorityEnd
        }
        // The path, split on '/' as it is scanned.
        pathStart = index
        var pieceStart = index
        while true {
            // A word at a time, every '/' of the word before its first other stop ends a
            // component: the next component does not wait for a load at its own start.
            while index < end, index + 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let others = Self.pathStopsButSlash.flags(word)
                var slashes = Stops.exactZeroBytes(word ^ 0x2F2F_2F2F_2F2F_2F2F)
                if others != 0 { slashes &= others &- 1 } // those below the first other stop
                while slashes != 0 {
                    let position = index + slashes.trailingZeroBitCount / 8
                    if position > pieceStart {
                        guard componentCount < Self.maximumComponents else { return }
                        keys[componentCount] = RouteTrie.ComponentKey(text: pieceStart..<position)
                        componentCount += 1
                    }
                    pieceStart = position + 1
                    slashes &= slashes &- 1
                }
                if others != 0 {
                    index += others.trailingZeroBitCount / 8
                    // A '%' marks its component as escaped; the words go on after it.
                    guard index < end, base[index] == 0x25 else { break }
                    encodedComponents |= 1 << UInt32(componentCount) // the component being read
                    index += 1
                    continue
                }
                index += 8
            }
            index = scan(from: min(index, end), stops: Self.pathStops)
            while index < end, Self.isEncoded(base[index]) {
                guard let next = Self.passEncoded(bytes, at: index, start: start, end: end) else { return }
                encodedComponents |= 1 << UInt32(componentCount) // the component being read
                index = scan(from: next, stops: Self.pathStops)
            }
            if index > pieceStart {
                guard componentCount < Self.maximumComponents else { return }
                keys[componentCount] = RouteTrie.ComponentKey(text: pieceStart..<index)
                componentCount += 1
            }
            guard index < end, base[index] == Self.slash else { break }
            index += 1
            pieceStart = index
        }
        pathEnd = index
        if index < end, base[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            let queryStops = reading == .escapes ? Self.queryStops : Self.queryItemStops
            if reading == .itemStarts { queryItems.append(queryStart) }
            index = scan(from: queryStart, stops: queryStops)
            while index < end, base[index] == UInt8(ascii: "&") || base[index] == UInt8(ascii: "+") || Self.isEncoded(base[index]) {
                if base[index] == UInt8(ascii: "&") { // only a stop when item starts are noted
                    queryItems.append(index + 1)
                    index = scan(from: index + 1, stops: queryStops)
                    continue
                }
                if base[index] == UInt8(ascii: "+") {
                    hasPlusInQuery = true
                    index = scan(from: index + 1, stops: queryStops)
                    continue
                }
                guard let next = Self.passEncoded(bytes, at: index, start: start, end: end) else { return }
                queryNeedsDecoding = true
                index = scan(from: next, stops: queryStops)
            }
            query = queryStart..<index
        }
        if index < end, base[index] == UInt8(ascii: "#") {
            fragment = (index + 1)..<end
            index = scan(from: index + 1, stops: Self.fragmentStops)
            while index < end, Self.isEncoded(base[index]) {
                guard let next = Self.passEncoded(bytes, at: index, start: start, end: end) else { return }
                fragmentNeedsDecoding = true
                index = scan(from: next, stops: Self.fragmentStops)
            }
        }
        if index < end { return } // a control character or DEL
        isReadable = true
    }

    /// `range`, of a URL the fast path reads (at most `RouteRequest.maximumLength` long), as two
    /// sixteen-bit offsets in the low 32 bits of a word, the start lowest.
    @inline(__always)
    static func packedOffsets(_ range: Range<Int>) -> UInt64 {
        UInt64(UInt16(truncatingIfNeeded: range.lowerBound)) | UInt64(UInt16(truncatingIfNeeded: range.upperBound)) << 16
    }

    /// "https://" and "http://" as little-endian words (the first byte lowest), written as
    /// literals so that reading them costs no lazy initialisation (`prefixWord` checks them).
    static let httpsPrefix: UInt64 = 0x2F2F_3A73_7074_7468
    static let httpPrefix: UInt64 = 0x002F_2F3A_7074_7468

    /// `text`'s bytes as a little-endian word.
    static func prefixWord(_ text: StaticString) -> UInt64 {
        var word: UInt64 = 0
        for offset in 0..<text.utf8CodeUnitCount { word |= UInt64(text.utf8Start[offset]) << UInt64(8 * offset) }
        return word
    }

    private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// Eight ASCII bytes at once with `A`…`Z` lowercased (the bytes must all be below 0x80).
    static func lowercased(word: UInt64) -> UInt64 {
        let atLeastA = word &+ 0x3F3F_3F3F_3F3F_3F3F // high bit set where byte >= 0x41
        let pastZ = word &+ 0x2525_2525_2525_2525 // high bit set where byte >= 0x5B
        return word | (((atLeastA ^ pastZ) & 0x8080_8080_8080_8080) >> 2)
    }

    /// `URLParts.host(of:)`: userinfo and port removed, an IPv6 literal kept with its brackets.
    func host(of authority: Range<Int>) -> Range<Int> {
        var lastAt = -1, lastColon = -1
        for index in authority {
            switch bytes[index] {
            case UInt8(ascii: "@"): lastAt = index
            case UInt8(ascii: ":"): lastColon = index
            default: break
            }
        }
        let start = lastAt >= 0 ? lastAt + 1 : authority.lowerBound
        var end = authority.upperBound
        if start < end, bytes[start] == UInt8(ascii: "[") {
            var index = start
            while index < end, bytes[index] != UInt8(ascii: "]") { index += 1 }
            if index < end { end = index + 1 }
            return start..<end
        }
        if lastColon >= start { end = lastColon }
        return start..<end
    }

    func string(_ range: Range<Int>) -> String {
        Self.string(bytes.baseAddress! + range.lowerBound, count: range.count)
    }

    func lowercasedString(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, index) in range.enumerated() { buffer[offset] = Self.lowercased(bytes[index]) }
            return range.count
        }
    }

    /// Whether the bytes of `range`, lowercased, are `lowercase`, eight at a time.
    @inline(__always)
    func equalsIgnoringASCIICase(_ range: Range<Int>, _ lowercase: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = range.count
        guard lowercase.count == count else { return false }
        guard count > 0 else { return true }
        let own = UnsafeRawPointer(bytes.baseAddress! + range.lowerBound), other = UnsafeRawPointer(lowercase.baseAddress!)
        var offset = 0
        while offset + 8 <= count {
            if Self.lowercased(word: own.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                != other.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
            offset += 8
        }
        if offset < count, count >= 8 {
            // The last eight bytes, overlapping those already compared.
            return Self.lowercased(word: own.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
                == other.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            // Two overlapping four-byte halves, lowercased as one word (a scheme such as `https`).
            func halves(_ base: UnsafeRawPointer) -> UInt64 {
                UInt64(base.loadUnaligned(as: UInt32.self)) | UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            }
            return Self.lowercased(word: halves(own)) == halves(other)
        }
        while offset < count {
            if Self.lowercased(own.load(fromByteOffset: offset, as: UInt8.self)) != other.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    @inline(__always)
    func equalsIgnoringASCIICase(_ range: Range<Int>, _ lowercase: [UInt8]) -> Bool {
        lowercase.withUnsafeBufferPointer { equalsIgnoringASCIICase(range, $0) }
    }

    @inline(__always)
    func equalsIgnoringASCIICase(_ range: Range<Int>, _ lowercase: StaticString) -> Bool {
        equalsIgnoringASCIICase(range, UnsafeBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount))
    }

    /// `RouteRequest.parseQuery`: names and values decoded, `+` as a space when `plusAsSpace`.
    func queryItems(plusAsSpace: Bool) -> [QueryItem] {
        let decodes = queryNeedsDecoding || (plusAsSpace && hasPlusInQuery)
        func text(_ range: Range<Int>) -> String { decodes ? decodedString(range, plusAsSpace: plusAsSpace) : string(range) }
        guard let query else { return [] }
        var items: [QueryItem] = []
        Self.forEachQueryItem(bytes, query) { name, value in
            items.append(QueryItem(name: text(name), value: value.map(text)))
        }
        return items
    }

    /// Each non-empty `&`-separated piece of the query at `range`: its name's range and its
    /// value's range (`nil` without `=`), in order.
    @inline(__always)
    static func forEachQueryItem(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ body: (Range<Int>, Range<Int>?) -> Void) {
        var start = range.lowerBound
        while start <= range.upperBound {
            var end = start, equals = -1
            while end < range.upperBound, bytes[end] != UInt8(ascii: "&") {
                if equals < 0, bytes[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            if end > start { body(start..<(equals >= 0 ? equals : end), equals >= 0 ? (equals + 1)..<end : nil) }
            start = end + 1
        }
    }
}

extension RouteTrie.ComponentKey {
    /// The key of a component written as the bytes at `text`, compared as they are.
    init(text: Range<Int>) {
        // A URL the fast path reads is at most `RouteRequest.maximumLength` bytes: offsets fit.
        let start = Int32(truncatingIfNeeded: text.lowerBound), length = Int32(truncatingIfNeeded: text.upperBound &- text.lowerBound)
        self.init(start: start, length: length, textLength: length, hash: 0, isASCII: true)
    }
}
