import Testing
@testable import NavRouting

/// Builds a navsim table from patterns (index = position).
func table(_ paths: [String], priorities: [Int: Int] = [:], constraints: [Int: [String: String]] = [:],
           defaults: [Int: [String: String]] = [:], schemes: [Int: String] = [:],
           schemeSettings: [String: SchemeSettings] = [:],
           options: MatchingOptions = MatchingOptions(defaultScheme: "app", domains: ["app.example.com"])) throws -> RouteTable {
    let specs = paths.enumerated().map { index, path in
        RouteSpec(path: path, scheme: schemes[index], priority: priorities[index] ?? 0,
                  constraints: constraints[index] ?? [:], defaults: defaults[index] ?? [:], index: index)
    }
    return try RouteTable(routes: specs, options: options, schemes: schemeSettings)
}

extension MatchOutcome {
    var routeIndex: Int? { match?.routeIndex }
    var params: [String: String] {
        var result: [String: String] = [:]
        for parameter in match?.parameters ?? [] { result[parameter.name] = parameter.value.description }
        return result
    }
}

@Suite struct NavsimMatchingTests {
    @Test(arguments: [
        // URL, expected route index (nil: no match)
        ("app://user/view/joe", 0), ("app://user/view/42", 1), ("app://user/view/me", 2),
        ("app://user/view", 3), ("app://user/view/joe/extra", 3), ("app://user", 4), ("app://other", nil),
    ] as [(String, Int?)])
    func specificityLiteralBeatsTypedBeatsParameterBeatsWildcard(url: String, expected: Int?) throws {
        let routes = try table(["/user/view/:name", "/user/view/<int:id>", "/user/view/me", "/user/*", "/user"])
        #expect(routes.match(url).routeIndex == expected)
    }

    @Test func specificityIsDecidedFromTheLeft() throws {
        // At segment 1, the literal 'a' of route 1 beats the parameter of route 0, whatever follows.
        let routes = try table(["/:x/b/c", "/a/:y/:z"])
        #expect(routes.match("a/b/c").routeIndex == 1)
    }

    @Test func priorityBeatsSpecificity() throws {
        let routes = try table(["/user/view/me", "/user/view/:name"], priorities: [1: 10])
        #expect(routes.match("/user/view/me").routeIndex == 1)
    }

    @Test func registrationOrderBreaksTies() throws {
        let routes = try table(["/a/:x", "/a/:y"])
        let match = try #require(routes.match("/a/1").match)
        #expect(match.routeIndex == 0)
        #expect(match.parameters == [MatchedParameter(name: "x", value: .single("1"), source: .path)])
    }

    @Test func exactEndBeatsTrailingWildcardOfZero() throws {
        let routes = try table(["/list/*", "/list"])
        #expect(routes.match("list").routeIndex == 1)
        let wildcard = try #require(routes.match("list/a/b").match)
        #expect(wildcard.routeIndex == 0)
        #expect(wildcard.wildcard == ["a", "b"])
    }

    @Test func trailingWildcardTakesZeroOrMore() throws {
        let routes = try table(["/list/*"])
        #expect(routes.match("list").match?.wildcard == [])
        #expect(routes.match("list/1/2/3").match?.wildcard == ["1", "2", "3"])
    }

    @Test func middleWildcardTakesExactlyOne() throws {
        let routes = try table(["/a/*/c"])
        #expect(routes.match("a/b/c").match?.wildcard == ["b"])
        #expect(routes.match("a/c").routeIndex == nil)
        #expect(routes.match("a/b/b/c").routeIndex == nil)
    }

    @Test func typedParametersConvertOrDecline() throws {
        let routes = try table(["/n/<int:id>", "/n/<uuid:u>", "/f/<float:x>", "/files/<path:rest>"])
        #expect(routes.match("n/12").params == ["id": "12"])
        #expect(routes.match("n/E621E1F8-C36C-495A-93FC-0C247A3E6E5F").routeIndex == 1)
        #expect(routes.match("n/abc").routeIndex == nil)
        #expect(routes.match("f/2.5").params == ["x": "2.5"])
        #expect(routes.match("files/a/b%2Fc/d").params == ["rest": "a/b/c/d"])
        #expect(routes.match("files").routeIndex == nil)
    }

    @Test func whereConstraintDeclinesAndMatchingGoesOn() throws {
        let routes = try table(["/return/:value", "/return/:other"], constraints: [0: ["value": "^yes$"]])
        #expect(routes.match("/return/yes").routeIndex == 0)
        #expect(routes.match("/return/no").routeIndex == 1)
        #expect(routes.match("/return/no").params == ["other": "no"])
    }

    @Test func optionalGroupsMatchEveryCombination() throws {
        let routes = try table(["/the(/foo/:a)(/bar/:b)"])
        #expect(routes.match("the").params == [:])
        #expect(routes.match("the/foo/1").params == ["a": "1"])
        #expect(routes.match("the/bar/2").params == ["b": "2"])
        #expect(routes.match("the/foo/1/bar/2").params == ["a": "1", "b": "2"])
        #expect(routes.match("the/bar/2/foo/1").routeIndex == nil)
    }

