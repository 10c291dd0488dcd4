@_spi(Internal) import Hummingbird
import HummingbirdCore
import NavRouting
import RoutingKit

/// One workload of the router comparison: the same full URL strings for navsim and both peers,
/// each URL's route (or none) and parameter values checked to agree before anything is timed,
/// and in the timed loops every router's result consumed: the route, and each path parameter
/// and query value read by name, decoded.
struct RouterComparison {
    struct Case {
        var url: String
        /// The route the URL must reach (the navsim route index, the peers' value), or nil: a miss.
        var route: Int?
        /// The path parameters the route captures, read by name.
        var names: [String]
        /// The query's names, read by name too.
        var queryNames: [String] = []
    }

    struct Result {
        var urls: Int
        var misses: Int
        var withQuery: Int
        /// navsim's `lookup(_:)`, values read by name: the number compared with the peers.
        var navsimNanoseconds: Double
        /// navsim's `match(_:)`, values read by name (`RouteMatch.string(_:)`): what an app
        /// calling `match` pays. (Until the tenth session `match` built every field of the
        /// `RouteMatch`; `buildMatchWithNavsim` still measures that, outside the JSON.)
        var navsimMatchNanoseconds: Double
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

    /// Every case's URL in one array and every name in another, each case's names a range of
    /// it: the timed loops walk three arrays rather than each case's own two arrays of names,
    /// whose buffers were retained and released per URL (atomic operations, harness work that
    /// every router's loop would otherwise pay alike).
    private struct FlatCases {
        let urls: [String]
        let names: [String]
        /// Per case: its path names, then its query names, as ranges of `names`.
        let ranges: [(path: Range<Int>, query: Range<Int>)]

        init(_ cases: [Case]) {
            var names: [String] = [], ranges: [(path: Range<Int>, query: Range<Int>)] = []
            for item in cases {
                let pathStart = names.count
                names += item.names
                let queryStart = names.count
                names += item.queryNames
                ranges.append((pathStart..<queryStart, queryStart..<names.count))
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
        let lookup = table.lookup(item.url)
        for name in item.names {
            let values = [navsim?.value(name)?.string, lookup.value(name, in: table), kitParameters.get(name),
                          bird?.parameters.get(name).map { PeerRouters.decoded($0) }, navsim?.string(name)]
            if Set(values.map { $0 ?? "<none>" }).count != 1 {
                return "\(item.url): parameter \(name): navsim \(values[0] ?? "none") (lookup \(values[1] ?? "none"), "
                    + "string \(values[4] ?? "none")), RoutingKit \(values[2] ?? "none"), Hummingbird \(values[3] ?? "none")"
            }
        }
        // Hummingbird's query reader does not read `+` as a space: its query values are read, not compared.
        for name in item.queryNames {
            let values = [navsim?.value(name)?.string, lookup.value(name, in: table), kit?.query.last { $0.0 == name }?.1, navsim?.string(name)]
            if Set(values.map { $0 ?? "<none>" }).count != 1 {
                return "\(item.url): query \(name): navsim \(values[0] ?? "none") (lookup \(values[1] ?? "none"), string \(values[3] ?? "none")), "
                    + "RoutingKit \(values[2] ?? "none")"
            }
        }
        return nil
    }

    /// Calls `body` with each case's URL and its path and query names (`FlatCases`).
    @inline(__always)
    private func forEachCase(_ body: (_ url: String, _ names: Slice<UnsafeBufferPointer<String>>,
                                      _ queryNames: Slice<UnsafeBufferPointer<String>>) -> Void) {
        flat.urls.withUnsafeBufferPointer { urls in
            flat.names.withUnsafeBufferPointer { names in
                flat.ranges.withUnsafeBufferPointer { ranges in
                    for index in urls.indices { body(urls[index], names[ranges[index].path], names[ranges[index].query]) }
                }
            }
        }
    }

    /// navsim: URL string in (`lookup`); route, each value by name out.
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func matchWithNavsim() {
        forEachCase { url, names, queryNames in
            let lookup = table.lookup(url)
            guard let route = lookup.routeIndex else { return }
            sink &+= route
            for name in names { sink &+= lookup.value(name, in: table)?.utf8.count ?? 0 }
            for name in queryNames { sink &+= lookup.value(name, in: table)?.utf8.count ?? 0 }
        }
    }

    /// navsim's `match`: the `RouteMatch` (which holds byte ranges of the URL until a field is
    /// read), its route and each value read by name.
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func matchWithNavsimMatch() {
        forEachCase { url, names, queryNames in
            guard case .matched(let match) = table.match(url) else { return }
            sink &+= match.routeIndex
            for name in names { sink &+= match.string(name)?.utf8.count ?? 0 }
            for name in queryNames { sink &+= match.string(name)?.utf8.count ?? 0 }
        }
    }

    /// navsim's `match` with every field of the `RouteMatch` built (`built`), values read from
    /// it: what `match` cost until it kept the URL's byte ranges (`--time ROUTER-navsimbuilt`).
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func buildMatchWithNavsim() {
        forEachCase { url, names, queryNames in
            guard case .matched(let found) = table.match(url) else { return }
            let match = found.built
            sink &+= match.routeIndex
            for name in names { sink &+= match.value(name)?.string.utf8.count ?? 0 }
            for name in queryNames { sink &+= match.value(name)?.string.utf8.count ?? 0 }
        }
    }

    /// RoutingKit, as an app drives it (`PeerRouters.routeWithRoutingKit`).
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func routeWithRoutingKit() {
        forEachCase { url, names, queryNames in
            var parameters = RoutingKit.Parameters()
            guard let found = peers.routeWithRoutingKit(url, &parameters) else { return }
            sink &+= found.value
            for name in names { sink &+= parameters.get(name)?.utf8.count ?? 0 }
            for name in queryNames { sink &+= found.query.last { $0.0 == name }?.1.utf8.count ?? 0 }
        }
    }

    /// Hummingbird, as an app drives it (`PeerRouters.routeWithHummingbird`).
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func routeWithHummingbird() {
        forEachCase { url, names, queryNames in
            guard let found = peers.routeWithHummingbird(url) else { return }
            sink &+= found.value
            for name in names { sink &+= found.parameters.get(name).map { PeerRouters.decoded($0) }?.utf8.count ?? 0 }
            if !queryNames.isEmpty {
                let query = found.uri.queryParameters
                for name in queryNames { sink &+= query.get(name)?.utf8.count ?? 0 }
            }
        }
    }

    func run(runs: Int, rounds: Int) -> Result {
        let operations = rounds * cases.count
        var navsim: [Double] = [], navsimMatch: [Double] = [], kit: [Double] = [], bird: [Double] = []
        // Interleaved, so that a burst of load from elsewhere on the machine hits all three alike.
        for _ in 0..<runs {
            navsim.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { matchWithNavsim() } })
            navsimMatch.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { matchWithNavsimMatch() } })
            kit.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { routeWithRoutingKit() } })
            bird.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { routeWithHummingbird() } })
        }
        return Result(urls: cases.count, misses: cases.filter { $0.route == nil }.count,
                      withQuery: cases.filter { $0.url.contains("?") }.count,
                      navsimNanoseconds: median(navsim), navsimMatchNanoseconds: median(navsimMatch), routingKitNanoseconds: median(kit), hummingbirdNanoseconds: median(bird))
    }
}
