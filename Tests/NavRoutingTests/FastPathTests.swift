import Testing
import PropertyBased
@testable import NavRouting

/// navsim's byte-level fast path must give exactly what the general reader gives
/// (`RouteRequest.parse` plus the trie over decoded Strings), and fall back when it cannot.
@Suite struct FastPathTests {
    static let routes = [
        "/cities/:city", "/cities/:city/<int:id>", "/Hotels/<uuid:u>", "/f/<float:x>", "/files/<path:rest>",
        "/list/*", "/a/*/c", "/help/:topic#:anchor", "/docs#intro", "/\u{212A}elvin", "/caf\u{E9}", "/",
        "cities{Cities}/:city{City}/reviews{Reviews}", "/search/:q", "/x:y/:z", "/a+b/:p",
    ]

    static func table(caseSensitive: Bool, treatHostAsPath: HostAsPath = .auto, defaultScheme: String = "app") throws -> RouteTable {
        let specs = routes.enumerated().map { RouteSpec(path: $1, priority: $0 == 5 ? 1 : 0, index: $0) }
            + [RouteSpec(path: "/foo/:id", scheme: "thing", index: routes.count),
               RouteSpec(path: "/:id", scheme: "thing", index: routes.count + 1)]
        return try RouteTable(routes: specs, options: MatchingOptions(caseSensitive: caseSensitive, treatHostAsPath: treatHostAsPath,
                                                                      defaultScheme: defaultScheme, domains: ["app.example.com", "Sub.Example.org", "dev.local:8080"]),
                              schemes: ["thing": SchemeSettings(fallbackToGlobal: true)])
    }

    // Pieces that exercise every branch of the reader: schemes, authorities (domains, ports,
    // userinfo, IPv6, localhost, foreign web hosts), escapes, `+`, case, non-ASCII, whitespace.
    static let leads = ["", " ", "\t", "  "]
    static let schemes = ["", "app:", "APP:", "thing:", "https:", "HTTP:", "http:", "HtTpS:", "https+x:", "httpx:", "x-y.z+1:", "1bad:", "a b:", ":"]
    static let authorities = ["", "//", "//app.example.com", "//APP.Example.com:8080", "//u:p@app.example.com", "//localhost",
                              "//other.com", "//[::1]:80", "//ho%41st", "//sub.example.org", "//caf\u{E9}.com", "//cities",
                              "//dev.local:8080", "//dev.local", "//app.example.com.evil.com"]
    static let segments = ["cities", "Paris", "paris", "42", "-7", "1e3", "2.5", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                           "c%2Fd", "%41", "%zz", "caf\u{E9}", "cafe\u{301}", "\u{212A}elvin", "Kelvin", "kELVIN", "a+b",
                           "x:y", "@", "list", "a", "c", "Hotels", "hotels", "files", "help", "docs", "search", "", " ", "foo"]
    static let queries = ["", "?a=1&b", "?q=a+b", "?%41=1", "?&&", "?x=1&x=2", "?", "?a==b&=c", "?q=caf\u{E9}"]
    static let fragments = ["", "#frag", "#%41", "#a#b", "#", "#intro", "#Intro", "#a+b"]
    static let trails = ["", " ", "\n", "/"]

    static func url(_ choice: [Int]) -> String {
        func pick(_ list: [String], _ index: Int) -> String { list[choice[index] % list.count] }
        var text = pick(leads, 0) + pick(schemes, 1) + pick(authorities, 2)
        let count = choice[3] % 5
        for offset in 0..<count { text += "/" + pick(segments, 4 + offset) }
        return text + pick(queries, 9) + pick(fragments, 10) + pick(trails, 11)
    }

