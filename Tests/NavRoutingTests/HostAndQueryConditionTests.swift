import Testing
@testable import NavRouting
import NavProfiles

/// A route's `host`, `domains` patterns, `where` on a query item and JLRoutes' `where` on
/// `wildcard`: each case through `match` (the byte reader and the trie), `lookup`, and the
/// general reader with the reference `EndpointMatcher`, which must all agree.
@Suite struct HostAndQueryConditionTests {
    /// Kickstarter's and Wikipedia's shapes, in one table.
    static func appTable() throws -> RouteTable {
        let routes = [
            RouteSpec(path: "projects/:creator/:slug", index: 0, host: "www.kickstarter.com"),
            RouteSpec(path: "wiki/:title", constraints: ["lang": "^[a-z]{2,3}$"], index: 1, host: "{lang}.wikipedia.org"),
            RouteSpec(path: "w/index.php", constraints: ["action": "^history$"], index: 2),
            RouteSpec(path: "w/index.php", constraints: ["search": "."], index: 3),
            RouteSpec(path: "w/index.php", index: 4),
            RouteSpec(path: "help/:topic", index: 5, host: "*.example.com"),
            RouteSpec(path: "other", index: 6),
        ]
        return try RouteTable(routes: routes, options: MatchingOptions(defaultScheme: "ksr", domains: ["www.kickstarter.com"]))
    }

    struct Case: Sendable, CustomStringConvertible {
        let url: String
        let route: Int?
        /// `name=value@source`, in the match's order.
        let parameters: [String]
        var description: String { url }
        init(_ url: String, _ route: Int?, _ parameters: [String] = []) {
            self.url = url
            self.route = route
            self.parameters = parameters
        }
    }

    static let cases: [Case] = [
        // A literal host, for a custom scheme and the web alike; never a path component.
        Case("ksr://www.kickstarter.com/projects/c/p", 0, ["creator=c@path", "slug=p@path"]),
        Case("KSR://WWW.Kickstarter.com/projects/c/p", 0, ["creator=c@path", "slug=p@path"]),
        Case("https://www.kickstarter.com/projects/c/p", 0, ["creator=c@path", "slug=p@path"]),
        // Without the host (or with another one) the route declines.
        Case("ksr://projects/c/p", nil),
        Case("ksr:///projects/c/p", nil),
        Case("ksr://kickstarter.com/projects/c/p", nil),
        // A placeholder captures one label, with source host; `where` constrains it.
        Case("https://en.wikipedia.org/wiki/Dog", 1, ["title=Dog@path", "lang=en@host"]),
        Case("ksr://ru.wikipedia.org/wiki/Cat", 1, ["title=Cat@path", "lang=ru@host"]),
        Case("https://english.wikipedia.org/wiki/Dog", nil),
        Case("https://en.m.wikipedia.org/wiki/Dog", nil),
        Case("https://wikipedia.org/wiki/Dog", nil),
        // `*.` takes any subdomain, not the domain itself.
        Case("ksr://a.example.com/help/x", 5, ["topic=x@path"]),
        Case("https://a.b.example.com/help/x", 5, ["topic=x@path"]),
        Case("ksr://example.com/help/x", nil),
        // A route without `host` takes any host that is not a path component.
        Case("ksr://www.kickstarter.com/other", 6),
        Case("ksr://other", 6),
        // Query conditions: the item must be present and match.
        Case("ksr://w/index.php?title=Dog&action=history", 2, ["title=Dog@query", "action=history@query"]),
        Case("ksr://w/index.php?action=edit&title=Dog", 4, ["action=edit@query", "title=Dog@query"]),
        Case("ksr://w/index.php?search=dog", 3, ["search=dog@query"]),
        Case("ksr://w/index.php?search", 4, ["search=@query"]),
        Case("ksr://w/index.php?title=Dog", 4, ["title=Dog@query"]),
        Case("ksr://w/index.php", 4),
    ]

    @Test(arguments: cases)
    func hostsAndQueryConditions(_ testCase: Case) throws {
        let table = try Self.appTable()
        let outcome = table.match(testCase.url)
        #expect(outcome.match?.routeIndex == testCase.route)
        #expect(table.lookup(testCase.url).routeIndex == testCase.route)
        let parameters = outcome.match?.parameters.map { "\($0.name)=\($0.value)@\($0.source.rawValue)" } ?? []
        #expect(parameters == testCase.parameters)
        // The general reader and the reference matcher agree with the byte reader and the trie
        // (a web link on a host neither a domain nor a route's is not read at all).
        guard case .success(let request) = RouteRequest.parse(testCase.url, options: table.options) else {
            #expect(testCase.route == nil)
            return
        }
        #expect(table.matcher.match(request, in: table)?.routeIndex == testCase.route)
        let reference = table.endpoints.filter { endpoint in
            if case .success = table.endpointMatcher.match(endpoint, request) { return true }
            return false
        }.map(\.routeIndex)
        #expect(reference.first == testCase.route)
    }

