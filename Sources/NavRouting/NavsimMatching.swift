/// The navsim profile's one reading of a URL: `NavsimURLReader` finds the parts, the authority
/// decides the scheme and host, each path component is percent-decoded in a buffer, and the
/// trie is walked over those bytes. `match(_:)` then builds the request and the match from the
/// same bytes, once; `lookup(_:)` stops at the winner; `RouteRequest.parse` builds the request
/// without walking.
extension RouteTable {
    /// A URL read (and walked): what building its request or match needs.
    struct NavsimWalk {
        let reader: NavsimURLReader
        /// The text with each path component decoded where it was written.
        let decoded: UnsafeBufferPointer<UInt8>
        /// The components (the host first when it is read as one), as ranges of `decoded`.
        let keys: UnsafeMutableBufferPointer<RouteTrie.ComponentKey>
        let scheme: String?
        /// The roots of the tables the scheme consults, when the reading found them.
        let schemeRoots: ConsultedRoots?
        let droppedHost: String?
        let isUniversalLink: Bool
        let query: Range<Int>?
        let fragment: Range<Int>?
        /// `+` in the query is a space.
        let plusAsSpace: Bool

        /// The decoded text of component `index`.
        func text(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: decoded[Int(keys[index].start)..<Int(keys[index].start + keys[index].length)])
        }
    }

    /// Reads `input` as the navsim profile does and, when `walking`, finds the winning endpoint
    /// (else -1); `body` builds the answer from the reading and the winner.
    func readNavsim<Answer>(_ input: String, walking: Bool, _ body: (NavsimWalk, Int32) -> Answer) -> Result<Answer, RequestError> {
        // A native String lends its UTF-8 where it is, without a copy of the String to retain and
        // release; other text (bridged, say) is copied first.
        if let answer = input.utf8.withContiguousStorageIfAvailable({ readNavsim(utf8: $0, input: input, walking: walking, body) }) {
            return answer
        }
        var text = input
        return text.withUTF8 { readNavsim(utf8: $0, input: input, walking: walking, body) }
    }

    /// Reads `input` as `RouteRequest.parse(_:options:)` does, with the reading settings the
    /// table computed once: built again per URL, they cost a pass over every domain and route
    /// host, so checking a table of 4,000 routes that differ by host took minutes.
    package func request(_ input: String) -> Result<RouteRequest, RequestError> {
        guard readsNavsim else { return RouteRequest.parse(input, options: options) }
        var text = input
        return text.withUTF8 { readNavsim(utf8: $0, input: input, walking: false) { reading, _ in reading.request(input: input) } }
    }

    /// `readNavsim(_:walking:_:)` over the input's UTF-8.
    private func readNavsim<Answer>(utf8: UnsafeBufferPointer<UInt8>, input: String, walking: Bool,
                                    _ body: (NavsimWalk, Int32) -> Answer) -> Result<Answer, RequestError> {
        RouteRequest.checkedRange(input, utf8: utf8).flatMap { range in
            Self.readNavsim(NavsimURLReader(bytes: UnsafeBufferPointer(rebasing: utf8[range])), settings: navsimSettings,
                            walk: { walking ? walkTrie($0) : -1 }, body)
        }
    }

    /// The reading itself; `walk` finds the winner of the reading, or -1.
    static func readNavsim<Answer>(_ reader: NavsimURLReader, settings: NavsimSettings, walk: (NavsimWalk) -> Int32,
                                   _ body: (NavsimWalk, Int32) -> Answer) -> Result<Answer, RequestError> {
        withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: NavsimURLReader.pieceCapacity(reader.bytes.count)) { pieces in
            let parts = reader.read(pieces: pieces.baseAddress!)
            var droppedHost: String?, universal = false, hostComponent: Range<Int>?
            if let rawHost = parts.host, let written = parts.scheme {
                let isWeb = reader.equalsLowercased(written, NavsimSettings.https) || reader.equalsLowercased(written, NavsimSettings.http)
                // The host is compared as bytes when it and the domains are ASCII (then the bytes
                // are equal exactly when the Strings are) and no pattern must read it: its String
                // is made only when it is kept, not for a host read as a path component.
                let domain = settings.domainsAreASCII ? settings.domainBytes.firstIndex { reader.equalsLowercased(rawHost, $0) } : nil
                let bytesDecide = domain == nil && settings.domainsAreASCII && settings.domainPatterns.isEmpty && settings.routeHosts.isEmpty
                    && !reader.bytes[rawHost].contains { $0 >= 0x80 }
                let host = domain.map { settings.domains[$0] } ?? (bytesDecide ? nil : reader.lowercasedString(rawHost))
                // A pattern (`*.example.com`, a wildcard association in `links`, or `{lang}.wikipedia.org`)
                // covers the hosts it fits, as iOS and Android hand them over.
                // `*.` covers web links only, under `treatHostAsPath: auto`; a `{name}` pattern is a domain for every scheme, as a listed host is.
                let isDomain = domain != nil || host.map { host in
                    settings.domains.contains(host) || (!settings.domainPatterns.isEmpty && settings.domainPatterns.contains { pattern in
                        (!pattern.anySubdomain || (isWeb && settings.options.treatHostAsPath == .auto)) && pattern.accepts(host)
                    })
                } == true
                // A host some route says (`host`) is never a path component.
                let isRouteHost = !isDomain && !settings.routeHosts.isEmpty && host.map { host in settings.routeHosts.contains { $0.accepts(host) } } == true
                if isDomain || isRouteHost || (host.map { $0 == "localhost" } ?? reader.equalsLowercased(rawHost, NavsimSettings.localhost))
                    || rawHost.isEmpty || settings.options.treatHostAsPath == .never {
                    if !rawHost.isEmpty { droppedHost = host ?? reader.lowercasedString(rawHost) }
                    universal = (isDomain || isRouteHost) && isWeb
                } else if isWeb, settings.options.treatHostAsPath != .always,
                          !settings.options.webSchemeTables.contains(reader.lowercasedString(written)) {
                    let known = settings.options.domains.isEmpty ? "the route file lists no domains" : "domains: " + settings.options.domains.joined(separator: ", ")
                    return .failure(RequestError("\(host ?? reader.lowercasedString(rawHost)) is not one of this app's universal-link domains (\(known))"))
                } else {
                    hostComponent = rawHost
                }
            }
            // A universal link is read under the app's own scheme. One of the table's own schemes
            // is found by its bytes, with the tables it consults.
            let known = universal ? nil : parts.scheme.flatMap { written in settings.schemes.firstIndex { reader.equalsLowercased(written, $0.bytes) } }
            let scheme = universal ? settings.defaultScheme ?? parts.scheme.map(reader.lowercasedString)
                : known.map { settings.schemes[$0].name } ?? parts.scheme.map(reader.lowercasedString) ?? settings.defaultScheme
            let count = parts.pieceCount + (hostComponent == nil ? 0 : 1)
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: reader.bytes.count) { decoded in
                withUnsafeTemporaryAllocation(of: RouteTrie.ComponentKey.self, capacity: count) { keys in
                    // Decoded in place of a copy, when some component needs it.
                    let needsDecoding = parts.pathNeedsDecoding
                        || hostComponent.map { reader.bytes[$0].contains { $0 == 0x25 || $0 >= 0x80 } } == true
                    if needsDecoding { _ = decoded.initialize(from: reader.bytes) }
                    for index in 0..<count {
                        let written = hostComponent.map { index == 0 ? $0 : pieces[index - 1] } ?? pieces[index]
                        let key = needsDecoding ? decodeComponent(written, of: reader.bytes, in: decoded)
                            : RouteTrie.ComponentKey(start: Int32(written.lowerBound), length: Int32(written.count),
                                                     textLength: Int32(written.count), hash: 0, isASCII: true)
                        keys.initializeElement(at: index, to: key)
                    }
                    let reading = NavsimWalk(reader: reader, decoded: needsDecoding ? UnsafeBufferPointer(decoded) : reader.bytes,
                                             keys: keys, scheme: scheme, schemeRoots: known.map { settings.schemes[$0].roots },
                                             droppedHost: droppedHost, isUniversalLink: universal, query: parts.query,
                                             fragment: parts.fragment, plusAsSpace: settings.decodesPlus)
                    return .success(body(reading, walk(reading)))
                }
            }
        }
    }

    /// The winner of `reading` among the tables its scheme consults, or -1.
    private func walkTrie(_ reading: NavsimWalk) -> Int32 {
        // Most tables have no `#` pattern, route host or query condition: their walk reads no facts
        // (and has none to release).
        guard trie.hasFragmentPatterns || trie.hasHostRoutes || trie.hasQueryConditions else {
            return walkTrie(reading, facts: RouteTrie.WalkFacts())
        }
        return walkTrie(reading, facts: RouteTrie.WalkFacts(fragment: trie.hasFragmentPatterns ? reading.fragmentText : nil,
                                                            host: trie.hasHostRoutes ? reading.droppedHost : nil,
                                                            query: trie.hasQueryConditions ? reading.queryItems : nil))
    }

    /// The winner of `reading`, given what the walk reads besides the path.
    private func walkTrie(_ reading: NavsimWalk, facts: RouteTrie.WalkFacts) -> Int32 {
        if !options.isCaseSensitive, !reading.keys.allSatisfy(\.isASCII) {
            // Lowercasing text that is not ASCII can change its length: the walk over Strings does it.
            let components = reading.components(literals: [])
            return trieWinner(in: reading.schemeRoots ?? consultedRoots(scheme: reading.scheme)) { root in
                trie.lookup(components: components, facts: facts, root: root)
            } ?? -1
        }
        return trieWinner(in: reading.schemeRoots ?? consultedRoots(scheme: reading.scheme)) { root in
            let best = walkTrie(root: root, keys: reading.keys, decoded: reading.decoded, facts: facts)
            return best >= 0 ? best : nil
        } ?? -1
    }

    /// Decodes the component written at `range` of `bytes` into the same place of `decoded`
    /// (as written when the result is not UTF-8), and gives its key.
    private static func decodeComponent(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>,
                                        in decoded: UnsafeMutableBufferPointer<UInt8>) -> RouteTrie.ComponentKey {
        var hasEscape = false, isASCII = true
        for index in range {
            hasEscape = hasEscape || bytes[index] == 0x25
            isASCII = isASCII && bytes[index] < 0x80
        }
        var length = range.count
        if hasEscape {
            let written = UnsafeBufferPointer(rebasing: bytes[range])
            let target = decoded.baseAddress! + range.lowerBound
            length = PercentDecoding.decode(written, plusAsSpace: false, into: target)
            let text = UnsafeBufferPointer(start: target, count: length)
            if !PercentDecoding.isUTF8(text) {
                target.update(from: written.baseAddress!, count: written.count)
                length = written.count
            } else {
                isASCII = !text.contains { $0 >= 0x80 }
            }
        }
        return RouteTrie.ComponentKey(start: Int32(range.lowerBound), length: Int32(length), textLength: Int32(length), hash: 0, isASCII: isASCII)
    }

    /// The trie walk from `root` over `keys` (ranges of `decoded`), lowercasing ASCII letters
    /// first when case is ignored.
    private func walkTrie(root: Int32, keys: UnsafeMutableBufferPointer<RouteTrie.ComponentKey>, decoded: UnsafeBufferPointer<UInt8>,
                          facts: RouteTrie.WalkFacts) -> Int32 {
        let original = UnsafeRawPointer(decoded.baseAddress!)
        if options.isCaseSensitive {
            return trie.search(root: root, count: keys.count, original: original, keyBytes: original, keys: keys.baseAddress!,
                               facts: facts)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: decoded.count) { lowered in
            for index in decoded.indices { lowered[index] = decoded[index] &- 0x41 < 26 ? decoded[index] | 0x20 : decoded[index] }
            return trie.search(root: root, count: keys.count, original: original, keyBytes: UnsafeRawPointer(lowered.baseAddress!),
                               keys: keys.baseAddress!, facts: facts)
        }
    }

    /// `match(_:)` under the navsim profile: one reading, one walk, the match built once.
    func matchNavsim(_ input: String) -> MatchOutcome {
        let outcome = readNavsim(input, walking: true) { walk, winner -> MatchOutcome in
            // The parameters are read from the parts before they move into the request.
            let components = walk.components(literals: trie.literals.keys), query = walk.queryItems, fragment = walk.fragmentText
            let found = winner >= 0 ? trie.matchParameters(winner, components: components, fragment: fragment, host: walk.droppedHost,
                                                            query: query) : nil
            let request = RouteRequest(input: input, scheme: walk.scheme, droppedHost: walk.droppedHost, components: components,
                                       query: query, fragment: fragment, isUniversalLink: walk.isUniversalLink)
            guard let found else { return .unmatched(request) }
            return .matched(trie.routeMatch(winner, parameters: found.parameters, wildcard: found.wildcard, request: request))
        }
        switch outcome {
        case .success(let outcome): return outcome
        case .failure(let error): return .invalid(error)
        }
    }
}

