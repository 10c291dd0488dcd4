import Foundation
import NavModel
import NavRouteFile
import NavScenarios
import Testing
import TestSupport
import Yams
@testable import NavCommands

/// `navsim test --emit maestro|simctl|adb DIR`: the flows parse as YAML and name the titles
/// navsim predicts, for every shipped scenario.
@Suite struct DeviceOracleTests {
    static func shipped() throws -> [LoadedScenarioFile] {
        var routeFiles: [String: CompiledApp] = [:]
        return try ProjectFiles.scenarioFiles.map { try ScenarioFileLoader.load(path: $0, routeFiles: &routeFiles) }
    }

    /// The titles on top after each step input that has a device action, replayed on its own.
    static func predictedTitles(_ scenario: Scenario, _ simulator: Simulator, skipped: [String]) -> [String] {
        var state = simulator.start(scenario.launch).state
        var titles: [String] = []
        var skipped = skipped[...]
        for input in scenario.steps.compactMap(\.input) {
            _ = simulator.perform(input, on: &state)
            if skipped.first == input { skipped.removeFirst(); continue }
            titles.append(state.tree.visibleScreen?.title ?? "")
        }
        return titles
    }

    @Test func everyShippedScenarioBecomesAMaestroFlowThatParsesAndNamesThePredictedTitles() throws {
        var flows = 0
        for loaded in try Self.shipped() {
            for scenario in loaded.file.scenarios {
                let oracle = DeviceOracle(scenario: scenario, simulator: loaded.app.simulator)
                let yaml = try DeviceOracleWriter.maestroFlow(oracle, appID: "com.example.app")
                let documents = Array(try Yams.load_all(yaml: yaml))
                #expect(documents.count == 2, "\(scenario.name)")
                let config = try #require(documents.first as? [String: Any])
                #expect(config["appId"] as? String == "com.example.app")
                #expect(config["name"] as? String == scenario.name)
                let commands = try #require(documents.last as? [Any], "\(scenario.name)")
                let first = try #require(commands.first as? [String: [String: Bool]])
                #expect(first["launchApp"]?["clearState"] == true)
                let asserted = commands.compactMap { ($0 as? [String: String])?["assertVisible"] }
                let titles = Self.predictedTitles(scenario, loaded.app.simulator, skipped: oracle.skipped)
                #expect(asserted.count == titles.count, "\(scenario.name)")
                for (pattern, title) in zip(asserted, titles) {
                    let regex = try NSRegularExpression(pattern: "^(?:" + pattern + ")$")
                    #expect(regex.firstMatch(in: title, range: NSRange(title.startIndex..., in: title)) != nil,
                            "\(scenario.name): \(pattern) does not match \(title)")
                }
                // Every link under test is followed by its assertion.
                for (index, command) in commands.enumerated() where (command as? [String: String])?["openLink"] != nil {
                    let isSetup = oracle.actions.contains { $0.isSetup && $0.kind == .openLink((command as? [String: String])?["openLink"] ?? "") }
                    if !isSetup { #expect((commands[index + 1] as? [String: String])?["assertVisible"] != nil, "\(scenario.name)") }
                }
                flows += 1
            }
        }
        #expect(flows >= 12)
    }

