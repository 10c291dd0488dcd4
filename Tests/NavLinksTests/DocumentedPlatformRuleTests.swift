import TestSupport
import Foundation
import NavRouteFile
import Testing
@testable import NavLinks

/// The rules of docs/links.md that decide between app and browser before any pattern runs (the
/// scheme, the host, the activity, the API level), each test naming the page it comes from.
@Suite struct DocumentedPlatformRuleTests {
    static let appID = "ABCDE12345.com.example.app"
    static let fingerprint = AndroidTests.fingerprint

    /// A resolver for a route file with `scheme: app`, the association `aasa` on `domain` (iOS)
    /// and the intent filters `filters` with assetlinks for `verified` (Android), read in memory.
    static func resolver(domain: String = "example.com", aasa: String = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/items/*"}]}]}}"#,
                         filters: String = browsableFilter(#"<data android:scheme="https" android:host="example.com" />"#, autoVerify: true),
                         exported: String = "true", verified: [String] = ["example.com"], apiLevel: Int = 34) throws -> LinkResolver {
        let assetlinks = Dictionary(uniqueKeysWithValues: verified.map { ($0, "\($0).json") })
        let routeFile = """
            { "scheme": "app", "routes": [ { "path": "items/:id", "screen": "Item" } ],
              "links": {
                "ios": { "appID": "\(appID)", "associations": { "\(domain)": "aasa.json" } },
                "android": { "package": "com.example", "fingerprint": "\(fingerprint)", "manifest": "AndroidManifest.xml",
                             "assetlinks": \(String(decoding: try JSONEncoder().encode(assetlinks), as: UTF8.self)), "apiLevel": \(apiLevel) } } }
            """
        let loaded = try RouteFileLoader.load(contents: Data(routeFile.utf8), path: "routes.json")
        var files = ["aasa.json": aasa, "AndroidManifest.xml": manifestXML(filters: filters, exported: exported)]
        for file in assetlinks.values { files[file] = AndroidTests.documentedAssetLinks }
        let setup = try #require(try LinkSetup.load(loaded) { path, _ throws(RouteFileError) in Data(files[path]!.utf8) })
        return LinkResolver(setup: setup, app: try CompiledApp(loaded))
    }

    // MARK: iOS

    /// "Supporting associated domains" (https://developer.apple.com/documentation/xcode/supporting-associated-domains):
    /// universal links are `https` links on an associated domain; any other web link opens Safari.
    @Test("iOS: only https links on an associated domain are universal links")
    func iosHTTPSOnAssociatedDomains() throws {
        let resolver = try Self.resolver()
        let admitted = resolver.verdict("https://example.com/items/1", on: .ios)
        #expect(admitted.opensApp && admitted.via == .universalLink)
        let http = resolver.verdict("http://example.com/items/1", on: .ios)
        #expect(!http.opensApp && http.reason.hasPrefix("Safari: universal links are https only"))
        let other = resolver.verdict("https://other.org/items/1", on: .ios)
        #expect(!other.opensApp && other.reason.contains("is not an associated domain"))
        // Hosts are DNS names: they compare without case.
        #expect(resolver.verdict("https://EXAMPLE.com/items/1", on: .ios).opensApp)
    }

    /// "Supporting associated domains": "To match all subdomains of an associated domain, you can
    /// specify a wildcard by prefixing `*.` before the beginning of a specific domain".
    @Test("iOS: a *. association covers the subdomains, not the domain itself")
    func iosWildcardDomain() throws {
        let resolver = try Self.resolver(domain: "*.example.com")
        #expect(resolver.verdict("https://www.example.com/items/1", on: .ios).opensApp)
        #expect(resolver.verdict("https://a.b.example.com/items/1", on: .ios).opensApp)
        #expect(!resolver.verdict("https://example.com/items/1", on: .ios).opensApp)
        #expect(!resolver.verdict("https://badexample.com/items/1", on: .ios).opensApp)
    }

    /// "Defining a custom URL scheme for your app"
    /// (https://developer.apple.com/documentation/xcode/defining-a-custom-url-scheme-for-your-app):
    /// the system opens the app that declares the scheme (`CFBundleURLTypes`); here the route
    /// file's `scheme` stands for it.
    @Test("iOS: a declared custom scheme opens the app; an undeclared one opens nothing")
    func iosCustomScheme() throws {
        let resolver = try Self.resolver()
        let declared = resolver.verdict("app://items/1", on: .ios)
        #expect(declared.opensApp && declared.via == .customScheme)
        #expect(declared.screen == "Item")
        let undeclared = resolver.verdict("other://items/1", on: .ios)
        #expect(!undeclared.opensApp && undeclared.reason.contains(#"no app declares the URL scheme "other""#))
    }

    // MARK: Android

    /// "Behavior changes: all apps", Android 12, web intent resolution
    /// (https://developer.android.com/about/versions/12/behavior-changes-all#web-intent-resolution):
    /// "a generic web intent resolves to an activity in your app only if your app is approved for
    /// the specific domain contained in that web intent"; before Android 12 the user chose.
    @Test("Android: an unverified https link opens the browser from API 31, the chooser (the app) below")
    func unverifiedWebLinksByAPILevel() throws {
        let modern = try Self.resolver(verified: [], apiLevel: 31)
        let browser = modern.verdict("https://example.com/items/1", on: .android)
        #expect(!browser.opensApp)
        #expect(browser.reason.hasPrefix("Chrome: intent filter #1 of .Main admits it, but example.com is not verified"))
        let older = try Self.resolver(verified: [], apiLevel: 30)
        let chooser = older.verdict("https://example.com/items/1", on: .android)
        #expect(chooser.opensApp && chooser.via == .appLink)
        #expect(chooser.reason.contains("below API 31 Android asks the user to choose the app or the browser"))
        let verified = try Self.resolver(apiLevel: 31).verdict("https://example.com/items/1", on: .android)
        #expect(verified.opensApp && verified.via == .appLink && verified.screen == "Item")
    }

    /// `<activity>`, android:exported (https://developer.android.com/guide/topics/manifest/activity-element#exported):
    /// with "false", "the activity can be launched only by components of the same application".
    @Test("Android: an activity with exported=\"false\" takes no link")
    func notExported() throws {
        let resolver = try Self.resolver(exported: "false")
        let verdict = resolver.verdict("https://example.com/items/1", on: .android)
        #expect(!verdict.opensApp)
        #expect(resolver.verdict("https://example.com/items/1", on: .android, explain: true).tried.first?.failure
                    == #"its activity is android:exported="false", so other apps cannot start it"#)
    }

    /// "Intents and intent filters", data test
    /// (https://developer.android.com/guide/components/intents-filters#DataTest): "An intent that
    /// contains a URI but no MIME type … passes the test only if its URI matches the filter's URI
    /// format and the filter likewise does not specify a MIME type."
    @Test("Android: a filter with a mimeType admits no link")
    func mimeTypeFilter() throws {
        let manifest = try manifest(filters: browsableFilter(#"<data android:scheme="https" android:host="e.com" android:mimeType="text/plain" />"#))
        #expect(IntentFilterMatcher.rejection(manifest.filters[0], LinkURL("https://e.com/x")!, apiLevel: 34)
                    == "it declares a mimeType, and a link carries no type")
    }

    /// "Create deep links to app content"
    /// (https://developer.android.com/training/app-links/deep-linking): a custom scheme is
    /// admitted by any filter with VIEW, DEFAULT and BROWSABLE whose `<data>` matches.
    @Test("Android: a custom scheme opens the app through a browsable filter, no verification needed")
    func androidCustomScheme() throws {
        let resolver = try Self.resolver(filters: browsableFilter(#"<data android:scheme="app" android:host="items" />"#), verified: [])
        let verdict = resolver.verdict("app://items/1", on: .android)
        #expect(verdict.opensApp && verdict.via == .customScheme && verdict.screen == "Item")
        #expect(!resolver.verdict("app://other/1", on: .android).opensApp)
    }

    /// `<data>` (https://developer.android.com/guide/topics/manifest/data-element), host: "the host
    /// may begin with a wildcard '*' to match multiple subdomains"; a host of `*` alone is the
    /// wildcard with nothing after it.
    @Test("Android: a host of * admits every host")
    func anyHost() throws {
        let manifest = try manifest(filters: browsableFilter(#"<data android:scheme="https" android:host="*" />"#))
        #expect(androidAdmits(manifest, "https://anything.example.org/x"))
    }

    /// "Verify App Links" (https://developer.android.com/training/app-links/verify-android-applinks):
    /// "if you declare your hostname with a wildcard (such as *.example.com), you must publish
    /// your assetlinks.json file at the root hostname (example.com)".
    @Test("Android: a *. host is verified by the root domain's assetlinks.json")
    func wildcardHostVerification() throws {
        let filters = browsableFilter(#"<data android:scheme="https" android:host="*.example.com" />"#, autoVerify: true)
        let resolver = try Self.resolver(filters: filters, verified: ["example.com"])
        let verdict = resolver.verdict("https://shop.example.com/items/1", on: .android)
        #expect(verdict.opensApp && verdict.via == .appLink)
        let unverified = try Self.resolver(filters: filters, verified: ["shop.example.com"]).verdict("https://shop.example.com/items/1", on: .android)
        #expect(!unverified.opensApp && unverified.reason.contains("no assetlinks.json is given for example.com"))
    }

    /// Digital Asset Links, "Statement list syntax"
    /// (https://developers.google.com/digital-asset-links/v1/statements): a statement may be an
    /// `include` of another file; navsim works offline, so it reads the statements written
    /// in the file and does not follow the include.
    @Test("assetlinks: an include statement is accepted and not followed")
    func includeStatement() throws {
        let file = try AssetLinks(parsing: Array(#"[{"include": "https://example.com/more.json"}]"#.utf8), file: "assetlinks.json")
        #expect(!file.verifies(package: "com.example", fingerprint: Self.fingerprint).verified)
    }

    /// applinks.Defaults (https://developer.apple.com/documentation/bundleresources/applinks/defaults-swift.dictionary):
    /// the defaults dictionary "can contain any of [a component's] properties"; only
    /// `caseSensitive` and `percentEncoded` change how components match (docs/links.md, a choice).
    @Test("iOS: defaults accept a component's keys; only the two settings take effect")
    func defaultsTakeComponentKeys() throws {
        let evaluator = try association("""
            { "applinks": { "defaults": { "caseSensitive": false, "/": "/ignored/*", "comment": "fine" },
              "details": [ { "appIDs": ["ABCDE12345.com.example.app"], "components": [ { "/": "/items/*" } ] } ] } }
            """)
        #expect(admits(evaluator, "https://example.com/ITEMS/1"))
        #expect(!admits(evaluator, "https://example.com/ignored/1"))
    }

    /// `<data>`, pathAdvancedPattern (API 31): "`.`, `[…]` ranges and sets, `*`, `+`, `{m,n}`".
    @Test("Android: pathAdvancedPattern reads sets, ranges, repetition counts and escapes", arguments: [
        ("/p/[0-9]{2,3}", "/p/12", true), ("/p/[0-9]{2,3}", "/p/1234", false), ("/p/[0-9]{2,3}", "/p/ab", false),
        ("/[a-c]+/x", "/abcab/x", true), ("/[a-c]+/x", "/d/x", false),
        (#"/file\\.pdf"#, "/file.pdf", true), (#"/file\\.pdf"#, "/fileXpdf", false),
        ("/.*/end", "/a/b/end", true),
    ])
    func advancedPattern(pattern: String, path: String, expected: Bool) {
        #expect(AndroidAdvancedPattern(pattern).matches(path) == expected)
    }
}
