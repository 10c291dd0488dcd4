import Foundation
import TestSupport
import Testing

/// The documents' captured outputs are what the built binary prints today: every fenced block
/// of README.md and docs/*.md that starts with `$ navsim ARGS` (run from the repository root,
/// so on the demo), and the Maestro flow docs/scenarios.md shows for the cancelled sign-in.
@Suite struct DocTranscriptTests {
    /// A fenced block of a document that shows a command and what it printed.
    struct Transcript: Sendable, CustomTestStringConvertible {
        var document: String
        var arguments: [String]
        var output: String
        var testDescription: String { "\(document): navsim " + arguments.joined(separator: " ") }
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOf: ProjectFiles.root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// README.md and every page of docs/.
    static let documents: [String] = ["README.md"] + ((try? FileManager.default.contentsOfDirectory(
        atPath: ProjectFiles.root.appendingPathComponent("docs").path)) ?? []).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    /// The fenced blocks whose first line is `$ navsim …` (arguments without quotes).
    static let transcripts: [Transcript] = documents.flatMap { document in
        var transcripts: [Transcript] = []
        var block: [String]?
        for line in read(document).components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let lines = block, let first = lines.first, first.hasPrefix("$ navsim ") {
                    transcripts.append(Transcript(document: document,
                                                  arguments: first.dropFirst("$ navsim ".count).split(separator: " ").map(String.init),
                                                  output: lines.dropFirst().joined(separator: "\n")))
                }
                block = block == nil ? [] : nil
            } else if block != nil {
                block?.append(line)
            }
        }
        return transcripts
    }

    @Test func theDocumentsShowTheLinkMatrixAndOpenTranscripts() {
        #expect(Self.documents.contains("docs/commands.md"))
        let commands = Set(Self.transcripts.compactMap(\.arguments.first))
        #expect(commands.isSuperset(of: ["link", "matrix", "open"]), "\(commands)")
        #expect(Self.transcripts.contains { $0.document == "README.md" && $0.arguments.first == "open" })
    }

    @Test(arguments: transcripts)
    func theBinaryPrintsWhatTheDocumentShows(_ transcript: Transcript) throws {
        let result = try NavsimBinary.run(transcript.arguments)
        #expect(!result.stderr.contains("Fatal error"))
        let printed = result.stdout.hasSuffix("\n") ? String(result.stdout.dropLast()) : result.stdout
        #expect(printed == transcript.output, "\(transcript.document)'s transcript is stale; capture it again:\n\(printed)")
    }

    @Test func theMaestroFlowShownIsTheOneEmitted() throws {
        let page = Self.read("docs/scenarios.md")
        let shown = try #require(page.components(separatedBy: "```yaml\n").dropFirst().first?.components(separatedBy: "```").first)
        let scratch = try ScratchDirectory()
        let result = try NavsimBinary.run(["test", "Resources/scenarios/demo.scenarios.json", "--emit", "maestro", scratch.path("flows")])
        #expect(result.status == 0)
        let folder = scratch.url.appendingPathComponent("flows/demo.scenarios")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .first { $0.hasSuffix("-a-sign-in-cancelled-by-back-drops-the-waiting-link.yaml") })
        let emitted = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        #expect(emitted == shown, "docs/scenarios.md's Maestro flow is stale; emitted:\n\(emitted)")
    }
}
