import Testing
@testable import NavCommands

/// `open`'s command line: ArgumentParser reads it; flags written after the inputs that follow
/// `--` are flags (the README's `open --from ':tab bookings' -- hotels://natgeo --json --trace`).
@Suite struct OpenTrailingFlagsTests {
    struct Parsed: Equatable {
        var setup: [String]
        var inputs: [String]
        var json: Bool
        var trace: Bool
    }

    static func parsed(_ line: [String]) -> Parsed? {
        guard let command = try? OpenCommand.parse(Array(OpenTrailingFlags.hoisted(line).dropFirst())) else { return nil }
        return Parsed(setup: command.from, inputs: command.inputs, json: command.json, trace: command.trace)
    }

    @Test func flagsAfterTheInputsAreFlags() {
        #expect(Self.parsed(["open", "--from", ":tab bookings", "--", "hotels://natgeo", "--json", "--trace", "--c"])
            == Parsed(setup: [":tab bookings"], inputs: ["hotels://natgeo", "--c"], json: true, trace: true))
        #expect(Self.parsed(["open", "--from", "a", "b", "--", "c"]) == Parsed(setup: ["a", "b"], inputs: ["c"], json: false, trace: false))
        #expect(OpenTrailingFlags.hoisted(["match", "--", "--json"]) == ["match", "--", "--json"])
        #expect(OpenTrailingFlags.hoisted(["open", "a", "--json"]) == ["open", "a", "--json"])
    }
}
