import Foundation
import TestSupport
import Testing

/// The README's captured outputs are what the built binary prints today: every fenced block
/// that starts with `$ navsim ARGS` (run from the repository root, so on the demo) and the
/// Maestro flow shown for the cancelled sign-in scenario.
@Suite struct ReadmeTranscriptTests {
    /// A fenced block of the README that shows a command and what it printed.
    struct Transcript: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var output: String
        var testDescription: String { "navsim " + arguments.joined(separator: " ") }
    }

    static let readme = (try? String(contentsOf: ProjectFiles.root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The fenced blocks whose first line is `$ navsim …` (arguments without quotes).
    static let transcripts: [Transcript] = {
        var transcripts: [Transcript] = []
        var block: [String]?
        for line in readme.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let lines = block, let first = lines.first, first.hasPrefix("$ navsim ") {
                    transcripts.append(Transcript(arguments: first.dropFirst("$ navsim ".count).split(separator: " ").map(String.init),
                                                  output: lines.dropFirst().joined(separator: "\n")))
                }
                block = block == nil ? [] : nil
            } else if block != nil {
                block?.append(line)
            }
        }
        return transcripts
    }()

    @Test func theReadmeShowsTheLinkMatrixAndOpenTranscripts() {
        let commands = Set(Self.transcripts.compactMap(\.arguments.first))
        #expect(commands.isSuperset(of: ["link", "matrix", "open"]), "\(commands)")
    }

    @Test(arguments: transcripts)
    func theBinaryPrintsWhatTheReadmeShows(_ transcript: Transcript) throws {
        let result = try NavsimBinary.run(transcript.arguments)
        #expect(!result.stderr.contains("Fatal error"))
        let printed = result.stdout.hasSuffix("\n") ? String(result.stdout.dropLast()) : result.stdout
        #expect(printed == transcript.output, "the README's transcript is stale; capture it again:\n\(printed)")
    }

    @Test func theReadmesMaestroFlowIsTheOneEmitted() throws {
        let shown = try #require(Self.readme.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let scratch = try ScratchDirectory()
        let result = try NavsimBinary.run(["test", "Resources/scenarios/demo.scenarios.json", "--emit", "maestro", scratch.path("flows")])
        #expect(result.status == 0)
        let folder = scratch.url.appendingPathComponent("flows/demo.scenarios")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .first { $0.hasSuffix("-a-sign-in-cancelled-by-back-drops-the-waiting-link.yaml") })
        let emitted = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        #expect(emitted == shown, "the README's Maestro flow is stale; emitted:\n\(emitted)")
    }
}
