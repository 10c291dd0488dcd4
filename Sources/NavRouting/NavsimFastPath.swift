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
    /// The outcome for `input` if the fast path can read it, else `nil`. The reading and the
    /// walk are written out here and in `fastLookup(_:)` rather than shared through a closure:
    /// handing the walk's state to a closure cost about 1,000 instructions a URL (struct copies
    /// into contexts).
    ///
    /// `walking: false` leaves out the walk and reports the URL as unmatched, with the request it
    /// reads as: for a URL the lookup already found no route for (`RouteTable.match(_:)`).
    package func fastNavsimMatch(_ input: String, walking: Bool = true) -> MatchOutcome? {
        input.utf8.withContiguousStorageIfAvailable { bytes in
            withUnsafeTemporaryAllocation(of: RouteTrie.ComponentKey.self, capacity: FastURLParts.maximumComponents + 1) { keys in
                matchReading(input, bytes, keys: keys.baseAddress!, walking: walking)
            }
        } ?? nil
    }

    private func matchReading(_ input: String, _ bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>,
                              walking: Bool) -> MatchOutcome? {
        let parts = FastURLParts(bytes, pathComponents: keys + 1)
        guard parts.isReadable else { return nil }
        guard parts.pathNeedsDecoding else { return matchReading(input, bytes, keys: keys, parts: parts, source: bytes, walking: walking) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { decoded in
            guard parts.decodePath(keys: keys + 1, into: decoded, caseSensitive: options.isCaseSensitive) else { return nil }
            return matchReading(input, bytes, keys: keys, parts: parts, source: UnsafeBufferPointer(decoded), walking: walking)
        }
    }

    private func matchReading(_ input: String, _ bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>,
                              parts: FastURLParts, source: UnsafeBufferPointer<UInt8>, walking: Bool) -> MatchOutcome? {
        guard let start = readAuthority(parts, keys: keys) else { return nil }
        let firstKey = start.hostIsComponent ? keys : keys + 1
        let count = parts.componentCount + (start.hostIsComponent ? 1 : 0)
        let query = parts.queryItems(plusAsSpace: decodesPlus)
        let fragment = parts.fragment.map { parts.decodedString($0, plusAsSpace: false) }
        var components: [String] = []
        let winner = withUnsafeTemporaryAllocation(of: Int32.self, capacity: count + 1) { edges in
            let keys = UnsafeMutableBufferPointer(start: firstKey, count: count)
            let winner = walking
                ? walk(roots: consultedRoots(start, parts), keys: keys, source: source, fragment: fragment, bestEdges: edges.baseAddress!)
                : -1
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
        let scheme = schemeString(start, parts), droppedHost = droppedHost(start, parts)
        guard winner >= 0 else {
            return .unmatched(RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost, components: components,
                                           query: query, fragment: fragment, isUniversalLink: start.universal, wholeURLComponents: nil))
        }
        return .matched(trie.routeMatch(winner, components: components, fragment: fragment, query: query) {
            RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost, components: components,
                         query: query, fragment: fragment, isUniversalLink: start.universal, wholeURLComponents: nil)
        })
    }

    /// The scheme a URL is matched under, read from its bytes: no `String` is built for the
    /// table's own scheme or a web scheme (destroying an optional `String` costs a lookup more
    /// than comparing a few bytes).
    enum SchemeReading {
        /// The table's default scheme (`names.defaultScheme`, possibly none): no scheme written,
        /// the default scheme written in any case, or a universal link.
        case defaultScheme
        case http
        case https
        /// Another scheme, at this range of the URL.
        case other(Range<Int>)
    }

    /// What the scheme and authority of a URL read fast say: the scheme to match under, the
    /// host dropped from the path, and whether the host is the first component (then in `keys[0]`).
    ///
    /// Two words (offsets in a URL fit sixteen bits), so that `readAuthority` hands it back in
    /// registers: returned through memory as seven fields, it was stored field by field and
    /// read back 16 bytes at a time, loads that wait for those stores to complete (perf put
    /// three tenths of the lookup's reading on them).
    struct AuthorityReading {
        /// From the lowest bit: the scheme's kind (2 bits), whether there is a dropped host,
        /// `isLocal`, `universal`, `hostIsComponent`; `domainIndex` in the high 32 bits.
        private var flags: UInt64 = UInt64(UInt32(bitPattern: -1)) << 32
        /// Sixteen bits each: the `.other` scheme's range, then the dropped host's.
        private var ranges: UInt64 = 0

        private static let hasDroppedHost: UInt64 = 1 << 2, localBit: UInt64 = 1 << 3
        private static let universalBit: UInt64 = 1 << 4, hostIsComponentBit: UInt64 = 1 << 5

        var scheme: SchemeReading {
            get {
                switch flags & 3 {
                case 0: .defaultScheme
                case 1: .http
                case 2: .https
                default: .other(Int(ranges & 0xFFFF)..<Int(ranges >> 16 & 0xFFFF))
                }
            }
            set {
                let kind: UInt64
                switch newValue {
                case .defaultScheme: kind = 0
                case .http: kind = 1
                case .https: kind = 2
                case .other(let range):
                    kind = 3
                    ranges = ranges & ~0xFFFF_FFFF | FastURLParts.packedOffsets(range)
                }
                flags = flags & ~3 | kind
            }
        }

        /// The host dropped from the path: its range, and which domain it is (an index into
        /// `names.domains`, or -1) or whether it is `localhost`.
        var droppedHost: Range<Int>? {
            get { flags & Self.hasDroppedHost != 0 ? Int(ranges >> 32 & 0xFFFF)..<Int(ranges >> 48) : nil }
            set {
                guard let newValue else { flags &= ~Self.hasDroppedHost; return }
                flags |= Self.hasDroppedHost
                ranges = ranges & 0xFFFF_FFFF | FastURLParts.packedOffsets(newValue) << 32
            }
        }
        var domainIndex: Int {
            get { Int(Int32(truncatingIfNeeded: flags >> 32)) }
            set { flags = flags & 0xFFFF_FFFF | UInt64(UInt32(truncatingIfNeeded: newValue)) << 32 }
        }
        var isLocal: Bool {
            get { flags & Self.localBit != 0 }
            set { flags = newValue ? flags | Self.localBit : flags & ~Self.localBit }
        }
        var universal: Bool {
            get { flags & Self.universalBit != 0 }
            set { flags = newValue ? flags | Self.universalBit : flags & ~Self.universalBit }
        }
        var hostIsComponent: Bool {
            get { flags & Self.hostIsComponentBit != 0 }
            set { flags = newValue ? flags | Self.hostIsComponentBit : flags & ~Self.hostIsComponentBit }
        }
    }

    /// The scheme of `reading` as the request reports it: lowercased.
    func schemeString(_ reading: AuthorityReading, _ parts: FastURLParts) -> String? {
        switch reading.scheme {
        case .defaultScheme: names.defaultScheme
        case .http: "http"
        case .https: "https"
        case .other(let range): parts.lowercasedString(range)
        }
    }

    /// The host `reading` dropped from the path, as the request reports it: lowercased.
    func droppedHost(_ reading: AuthorityReading, _ parts: FastURLParts) -> String? {
        guard let host = reading.droppedHost, !host.isEmpty else { return nil }
        if reading.domainIndex >= 0 { return names.domains[reading.domainIndex] }
        return reading.isLocal ? "localhost" : parts.lowercasedString(host)
    }

    /// `nil` when the general reader must take over (a web host that is not one of the domains).
    func readAuthority(_ parts: FastURLParts, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>) -> AuthorityReading? {
        var reading = AuthorityReading()
        if let range = parts.scheme {
            // A web scheme the reader recognised is answered here, without a call: the call
            // copies the parts, then reads them back before their stores complete. (When it is
            // also the default scheme, `.https` and `.defaultScheme` consult the same table and
            // report the same scheme.)
            switch parts.webScheme {
            case .https: reading.scheme = .https
            case .http: reading.scheme = .http
            case nil: reading.scheme = names.scheme(parts, range)
            }
        }
        guard let authority = parts.authority else { return reading }
        // A domain that is not ASCII could equal an ASCII host as a String only: general path.
        guard names.domainsAreASCII else { return nil }
        // Usually the authority is just one of the domains: no need to look for userinfo or a port.
        let plainDomain = names.plainDomainIndex(matching: authority, in: parts)
        let host = plainDomain < 0 ? parts.host(of: authority) : authority
        let domain = plainDomain >= 0 ? plainDomain : names.domainIndex(matching: host, in: parts)
        let isLocal = domain < 0 && parts.equalsIgnoringASCIICase(host, "localhost")
        let isWeb: Bool
        switch reading.scheme {
        case .http, .https: isWeb = true
        case .defaultScheme: isWeb = names.defaultSchemeIsWeb
        case .other: isWeb = false
        }
        if domain >= 0 || isLocal || host.isEmpty || options.treatHostAsPath == .never {
            reading.droppedHost = host
            reading.domainIndex = domain
            reading.isLocal = isLocal
            if domain >= 0, isWeb {
                reading.universal = true
                if names.defaultScheme != nil { reading.scheme = .defaultScheme }
            }
        } else if isWeb, options.treatHostAsPath != .always {
            return nil // not one of the app's domains: the general reader says so
        } else {
            keys[0] = RouteTrie.ComponentKey(text: host)
            reading.hostIsComponent = true
        }
        return reading
    }

    /// The roots of the tables a URL read as `reading` consults, in order (-1: none).
    @inline(__always)
    func consultedRoots(_ reading: AuthorityReading, _ parts: FastURLParts) -> (first: Int32, second: Int32) {
        if case .defaultScheme = reading.scheme { return (trie.globalRoot, -1) } // most URLs: no call
        return consultedRootsOfScheme(reading, parts)
    }

    /// `consultedRoots` for a scheme other than the default one.
    private func consultedRootsOfScheme(_ reading: AuthorityReading, _ parts: FastURLParts) -> (first: Int32, second: Int32) {
        let consulted = consultedTables(scheme: schemeString(reading, parts))
        func root(_ table: String?) -> Int32 { table == nil ? trie.globalRoot : (trie.roots[table] ?? -1) }
        return (consulted.count > 0 ? root(consulted.first) : -1, consulted.count > 1 ? root(consulted.second) : -1)
    }

    /// The trie walk over `keys` (ranges of `source`), lowercasing the keys first when case is
    /// ignored; the winner's literal edges go to `bestEdges` when it is given.
    func walk(roots: (first: Int32, second: Int32), keys: UnsafeMutableBufferPointer<RouteTrie.ComponentKey>,
              source: UnsafeBufferPointer<UInt8>, fragment: String?, bestEdges: UnsafeMutablePointer<Int32>?) -> Int32 {
        let original = UnsafeRawPointer(source.baseAddress!)
        if options.isCaseSensitive {
            return search(roots: roots, keys: keys, original: original, keyBytes: original, fragment: fragment, bestEdges: bestEdges)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: source.count) { lowered in
            for index in source.indices { lowered[index] = FastURLParts.lowercased(source[index]) }
            return search(roots: roots, keys: keys, original: original, keyBytes: UnsafeRawPointer(lowered.baseAddress!),
                          fragment: fragment, bestEdges: bestEdges)
        }
    }

    /// Walks the tables at `roots` in order (the keys are hashed as the walk needs them); -1: no winner.
    private func search(roots: (first: Int32, second: Int32), keys: UnsafeMutableBufferPointer<RouteTrie.ComponentKey>,
                        original: UnsafeRawPointer, keyBytes: UnsafeRawPointer, fragment: String?,
                        bestEdges: UnsafeMutablePointer<Int32>?) -> Int32 {
        func search(_ root: Int32) -> Int32 {
            guard root >= 0 else { return -1 }
            return trie.search(root: root, count: keys.count, original: original, keyBytes: keyBytes, keys: keys.baseAddress!,
                               fragment: fragment, bestEdges: bestEdges)
        }
        let first = search(roots.first)
        return first >= 0 ? first : search(roots.second)
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
    /// The default scheme is `http` or `https` (a URL under it can be a universal link).
    let defaultSchemeIsWeb: Bool

    init(_ options: MatchingOptions) {
        defaultScheme = options.defaultScheme?.lowercased()
        defaultSchemeBytes = defaultScheme.map { Array($0.utf8) }
        domains = options.domains.map { $0.lowercased() }
        domainBytes = domains.map { Array($0.utf8) }
        plainDomains = domainBytes.map { !$0.contains { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "[") } }
        domainsAreASCII = domainBytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
        defaultSchemeIsWeb = defaultScheme == "http" || defaultScheme == "https"
    }

    /// The scheme written at `range`, compared without case, when the reader did not recognise
    /// it as a web scheme from the URL's first word (`FastURLParts.webScheme`).
    func scheme(_ parts: FastURLParts, _ range: Range<Int>) -> FastPathTables.SchemeReading {
        if let defaultSchemeBytes, parts.equalsIgnoringASCIICase(range, defaultSchemeBytes) { return .defaultScheme }
        if parts.equalsIgnoringASCIICase(range, "https") { return .https }
        if parts.equalsIgnoringASCIICase(range, "http") { return .http }
        return .other(range)
    }

    /// The index of the lowercased domain equal to the host at `range`, or -1.
    func domainIndex(matching range: Range<Int>, in parts: FastURLParts) -> Int {
        for (index, bytes) in domainBytes.enumerated() where parts.equalsIgnoringASCIICase(range, bytes) { return index }
        return -1
    }

    /// The index of the lowercased domain equal to the whole authority at `range`, among the
    /// domains that are a plain host (no '@', ':' or '['), which `URLParts.host(of:)` leaves as
    /// it is; -1 if none.
    @inline(__always)
    func plainDomainIndex(matching range: Range<Int>, in parts: FastURLParts) -> Int {
        for (index, bytes) in domainBytes.enumerated()
        where plainDomains[index] && parts.equalsIgnoringASCIICase(range, bytes) { return index }
        return -1
    }
}
