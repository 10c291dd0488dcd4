import Foundation
import NavRouteFile
import NavLinks

/// What `navsim link` does per URL (docs/links.md), on 10,000 URLs against a 200-component
/// apple-app-site-association and a 50-filter AndroidManifest.xml, both generated (seeded):
/// - `os`: the OS layer alone on both platforms (`LinkResolver.verdict(_:on:simulate: false)`);
/// - `full`: the whole verdict, with the route and the screen from a cold start (`verdicts(_:)`).
/// Printed after the main report, as its own table (not part of `--json`).
struct LinkBenchmark {
    static let componentCount = 200
    static let filterCount = 50
    static let urlCount = 10_000

    let resolver: LinkResolver
    let urls: [String]

    init() {
        let sections = (0..<Self.componentCount).map { "s\($0)" }
        var components: [String] = []
        for (index, section) in sections.enumerated() {
            switch index % 5 {
            case 0: components.append(#"{ "/": "/\#(section)/*" }"#)
            case 1: components.append(#"{ "/": "/\#(section)/?*/detail", "?": { "ref": "?*" } }"#)
            case 2: components.append(#"{ "/": "/$(lang)/\#(section)/*", "caseSensitive": false }"#)
            case 3: components.append(#"{ "/": "/\#(section)/private/*", "exclude": true }"#)
            default: components.append(#"{ "/": "/\#(section)/$(kind)/????" }"#)
            }
        }
        let aasa = """
            { "applinks": { "substitutionVariables": { "kind": ["hotel", "room", "offer"] },
              "details": [ { "appIDs": ["ABCDE12345.com.example.bench"], "components": [ \(components.joined(separator: ",\n")) ] } ] } }
            """
        var filters: [String] = []
        for index in 0..<Self.filterCount {
            let host = index % 2 == 0 ? "bench.example.com" : "m\(index).bench.example.com"
            let base = "s\(index * 4)"
            filters.append("""
                <intent-filter android:autoVerify="\(index % 3 == 0)">
                  <action android:name="android.intent.action.VIEW" />
                  <category android:name="android.intent.category.DEFAULT" />
                  <category android:name="android.intent.category.BROWSABLE" />
                  <data android:scheme="https" android:host="\(host)" />
                  <data android:pathPrefix="/\(base)/" />
                  <data android:pathPattern="/\(base)x.*/detail" />
                  <data android:path="/\(base)" />
                  <data android:pathSuffix=".\(base)" />
                </intent-filter>
                """)
        }
        let manifest = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.bench">
              <application><activity android:name=".Main" android:exported="true">
            \(filters.joined(separator: "\n"))
              </activity></application>
            </manifest>
            """
        let fingerprint = (0..<32).map { _ in "AB" }.joined(separator: ":")
        let assetlinks = #"[{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.bench", "sha256_cert_fingerprints": ["\#(fingerprint)"]}}]"#
        let routes = sections.prefix(100).map { #"{ "path": "\#($0){List\#($0)}/:id{Detail\#($0)}" }"# }.joined(separator: ",\n")
        let routeFile = """
            { "scheme": "bench", "routes": [ \(routes) ],
              "links": { "ios": { "appID": "ABCDE12345.com.example.bench", "associations": { "bench.example.com": "aasa" } },
                         "android": { "package": "com.example.bench", "fingerprint": "\(fingerprint)", "manifest": "manifest",
                                      "assetlinks": { "bench.example.com": "assetlinks" }, "apiLevel": 34 } } }
            """
        let files = ["aasa": aasa, "manifest": manifest, "assetlinks": assetlinks]
        do {
            let loaded = try RouteFileLoader.load(contents: Data(routeFile.utf8), path: "bench.json")
            let app = try CompiledApp(loaded)
            guard let setup = try LinkSetup.load(loaded, contents: { path, _ in Data(files[path, default: ""].utf8) }) else {
                fail("the generated route file has no links")
            }
            resolver = LinkResolver(setup: setup, app: app)
        } catch {
            fail("the link benchmark's files do not load:\n\(error.render())")
        }
        var generator = SplitMix64(seed: 12)
        let hosts = ["bench.example.com", "m1.bench.example.com", "other.example.com"]
        urls = (0..<Self.urlCount).map { _ in
            let section = "s\(Int.random(in: 0..<(Self.componentCount + 20), using: &generator))"
            let host = hosts[Int.random(in: 0..<hosts.count, using: &generator)]
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: return "https://\(host)/\(section)/42"
            case 1: return "https://\(host)/\(section)/x/detail?ref=mail"
            case 2: return "https://\(host)/fr/\(section)/a"
            case 3: return "https://\(host)/\(section)/private/a"
            case 4: return "https://\(host)/\(section)/room/1234"
            default: return "bench://\(section)/7"
            }
        }
    }

    /// Both platforms' OS verdicts for every URL.
    func osLayer() {
        for url in urls {
            for platform in [LinkPlatform.ios, .android] where resolver.verdict(url, on: platform, simulate: false, explain: false).opensApp { sink &+= 1 }
        }
    }

    /// Everything `navsim link` computes for every URL.
    func fullVerdicts() {
        for url in urls { sink &+= resolver.verdicts(url, explain: false).count }
    }

    /// Runs both workloads and prints a small table.
    static func run(quick: Bool) {
        let benchmark = LinkBenchmark()
        let runs = quick ? 1 : 5
        let opened = benchmark.urls.filter { url in benchmark.resolver.verdict(url, on: .ios, simulate: false, explain: false).opensApp }.count
        let osMilliseconds = medianMilliseconds(runs: runs) { benchmark.osLayer() }
        let fullMilliseconds = medianMilliseconds(runs: runs) { benchmark.fullVerdicts() }
        let count = Double(urlCount)
        print("""

            links: navsim link logic on \(urlCount) URLs, a \(componentCount)-component AASA and a \(filterCount)-filter manifest \
            (\(opened) open the app on iOS); median of \(runs)
              OS layer, iOS + Android:            total \(String(format: "%8.1f", osMilliseconds)) ms   per URL \(String(format: "%7.1f", osMilliseconds * 1_000 / count)) µs
              + route and cold-start screen:      total \(String(format: "%8.1f", fullMilliseconds)) ms   per URL \(String(format: "%7.1f", fullMilliseconds * 1_000 / count)) µs
            """)
    }
}
