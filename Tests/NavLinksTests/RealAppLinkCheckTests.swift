import Foundation
import NavLint
import NavRouteFile
import Testing
import TestSupport
@testable import NavLinks

/// `check`'s cross-file rules on the shapes of Firefox for Android (custom-scheme filters), Now
/// in Android (a web filter without autoVerify) and Mastodon (host routes beside linked domains).
@Suite struct RealAppLinkCheckTests {
    static func manifest(_ filters: String, package: String = "com.example") -> String {
        """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="\(package)">
          <application>
            <activity android:name=".HomeActivity" android:exported="true">
              <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
              </intent-filter>
              \(filters)
            </activity>
          </application>
        </manifest>
        """
    }

    static func android(_ extra: String = "") -> String {
        #""android": { "package": "com.example", "fingerprint": "\#(AndroidTests.fingerprint)", "manifest": "AndroidManifest.xml"\#(extra) }"#
    }

    /// The link findings of a route file written with its platform files.
    static func linkFindings(_ json: String, files: [String: String]) throws -> [LintFinding] {
        let directory = try ScratchDirectory()
        for (name, text) in files { try directory.write(text, to: name) }
        let app = try CompiledApp.load(path: try directory.write(json, to: "app.json"))
        let setup = try #require(try LinkSetup.load(app.file))
        return LinkCheck.findings(app: app, setup: setup)
    }

    @Test func aCustomSchemeFilterNoRouteTakesIsAnUnroutedLink() throws {
        let manifest = Self.manifest(browsableFilter("""
            <data android:scheme="fenix" android:host="home" />
            <data android:scheme="fenix" android:host="settings" />
            """))
        let findings = try Self.linkFindings("""
            { "scheme": "fenix", "links": { \(Self.android()) },
              "routes": [ { "path": "/", "host": "home", "screen": "Home" } ] }
            """, files: ["AndroidManifest.xml": manifest])
        let unrouted = findings.filter { $0.rule == .unroutedLink }
        #expect(unrouted.map(\.witness) == ["fenix://settings"], "\(findings)")
        // The filter is the activity's second (the launcher's is the first), as the message counts it.
        #expect(unrouted.first?.message.contains("intent-filter #2 of .HomeActivity") == true, "\(findings)")
    }

    @Test func aWebFilterWithoutAutoVerifyIsAutoverifyMissingAndAVerifiedOneIsNot() throws {
        let json = """
            { "scheme": "nia", "domains": ["www.nowinandroid.apps.samples.google.com"], "links": { \(Self.android()) },
              "routes": [ { "path": "foryou/:topicId", "screen": "Topic" } ] }
            """
        let data = """
            <data android:scheme="https" />
            <data android:host="www.nowinandroid.apps.samples.google.com" />
            """
        let missing = try Self.linkFindings(json, files: ["AndroidManifest.xml": Self.manifest(browsableFilter(data))])
            .filter { $0.rule == .autoverifyMissing }
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("www.nowinandroid.apps.samples.google.com") == true)
        let verified = try Self.linkFindings(json, files: ["AndroidManifest.xml": Self.manifest(browsableFilter(data, autoVerify: true))])
        #expect(!verified.contains { $0.rule == .autoverifyMissing })
        let silenced = try Self.linkFindings(json.replacingOccurrences(of: #""scheme": "nia","#, with: #""scheme": "nia", "lint": { "ignore": ["autoverify-missing"] },"#),
                                             files: ["AndroidManifest.xml": Self.manifest(browsableFilter(data))])
        #expect(!silenced.contains { $0.rule == .autoverifyMissing })
    }

    @Test func customSchemeHostRoutesAreNotWebRoutesAndHostRoutesKeepTheirHost() throws {
        let aasa = #"{ "applinks": { "details": [ { "appIDs": ["ABCDE12345.org.joinmastodon.app"], "components": [ { "/": "/@*" } ] } ] } }"#
        let findings = try Self.linkFindings("""
            { "scheme": "mastodon",
              "links": { "ios": { "appID": "ABCDE12345.org.joinmastodon.app", "associations": { "mastodon.online": "aasa.json" } } },
              "routes": [
                { "path": "/", "host": "post", "screen": "Compose", "presentation": "modal" },
                { "path": ":statusID", "host": "status", "screen": "Status" },
                { "path": ":handle", "host": "mastodon.{tld}", "screen": "Profile", "where": { "handle": "^@" } }
              ] }
            """, files: ["aasa.json": aasa])
        // The custom-scheme host routes are not web routes; the profile route is admitted as https://mastodon.online/@handle.
        #expect(!findings.contains { $0.rule == .unadmittedRoute }, "\(findings)")
        #expect(!findings.contains { ($0.witness ?? "").contains("mastodon.tld") }, "\(findings)")
    }
}
