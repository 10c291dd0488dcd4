@_spi(Internal) import Hummingbird
import HummingbirdCore
import NavRouting
import RoutingKit

/// One workload of the router comparison: the same full URL strings for navsim and both peers,
/// each URL's route (or none) and parameter values checked to agree before anything is timed.
/// The timed loops do what a deep-link handler does with each router: match the URL, read
/// every path parameter by name (decoded), and iterate the query items.
struct RouterComparison {
    struct Case {
        var url: String
        /// The route the URL must reach (the navsim route index, the peers' value), or nil: a miss.
        var route: Int?
        /// The path parameters the route captures, read by name.
        var names: [String]
        /// The query's names (compared by name in the agreement check).
        var queryNames: [String] = []
    }

    struct Result {
        var urls: Int
        var misses: Int
        var withQuery: Int
        var navsimNanoseconds: Double
        var routingKitNanoseconds: Double
        var hummingbirdNanoseconds: Double
        var ratioRoutingKit: Double { routingKitNanoseconds / navsimNanoseconds }
        var ratioHummingbird: Double { hummingbirdNanoseconds / navsimNanoseconds }
    }

    let name: String
    let cases: [Case]
    let table: RouteTable
    let peers: PeerRouters
    /// The cases' URLs and names laid out flat for the timed loops (`forEachCase`).
    private let flat: FlatCases

    init(name: String, cases: [Case], table: RouteTable, peers: PeerRouters) {
        self.name = name
        self.cases = cases
        self.table = table
        self.peers = peers
        flat = FlatCases(cases)
    }

    /// Every case's URL in one array and every path parameter name in another, each case's
    /// names a range of it: the timed loops walk three arrays rather than each case's own array
    /// of names, whose retains and releases every router's loop would pay alike.
    private struct FlatCases {
        let urls: [String]
        let names: [String]
        let ranges: [Range<Int>]

        init(_ cases: [Case]) {
            var names: [String] = [], ranges: [Range<Int>] = []
            for item in cases {
                let start = names.count
                names += item.names
                ranges.append(start..<names.count)
            }
            urls = cases.map(\.url)
            self.names = names
            self.ranges = ranges
        }
    }

    /// Every router must reach each URL's route (or none) with the same decoded values.
    func checkAgreement() {
        var problems: [String] = []
        for item in cases {
            let found = agreement(item)
            if let problem = found { problems.append(problem) }
        }
        if !problems.isEmpty {
            fail("\(name): the routers disagree on \(problems.count) of \(cases.count) URLs:\n  " + problems.prefix(20).joined(separator: "\n  "))
        }
    }

    /// What differs between the routers on `item`, or nil.
    func agreement(_ item: Case) -> String? {
        let navsim = table.match(item.url).match
        var kitParameters = RoutingKit.Parameters()
        let kit = peers.routeWithRoutingKit(item.url, &kitParameters)
        let bird = peers.routeWithHummingbird(item.url)
        guard navsim?.routeIndex == item.route, kit?.value == item.route, bird?.value == item.route else {
            return "\(item.url): expected \(item.route.map(String.init) ?? "no route"); navsim \(navsim.map { String($0.routeIndex) } ?? "none"), "
                + "RoutingKit \(kit.map { String($0.value) } ?? "none"), Hummingbird \(bird.map { String($0.value) } ?? "none")"
        }
        for name in item.names {
            let values = [navsim?.value(name)?.string, kitParameters.get(name), bird?.parameters.get(name).map { PeerRouters.decoded($0) }]
            if Set(values.map { $0 ?? "<none>" }).count != 1 {
                return "\(item.url): parameter \(name): navsim \(values[0] ?? "none"), RoutingKit \(values[1] ?? "none"), Hummingbird \(values[2] ?? "none")"
            }
        }
        // Hummingbird's query reader does not read `+` as a space: its query values are read, not compared.
        for name in item.queryNames {
            let values = [navsim?.value(name)?.string, kit?.query.last { $0.0 == name }?.1]
            if Set(values.map { $0 ?? "<none>" }).count != 1 {
                return "\(item.url): query \(name): navsim \(values[0] ?? "none"), RoutingKit \(values[1] ?? "none")"
            }
        }
        // The query items each router's loop iterates: the same names.
        let navsimQuery = Set(navsim?.parameters.filter { $0.source == .query }.map(\.name) ?? [])
        if let kit, Set(kit.query.map(\.0)).subtracting(item.names) != navsimQuery {
            return "\(item.url): navsim's query parameters \(navsimQuery.sorted()), RoutingKit's query \(kit.query.map(\.0))"
        }
        return nil
    }

    /// Calls `body` with each case's URL and its path parameter names (`FlatCases`).
    @inline(__always)
    private func forEachCase(_ body: (_ url: String, _ names: Slice<UnsafeBufferPointer<String>>) -> Void) {
        flat.urls.withUnsafeBufferPointer { urls in
            flat.names.withUnsafeBufferPointer { names in
                flat.ranges.withUnsafeBufferPointer { ranges in
                    for index in urls.indices { body(urls[index], names[ranges[index]]) }
                }
            }
        }
    }

    /// navsim: `match(_:)`, each path parameter by name (`value(_:)`), then the query items
    /// among the match's `parameters`.
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func matchWithNavsim() {
        forEachCase { url, names in
            guard case .matched(let match) = table.match(url) else { return }
            sink &+= match.routeIndex
            for name in names { sink &+= match.value(name)?.string.utf8.count ?? 0 }
            for parameter in match.parameters where parameter.source == .query {
                sink &+= parameter.name.utf8.count &+ parameter.value.string.utf8.count
            }
        }
    }

    /// RoutingKit, as an app drives it (`PeerRouters.routeWithRoutingKit`): the route, each
    /// path parameter by name, then the query items the app parsed.
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func routeWithRoutingKit() {
        forEachCase { url, names in
            var parameters = RoutingKit.Parameters()
            guard let found = peers.routeWithRoutingKit(url, &parameters) else { return }
            sink &+= found.value
            for name in names { sink &+= parameters.get(name)?.utf8.count ?? 0 }
            for (name, value) in found.query { sink &+= name.utf8.count &+ value.utf8.count }
        }
    }

    /// Hummingbird, as an app drives it (`PeerRouters.routeWithHummingbird`): the route, each
    /// path parameter by name (decoded), then the query items of its `URI`.
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func routeWithHummingbird() {
        forEachCase { url, names in
            guard let found = peers.routeWithHummingbird(url) else { return }
            sink &+= found.value
            for name in names { sink &+= found.parameters.get(name).map { PeerRouters.decoded($0) }?.utf8.count ?? 0 }
            for (name, value) in found.uri.queryParameters { sink &+= name.utf8.count &+ value.utf8.count }
        }
    }

    func run(runs: Int, rounds: Int) -> Result {
        let operations = rounds * cases.count
        var navsim: [Double] = [], kit: [Double] = [], bird: [Double] = []
        // Interleaved, so that a burst of load from elsewhere on the machine hits all three alike.
        for _ in 0..<runs {
            navsim.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { matchWithNavsim() } })
            kit.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { routeWithRoutingKit() } })
            bird.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { routeWithHummingbird() } })
        }
        return Result(urls: cases.count, misses: cases.filter { $0.route == nil }.count,
                      withQuery: cases.filter { $0.url.contains("?") }.count,
                      navsimNanoseconds: median(navsim), routingKitNanoseconds: median(kit), hummingbirdNanoseconds: median(bird))
    }
}
