import ArgumentParser
import Foundation
import NavModel
import NavRouteFile
import NavScenarios
import Yams
import NavSupport

/// What `navsim test --emit` writes.
enum OracleFormat: String, CaseIterable, ExpressibleByArgument {
    /// A Maestro flow (YAML) per scenario: openLink, then assertVisible of the expected title.
    case maestro
    /// A shell script per scenario of `xcrun simctl openurl booted URL` lines (iOS simulator).
    case simctl
    /// A shell script per scenario of `adb shell am start -W -a android.intent.action.VIEW -d URL PACKAGE` lines
    /// (web links as implicit intents: `-c android.intent.category.BROWSABLE -d URL`, no package).
    case adb

    var fileExtension: String { self == .maestro ? "yaml" : "sh" }
}

/// Writes device oracles: navsim's prediction for each scenario in a form a device or
/// simulator can check (docs/scenarios.md, "Checking on a device").
enum DeviceOracleWriter {
    /// A Maestro flow: a config document (`appId`, `name`, `tags`) and the commands, built as
    /// YAML nodes and serialized by Yams.
    static func maestroFlow(_ oracle: DeviceOracle, appID: String) throws -> String {
        let config = Node([
            (Node("appId"), Node(appID)),
            (Node("name"), Node(oracle.name)),
            (Node("tags"), Node([Node("navsim")])),
        ])
        var commands: [Node] = []
        for action in oracle.actions {
            switch action.kind {
            case .relaunch:
                commands.append(Node([(Node("launchApp"), Node([(Node("clearState"), Node("true")), (Node("stopApp"), Node("true"))]))]))
            case .setFlag(let flag, let value):
                commands.append(Node([(Node("runFlow"), Node(flagFlow(flag, value)))]))
            case .openLink(let url):
                commands.append(Node([(Node("openLink"), Node(controlsEncoded(url)))]))
            case .back:
                commands.append(Node("back"))
            case .selectTab(let title):
                // tapOn's text is a regular expression too.
                commands.append(Node([(Node("tapOn"), Node(NSRegularExpression.escapedPattern(for: title)))]))
            }
            if !action.isSetup, let title = action.title {
                // assertVisible's text is a regular expression: the title is matched literally.
                commands.append(Node([(Node("assertVisible"), Node(NSRegularExpression.escapedPattern(for: title)))]))
            }
        }
        let yaml = try Yams.serialize(nodes: [config, Node(commands)], allowUnicode: true)
        return yaml.hasSuffix("\n") ? yaml : yaml + "\n"
    }

