/// navsim's fast path: a URL read in one pass over its UTF-8 bytes, straight into the trie walk,
/// with no intermediate `Substring`s, `URLParts` or per-component lowercasing. `%XX` escapes,
/// `+` in a query and non-ASCII text in the path, query and fragment are decoded into a buffer
/// as large as the URL (`FastURLDecoding.swift`), only for URLs that have them.
///
/// Anything less common (control characters, an escape or non-ASCII text in the authority, a
/// web host that is not one of the app's domains, surrounding whitespace other than spaces,
/// non-ASCII text that could join a delimiter into one `Character`, non-ASCII components when
/// matching ignores case) returns `nil`, and the general reader (`RouteRequest.parse`) takes
/// over; the request built here is equal to what that reader builds, which the tests check on
/// random URLs.
extension FastPathTables {
    /// The outcome for `input` if the fast path can read it, else `nil`. It reads and walks as
    /// `fastWalk` does, written out rather than through its closure: handing the walk's state to
    /// a closure cost a plain match about 1,000 instructions more (struct copies into contexts).
    package func fastNavsimMatch(_ input: String) -> MatchOutcome? {
        input.utf8.withContiguousStorageIfAvailable { bytes in
            withUnsafeTemporaryAllocation(of: RouteTrie.ComponentKey.self, capacity: FastURLParts.maximumComponents + 1) { keys in
                matchReading(input, bytes, keys: keys.baseAddress!)
            }
        } ?? nil
    }

