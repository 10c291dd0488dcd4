import TestSupport
import Foundation
import Testing
@testable import NavLinks

/// Android's documented behaviour, each test naming the page it comes from.
@Suite struct AndroidTests {
    /// "Create deep links to app content" (https://developer.android.com/training/app-links/deep-linking):
    /// the two `<data>` elements of one filter merge, so the filter also admits
    /// app://www.example.com and https://open.my.app.
    @Test("All <data> elements of a filter merge into every combination",
          arguments: ["https://www.example.com/", "app://open.my.app/", "app://www.example.com/", "https://open.my.app/"])
    func mergedData(url: String) throws {
        let manifest = try manifest(filters: browsableFilter("""
            <data android:scheme="https" android:host="www.example.com" />
            <data android:scheme="app" android:host="open.my.app" />
            """))
        #expect(androidAdmits(manifest, url))
    }

    /// `<data>` (https://developer.android.com/guide/topics/manifest/data-element): "the host may
    /// begin with a wildcard '*' to match multiple subdomains"; matching is case-sensitive.
    @Test("Host wildcard and case", arguments: [
        ("https://www.example.com/", true), ("https://a.b.example.com/", true), ("https://example.com/", false),
        ("https://WWW.EXAMPLE.COM/", false),
    ])
    func hostWildcard(url: String, expected: Bool) throws {
        let manifest = try manifest(filters: browsableFilter(#"<data android:scheme="https" android:host="*.example.com" />"#))
        #expect(androidAdmits(manifest, url) == expected)
    }

    /// `<data>`: "Scheme matching in the Android framework is case-sensitive".
    @Test("Schemes compare case-sensitively")
    func schemeCase() throws {
        let manifest = try manifest(filters: browsableFilter(#"<data android:scheme="hotels" />"#))
        #expect(androidAdmits(manifest, "hotels://x"))
        #expect(!androidAdmits(manifest, "Hotels://x"))
    }

    /// `<data>`: port and the path attributes are "meaningful only if the scheme and host
    /// attributes are also specified".
    @Test("Port and path rules need a host; without one they are ignored")
    func portAndPathNeedHost() throws {
        let withHost = try manifest(filters: browsableFilter(#"<data android:scheme="https" android:host="e.com" android:port="8080" android:path="/a" />"#))
        #expect(androidAdmits(withHost, "https://e.com:8080/a"))
        #expect(!androidAdmits(withHost, "https://e.com/a"))
        #expect(!androidAdmits(withHost, "https://e.com:8080/b"))
        let withoutHost = try manifest(filters: browsableFilter(#"<data android:scheme="https" android:path="/a" />"#))
        #expect(androidAdmits(withoutHost, "https://anything.org/b"))
    }

    /// `<data>`, pathPattern: "." any character, "x*" zero or more of the character before, ".*"
    /// any sequence; a literal "*" is written "\\*" because "\" is also an escape in XML strings.
    @Test("pathPattern: simple glob", arguments: [
        ("/items/.*", "/items/42", true),
        ("/items/.*", "/items/", true),
        ("/a.c", "/abc", true),
        ("/ab*c", "/ac", true),
        ("/ab*c", "/abbbc", true),
        ("/ab*c", "/axc", false),
        (#"/a\\*b"#, "/a*b", true),
        (#"/a\\*b"#, "/aab", false),
        (#"/.*\\.pdf"#, "/file.pdf", true),
        (#"/.*\\.pdf"#, "/my.file.pdf", false),  // `.*` stops at the first "." and never backtracks
    ])
    func pathPattern(pattern: String, path: String, expected: Bool) {
        #expect(AndroidPathPattern(pattern).matches(path) == expected)
    }

    @Test("A pathPattern that does not start with / (or a wildcard) can never match")
    func neverMatchingPattern() {
        #expect(AndroidPathPattern("items/.*").neverMatchesReason != nil)
        #expect(AndroidPathPattern("/items/.*").neverMatchesReason == nil)
        #expect(AndroidPathPattern(".*/x").neverMatchesReason == nil)
    }

    /// `<data>`: pathSuffix and pathAdvancedPattern were "added in API level 31".
    @Test("pathSuffix and pathAdvancedPattern count from API 31; below, the filter keeps its other paths")
    func apiLevelPaths() throws {
        let manifest = try manifest(filters: browsableFilter("""
            <data android:scheme="https" android:host="e.com" />
            <data android:path="/home" />
            <data android:pathSuffix=".html" />
            <data android:pathAdvancedPattern="/p/[0-9]+" />
            """))
        #expect(androidAdmits(manifest, "https://e.com/x.html", apiLevel: 31))
        #expect(androidAdmits(manifest, "https://e.com/p/12", apiLevel: 31))
        #expect(!androidAdmits(manifest, "https://e.com/p/ab", apiLevel: 31))
        #expect(!androidAdmits(manifest, "https://e.com/x.html", apiLevel: 30))
        #expect(androidAdmits(manifest, "https://e.com/home", apiLevel: 30))
    }

    /// "Intents and intent filters" (https://developer.android.com/guide/components/intents-filters):
    /// a link from another app is an implicit intent with CATEGORY_BROWSABLE, and
    /// startActivity adds CATEGORY_DEFAULT.
    @Test("A filter without BROWSABLE or DEFAULT does not take links")
    func categories() throws {
        let manifest = try manifest(filters: """
            <intent-filter>
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.DEFAULT" />
              <data android:scheme="https" android:host="e.com" />
            </intent-filter>
            """)
        let rejection = IntentFilterMatcher.rejection(manifest.filters[0], LinkURL("https://e.com/")!, apiLevel: 34)
        #expect(rejection?.contains("BROWSABLE") == true)
    }

    /// "Verify App Links" (https://developer.android.com/training/app-links/verify-android-applinks):
    /// the documented assetlinks.json statement.
    static let documentedAssetLinks = """
        [{
          "relation": ["delegate_permission/common.handle_all_urls"],
          "target": {
            "namespace": "android_app",
            "package_name": "com.example",
            "sha256_cert_fingerprints":
            ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]
          }
        }]
        """
    static let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    @Test("The documented statement verifies the package with that certificate, and no other")
    func assetLinksStatement() throws {
        let file = try AssetLinks(parsing: Array(Self.documentedAssetLinks.utf8), file: "assetlinks.json")
        #expect(file.verifies(package: "com.example", fingerprint: Self.fingerprint.lowercased()).verified)
        #expect(!file.verifies(package: "com.other", fingerprint: Self.fingerprint).verified)
        #expect(!file.verifies(package: "com.example", fingerprint: String(repeating: "AA:", count: 31) + "AA").verified)
    }

    /// "Verify App Links": from Android 12 each host is verified on its own; before, every host
    /// of every autoVerify filter had to verify.
    @Test("Verification per host from API 31, all or nothing below")
    func verificationByAPILevel() throws {
        let manifest = try manifest(filters: browsableFilter("""
            <data android:scheme="https" android:host="good.com" />
            <data android:host="bad.com" />
            """, autoVerify: true))
        let files = ["good.com": try AssetLinks(parsing: Array(Self.documentedAssetLinks.utf8), file: "good.json")]
        let modern = AppLinkVerification(manifest: manifest, assetlinks: files, package: "com.example", fingerprint: Self.fingerprint, apiLevel: 31)
        #expect(modern.verification(of: "good.com").verified)
        #expect(!modern.verification(of: "bad.com").verified)
        let older = AppLinkVerification(manifest: manifest, assetlinks: files, package: "com.example", fingerprint: Self.fingerprint, apiLevel: 30)
        #expect(!older.verification(of: "good.com").verified)
    }

    /// Below API 31 one autoVerify filter makes Android verify the hosts of every web filter,
    /// with or without autoVerify, all or nothing (AOSP frameworks/base,
    /// PackageManagerService.verifyIntentFiltersIfNeeded, Android 6 to 10: "If any filters need
    /// to be verified, then all need to be"); from API 31 only autoVerify filters' hosts count.
    @Test("Below API 31 the hosts of filters without autoVerify are verified too, and can fail the others")
    func olderVerificationTakesEveryWebFilter() throws {
        let twoFilters = try manifest(filters: browsableFilter(#"<data android:scheme="https" android:host="good.com" />"#, autoVerify: true)
            + browsableFilter(#"<data android:scheme="https" android:host="other.com" />"#))
        let files = ["good.com": try AssetLinks(parsing: Array(Self.documentedAssetLinks.utf8), file: "good.json")]
        let older = AppLinkVerification(manifest: twoFilters, assetlinks: files, package: "com.example", fingerprint: Self.fingerprint, apiLevel: 30)
        #expect(older.hosts.map(\.host) == ["good.com", "other.com"])
        #expect(!older.verification(of: "good.com").verified)
        #expect(older.verification(of: "good.com").reason.contains("other.com"))
        let modern = AppLinkVerification(manifest: twoFilters, assetlinks: files, package: "com.example", fingerprint: Self.fingerprint, apiLevel: 31)
        #expect(modern.hosts.map(\.host) == ["good.com"])
        #expect(modern.verification(of: "good.com").verified)
        // Without any autoVerify filter nothing is verified at any level.
        let none = try manifest(filters: browsableFilter(#"<data android:scheme="https" android:host="good.com" />"#))
        #expect(AppLinkVerification(manifest: none, assetlinks: files, package: "com.example", fingerprint: Self.fingerprint, apiLevel: 30).hosts.isEmpty)
    }

    @Test("Intent filters, actions, categories and data are read with their positions")
    func manifestReading() throws {
        let manifest = try manifest(filters: browsableFilter(#"<data android:scheme="https" android:host="e.com" android:port="443" />"#))
        #expect(manifest.package == "com.example")
        #expect(manifest.filters.count == 1)
        #expect(manifest.filters[0].activity == ".Main")
        #expect(manifest.filters[0].data[0].port == 443)
        #expect(manifest.filters[0].position.line == 4)
        #expect(manifest.filters[0].data[0].position.line == 8)
    }
}
