import NavRouting
import Testing

/// NavDeepLink's matching, case by case, with the behaviour androidx's own NavDeepLinkTest
/// (navigation-common, androidDeviceTest) asserts.
@Suite struct DeepLinkMatchingTests {
    struct Case: Sendable, CustomStringConvertible {
        var test: String
        var pattern: String
        var uri: String
        /// `nil`: no match; else the values, `name=value`, path then query.
        var values: [String]?
        var description: String { test }
    }

    static let cases: [Case] = [
        Case(test: "deepLinkExactMatch", pattern: "http://www.example.com", uri: "http://www.example.com", values: []),
        Case(test: "deepLinkExactMatch (https is not http)", pattern: "http://www.example.com", uri: "https://www.example.com", values: nil),
        Case(test: "deepLinkExactMatchNoScheme (http)", pattern: "www.example.com", uri: "http://www.example.com", values: []),
        Case(test: "deepLinkExactMatchNoScheme (https)", pattern: "www.example.com", uri: "https://www.example.com", values: []),
        Case(test: "deepLinkExactMatchNoScheme (other scheme)", pattern: "www.example.com", uri: "example://www.example.com", values: nil),
        Case(test: "deepLinkCaseInsensitiveDomainWithPath", pattern: "http://www.example.com/users/{id}",
             uri: "http://WWW.EXAMPLE.COM/users/43", values: ["id=43"]),
        Case(test: "deepLinkCaseInsensitivePath", pattern: "http://www.example.com/users/{id}",
             uri: "http://www.example.com/USERS/43", values: ["id=43"]),
        Case(test: "deepLinkArgumentMatchWithoutArguments", pattern: "http://www.example.com/users/{id}",
             uri: "http://www.example.com/users/43", values: ["id=43"]),
        Case(test: "deepLinkArgumentInvalidInt (path value must parse)", pattern: "http://www.example.com/users/{id:integer}",
             uri: "http://www.example.com/users/abc", values: nil),
        Case(test: "deepLinkPathEmptyString", pattern: "http://www.example.com/users/{id}/posts",
             uri: "http://www.example.com/users//posts", values: ["id="]),
        Case(test: "deepLinkPathEmptyInt", pattern: "http://www.example.com/users/{id:integer}/posts",
             uri: "http://www.example.com/users//posts", values: nil),
        Case(test: "deepLinkArgumentDoesNotCrossPoundSign", pattern: "http://www.example.com/users/{id}",
             uri: "http://www.example.com/users/43#fragment", values: ["id=43"]),
        Case(test: "deepLinkArgumentMatchEncoded", pattern: "http://www.example.com/users/{name}/posts",
             uri: "http://www.example.com/users/John%20Doe/posts", values: ["name=John Doe"]),
        Case(test: "ensureValueIsDecodedProperly (decoded once)", pattern: "http://www.example.com/users/{name}",
             uri: "http://www.example.com/users/%25555", values: ["name=%555"]),
        Case(test: "hex integer", pattern: "http://www.example.com/users/{id:integer}",
             uri: "http://www.example.com/users/0x1F", values: ["id=31"]),
        Case(test: "long with L", pattern: "http://www.example.com/orders/{id:long}",
             uri: "http://www.example.com/orders/12L", values: ["id=12"]),
        Case(test: "deepLinkQueryParamArgumentMatchExtraParam", pattern: "http://www.example.com/users?id={id}",
             uri: "http://www.example.com/users?id=43&extra=1", values: ["id=43"]),
        Case(test: "deepLinkQueryParamMultipleArgumentReverseOrder", pattern: "http://www.example.com/users?id={id}&myarg={myarg}",
             uri: "http://www.example.com/users?myarg=true&id=43", values: ["id=43", "myarg=true"]),
        Case(test: "deepLinkQueryParamNoValue (optional missing)", pattern: "http://www.example.com/users?id={id:integer?}",
             uri: "http://www.example.com/users", values: []),
        Case(test: "deepLinkMissingRequiredArgument", pattern: "http://www.example.com/users?id={id:integer}",
             uri: "http://www.example.com/users", values: nil),
        Case(test: "query value that does not parse is dropped (optional)", pattern: "http://www.example.com/users?id={id:integer?}",
             uri: "http://www.example.com/users?id=abc", values: []),
        Case(test: "query value that does not parse is dropped (required: no match)", pattern: "http://www.example.com/users?id={id:integer}",
             uri: "http://www.example.com/users?id=abc", values: nil),
        Case(test: "deepLinkCaseSensitiveQueryParams", pattern: "http://www.example.com/users?myParam={param}",
             uri: "http://www.example.com/users?MYPARAM=2", values: []),
        Case(test: "deepLinkQueryParamArgumentMatchWithPrefixAndSuffix (first_last)", pattern: "http://www.example.com/users?name={first}_{last}",
             uri: "http://www.example.com/users?name=John_Doe", values: ["first=John", "last=Doe"]),
        Case(test: "literal suffix", pattern: "http://www.example.com/users?id={id:long}L", uri: "http://www.example.com/users?id=123L",
             values: ["id=123"]),
        Case(test: "template not matched: no match", pattern: "http://www.example.com/users?productId=.*-{id}",
             uri: "http://www.example.com/users?productId=nodash", values: nil),
        Case(test: "wildcard in the query template", pattern: "http://www.example.com/users?productId=.*-{id}",
             uri: "http://www.example.com/users?productId=wildCardMatch-15", values: ["id=15"]),
        Case(test: "deepLinkEmptyStringQueryParamArg", pattern: "http://www.example.com/users?name={name}",
             uri: "http://www.example.com/users?name=", values: ["name="]),
        Case(test: "dotStar in the path", pattern: "http://www.example.com/.*/users", uri: "http://www.example.com/a/b/users", values: []),
        Case(test: "star without dot stays literal (deepLinkQueryParamArgumentWithStarInFront)", pattern: "http://www.example.com/A*B",
             uri: "http://www.example.com/AAB", values: nil),
        Case(test: "deepLinkRepeatedQueryParamsMappedToArray", pattern: "http://www.example.com/users?ids={ids:integer[]?}",
             uri: "http://www.example.com/users?ids=1&ids=2", values: ["ids=[1, 2]"]),
        Case(test: "deepLinkFragmentMatch", pattern: "http://www.example.com/users#{frag}", uri: "http://www.example.com/users#section",
             values: ["frag=section"]),
        Case(test: "fragment optional", pattern: "http://www.example.com/users#{frag}", uri: "http://www.example.com/users", values: []),
        Case(test: "deepLinkFragmentRequiredArgument", pattern: "http://www.example.com/users#{frag:integer}",
             uri: "http://www.example.com/users#abc", values: nil),
    ]

