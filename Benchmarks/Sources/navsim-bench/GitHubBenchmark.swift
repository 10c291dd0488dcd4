import Foundation
import NavRouting
import RoutingKit

/// The GitHub API route set (142 paths), each matched with concrete values, by navsim and by
/// RoutingKit's TrieRouter in the same process.
struct GitHubBenchmark {
    /// One route and the URL built from it.
    struct Case {
        var routeIndex: Int
        var pattern: String
        /// The path with concrete values (`/repos/octocat/hello-world/issues/1347`).
        var path: String
        /// What navsim is given: a full universal link.
        var url: String
        /// The path split as a RoutingKit user splits it.
        var components: [String]
    }

    struct Result {
        var routes: Int
        var navsimNanoseconds: Double
        var routingKitNanoseconds: Double
        /// RoutingKit's route step alone, on pre-split paths (for reference; not in the ratio).
        var routingKitRouteOnlyNanoseconds: Double
        var ratio: Double { routingKitNanoseconds / navsimNanoseconds }
    }

    static let host = "api.github.com"

    /// Concrete values for the route set's parameter names: none of them is a literal of the set,
    /// so a router without backtracking (RoutingKit) finds the same route as one with it.
    static let values: [String: String] = [
        "id": "42", "client_id": "0123abcd4567", "access_token": "ghp16C7e42F29",
        "owner": "octocat", "repo": "hello-world", "org": "github", "user": "mojombo",
        "sha": "6dcb09b5b578", "number": "1347", "assignee": "hubot", "name": "bug",
        "branch": "main", "ref": "v1.2.3", "repository": "linguist", "state": "open",
        "keyword": "router", "email": "octo@github.com", "target_user": "defunkt",
    ]

    let cases: [Case]
    let table: RouteTable
    let router: TrieRouter<Int>

    init(routesFile: String) throws {
        let lines = try String(contentsOfFile: routesFile, encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        var cases: [Case] = []
        let router = TrieRouter(Int.self)
        for (index, pattern) in lines.enumerated() {
            let components = pattern.split(separator: "/").map { piece -> String in
                piece.hasPrefix(":") ? Self.values[String(piece.dropFirst()), default: "value-\(piece.dropFirst())"] : String(piece)
            }
            let path = "/" + components.joined(separator: "/")
            cases.append(Case(routeIndex: index, pattern: pattern, path: path, url: "https://\(Self.host)\(path)",
                              components: components))
            router.register(index, at: pattern.pathComponents)
        }
        self.cases = cases
        self.router = router
        let specs = lines.enumerated().map { RouteSpec(path: $1, index: $0) }
        table = try RouteTable(routes: specs, options: MatchingOptions(defaultScheme: "github", domains: [Self.host]))
    }

    /// Both routers must pick the route each URL was built from, with the same parameter values.
    func checkAgreement() {
        var problems: [String] = []
        for item in cases {
            var parameters = Parameters()
            let routed = router.route(path: item.path.split(separator: "/").map(String.init), parameters: &parameters)
            guard let match = table.match(item.url).match else {
                problems.append("navsim matches nothing for \(item.url) (route \(item.pattern))")
                continue
            }
            if routed != item.routeIndex || match.routeIndex != item.routeIndex {
                problems.append("\(item.url): navsim picks route \(match.routeIndex), RoutingKit \(routed.map(String.init) ?? "nothing"), built from \(item.routeIndex) \(item.pattern)")
                continue
            }
            var navsimValues: [String: String] = [:]
            for parameter in match.parameters where parameter.source == .path { navsimValues[parameter.name] = parameter.value.string }
            var kitValues: [String: String] = [:]
            for name in parameters.allNames { kitValues[name] = parameters.get(name) }
            if navsimValues != kitValues {
                problems.append("\(item.url): navsim parameters \(navsimValues.sorted { $0.key < $1.key }), RoutingKit \(kitValues.sorted { $0.key < $1.key })")
            }
        }
        if !problems.isEmpty {
            fail("navsim and RoutingKit disagree on \(problems.count) of \(cases.count) GitHub URLs:\n  " + problems.joined(separator: "\n  "))
        }
    }

    /// navsim's work for one round: each URL string in, route and parameters out.
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func matchEveryURL() {
        for item in cases {
            if case .matched(let match) = table.match(item.url) { sink &+= match.routeIndex &+ match.parameters.count }
        }
    }

    /// RoutingKit's work for one round, as its users do it: split the path, then route.
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func routeEveryPath() {
        for item in cases {
            var parameters = Parameters()
            if let index = router.route(path: item.path.split(separator: "/").map(String.init), parameters: &parameters) {
                sink &+= index
            }
        }
    }

    /// RoutingKit's route step alone, on paths split beforehand.
    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func routeEverySplitPath() {
        for item in cases {
            var parameters = Parameters()
            if let index = router.route(path: item.components, parameters: &parameters) { sink &+= index }
        }
    }

    func run(runs: Int, rounds: Int) -> Result {
        let operations = rounds * cases.count
        var navsim: [Double] = [], kit: [Double] = [], kitRoute: [Double] = []
        // Interleaved, so that a burst of load from elsewhere on the machine hits all three alike.
        for _ in 0..<runs {
            navsim.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { matchEveryURL() } })
            kit.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { routeEveryPath() } })
            kitRoute.append(medianNanoseconds(runs: 1, operations: operations) { for _ in 0..<rounds { routeEverySplitPath() } })
        }
        return Result(routes: cases.count, navsimNanoseconds: median(navsim), routingKitNanoseconds: median(kit),
                      routingKitRouteOnlyNanoseconds: median(kitRoute))
    }
}
