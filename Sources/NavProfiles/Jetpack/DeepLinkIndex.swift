import NavRouting

/// The deep links a URI may match, found without trying each one (``DeepLinkMatcher``): every
/// route's literal prefixes (``DeepLinkPattern/literalPrefixes(_:)``) by their text, and a URI's
/// own prefixes of each length some route's prefix has looked up. Built once per table
/// (`LibraryProfile.matcherIndex`), so a graph of 30,000 deep links answers a URL, and `check`
/// its 30,000 witnesses, without a scan each.
struct DeepLinkIndex: RouteRivalry {
    /// Positions in the table's `routes`, by literal prefix, in route order.
    private var routesByPrefix: [String: [Int]] = [:]
    /// Every literal prefix with its route's index (`RouteSpec.index`).
    private var prefixes: [(prefix: String, route: Int)] = []
    /// The prefixes' lengths in UTF-8 bytes, shortest first.
    private let prefixLengths: [Int]
    /// The position in the table's `endpoints` of each route's first endpoint, by route index.
    private var endpointByRoute: [Int: Int] = [:]
    /// Positions of the routes whose path template ends in literal text, by that text
    /// lowercased (``DeepLinkLiterals``): a URI can match one only where the text ends its path.
    private var routesByEnding: [String: Set<Int>] = [:]
    /// The endings' lengths in UTF-8 bytes.
    private var endingLengths: [Int] = []
    /// The positions of every route in `routesByEnding`.
    private var routesEndingInLiterals: Set<Int> = []

    init(routes: [RouteSpec], endpoints: [Endpoint]) {
        var lengths: Set<Int> = []
        for (position, route) in routes.enumerated() where !route.declines {
            for prefix in DeepLinkPattern.literalPrefixes(route.path) {
                routesByPrefix[prefix, default: []].append(position)
                prefixes.append((prefix, route.index))
                lengths.insert(prefix.utf8.count)
            }
        }
        prefixLengths = lengths.sorted()
        var endingLengths: Set<Int> = []
        for (position, route) in routes.enumerated() where !route.declines {
            let literals = DeepLinkLiterals(pattern: route.path)
            guard literals.applies, literals.endsInLiteral, let last = literals.pieces.last else { continue }
            routesByEnding[String(decoding: last, as: UTF8.self), default: []].insert(position)
            routesEndingInLiterals.insert(position)
            endingLengths.insert(last.count)
        }
        self.endingLengths = endingLengths.sorted()
        for (position, endpoint) in endpoints.enumerated() where endpointByRoute[endpoint.routeIndex] == nil {
            endpointByRoute[endpoint.routeIndex] = position
        }
    }

    /// Positions in the table's `routes` of the routes a URI whose lowercased text is
    /// `lowercasedURI` may match, in route order. (A route's two prefixes, `http://` and
    /// `https://`, never both start one URI.)
    func candidates(lowercasedURI: String) -> [Int] {
        let bytes = Array(lowercasedURI.utf8)
        var found: [Int] = []
        for length in prefixLengths {
            guard length <= bytes.count else { break }
            // Prefixes are ASCII: a length that cuts a character in two finds none.
            if let positions = routesByPrefix[String(decoding: bytes[..<length], as: UTF8.self)] { found += positions }
        }
        guard let ended = endings(of: bytes) else { return found.sorted() }
        return found.filter { !routesEndingInLiterals.contains($0) || ended.contains($0) }.sorted()
    }

    /// The routes whose path template ends in literal text that ends `bytes`' path (at its end,
    /// a `?` or a `#`); the other routes that end in literal text cannot match, and some
    /// backtrack for long on the way to saying so. `nil` for a URI with non-ASCII text (the
    /// literals compare ASCII only).
    private func endings(of bytes: [UInt8]) -> Set<Int>? {
        guard !routesByEnding.isEmpty, !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var ends = [bytes.count]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { ends.append(offset) }
        var ended: Set<Int> = []
        for end in ends {
            for length in endingLengths where length <= end {
                if let positions = routesByEnding[String(decoding: bytes[(end - length)..<end], as: UTF8.self)] { ended.formUnion(positions) }
            }
        }
        return ended
    }

    /// The position in the table's `endpoints` of route `index`'s first endpoint.
    func endpoint(ofRoute index: Int) -> Int? { endpointByRoute[index] }

    /// A deep link competes only with links whose literal prefix starts, or is started by, its
    /// own: a URI tries exactly the links whose prefix it starts with. In sorted order a
    /// prefix's descendants follow it, so one pass with the chain of open prefixes finds every
    /// related pair. (A route's `http://` and `https://` prefixes are never related.)
    func routesWithoutRivals() -> Set<Int> {
        var rivalled: Set<Int> = []
        var chain: [(prefix: String, route: Int)] = []
        for entry in prefixes.sorted(by: { $0.prefix < $1.prefix }) {
            while let open = chain.last, !entry.prefix.hasPrefix(open.prefix) { chain.removeLast() }
            if let ancestor = chain.last {
                rivalled.insert(ancestor.route)
                rivalled.insert(entry.route)
            }
            chain.append(entry)
        }
        return Set(prefixes.map(\.route)).subtracting(rivalled)
    }
}