    private func matchReading(_ input: String, _ bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>) -> MatchOutcome? {
        guard let parts = FastURLParts(bytes, pathComponents: keys + 1) else { return nil }
        guard parts.pathNeedsDecoding else { return matchReading(input, bytes, keys: keys, parts: parts, source: bytes) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { decoded in
            guard parts.decodePath(keys: keys + 1, into: decoded, caseSensitive: options.isCaseSensitive) else { return nil }
            return matchReading(input, bytes, keys: keys, parts: parts, source: UnsafeBufferPointer(decoded))
        }
    }

    private func matchReading(_ input: String, _ bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>,
                              parts: FastURLParts, source: UnsafeBufferPointer<UInt8>) -> MatchOutcome? {
        guard let start = readAuthority(parts, keys: keys) else { return nil }
        let firstKey = start.hostIsComponent ? keys : keys + 1
        let count = parts.componentCount + (start.hostIsComponent ? 1 : 0)
        let query = parts.queryItems(plusAsSpace: options.decodesPlus)
        let fragment = parts.fragment.map { parts.decodedString($0, plusAsSpace: false) }
        var components: [String] = []
        let winner = withUnsafeTemporaryAllocation(of: Int32.self, capacity: count + 1) { edges in
            let keys = UnsafeMutableBufferPointer(start: firstKey, count: count)
            let winner = walk(scheme: start.scheme, keys: keys, source: source, fragment: fragment, bestEdges: edges.baseAddress!)
            // A component the winner matched with a literal of the same bytes reuses that
            // literal's String; the others are decoded from the URL's bytes.
            let original = UnsafeRawPointer(source.baseAddress!)
            components.reserveCapacity(count)
            for index in 0..<count {
                let text = UnsafeRawBufferPointer(start: original + Int(keys[index].start), count: Int(keys[index].length))
                let entry = winner >= 0 ? edges[index] : -1
                components.append(entry >= 0 && trie.literals.keyEquals(entry, text)
                                  ? trie.literals.keys[Int(entry)] : String(decoding: text, as: UTF8.self))
            }
            return winner
        }
        guard winner >= 0 else {
            return .unmatched(RouteRequest(input: input, scheme: start.scheme, droppedHost: start.droppedHost, components: components,
                                           query: query, fragment: fragment, isUniversalLink: start.universal, wholeURLComponents: nil))
        }
        return .matched(trie.routeMatch(winner, components: components, fragment: fragment, query: query) {
            RouteRequest(input: input, scheme: start.scheme, droppedHost: start.droppedHost, components: components,
                         query: query, fragment: fragment, isUniversalLink: start.universal, wholeURLComponents: nil)
        })
    }

    /// What the scheme and authority of a URL read fast say: the scheme to match under, the
    /// host dropped from the path, and whether the host is the first component (then in `keys[0]`).
    struct AuthorityReading {
        var scheme: String?
        var droppedHost: String?
        var universal = false
        var hostIsComponent = false
    }

    /// `nil` when the general reader must take over (a web host that is not one of the domains).
    func readAuthority(_ parts: FastURLParts, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>) -> AuthorityReading? {
        var reading = AuthorityReading(scheme: names.defaultScheme)
        if let range = parts.scheme { reading.scheme = names.lowercasedScheme(parts, range) }
        guard let authority = parts.authority else { return reading }
        // A domain that is not ASCII could equal an ASCII host as a String only: general path.
        guard names.domainsAreASCII else { return nil }
        // Usually the authority is just one of the domains: no need to look for userinfo or a port.
        let plainDomain = names.plainDomain(matching: authority, in: parts)
        let host = plainDomain == nil ? parts.host(of: authority) : authority
        let domain = plainDomain ?? names.domain(matching: host, in: parts)
        let isLocal = domain == nil && parts.equalsIgnoringASCIICase(host, "localhost")
        let isWeb = reading.scheme == "http" || reading.scheme == "https"
        if domain != nil || isLocal || host.isEmpty || options.treatHostAsPath == .never {
            if !host.isEmpty { reading.droppedHost = domain ?? (isLocal ? "localhost" : parts.lowercasedString(host)) }
            if domain != nil, isWeb {
                reading.universal = true
                reading.scheme = names.defaultScheme ?? reading.scheme
            }
        } else if isWeb, options.treatHostAsPath != .always {
            return nil // not one of the app's domains: the general reader says so
        } else {
            keys[0] = RouteTrie.ComponentKey(text: host)
            reading.hostIsComponent = true
        }
        return reading
    }

    /// The trie walk over `keys` (ranges of `source`), lowercasing the keys first when case is ignored.
    func walk(scheme: String?, keys: UnsafeMutableBufferPointer<RouteTrie.ComponentKey>, source: UnsafeBufferPointer<UInt8>,
              fragment: String?, bestEdges: UnsafeMutablePointer<Int32>) -> Int32 {
        let original = UnsafeRawPointer(source.baseAddress!)
        if options.isCaseSensitive {
            return search(scheme: scheme, keys: keys, original: original, keyBytes: original, fragment: fragment, bestEdges: bestEdges)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: source.count) { lowered in
            for index in source.indices { lowered[index] = FastURLParts.lowercased(source[index]) }
            return search(scheme: scheme, keys: keys, original: original, keyBytes: UnsafeRawPointer(lowered.baseAddress!),
                          fragment: fragment, bestEdges: bestEdges)
        }
    }

    /// What the fast path knows once the trie walk is over. Its buffers live only as long as
    /// the call to `fastWalk`'s body.
    struct FastWalk {
        /// The URL's bytes, and its pieces as ranges of them.
        let bytes: UnsafeBufferPointer<UInt8>
        let parts: FastURLParts
        /// `bytes` with the path components decoded in place (`bytes` itself when nothing needed decoding).
        let source: UnsafeBufferPointer<UInt8>
        /// The components walked (the host first when it is one), as ranges of `source`.
        let keys: UnsafeMutableBufferPointer<RouteTrie.ComponentKey>
        /// `edges[d]`: the literal entry the winner took at depth `d`, or -1.
        let edges: UnsafeMutablePointer<Int32>
        /// The winning endpoint, or -1.
        let winner: Int32
        let scheme: String?
        let droppedHost: String?
        let universal: Bool
        let fragment: String?
    }

    /// Reads `input` fast, walks the trie and hands what it found to `body`, or returns `nil`
    /// when the general reader must take over. Nothing is built here but the scheme, dropped
    /// host and fragment Strings the walk needs (usually shared or small, so not allocated).
    // Inlined into each caller, with `body`: a closure passed to a call that is not inlined
    // captures the table by copy (a retain of each of its references), as a callgrind count showed.
    @inline(__always)
    func fastWalk<Result>(_ input: String, _ body: (borrowing FastWalk) -> Result?) -> Result?? {
        input.utf8.withContiguousStorageIfAvailable { bytes in
            // The host, then up to `maximumComponents` path components, on the stack (a longer
            // path goes to the general reader).
            withUnsafeTemporaryAllocation(of: RouteTrie.ComponentKey.self, capacity: FastURLParts.maximumComponents + 1) { keys in
                fastWalk(bytes, keys: keys.baseAddress!, body)
            }
        }
    }

    @inline(__always)
    private func fastWalk<Result>(_ bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>,
                                  _ body: (borrowing FastWalk) -> Result?) -> Result? {
        // The path's components go to keys[1...]; keys[0] is for the host when it is a component.
        guard let parts = FastURLParts(bytes, pathComponents: keys + 1) else { return nil }
        guard parts.pathNeedsDecoding else { return fastWalk(bytes, keys: keys, parts: parts, source: bytes, body) }
        // Escaped or non-ASCII components: decoded into a copy of the URL, each where it was written.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { decoded in
            guard parts.decodePath(keys: keys + 1, into: decoded, caseSensitive: options.isCaseSensitive) else { return nil }
            return fastWalk(bytes, keys: keys, parts: parts, source: UnsafeBufferPointer(decoded), body)
        }
    }

