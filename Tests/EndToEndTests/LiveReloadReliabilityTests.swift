import Foundation
import TestSupport
import Testing

/// Live reload under tmux when the route file turns hostile: replaced by a FIFO, deleted, or
/// replaced by a table that takes long to compile. The UI keeps answering keys throughout.
@Suite(.serialized)
struct LiveReloadReliabilityTests {
    /// The shop file in a scratch directory of its own (the UI's history file goes beside it).
    func shop() throws -> (ScratchDirectory, String) {
        let scratch = try ScratchDirectory()
        return (scratch, try scratch.write(TerminalUITests.shop, to: "shop.json"))
    }

    @Test func aRouteFileReplacedByAFIFOIsRefusedAndKeysStillWork() throws {
        let (scratch, routes) = try shop()
        let tmux = try TerminalUITests().start(routes: routes)
        #expect(unlink(routes) == 0 && mkfifo(routes, 0o644) == 0)
        try tmux.waitFor(all: ["reload failed", "FIFO (named pipe)"])
        try tmux.type("shop://orders")
        try tmux.send("Enter")
        try tmux.waitFor("URL shop://orders")
        // The first Ctrl-C quits.
        try tmux.send("C-c")
        try TerminalUITests().expectTerminalRestored(tmux, exitCode: 130)
        _ = scratch
    }

    @Test func aDeletedRouteFileIsLoggedAndTheTableKept() throws {
        let (scratch, routes) = try shop()
        let tmux = try TerminalUITests().start(routes: routes)
        #expect(unlink(routes) == 0)
        try tmux.waitFor("table stays in use")  // the log wraps at word boundaries
        try tmux.type("shop://orders")
        try tmux.send("Enter")
        try tmux.waitFor("URL shop://orders")
        // Back again: reloaded.
        try scratch.write(TerminalUITests.shop, to: "shop.json")
        try tmux.waitFor("reloaded")
        try tmux.send("C-c")
        try TerminalUITests().expectTerminalRestored(tmux, exitCode: 130)
    }

    /// A table of 255 routes × 256 optional-group expansions compiles in the background.
    @Test func aSlowReloadShowsReloadingAndThenTheNewTable() throws {
        let (scratch, routes) = try shop()
        let tmux = try TerminalUITests().start(routes: routes)
        let big = (0..<255).map { #"{"path": "r\#($0)(/a)(/b)(/c)(/d)(/e)(/f)(/g)(/h)", "screen": "S"}"# }
        try scratch.write(#"{"scheme": "shop", "routes": ["# + big.joined(separator: ",") + "]}", to: "next.json")
        #expect(rename(scratch.path("next.json"), routes) == 0)
        try tmux.waitFor("reloading")
        try tmux.waitFor("reloaded", timeout: 60)
        try tmux.send("C-c")
        try TerminalUITests().expectTerminalRestored(tmux, exitCode: 130)
    }
}
