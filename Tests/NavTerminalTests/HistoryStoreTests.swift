import Foundation
import NavTerminal
import NavUI
import TestSupport
import Testing

/// The history file across sessions: each line saved once, consecutive repeats once, the size
/// capped, only the tail read, bad lines kept, and a file that cannot be read never replaced.
@Suite struct HistoryStoreTests {
    static func lines(_ path: String) -> [String] {
        (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    /// One UI session: loads, then for each typed line records it as the UI does and saves the
    /// whole history (each Enter saves), then saves once more on quit.
    static func session(_ path: String, typing typed: [String]) {
        var store = HistoryStore(path: path)
        var history = InputHistory(store.load())
        for line in typed {
            history.record(line)
            #expect(store.save(history.entries) == nil)
        }
        #expect(store.save(history.entries) == nil)
    }

    @Test func oneSessionSavesEachLineOnce() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("state/navsim/history")
        Self.session(path, typing: ["cities/paris", "cities/rome", "help", ":back", ":quit"])
        #expect(Self.lines(path) == ["cities/paris", "cities/rome", "help", ":back", ":quit"])
    }

    @Test func severalSessionsAppendWithoutRepeatingBlocks() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("history")
        Self.session(path, typing: ["a", "b", "a", "a", "c"])
        Self.session(path, typing: ["c", "d"])
        Self.session(path, typing: [])
        Self.session(path, typing: ["e", "a"])
        #expect(Self.lines(path) == ["a", "b", "a", "c", "d", "e", "a"])
        var store = HistoryStore(path: path)
        #expect(store.load() == ["a", "b", "a", "c", "d", "e", "a"])
    }

    @Test func twoConcurrentSessionsKeepEachOthersLines() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("history")
        Self.session(path, typing: ["old"])
        var first = HistoryStore(path: path), second = HistoryStore(path: path)
        var firstHistory = InputHistory(first.load()), secondHistory = InputHistory(second.load())
        for round in 0..<3 {
            firstHistory.record("first \(round)")
            #expect(first.save(firstHistory.entries) == nil)
            secondHistory.record("second \(round)")
            #expect(second.save(secondHistory.entries) == nil)
        }
        #expect(first.save(firstHistory.entries) == nil)
        #expect(Self.lines(path) == ["old", "first 0", "second 0", "first 1", "second 1", "first 2", "second 2"])
    }

    @Test func theFileIsCappedAndALongSessionStillAppendsOnlyItsNewLines() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("history")
        Self.session(path, typing: (0..<600).map { "line \($0)" })
        #expect(Self.lines(path) == (100..<600).map { "line \($0)" })
        // The UI keeps at most 500 entries in memory too: the oldest drop as new ones come.
        Self.session(path, typing: ["new 1", "new 2", "new 3"])
        #expect(Self.lines(path).suffix(4) == ["line 599", "new 1", "new 2", "new 3"])
        #expect(Self.lines(path).count == HistoryStore.limit)
    }

    @Test func aHugeFileIsReadFromItsTailAndCutToTheCap() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("history")
        let line = String(repeating: "x", count: 99) + "\n"
        try scratch.write(String(repeating: line, count: 50_000) + "last\n", to: "history")
        var store = HistoryStore(path: path)
        let loaded = store.load()
        #expect(loaded.last == "last")
        #expect(loaded.count == 2, "consecutive repeats are shown once")
        #expect(store.save(loaded + ["next"]) == nil)
        let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        #expect(size <= 256 * 1024)
        #expect(Self.lines(path) == [String(repeating: "x", count: 99), "last", "next"], "runs of one line are cleaned")
    }

    @Test func aLineThatIsNotUTF8IsSkippedButKept() throws {
        let scratch = try ScratchDirectory()
        var data = Data((0..<150).map { "before \($0)\n" }.joined().utf8)
        data.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A])  // "café" in Latin-1
        data.append(Data((0..<150).map { "after \($0)\n" }.joined().utf8))
        let path = try scratch.write(data, to: "history")
        var store = HistoryStore(path: path)
        let loaded = store.load()
        #expect(loaded.count == 300)
        #expect(loaded.first == "before 0" && loaded.last == "after 149")
        #expect(store.save(loaded + ["new"]) == nil)
        let saved = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(saved.count == data.count + 4, "every old line is kept, the new one appended")
        #expect(saved.starts(with: data))
    }

    @Test func aHistoryThatCannotBeReadIsNeverReplaced() throws {
        let scratch = try ScratchDirectory()
        let path = scratch.path("history")
        #expect(mkfifo(path, 0o600) == 0)
        var store = HistoryStore(path: path)
        #expect(store.load() == [])
        #expect(store.loadProblem?.contains("is a FIFO (named pipe), not a regular file") == true)
        let problem = store.save(["typed"])
        #expect(problem?.contains("not saved, to keep the file as it is") == true)
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aSymlinkedHistoryStaysALinkAndItsTargetIsWritten() throws {
        let scratch = try ScratchDirectory()
        let target = try scratch.write("kept\n", to: "real-history")
        #expect(chmod(target, 0o600) == 0)
        let link = scratch.path("history")
        #expect(symlink(target, link) == 0)
        Self.session(link, typing: ["added"])
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        #expect(Self.lines(target) == ["kept", "added"])
        #expect(stat(target, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func withoutHOMETheHistoryIsInTheUsersOwnHome() {
        let store = HistoryStore(environment: [:])
        #expect(!store.path.hasPrefix(NSTemporaryDirectory() + ".local"))
        #expect(!store.path.hasPrefix("/tmp/.local"))
        #expect(store.path.hasSuffix("/.local/state/navsim/history"))
    }
}
