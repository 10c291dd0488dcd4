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
        return found.sorted()
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
