import Testing
import PropertyBased
@testable import NavRouting

/// `RouteTable.lookup(_:)` keeps captures as ranges of the URL; every answer it gives must be
/// the answer of the full `match(_:)`.
@Suite struct RouteLookupTests {
    static let routes = [
        "/cities/:city", "/cities/:city/<int:id>", "/caf\u{E9}/:x", "/files/<path:rest>", "/tags/*", "/help/:topic#:anchor",
        "/a/*/c/:d", "/n/<float:f>", "/s/:a/:b/:c/:d/:e/:f/:g/:h/:i", "/d/:q",
        // A name past fifteen bytes is not a small string: compared as a String, not as two words.
        "/long/:a_parameter_named_at_length",
        // A name that is not ASCII but equals an ASCII one as a String (the Kelvin sign is
        // canonically "K"): the words of "K" and of this name differ.
        "/kelvin/:\u{212A}",
    ]

    static func table(caseSensitive: Bool) throws -> RouteTable {
        var specs = routes.enumerated().map { RouteSpec(path: $1, index: $0) }
        specs[9].defaults = ["q": "fallback", "z": "zed"]
        return try RouteTable(routes: specs + [RouteSpec(path: "/:x", scheme: "thing", index: routes.count)],
                              options: MatchingOptions(caseSensitive: caseSensitive, defaultScheme: "app", domains: ["app.example.com"]),
                              schemes: ["thing": SchemeSettings(fallbackToGlobal: true)])
    }

    static let segments = ["kelvin", "cities", "Paris", "S%C3%A3o%20Paulo", "42", "caf\u{E9}", "caf%C3%A9", "files", "a%2Fb", "", "%FF", "tags",
                           "help", "a", "c", "n", "2.5", "s", "d", "x+y", "%41", "thing"]
    static let queries = ["", "?q=1", "?q=a+b&q=%41", "?city=Rome", "?q", "?z=%7A&&a=1", "?%71=2", "?q=caf%C3%A9#x", "?=e&q=2", "?ut%6D_a=1&utm_a=2&u%74m_a",
                           // More items than a lookup notes (`QueryItemIndex.capacity`, 7): the first ones are found by looking back.
                           "?q=first&a=2&q=3&b&c=4&d=5&e=6&f=7&g=8&h=9&i=10", "?%71=early&x=1&x=2&x=3&x=4&x=5&x=6&x=7&x=8&z=%7A&&",
                           "?a_parameter_named_at_length=q&caf%C3%A9=1&q=2", "?a%26b=1&a=2&q%3D=3&%2Bq=4",
                           "?%E2%84%AA=k1&x=2", "?\u{212A}=k2", "?K=k3&%E2%84%AA=k4"]
    static let fragments = ["", "#top", "#a%20b", "#%FF"]
    static let starts = ["", "app://", "https://app.example.com", "thing://", " app:", "app://files:80", "app://u@cities"]

    /// The names a route could capture, plus some it never does.
    /// Small ASCII names are compared as two words, the others as Strings (a long one, one not
    /// ASCII, ones with bytes an item name writes escaped).
    static let names = ["city", "id", "x", "rest", "topic", "anchor", "d", "f", "a", "b", "i", "q", "z", "nothing", "", "utm_a",
                        "a_parameter_named_at_length", "caf\u{E9}", "a&b", "q=", "+q", "K", "\u{212A}"]

    /// A URL from fourteen random choices: a start, up to ten segments, a query, a fragment.
    static func url(_ choice: [Int]) -> String {
        var input = starts[choice[0] % starts.count]
        for offset in 0..<(choice[1] % 11) { input += "/" + segments[choice[2 + offset] % segments.count] }
        return input + queries[choice[12] % queries.count] + fragments[choice[13] % fragments.count]
    }

