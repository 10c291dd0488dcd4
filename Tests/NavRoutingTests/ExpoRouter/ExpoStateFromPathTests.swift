import Testing
@testable import NavProfiles

/// expo-router's fork of `getStateFromPath`
/// (packages/expo-router/src/fork/__tests__/getStateFromPath.test.web.ts and the ordering of
/// getStateFromPath-order.test.ios.tsx), the state under the container's `__root` slot.
@Suite struct ExpoStateFromPathTests {
    // getStateFromPath.test.web.ts › parses hashes
    @Test func parsesHashes() throws {
        let app = ExpoTestApp(["[hello]"])
        #expect(try app.state("/hello#123") == state(route("__root", [("hello", .string("hello"))], state(
            route("[hello]", [("hello", .string("hello")), ("#", .string("123"))], path: "/hello")))))
    }

    // getStateFromPath.test.web.ts › supports spaces
    @Test func supportsSpaces() throws {
        let app = ExpoTestApp(["[hello world]", "hello world"])
        #expect(try app.state("/hello%20world") == state(route("__root", [], state(route("hello world", path: "/hello%20world")))))
        #expect(try ExpoTestApp(["[hello world]"]).state("/hello%20world")?.chain.last?.params?["hello world"] == .string("hello world"))
    }

    // getStateFromPath.test.web.ts › matches against dynamic groups
    @Test func matchesAgainstDynamicGroups() throws {
        // The files in require.context's order (sorted): `([user])` before `(explore)`.
        let app = ExpoTestApp(["+not-found", "(app)/_layout", "(app)/(explore)/_layout", "(app)/(explore)/[user]/index", "(app)/(explore)/explore",
                               "(app)/([user])/_layout", "(app)/([user])/[user]/index", "(app)/([user])/explore"].sorted(by: ExpoRouteTreeBuilder.contextOrder))
        let user = [("user", ExpoParamValue.string("(explore)"))]
        #expect(try app.state("/(app)/(explore)")?.chain.map(\.name) == ["__root", "(app)", "([user])", "[user]/index"])
        #expect(try app.state("/(app)/(explore)") == state(route("__root", user, state(route("(app)", user, state(
            route("([user])", user, state(route("[user]/index", user, path: "")))))))))
    }

    // getStateFromPath.test.web.ts › adds dynamic route params from all levels of the path
    @Test func addsParamsFromAllLevels() throws {
        let app = ExpoTestApp(["[foo]/_layout.tsx", "[foo]/bar/_layout.tsx", "[foo]/bar/[baz]/_layout.tsx", "[foo]/bar/[baz]/other.tsx"])
        let params: [(String, ExpoParamValue)] = [("foo", .string("foo")), ("baz", .string("baz"))]
        let found = try #require(try app.state("/foo/bar/baz/other"))
        #expect(found.chain.map(\.name) == ["__root", "[foo]", "bar", "[baz]", "other"])
        for level in found.chain {
            #expect(level.params?["foo"] == .string("foo") && level.params?["baz"] == .string("baz") && level.params?.entries.count == params.count)
        }
        #expect(found.chain.last?.path == "/foo/bar/baz/other")
    }

    // getStateFromPath.test.web.ts › handles query params
    @Test func handlesQueryParams() throws {
        let found = try ExpoTestApp(["index.tsx"]).state("/?test=true&hello=world&array=1&array=2")
        #expect(found == state(route("__root", [], state(route("index", [("test", .string("true")), ("hello", .string("world")),
                                                                      ("array", .list(["1", "2"]))],
                                                            path: "/?test=true&hello=world&array=1&array=2")))))
    }

    // getStateFromPath-forks.ts › parseQueryParams: a query key that is a path parameter is dropped, the path wins
    @Test func pathParameterBeatsQuery() throws {
        let found = try ExpoTestApp(["[id]"]).state("/7?id=8&x=1")
        #expect(found?.chain.last?.params == ExpoParams(entries: [.init(name: "id", value: .string("7")), .init(name: "x", value: .string("1"))]))
    }

    // navigation.test.ios.tsx › consistent url encoding: a malformed escape is kept as typed
    @Test func decodesEachSegmentKeepingMalformedEscapes() throws {
        let app = ExpoTestApp(["[param]"])
        #expect(try app.state("/start%26end")?.chain.last?.params?["param"] == .string("start&end"))
        #expect(try app.state("/start%25end")?.chain.last?.params?["param"] == .string("start%end"))
        #expect(try app.state("/start%end")?.chain.last?.params?["param"] == .string("start%end"))
        #expect(try app.state("/(param)")?.chain.last?.params?["param"] == .string("(param)"))
    }

    // navigation.test.ios.tsx › catch-all: the remaining segments as a list
    @Test func catchAllIsAList() throws {
        let found = try ExpoTestApp(["blog/[...slug]"]).state("/blog/a/b%20c")
        #expect(found?.chain.last?.params?["slug"] == .list(["a", "b c"]))
        #expect(found?.chain.last?.name == "blog/[...slug]")
    }

    // navigation.test.ios.tsx › supports dynamic 404s next to dynamic routes; supports multi-level 404s
    @Test func notFoundLosesToEveryOtherRoute() throws {
        let app = ExpoTestApp(["[id]", "+not-found", "blog/+not-found", "blog/[...slug]", "shop/+not-found", "shop/index"])
        #expect(try app.state("/x")?.chain.last?.name == "[id]")
        #expect(try app.state("/x/y")?.chain.last?.name == "+not-found")
        #expect(try app.state("/x/y")?.chain.last?.params?["not-found"] == .list(["x", "y"]))
        #expect(try app.state("/blog/q")?.chain.last?.name == "blog/[...slug]")
        #expect(try app.state("/shop/q")?.chain.last?.name == "shop/+not-found")
    }

    // getStateFromPath-forks.ts › matchForEmptyPath: an index, else a dynamic route, else a catch-all
    @Test func emptyPath() throws {
        #expect(try ExpoTestApp(["(a)/(b)/index", "[id]"]).state("/")?.chain.map(\.name) == ["__root", "(a)/(b)/index"])
        #expect(try ExpoTestApp(["[...rest]", "x"]).state("/")?.chain.map(\.name) == ["__root", "[...rest]"])
        #expect(try ExpoTestApp(["[...rest]"]).state("/")?.chain.last?.params == nil)
        #expect(try ExpoTestApp(["x"]).state("/")?.chain.map(\.name) == ["+not-found"])
    }

    // navigation.test.ios.tsx › shared routes with tabs: an absolute link takes the first group; a relative one keeps the current group
    @Test func sharedRoutesTakeTheFirstGroupUnlessRelative() throws {
        let app = ExpoTestApp(["(one,two)/post"])
        #expect(try app.state("/post")?.chain.last?.name == "(one)/post")
        #expect(try app.state("/(two)/post")?.chain.last?.name == "(two)/post")
        #expect(try app.state("/post", previousSegments: ["(two)", "other"])?.chain.last?.name == "(two)/post")
    }

    // getStateFromPath.test.web.ts › prioritizes hoisted index routes over dynamic groups (static beats dynamic; longer first)
    @Test func sortingPutsStaticBeforeDynamicAndLongerFirst() throws {
        let app = ExpoTestApp(["[a]", "a", "a/b", "[a]/[b]", "[...all]", "a/[...rest]"])
        let order = ExpoLinkingConfigs(root: try app.tree()).configs.filter { !$0.hasChildren }.map(\.pattern)
        #expect(order.firstIndex(of: "a/b")! < order.firstIndex(of: "a")!)
        #expect(order.firstIndex(of: "a")! < order.firstIndex(of: ":a")!)
        #expect(order.firstIndex(of: ":a/:b")! < order.firstIndex(of: "a/*rest")! || order.firstIndex(of: "a/*rest")! < order.firstIndex(of: ":a")!)
        #expect(order.firstIndex(of: ":a")! < order.firstIndex(of: "*all")!)
        #expect(order.last == "*not-found")
        #expect(try app.state("/a/c")?.chain.last?.name == "a/[...rest]")
        #expect(try app.state("/b/c")?.chain.last?.name == "[a]/[b]")
    }

    // getStateFromPath.ts › checkForDuplicatedConfigs
    @Test func conflictingScreens() throws {
        let configs = ExpoLinkingConfigs(root: try ExpoTestApp(["a", "a/index"]).tree())
        #expect(configs.duplicateError() == "Found conflicting screens with the same pattern. The pattern 'a' resolves to both '__root > a/index' and '__root > a'. Patterns must be unique and cannot resolve to more than one screen."
                || configs.duplicateError() == "Found conflicting screens with the same pattern. The pattern 'a' resolves to both '__root > a' and '__root > a/index'. Patterns must be unique and cannot resolve to more than one screen.")
        #expect(ExpoLinkingConfigs(root: try ExpoTestApp(["a/_layout", "a/index"]).tree()).duplicateError() == nil)
    }

    // getStateFromPath.test.web.ts › getUrlWithReactNavigationConcessions
    @Test func nonstandardPathname() {
        for path in ["/", "foo/", "foo/bar/", "foo/bar/baz/"] {
            #expect(ExpoStateFromPath.URLPieces(path).nonstandardPathname == path)
        }
        #expect(ExpoStateFromPath.URLPieces("").nonstandardPathname == "/")
        #expect(ExpoStateFromPath.URLPieces("/hello/world/?foo=bar#123").nonstandardPathname == "hello/world/")
    }

    // getStateFromPath.test.web.ts › stripBaseUrl
    @Test func stripsTheBaseUrl() {
        #expect(ExpoURLPath.strippingBaseUrl("one/two", baseUrl: "/one") == "two")
        #expect(ExpoURLPath.strippingBaseUrl("one/two", baseUrl: "/one/two") == "")
        #expect(ExpoURLPath.strippingBaseUrl("a/b", baseUrl: "/one") == "a/b")
        #expect(ExpoURLPath.path(of: "https://acme.com/expo/prefix/bar", baseUrl: "/expo/prefix") == "bar")
    }

    // getStateFromPath.test.web.ts › handles not-found routes
    @Test func handlesNotFoundRoutes() throws {
        let notFound: [(String, ExpoParamValue)] = [("not-found", .list(["missing-page"]))]
        #expect(try ExpoTestApp(["+not-found", "index"]).state("/missing-page")
                == state(route("__root", notFound, state(route("+not-found", notFound, path: "/missing-page")))))
    }

    // getStateFromPath.test.web.ts › prioritizes hoisted index routes over dynamic groups
    @Test func prioritizesHoistedIndexRoutesOverDynamicGroups() throws {
        #expect(try ExpoTestApp(["(one,two)/index.tsx", "(one,two)/[slug].tsx"]).state("/(one)")
                == state(route("__root", [], state(route("(one)/index", path: "")))))
    }

    // getStateFromPath.test.web.ts › hash › parses hashes with query params (the params)
    @Test func parsesHashesWithQueryParams() throws {
        let found = try ExpoTestApp(["index"]).state("/?#123")
        #expect(found?.chain.map(\.name) == ["__root", "index"])
        #expect(found?.chain.last?.params == ExpoParams(entries: [.init(name: "#", value: .string("123"))]))
    }
}
