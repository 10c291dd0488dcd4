/// navsim's fast path: the common URL (printable ASCII, nothing to percent-decode) read in one
/// pass over its UTF-8 bytes, straight into the trie walk, with no intermediate `Substring`s,
/// `URLParts` or per-component lowercasing.
///
/// Anything less common (non-ASCII, control characters, a `%` escape, a `+` in a query that
/// decodes it, a web host that is not one of the app's domains, surrounding whitespace other
/// than spaces) returns `nil`, and the general reader (`RouteRequest.parse`) takes over; the
/// request built here is equal to what that reader builds, which the tests check on random URLs.
extension RouteTable {
    /// The outcome for `input` if the fast path can read it, else `nil`.
    func fastNavsimMatch(_ input: String) -> MatchOutcome? {
        input.utf8.withContiguousStorageIfAvailable { readAndMatch(input, $0) } ?? nil
    }

    /// Reads the URL in `bytes` (the UTF-8 of `input`), walks the trie and builds the outcome,
    /// or `nil` when the general reader must take over. The request and the match are built
    /// once, at the end, from locals: each copy of a RouteMatch retains a dozen references.
    private func readAndMatch(_ input: String, _ bytes: UnsafeBufferPointer<UInt8>) -> MatchOutcome? {
        guard let parts = FastURLParts(bytes) else { return nil }
        var scheme = names.defaultScheme
        if let range = parts.scheme { scheme = names.lowercasedScheme(parts, range) }
        var droppedHost: String?
        var universal = false
        var hostComponent: Range<Int>?
        if let authority = parts.authority {
            // A domain that is not ASCII could equal an ASCII host as a String only: general path.
            guard names.domainsAreASCII else { return nil }
            let host = parts.host(of: authority)
            let domain = names.domain(matching: host, in: parts)
            let isLocal = parts.equalsIgnoringASCIICase(host, "localhost")
            let isWeb = scheme == "http" || scheme == "https"
            if domain != nil || isLocal || host.isEmpty || options.treatHostAsPath == .never {
                if !host.isEmpty { droppedHost = domain ?? (isLocal ? "localhost" : parts.lowercasedString(host)) }
                if domain != nil, isWeb {
                    universal = true
                    scheme = names.defaultScheme ?? scheme
                }
            } else if isWeb, options.treatHostAsPath != .always {
                return nil // not one of the app's domains: the general reader says so
            } else {
                hostComponent = host
            }
        }
        if options.decodesPlus, parts.hasPlusInQuery { return nil }
        let query = parts.queryItems()
        let fragment = parts.fragment.map(parts.string)
        var components: [String] = []
        let winner = withUnsafeTemporaryAllocation(of: RouteTrie.ComponentKey.self, capacity: parts.slashCount + 2) { keys in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: parts.slashCount + 2) { edges in
                let count = parts.split(hostComponent: hostComponent, into: keys.baseAddress!)
                let original = UnsafeRawPointer(bytes.baseAddress!)
                let winner: Int32
                if options.isCaseSensitive {
                    winner = search(scheme: scheme, keys: UnsafeMutableBufferPointer(rebasing: keys[..<count]), original: original,
                                    keyBytes: original, fragment: fragment, bestEdges: edges.baseAddress!)
                } else {
                    winner = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lowered in
                        for index in bytes.indices { lowered[index] = FastURLParts.lowercased(bytes[index]) }
                        return search(scheme: scheme, keys: UnsafeMutableBufferPointer(rebasing: keys[..<count]), original: original,
                                      keyBytes: UnsafeRawPointer(lowered.baseAddress!), fragment: fragment, bestEdges: edges.baseAddress!)
                    }
                }
                // A component the winner matched with a literal of the same bytes reuses that
                // literal's String; the others are decoded from the URL's bytes.
                components.reserveCapacity(count)
                for index in 0..<count {
                    let text = UnsafeRawBufferPointer(start: original + Int(keys[index].start), count: Int(keys[index].length))
                    let entry = winner >= 0 ? edges[index] : -1
                    components.append(entry >= 0 && trie.literals.keyEquals(entry, text)
                                      ? trie.literals.keys[Int(entry)] : String(decoding: text, as: UTF8.self))
                }
                return winner
            }
        }
        guard winner >= 0 else {
            return .unmatched(RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost, components: components,
                                           query: query, fragment: fragment, isUniversalLink: universal))
        }
        let endpoint = endpoints[Int(winner)]
        var (parameters, wildcard) = trie.pathParameters(winner, components: components, fragment: fragment,
                                                         extraCapacity: query.count + endpoint.defaults.count)
        if !query.isEmpty || !endpoint.defaults.isEmpty {
            RouteMatch.merge(query: query, defaults: endpoint.defaults, into: &parameters, emptyValueForBareKeys: true)
        }
        let request = RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost, components: components,
                                   query: query, fragment: fragment, isUniversalLink: universal)
        return .matched(RouteMatch(endpoint: endpoint, parameters: parameters, wildcard: wildcard.take(), request: request))
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

    /// The first winner among the tables a URL with `scheme` consults, in order.
    func trieWinner(for scheme: String?, _ search: (Int32) -> Int32?) -> Int32? {
        let consulted = consultedTables(scheme: scheme)
        for index in 0..<consulted.count {
            let table = index == 0 ? consulted.first : consulted.second
            let root = table == nil ? trie.globalRoot : (trie.roots[table] ?? -1)
            if root >= 0, let id = search(root) { return id }
        }
        return nil
    }
}

