import NavUI
import Testing

/// Styles that carry meaning, checked as runs; each also shows without colour.
@Suite struct StyleTests {
    @Test func titleBarIsReversed() throws {
        let buffer = view(try Scenes.make("cold"))
        #expect(buffer.styleRuns(row: 0).allSatisfy { $0.style.reverse })
    }

    @Test func selectedTabIsReversedAndBold() throws {
        let buffer = view(try Scenes.make("cold"))
        let row = 20  // the tab bar row at 100×24
        let line = buffer.textLines()[row]
        let home = try #require(line.range(of: "⌂ Home"))
        let column = line.distance(from: line.startIndex, to: home.lowerBound)
        let run = try #require(buffer.styleRuns(row: row).first { $0.columns.contains(column) })
        #expect(run.style.reverse && run.style.bold)
        let account = try #require(line.range(of: "Account"))
        let accountColumn = line.distance(from: line.startIndex, to: account.lowerBound)
        let other = try #require(buffer.styleRuns(row: row).first { $0.columns.contains(accountColumn) })
        #expect(!other.style.reverse)
    }

    @Test func navigatorSelectionIsReversedInTheInspector() throws {
        let buffer = view(try Scenes.make("navigator"))
        let lines = buffer.textLines()
        let row = try #require(lines.firstIndex { $0.contains("1 shoes  ProductList #3") })
        let column = try #require(lines[row].range(of: "ProductList")).lowerBound.utf16Offset(in: lines[row])
        let run = try #require(buffer.styleRuns(row: row).first { $0.columns.contains(column) })
        #expect(run.style.reverse)
    }

    @Test func refusalIsRedAndCursorIsInTheInputLine() throws {
        let state = try Scenes.make("error")
        let buffer = view(state)
        let lines = buffer.textLines()
        let row = try #require(lines.firstIndex { $0.contains("✗ no route matches") })
        let column = try #require(lines[row].range(of: "no route")).lowerBound.utf16Offset(in: lines[row])
        #expect(buffer.styleRuns(row: row).first { $0.columns.contains(column - 2) }?.style.foreground == .red)
        #expect(buffer.cursor == CellPosition(x: 2, y: 22))
    }
}
