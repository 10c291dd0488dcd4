import Foundation
import TestSupport
import Testing

/// `open`, `test` and `matrix` run on a simulated device (docs/links.md, "Headless runs"): the
/// built binary with the demo, whose links configure iOS and Android.
@Suite struct DeviceCommandTests {
    static let demo = Binary.root.appendingPathComponent("demo-routes.json").path
    /// No association component or intent filter admits it; the app alone routes it to NearbyMap.
    static let keptLink = "https://hotels.example.com/nearby/1.5/1.5"

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("open: by default iOS keeps a web link it does not admit; the tree does not move; --platform none routes it")
    func openOnTheDefaultPlatform() throws {
        let device = try Binary.run(["open", "--routes", Self.demo, Self.keptLink, "--trace"])
        #expect(device.status == 0)
        #expect(device.stdout.contains("iOS does not hand \(Self.keptLink) to the app"))
        #expect(device.stdout.contains("refused: Safari: hotels.example.com's apple-app-site-association: no component"))
        #expect(!device.stdout.contains("NearbyMap"))
        let alone = try Binary.run(["open", "--routes", Self.demo, "--platform", "none", Self.keptLink])
        #expect(alone.status == 0 && alone.stdout.contains("NearbyMap"))
    }

    @Test("open --json: the platform, and per URL input what the OS did")
    func openJSON() throws {
        let result = try Binary.run(["open", "--routes", Self.demo, "--json", Self.keptLink, "cities/paris", ":platform android",
                                     "https://hotels.example.com/cities/rome", "hotels://help"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try Self.json(result.stdout)
        #expect(json["platform"] as? String == "ios")
        let links = try #require(json["links"] as? [[String: Any]])
        #expect(links.map { $0["input"] as? String } == [Self.keptLink, "https://hotels.example.com/cities/rome", "hotels://help"])
        #expect(links.map { $0["opensApp"] as? Bool } == [false, true, true])
        #expect(links.map { $0["via"] as? String } == [nil, "app-link", "custom-scheme"])
        #expect(links.map { $0["platform"] as? String } == ["ios", "android", "android"])
        #expect((links[0]["reason"] as? String)?.hasPrefix("Safari: ") == true)
        let steps = try #require(json["steps"] as? [[String: Any]])
        #expect(steps[0]["outcome"] as? String == "refused")
        #expect(steps[1]["link"] == nil, "a path is not a URL: no verdict")
        #expect(steps[2]["outcome"] as? String == "applied")
    }

    @Test("open: a shortcut's URL goes through the OS too")
    func shortcutURL() throws {
        let result = try Binary.run(["open", "--routes", Self.demo, "--platform", "android", "--json", "search"])
        let links = try #require(try Self.json(result.stdout)["links"] as? [[String: Any]])
        #expect(links.first?["input"] as? String == "hotels://search" && links.first?["via"] as? String == "custom-scheme")
    }

    @Test("matrix names its platform in the header and JSON, and exits 1 when the OS keeps the link")
    func matrix() throws {
        let text = try Binary.run(["matrix", "--routes", Self.demo, "--platform", "android", "hotels://natgeo"])
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("matrix of hotels://natgeo on Android 34: "))
        let json = try Binary.run(["matrix", "--routes", Self.demo, "--json", "hotels://natgeo"])
        #expect(try Self.json(json.stdout)["platform"] as? String == "ios")
        let kept = try Binary.run(["matrix", "--routes", Self.demo, Self.keptLink])
        #expect(kept.status == 1)
        #expect(kept.stderr.contains("navsim: \(Self.keptLink): Safari: "))
        let aloneText = try Binary.run(["matrix", "--routes", Self.demo, "--platform", "none", Self.keptLink])
        #expect(aloneText.stdout.hasPrefix("matrix of \(Self.keptLink) on the app alone (no OS check): "))
        let alone = try Binary.run(["matrix", "--routes", Self.demo, "--platform", "none", "--json", Self.keptLink])
        #expect(alone.status == 0)
        #expect(try Self.json(alone.stdout)["platform"] as? String == "none")
    }

    @Test("test --platform runs the scenarios that name none on that OS")
    func testPlatform() throws {
        let scratch = try ScratchDirectory()
        let scenario = try scratch.write(#"""
            { "routes": "\#(Self.demo)", "scenarios": [ { "name": "short link", "steps": [
              { "input": "https://go.hotels.example.com/cities/rome", "expect": { "opensApp": true, "via": "universal-link" } } ] } ] }
            """#, to: "s.json")
        #expect(try Binary.run(["test", scenario]).status == 0)
        let android = try Binary.run(["test", scenario, "--platform", "android"])
        #expect(android.status == 1)
        #expect(android.stdout.contains("- opensApp: true") && android.stdout.contains("+ opensApp: false"), "\(android.stdout)")
    }

    @Test("Bad platforms: an error naming where, exit 2, nothing run")
    func badPlatforms() throws {
        let unknown = try Binary.run(["open", "--routes", Self.demo, "--platform", "windows", "hotels://help"])
        #expect(unknown.status == 2 && unknown.stdout.isEmpty)
        #expect(unknown.stderr.contains("The value 'windows' is invalid for '--platform <platform>'"))

        let example = Binary.root.appendingPathComponent("Resources/examples/jlroutes.json").path
        for command in [["open", "x"], ["matrix", "x"]] {
            let result = try Binary.run([command[0], "--routes", example, "--platform", "android", command[1]])
            #expect(result.status == 2 && result.stdout.isEmpty)
            #expect(result.stderr.contains("navsim: --platform android: \(example) has no \"links\" key"), "\(result.stderr)")
        }

        let scratch = try ScratchDirectory()
        let onStep = try scratch.write(#"""
            { "routes": "\#(Self.demo)", "scenarios": [ { "name": "x", "steps": [
              { "input": "hotels://help", "platform": "android" } ] } ] }
            """#, to: "step.json")
        let step = try Binary.run(["test", onStep])
        #expect(step.status == 2 && !step.stdout.contains("PASS"))
        #expect(step.stderr.contains("\(onStep):2:31: error: scenarios[0].steps[0].platform: \"platform\" belongs on the scenario"), "\(step.stderr)")

        let noAndroid = try scratch.write(#"""
            { "routes": "\#(example)", "platform": "android", "scenarios": [ { "name": "x", "steps": [ "jlroutes://x" ] } ] }
            """#, to: "noandroid.json")
        let file = try Binary.run(["test", noAndroid])
        #expect(file.status == 2 && !file.stdout.contains("PASS"))
        #expect(file.stderr.contains("\(noAndroid):1:"), "\(file.stderr)")
        #expect(file.stderr.contains("platform: \"android\": \(example) has no \"links\" key"), "\(file.stderr)")
    }
}
