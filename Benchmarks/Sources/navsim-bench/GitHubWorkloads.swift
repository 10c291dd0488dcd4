import Foundation
import NavRouting

/// The GitHub API route set (142 paths), each filled with concrete values, as three workloads:
/// `github` (each route once, hits only: the original benchmark), `mix` (153 hits, 25 misses,
/// a quarter with a query) and `escaped` (an escaped query on every URL, escaped path values on
/// every other one). navsim reads the universal link `https://api.github.com/...` (default
/// scheme `github`, domain `api.github.com`); the peers get the same string.
struct GitHubWorkloads {
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
    /// A query as analytics links carry it: a space, an escaped slash, non-ASCII, a `+`.
    static let escapedQuery = "?utm_source=news%20letter&utm_campaign=spring%2Fsale&q=caf%C3%A9+cr%C3%A8me"
    /// Appended to every path value of every other escaped URL: " café" escaped.
    static let escapedSuffix = "%20caf%C3%A9"

    let patterns: [String]
    let table: RouteTable
    let peers: PeerRouters

    init(routesFile: String) throws {
        patterns = try String(contentsOfFile: routesFile, encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        table = try RouteTable(routes: patterns.enumerated().map { RouteSpec(path: $1, index: $0) },
                               options: MatchingOptions(defaultScheme: "github", domains: [Self.host]))
        peers = PeerRouters(patterns.enumerated().map { PeerRouters.Entry(scheme: nil, path: $1, value: $0) },
                            settings: PeerRouters.Settings(defaultScheme: "github", domains: [Self.host]))
        if peers.skipped > 0 { fail("the peers could not register \(peers.skipped) GitHub routes") }
    }

    /// The path of route `index` with each `:name` replaced by `value(name)`.
    func path(_ index: Int, _ value: (String) -> String) -> String {
        "/" + patterns[index].split(separator: "/").map { $0.hasPrefix(":") ? value(String($0.dropFirst())) : String($0) }
            .joined(separator: "/")
    }

    func names(_ index: Int) -> [String] {
        patterns[index].split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }

    func url(_ path: String) -> String { "https://\(Self.host)\(path)" }

    func comparison(_ name: String, _ cases: [RouterComparison.Case]) -> RouterComparison {
        RouterComparison(name: name, cases: cases, table: table, peers: peers)
    }

    /// Every route once, hit-only, no query: the benchmark as it was, for continuity.
    var github: RouterComparison {
        comparison("github", patterns.indices.map { index in
            RouterComparison.Case(url: url(path(index) { Self.values[$0, default: "value-\($0)"] }), route: index, names: names(index))
        })
    }

    /// 153 hits (every route, and 11 again with other values), 25 misses (a literal of a real
    /// route changed), every fourth URL with a query.
    var mix: RouterComparison {
        var hits = patterns.indices.map { index in
            RouterComparison.Case(url: url(path(index) { Self.values[$0, default: "value-\($0)"] }), route: index, names: names(index))
        }
        for index in stride(from: 3, to: patterns.count, by: 13).prefix(11) {
            hits.append(RouterComparison.Case(url: url(path(index) { Self.values[$0, default: "value-\($0)"] + "2" }), route: index,
                                              names: names(index)))
        }
        var misses: [RouterComparison.Case] = []
        for index in stride(from: 1, to: patterns.count, by: 1) where misses.count < 25 {
            // The last literal after the first segment becomes one no route has.
            var pieces = patterns[index].split(separator: "/").map(String.init)
            guard let last = pieces.indices.dropFirst().last(where: { !pieces[$0].hasPrefix(":") }), index % 5 == 1 else { continue }
            pieces[last] = pieces[last] + "-missing"
            let missing = url("/" + pieces.map { $0.hasPrefix(":") ? Self.values[String($0.dropFirst()), default: "v"] : $0 }
                .joined(separator: "/"))
            if table.match(missing).match == nil { misses.append(RouterComparison.Case(url: missing, route: nil, names: [])) }
        }
        var cases: [RouterComparison.Case] = []
        var missIterator = misses.makeIterator()
        for (offset, hit) in hits.enumerated() {
            cases.append(hit)
            if offset % 6 == 5, let miss = missIterator.next() { cases.append(miss) }
        }
        while let miss = missIterator.next() { cases.append(miss) }
        for offset in cases.indices where offset % 4 == 3 {
            cases[offset].url += "?page=2&per_page=100"
            cases[offset].queryNames = ["page", "per_page"]
        }
        return comparison("mix", cases)
    }

    /// Every route once, each URL with `escapedQuery`, every other one with escaped path values.
    var escaped: RouterComparison {
        comparison("escaped", patterns.indices.map { index in
            let suffix = index % 2 == 0 ? Self.escapedSuffix : ""
            return RouterComparison.Case(url: url(path(index) { Self.values[$0, default: "value-\($0)"] + suffix }) + Self.escapedQuery,
                                         route: index, names: names(index), queryNames: ["utm_source", "utm_campaign", "q"])
        })
    }
}
