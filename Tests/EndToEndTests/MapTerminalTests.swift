import Foundation
import TestSupport
import Testing

/// The map overlay (Ctrl-N) of the built binary under tmux at 80×24.
@Suite struct MapTerminalTests {
    @Test("Ctrl-N at 80×24: the demo's map with the current stack marked, PgDn scrolls, Esc closes, Ctrl-C quits")
    func mapAt80x24() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        defer { tmux.close() }
        let routes = ProjectFiles.root.appendingPathComponent("demo-routes.json").path
        try tmux.type("NAVSIM_HISTORY=\(tmux.scratch.path("history")) SWIFT_BACKTRACE=enable=no \(Binary.path) --routes \(routes)")
        try tmux.send("Enter")
        try tmux.waitFor("INPUT")
        try tmux.type("hotels://cities/paris")
        try tmux.send("Enter")
        try tmux.waitFor("Hotels in paris")
        try tmux.send("C-n")
        let first = try tmux.waitFor(all: ["Map · Hotels", "Home  (tab home)", "● CityList", "● HotelList", "scroll (1-19 of"])
        #expect(!first.contains("● HotelDetail"))
        try tmux.send("PageDown")
        let second = try tmux.waitFor("scroll (19-37 of")
        #expect(!second.contains("Home  (tab home)"))
        try tmux.send("Escape")
        try tmux.waitFor(all: ["Hotels in paris", "INPUT"])
        #expect(try !tmux.screen().contains("Map · Hotels"))
        try tmux.send("C-c")
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, try tmux.foregroundChildPID() != nil { Thread.sleep(forTimeInterval: 0.1) }
        #expect(try tmux.foregroundChildPID() == nil, "navsim still running after Ctrl-C")
    }
}