/// The table's default scheme and universal-link domains, lowercased once, as Strings for the
/// request and as bytes for comparing with a URL's bytes.
struct NormalizedNames: Sendable {
    let defaultScheme: String?
    let domains: [String]
    private let defaultSchemeBytes: [UInt8]?
    private let domainBytes: [[UInt8]]
    /// Whether every lowercased domain is ASCII (the fast path compares them as bytes).
    let domainsAreASCII: Bool

    init(_ options: MatchingOptions) {
        defaultScheme = options.defaultScheme?.lowercased()
        defaultSchemeBytes = defaultScheme.map { Array($0.utf8) }
        domains = options.domains.map { $0.lowercased() }
        domainBytes = domains.map { Array($0.utf8) }
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
}

/// The pieces of a printable-ASCII URL as byte ranges, found as `URLParts` finds them (for
/// ASCII text, `Character` and byte positions coincide), in one pass over the bytes.
struct FastURLParts {
    let bytes: UnsafeBufferPointer<UInt8>
    var scheme: Range<Int>?
    var authority: Range<Int>?
    var path: Range<Int> = 0..<0
    var query: Range<Int>?
    var fragment: Range<Int>?
    /// How many `/` the input has: a bound on the number of components.
    var slashCount = 0
    var hasPlusInQuery = false

    static let slash = UInt8(ascii: "/")

