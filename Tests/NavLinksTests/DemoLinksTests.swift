import NavLint
import TestSupport
import Foundation
import NavRouteFile
import Testing
@testable import NavLinks

/// The demo's links (demo-routes.json and Resources/links): the verdicts docs/links.md shows.
@Suite struct DemoLinksTests {
    static func resolver() throws -> LinkResolver {
        let app = try CompiledApp.load(path: packageRoot.appendingPathComponent("demo-routes.json").path)
        return LinkResolver(setup: try #require(try LinkSetup.load(app.file)), app: app)
    }

    @Test("An admitted link opens the app on both platforms, then routes")
    func admitted() throws {
        let verdicts = try Self.resolver().verdicts("https://hotels.example.com/cities/paris/42")
        #expect(verdicts.map(\.opensApp) == [true, true])
        #expect(verdicts.map(\.via) == [.universalLink, .appLink])
        #expect(verdicts.allSatisfy { $0.screen == "HotelDetail" && $0.route?.index == 0 })
    }

    @Test("An excluded link stays in Safari, and the rule says why")
    func excluded() throws {
        let verdict = try Self.resolver().verdict("https://hotels.example.com/promo/summer", on: .ios)
        #expect(!verdict.opensApp)
        #expect(verdict.reason.hasPrefix(#"Safari: hotels.example.com's apple-app-site-association: excluded by {"/": "/promo/*", "exclude": true}"#))
        #expect(verdict.route == nil && verdict.screen == nil)
    }

    @Test("An unverified domain goes to the browser on API 34; iOS opens it")
    func unverified() throws {
        let resolver = try Self.resolver()
        #expect(resolver.verdict("https://go.hotels.example.com/cities/rome", on: .ios).opensApp)
        let android = resolver.verdict("https://go.hotels.example.com/cities/rome", on: .android)
        #expect(!android.opensApp)
        #expect(android.reason.contains("not verified"))
    }

    @Test("Text that is not a URL is quoted in the answer, and an empty input is called empty",
          arguments: [("", "the input is empty; the OS opens only URLs"), ("   ", "the input is empty; the OS opens only URLs"),
                      ("cities/paris", "\"cities/paris\" is not a URL with a scheme; the OS opens only URLs")])
    func notAURL(input: String, reason: String) throws {
        let resolver = try Self.resolver()
        for platform in [LinkPlatform.ios, .android] {
            let verdict = resolver.verdict(input, on: platform)
            #expect(!verdict.opensApp)
            #expect(verdict.reason == reason)
        }
    }

    @Test("Custom schemes: declared on iOS, admitted by a browsable filter on Android")
    func customSchemes() throws {
        let resolver = try Self.resolver()
        #expect(resolver.verdicts("hotelspro://dashboard").map(\.via) == [.customScheme, .customScheme])
        #expect(resolver.verdicts("other://x").map(\.opensApp) == [false, false])
    }

    @Test("The bundled copies of the demo's platform files are the files themselves (run scripts/embed-link-files.sh)")
    func bundledFilesMatch() throws {
        for (path, text) in BundledLinkFiles.contents {
            let onDisk = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(onDisk == text + "\n" || onDisk == text, "\(path)")
        }
        #expect(BundledLinkFiles.contents.count == 5)
    }

    @Test("The bundled demo reads its platform files from the binary, from any folder")
    func bundledDemoLoads() throws {
        let loaded = try RouteFileLoader.load(contents: Data(BundledDemo.contents.utf8), path: BundledDemo.path)
        let setup = try #require(try LinkSetup.load(loaded))
        #expect(setup.platforms == [.ios, .android])
        #expect(setup.ios?.associations.map(\.domain) == ["hotels.example.com", "go.hotels.example.com"])
    }

    @Test("check finds each cross-file rule in the demo")
    func demoFindings() throws {
        let resolver = try Self.resolver()
        let rules = Set(LinkCheck.findings(app: resolver.app, setup: resolver.setup).map(\.rule))
        #expect(rules == [.unadmittedRoute, .unroutedLink, .platformDisagreement, .intentFilter])
    }
}

/// The JSON of `navsim link --json`: `[{"input", "ios": VERDICT, "android": VERDICT}]`.
@Suite struct LinkReportTests {
    @Test("The JSON has the documented keys in order, and tried rules only with --explain")
    func jsonShape() throws {
        let resolver = try DemoLinksTests.resolver()
        let entry = LinkReport.Entry(input: "https://hotels.example.com/cities/paris/42",
                                     verdicts: resolver.verdicts("https://hotels.example.com/cities/paris/42"))
        guard case .array(let entries) = LinkReport.json([entry], explain: false), case .object(let fields)? = entries.first,
              case .object(let ios)? = fields.first(where: { $0.0 == "ios" })?.1
        else { Issue.record("not an array of objects"); return }
        #expect(fields.map(\.0) == ["input", "ios", "android"])
        #expect(ios.map(\.0) == ["opensApp", "via", "reason", "rule", "route", "screen"])
        #expect(ios.first { $0.0 == "via" }?.1 == .string("universal-link"))
        #expect(ios.first { $0.0 == "route" }?.1 == .object([("path", .string("cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}")), ("index", .int(0))]))
        let explained = LinkReport.json([entry], explain: true).rendered()
        #expect(explained.contains("\"tried\""))
    }

    @Test("Only the platform asked for is shown")
    func onePlatform() throws {
        let verdicts = try DemoLinksTests.resolver().verdicts("hotels://bookings", platform: .android)
        #expect(verdicts.map(\.platform) == [.android])
        let lines = LinkReport.textLines([LinkReport.Entry(input: "hotels://bookings", verdicts: verdicts)], explain: false)
        #expect(lines[1].hasPrefix("  Android  opens the app (custom-scheme)"))
    }
}
