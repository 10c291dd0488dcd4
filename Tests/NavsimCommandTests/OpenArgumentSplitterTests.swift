import Testing
import TestSupport
@testable import NavCommands

/// `OpenArgumentSplitter` must read an `open` command line exactly as ArgumentParser does: the
/// same inputs, setup inputs and options, or leave the line to ArgumentParser.
@Suite struct OpenArgumentSplitterTests {
    /// What `open` ends up with from one command line.
    struct Parsed: Equatable {
        var setup: [String]
        var inputs: [String]
        var routes: String?
        var record: String?
        var inputsFile: String?
        var json: Bool
        var trace: Bool
    }

    /// ArgumentParser's reading of the whole line (after `open`), or `nil` when it refuses it.
    static func parsedByArgumentParser(_ line: [String]) -> Parsed? {
        guard let command = try? OpenCommand.parse(Array(line.dropFirst())) else { return nil }
        return Parsed(setup: command.from, inputs: command.inputs, routes: command.file.routes, record: command.record,
                      inputsFile: command.inputsFile, json: command.json, trace: command.trace)
    }

    /// The splitter's reading: what it took out, plus ArgumentParser's reading of what it left.
    /// `.some(nil)` when ArgumentParser refuses what is left; `nil` when the splitter declines the line.
    static func parsedBySplitter(_ line: [String]) -> Parsed?? {
        guard let split = OpenArgumentSplitter.split(line) else { return nil }
        guard var rest = parsedByArgumentParser(split.arguments) else { return .some(nil) }
        rest.setup = (split.setupInputs ?? []) + rest.setup
        rest.inputs = split.inputs + rest.inputs
        return .some(rest)
    }

    /// Lines the splitter must take apart itself (so long ones stay fast), with what they mean.
    static let readLines: [([String], Parsed)] = [
        (["open", "a", "b"], Parsed(setup: [], inputs: ["a", "b"], json: false, trace: false)),
        (["open", "--from", "a", "b", "--", "c"], Parsed(setup: ["a", "b"], inputs: ["c"], json: false, trace: false)),
        (["open", "--from", "a", "b"], Parsed(setup: ["a", "b"], inputs: [], json: false, trace: false)),
        (["open", "x", "--from", "a", "--json", "b", "--", "--c"],
         Parsed(setup: ["a"], inputs: ["x", "b", "--c"], json: true, trace: false)),
        (["open", "--from=a", "b", "--routes", "r.json", "c"],
         Parsed(setup: ["a", "b"], inputs: ["c"], routes: "r.json", json: false, trace: false)),
        (["open", "--from", "a", "--trace", "--from", "b", "--", "c", "--from", "d"],
         Parsed(setup: ["a", "b"], inputs: ["c", "--from", "d"], json: false, trace: true)),
        (["open", "--from=s", "--routes=r.json", "-", "--record", "out.json", "--inputs=list", "--from", "", "e"],
         Parsed(setup: ["s", "", "e"], inputs: ["-"], routes: "r.json", record: "out.json", inputsFile: "list", json: false, trace: false)),
    ]

    @Test func readsWarmStartsAsArgumentParserDoes() {
        for (line, expected) in Self.readLines {
            #expect(Self.parsedByArgumentParser(line) == expected, "ArgumentParser on \(line)")
            #expect(Self.parsedBySplitter(line) == .some(expected), "the splitter on \(line)")
        }
    }

    /// The README's `open --from ':tab bookings' -- hotels://natgeo --json --trace`: the flags after
    /// the inputs are flags; any other token after `--` stays an input.
    @Test func flagsAfterTheInputsAreFlags() {
        let line = OpenArgumentSplitter.hoistingTrailingFlags(["open", "--from", ":tab bookings", "--", "hotels://natgeo", "--json", "--trace", "--c"])
        let expected = Parsed(setup: [":tab bookings"], inputs: ["hotels://natgeo", "--c"], json: true, trace: true)
        #expect(Self.parsedByArgumentParser(line) == expected)
        #expect(Self.parsedBySplitter(line) == .some(expected))
        #expect(OpenArgumentSplitter.hoistingTrailingFlags(["match", "--", "--json"]) == ["match", "--", "--json"])
    }

    /// A missing value, an unknown option or a flag given a value is left to ArgumentParser, which reports it.
    @Test func leavesMistakesToArgumentParser() {
        for line in [["open", "--from"], ["open", "--from", "--", "a"], ["open", "--from", "--json", "a"], ["open", "--routes"],
                     ["open", "--routes", "--json"], ["open", "--routes", "--", "a"], ["open", "--bogus", "a"], ["open", "--json=1"],
                     ["open", "-j"], ["open", "---", "a"], ["open", "--help"],
                     ["open", "--from=", "a"], ["open", "--routes=", "r.json"]] {
            #expect(OpenArgumentSplitter.split(line) == nil, "\(line)")
        }
    }

    /// Random command lines built from `open`'s options, values, `--` and mistakes: wherever the
    /// splitter reads a line, its reading equals ArgumentParser's (the same refusal included).
    @Test func agreesWithArgumentParserOnRandomLines() {
        let tokens = ["a", "b", "app://x/1", "-", "", "--", "--from", "--from=s", "--from=", "--json", "--trace", "--routes", "r.json",
                      "--routes=r.json", "--record", "out.json", "--inputs", "--inputs=list", "--bogus", "-j", "--json=1", "--from=--"]
        var generator = SeededGenerator(seed: 16)
        var read = 0
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 9)
            let line = ["open"] + (0..<length).map { _ in tokens[Int(generator.next() % UInt64(tokens.count))] }
            guard let splitterReading = Self.parsedBySplitter(line) else { continue }
            read += 1
            #expect(splitterReading == Self.parsedByArgumentParser(line), "\(line)")
        }
        #expect(read > 500)
    }
}
