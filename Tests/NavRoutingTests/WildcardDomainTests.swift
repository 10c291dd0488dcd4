import Testing
@testable import NavRouting

/// A wildcard domain (`*.example.com`, from a wildcard association in `links`) routes every
/// subdomain's web links, as iOS and Android hand them to the app; `lookup`, `match` and
/// `RouteRequest.parse` read every URL alike.
@Suite struct WildcardDomainTests {
    static func table(_ treatHostAsPath: HostAsPath) throws -> RouteTable {
        try RouteTable(routes: [RouteSpec(path: "/items/:id", index: 0), RouteSpec(path: "/:a/items/:id", index: 1)],
                       options: MatchingOptions(treatHostAsPath: treatHostAsPath, defaultScheme: "app", domains: ["*.example.com", "plain.org"]))
    }

    @Test func aSubdomainWebLinkRoutesLikeTheAppsScheme() throws {
        let table = try Self.table(.auto)
        for url in ["https://a.example.com/items/1", "https://A.B.Example.com/items/1", "http://a.example.com:8080/items/1"] {
            let match = try #require(table.match(url).match, "\(url)")
            #expect(match.routeIndex == 0)
            #expect(match.request.isUniversalLink)
            #expect(match.request.scheme == "app")
        }
        // The wildcard covers subdomains only (Apple: not example.com itself), and only web links.
        for url in ["https://example.com/items/1", "https://.example.com/items/1", "https://badexample.com/items/1"] {
            #expect(table.match(url).match == nil, "\(url)")
        }
        #expect(table.match("app://a.example.com/items/1").match?.routeIndex == 1)
    }

    @Test(arguments: [HostAsPath.auto, .always, .never])
    func lookupAndMatchAgree(mode: HostAsPath) throws {
        let table = try Self.table(mode)
        for start in ["https://a.example.com", "https://example.com", "http://x.y.example.com:80", "app://a.example.com",
                      "https://plain.org", "https://u@a.example.com", "https://a.example.com."] {
            for path in ["/items/1", "/b/items/2", ""] {
                let url = start + path
                #expect(table.lookup(url).routeIndex == table.match(url).match?.routeIndex, "\(mode) \(url)")
                if let match = table.match(url).match {
                    let general = try RouteRequest.parse(url, options: table.options).get()
                    #expect(match.request.isUniversalLink == general.isUniversalLink, "\(mode) \(url)")
                    #expect(match.request.components == general.components, "\(mode) \(url)")
                }
            }
        }
    }
}