    /// The sub-flow a flag needs (`flags/loggedIn-true.yaml`), relative to the flow: ASCII
    /// letters and digits as written, every other byte as `%XX`, so two flags never share a
    /// sub-flow (`a-b` is `a%2Db`, `ab` stays `ab`) and no name leaves `flags/`.
    static func flagFlow(_ flag: String, _ value: Bool) -> String {
        var name = ""
        for byte in flag.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                name.unicodeScalars.append(scalar)
            } else {
                name += String(format: "%%%02X", byte)
            }
        }
        return "flags/\(name)-\(value).yaml"
    }

    /// `url` with its control characters (C0, DEL, C1) percent-encoded, so an emitted file
    /// shown with `cat` or run with `sh -x` sends no control byte to the terminal.
    static func controlsEncoded(_ url: String) -> String {
        var out = ""
        for scalar in url.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                out += String(scalar).utf8.map { String(format: "%%%02X", $0) }.joined()
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A `sh` script for an iOS simulator (`simctl`) or an Android device or emulator (`adb`).
    /// - Parameter screenshotPrefix: starts every screenshot's name, so that the screenshots of
    ///   different scenarios (and scenario files) sharing one `$OUT` never overwrite each other.
    static func shellScript(_ oracle: DeviceOracle, format: OracleFormat, appID: String, scenarioFile: String,
                            screenshotPrefix: String = "") -> String {
        let device = format == .simctl ? "a booted iOS simulator with the app installed" : "an Android device or emulator (adb) with the app installed"
        var lines = [
            "#!/bin/sh",
            "# navsim's prediction for \(comment(quotedJSONString(oracle.name))) (\(comment(scenarioFile))), on \(device).",
            "# Each link is followed by the screen navsim expects on top; the screenshots go to $OUT (default: .).",
            "set -eu",
            "OUT=\"${OUT:-.}\"",
        ]
        for (index, action) in oracle.actions.enumerated() {
            let step = String(format: "%02d", index)
            if let input = action.input, action.kind != .openLink(input) { lines.append("# \(comment(input))\(action.isSetup ? " (setup)" : "")") }
            switch (action.kind, format) {
            case (.relaunch, .simctl):
                lines.append("xcrun simctl terminate booted \(shellQuoted(appID)) || true   # cold start: the app is not running")
            case (.relaunch, _):
                lines.append("adb shell pm clear \(shellQuoted(appID))   # cold start: the app stopped, its data cleared")
            case (.setFlag(let flag, let value), _):
                lines.append("# flag \(comment(flag))=\(value): bring the app to this state yourself (e.g. sign in) before going on")
            case (.openLink(let url), .simctl):
                lines.append("xcrun simctl openurl booted \(shellQuoted(controlsEncoded(url)))\(action.isSetup ? "   # setup" : "")")
            case (.openLink(let url), _) where Self.isWebLink(url):
                // An implicit intent, as a tapped link is: naming the package would skip App Links
                // verification, so the device could not confirm an "opens in the browser" prediction.
                lines.append("adb shell am start -W -a android.intent.action.VIEW -c android.intent.category.BROWSABLE -d \(adbQuoted(controlsEncoded(url)))\(action.isSetup ? "   # setup" : "")")
            case (.openLink(let url), _):
                lines.append("adb shell am start -W -a android.intent.action.VIEW -d \(adbQuoted(controlsEncoded(url))) \(shellQuoted(appID))\(action.isSetup ? "   # setup" : "")")
            case (.back, .simctl):
                lines.append("# Back: simctl cannot press it; close the sheet or go back by hand")
            case (.back, _):
                lines.append("adb shell input keyevent KEYCODE_BACK")
            case (.selectTab(let title), _):
                lines.append("# tap the tab \(comment(quotedJSONString(title))) (no \(format.rawValue) command does)")
            }
            guard !action.isSetup, let screen = action.screen, let title = action.title else { continue }
            lines.append("# expect: \(comment(screen)) \(comment(quotedJSONString(title)))")
            lines.append("sleep 2")
            let shot = "\"$OUT/\(screenshotPrefix.isEmpty ? "" : screenshotPrefix + "-")\(step)-\(slug(screen)).png\""
            lines.append(format == .simctl ? "xcrun simctl io booted screenshot \(shot)" : "adb exec-out screencap -p > \(shot)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The app id a file names when `--app-id` is not given: from the route file's `links`, the
    /// Android package for adb, the iOS bundle id (`appID` without its team prefix) for simctl,
    /// for Maestro the Android package, else the bundle id; without `links`, `com.example.SCHEME`.
    static func defaultAppID(_ format: OracleFormat, app: CompiledApp) -> String {
        let links = app.file.routeFile.links
        let bundle = links?.ios.map { String($0.appID.drop { $0 != "." }.dropFirst()) }
        let package = links?.android?.package
        let chosen = format == .simctl ? bundle ?? package : package ?? bundle
        return chosen ?? "com.example." + (app.app.scheme ?? "app")
    }

    /// The folder a scenario file's oracles go to under DIR: the file's name without `.json`;
    /// a name that is empty or only dots (`.json`, `...json`), which would name DIR or its
    /// parent, is slugged like a scenario name.
    static func stem(of scenarioFile: String) -> String {
        let name = (scenarioFile as NSString).lastPathComponent
        let stem = name.hasSuffix(".json") ? String(name.dropLast(".json".count)) : name
        return stem.allSatisfy { $0 == "." } ? slug(stem) : stem
    }

    /// Scenario files whose oracles would go to the same folder (equal stems): the first pair,
    /// checked before anything is written.
    static func sharedStem(_ scenarioFiles: [String]) -> (first: String, second: String, stem: String)? {
        var seen: [String: String] = [:]
        for file in scenarioFiles {
            let stem = stem(of: file)
            if let earlier = seen[stem], earlier != file { return (earlier, file, stem) }
            seen[stem] = file
        }
        return nil
    }

    /// Writes one file per scenario under `directory/STEM/` (``stem(of:)``), numbered in file
    /// order; returns the paths written.
    static func write(_ loaded: LoadedScenarioFile, format: OracleFormat, appID: String, to directory: String) throws -> [String] {
        let stem = stem(of: loaded.path)
        let folder = URL(fileURLWithPath: directory).appendingPathComponent(stem, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var written: [String] = []
        for (index, scenario) in loaded.file.scenarios.enumerated() {
            let oracle = DeviceOracle(scenario: scenario, simulator: loaded.simulator(for: scenario))
            let name = String(format: "%02d-", index + 1) + slug(scenario.name)
            let text = format == .maestro ? try maestroFlow(oracle, appID: appID)
                : shellScript(oracle, format: format, appID: appID, scenarioFile: loaded.path, screenshotPrefix: slug(stem) + "-" + name)
            let path = folder.appendingPathComponent(name + "." + format.fileExtension).path
            try AtomicFileWriter.write(Data(text.utf8), to: path)
            if format != .maestro { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path) }
            written.append(path)
        }
        return written
    }

    /// Lowercase letters, digits and `-`: a file name from a scenario name.
    static func slug(_ text: String) -> String {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        return String(out.prefix(60)).isEmpty ? "scenario" : String(out.prefix(60))
    }

    /// `text` safe inside a `#` comment: line breaks and control characters become spaces.
    static func comment(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
    }

    /// A word for `sh`: as is when it holds only safe characters, else single-quoted.
    static func shellQuoted(_ text: String) -> String {
        let safe = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./-_")
        if !text.isEmpty, text.unicodeScalars.allSatisfy(safe.contains) { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Whether `url` is a web link (http or https), which Android resolves through App Links.
    static func isWebLink(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// A URL for `adb shell`, whose arguments a shell on the device reads again: quoted twice
    /// when it holds characters that shell would take (`&`, `?`, `#`, `;`…).
    static func adbQuoted(_ url: String) -> String {
        let quoted = shellQuoted(url)
        guard quoted != url else { return url }
        // The device shell gets '…' (the quotes in the URL itself percent-encoded), ours "…".
        var inner = ""
        for character in url {
            switch character {
            case "'": inner += "%27"
            case "\"": inner += "%22"
            case "$": inner += "%24"
            case "`": inner += "%60"
            case "\\": inner += "%5C"
            default: inner.append(character)
            }
        }
        return "\"'" + inner + "'\""
    }
}
