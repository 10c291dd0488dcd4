import Foundation
import TestSupport
import Testing

/// Inputs too large for the fuzz targets' 16 KiB, generated here and run through the binary
/// (each under `timeout`, so a regression fails instead of hanging): hostile `where`
/// expressions, tables of optional groups, `open` with many inputs, huge unknown keys. Their
/// timings are figures in the benchmark package (`navsim-bench --reliability`), not asserted here.
@Suite struct HostileInputTests {
    static func run(_ arguments: [String], in scratch: ScratchDirectory, stdin: String? = nil) throws
        -> (status: Int32, signalled: Bool, stdout: String, stderr: String) {
        guard let stdin else { return try FileSystemReliabilityTests.shell(arguments, in: scratch.url) }
        let input = try scratch.write(stdin, to: "stdin-\(UUID().uuidString).txt")
        return try FileSystemReliabilityTests.shell(arguments, redirections: "< '\(input)'", in: scratch.url)
    }

    @Test func aHostileWhereIsDeclinedAndCheckWarnsAboutIt() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(#"{"scheme": "app", "routes": [{"path": "u/:id", "screen": "U", "where": {"id": "(.*a){25}"}}]}"#,
                          to: "hostile.json")
        let match = try Self.run(["match", "--routes", "hostile.json", "app://u/" + String(repeating: "a", count: 100) + "!"], in: scratch)
        #expect(!match.signalled && match.status == 1, "\(match.stdout)\(match.stderr)")
        let check = try Self.run(["check", "hostile.json"], in: scratch)
        #expect(check.status == 0)
        #expect(check.stdout.contains(#"warning: routes[0].where.id: routes[0] "u/:id" where.id: "(.*a){25}" repeats a group that holds an unbounded quantifier"#),
                "\(check.stdout)")
        #expect(check.stdout.contains("[backtracking-regex]"))
    }

    @Test func aTableOfTooManyOptionalGroupExpansionsIsRefusedAtTheRouteThatPassesTheLimit() throws {
        let scratch = try ScratchDirectory()
        let routes = (0..<2_000).map { #"{"path": "r\#($0)(/a)(/b)(/c)(/d)(/e)(/f)(/g)(/h)", "screen": "S"}"# }
        try scratch.write(#"{"scheme": "app", "routes": ["# + routes.joined(separator: ",\n") + "]}", to: "groups.json")
        let match = try Self.run(["match", "--routes", "groups.json", "app://r1/a"], in: scratch)
        #expect(match.status == 2)
        #expect(match.stderr.contains("groups.json:257:1: error: routes[256].path: the table's optional groups expand into more than 65536 routes (65792 with this route's)"),
                "\(match.stderr.prefix(500))")
        let check = try Self.run(["check", "groups.json"], in: scratch)
        #expect(check.status == 1)
    }

    /// 20,000 inputs from a file and from stdin end in the same state; 1,000 as arguments too
    /// (thousands of inputs go through `--inputs`: ArgumentParser reads long argument lists slowly).
    @Test(.tags(.stress), StressTests.condition) func manyInputsGiveTheSameStateHoweverTheyArrive() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(#"{"scheme": "app", "routes": [{"path": "a/:x", "screen": "A"}]}"#, to: "routes.json")
        let inputs = (0..<20_000).map { "/a/\($0)" }
        try scratch.write(inputs.joined(separator: "\r\n") + "\n\n", to: "inputs.txt")
        let file = try Self.run(["open", "--routes", "routes.json", "--json", "--inputs", "inputs.txt"], in: scratch)
        let stdin = try Self.run(["open", "--routes", "routes.json", "--inputs", "-", "--json"], in: scratch,
                                 stdin: inputs.joined(separator: "\n"))
        #expect(file.status == 0 && stdin.status == 0, "\(file.stderr)\(stdin.stderr)")
        #expect(file.stdout.contains(#""x" : "19999""#) || file.stdout.contains(#""x": "19999""#), "\(file.stdout.prefix(800))")
        #expect(stdin.stdout == file.stdout)
        let few = Array(inputs.suffix(1_000))
        try scratch.write(few.joined(separator: "\n"), to: "few.txt")
        let arguments = try Self.run(["open", "--routes", "routes.json", "--json"] + few, in: scratch)
        let fewFromFile = try Self.run(["open", "--routes", "routes.json", "--json", "--inputs", "few.txt"], in: scratch)
        #expect(arguments.status == 0, "\(arguments.stderr)")
        #expect(fewFromFile.stdout == arguments.stdout)
        // Arguments first, then the file's lines; `--` ends the options.
        try scratch.write("/a/2\n", to: "last.txt")
        let mixed = try Self.run(["open", "--routes", "routes.json", "--inputs", "last.txt", "--", "/a/1"], in: scratch)
        let ordered = try Self.run(["open", "--routes", "routes.json", "/a/1", "/a/2"], in: scratch)
        #expect(mixed.status == 0 && mixed.stdout == ordered.stdout, "\(mixed.stdout)\(mixed.stderr)")
    }

    @Test func aBadInputsFileSaysWhatIsWrong() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(#"{"scheme": "app", "routes": [{"path": "a/:x", "screen": "A"}]}"#, to: "routes.json")
        let missing = try Self.run(["open", "--routes", "routes.json", "--inputs", "nope.txt"], in: scratch)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.txt: error: the file of inputs does not exist"))
        try scratch.write(Data("/a/1\n/a/\u{FF}\n".utf8) + Data([0xFF, 0x0A]), to: "bad.txt")
        let bad = try Self.run(["open", "--routes", "routes.json", "--inputs", "bad.txt"], in: scratch)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("bad.txt:3:1: error: line 3 is not valid UTF-8"), "\(bad.stderr)")
        #expect(mkfifo(scratch.path("inputs.fifo"), 0o600) == 0)
        let fifo = try Self.run(["open", "--routes", "routes.json", "--inputs", "inputs.fifo"], in: scratch)
        #expect(fifo.status == 2)
        #expect(fifo.stderr.contains("inputs.fifo: error: this is a FIFO (named pipe), not a file of inputs"))
    }

    @Test(.tags(.stress), StressTests.condition) func hugeAndManyUnknownKeysAreReportedInAFewLines() throws {
        let scratch = try ScratchDirectory()
        let key = String(repeating: "k", count: 15 * 1024 * 1024)
        try scratch.write(#"{"routes": [], ""# + key + #"": 1}"#, to: "huge-key.json")
        let huge = try Self.run(["check", "huge-key.json"], in: scratch)
        // Under check an unknown key is an error (exit 1); the message cuts the key.
        #expect(huge.status == 1)
        #expect(huge.stdout.utf8.count < 1_000, "the key is echoed: \(huge.stdout.utf8.count) bytes")
        #expect(huge.stdout.contains(#"…" (15728640 characters)"#))
        let keys = (0..<10_000).map { #""key\#($0)": 1"# }.joined(separator: ", ")
        try scratch.write(#"{"routes": [], "# + keys + "}", to: "many-keys.json")
        let many = try Self.run(["check", "many-keys.json"], in: scratch)
        #expect(many.stdout.contains("many-keys.json:1:1: error: 9980 more unknown keys (only the first 20 are listed)"),
                "\(many.stdout.prefix(600))")
        #expect(many.stdout.split(separator: "\n").count < 30)
    }

    @Test func aHugeURLDoesNotWidenTheProfileTable() throws {
        let scratch = try ScratchDirectory()
        let demo = ProjectFiles.root.appendingPathComponent("demo-routes.json").path
        let url = "hotels://cities/" + String(repeating: "p", count: 10_000)
        let diff = try Self.run(["diff-profiles", "--routes", demo, url], in: scratch)
        let widest = diff.stdout.split(separator: "\n").map(\.count).max() ?? 0
        // Each cell shows at most 200 characters; the URL column was padded to the URL's length.
        #expect(widest < 1_000, "a line of \(widest) characters")
    }
}