    @Test func theAppIDComesFromTheRouteFilesLinks() throws {
        let linked = try compiledApp(#"""
            { "scheme": "acme", "routes": [ { "path": "a", "screen": "A" } ],
              "links": { "ios": { "appID": "ABCDE12345.com.acme.ios", "associations": {} },
                         "android": { "package": "com.acme.android", "manifest": "m.xml",
                                      "fingerprint": "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5" } } }
            """#)
        #expect(DeviceOracleWriter.defaultAppID(.adb, app: linked) == "com.acme.android")
        #expect(DeviceOracleWriter.defaultAppID(.simctl, app: linked) == "com.acme.ios")
        #expect(DeviceOracleWriter.defaultAppID(.maestro, app: linked) == "com.acme.android")
        let iosOnly = try compiledApp(#"""
            { "scheme": "acme", "routes": [ { "path": "a", "screen": "A" } ],
              "links": { "ios": { "appID": "ABCDE12345.com.acme.ios", "associations": {} } } }
            """#)
        #expect(DeviceOracleWriter.defaultAppID(.adb, app: iosOnly) == "com.acme.ios")
        let plain = try compiledApp(#"{ "scheme": "acme", "routes": [ { "path": "a", "screen": "A" } ] }"#)
        #expect(DeviceOracleWriter.defaultAppID(.maestro, app: plain) == "com.example.acme")
    }

    @Test func theCancelledSignInFlowReadsAsItShould() throws {
        let loaded = try #require(try Self.shipped().first { $0.path.hasSuffix("demo.scenarios.json") })
        let scenario = try #require(loaded.file.scenarios.first { $0.name == "a sign-in cancelled by Back drops the waiting link" })
        let yaml = try DeviceOracleWriter.maestroFlow(DeviceOracle(scenario: scenario, simulator: loaded.app.simulator), appID: "com.example.hotels")
        #expect(yaml == """
            appId: com.example.hotels
            name: a sign-in cancelled by Back drops the waiting link
            tags:
            - navsim
            ---
            - launchApp:
                clearState: true
                stopApp: true
            - openLink: hotels://inbox
            - assertVisible: Sign in
            - back
            - assertVisible: Where to\\?
            - openLink: hotels://natgeo
            - assertVisible: '@natgeo'
            - runFlow: flags/loggedIn-true.yaml
            - assertVisible: '@natgeo'
            - openLink: hotels://inbox
            - assertVisible: Inbox

            """)
    }

    @Test func aWarmLaunchSetsUpWithoutAssertions() throws {
        let loaded = try #require(try Self.shipped().first { $0.path.hasSuffix("demo.scenarios.json") })
        let scenario = try #require(loaded.file.scenarios.first { $0.name.hasPrefix("warm on the Bookings tab") })
        let oracle = DeviceOracle(scenario: scenario, simulator: loaded.app.simulator)
        #expect(oracle.actions.map(\.kind) == [.relaunch, .selectTab("Bookings"), .openLink("hotels://natgeo")])
        #expect(oracle.actions.map(\.isSetup) == [true, true, false])
        #expect(oracle.actions.last?.title == "@natgeo")
    }

    @Test func shellScriptsCarryTheCommandsAndTheExpectedScreens() throws {
        let loaded = try #require(try Self.shipped().first { $0.path.hasSuffix("demo.scenarios.json") })
        let scenario = try #require(loaded.file.scenarios.first { $0.name == "the whole link survives the guard, the resume and redirects" })
        let oracle = DeviceOracle(scenario: scenario, simulator: loaded.app.simulator)
        let adb = DeviceOracleWriter.shellScript(oracle, format: .adb, appID: "com.example.hotels", scenarioFile: "demo.scenarios.json")
        #expect(adb.contains("""
            adb shell am start -W -a android.intent.action.VIEW -d "'hotels://cities/paris/42/book?nights=3#dates'" com.example.hotels
            # expect: Login "Sign in"
            """))
        #expect(adb.contains("adb shell am start -W -a android.intent.action.VIEW -d hotels://login com.example.hotels\n# expect: Booking \"Book hotel 42\"\n"))
        let simctl = DeviceOracleWriter.shellScript(oracle, format: .simctl, appID: "com.example.hotels", scenarioFile: "demo.scenarios.json")
        #expect(simctl.contains("xcrun simctl openurl booted 'hotels://messages?thread=7'\n# expect: Login \"Sign in\"\n"))
        #expect(simctl.hasPrefix("#!/bin/sh\n"))
    }

    @Test func adbSendsWebLinksAsImplicitIntentsAndCustomSchemesToThePackage() throws {
        let loaded = try #require(try Self.shipped().first { $0.path.hasSuffix("links.scenarios.json") })
        var web = 0
        for scenario in loaded.file.scenarios {
            let oracle = DeviceOracle(scenario: scenario, simulator: loaded.app.simulator)
            let adb = DeviceOracleWriter.shellScript(oracle, format: .adb, appID: "com.example.hotels", scenarioFile: "links.scenarios.json")
            for line in adb.split(separator: "\n") where line.hasPrefix("adb shell am start") {
                if line.contains("https://") || line.contains("http://") {
                    web += 1
                    #expect(line.contains("-a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d "), "\(line)")
                    #expect(!line.contains("com.example.hotels"), "an intent naming the package skips App Links verification: \(line)")
                } else {
                    #expect(line.contains(" com.example.hotels"), "\(line)")
                }
            }
        }
        #expect(web > 0)
    }

    @Test func everyShippedScenarioBecomesShellScriptsThatShParses() throws {
        let scratch = try ScratchDirectory()
        for loaded in try Self.shipped() {
            for format in [OracleFormat.simctl, .adb] {
                for path in try DeviceOracleWriter.write(loaded, format: format, appID: "com.example.app", to: scratch.path(format.rawValue)) {
                    let check = try NavsimBinary.runProgram(URL(fileURLWithPath: "/bin/sh"), ["-n", path])
                    #expect(check.status == 0, "\(path): \(check.stderr)")
                    #expect(FileManager.default.isExecutableFile(atPath: path))
                }
            }
        }
    }

    @Test func urlsAreQuotedForTheLocalShellAndForAdbsDeviceShell() {
        #expect(DeviceOracleWriter.shellQuoted("hotels://a/b") == "hotels://a/b")
        #expect(DeviceOracleWriter.shellQuoted("a://x?y=1&z='2'") == #"'a://x?y=1&z='\''2'\'''"#)
        #expect(DeviceOracleWriter.adbQuoted("a://x") == "a://x")
        #expect(DeviceOracleWriter.adbQuoted("a://x?y=1&z='$2'") == #""'a://x?y=1&z=%27%242%27'""#)
    }
}