extension RouteTable.NavsimWalk {
    /// The components as `String`s. A component the walk found to have a literal's very bytes
    /// is that literal's `String` (an entry of `literals`, the trie's literal keys), not a new one.
    func components(literals: [String]) -> [String] {
        (0..<keys.count).map { index in
            keys[index].literal >= 0 ? literals[Int(keys[index].literal)] : String(decoding: text(index), as: UTF8.self)
        }
    }

    /// The fragment, decoded.
    var fragmentText: String? { fragment.map { reader.decodedString($0, plusAsSpace: false) } }

    /// The query items, decoded.
    var queryItems: [QueryItem] {
        var query: [QueryItem] = []
        // The closure reads locals, not `self`, which it would copy.
        let reader = reader, plusAsSpace = plusAsSpace
        if let range = self.query {
            // Room for one item per '&' and one more: one allocation, not one per growth.
            query.reserveCapacity(reader.bytes[range].count { $0 == UInt8(ascii: "&") } + 1)
            reader.forEachQueryItem(range) { name, value in
                query.append(QueryItem(name: reader.decodedString(name, plusAsSpace: plusAsSpace),
                                       value: value.map { reader.decodedString($0, plusAsSpace: plusAsSpace) }))
            }
        }
        return query
    }

    /// The request the URL reads as.
    func request(input: String) -> RouteRequest {
        RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost, components: components(literals: []), query: queryItems,
                     fragment: fragmentText, isUniversalLink: isUniversalLink)
    }
}