    @inline(__always)
    private func fastWalk<Result>(_ bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>,
                                  parts: FastURLParts, source: UnsafeBufferPointer<UInt8>, _ body: (borrowing FastWalk) -> Result?) -> Result? {
        guard let start = readAuthority(parts, keys: keys) else { return nil }
        let firstKey = start.hostIsComponent ? keys : keys + 1
        let count = parts.componentCount + (start.hostIsComponent ? 1 : 0)
        let fragment = parts.fragment.map { parts.decodedString($0, plusAsSpace: false) }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: count + 1) { edges in
            let keys = UnsafeMutableBufferPointer(start: firstKey, count: count)
            let winner = walk(scheme: start.scheme, keys: keys, source: source, fragment: fragment, bestEdges: edges.baseAddress!)
            return body(FastWalk(bytes: bytes, parts: parts, source: source, keys: keys, edges: edges.baseAddress!, winner: winner,
                                 scheme: start.scheme, droppedHost: start.droppedHost, universal: start.universal, fragment: fragment))
        }
    }

    /// Hashes each component's key bytes, then walks the tables `scheme` consults; -1: no winner.
    private func search(scheme: String?, keys: UnsafeMutableBufferPointer<RouteTrie.ComponentKey>, original: UnsafeRawPointer,
                        keyBytes: UnsafeRawPointer, fragment: String?, bestEdges: UnsafeMutablePointer<Int32>) -> Int32 {
        for index in keys.indices {
            keys[index].hash = LiteralTable.hash(UnsafeRawBufferPointer(start: keyBytes + Int(keys[index].start), count: Int(keys[index].length)))
        }
        return trieWinner(for: scheme) { root in
            trie.search(root: root, count: keys.count, original: original, keyBytes: keyBytes, keys: UnsafePointer(keys.baseAddress!),
                        fragment: fragment, bestEdges: bestEdges)
        } ?? -1
    }
}

/// The table's default scheme and universal-link domains, lowercased once, as Strings for the
/// request and as bytes for comparing with a URL's bytes.
struct NormalizedNames: Sendable {
    let defaultScheme: String?
    let domains: [String]
    private let defaultSchemeBytes: [UInt8]?
    private let domainBytes: [[UInt8]]
    /// Per domain: no '@', ':' or '[' in it.
    private let plainDomains: [Bool]
    /// Whether every lowercased domain is ASCII (the fast path compares them as bytes).
    let domainsAreASCII: Bool

    init(_ options: MatchingOptions) {
        defaultScheme = options.defaultScheme?.lowercased()
        defaultSchemeBytes = defaultScheme.map { Array($0.utf8) }
        domains = options.domains.map { $0.lowercased() }
        domainBytes = domains.map { Array($0.utf8) }
        plainDomains = domainBytes.map { !$0.contains { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "[") } }
        domainsAreASCII = domainBytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    }

    /// The scheme at `range` lowercased, without building a String for the usual ones.
    func lowercasedScheme(_ parts: FastURLParts, _ range: Range<Int>) -> String {
        if let defaultScheme, let defaultSchemeBytes, parts.equalsIgnoringASCIICase(range, defaultSchemeBytes) { return defaultScheme }
        if parts.equalsIgnoringASCIICase(range, "https") { return "https" }
        if parts.equalsIgnoringASCIICase(range, "http") { return "http" }
        return parts.lowercasedString(range)
    }

    /// The lowercased domain equal to the host at `range`, if any.
    func domain(matching range: Range<Int>, in parts: FastURLParts) -> String? {
        for (index, bytes) in domainBytes.enumerated() where parts.equalsIgnoringASCIICase(range, bytes) { return domains[index] }
        return nil
    }

    /// The lowercased domain equal to the whole authority at `range`, among the domains that
    /// are a plain host (no '@', ':' or '['), which `URLParts.host(of:)` leaves as it is.
    func plainDomain(matching range: Range<Int>, in parts: FastURLParts) -> String? {
        for (index, bytes) in domainBytes.enumerated()
        where plainDomains[index] && parts.equalsIgnoringASCIICase(range, bytes) { return domains[index] }
        return nil
    }
}

