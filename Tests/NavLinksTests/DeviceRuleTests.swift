import NavSupport
import TestSupport
import Foundation
import NavRouteFile
import Testing
@testable import NavLinks
import NavLint

/// The rules of issue "the device in every headless run": Android's chooser, the package taken
/// from the manifest, `android:exported` from API 31, filters that are not links, `autoVerify`
/// with a custom scheme, Android 15's dynamic rules, and the AASA rules for repeated query items
/// and non-ASCII patterns. Each test names the documentation it comes from (docs/links.md).
@Suite struct DeviceRuleTests {
    static let fingerprint = AndroidTests.fingerprint

    /// A route file with `android` as `links.android` (package, manifest, assetlinks and API level
    /// filled in unless `android` says otherwise), read in memory with `files`.
    static func setup(manifest: String, package: String? = "com.example", apiLevel: Int = 34,
                      assetlinks: String = AndroidTests.documentedAssetLinks) throws(RouteFileError) -> LinkSetup? {
        let packageKey = package.map { #""package": "\#($0)", "# } ?? ""
        let routeFile = """
            { "scheme": "app", "routes": [ { "path": "items/:id", "screen": "Item" } ],
              "links": { "android": { \(packageKey)"fingerprint": "\(fingerprint)", "manifest": "AndroidManifest.xml",
                                      "assetlinks": { "example.com": "assetlinks.json" }, "apiLevel": \(apiLevel) } } }
            """
        let loaded = try RouteFileLoader.load(contents: Data(routeFile.utf8), path: "routes.json")
        let files = ["AndroidManifest.xml": manifest, "assetlinks.json": assetlinks]
        return try LinkSetup.load(loaded) { path, _ throws(RouteFileError) in Data(files[path]!.utf8) }
    }

    static func resolver(manifest: String, package: String? = "com.example", apiLevel: Int = 34,
                         assetlinks: String = AndroidTests.documentedAssetLinks) throws -> LinkResolver {
        let setup = try #require(try setup(manifest: manifest, package: package, apiLevel: apiLevel, assetlinks: assetlinks))
        let routeFile = #"{ "scheme": "app", "routes": [ { "path": "items/:id", "screen": "Item" } ] }"#
        return LinkResolver(setup: setup, app: try CompiledApp(try RouteFileLoader.load(contents: Data(routeFile.utf8), path: "routes.json")))
    }

    static let webFilter = browsableFilter(#"<data android:scheme="https" android:host="example.com" />"#, autoVerify: true)

    // MARK: the chooser

    /// "Intents and intent filters": when several activities match an implicit intent, the system
    /// shows a dialog so the user picks one. Kickstarter's manifest admits
    /// `ksr://www.kickstarter.com/projects/a/b` in DiscoveryActivity and ProjectActivity.
    @Test("Android: two activities admitting one link make Android ask the user, and both are named")
    func chooser() throws {
        let xml = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
              <application>
                <activity android:name=".DiscoveryActivity" android:exported="true">
            \(browsableFilter(#"<data android:scheme="ksr" android:host="www.kickstarter.com" />"#))
                </activity>
                <activity android:name=".ProjectActivity" android:exported="true">
            \(browsableFilter(#"<data android:scheme="ksr" android:host="www.kickstarter.com" android:pathPattern="/projects/.*/.*" />"#))
                </activity>
              </application>
            </manifest>
            """
        let resolver = try Self.resolver(manifest: xml)
        for explain in [false, true] {
            let verdict = resolver.verdict("ksr://www.kickstarter.com/projects/a/b", on: .android, explain: explain)
            #expect(verdict.opensApp && verdict.via == .customScheme)
            #expect(verdict.chooser == [".DiscoveryActivity", ".ProjectActivity"])
            #expect(verdict.reason.contains("2 activities admit it (.DiscoveryActivity, .ProjectActivity), so Android asks the user which to use"))
        }
        // 20,000 activities admitting one link: found in one pass, and the reason names five
        // and counts the rest while `chooser` lists them all.
        let many = (0..<20_000).map { index in
            "<activity android:name=\".A\(index)\" android:exported=\"true\">" + browsableFilter(#"<data android:scheme="ksr" />"#) + "</activity>"
        }.joined(separator: "\n")
        let crowded = try Self.resolver(manifest: """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example"><application>
            \(many)
            </application></manifest>
            """)
        let crowd = crowded.verdict("ksr://anything", on: .android, explain: false)
        #expect(crowd.chooser.count == 20_000)
        #expect(crowd.reason.hasSuffix("; 20000 activities admit it (.A0, .A1, .A2, .A3, .A4 and 19995 more), so Android asks the user which to use"),
                "\(crowd.reason.prefix(300))")
        // One activity only: no chooser.
        let single = resolver.verdict("ksr://www.kickstarter.com/discover", on: .android, explain: false)
        #expect(single.opensApp && single.chooser.isEmpty && !single.reason.contains("asks the user"))
        let json = LinkReport.json([LinkReport.Entry(input: "ksr://www.kickstarter.com/projects/a/b",
                                                     verdicts: [resolver.verdict("ksr://www.kickstarter.com/projects/a/b", on: .android)])],
                                   explain: false).rendered()
        #expect(json.contains(#""chooser": ["#))
    }

    // MARK: the package

    @Test("Android: links.android.package may be left out; the manifest's package attribute names the app")
    func packageFromManifest() throws {
        let setup = try #require(try Self.setup(manifest: manifestXML(filters: Self.webFilter), package: nil))
        #expect(setup.android?.package == "com.example")
        #expect(setup.android?.verification.verification(of: "example.com").verified == true)
    }

    @Test("Android: a package that differs from the manifest's is an error naming both places")
    func packageDiffers() throws {
        let message = renderedError { () throws(RouteFileError) in
            _ = try Self.setup(manifest: manifestXML(filters: Self.webFilter), package: "com.exmaple")
        }
        let text = try #require(message)
        #expect(text.hasPrefix("routes.json:2:38: error: links.android.package: "))
        #expect(text.contains(#"links.android.package is "com.exmaple" but the manifest says package="com.example" (AndroidManifest.xml:1:1)"#))
    }

    @Test("Android: no package anywhere is an error")
    func packageNowhere() throws {
        let xml = manifestXML(filters: Self.webFilter).replacingOccurrences(of: #" package="com.example""#, with: "")
        let message = try #require(renderedError { () throws(RouteFileError) in _ = try Self.setup(manifest: xml, package: nil) })
        #expect(message.contains("has no package attribute: write the app's application id in links.android.package"))
    }

    // MARK: android:exported

    /// "Behavior changes: apps targeting Android 12", safer component exporting: an activity with
    /// intent filters must set android:exported, or the app does not install.
    @Test("Android: a link activity without android:exported at API 31+ does not install: link says so and check errs, in the same words")
    func exportedMissing() throws {
        let xml = manifestXML(filters: Self.webFilter).replacingOccurrences(of: #" android:exported="true""#, with: "")
        let modern = try Self.resolver(manifest: xml, apiLevel: 31)
        let problem = try #require(modern.setup.android?.installProblem)
        #expect(problem.contains("the app does not install: activity .Main"))
        for url in ["https://example.com/items/1", "app://items/1"] {
            let verdict = modern.verdict(url, on: .android, explain: false)
            #expect(!verdict.opensApp && verdict.via == nil)
            #expect(verdict.reason.hasSuffix(problem))
        }
        let findings = LinkCheck.manifestFindings(try #require(modern.setup.android),
                                                  location: JSONLocation(jsonPath: "x", position: SourcePosition(line: 1, column: 1)))
        let error = try #require(findings.first { $0.severity == .error })
        #expect(error.message == problem && error.rule == .intentFilter)
        // Below API 31 the attribute defaults to true for an activity with filters: the link opens.
        let older = try Self.resolver(manifest: xml, apiLevel: 30)
        #expect(older.setup.android?.installProblem == nil)
        #expect(older.verdict("https://example.com/items/1", on: .android).opensApp)
    }

    /// Wikipedia's manifest: a content:// viewer without BROWSABLE and SEND / PROCESS_TEXT share
    /// filters; none is a link.
    @Test("Android: filters that are not links draw no link finding")
    func notLinks() throws {
        let xml = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
              <application>
                <activity android:name=".Main" android:exported="true">\(Self.webFilter)</activity>
                <activity android:name=".LicenseActivity">
                  <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <data android:scheme="content" />
                  </intent-filter>
                </activity>
                <activity android:name=".ShareActivity">
                  <intent-filter>
                    <action android:name="android.intent.action.SEND" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <data android:mimeType="text/plain" />
                  </intent-filter>
                  <intent-filter>
                    <action android:name="android.intent.action.PROCESS_TEXT" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <data android:mimeType="text/plain" />
                  </intent-filter>
                </activity>
              </application>
            </manifest>
            """
        let resolver = try Self.resolver(manifest: xml)
        let android = try #require(resolver.setup.android)
        #expect(android.installProblem == nil)
        let findings = LinkCheck.manifestFindings(android, location: JSONLocation(jsonPath: "x", position: SourcePosition(line: 1, column: 1)))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        #expect(resolver.verdict("https://example.com/items/1", on: .android).opensApp)
    }

    // MARK: autoVerify with a custom scheme

    /// "Add Android App Links" (add-applinks): "Do not include other schemes, as this will prevent
    /// verification"; AOSP DomainVerificationCollector collects only filters whose schemes are all web.
    @Test("Android: an autoVerify filter that also declares a custom scheme is not verified from API 31")
    func autoVerifyWithCustomScheme() throws {
        let mixed = browsableFilter("""
            <data android:scheme="https" android:host="example.com" />
            <data android:scheme="app" />
            """, autoVerify: true)
        let modern = try Self.resolver(manifest: manifestXML(filters: mixed), apiLevel: 31)
        let web = modern.verdict("https://example.com/items/1", on: .android, explain: false)
        #expect(!web.opensApp)
        #expect(web.reason.contains(#"asks to verify example.com but also declares the scheme "app", and from API 31 Android does not verify a filter with a non-web scheme"#))
        let findings = LinkCheck.manifestFindings(try #require(modern.setup.android),
                                                  location: JSONLocation(jsonPath: "x", position: SourcePosition(line: 1, column: 1)))
        #expect(findings.contains { $0.message.contains(#"but also declares the scheme "app": from API 31 Android does not verify such a filter"#) })
        // The custom scheme itself still opens the app.
        #expect(modern.verdict("app://example.com/items/1", on: .android).opensApp)
        // Before Android 12 the filter was verified.
        let older = try Self.resolver(manifest: manifestXML(filters: mixed), apiLevel: 30)
        #expect(older.verdict("https://example.com/items/1", on: .android).via == .appLink)
        #expect(older.setup.android?.verification.verification(of: "example.com").verified == true)
    }

    // MARK: Android 15 dynamic rules

    static func dynamicAssetLinks(_ components: String) -> String {
        """
        [{
          "relation": ["delegate_permission/common.handle_all_urls"],
          "target": { "namespace": "android_app", "package_name": "com.example", "sha256_cert_fingerprints": ["\(fingerprint)"] },
          "relation_extensions": { "delegate_permission/common.handle_all_urls": { "dynamic_app_link_components": \(components) } }
        }]
        """
    }

    /// "Configure website associations and dynamic rules": rules are evaluated in order until one
    /// matches; an excluded match, or no match at all, does not open the app; Android 14 and
    /// earlier ignore the extension.
    @Test("Android 15: dynamic_app_link_components decide verified links in order; an excluded or unmatched path opens the browser")
    func dynamicRules() throws {
        let assetlinks = Self.dynamicAssetLinks(#"""
            [{"/": "/items/admin*", "exclude": true}, {"/": "/items/*", "?": {"in_app": "true"}}, {"#": "app"}]
            """#)
        let resolver = try Self.resolver(manifest: manifestXML(filters: Self.webFilter), apiLevel: 35, assetlinks: assetlinks)
        let excluded = resolver.verdict("https://example.com/items/admin7?in_app=true", on: .android, explain: false)
        #expect(!excluded.opensApp)
        #expect(excluded.reason.contains(#"from API 35 assetlinks.json's dynamic_app_link_components decide: excluded by {"/": "/items/admin*", "exclude": true}"#))
        #expect(excluded.rule?.hasPrefix("assetlinks.json:") == true)
        let admitted = resolver.verdict("https://example.com/items/1?lang=en&in_app=true", on: .android)
        #expect(admitted.opensApp && admitted.via == .appLink)
        // A query rule needs its item: absent, the rule does not match, and nothing else does.
        let unmatched = resolver.verdict("https://example.com/items/1", on: .android)
        #expect(!unmatched.opensApp && unmatched.reason.contains("no rule matches it"))
        #expect(resolver.verdict("https://example.com/other#app", on: .android).opensApp)
        // Android 14 ignores the rules.
        let older = try Self.resolver(manifest: manifestXML(filters: Self.webFilter), apiLevel: 34, assetlinks: assetlinks)
        #expect(older.verdict("https://example.com/items/admin7", on: .android).opensApp)
        // The rules cannot widen what the manifest admits.
        let narrow = browsableFilter(#"<data android:scheme="https" android:host="example.com" android:pathPrefix="/items" />"#, autoVerify: true)
        let scoped = try Self.resolver(manifest: manifestXML(filters: narrow), apiLevel: 35, assetlinks: Self.dynamicAssetLinks(#"[{"/": "*"}]"#))
        #expect(!scoped.verdict("https://example.com/elsewhere", on: .android).opensApp)
    }

    @Test("Android 15: the dynamic rules' * stops at the first occurrence of the character after it")
    func dynamicPattern() {
        #expect(DynamicAppLinkRule.matches("/products/*", "/products/a/b"))
        #expect(DynamicAppLinkRule.matches("/a*c", "/abc"))
        // No backtracking: the * stops at the first "." and ".pdf" then fails.
        #expect(!DynamicAppLinkRule.matches("/*.pdf", "/my.file.pdf"))
        #expect(DynamicAppLinkRule.matches("/?*", "/x"))
        #expect(!DynamicAppLinkRule.matches("/?*", "/"))
        #expect(!DynamicAppLinkRule.matches("/Items", "/items"))
    }

    @Test("Android 15: an unknown key in a dynamic rule is an error with its place")
    func dynamicRuleKeys() {
        let message = renderedError { () throws(RouteFileError) in
            _ = try AssetLinks(parsing: Array(Self.dynamicAssetLinks(#"[{"/": "/a", "exlude": true}]"#).utf8), file: "assetlinks.json")
        }
        #expect(message?.contains(#"unknown key "exlude"; did you mean "exclude"?"#) == true)
    }

    // MARK: AASA

    static let appID = "ABCDE12345.com.example.app"

    /// WWDC19 session 717 "What's New in Universal Links": with a repeated query item, every
    /// instance must match the pattern.
    @Test("iOS: every instance of a repeated query item must match its pattern")
    func repeatedQueryItems() throws {
        let evaluator = try association(#"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "/search", "?": {"q": "?*"}}]}]}}"#)
        #expect(admits(evaluator, "https://e.com/search?q=a&q=b"))
        #expect(!admits(evaluator, "https://e.com/search?q=a&q="))
        let answer = evaluator.evaluate(LinkURL("https://e.com/search?q=a&q=")!, appID: Self.appID)
        #expect(answer.tried.first?.failure == #"query item "q" appears 2 times and instance 2, "", does not match "?*" (every instance must match)"#)
    }

    /// applinks.Details.Components ("percentEncoded … The default is true") and WWDC20 10098: URLs
    /// are ASCII, so a pattern holding other characters matches only when written percent-encoded.
    @Test("iOS: with percentEncoded true a non-ASCII pattern never matches; percent-encoded or with percentEncoded false it does")
    func nonASCIIPatterns() throws {
        func evaluator(_ component: String) throws -> AASAEvaluator {
            try association(#"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [\#(component)]}]}}"#)
        }
        let url = "https://e.com/caf%C3%A9/menu"
        let literal = try evaluator(#"{"/": "/café/*"}"#)
        #expect(!admits(literal, url))
        let failure = literal.evaluate(LinkURL(url)!, appID: Self.appID).tried.first?.failure ?? ""
        #expect(failure.contains(#"holds non-ASCII characters and percentEncoded is true (the default), so it never matches"#))
        #expect(failure.contains(#"("/caf%C3%A9/*")"#))
        #expect(admits(try evaluator(#"{"/": "/caf%C3%A9/*"}"#), url))
        #expect(admits(try evaluator(#"{"/": "/café/*", "percentEncoded": false}"#), url))
    }

    // MARK: shadowed components

    static func shadowing(_ details: String) throws -> [LintFinding] {
        let parsed = try AppleAppSiteAssociation(parsing: Array(#"{"applinks": {"details": [\#(details)]}}"#.utf8), file: "aasa.json")
        return AssociationShadowing.findings(parsed, domain: "e.com", origin: JSONLocation(jsonPath: "links.ios", position: SourcePosition(line: 1, column: 1)))
    }

    @Test("check: a component an earlier one always decides is reported, with a witness the earlier one decides")
    func shadowedComponents() throws {
        let findings = try Self.shadowing(#"""
            {"appIDs": ["\#(Self.appID)"], "components": [
              {"/": "/projects/*"},
              {"/": "/projects/*/*/pledge*", "exclude": true},
              {"/": "/help/*", "?": {"topic": "?*"}},
              {"/": "/help/faq", "?": {"topic": "a?c", "lang": "en"}},
              {"/": "/help/*"},
              {"/": "/cities/*"}
            ]}
            """#)
        #expect(findings.map(\.rule) == [.shadowedComponent, .shadowedComponent])
        let pledge = try #require(findings.first)
        #expect(pledge.message.contains(#"applinks.details[0].components[1] {"/": "/projects/*/*/pledge*", "exclude": true} can never decide: applinks.details[0].components[0] {"/": "/projects/*"}"#))
        #expect(pledge.witness == "https://e.com/projects/1/1/pledge")
        #expect(findings[1].message.contains("components[3]") && findings[1].message.contains("components[2]"))
        // The witness is decided by the earlier component.
        let evaluator = AASAEvaluator(try AppleAppSiteAssociation(parsing: Array(#"""
            {"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "/projects/*"}, {"/": "/projects/*/*/pledge*", "exclude": true}]}]}}
            """#.utf8), file: "aasa.json"))
        let answer = evaluator.evaluate(LinkURL(try #require(pledge.witness))!, appID: Self.appID)
        #expect(answer.admits && answer.decidingRule?.contains("components[0]") == true)
    }

    @Test("check: legacy NOT paths after a broader path are reported; narrower first, or case that differs, are not")
    func shadowedLegacyPaths() throws {
        let findings = try Self.shadowing(#"{"appID": "\#(Self.appID)", "paths": ["/projects/*", "NOT /projects/*/*/pledge*", "/a/b", "/a/*"]}"#)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains(#"paths[1] "NOT /projects/*/*/pledge*" can never decide: applinks.details[0].paths[0] "/projects/*""#) == true)
        // A case-sensitive pattern does not cover a case-insensitive one; variables are not compared.
        let quiet = try Self.shadowing(#"""
            {"appIDs": ["\#(Self.appID)"], "components": [{"/": "/a/*"}, {"/": "/a/b", "caseSensitive": false}, {"/": "/$(lang)/x"}, {"/": "/*/x"},
              {"/": "/q", "?": {"l": "$(lang)"}}, {"/": "/q", "?": {"l": "en"}}]}
            """#)
        #expect(quiet.isEmpty, "\(quiet.map(\.message))")
    }

    @Test("The cover test: * absorbs anything, ? one character, literals themselves")
    func globCover() throws {
        func covers(_ a: String, _ b: String, _ aCase: Bool = true, _ bCase: Bool = true) throws -> Bool {
            let left = try #require(AssociationShadowing.Glob(a, caseSensitive: aCase, percentEncoded: true))
            let right = try #require(AssociationShadowing.Glob(b, caseSensitive: bCase, percentEncoded: true))
            return left.covers(right)
        }
        #expect(try covers("*", "/anything/*"))
        #expect(try covers("/a/*", "/a/?*"))
        #expect(try covers("/?/x", "/b/x"))
        #expect(try !covers("/?/x", "/*/x"))
        #expect(try !covers("/a/?*", "/a/*"))
        #expect(try !covers("*a*", "*"))
        #expect(try covers("/A/*", "/a/b", false, true))
        #expect(try !covers("/a/*", "/A/b", true, false))
    }
}
