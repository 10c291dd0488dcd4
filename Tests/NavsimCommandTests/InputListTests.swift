import Foundation
import Testing
import TestSupport
@testable import NavCommands

/// `open --inputs FILE`: one input a line.
@Suite struct InputListTests {
    /// Notepad saves UTF-8 with a byte order mark: it used to stay on the first input, which
    /// then matched no route ("no route matches \u{FEFF}hotels://…", the mark invisible).
    @Test func aByteOrderMarkIsNotPartOfTheFirstInput() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Data([0xEF, 0xBB, 0xBF] + Array("hotels://cities/paris\r\n:back\r\n".utf8)), to: "inputs.txt")
        #expect(try InputList.read(path) == ["hotels://cities/paris", ":back"])
    }

    @Test func linesEmptyLinesAndBadBytes() throws {
        let scratch = try ScratchDirectory()
        #expect(try InputList.read(try scratch.write("a\n\nb\n", to: "plain.txt")) == ["a", "b"])
        let bad = try scratch.write(Data(Array("a\n".utf8) + [0xFF]), to: "bad.txt")
        #expect(throws: (any Error).self) { try InputList.read(bad) }
    }
}
