import Foundation
import TestSupport
import Testing

/// The bad-input catalogue (Tests/Fixtures/bad-input/manifest.json): malformed and hostile route
/// files and URLs through the built binary. Each case states the exit code and the exact
/// message the user sees; none may crash or hang.
@Suite struct BadInputCatalogueTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var about: String
        var file: String?
        var generate: String?
        var args: [String]
        var exit: Int32
        var stdout: String?
        var stderr: String?
        var stdoutLacks: String?
        var testDescription: String { name }
    }

    struct Manifest: Decodable {
        var cases: [Case]
    }

    static let folder = Binary.root.appendingPathComponent("Tests/Fixtures/bad-input")

    static let cases: [Case] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data) else { return [] }
        return manifest.cases
    }()

    @Test func theCatalogueHasAtLeastFiftyCases() {
        #expect(Self.cases.count >= 50)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count, "case names are unique")
    }

    @Test(arguments: cases)
    func runsWithoutCrashingAndSaysWhatIsWrong(_ entry: Case) throws {
        let directory: URL
        var name = entry.file ?? ""
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        if let generator = entry.generate {
            name = entry.name + ".json"
            try scratch.write(try Self.generated(generator), to: name)
            directory = scratch.url
        } else {
            directory = Self.folder
        }
        let arguments = entry.args.map {
            $0.replacingOccurrences(of: "{file}", with: name).replacingOccurrences(of: "{long-url}", with: Self.longURL)
        }
        let result = try Binary.run(arguments, in: directory)
        #expect(!result.timedOut, "\(entry.name) hung: killed after \(Int(NavsimBinary.hangGuard)) s")
        #expect(result.status == entry.exit, "\(entry.name): exit \(result.status)\nstdout: \(result.stdout.prefix(2000))\nstderr: \(result.stderr.prefix(2000))")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Crash"), "\(entry.name) crashed")
        if let expected = entry.stdout {
            #expect(result.stdout.contains(expected), "\(entry.name): stdout lacks\n\(expected)\nit was:\n\(result.stdout.prefix(3000))")
        }
        if let expected = entry.stderr {
            #expect(result.stderr.contains(expected), "\(entry.name): stderr lacks\n\(expected)\nit was:\n\(result.stderr.prefix(3000))")
        }
        if let forbidden = entry.stdoutLacks {
            #expect(!result.stdout.contains(forbidden), "\(entry.name): stdout contains \(forbidden.debugDescription)")
        }
    }

    /// A URL of 20,012 bytes (the limit is 16,384).
    static let longURL = "app://items/" + String(repeating: "x", count: 20_000)

    /// The files too big (or too repetitive) to commit.
    static func generated(_ generator: String) throws -> Data {
        func route(_ path: String) -> String { #"{"routes": [{"path": "\#(path)"}]}"# }
        switch generator {
        case "huge-file":
            return Data((#"{"routes": [], "name": ""# + String(repeating: " ", count: 17 * 1024 * 1024) + #""}"#).utf8)
        case "deep-arrays":
            return Data((#"{"routes": "# + String(repeating: "[", count: 100_000)).utf8)
        case "deep-objects":
            return Data((#"{"routes": [], "x": "# + String(repeating: #"{"a": "#, count: 100_000)).utf8)
        case "big-valid":
            let routes = (0..<20_000).map { #"{"path": "r\#($0)/:x", "screen": "S\#($0)"}"# }
            return Data((#"{"routes": ["# + routes.joined(separator: ", ") + "]}").utf8)
        case "long-name":
            return Data((#"{"routes": [{"path": "a"}], "name": ""# + String(repeating: "n", count: 5 * 1024 * 1024) + #""}"#).utf8)
        case "deep-group-nesting":
            return Data(route(String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)).utf8)
        case "long-path":
            return Data(route(String(repeating: "a", count: 1_000_000)).utf8)
        case "many-segments":
            return Data(route("a" + String(repeating: "/a", count: 199)).utf8)
        case "dependency-fan-out":
            let routes = (0..<9).map { level in
                let dependencies = level < 8 ? Array(repeating: #""app://r\#(level + 1)""#, count: 12).joined(separator: ", ") : ""
                return #"{"path": "r\#(level)", "screen": "S\#(level)", "dependencies": [\#(dependencies)]}"#
            }
            return Data((#"{"scheme": "app", "routes": ["# + routes.joined(separator: ", ") + "]}").utf8)
        default:
            throw CatalogueError(message: "unknown generator \(generator)")
        }
    }

    struct CatalogueError: Error {
        var message: String
    }
}