    @Test func explanationsSayWhyAHostOrQueryDeclined() throws {
        let table = try Self.appTable()
        let hostLines = table.explain("ksr://projects/c/p").lines
        #expect(hostLines.contains("  routes[0] /projects/:creator/:slug: host: the route takes www.kickstarter.com and the URL has no host apart from its path"))
        let wrongHost = table.explain("https://english.wikipedia.org/wiki/Dog").lines
        #expect(wrongHost.first == "https://english.wikipedia.org/wiki/Dog → ksr://wiki/Dog (host english.wikipedia.org)")
        #expect(wrongHost.contains("  routes[1] /wiki/:title: declined: lang='english' does not match where /^[a-z]{2,3}$/"))
        let query = table.explain("ksr://w/index.php?title=Dog").lines
        #expect(query.contains("  routes[2] /w/index.php: declined: the query has no 'action' (where /^history$/ needs it)"))
    }

    @Test func domainPatternsAreDomains() throws {
        let options = MatchingOptions(defaultScheme: "wiki", domains: ["{lang}.wikipedia.org", "*.wikimedia.org"])
        let table = try RouteTable(routes: [RouteSpec(path: "wiki/:title", index: 0)], options: options)
        for url in ["https://en.wikipedia.org/wiki/Dog", "wiki://de.wikipedia.org/wiki/Dog", "https://commons.wikimedia.org/wiki/Dog"] {
            let match = try #require(table.match(url).match, "\(url)")
            #expect(match.request.components == ["wiki", "Dog"])
            // A domain pattern's placeholder captures nothing.
            #expect(match.parameters.map(\.name) == ["title"])
        }
        // Not a domain: refused on the web, and for a custom scheme the host is the first component.
        #expect(table.match("https://en.m.wikipedia.org/wiki/Dog").match == nil)
        #expect(table.match("wiki://wikipedia.org/wiki/Dog").match == nil)
    }

    @Test func aWhereNamingNoQueryItemIsAnError() {
        #expect(throws: TableErrors.self) {
            try RouteTable(routes: [RouteSpec(path: "a", constraints: ["a b": "x"], index: 0)])
        }
        #expect(throws: TableErrors.self) {
            try RouteTable(routes: [RouteSpec(path: "a", index: 0, host: "a..b")])
        }
    }

    @Test func routesWithoutHostReadNoHostFacts() throws {
        let table = try table(["/a/:id", "/b"])
        #expect(table.options.routeHosts.isEmpty)
        #expect(table.trie.hasQueryConditions == false)
        #expect(table.match("app://a/1").routeIndex == 0)
    }

    /// JLRoutes README: `/wildcard/*` whose handler accepts only when the first component is `joker`.
    @Test(arguments: [
        ("myapp://wildcard/joker", 0), ("myapp://wildcard/joker/card/x", 0), ("myapp://wildcard/jokers", 1),
        ("myapp://wildcard/queen", 1), ("myapp://wildcard", 1),
    ] as [(String, Int?)])
    func jlroutesDeclinesOnTheWildcardComponents(url: String, expected: Int?) throws {
        let routes = [RouteSpec(path: "/wildcard/*", constraints: ["wildcard": "^joker(/|$)"], index: 0),
                      RouteSpec(path: "/wildcard/*", index: 1)]
        let table = try RouteTable(routes: routes, options: MatchingOptions(profile: .jlroutes, defaultScheme: "myapp"))
        #expect(table.match(url).match?.routeIndex == expected)
    }

    /// Under navsim, `wildcard` is no special name: it is a query condition.
    @Test func navsimReadsWhereOnWildcardAsAQueryItem() throws {
        let routes = [RouteSpec(path: "/wildcard/*", constraints: ["wildcard": "^joker"], index: 0), RouteSpec(path: "/wildcard/*", index: 1)]
        let table = try RouteTable(routes: routes, options: MatchingOptions(defaultScheme: "myapp"))
        #expect(table.match("myapp://wildcard/joker").match?.routeIndex == 1)
        #expect(table.match("myapp://wildcard/x?wildcard=joker").match?.routeIndex == 0)
    }
}

extension RouteSpec {
    init(path: String, constraints: [String: String] = [:], index: Int, host: String?) {
        self.init(path: path, constraints: constraints, index: index)
        self.host = host
    }
}
