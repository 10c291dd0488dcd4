import Testing
import PropertyBased
@testable import NavRouting

/// The navsim profile's reading of URLs (docs/route-file.md, "Matching"), checked on random
/// URLs against `ReferenceReading`, the rules written plainly over `Character`s, and on
/// examples with their expected values.
@Suite struct NavsimReadingTests {
    static let routes = [
        "/cities/:city", "/cities/:city/<int:id>", "/Hotels/<uuid:u>", "/f/<float:x>", "/files/<path:rest>",
        "/list/*", "/a/*/c", "/help/:topic#:anchor", "/docs#intro", "/\u{212A}elvin", "/caf\u{E9}", "/",
        "cities{Cities}/:city{City}/reviews{Reviews}", "/search/:q", "/x:y/:z", "/a+b/:p",
        "/\u{65E5}\u{672C}/:y", "/a b/:p", "/\u{212A}/:k", "/tags/*", "/n/<float:f>", "/s/:a/:b/:c/:d/:e/:f/:g/:h/:i",
    ]

    static func table(caseSensitive: Bool, treatHostAsPath: HostAsPath = .auto, defaultScheme: String = "app") throws -> RouteTable {
        var specs = routes.enumerated().map { RouteSpec(path: $1, priority: $0 == 5 ? 1 : 0, index: $0) }
        specs[13].defaults = ["q": "fallback", "z": "zed"]
        specs += [RouteSpec(path: "/foo/:id", scheme: "thing", index: routes.count),
                  RouteSpec(path: "/:id", scheme: "thing", index: routes.count + 1)]
        return try RouteTable(routes: specs, options: MatchingOptions(caseSensitive: caseSensitive, treatHostAsPath: treatHostAsPath,
                                                                      defaultScheme: defaultScheme, domains: ["app.example.com", "Sub.Example.org", "dev.local:8080"]),
                              schemes: ["thing": SchemeSettings(fallbackToGlobal: true)])
    }

    // Pieces that exercise every branch of the reader: schemes, authorities (domains, ports,
    // userinfo, IPv6, localhost, foreign web hosts, escapes, text that is not ASCII), escapes
    // (malformed, not UTF-8 once decoded, an escaped slash), `+`, case, non-ASCII text, a
    // combining or prepended mark next to a delimiter, whitespace and control characters.
    static let leads = ["", " ", "\t", "  ", "\u{3000}", "\u{A0}", " \u{301}", "\u{600}"]
    static let schemes = ["", "app:", "APP:", "thing:", "https:", "HTTP:", "http:", "HtTpS:", "https+x:", "httpx:", "x-y.z+1:", "1bad:",
                          "a b:", ":", "app:\u{301}", "a\u{301}:"]
    static let authorities = ["", "//", "//app.example.com", "//APP.Example.com:8080", "//u:p@app.example.com", "//localhost",
                              "//other.com", "//[::1]:80", "//ho%41st", "//sub.example.org", "//caf\u{E9}.com", "//cities",
                              "//dev.local:8080", "//dev.local", "//app.example.com.evil.com", "//caf%C3%A9", "//[x", "//a@b@c:1:2",
                              "/\u{301}/cities", "//h\u{301}@x", "//u@:80", "//u:@[x]:1"]
    static let segments = ["cities", "Paris", "paris", "42", "-7", "1e3", "2.5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                           "c%2Fd", "%41", "%zz", "caf\u{E9}", "cafe\u{301}", "\u{212A}elvin", "Kelvin", "kELVIN", "a+b",
                           "x:y", "@", "list", "a", "c", "Hotels", "hotels", "files", "help", "docs", "search", "", " ", "foo",
                           "%34%32", "caf%C3%A9", "CAF%C3%89", "%E6%97%A5%E6%9C%AC", "\u{65E5}\u{672C}", "\u{212A}", "%E2%84%AA",
                           "a%20b", "a b", "%2F", "%", "%4", "%FF", "%C0%80", "%ED%A0%80", "%00", "x%2By", "\u{301}x", "x\u{600}",
                           "\u{1F600}", "tags", "n", "s", "d", "1", "x\u{7F}"]
    static let queries = ["", "?a=1&b", "?q=a+b", "?%41=1", "?&&", "?x=1&x=2", "?", "?a==b&=c", "?q=caf\u{E9}",
                          "?utm_source=news%20letter&utm_medium=e+mail", "?q=caf%C3%A9&q=%FF", "?name=J%C3%BCrgen+M%C3%BCller",
                          "?x=\u{E9}&&y", "?a==b&=c+d", "?q=%zz%", "?k=\u{301}", "?\u{301}=x", "?q=a/b", "?a&\u{301}b=1",
                          "?q=first&a=2&q=3&b&c=4&d=5&e=6&f=7&g=8&h=9&i=10", "?a%26b=1&a=2&q%3D=3&%2Bq=4", "?K=k3&%E2%84%AA=k4"]
    static let fragments = ["", "#frag", "#%41", "#a#b", "#", "#intro", "#Intro", "#a+b", "#caf\u{E9}", "#%FF", "#\u{301}", "#f/g"]
    static let trails = ["", " ", "\n", "/", "\u{3000}", "\u{301}", "\u{600}", "  "]

