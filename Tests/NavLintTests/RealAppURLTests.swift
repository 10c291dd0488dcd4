import NavRouteFile
import Testing
import TestSupport

/// URLs are written as the app receives them, and a `where` is read under `jetpack` as in every
/// profile: Mastodon's host routes, Ice Cubes' host-less status link, a Firefox-shaped deep link.
@Suite struct RealAppURLTests {
    private func url(after inputs: [String], _ json: String) throws -> String {
        let app = try compiledApp(json)
        let (state, _) = app.simulator.run(inputs)
        return app.simulator.currentURL(of: state)
    }

    @Test func aHostRouteGetsNoAddedSlash() throws {
        let json = """
            { "scheme": "mastodon", "routes": [
              { "path": "/", "host": "post", "screen": "Compose", "presentation": "modal" },
              { "path": "/", "host": "search", "screen": "Search", "where": { "query": "." } } ] }
            """
        #expect(try url(after: ["mastodon://post"], json) == "mastodon://post")
        #expect(try url(after: ["mastodon://search?query=cats"], json) == "mastodon://search?query=cats")
    }

    @Test func aCustomSchemeURLWithoutAHostKeepsNone() throws {
        let json = #"{ "scheme": "icecubesapp", "routes": [ { "path": "<int:statusID>", "screen": "Status" } ] }"#
        #expect(try url(after: ["icecubesapp:///123"], json) == "icecubesapp:///123")
        #expect(try url(after: ["icecubesapp://123"], json) == "icecubesapp://123")
    }

    @Test func aJetpackRouteWrittenWithHttpsKeepsHttps() throws {
        let json = #"{ "profile": "jetpack", "routes": [ { "path": "https://a.example.com/x/{id}", "screen": "Item" } ] }"#
        #expect(try url(after: ["https://a.example.com/x/1"], json) == "https://a.example.com/x/1")
    }

    @Test func jetpackReadsWhereOnPathAndQueryPlaceholders() throws {
        let app = try compiledApp("""
            { "profile": "jetpack", "routes": [
              { "path": "fenix://item/{id}", "screen": "Item", "where": { "id": "^[0-9]+$" } },
              { "path": "fenix://open?u={url}", "screen": "Browser", "where": { "url": "^https:" } } ] }
            """)
        #expect(app.table.match("fenix://item/12").match?.routeIndex == 0)
        #expect(app.table.match("fenix://item/ab").match == nil)
        #expect(app.table.match("fenix://open?u=https:%2F%2Fa.b").match?.routeIndex == 1)
        #expect(app.table.match("fenix://open?u=http:%2F%2Fa.b").match == nil)
    }

    @Test func aBrowserThatDeclaresHttpsRoutesWebLinksThroughItsTable() throws {
        let json = """
            { "scheme": "ddgQuickLink", "schemes": { "http": {}, "https": {} }, "routes": [
              { "path": "*", "scheme": "https", "screen": "WebTab" },
              { "path": "/", "scheme": "ddgQuickLink", "screen": "NewTab" } ] }
            """
        let app = try compiledApp(json)
        let match = try #require(app.table.match("https://example.com/a/b").match)
        #expect(match.routeIndex == 0)
        #expect(match.wildcard == ["example.com", "a", "b"])
        #expect(try url(after: ["https://example.com/a/b"], json) == "https://example.com/a/b")
        // Without the https table a web link on no domain is still refused.
        let plain = try compiledApp(#"{ "scheme": "app", "routes": [ { "path": "*", "screen": "Any" } ] }"#)
        #expect(plain.table.match("https://example.com/a/b").match == nil)
    }
}
