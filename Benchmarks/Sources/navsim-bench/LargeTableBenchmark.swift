import NavRouting

/// A generated table of 10,000 routes in the shapes real route files use (literals, parameters,
/// typed parameters, trailing and middle wildcards, optional groups, `{Screen}` prefixes, several
/// schemes, a few priorities), one URL per route and about one miss per ten routes.
struct LargeTableBenchmark {
    struct Result {
        var routes: Int
        var endpoints: Int
        var urls: Int
        var misses: Int
        var compileMilliseconds: Double
        /// navsim on every URL, misses included.
        var matchNanoseconds: Double
        /// VmRSS of the whole process right after the table was compiled.
        var residentMegabytes: Double
        /// VmRSS before the route specs and URLs were generated.
        var baselineMegabytes: Double
        /// What the table and its inputs (specs, URLs) add to the process: the difference.
        var tableMegabytes: Double { residentMegabytes - baselineMegabytes }
        /// The three routers on the URLs where the peers, given each endpoint in their own
        /// syntax, reach navsim's route (`RouterComparison`).
        var peers: RouterComparison.Result
    }

    static let words = [
        "users", "orders", "products", "cart", "checkout", "search", "settings", "profile", "inbox",
        "messages", "feed", "stories", "videos", "photos", "albums", "events", "tickets", "hotels",
        "flights", "cars", "reviews", "offers", "coupons", "wallet", "payments", "invoices", "support",
        "help", "faq", "articles", "news", "topics", "groups", "teams", "projects", "tasks", "boards",
        "files", "folders", "shares", "invites", "friends", "followers", "likes", "comments", "tags",
        "maps", "places", "stores", "brands", "categories", "deals", "lists", "notes", "reminders",
    ]
    static let schemes: [String?] = [nil, nil, nil, nil, nil, nil, nil, "shop", "admin", "promo"]
    static let schemeSettings = ["promo": SchemeSettings(fallbackToGlobal: true)]
    static let options = MatchingOptions(defaultScheme: "app", domains: ["app.example.com"])

    let specs: [RouteSpec]
    /// One URL per route, then the misses.
    let urls: [String]
    let misses: Int

    init(routes count: Int, seed: UInt64 = 0x6E61_7673_696D) {
        var random = SplitMix64(seed: seed)
        var specs: [RouteSpec] = []
        var urls: [String] = []
        specs.reserveCapacity(count)
        for index in 0..<count {
            let (path, url) = Self.route(index, &random)
            let scheme = Self.schemes[Int(random.next() % UInt64(Self.schemes.count))]
            let priority = random.next() % 50 == 0 ? 5 : 0
            specs.append(RouteSpec(path: path, scheme: scheme, priority: priority, index: index))
            urls.append(Self.url(path: url, scheme: scheme, &random))
        }
        // About one miss per ten routes, from a generator of their own (the hits stay as they were):
        // a first segment no route has, in each of the URL forms.
        var missRandom = SplitMix64(seed: seed ^ 0x6D69_7373)
        let misses = count * 978 / 10_000
        for index in 0..<misses {
            let path = "/nowhere\(index % 97)/" + Self.word(&missRandom, numbered: false) + "/" + Self.value(&missRandom)
            urls.append(Self.url(path: path, scheme: Self.schemes[Int(missRandom.next() % UInt64(Self.schemes.count))], &missRandom))
        }
        self.specs = specs
        self.urls = urls
        self.misses = misses
    }

    /// A word, sometimes numbered, so the table has a wide first level (about 1,300 distinct
    /// first segments) and narrow deeper levels, as a big app's deep-link table does.
    static func word<R: RandomNumberGenerator>(_ random: inout R, numbered: Bool) -> String {
        let base = words[Int(random.next() % UInt64(words.count))]
        return numbered ? base + String(random.next() % 24) : base
    }

    static func value<R: RandomNumberGenerator>(_ random: inout R) -> String {
        "v" + String(random.next() % 100_000, radix: 36)
    }

