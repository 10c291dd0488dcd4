import Foundation
import Testing
@testable import NavSupport
import TestSupport

/// `AtomicFileWriter.problem(writing:)` says beforehand what `write` would refuse, so a long
/// session (a UI recording) is not lost at its end.
@Suite struct AtomicFileWriterProblemTests {
    @Test func aFolderOrAMissingFolderIsAProblem() throws {
        let scratch = try ScratchDirectory()
        #expect(AtomicFileWriter.problem(writing: scratch.url.path) == "it is a directory, not a regular file")
        let nowhere = scratch.path("missing/session.json")
        #expect(AtomicFileWriter.problem(writing: nowhere) == "its folder \(scratch.path("missing")) does not exist")
        let inAFile = try scratch.write("x", to: "plain")
        #expect(AtomicFileWriter.problem(writing: inAFile + "/session.json") != nil)
    }

    @Test func whatWriteTakesIsNoProblem() throws {
        let scratch = try ScratchDirectory()
        #expect(AtomicFileWriter.problem(writing: scratch.path("new.json")) == nil)
        let existing = try scratch.write("{}", to: "old.json")
        #expect(AtomicFileWriter.problem(writing: existing) == nil)
        #expect(AtomicFileWriter.problem(writing: "/dev/null") == nil)
        try AtomicFileWriter.write(Data("{}".utf8), to: scratch.path("new.json"))
    }

    @Test func aLinkLoopIsAProblem() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createSymbolicLink(atPath: scratch.path("a"), withDestinationPath: scratch.path("b"))
        try FileManager.default.createSymbolicLink(atPath: scratch.path("b"), withDestinationPath: scratch.path("a"))
        #expect(AtomicFileWriter.problem(writing: scratch.path("a")) == "not written: its symbolic links form a loop")
    }
}
