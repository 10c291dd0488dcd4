import Foundation
import TestSupport
import Testing

/// A command run without `--routes` in a folder without demo-routes.json uses the demo built
/// into navsim, and says so on stderr (a forgotten `--routes` would otherwise answer about the
/// Hotels demo unannounced); `--quiet` leaves the note out; a file given or found gets none.
@Suite struct BundledDemoNoteTests {
    static let note = "using the bundled Hotels demo"

    @Test(arguments: [["match", "hotels://cities/paris"], ["open", "hotels://cities/paris"], ["routes"]])
    func theBundledDemoIsAnnouncedOnStderr(_ arguments: [String]) throws {
        let scratch = try ScratchDirectory()
        let run = try NavsimBinary.run(arguments, in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "navsim: no --routes FILE and no ./demo-routes.json here: using the bundled Hotels demo (--quiet leaves this out)\n")
        #expect(!run.stdout.contains(Self.note))
        let quiet = try NavsimBinary.run(arguments + ["--quiet"], in: scratch.url)
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        #expect(quiet.stdout == run.stdout)
    }

    @Test func aFileGivenOrFoundIsNotAnnounced() throws {
        let demo = ProjectFiles.root.appendingPathComponent("demo-routes.json").path
        let scratch = try ScratchDirectory()
        let given = try NavsimBinary.run(["match", "--routes", demo, "hotels://cities/paris"], in: scratch.url)
        #expect(given.status == 0)
        #expect(given.stderr.isEmpty, "\(given.stderr)")
        let found = try NavsimBinary.run(["match", "hotels://cities/paris"])  // in the repository, next to demo-routes.json
        #expect(found.status == 0)
        #expect(found.stderr.isEmpty, "\(found.stderr)")
    }
}