    @Test func everyScreenPrefixIsARoute() throws {
        let routes = try table(["cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}"])
        let prefix = try #require(routes.match("cities/paris").match)
        #expect(prefix.endpoint.isPrefix)
        #expect(prefix.endpoint.pattern.text == "/cities/:city")
        #expect(routes.match("cities").routeIndex == 0)
        #expect(routes.match("cities/paris/42").match?.endpoint.isPrefix == false)
    }

    @Test func parametersMergePathOverQueryOverDefaults() throws {
        let routes = try table(["/hotel/:id"], defaults: [0: ["id": "0", "nights": "1", "guests": "2"]])
        let match = try #require(routes.match("hotel/7?id=9&nights=3&tag=a&tag=b&flag").match)
        #expect(match.parameters == [
            MatchedParameter(name: "id", value: .single("7"), source: .path),
            MatchedParameter(name: "nights", value: .single("3"), source: .query),
            MatchedParameter(name: "tag", value: .list(["a", "b"]), source: .query),
            MatchedParameter(name: "flag", value: .single(""), source: .query),
            MatchedParameter(name: "guests", value: .single("2"), source: .default),
        ])
    }

    @Test func percentEncodedSlashStaysInOneParameter() throws {
        let routes = try table(["/search/:q"])
        #expect(routes.match("search/a%2Fb").params == ["q": "a/b"])
    }

    @Test func caseSensitivity() throws {
        let sensitive = try table(["/Hotels/:id"])
        #expect(sensitive.match("hotels/1").routeIndex == nil)
        #expect(sensitive.match("Hotels/AbC").params == ["id": "AbC"])
        let insensitive = try table(["/Hotels/:id"], options: MatchingOptions(caseSensitive: false, defaultScheme: "app"))
        #expect(insensitive.match("HOTELS/AbC").params == ["id": "AbC"])
    }

    @Test func perSchemeTablesAndFallback() throws {
        let routes = try table(["/foo", "/foo", "/bar"], schemes: [0: "thing"],
                               schemeSettings: ["thing": SchemeSettings(fallbackToGlobal: true)])
        #expect(routes.match("thing://foo").routeIndex == 0)
        #expect(routes.match("app://foo").routeIndex == 1)
        #expect(routes.match("thing://bar").routeIndex == 2)
        let strict = try table(["/foo", "/bar"], schemes: [0: "thing"])
        #expect(strict.match("thing://bar").routeIndex == nil)
        #expect(strict.match("unknown://bar").routeIndex == nil)
    }

    @Test func universalLinkRoutesLikeTheAppScheme() throws {
        let routes = try table(["/cities/:city"])
        #expect(routes.match("https://app.example.com/cities/paris").params == ["city": "paris"])
    }

    @Test func fragmentIgnoredUnlessPatternHasOne() throws {
        let routes = try table(["/docs/:page", "/help/:topic#:anchor"])
        #expect(routes.match("docs/intro#setup").params == ["page": "intro"])
        #expect(routes.match("help/login#reset").params == ["topic": "login", "anchor": "reset"])
        #expect(routes.match("help/login").routeIndex == nil)
    }

    @Test func rootRoute() throws {
        let routes = try table(["/", "/a"])
        #expect(routes.match("app://").routeIndex == 0)
        #expect(routes.match("/").routeIndex == 0)
    }

    @Test func invalidTableReportsEveryProblem() {
        #expect(throws: TableErrors.self) { try table(["/ok", "/bad(", "/x/:id"], constraints: [2: ["id": "([", "no/pe": "x"]]) }
        do {
            _ = try table(["/ok", "/bad(", "/x/:id"], constraints: [2: ["id": "([", "no/pe": "x"]])
        } catch let error as TableErrors {
            #expect(error.errors.map(\.routeIndex) == [1, 2, 2])
            #expect(error.errors[0].column == 5)
            #expect(error.errors[1].message.contains("invalid regular expression"))
            #expect(error.errors[2].message.contains("has no parameter 'no/pe', and 'no/pe' cannot be a query item's name"))
            #expect(!error.errors[2].message.contains("does not read"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    /// `offers/:offerID` under icrouter (which writes parameters `{name}`): the name is in the
    /// path, so the error says why it is not a parameter there.
    @Test func aWhereOnAParameterOfAnotherSyntaxSaysSo() {
        do {
            _ = try RouteTable(routes: [RouteSpec(path: "offers/:offerID", constraints: ["offerID": "^[0-9]+$"], index: 0)],
                               options: MatchingOptions(profile: .icrouter, defaultScheme: "app"))
            Issue.record("no error")
        } catch { // the initializer throws only `TableErrors`
            #expect(error.errors.first?.message == "where.offerID: the path \"offers/:offerID\" has no parameter 'offerID'; the icrouter profile does not read ':offerID' as a parameter (docs/profiles.md)")
        }
    }
}
