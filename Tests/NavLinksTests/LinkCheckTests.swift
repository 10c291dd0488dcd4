import TestSupport
import Foundation
import NavRouteFile
import Testing
@testable import NavLinks
import NavLint
import NavSupport

/// The manifest mistakes `check` reports, each with its witness.
@Suite struct LinkCheckTests {
    static func android(_ filters: String, apiLevel: Int = 34, assetlinks: [String: AssetLinks] = [:]) throws -> LinkSetup.Android {
        let manifest = try manifest(filters: filters)
        return LinkSetup.Android(
            package: "com.example", fingerprint: AndroidTests.fingerprint, manifest: manifest, apiLevel: apiLevel,
            verification: AppLinkVerification(manifest: manifest, assetlinks: assetlinks, package: "com.example",
                                              fingerprint: AndroidTests.fingerprint, apiLevel: apiLevel),
            assetlinks: [], pathRules: manifest.filters.map { IntentFilterMatcher.pathRules($0, apiLevel: apiLevel) })
    }

    static func messages(_ android: LinkSetup.Android) -> [String] {
        LinkCheck.manifestFindings(android, location: JSONLocation(jsonPath: "links.android.manifest", position: SourcePosition(line: 1, column: 1)))
            .map(\.message)
    }

    @Test("A filter without BROWSABLE")
    func missingBrowsable() throws {
        let messages = Self.messages(try Self.android("""
            <intent-filter><action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.DEFAULT" />
            <data android:scheme="https" android:host="e.com" /></intent-filter>
            """))
        #expect(messages.contains { $0.contains("no BROWSABLE category") })
    }

    @Test("autoVerify with no matching assetlinks statement")
    func unverifiable() throws {
        let messages = Self.messages(try Self.android(browsableFilter(#"<data android:scheme="https" android:host="e.com" />"#, autoVerify: true)))
        #expect(messages.contains { $0.contains("android:autoVerify=\"true\" but e.com is not verified: no assetlinks.json is given for e.com") })
    }

    @Test("A pathPattern that can never match")
    func deadPattern() throws {
        let messages = Self.messages(try Self.android(browsableFilter(#"<data android:scheme="https" android:host="e.com" android:pathPattern="items/.*" />"#)))
        #expect(messages.contains { $0.contains(#"pathPattern="items/.*" can never match"#) })
    }

    @Test("A host split from its scheme into another filter")
    func splitData() throws {
        let messages = Self.messages(try Self.android(
            browsableFilter(#"<data android:scheme="https" />"#) + browsableFilter(#"<data android:host="e.com" />"#)))
        #expect(messages.contains { $0.contains("has <data android:host> but no scheme") && $0.contains("the scheme is in intent-filter #1,") })
    }

    /// "Create deep links to app content": unrelated pairs merge into app://www.example.com and https://open.my.app.
    @Test("Pairs merged into combinations no <data> writes")
    func mergedPairs() throws {
        let android = try Self.android(browsableFilter("""
            <data android:scheme="https" android:host="www.example.com" />
            <data android:scheme="app" android:host="open.my.app" />
            """))
        let findings = LinkCheck.manifestFindings(android, location: JSONLocation(jsonPath: "x", position: SourcePosition(line: 1, column: 1)))
        #expect(findings.contains { $0.witness == "https://open.my.app/" })
    }

    @Test("pathSuffix below API 31 is reported as ignored")
    func apiLevelAttributes() throws {
        let messages = Self.messages(try Self.android(browsableFilter(#"<data android:scheme="https" android:host="e.com" android:pathSuffix=".pdf" />"#),
                                                      apiLevel: 30))
        #expect(messages.contains { $0.contains("is ignored below API 31") })
    }

    @Test("A clean filter with a verified host has no finding")
    func quiet() throws {
        let files = ["e.com": try AssetLinks(parsing: Array(AndroidTests.documentedAssetLinks.utf8), file: "a.json")]
        let messages = Self.messages(try Self.android(browsableFilter(#"<data android:scheme="https" android:host="e.com" android:pathPrefix="/a" />"#,
                                                                      autoVerify: true), assetlinks: files))
        #expect(messages.isEmpty, "\(messages)")
    }
}

/// "Behavior changes: apps targeting Android 12" (https://developer.android.com/about/versions/12/behavior-changes-12#exported):
/// an activity with intent filters must declare android:exported.
@Suite struct ExportedTests {
    @Test func activityWithoutExported() throws {
        let manifest = try manifest("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
              <application><activity android:name=".Main">
            \(browsableFilter(#"<data android:scheme="app" />"#))
              </activity></application>
            </manifest>
            """)
        let android = LinkSetup.Android(
            package: "com.example", fingerprint: AndroidTests.fingerprint, manifest: manifest, apiLevel: 31,
            verification: AppLinkVerification(manifest: manifest, assetlinks: [:], package: "com.example", fingerprint: AndroidTests.fingerprint, apiLevel: 31),
            assetlinks: [], pathRules: manifest.filters.map { IntentFilterMatcher.pathRules($0, apiLevel: 31) })
        let messages = LinkCheck.manifestFindings(android, location: JSONLocation(jsonPath: "x", position: SourcePosition(line: 1, column: 1))).map(\.message)
        #expect(messages.contains { $0.contains("no android:exported") })
    }
}
