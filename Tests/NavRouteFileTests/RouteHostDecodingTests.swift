import Testing
@testable import NavRouteFile
import NavSupport

/// A route's `host` and the patterns `domains` takes: the accepted forms decode clean, and each
/// malformed one is an error at the value's line and column.
@Suite struct RouteHostDecodingTests {
    @Test(arguments: [
        ("www.kickstarter.com", []),
        ("*.example.com", []),
        ("{lang}.wikipedia.org", []),
        ("{lang}.{site}.org", []),
        ("www..example.com", [#"f:1:35: error: routes[0].host: the host "www..example.com" has an empty label at column 5: a host is labels joined by single dots"#]),
        (".example.com", [#"f:1:35: error: routes[0].host: the host ".example.com" has an empty label at column 1: a host is labels joined by single dots"#]),
        ("example.com.", [#"f:1:35: error: routes[0].host: the host "example.com." has an empty label at column 13: a host is labels joined by single dots"#]),
        ("{lang}-m.wikipedia.org", [#"f:1:35: error: routes[0].host: the host "{lang}-m.wikipedia.org" has "{lang}-m" at column 1: a placeholder is a whole label, {name}, such as {lang}.wikipedia.org"#]),
        ("www.{}.org", [#"f:1:35: error: routes[0].host: the host "www.{}.org" has "{}" at column 5: a placeholder is a whole label, {name}, such as {lang}.wikipedia.org"#]),
        ("{a}.{a}.org", [#"f:1:35: error: routes[0].host: the host "{a}.{a}.org" uses the placeholder {a} twice"#]),
        ("a.*.example.com", [#"f:1:35: error: routes[0].host: the host "a.*.example.com" has "*" at column 3: a label holds letters, digits and '-'; write the host alone, without a scheme, port or path; * is allowed only as a whole first label, *.example.com"#]),
        ("https://example.com", [#"f:1:35: error: routes[0].host: the host "https://example.com" has ":" at column 6: a label holds letters, digits and '-'; write the host alone, without a scheme, port or path"#]),
    ] as [(String, [String])])
    func routeHost(host: String, expected: [String]) {
        let json = #"{"routes": [{"path": "a", "host": "\#(host)"}]}"#
        #expect(renderedDiagnostics(json) == expected)
    }

    @Test func aRouteKeepsItsHost() throws {
        let decoded = RouteFileDecoder.decode(try JSONDocument(parsing: #"{"routes": [{"path": "a", "host": "{lang}.wikipedia.org"}]}"#))
        #expect(decoded.routeFile.routes.first?.host == "{lang}.wikipedia.org")
        // The route table reads it from the decoded route: no second copy to keep in step.
        #expect(decoded.routeFile.routes.first?.matching.host == "{lang}.wikipedia.org")
    }

    @Test(arguments: [
        ("*.example.com", []),
        ("{lang}.wikipedia.org", []),
        ("*.{lang}.example.com", []),
        ("x*.example.com", [#"f:1:14: error: domains[0]: the host "x*.example.com" has "*" at column 2: a label holds letters, digits and '-'; write the host alone, without a scheme, port or path; * is allowed only as a whole first label, *.example.com"#]),
        ("{lang}wiki.example.org", [#"f:1:14: error: domains[0]: the host "{lang}wiki.example.org" has "{lang}wiki" at column 1: a placeholder is a whole label, {name}, such as {lang}.wikipedia.org"#]),
        ("*..example.com", [#"f:1:14: error: domains[0]: the host "*..example.com" has an empty label at column 3: a host is labels joined by single dots"#]),
    ] as [(String, [String])])
    func domainPattern(domain: String, expected: [String]) {
        #expect(renderedDiagnostics(#"{"domains": ["\#(domain)"], "routes": []}"#) == expected)
    }
}