    /// `nil` unless `bytes` is printable ASCII (spaces only at the ends, which are trimmed as
    /// `trimmingWhitespace` would), non-empty, within `RouteRequest.maximumLength`, and has no
    /// `%` (nothing to percent-decode).
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty, bytes.count <= RouteRequest.maximumLength else { return nil }
        self.bytes = bytes
        var firstColon = -1, firstHash = -1, firstQuestion = -1, slashes = 0, plusInQuery = false
        // The bytes below 0x40 that matter: # % + / : ?
        let special: UInt64 = 1 << 0x23 | 1 << 0x25 | 1 << 0x2B | 1 << 0x2F | 1 << 0x3A | 1 << 0x3F
        for index in 0..<bytes.count {
            let byte = base[index]
            // Letters, '@', '[', ']', '_', '~' and the like (0x40 to 0x7E) need nothing more.
            guard byte < 0x40 else {
                if byte >= 0x7F { return nil } // DEL or not ASCII
                continue
            }
            if byte < 0x20 { return nil } // a control character
            guard special >> byte & 1 != 0 else { continue }
            switch byte {
            case 0x2F: slashes += 1
            case 0x3A: if firstColon < 0 { firstColon = index }
            case 0x23: if firstHash < 0 { firstHash = index }
            case 0x3F: if firstQuestion < 0 { firstQuestion = index }
            case 0x25: return nil
            default: if firstQuestion >= 0, firstHash < 0 { plusInQuery = true } // '+'
            }
        }
        slashCount = slashes
        hasPlusInQuery = plusInQuery
        var start = 0, end = bytes.count
        while start < end, base[start] == 0x20 { start += 1 }
        while end > start, base[end - 1] == 0x20 { end -= 1 }
        guard start < end else { return nil }
        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":", at the first colon anywhere.
        var rest = start
        if firstColon > start, Self.isSchemeText(base + start, firstColon - start) {
            scheme = start..<firstColon
            rest = firstColon + 1
        }
        // No '#' or '?' can stand before `rest`: they are not scheme characters.
        if firstHash >= 0 {
            fragment = (firstHash + 1)..<end
            end = firstHash
        }
        if firstQuestion >= 0, firstQuestion < end {
            query = (firstQuestion + 1)..<end
            end = firstQuestion
        } else {
            hasPlusInQuery = false
        }
        if scheme != nil, end - rest >= 2, base[rest] == Self.slash, base[rest + 1] == Self.slash {
            var hostEnd = rest + 2
            while hostEnd < end, base[hostEnd] != Self.slash { hostEnd += 1 }
            authority = (rest + 2)..<hostEnd
            rest = hostEnd
        }
        path = rest..<end
    }

    private static func isSchemeText(_ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard isLetter(start[0]) else { return false }
        for offset in 1..<max(1, count) {
            let byte = start[offset]
            if !(isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E) { return false }
        }
        return true
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

    /// `RouteRequest.parseQuery` for a query with nothing to decode.
    func queryItems() -> [QueryItem] {
        guard let query else { return [] }
        var items: [QueryItem] = []
        var start = query.lowerBound
        while start <= query.upperBound {
            var end = start, equals = -1
            while end < query.upperBound, bytes[end] != UInt8(ascii: "&") {
                if equals < 0, bytes[end] == UInt8(ascii: "=") { equals = end }
                end += 1
            }
            if end > start {
                items.append(equals >= 0 ? QueryItem(name: string(start..<equals), value: string((equals + 1)..<end))
                                         : QueryItem(name: string(start..<end), value: nil))
            }
            start = end + 1
        }
        return items
    }

    /// Writes the byte range of each component (the host component if any, then the non-empty
    /// `/`-separated pieces of the path) to `keys`, their hashes left for the caller; returns how many.
    func split(hostComponent: Range<Int>?, into keys: UnsafeMutablePointer<RouteTrie.ComponentKey>) -> Int {
        var count = 0
        if let hostComponent {
            keys[0] = RouteTrie.ComponentKey(start: Int32(hostComponent.lowerBound), length: Int32(hostComponent.count),
                                             textLength: Int32(hostComponent.count), hash: 0, isASCII: true)
            count = 1
        }
        let base = bytes.baseAddress!
        var index = path.lowerBound
        let end = path.upperBound
        while index < end {
            while index < end, base[index] == Self.slash { index += 1 }
            let start = index
            while index < end, base[index] != Self.slash { index += 1 }
            if index > start {
                keys[count] = RouteTrie.ComponentKey(start: Int32(start), length: Int32(index - start), textLength: Int32(index - start),
                                                     hash: 0, isASCII: true)
                count += 1
            }
        }
        return count
    }
}

extension RouteTrie.ComponentKey {
    var range: Range<Int> { Int(start)..<Int(start + length) }
}
