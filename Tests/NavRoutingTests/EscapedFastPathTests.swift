import Testing
import PropertyBased
@testable import NavRouting

/// URLs with `%XX` escapes, `+`, non-ASCII text, empty segments, queries and fragments: the
/// fast path decodes them itself, and must give exactly what `RouteRequest.parse` and the trie
/// over decoded Strings give, or fall back to them.
@Suite struct EscapedFastPathTests {
    static let routes = [
        "/cities/:city", "/cities/:city/<int:id>", "/caf\u{E9}/:x", "/\u{65E5}\u{672C}/:y", "/a b/:p", "/c/d",
        "/search/:q", "/files/<path:rest>", "/\u{212A}/:k", "/tags/*", "/help/:topic#:anchor", "/x+y/:z", "/n/<float:f>",
    ]

    static func table(caseSensitive: Bool) throws -> RouteTable {
        try RouteTable(routes: routes.enumerated().map { RouteSpec(path: $1, index: $0) },
                       options: MatchingOptions(caseSensitive: caseSensitive, defaultScheme: "app", domains: ["app.example.com"]))
    }

    static let starts = ["", "app://", "https://app.example.com", "app:", " ", "\u{3000}", "\u{A0}", " \u{301}", "\u{600}"]
    /// Path segments: plain, escaped (well-formed, malformed, not UTF-8 once decoded,
    /// overlong, surrogate, NUL, an escaped slash), non-ASCII (composed, decomposed, CJK,
    /// KELVIN SIGN), a combining mark or a prepended mark next to a delimiter, `+`, empty.
    static let segments = ["cities", "paris", "42", "%34%32", "caf\u{E9}", "cafe\u{301}", "caf%C3%A9", "CAF%C3%89", "%E6%97%A5%E6%9C%AC",
                           "\u{65E5}\u{672C}", "\u{212A}", "%E2%84%AA", "a%20b", "a b", "%2F", "c%2Fd", "%41", "%zz", "%", "%4",
                           "%FF", "%C0%80", "%ED%A0%80", "%00", "x+y", "x%2By", "", "\u{301}x", "x\u{600}", "\u{1F600}", "search",
                           "files", "tags", "help", "n", "2.5", "c", "d", "%63"]
    static let queries = ["", "?", "?a=1", "?utm_source=news%20letter&utm_medium=e+mail", "?q=caf%C3%A9&q=%FF", "?%41=%42",
                          "?name=J%C3%BCrgen+M%C3%BCller", "?x=\u{E9}&&y", "?a==b&=c+d", "?q=%zz%", "?k=\u{301}", "?\u{301}=x"]
    static let fragments = ["", "#", "#frag", "#%41", "#caf\u{E9}", "#a+b", "#%FF", "#\u{301}", "#a#b"]
    static let ends = ["", " ", "/", "\u{3000}", "\u{301}", "\u{600}", "  "]

    static func url(_ choice: [Int]) -> String {
        func pick(_ list: [String], _ index: Int) -> String { list[choice[index] % list.count] }
        var text = pick(starts, 0)
        for offset in 0..<(choice[1] % 5) { text += "/" + pick(segments, 2 + offset) }
        return text + pick(queries, 7) + pick(fragments, 8) + pick(ends, 9)
    }

    @Test(arguments: [true, false])
    func escapedURLsAgreeWithTheGeneralReader(caseSensitive: Bool) async throws {
        let table = try Self.table(caseSensitive: caseSensitive)
        await propertyCheck(count: 3_000, input: Gen.int(in: 0...1_000).array(of: 10...10)) { choice in
            let input = Self.url(choice)
            let general = table.matchReadingGenerally(input)
            #expect(table.match(input) == general, "\(input.debugDescription)")
            if let fast = table.fastNavsimMatch(input) { #expect(fast == general, "\(input.debugDescription)") }
        }
    }

    /// Escapes, `+` and non-ASCII text no longer leave the fast path.
    @Test(arguments: [
        ("app://cities/caf%C3%A9/42?utm_source=news%20letter&utm_medium=e+mail#top", 1),
        ("https://app.example.com/caf\u{E9}/x%2Fy", 2), ("/%E6%97%A5%E6%9C%AC/%F0%9F%98%80", 3), ("/a%20b/1", 4),
        ("/search/a+b?q=a+b", 6), ("/\u{65E5}\u{672C}/\u{8DEF}", 3), ("/cities/%FF", 0), ("/files/a%2Fb/c", 7),
    ] as [(String, Int)])
    func escapedURLsTakeTheFastPath(input: String, route: Int) throws {
        let table = try Self.table(caseSensitive: true)
        let fast = try #require(table.fastNavsimMatch(input))
        #expect(fast == table.matchReadingGenerally(input))
        #expect(fast.match?.routeIndex == route)
    }

    @Test func decodedValuesAreTheGeneralReadersValues() throws {
        let table = try Self.table(caseSensitive: true)
        let match = try #require(table.fastNavsimMatch("app://cities/S%C3%A3o%20Paulo?utm_source=a%26b&x=1+2#%23h")?.match)
        #expect(match.value("city") == .single("S\u{E3}o Paulo"))
        #expect(match.value("utm_source") == .single("a&b"))
        #expect(match.value("x") == .single("1 2"))
        #expect(match.request.fragment == "#h")
    }

    /// Text the general reader splits or trims differently from bytes goes to it.
    @Test(arguments: ["/cities/\u{301}x", "/cities\u{600}/x", "\u{3000}/cities/x", "/cities/x\u{3000}", " \u{301}/cities/x",
                      "/cities/x?\u{301}=1", "app://caf%C3%A9/x", "app://caf\u{E9}/x"])
    func textThatNeedsCharactersFallsBack(input: String) throws {
        let table = try Self.table(caseSensitive: true)
        #expect(table.fastNavsimMatch(input) == nil)
        #expect(table.match(input) == table.matchReadingGenerally(input))
    }

    /// Ignoring case, a non-ASCII component is lowercased by the general reader; ASCII escapes stay fast.
    @Test func ignoringCaseNonASCIIComponentsFallBack() throws {
        let table = try Self.table(caseSensitive: false)
        #expect(table.fastNavsimMatch("/CAF%C3%89/x") == nil)
        let fast = try #require(table.fastNavsimMatch("/%43ITIES/Paris%20Nord"))
        #expect(fast == table.matchReadingGenerally("/%43ITIES/Paris%20Nord"))
        #expect(fast.match?.value("city") == .single("Paris Nord"))
    }
}