    static func url(_ choice: [Int]) -> String {
        func pick(_ list: [String], _ index: Int) -> String { list[choice[index] % list.count] }
        var text = pick(leads, 0) + pick(schemes, 1) + pick(authorities, 2)
        for offset in 0..<(choice[3] % 6) { text += "/" + pick(segments, 4 + offset) }
        return text + pick(queries, 10) + pick(fragments, 11) + pick(trails, 12)
    }

    @Test(arguments: [true, false])
    func urlsReadAsTheRulesSay(caseSensitive: Bool) async throws {
        // A web default scheme too: "https://" is then the table's own scheme.
        let tables = [try Self.table(caseSensitive: caseSensitive), try Self.table(caseSensitive: caseSensitive, treatHostAsPath: .never),
                      try Self.table(caseSensitive: caseSensitive, treatHostAsPath: .always),
                      try Self.table(caseSensitive: caseSensitive, defaultScheme: "HTTPS"), try Self.table(caseSensitive: caseSensitive, defaultScheme: "http")]
        await propertyCheck(count: 3_000, input: Gen.int(in: 0...1_000).array(of: 13...13)) { choice in
            let input = Self.url(choice)
            for table in tables {
                let expected = ReferenceReading.match(input, in: table)
                let outcome = table.match(input)
                #expect(outcome == expected, "\(input.debugDescription)")
                #expect(table.lookup(input).routeIndex == expected.match?.routeIndex, "\(input.debugDescription)")
                #expect(RouteRequest.parse(input, options: table.options) == ReferenceReading.parse(input, options: table.options),
                        "\(input.debugDescription)")
                guard let match = outcome.match else { continue }
                for name in ["city", "id", "x", "rest", "topic", "anchor", "q", "a", "b", "z", "K", "\u{212A}", "nothing", ""] {
                    #expect(match.string(name) == match.parameters.first { $0.name == name }?.value.string, "\(input.debugDescription) \(name)")
                }
            }
        }
    }

    /// Paths whose slashes, runs of slashes, escapes and query start fall at every offset,
    /// with a '/' after '?' or '#' that must not split the path.
    @Test func pathsSplitOnEverySlashOfThePath() throws {
        let table = try Self.table(caseSensitive: true)
        let pieces = ["a", "list", "cities", "//", "/", "c%2Fd", "caf\u{E9}", "x:y", "abcdefgh", "abcdefghi"]
        for lead in 0..<9 {
            for first in pieces {
                for second in pieces {
                    for tail in ["", "?q=1", "?q=a/b", "#f", "#f/g", "/", "  "] {
                        let input = "app://" + String(repeating: "z", count: lead) + "/" + first + "/" + second + tail
                        #expect(table.match(input) == ReferenceReading.match(input, in: table), "\(input.debugDescription)")
                    }
                }
            }
        }
    }

    /// A long path is read whole: there is no limit on the number of components.
    @Test func aPathOfAnyLengthIsRead() throws {
        let table = try Self.table(caseSensitive: true)
        let input = "/list" + String(repeating: "/x", count: 200)
        let match = try #require(table.match(input).match)
        #expect(match.routeIndex == 5)
        #expect(match.wildcard == Array(repeating: "x", count: 200))
        #expect(table.lookup(input).routeIndex == 5)
    }

    @Test func escapedValuesAreDecoded() throws {
        let table = try Self.table(caseSensitive: true)
        let match = try #require(table.match("app://cities/S%C3%A3o%20Paulo?utm_source=a%26b&x=1+2#%23h").match)
        #expect(match.value("city") == .single("S\u{E3}o Paulo"))
        #expect(match.value("utm_source") == .single("a&b"))
        #expect(match.value("x") == .single("1 2"))
        #expect(match.request.fragment == "#h")
        #expect(match.request.components == ["cities", "S\u{E3}o Paulo"])
        // Not UTF-8 once decoded: as written. An escaped slash stays inside its component.
        #expect(table.match("/cities/%FF").match?.value("city") == .single("%FF"))
        #expect(table.match("/files/a%2Fb/c").match?.value("rest") == .single("a/b/c"))
        // `+` is a plus in the path, a space in the query.
        #expect(table.match("/search/a+b?q2=a+b").match?.parameters.map(\.value) == [.single("a+b"), .single("a b"), .single("zed")])
    }

    /// A delimiter joined by a combining mark (or after a prepended mark) into one `Character`
    /// does not split; whitespace is trimmed by `Character`s.
    @Test(arguments: [
        ("/cities/x/\u{301}y", 0), ("/cities/\u{301}x", nil), ("/cities\u{600}/x", nil), ("\u{3000}/cities/x", 0), (" \u{301}/cities/x", 0),
        ("/cities/x\u{3000}", 0), ("/cities/x?\u{301}=1", 0), ("app://cities\u{301}/x", nil),
    ] as [(String, Int?)])
    func charactersDecideTheDelimiters(input: String, route: Int?) throws {
        let table = try Self.table(caseSensitive: true)
        #expect(table.match(input).match?.routeIndex == route, "\(input.debugDescription)")
        #expect(table.match(input) == ReferenceReading.match(input, in: table))
    }

    /// Ignoring case, a component that is not ASCII is lowercased as a String.
    @Test func ignoringCaseLowercasesEveryComponent() throws {
        let table = try Self.table(caseSensitive: false)
        #expect(table.match("/CAF%C3%89").match?.routeIndex == 10)
        #expect(table.match("/\u{65E5}\u{672C}/Y").match?.value("y") == .single("Y"))
        let match = try #require(table.match("/%43ITIES/Paris%20Nord").match)
        #expect(match.routeIndex == 0 && match.value("city") == .single("Paris Nord"))
    }

    /// Hosts: a domain is dropped (and makes a universal link), a custom scheme's host is the
    /// first component, a foreign web host is refused with the domains listed.
    @Test func hostsAreReadAsTheRulesSay() throws {
        let table = try Self.table(caseSensitive: true)
        let universal = try #require(table.match("https://u:p@APP.example.com:443/cities/x").match)
        #expect(universal.request.isUniversalLink && universal.request.scheme == "app" && universal.request.droppedHost == "app.example.com")
        #expect(table.match("app://cities/x").match?.request.components == ["cities", "x"])
        #expect(table.match("thing://foo/7").match?.routeIndex == Self.routes.count)
        #expect(table.match("thing://ho%41st").match?.value("id") == .single("hoAst"))
        guard case .invalid(let error) = table.match("https://other.com/x") else { Issue.record("not refused"); return }
        #expect(error.message == "other.com is not one of this app's universal-link domains (domains: app.example.com, Sub.Example.org, dev.local:8080)")
    }

    /// String equality is canonical equivalence: U+212A KELVIN SIGN is "K", "e" + U+0301 is "é".
    @Test(arguments: [("/Kelvin", 9), ("/\u{212A}elvin", 9), ("/cafe\u{301}", 10), ("/caf\u{E9}", 10), ("/kelvin", nil)] as [(String, Int?)])
    func literalsCompareAsStrings(input: String, expected: Int?) throws {
        let table = try Self.table(caseSensitive: true)
        #expect(table.match(input).match?.routeIndex == expected)
        #expect(TrieAgreementTests.oracle(table, input)?.0 == table.match(input).match?.endpoint.order)
    }

    @Test func intParametersAcceptWhatIntAccepts() async {
        let pieces = ["+", "-", "0", "7", "9", "x", " ", "_", "9223372036854775807", "9223372036854775808", "\u{663}"]
        await propertyCheck(count: 500, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...4)) { choice in
            let text = choice.map { pieces[$0] }.joined()
            var copy = text
            let accepted = copy.withUTF8 { ParameterType.int.accepts(utf8: UnsafeRawBufferPointer($0)) }
            #expect(accepted == (Int(text) != nil), "\(text.debugDescription)")
        }
    }

    /// A match is plain data: query values are the last of their name wherever they are,
    /// repeated names are lists, a bare name reads "", defaults come last.
    @Test func matchedValuesFollowThePrecedence() throws {
        let table = try Self.table(caseSensitive: true)
        let match = try #require(table.match("/search/v?q=1&a=2&q=3&b&c=4&d=5&e=6&f=7&g=8&h=9&i=10&i=11&z").match)
        #expect(match.value("q") == .single("v")) // the path wins
        #expect(match.value("i") == .list(["10", "11"]) && match.string("i") == "11")
        #expect(match.string("b") == "" && match.string("z") == "" && match.string("a") == "2")
        #expect(match.parameters.map(\.source) == [.path] + Array(repeating: .query, count: 10))
        let defaulted = try #require(table.match("/search/v").match)
        #expect(defaulted.parameters == [MatchedParameter(name: "q", value: .single("v"), source: .path),
                                         MatchedParameter(name: "z", value: .single("zed"), source: .default)])
        let many = try #require(table.match("/s/1/2/3/4/5/6/7/8/9").match)
        #expect(many.string("a") == "1" && many.string("i") == "9")
    }

    /// Setting a field of a match keeps the others.
    @Test func settingAFieldKeepsTheOthers() throws {
        let table = try Self.table(caseSensitive: true)
        var match = try #require(table.match("/cities/paris/42?q=1").match)
        let request = match.request
        match.parameters.append(MatchedParameter(name: "extra", value: .single("1"), source: .default))
        #expect(match.request == request)
        #expect(match.parameters.map(\.name) == ["city", "id", "q", "extra"])
        #expect(match.string("extra") == "1" && match.string("city") == "paris")
        #expect(match.routeIndex == 1)
    }
}