    @Test(arguments: [true, false])
    func fastPathAgreesWithTheGeneralReader(caseSensitive: Bool) async throws {
        // A web default scheme too: "https://" read from one word must still be the table's own scheme.
        let tables = [try Self.table(caseSensitive: caseSensitive), try Self.table(caseSensitive: caseSensitive, treatHostAsPath: .never),
                      try Self.table(caseSensitive: caseSensitive, treatHostAsPath: .always),
                      try Self.table(caseSensitive: caseSensitive, defaultScheme: "HTTPS"), try Self.table(caseSensitive: caseSensitive, defaultScheme: "http")]
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...1_000).array(of: 12...12)) { choice in
            let input = Self.url(choice)
            for table in tables {
                let general = table.matchReadingGenerally(input)
                #expect(table.match(input) == general, "\(input.debugDescription)")
                if let fast = table.fastNavsimMatch(input) { #expect(fast == general, "\(input.debugDescription)") }
            }
        }
    }

    @Test func webSchemePrefixesAreTheirText() {
        #expect(FastURLParts.httpsPrefix == FastURLParts.prefixWord("https://"))
        #expect(FastURLParts.httpPrefix == FastURLParts.prefixWord("http://"))
    }

    @Test(arguments: ["app://cities/paris", "/cities/paris/42?x=1&x=2#frag", "https://app.example.com/list/a/b",
                      "thing://foo/7", "  cities/paris  ", "https://SUB.example.ORG/help/login#reset", "app://",
                      "app:///c%2Fd", "caf\u{E9}", "app://a?q=a+b"])
    func commonURLsTakeTheFastPath(input: String) throws {
        let table = try Self.table(caseSensitive: true)
        let fast = try #require(table.fastNavsimMatch(input))
        #expect(fast == table.matchReadingGenerally(input))
    }

    @Test(arguments: ["app://ho%41st/x", "app://caf\u{E9}/x", "https://other.com/x", "\tapp://a", "app://a\u{7F}",
                      "/list" + String(repeating: "/x", count: FastURLParts.maximumComponents)])
    func unusualURLsFallBack(input: String) throws {
        let table = try Self.table(caseSensitive: true)
        #expect(table.fastNavsimMatch(input) == nil)
        #expect(table.match(input) == table.matchReadingGenerally(input))
    }

    @Test func theLongestPathTheFastPathReads() throws {
        let table = try Self.table(caseSensitive: true)
        let input = "/list" + String(repeating: "/x", count: FastURLParts.maximumComponents - 1)
        let fast = try #require(table.fastNavsimMatch(input))
        #expect(fast == table.matchReadingGenerally(input))
        #expect(fast.match?.wildcard?.count == FastURLParts.maximumComponents - 1)
    }

    /// The reader finds every '/' of an eight-byte word at once: paths whose slashes, runs of
    /// slashes, escapes and query start fall at every offset of a word (and past the last
    /// whole word), with a '/' after '?' or '#' that must not split the path, are split as
    /// the general reader splits them, for `match` and `lookup`.
    @Test func pathsSplitAtEveryOffsetOfAWord() throws {
        let table = try Self.table(caseSensitive: true)
        let pieces = ["a", "list", "cities", "//", "/", "c%2Fd", "caf\u{E9}", "x:y", "abcdefgh", "abcdefghi"]
        var checked = 0
        for lead in 0..<9 {
            for first in pieces {
                for second in pieces {
                    for tail in ["", "?q=1", "?q=a/b", "#f", "#f/g", "/", "  "] {
                        let input = "app://" + String(repeating: "z", count: lead) + "/" + first + "/" + second + tail
                        let general = table.matchReadingGenerally(input)
                        if let fast = table.fastNavsimMatch(input) { #expect(fast == general, "\(input.debugDescription)") }
                        #expect(table.lookup(input).routeIndex == general.match?.routeIndex, "\(input.debugDescription)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 9 * 10 * 10 * 7)
        // The component limit, reached within one word: 31 components read fast, 32 not.
        let atLimit = "/list" + String(repeating: "/x", count: FastURLParts.maximumComponents - 1)
        #expect(table.fastNavsimMatch(atLimit) == table.matchReadingGenerally(atLimit))
        #expect(table.fastNavsimMatch(atLimit + "/x") == nil)
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

    /// String equality is canonical equivalence: U+212A KELVIN SIGN is "K", "e" + U+0301 is "é".
    /// The trie compares such literals as Strings, as the reference matcher does.
    @Test(arguments: [("/Kelvin", 9), ("/\u{212A}elvin", 9), ("/cafe\u{301}", 10), ("/caf\u{E9}", 10), ("/kelvin", nil)] as [(String, Int?)])
    func literalsCompareAsStrings(input: String, expected: Int?) throws {
        let table = try Self.table(caseSensitive: true)
        #expect(table.match(input).match?.routeIndex == expected)
        #expect(TrieAgreementTests.oracle(table, input)?.0 == table.match(input).match?.endpoint.order)
    }
}