    static func uuid<R: RandomNumberGenerator>(_ random: inout R) -> String {
        let hex = (0..<2).map { _ in String(random.next() | (1 << 63), radix: 16).uppercased() }.joined()
        let chars = Array(hex.prefix(32))
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }.joined(separator: "-")
    }

    /// The pattern of route `index` and a concrete path that it matches.
    static func route<R: RandomNumberGenerator>(_ index: Int, _ random: inout R) -> (pattern: String, url: String) {
        let first = word(&random, numbered: true), second = word(&random, numbered: false), third = word(&random, numbered: false)
        let id = value(&random), other = value(&random)
        switch random.next() % 20 {
        case 0, 1, 2:
            return ("/\(first)/\(second)/:id", "/\(first)/\(second)/\(id)")
        case 3, 4:
            return ("/\(first)/\(second)/:id/\(third)", "/\(first)/\(second)/\(id)/\(third)")
        case 5, 6:
            return ("/\(first)/\(second)", "/\(first)/\(second)")
        case 7:
            return ("/\(first)/\(second)/\(third)", "/\(first)/\(second)/\(third)")
        case 8, 9:
            let number = random.next() % 100_000
            return ("/\(first)/<int:id>/\(second)", "/\(first)/\(number)/\(second)")
        case 10:
            let uuid = uuid(&random)
            return ("/\(first)/:slug/\(second)/<uuid:item>", "/\(first)/\(id)/\(second)/\(uuid)")
        case 11:
            return ("/\(first)/\(second)/<float:x>", "/\(first)/\(second)/\(Double(random.next() % 10_000) / 100)")
        case 12, 13:
            let rest = (0..<Int(random.next() % 3)).map { _ in value(&random) }
            return ("/\(first)/\(second)/*", "/\(first)/\(second)" + rest.map { "/" + $0 }.joined())
        case 14:
            return ("/\(first)/files/<path:rest>", "/\(first)/files/\(id)/\(other)/readme.md")
        case 15:
            return ("/\(first)/*/\(second)/:id", "/\(first)/\(other)/\(second)/\(id)")
        case 16, 17:
            let page = random.next() % 20
            switch random.next() % 4 {
            case 0: return ("/\(first)/\(second)/:id(/edit)(/page/<int:page>)", "/\(first)/\(second)/\(id)")
            case 1: return ("/\(first)/\(second)/:id(/edit)(/page/<int:page>)", "/\(first)/\(second)/\(id)/edit")
            case 2: return ("/\(first)/\(second)/:id(/edit)(/page/<int:page>)", "/\(first)/\(second)/\(id)/page/\(page)")
            default: return ("/\(first)/\(second)/:id(/edit)(/page/<int:page>)", "/\(first)/\(second)/\(id)/edit/page/\(page)")
            }
        default:
            let screen = first.prefix(1).uppercased() + first.dropFirst()
            if random.next() % 2 == 0 {
                return ("\(first){\(screen)List}/:id{\(screen)Detail}/\(second){\(screen)Tab}", "/\(first)/\(id)")
            }
            return ("\(first){\(screen)List}/:id{\(screen)Detail}/\(second){\(screen)Tab}", "/\(first)/\(id)/\(second)")
        }
    }

    /// The URL as a user would type or tap it: the app's scheme, a universal link, a bare path,
    /// or another scheme's URL; one in five with a query.
    static func url<R: RandomNumberGenerator>(path: String, scheme: String?, _ random: inout R) -> String {
        var url: String
        if let scheme {
            url = "\(scheme):/" + path
        } else {
            switch random.next() % 3 {
            case 0: url = "app:/" + path
            case 1: url = "https://app.example.com" + path
            default: url = path
            }
        }
        if random.next() % 5 == 0 { url += "?ref=home&page=\(random.next() % 9)" }
        return url
    }

    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func compile() -> RouteTable {
        do {
            return try RouteTable(routes: specs, options: Self.options, schemes: Self.schemeSettings)
        } catch {
            fail("the generated table does not compile: \(error)")
        }
    }

    /// One round: every URL matched once as a handler uses the match
    /// (`RouterComparison.matchWithNavsim`; `everyURL` is `everyURL(table)`).
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func matchEveryURL(_ everyURL: RouterComparison) {
        everyURL.matchWithNavsim()
    }

    func run(runs: Int, rounds: Int, peerRounds: Int, baselineMegabytes: Double) -> Result {
        let table = compile()
        let resident = residentMegabytes() ?? 0
        // Every URL built from a route must match one; every miss must match none.
        let unmatched = urls.prefix(specs.count).filter { table.match($0).match == nil }
        if !unmatched.isEmpty { fail("\(unmatched.count) generated URLs match no route, e.g. \(unmatched.prefix(3))") }
        let matched = urls.dropFirst(specs.count).filter { table.match($0).match != nil }
        if !matched.isEmpty { fail("\(matched.count) generated misses match a route, e.g. \(matched.prefix(3))") }
        let compileTime = medianMilliseconds(runs: runs) { sink &+= compile().endpoints.count }
        let all = everyURL(table)
        let matchTime = medianNanoseconds(runs: runs, operations: rounds * urls.count) {
            for _ in 0..<rounds { matchEveryURL(all) }
        }
        let comparison = peerComparison(all)
        comparison.checkAgreement()
        return Result(routes: specs.count, endpoints: table.endpoints.count, urls: urls.count, misses: misses,
                      compileMilliseconds: compileTime, matchNanoseconds: matchTime, residentMegabytes: resident,
                      baselineMegabytes: baselineMegabytes, peers: comparison.run(runs: runs, rounds: peerRounds))
    }

    /// Each endpoint written for the peers (`:name` for every parameter, typed or not; `*` for
    /// one component; `**` for the rest, plus the path without it, since navsim's trailing `*`
    /// also takes nothing), and the URLs on which both peers reach navsim's route with the same
    /// values. A peer has no priorities, types or backtracking, so some URLs reach another
    /// route there: those are left out of this comparison (and counted), never timed for one
    /// router only.
    func peerComparison(_ all: RouterComparison) -> RouterComparison {
        RouterComparison(name: "large", cases: all.cases.filter { all.agreement($0) == nil }, table: all.table, peers: all.peers)
    }

    /// Every URL, misses included, with the names its route captures (and the query's), and
    /// the peers given every endpoint (see `peerComparison(_:)`).
    func everyURL(_ table: RouteTable) -> RouterComparison {
        var entries: [PeerRouters.Entry] = []
        for endpoint in table.endpoints {
            var pieces: [String] = []
            var restAt: Int?
            for marked in endpoint.pattern.segments {
                switch marked.segment {
                case .literal(let text): pieces.append(text)
                case .parameter(let name): pieces.append(":" + name)
                case .typed(_, .path), .rest:
                    restAt = pieces.count
                    pieces.append("**")
                case .typed(let name, _): pieces.append(":" + name)
                case .anyOne: pieces.append("*")
                }
            }
            entries.append(PeerRouters.Entry(scheme: endpoint.scheme, path: "/" + pieces.joined(separator: "/"), value: endpoint.routeIndex))
            if let restAt, case .rest = endpoint.pattern.segments.last?.segment {
                entries.append(PeerRouters.Entry(scheme: endpoint.scheme, path: "/" + pieces[..<restAt].joined(separator: "/"),
                                                 value: endpoint.routeIndex))
            }
        }
        let peers = PeerRouters(entries, settings: PeerRouters.Settings(
            defaultScheme: Self.options.defaultScheme ?? "", domains: Set(Self.options.domains),
            fallbackSchemes: Set(Self.schemeSettings.filter { $0.value.fallbackToGlobal }.keys)))
        return RouterComparison(name: "large", cases: urls.map { url in
            let match = table.match(url).match
            let names = match?.endpoint.pattern.segments.compactMap { marked -> String? in
                if case .typed(_, .path) = marked.segment { return nil }
                return marked.segment.parameterName
            } ?? []
            return RouterComparison.Case(url: url, route: match?.routeIndex, names: names,
                                         queryNames: url.contains("?") ? ["ref", "page"].filter { !names.contains($0) } : [])
        }, table: table, peers: peers)
    }
}
