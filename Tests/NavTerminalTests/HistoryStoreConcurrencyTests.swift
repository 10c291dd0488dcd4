import Foundation
import NavTerminal
import NavRouteFile
import TestSupport
import Synchronization
import Testing

/// Two navsim sessions saving their history at the same moment never leave a torn file: a
/// reader sees either the old file or a whole new one.
@Suite struct HistoryStoreConcurrencyTests {
    /// A line as each writer writes it; a torn or interleaved write would break the shape.
    static func line(_ writer: Int, _ number: Int) -> String { "writer\(writer) link \(number) end" }

    static func isWholeLine(_ line: Substring) -> Bool {
        let words = line.split(separator: " ")
        return words.count == 4 && (words[0] == "writer0" || words[0] == "writer1") && words[1] == "link"
            && Int(words[2]) != nil && words[3] == "end"
    }

    /// What the threads share: how many writers are done, and what went wrong.
    final class Shared: Sendable {
        let writersDone = Atomic<Int>(0)
        let problems = Mutex<[String]>([])
        func report(_ problem: String) { problems.withLock { $0.append(problem) } }
    }

    /// One session adding a line at a time and saving after each.
    static func write(_ writer: Int, rounds: Int, path: String, shared: Shared) {
        var store = HistoryStore(path: path)
        var entries = store.load()
        for number in 0..<rounds {
            entries.append(line(writer, number))
            if let problem = store.save(entries) { shared.report(problem) }
        }
    }

    /// Reads the file until both writers are done: every read is a whole file of whole lines.
    static func read(path: String, shared: Shared) {
        while shared.writersDone.load(ordering: .acquiring) < 2 {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if !text.isEmpty, !text.hasSuffix("\n") { shared.report("no final newline: …\(text.suffix(40))") }
            for line in text.split(separator: "\n") where !isWholeLine(line) { shared.report("torn line: \(line)") }
        }
    }

    @Test func twoStoresSavingConcurrentlyNeverTearTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-history-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("nested/history").path
        let rounds = 300
        let shared = Shared()

        // Threads of their own: a pool as wide as the machine might run the reader only after
        // the writers.
        let finished = DispatchGroup()
        for worker in 0..<3 {
            finished.enter()
            Thread.detachNewThread {
                if worker < 2 {
                    Self.write(worker, rounds: rounds, path: path, shared: shared)
                    shared.writersDone.add(1, ordering: .releasing)
                } else {
                    Self.read(path: path, shared: shared)
                }
                finished.leave()
            }
        }
        finished.wait()

        let found = shared.problems.withLock { $0 }
        #expect(found.isEmpty, "\(found.count) problems, the first: \(found.prefix(5))")
        var store = HistoryStore(path: path)
        let saved = store.load()
        #expect(saved.count <= HistoryStore.limit)
        #expect(saved.allSatisfy { Self.isWholeLine(Substring($0)) })
        // Saves take turns and each merges what is on disk, so both writers' last lines are there.
        #expect(saved.contains(Self.line(0, rounds - 1)) && saved.contains(Self.line(1, rounds - 1)))
        #expect(saved.count == HistoryStore.limit, "600 lines were written, the newest 500 kept")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("nested").path)
        #expect(leftovers == ["history"], "temporary files left behind: \(leftovers)")
        try? FileManager.default.removeItem(at: folder)
    }
}
