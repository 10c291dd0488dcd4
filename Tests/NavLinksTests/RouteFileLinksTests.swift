import TestSupport
import Foundation
import NavRouteFile
import Testing
import NavLint
@testable import NavLinks

/// The route file's `links` key: decoding, files relative to the route file, and a file
/// without `links` behaving as before.
@Suite struct RouteFileLinksTests {
    static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    static func routeFile(links: String) -> String {
        #"{ "scheme": "app", "routes": [ { "path": "items/:id", "screen": "Item" } ], "links": \#(links) }"#
    }

    static func load(_ json: String) throws(RouteFileError) -> LoadedRouteFile {
        try RouteFileLoader.load(contents: Data(json.utf8), path: "config/routes.json")
    }

    @Test("links decodes, and files resolve against the route file's folder")
    func decodes() throws {
        let loaded = try Self.load(Self.routeFile(links: """
            { "ios": { "appID": "ABCDE12345.com.example.app", "associations": { "example.com": "aasa.json" } },
              "android": { "package": "com.example", "fingerprint": "\(Self.fingerprint)", "manifest": "/abs/AndroidManifest.xml",
                           "assetlinks": { "example.com": "assetlinks.json" } } }
            """))
        let links = try #require(loaded.routeFile.links)
        #expect(links.android?.apiLevel == RouteFile.AndroidLinks.defaultAPILevel)
        #expect(links.linkedDomains == ["example.com"])
        var asked: [String] = []
        let files = [
            "config/aasa.json": #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/items/*"}]}]}}"#,
            "/abs/AndroidManifest.xml": #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"/>"#,
            "config/assetlinks.json": "[]",
        ]
        let setup = try LinkSetup.load(loaded) { path, _ throws(RouteFileError) in
            asked.append(path)
            return Data(files[path]!.utf8)
        }
        #expect(asked == ["config/aasa.json", "/abs/AndroidManifest.xml", "config/assetlinks.json"])
        #expect(setup?.platforms == [.ios, .android])
    }

    @Test("Mistakes in links are errors, unknown keys included", arguments: [
        (#"{ "ios": { "appID": "ABCDE12345.com.example.app", "associations": {} }, "andriod": {} }"#,
         #"links.andriod: unknown key "andriod"; did you mean "android"?"#),
        (#"{ "ios": { "appID": "com.example.app", "associations": {} } }"#, "is not an app identifier"),
        (#"{ "ios": { "appID": "ABCDE12345.com.example.app", "associations": { "https://example.com": "a.json" } } }"#,
         #""https://example.com" is not a domain: write a host name such as "hotels.example.com", without a scheme, port or path; here "example.com""#),
        (#"{ "android": { "package": "com example", "fingerprint": "\#(fingerprint)", "manifest": "m.xml" } }"#,
         #"links.android.package: "com example" is not an Android package name"#),
        (#"{ "android": { "package": "hotels", "fingerprint": "\#(fingerprint)", "manifest": "m.xml" } }"#,
         #"links.android.package: "hotels" is not an Android package name"#),
        (#"{ "android": { "package": "p", "fingerprint": "AB:CD", "manifest": "m.xml" } }"#, "expected a SHA-256 fingerprint"),
        (#"{ "android": { "package": "p", "fingerprint": "\#(fingerprint)" } }"#, #"links.android: missing required key "manifest""#),
        (#"{ "android": { "package": "p", "fingerprint": "\#(fingerprint)", "manifest": "m.xml", "apiLevel": "34" } }"#,
         "links.android.apiLevel: expected an integer"),
        (#"[]"#, "links: expected an object, found an array"),
    ])
    func errors(links: String, expected: String) {
        do {
            _ = try Self.load(Self.routeFile(links: links))
            Issue.record("no error")
        } catch {
            #expect(error.render().contains(expected), "\(error.render())")
        }
    }

    @Test("A missing platform file names the file and where the route file names it")
    func missingFile() throws {
        let loaded = try Self.load(Self.routeFile(links: #"{ "ios": { "appID": "ABCDE12345.com.example.app", "associations": { "example.com": "nowhere.json" } } }"#))
        do {
            _ = try LinkSetup.load(loaded)
            Issue.record("no error")
        } catch {
            #expect(error.render() == #"config/nowhere.json: error: the apple-app-site-association file does not exist (named at config/routes.json:1:169 links.ios.associations["example.com"])"#)
        }
    }

    @Test("Without links: no setup, and domains route as before")
    func withoutLinks() throws {
        let loaded = try Self.load(#"{ "scheme": "app", "domains": ["example.com"], "routes": [ { "path": "items/:id", "screen": "Item" } ] }"#)
        #expect(try LinkSetup.load(loaded) == nil)
        let app = try CompiledApp(loaded)
        #expect(app.table.match("https://example.com/items/4").match != nil)
        #expect(app.table.match("https://other.com/items/4").match == nil)
    }

    @Test("A linked domain routes like one in domains")
    func linkedDomainsRoute() throws {
        let loaded = try Self.load(Self.routeFile(links: #"{ "ios": { "appID": "ABCDE12345.com.example.app", "associations": { "example.com": "a.json" } } }"#))
        #expect(try CompiledApp(loaded).table.match("https://example.com/items/4").match != nil)
    }

    /// iOS hands https://a.example.com/items/4 to the app for a `*.example.com` association, so
    /// the app routes it: `navsim link` used to answer "route: none matches" for it.
    @Test("A wildcard association routes its subdomains' links, and link names the route")
    func wildcardAssociationRoutes() throws {
        let loaded = try Self.load(Self.routeFile(links: #"{ "ios": { "appID": "ABCDE12345.com.example.app", "associations": { "*.example.com": "aasa.json" } } }"#))
        let app = try CompiledApp(loaded)
        #expect(app.table.match("https://a.example.com/items/4").match?.routeIndex == 0)
        #expect(app.table.match("https://example.com/items/4").match == nil)
        let aasa = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/items/*"}]}]}}"#
        let setup = try #require(try LinkSetup.load(loaded) { _, _ throws(RouteFileError) in Data(aasa.utf8) })
        let verdict = LinkResolver(setup: setup, app: app).verdict("https://a.example.com/items/4", on: .ios)
        #expect(verdict.opensApp)
        #expect(verdict.route?.index == 0)
        #expect(verdict.screen == "Item")
    }

    /// Now that a wildcard association's subdomains route, `check` looks at them too (through
    /// www.DOMAIN): a route the association does not admit is reported, as for a plain domain.
    @Test("check samples a wildcard association's subdomains")
    func wildcardAssociationIsChecked() throws {
        let loaded = try Self.load(#"{ "scheme": "app", "routes": [ { "path": "items/:id", "screen": "Item" }, { "path": "other", "screen": "O" } ], "links": { "ios": { "appID": "ABCDE12345.com.example.app", "associations": { "*.example.com": "aasa.json" } } } }"#)
        let aasa = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/items/*"}, {"/": "/help/*"}]}]}}"#
        let setup = try #require(try LinkSetup.load(loaded) { _, _ throws(RouteFileError) in Data(aasa.utf8) })
        let findings = LinkCheck.findings(app: try CompiledApp(loaded), setup: setup)
        #expect(findings.map(\.witness) == ["https://www.example.com/other", "https://www.example.com/help/1"], "\(findings.map(\.message))")
        #expect(findings.map(\.rule) == [.unadmittedRoute, .unroutedLink])
    }
}
