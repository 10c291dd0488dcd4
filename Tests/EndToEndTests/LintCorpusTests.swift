import Foundation
import Testing
import TestSupport

/// `Tests/Fixtures/lint-corpus`: correct route files shaped like six real apps (DuckDuckGo,
/// Mastodon, Ice Cubes, Firefox for Android, NavigationAdvancedSample, Now in Android), with
/// their platform files. `navsim check` must report nothing on any of them: a finding here is
/// a false error or warning that would keep a correct app's CI red.
@Suite struct LintCorpusTests {
    static let apps = ["duckduckgo", "mastodon", "icecubes", "fenix", "nas", "nowinandroid"]

    @Test(arguments: apps) func checksClean(_ app: String) throws {
        let folder = ProjectFiles.root.appendingPathComponent("Tests/Fixtures/lint-corpus/\(app)")
        let result = try NavsimBinary.run(["check", "--json", "\(app).json"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.isEmpty, "\(findings.map { "\($0["rule"] ?? ""): \($0["message"] ?? "")" })")
        #expect((report["routes"] as? Int ?? 0) > 0)
    }

    /// The corpus is what the shapes claim: each file exercises the construct it is there for.
    @Test func theShapesAreThere() throws {
        func text(_ path: String) throws -> String {
            try String(contentsOf: ProjectFiles.root.appendingPathComponent("Tests/Fixtures/lint-corpus/\(path)"), encoding: .utf8)
        }
        #expect(try text("duckduckgo/duckduckgo.json").contains(#""scheme": "https""#))
        #expect(try text("mastodon/mastodon.json").contains(#""host": "mastodon.{tld}""#))
        #expect(try text("icecubes/icecubes.json").contains(#"":server/*""#))
        #expect(try text("fenix/nav_graph.xml").contains("<action"))
        #expect(try text("nas/res/navigation/nav_graph.xml").contains("<include"))
        #expect(try text("nowinandroid/AndroidManifest.xml").contains(#"android:autoVerify="true""#))
    }
}
