import Foundation
import TestSupport
import Testing

/// Grapheme clusters ncurses cannot hold in one cell (a ZWJ family, a flag, a base with more
/// combining marks than a cell takes) drawn whole by the binary under tmux, borders in place.
@Suite(.serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct GraphemeDrawingTests {
    @Test func clustersAreDrawnWholeAndTheBordersStayAligned() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        defer { tmux.close() }
        let routes = try tmux.scratch.write(#"{"name": "Emoji", "scheme": "app", "routes": [{"path": "u/:name", "screen": "U"}], "screens": {"U": {"title": "Hi {name}"}}}"#,
                                            to: "emoji.json")
        try tmux.type("NAVSIM_HISTORY=\(routes).history SWIFT_BACKTRACE=enable=no \(Binary.path) --routes \(routes)")
        try tmux.send("Enter")
        try tmux.waitFor("Container tree")
        let family = "👨\u{200D}👩\u{200D}👧", flag = "🇫🇷", marked = "e" + String(repeating: "\u{303}", count: 7)
        try tmux.type("app://u/\(family)\(flag)\(marked)x")
        try tmux.send("Enter")
        let screen = try tmux.waitFor("Hi \(family)\(flag)\(marked)x")
        let lines = screen.components(separatedBy: "\n")
        let row = try #require(lines.first { $0.contains("Hi \(family)") && $0.contains("││") })
        let separator = try #require(lines.first { $0.hasPrefix("│──") && $0.contains("││") })
        // Two columns each for the family and the flag, one for the marked e.
        func column(of border: String, in line: String) -> Int {
            let prefix = line[..<line.range(of: border)!.lowerBound]
            return prefix.count + prefix.filter { $0 == Character(family) || $0 == Character(flag) }.count
        }
        #expect(column(of: "││", in: row) == column(of: "││", in: separator), "\(row)\n\(separator)")
        try tmux.send("C-c")
    }
}