    @Test(arguments: [true, false])
    func lookupAnswersAsTheMatchDoes(caseSensitive: Bool) async throws {
        let table = try Self.table(caseSensitive: caseSensitive)
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...1_000).array(of: 14...14)) { choice in
            let input = Self.url(choice)
            let lookup = table.lookup(input)
            let match = table.match(input).match
            #expect(lookup.routeIndex == match?.routeIndex, "\(input.debugDescription)")
            for name in Self.names {
                #expect(lookup.value(name, in: table) == match?.value(name)?.string, "\(input.debugDescription) \(name)")
            }
            #expect(lookup.outcome(in: table) == table.match(input))
        }
    }

    /// `match(_:)` on the fast path builds nothing: its match holds the URL's byte ranges until a
    /// field is read, and every field, value and string it gives is the general reader's.
    @Test(arguments: [true, false])
    func aMatchFoundFastIsBuiltOnlyWhenRead(caseSensitive: Bool) async throws {
        let table = try Self.table(caseSensitive: caseSensitive)
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...1_000).array(of: 14...14)) { choice in
            let input = Self.url(choice)
            let outcome = table.match(input)
            let general = table.matchReadingGenerally(input)
            #expect(outcome == general, "\(input.debugDescription)")
            guard let match = outcome.match, let expected = general.match else { return }
            let fast = table.fastLookup(input)
            #expect(match.isBuilt == (fast == nil), "\(input.debugDescription): found fast, so not built")
            #expect(match.routeIndex == expected.routeIndex && match.endpoint == expected.endpoint)
            for name in Self.names {
                #expect(match.string(name) == expected.value(name)?.string, "\(input.debugDescription) \(name)")
                #expect(match.value(name) == expected.value(name), "\(input.debugDescription) \(name)")
            }
            let built = match.built
            #expect(built.isBuilt)
            #expect(built.parameters == expected.parameters && built.wildcard == expected.wildcard && built.request == expected.request)
        }
    }

    /// Setting a field of a match found fast builds the others first and keeps them.
    @Test func settingAFieldOfAFoundMatchKeepsTheOthers() throws {
        let table = try Self.table(caseSensitive: true)
        var match = try #require(table.match("/cities/paris/42?q=1").match)
        #expect(!match.isBuilt)
        let request = match.request
        match.parameters.append(MatchedParameter(name: "extra", value: .single("1"), source: .default))
        #expect(match.isBuilt)
        #expect(match.request == request)
        #expect(match.parameters.map(\.name) == ["city", "id", "q", "extra"])
        #expect(match.string("extra") == "1" && match.string("city") == "paris")
        #expect(match.routeIndex == 1)
    }

    /// Query values are read from the last item back: the lookup notes where the last seven
    /// items start, and finds earlier ones by looking for '&' before them.
    @Test func queryValuesAreTheLastItemsOfTheirNameWhereverTheyAre() throws {
        let table = try Self.table(caseSensitive: true)
        let input = "/cities/v?q=1&a=2&q=3&b&c=4&d=5&e=6&f=7&g=8&h=9&i=10&i=11&z"
        let lookup = table.lookup(input)
        #expect(table.fastLookup(input) != nil)
        #expect(lookup.value("q", in: table) == "3") // the third item of thirteen: not among those noted
        #expect(lookup.value("a", in: table) == "2")
        #expect(lookup.value("b", in: table) == "") // a bare name
        #expect(lookup.value("i", in: table) == "11")
        #expect(lookup.value("z", in: table) == "")
        #expect(lookup.value("h", in: table) == "9")
        for name in ["q", "a", "b", "c", "d", "e", "f", "g", "h", "i", "z", "y"] {
            #expect(lookup.value(name, in: table) == table.match(input).match?.value(name)?.string, "\(name)")
        }
    }

    @Test(arguments: ["app://cities/paris/42?q=1", "https://app.example.com/files/a%2Fb/c%20d", "/help/login#re%20set",
                      "/cities/S%C3%A3o%20Paulo?city=x", "/nowhere"])
    func commonURLsAreLookedUpWithoutMatching(input: String) throws {
        let table = try Self.table(caseSensitive: true)
        let route = try #require(table.fastLookup(input))
        #expect(route.endpoint < 0 || route.routeIndex == table.match(input).match?.routeIndex)
    }

    /// Any number of named captures is read from the URL when asked for (the lookup keeps
    /// none of them), each from its own component.
    @Test func manyCapturesAreReadFromTheURL() throws {
        let table = try Self.table(caseSensitive: true)
        let input = "/s/1/2/3/4/5/6/7/8/9"
        #expect(table.fastLookup(input) != nil)
        let lookup = table.lookup(input)
        #expect(lookup.value("a", in: table) == "1")
        #expect(lookup.value("i", in: table) == "9")
        #expect(lookup.value("i", in: table) == table.match(input).match?.value("i")?.string)
    }
}
