@testable import NavProfiles
import Testing

/// go_router's path utilities (`lib/src/path_utils.dart`) and `normalizeUri`, case by case
/// from `test/path_utils_test.dart`, `test/configuration_test.dart` and `test/parser_test.dart`.
@Suite struct GoRouterPathTests {
    private func matches(_ pattern: String, _ location: String) throws -> [String: String]? {
        try GoRoutePattern(pattern, caseSensitive: true).matchAsPrefix(location)
    }

    // path_utils_test.dart :: patternToRegExp without path parameter
    @Test func patternWithoutParameters() throws {
        let pattern = try GoRoutePattern("/settings/detail", caseSensitive: true)
        #expect(pattern.parameters.isEmpty)
        #expect(try matches("/settings/detail", "/settings/detail") == [:])
        for location in ["/settings/", "/settings", "/", "/settings/details", "/setting/detail"] {
            #expect(try matches("/settings/detail", location) == nil, "\(location)")
        }
    }

    /// A location that does not start with the pattern's literal text is refused before the
    /// expression runs; the answer is the expression's: letters folded when the route ignores
    /// case, non-ASCII text left to the expression, a sub-route's relative path tried bare.
    @Test func theLiteralTextIsComparedAsTheExpressionComparesIt() throws {
        let folded = try GoRoutePattern("/Shop/:id", caseSensitive: false)
        #expect(folded.matchAsPrefix("/shop/1") == ["id": "1"])
        #expect(folded.matchAsPrefix("/SHOP/2/more") == ["id": "2"])
        #expect(folded.matchAsPrefix("/shops/1") == nil)
        #expect(folded.matchAsPrefix("/sho") == nil)
        let exact = try GoRoutePattern("/Shop/:id", caseSensitive: true)
        #expect(exact.matchAsPrefix("/shop/1") == nil)
        #expect(exact.matchAsPrefix("/Shop/1") == ["id": "1"])
        let accented = try GoRoutePattern("/café/:id", caseSensitive: false)
        #expect(accented.matchAsPrefix("/CAFÉ/3") == ["id": "3"])
        #expect(accented.matchAsPrefix("/cafe/3") == nil)
        let relative = try GoRoutePattern("details/:id", caseSensitive: true)
        #expect(relative.matchAsPrefix("details/4") == ["id": "4"])
        #expect(relative.matchAsPrefix("/details/4") == nil)
        #expect(relative.matchAsPrefix("detail/4") == nil)
        let parameterFirst = try GoRoutePattern("/:lang/home", caseSensitive: true)
        #expect(parameterFirst.matchAsPrefix("/en/home") == ["lang": "en"])
    }

    // path_utils_test.dart :: patternToRegExp with path parameter
    @Test func patternWithParameters() throws {
        let pattern = try GoRoutePattern("/user/:id/book/:bookId", caseSensitive: true)
        #expect(pattern.parameters == ["id", "bookId"])
        #expect(pattern.matchAsPrefix("/user/123/book/456/") == ["id": "123", "bookId": "456"])
        for location in ["/user/123/book/", "/user/123", "/user/", "/"] {
            #expect(pattern.matchAsPrefix(location) == nil, "\(location)")
        }
    }

    // path_utils_test.dart :: patternToPath without path parameter / with path parameter
    @Test func patternToPathRestoresTheLocation() throws {
        #expect(GoRoutePattern.fill("/settings/detail", with: [:]) == "/settings/detail")
        let values = try #require(try matches("/user/:id/book/:bookId", "/user/123/book/456"))
        #expect(GoRoutePattern.fill("/user/:id/book/:bookId", with: values) == "/user/123/book/456")
    }

    // path_utils_test.dart :: concatenatePaths
    @Test func concatenatePaths() {
        #expect(GoRoutePattern.concatenate("/a", "b/c") == "/a/b/c")
        #expect(GoRoutePattern.concatenate("/", "b") == "/b")
        #expect(GoRoutePattern.concatenate("/a", "/b/c/") == "/a/b/c")
        #expect(GoRoutePattern.concatenate("/", "/") == "/")
        #expect(GoRoutePattern.concatenate("", "") == "/")
    }

    // The `path_parameter_regex` example (17.5.0): `:name(regex)` constrains the parameter.
    @Test func parameterWithItsOwnExpression() throws {
        #expect(try matches("/product/:pid(\\d+)", "/product/42") == ["pid": "42"])
        #expect(try matches("/product/:pid(\\d+)", "/product/abc") == nil)
    }

    // go_router_test.dart :: error: duplicate path param (Dart's RegExp refuses the name twice)
    @Test func aParameterTwiceInOnePathIsAFormatException() {
        #expect(throws: GoPatternError.self) { try GoRoutePattern("/:id/:blah/:bam/:id/:blah", caseSensitive: true) }
    }

    // configuration_test.dart group normalizeUri; parser_test.dart :: cleans up uri,
    // can handle empty path for non http uri, can parse deeplink … maintain uri's scheme, host, query and fragment
    @Test func normalizeUri() throws {
        #expect(try GoLocation.parse("http://domain/abc/?query=bde").description == "http://domain/abc?query=bde")
        #expect(try GoLocation.parse("elbaapp://domain").description == "elbaapp://domain/")
        #expect(try GoLocation.parse("abc").description == "/abc")
        #expect(try GoLocation.parse("").description == "/")
        #expect(try GoLocation.parse("/a//").path == "/a/")
        let deepLink = try GoLocation.parse("https://www.example.com/abc?abc=def#abc")
        #expect(deepLink.scheme == "https")
        #expect(deepLink.authority == "www.example.com")
        #expect(deepLink.path == "/abc")
        #expect(deepLink.query == "abc=def")
        #expect(deepLink.fragment == "abc")
        #expect(deepLink.description == "https://www.example.com/abc?abc=def#abc")
    }

    // parser_test.dart :: throws an exception when route is malformed (`::Not valid URI::`)
    @Test func anUnparsableLocationIsAFormatException() {
        #expect(throws: GoLocationError.self) { try GoLocation.parse("::Not valid URI::") }
    }
}
