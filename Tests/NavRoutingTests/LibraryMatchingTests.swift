import NavRouting
import Testing

/// IKRouter's and ICRouter's matching, as their own tests pin it (IKRouterTests/RouteComponentsTests.swift,
/// RouteTests.swift, RouteMatcherTests.swift at github.com/IanKeen/IKRouter 54689aa; InstantCocoaTests/ICRouterTests.m
/// and ICRoute.m at github.com/khanlou/InstantCocoa ba0263c).
@Suite struct LibraryMatchingTests {
    static func table(_ profile: MatchingProfile, _ paths: [String], scheme: String? = "myapp") throws -> RouteTable {
        try RouteTable(routes: paths.enumerated().map { RouteSpec(path: $1, index: $0) },
                       options: MatchingOptions(profile: profile, defaultScheme: scheme))
    }

    @Test func ikrouterReadsURLsAsRouteComponentsDoes() throws {
        let options = MatchingOptions(profile: .ikrouter)
        let request = try RouteRequest.parse("appscheme://path/to/thing?foo=bar&thing=blah", options: options).get()
        #expect(request.scheme == "appscheme")
        #expect(request.components == ["path", "to", "thing"])
        #expect(request.query.first { $0.name == "foo" }?.value == "bar")
        for invalid in ["/path/to/thing?foo=bar&thing=blah", "appscheme://path/to/thing?foo=bar&thing=blah&thing", "a://b?x=1=2"] {
            #expect((try? RouteRequest.parse(invalid, options: options).get()) == nil, "\(invalid)")
        }
        #expect(try RouteRequest.parse("a://b/", options: options).get().components == ["b", ""])
    }

    @Test func ikrouterMatchesSchemeCountAndSegmentsExactly() throws {
        let table = try Self.table(.ikrouter, ["path/to/:thing", "path/to/:thing/"])
        let match = try #require(table.match("myapp://path/to/foobar?foo=bar").match)
        #expect(match.routeIndex == 0)
        #expect(match.parameters.map { "\($0.name)=\($0.value.string)" } == ["thing=foobar", "foo=bar"])
        #expect(table.match("myapp://path/to/foo/bar").match == nil)
        #expect(table.match("anotherApp://path/to/foobar").match == nil)
        #expect(table.match("MYAPP://path/to/foobar").match == nil)
        #expect(table.match("myapp://path/to/foobar/").match?.routeIndex == 1)
        #expect(table.match("myapp://path/to/foo%20bar").match?.parameters.first?.value.string == "foo%20bar")
    }

    @Test func icrouterMatchesTheEndOfThePathAndTheLastRegisteredWins() throws {
        let table = try Self.table(.icrouter, ["/forums", "/forums/{id}", "/forums/{forum_id}/post/{post_id}", "files/{path}"], scheme: "posts")
        #expect(table.match("posts://forums").match?.routeIndex == 0)
        let forum = try #require(table.match("posts://forums/10").match)
        #expect(forum.routeIndex == 1)
        #expect(forum.parameters.map(\.name) == ["id"])
        let post = try #require(table.match("posts://forums/10/post/35?ignored=1").match)
        #expect(post.routeIndex == 2)
        #expect(post.parameters.map { "\($0.name)=\($0.value.string)" } == ["forum_id=10", "post_id=35"])
        // No ^: a longer path that ends like the pattern matches; a parameter spans segments.
        #expect(table.match("other://archive/forums/10").match?.routeIndex == 1)
        #expect(table.match("posts://files/a/b/c").match?.parameters.first?.value.string == "a/b/c")
        // Registered later wins over an earlier route that also matches: /forums/{id} takes 10/post/35 too.
        let reversed = try Self.table(.icrouter, ["/forums/{forum_id}/post/{post_id}", "/forums/{id}"], scheme: "posts")
        #expect(reversed.match("posts://forums/10/post/35").match?.routeIndex == 1)
    }

    /// InstantCocoaTests/ICRouteTests.m (github.com/khanlou/InstantCocoa at ba0263c), one route
    /// per test as there, each path opened as `posts://PATH`. ICRouter turns digit-only values
    /// into NSNumber (ICRoute.m:74-76); navsim keeps the text, so `@10` reads `"10"`.
    @Test(arguments: [
        // testBasicRouting
        ("/forums", "/forums", true), ("/forums", "/forum", false), ("/forums", "/forums/10", false),
        // testParameterRouting: `{id}` is `(.*?)`, so it also takes 10/posts/35
        ("/forums/{id}", "/forums", false), ("/forums/{id}", "/forum", false), ("/forums/{id}", "/forums/10", true),
        ("/forums/{id}", "/forums/10/posts/35", true),
        // testMultipleParameterRouting
        ("/forums/{forum_id}/post/{post_id}", "/forums", false), ("/forums/{forum_id}/post/{post_id}", "/forum/", false),
        ("/forums/{forum_id}/post/{post_id}", "/forums/10", false), ("/forums/{forum_id}/post/{post_id}", "/forums/10/post/35/", true),
        // testTrailingSlashes
        ("/forums/{forum_id}/post/{post_id}/", "/forums/10/post/35/", true),
        ("/forums/{forum_id}/post/{post_id}/", "/forums/10/post/35", true),
        ("/forums/{forum_id}/post/{post_id}/", "forums/10/post/35", true),
    ])
    func icrouteTestsCanHandlePath(_ pattern: String, _ path: String, _ handled: Bool) throws {
        let table = try Self.table(.icrouter, [pattern], scheme: "posts")
        #expect((table.match("posts://" + path.drop { $0 == "/" }).match != nil) == handled)
    }

    /// ICRouteTests.m testParameterExtraction.
    @Test func icrouteTestsParameterExtraction() throws {
        let table = try Self.table(.icrouter, ["/forums/{forum_id}/post/{post_id}"], scheme: "posts")
        for (path, forum, post) in [("forums/10/post/35", "10", "35"), ("forums/kias/post/a_post_name", "kias", "a_post_name")] {
            let match = try #require(table.match("posts://" + path).match)
            #expect(match.parameters.map { "\($0.name)=\($0.value.string)" } == ["forum_id=\(forum)", "post_id=\(post)"])
        }
    }
}
