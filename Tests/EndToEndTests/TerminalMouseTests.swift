import Foundation
import TestSupport
import Testing

/// Clicks and the wheel through tmux, as SGR mouse sequences a terminal sends.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct TerminalMouseTests {
    let ui = TerminalUITests()

    /// The 1-based column and row of the first `label` on the screen's line that also holds `other`.
    func cell(of label: String, onLineWith other: String, in screen: String) throws -> (x: Int, y: Int) {
        let lines = screen.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains(label) && $0.contains(other) }, "no line with \(label) and \(other):\n\(screen)")
        let line = lines[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: label)).lowerBound)
        return (column + 1, row + 1)
    }

    func click(_ tmux: Tmux, at cell: (x: Int, y: Int), together: Bool) throws {
        let press = "\u{1B}[<0;\(cell.x);\(cell.y)M", release = "\u{1B}[<0;\(cell.x);\(cell.y)m"
        if together {
            try tmux.type(press + release)
        } else {
            try tmux.type(press)
            Thread.sleep(forTimeInterval: 0.3)
            try tmux.type(release)
        }
    }

    /// A press and release in one read (a quick click, or a multiplexer coalescing them) select
    /// the tab, as the same press and release sent apart do.
    @Test(arguments: [true, false]) func clickingATabSelectsIt(together: Bool) throws {
        let tmux = try ui.start(columns: 100, rows: 30)
        let screen = try tmux.waitFor("● Home")
        try click(tmux, at: cell(of: "Account", onLineWith: "Home", in: screen), together: together)
        try tmux.waitFor(all: ["● Account", "tab switched: home → account"])
        try tmux.send("C-c")
        try ui.expectTerminalRestored(tmux, exitCode: 130)
    }
}