/// What the navsim reading needs of a table's options, lowercased once.
struct NavsimSettings: Sendable {
    let options: MatchingOptions
    let defaultScheme: String?
    let domains: [String]
    let domainBytes: [[UInt8]]
    let decodesPlus: Bool
    /// Every lowercased domain is ASCII.
    let domainsAreASCII: Bool
    /// The `domains` entries that are patterns (`*.example.com`, `{lang}.wikipedia.org`).
    let domainPatterns: [HostPattern]
    /// The hosts routes say (`MatchingOptions.routeHosts`).
    let routeHosts: [HostPattern]
    /// The table's own schemes, found when the table is built (none for a reading without a table).
    let schemes: [KnownScheme]
    static let http = Array("http".utf8), https = Array("https".utf8), localhost = Array("localhost".utf8)

    /// A scheme the table has a table or settings for, or its default scheme, lowercased, with
    /// the roots of the tables a URL of that scheme consults: a URL's scheme is found here by its
    /// bytes, so reading it makes no String and looks up no table by hash.
    struct KnownScheme: Sendable {
        let name: String
        let bytes: [UInt8]
        let roots: RouteTable.ConsultedRoots
    }

    init(_ options: MatchingOptions, schemes: [KnownScheme] = []) {
        self.options = options
        self.schemes = schemes
        defaultScheme = options.defaultScheme?.lowercased()
        routeHosts = options.routeHosts
        domainPatterns = options.domains.filter { $0.contains("*") || $0.contains("{") }.compactMap { try? HostPattern($0) }
        domains = options.domains.map { $0.lowercased() }
        domainBytes = domains.map { Array($0.utf8) }
        decodesPlus = options.decodesPlus
        domainsAreASCII = domainBytes.allSatisfy { $0.allSatisfy { $0 < 0x80 } }
    }
}