/// The pieces of a printable-ASCII URL as byte ranges, found as `URLParts` finds them (for
/// ASCII text, `Character` and byte positions coincide), in one pass over the bytes that also
/// checks them and splits the path.
struct FastURLParts {
    let bytes: UnsafeBufferPointer<UInt8>
    var scheme: Range<Int>?
    var authority: Range<Int>?
    var query: Range<Int>?
    var fragment: Range<Int>?
    /// Where the URL ends once trailing spaces are trimmed.
    var end = 0
    /// How many path components were written.
    var componentCount = 0
    var hasPlusInQuery = false
    /// A path component has a `%` or non-ASCII text (`decodePath(keys:into:caseSensitive:)`).
    var pathNeedsDecoding = false
    /// The query or the fragment has a `%` or non-ASCII text.
    var queryNeedsDecoding = false
    var fragmentNeedsDecoding = false

    static let slash = UInt8(ascii: "/")
    /// The most path components the fast path reads; a longer path goes to the general reader.
    static let maximumComponents = 31

    /// The bytes that end a run of plain bytes in one part of a URL: control characters and DEL
    /// (refused), bytes that are not ASCII and '%' (to decode, or refused in the authority), and
    /// up to three delimiters of the part. Checked eight bytes at a time.
    struct Stops {
        let delimiters: (UInt64, UInt64, UInt64)

        /// `delimiters` repeated in every byte of a word; 0x25 ('%') fills unused places.
        init(_ first: UInt8 = 0x25, _ second: UInt8 = 0x25, _ third: UInt8 = 0x25) {
            delimiters = (Self.repeated(first), Self.repeated(second), Self.repeated(third))
        }

        static func repeated(_ byte: UInt8) -> UInt64 { UInt64(byte) &* 0x0101_0101_0101_0101 }

        /// Bytes of `word` that are zero, flagged by their high bit. Exact for the lowest
        /// flagged byte, which is all a scan needs (a borrow can only flag bytes above it).
        static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 }

        /// The stops in `word`, flagged by the high bit of their byte (exact for the lowest).
        func flags(_ word: UInt64) -> UInt64 {
            var flags = word & 0x8080_8080_8080_8080 // not ASCII
            flags |= (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080 // below 0x20
            flags |= Self.zeroBytes(word ^ 0x7F7F_7F7F_7F7F_7F7F) | Self.zeroBytes(word ^ 0x2525_2525_2525_2525)
            flags |= Self.zeroBytes(word ^ delimiters.0) | Self.zeroBytes(word ^ delimiters.1) | Self.zeroBytes(word ^ delimiters.2)
            return flags
        }

    }

