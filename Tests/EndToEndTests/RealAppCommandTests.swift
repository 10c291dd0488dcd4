import Foundation
import Testing
import TestSupport

/// The commands as a new user runs them on six real apps' shapes (Mastodon, DuckDuckGo, Ice
/// Cubes, Firefox for Android, NavigationAdvancedSample, Now in Android): what they print must
/// be what the app does and what the user needs.
@Suite struct RealAppCommandTests {
    static let mastodon = """
        { "scheme": "mastodon",
          "domains": ["mastodon.social", "mastodon.online"],
          "routes": [
            { "path": "/", "host": "search", "screen": "SearchDetail", "where": { "query": "^" } },
            { "path": "/", "host": "post", "screen": "Compose", "presentation": "modal" },
            { "path": "/", "host": "profile", "screen": "Profile" },
            { "path": "/", "host": "status", "screen": "Status" }
          ] }
        """

    @Test func aRefusalNamesTheRouteThatDeclinedAndLabelsCarryTheHost() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Self.mastodon, to: "mastodon.json")
        let open = try NavsimBinary.run(["open", "--routes", path, "mastodon://search"])
        #expect(open.stdout.contains("refused: no route matches mastodon://search: routes[0] mastodon://search declined: the query has no 'query'"),
                "\(open.stdout)")
        // The suggestion is the host route of that host, not every route whose path is `/`.
        #expect(open.stdout.contains("did you mean: mastodon://search\n"), "\(open.stdout)")
        let match = try NavsimBinary.run(["match", "--routes", path, "mastodon://serch"])
        #expect(match.status == 1)
        #expect(match.stdout.contains("did you mean: mastodon://search"), "\(match.stdout)")
        #expect(!match.stdout.contains("did you mean: /"), "\(match.stdout)")
    }

    @Test func checkQuietPrintsErrorsOnlyWithTheSameExitCode() throws {
        let scratch = try ScratchDirectory()
        let warned = try scratch.write(#"{ "scheme": "app", "state": { "in": false }, "routes": [ { "path": "a", "screen": "A", "requires": ["in"] } ] }"#,
                                       to: "warned.json")
        let loud = try NavsimBinary.run(["check", warned])
        #expect(loud.status == 0)
        #expect(loud.stdout.contains("[guard-missing]"), "\(loud.stdout)")
        let quiet = try NavsimBinary.run(["check", "--quiet", warned])
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "\(warned): ok, 1 route\n", "\(quiet.stdout)")
        let broken = try scratch.write(#"{ "routes": [ { "path": "a", "screen": "A", "tab": "nope" } ] }"#, to: "broken.json")
        let quietBroken = try NavsimBinary.run(["check", "--quiet", broken])
        #expect(quietBroken.status == 1)
        #expect(quietBroken.stdout.contains("error:"), "\(quietBroken.stdout)")
    }

    @Test func checkAgainstAFolderThenTheRouteFileChecksThatFile() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        try scratch.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict>
            <key>CFBundleURLSchemes</key><array><string>mastodon</string></array></dict></array></dict></plist>
            """, to: "app/Info.plist")
        try scratch.write(Self.mastodon, to: "init.json")
        let result = try NavsimBinary.run(["check", "--against", "app", "init.json"], in: scratch.url)
        #expect(result.stdout.contains("init.json"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("demo-routes.json") && !result.stderr.contains("demo-routes.json"), "\(result.stdout)\(result.stderr)")
        // The file was checked against the folder: the route file's domains the Info.plist lacks are drift.
        #expect(result.stdout.contains("init.json:2:") && result.stdout.contains("[app-drift]"), "\(result.stdout)")
        // Every rule can be silenced, app-drift too.
        try scratch.write(Self.mastodon.replacingOccurrences(of: #""scheme": "mastodon","#, with: #""scheme": "mastodon", "lint": { "ignore": ["app-drift"] },"#),
                          to: "init.json")
        let silenced = try NavsimBinary.run(["check", "--against", "app", "init.json"], in: scratch.url)
        #expect(silenced.status == 0 && !silenced.stdout.contains("[app-drift]"), "\(silenced.stdout)")
    }

    @Test func aPackageThatDiffersFromTheManifestIsALintErrorNamingBoth() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.google.samples.apps.nowinandroid">
              <application><activity android:name=".MainActivity" android:exported="true"/></application>
            </manifest>
            """, to: "AndroidManifest.xml")
        let path = try scratch.write(#"""
            { "scheme": "nia", "links": { "android": { "package": "com.example.other", "fingerprint": "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5", "manifest": "AndroidManifest.xml" } },
              "routes": [ { "path": "topic/:id", "screen": "Topic" } ] }
            """#, to: "nia.json")
        let result = try NavsimBinary.run(["check", path])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("links.android.package is \"com.example.other\""), "\(result.stdout)")
        #expect(result.stdout.contains("AndroidManifest.xml:1:1"), "\(result.stdout)")
    }

    @Test func aLinkHandedBackToTheBrowserIsRefusedNotUnmatched() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(#"""
            { "scheme": "app", "domains": ["app.example.com"], "unmatched": "browser",
              "routes": [ { "path": "items/:id", "screen": "Item" } ] }
            """#, to: "app.json")
        let scenario = { (outcome: String) in #"""
            { "routes": "app.json", "scenarios": [ { "name": "handed back", "steps": [
              { "input": "https://app.example.com/elsewhere", "expect": { "outcome": "\#(outcome)" } } ] } ] }
            """# }
        try scratch.write(scenario("refused"), to: "refused.scenarios.json")
        try scratch.write(scenario("unmatched"), to: "unmatched.scenarios.json")
        #expect(try NavsimBinary.run(["test", "refused.scenarios.json"], in: scratch.url).status == 0)
        let unmatched = try NavsimBinary.run(["test", "unmatched.scenarios.json"], in: scratch.url)
        #expect(unmatched.status == 1, "\(unmatched.stdout)")
    }

    @Test func aWarmStateWhoseSetupTheOSRefusedIsNotReached() throws {
        let result = try NavsimBinary.run(["matrix", "https://go.hotels.example.com/cities/rome", "--platform", "android", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let states = try #require(object["states"] as? [[String: Any]])
        let own = try #require(states.first { ($0["name"] as? String)?.hasPrefix("warm on its own screen") == true })
        #expect(own["reached"] as? Bool == false)
        #expect((own["setupRefused"] as? String)?.contains("not verified") == true)
        #expect(states.first { $0["name"] as? String == "cold" }?["reached"] as? Bool == true)
        let text = try NavsimBinary.run(["matrix", "https://go.hotels.example.com/cities/rome", "--platform", "android"])
        #expect(text.stdout.hasPrefix("matrix of https://go.hotels.example.com/cities/rome on Android 34: the link is refused in every state"),
                "\(text.stdout)")
        #expect(!text.stdout.contains("every state ends as the cold start does"))
    }

    @Test func aGraphAppsCoverageCountsStartAndActionDestinations() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(NavGraphFixtures.actionsAndStartDestinations, to: "nav_graph.xml")
        try scratch.write(#"{ "profile": "jetpack", "navGraphs": ["nav_graph.xml"] }"#, to: "app.json")
        try scratch.write(#"""
            { "routes": "app.json", "scenarios": [ { "name": "about", "steps": [ { "input": "fenix://about" } ] } ] }
            """#, to: "app.scenarios.json")
        // One link shows home > settings > about; the actions reach privacy and search; only orphan is never reached.
        let result = try NavsimBinary.run(["test", "app.scenarios.json", "--coverage"], in: scratch.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("screens 5/6"), "\(result.stdout)")
        #expect(result.stdout.contains("screens never shown: orphan\n"), "\(result.stdout)")
    }

    @Test func linkSaysWhatIsMissingForAClaimedDomainAndForNoAssociations() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(#"{ "applinks": { "details": [ { "appIDs": ["ABCDE12345.org.joinmastodon.app"], "components": [ { "/": "/@*" } ] } ] } }"#,
                          to: "aasa.json")
        let claimed = try scratch.write(#"""
            { "scheme": "mastodon", "domains": ["mastodon.social", "mastodon.online"],
              "links": { "ios": { "appID": "ABCDE12345.org.joinmastodon.app", "associations": { "mastodon.online": "aasa.json" } } },
              "routes": [ { "path": ":handle", "screen": "Profile" } ] }
            """#, to: "claimed.json")
        let social = try NavsimBinary.run(["link", "--routes", claimed, "https://mastodon.social/@a"])
        #expect(social.stdout.contains("mastodon.social is one of the app's domains, but no apple-app-site-association file is given for it"),
                "\(social.stdout)")
        let none = try scratch.write(#"""
            { "scheme": "mastodon", "links": { "ios": { "appID": "ABCDE12345.org.joinmastodon.app", "associations": {} } },
              "routes": [ { "path": ":handle", "screen": "Profile" } ] }
            """#, to: "none.json")
        let other = try NavsimBinary.run(["link", "--routes", none, "https://example.com/@a"])
        #expect(other.stdout.contains("(links.ios.associations gives none)"), "\(other.stdout)")
        #expect(!other.stdout.contains("lists )"), "\(other.stdout)")
    }

    @Test func aMistypedGraphTabGetsDidYouMean() throws {
        let scratch = try ScratchDirectory()
        let destinations = (1...40).map { #"<fragment android:id="@+id/screen\#($0)"/>"# }.joined(separator: "\n")
        try scratch.write("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/nav_graph" app:startDestination="@id/home_graph">
              <navigation android:id="@+id/home_graph" app:startDestination="@id/home"><fragment android:id="@+id/home"/></navigation>
              \(destinations)
            </navigation>
            """, to: "nav_graph.xml")
        let path = try scratch.write(#"{ "profile": "jetpack", "navGraphs": ["nav_graph.xml"], "tabs": [ { "id": "home_grahp", "title": "Home" } ] }"#,
                                     to: "app.json")
        let result = try NavsimBinary.run(["check", path])
        #expect(result.status != 0)
        #expect(result.stdout.contains("did you mean \"home_graph\"?"), "\(result.stdout)")
        #expect(!result.stdout.contains("screen40"), "\(result.stdout)")
    }
}
