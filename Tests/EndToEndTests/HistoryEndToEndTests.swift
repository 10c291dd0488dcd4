import Foundation
import TestSupport
import Testing

/// The history file after real UI sessions: each typed line once, in order, across restarts
/// (the merge used to re-append every earlier line of the session on each Enter).
@Suite(.serialized)
struct HistoryEndToEndTests {
    /// Types each line and Enter, then `:quit`, and waits for the shell prompt.
    func session(_ lines: [String], routes: String) throws {
        let ui = TerminalUITests()
        let tmux = try ui.start(routes: routes)
        for line in lines {
            try tmux.type(line)
            try tmux.send("Enter")
            Thread.sleep(forTimeInterval: 0.2)
        }
        try tmux.type(":quit")
        try tmux.send("Enter")
        try ui.expectTerminalRestored(tmux, exitCode: 0)
    }

    @Test func sessionsAppendEachLineOnce() throws {
        let scratch = try ScratchDirectory()
        let routes = try scratch.write(TerminalUITests.shop, to: "shop.json")
        try session(["shop://orders", "shop://products/shoes/1", "help", ":back"], routes: routes)
        let history = routes + ".history"
        let first = try String(contentsOfFile: history, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(first == ["shop://orders", "shop://products/shoes/1", "help", ":back", ":quit"])
        try session(["shop://orders", "help"], routes: routes)
        let second = try String(contentsOfFile: history, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(second == first + ["shop://orders", "help", ":quit"])
    }
}