    @Test(arguments: cases) func matchesAsNavDeepLink(_ example: Case) throws {
        let table = try RouteTable(routes: [RouteSpec(path: example.pattern, index: 0)], options: MatchingOptions(profile: .jetpack))
        let match = table.match(example.uri).match
        guard let expected = example.values else {
            #expect(match == nil, "\(example.pattern) should not take \(example.uri)")
            return
        }
        let found = try #require(match, "\(example.pattern) should take \(example.uri)")
        #expect(found.parameters.map { "\($0.name)=\($0.value)" } == expected)
    }

    /// The best match over every deep link: exact beats a placeholder, then more shared path
    /// segments, then more arguments; document order on a tie (NavGraphAndroidTest).
    @Test(arguments: [
        (["www.example.com/users/{id}", "www.example.com/users/index"], "https://www.example.com/users/index", 1),
        (["www.example.com/.*", "www.example.com/users/{id}"], "https://www.example.com/users/3", 1),
        (["www.example.com/users/{id}", "www.example.com/users/{name}"], "https://www.example.com/users/3", 0),
        (["www.example.com/users?id={id}", "www.example.com/users"], "https://www.example.com/users?id=4", 0),
    ])
    func picksTheBestDeepLink(_ patterns: [String], _ uri: String, _ winner: Int) throws {
        let table = try RouteTable(routes: patterns.enumerated().map { RouteSpec(path: $0.element, index: $0.offset) },
                                   options: MatchingOptions(profile: .jetpack))
        #expect(table.match(uri).match?.routeIndex == winner)
    }
}

extension DeepLinkMatchingTests {
    /// A value read from `?q={query}` is written back under `q` (the address bar, a pending link).
    @Test func queryValuesAreWrittenBackUnderTheirKey() {
        let rules = MatchingProfile.jetpack.rules
        #expect(rules.queryKey(for: "query", routePath: "example.com/search?q={query:string?}") == "q")
        #expect(rules.queryKey(for: "id", routePath: "example.com/users?id={id:long}L") == "id")
        #expect(MatchingProfile.navsim.rules.queryKey(for: "query", routePath: "/search") == "query")
    }
}