    static let authorityStops = Stops(UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"))
    static let pathStops = authorityStops
    static let queryStops = Stops(UInt8(ascii: "#"), UInt8(ascii: "+"))
    static let fragmentStops = Stops()

    /// `nil` unless `bytes` has no control character or DEL (spaces at the ends are trimmed as
    /// `trimmingWhitespace` would), is non-empty, within `RouteRequest.maximumLength`, has an
    /// authority of printable ASCII without `%`, non-ASCII text only where it cannot change how
    /// the general reader splits the URL (`passEncoded(at:start:end:)`), and has at most
    /// `maximumComponents` path components.
    /// The non-empty `/`-separated pieces of the path are written to `pathComponents` (which has
    /// room for `maximumComponents`), hashes left out.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, pathComponents keys: UnsafeMutablePointer<RouteTrie.ComponentKey>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty, bytes.count <= RouteRequest.maximumLength else { return nil }
        self.bytes = bytes
        var start = 0, end = bytes.count
        while start < end, base[start] == 0x20 { start += 1 }
        while end > start, base[end - 1] == 0x20 { end -= 1 }
        guard start < end else { return nil }
        self.end = end
        // Text that is not ASCII at either end could be whitespace the general reader trims.
        if base[start] >= 0x80 || base[end - 1] >= 0x80, !Self.endsAreTrimmed(bytes, start: start, end: end) { return nil }

        /// The first byte from `index` that is one of `stops`, or `end`.
        func scan(from index: Int, stops: Stops) -> Int {
            var index = index
            while index < end {
                let word: UInt64
                if index + 8 <= bytes.count {
                    word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                } else if bytes.count >= 8 {
                    // The buffer's last eight bytes, shifted so that `index` comes first; the
                    // zeros shifted in read as control characters, past the end.
                    let last = UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)
                    word = last >> UInt64(8 * (index - (bytes.count - 8)))
                } else {
                    var assembled: UInt64 = 0
                    for offset in 0..<(bytes.count - index) { assembled |= UInt64(base[index + offset]) << UInt64(8 * offset) }
                    word = assembled
                }
                let flags = stops.flags(word)
                if flags != 0 { return min(index + flags.trailingZeroBitCount / 8, end) }
                index += 8
            }
            return end
        }
        /// Whether the byte at `index` (a stop) is one that refuses the whole URL.
        func refused(_ index: Int) -> Bool {
            let byte = base[index]
            return byte < 0x20 || byte >= 0x7F || byte == 0x25
        }

        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":", at the first colon: a
        // character that cannot be in a scheme before any colon means there is none.
        var index = start
        if Self.isLetter(base[start]) {
            var end2 = start + 1
            while end2 < end, Self.isSchemeCharacter(base[end2]) { end2 += 1 }
            if end2 < end, base[end2] == UInt8(ascii: ":") {
                scheme = start..<end2
                index = end2 + 1
            }
        }
        if scheme != nil, end - index >= 2, base[index] == Self.slash, base[index + 1] == Self.slash {
            let authorityEnd = scan(from: index + 2, stops: Self.authorityStops)
            if authorityEnd < end, refused(authorityEnd) { return nil }
            authority = (index + 2)..<authorityEnd
            index = authorityEnd
        }
        // The path, split on '/' as it is scanned.
        var pieceStart = index
        while true {
            index = scan(from: index, stops: Self.pathStops)
            while index < end, Self.isEncoded(base[index]) {
                guard let next = Self.passEncoded(bytes, at: index, start: start, end: end) else { return nil }
                pathNeedsDecoding = true
                index = scan(from: next, stops: Self.pathStops)
            }
            if index > pieceStart {
                guard componentCount < Self.maximumComponents else { return nil }
                keys[componentCount] = RouteTrie.ComponentKey(text: pieceStart..<index)
                componentCount += 1
            }
            guard index < end, base[index] == Self.slash else { break }
            index += 1
            pieceStart = index
        }
        if index < end, base[index] == UInt8(ascii: "?") {
            let queryStart = index + 1
            index = scan(from: queryStart, stops: Self.queryStops)
            while index < end, base[index] == UInt8(ascii: "+") || Self.isEncoded(base[index]) {
                if base[index] == UInt8(ascii: "+") {
                    hasPlusInQuery = true
                    index = scan(from: index + 1, stops: Self.queryStops)
                    continue
                }
                guard let next = Self.passEncoded(bytes, at: index, start: start, end: end) else { return nil }
                queryNeedsDecoding = true
                index = scan(from: next, stops: Self.queryStops)
            }
            query = queryStart..<index
        }
        if index < end, base[index] == UInt8(ascii: "#") {
            fragment = (index + 1)..<end
            index = scan(from: index + 1, stops: Self.fragmentStops)
            while index < end, Self.isEncoded(base[index]) {
                guard let next = Self.passEncoded(bytes, at: index, start: start, end: end) else { return nil }
                fragmentNeedsDecoding = true
                index = scan(from: next, stops: Self.fragmentStops)
            }
        }
        if index < end { return nil } // a control character or DEL
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
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func lowercasedString(_ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, index) in range.enumerated() { buffer[offset] = Self.lowercased(bytes[index]) }
            return range.count
        }
    }

    /// Whether the bytes of `range`, lowercased, are `lowercase`, eight at a time.
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
        while offset < count {
            if Self.lowercased(own.load(fromByteOffset: offset, as: UInt8.self)) != other.load(fromByteOffset: offset, as: UInt8.self) {
                return false
            }
            offset += 1
        }
        return true
    }

    func equalsIgnoringASCIICase(_ range: Range<Int>, _ lowercase: [UInt8]) -> Bool {
        lowercase.withUnsafeBufferPointer { equalsIgnoringASCIICase(range, $0) }
    }

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
        self.init(start: Int32(text.lowerBound), length: Int32(text.count), textLength: Int32(text.count), hash: 0, isASCII: true)
    }
}
