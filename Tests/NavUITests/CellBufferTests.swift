import NavUI
import Testing

@Suite("CellBuffer")
struct CellBufferTests {
    private let bold = CellStyle(bold: true)
    private let red = CellStyle(foreground: .red)

    // MARK: Writing and clipping

    @Test func aNewBufferIsBlank() {
        let buffer = CellBuffer(width: 4, height: 2)
        #expect(buffer.textLines() == ["", ""])
        #expect(buffer.cells.count == 8)
        #expect(buffer.cursor == nil)
    }

    @Test func negativeSizesCountAsZero() {
        var buffer = CellBuffer(width: -3, height: -1)
        buffer.write("x", x: 0, y: 0)
        buffer.fill(CellRect(x: 0, y: 0, width: 5, height: 5), with: "#")
        #expect(buffer.width == 0 && buffer.height == 0)
        #expect(buffer.textLines() == [])
        #expect(buffer.styleRuns(row: 0) == [])
    }

    @Test func writeReturnsTheColumnAfterTheText() {
        var buffer = CellBuffer(width: 10, height: 1)
        let end = buffer.write("ab", x: 1, y: 0)
        let next = buffer.write("cd", x: end, y: 0, style: bold)
        #expect(end == 3)
        #expect(next == 5)
        #expect(buffer.textLines() == [" abcd"])
    }

    @Test func writeIsClippedAtEveryEdge() {
        var buffer = CellBuffer(width: 5, height: 2)
        #expect(buffer.write("abcdefgh", x: 2, y: 0) == 5)
        buffer.write("xyz", x: -2, y: 1)
        buffer.write("never", x: 0, y: 2)
        buffer.write("never", x: 0, y: -1)
        buffer.write("never", x: 9, y: 0)
        #expect(buffer.textLines() == ["  abc", "z"])
    }

    @Test func maxWidthLimitsTheText() {
        var buffer = CellBuffer(width: 10, height: 1)
        #expect(buffer.write("abcdef", x: 1, y: 0, maxWidth: 3) == 4)
        buffer.write("zzz", x: 6, y: 0, maxWidth: 0)
        #expect(buffer.textLines() == [" abc"])
    }

    @Test func aLongTextFarOffScreenStopsAtTheEdge() {
        var buffer = CellBuffer(width: 3, height: 1)
        let text = String(repeating: "漢a", count: 50_000)
        #expect(buffer.write(text, x: 0, y: 0) == 3)
        #expect(buffer.textLines() == ["漢a"])
    }

    // MARK: Wide and zero-width characters

    @Test func aWideCharacterTakesACellAndAContinuation() throws {
        var buffer = CellBuffer(width: 6, height: 1)
        #expect(buffer.write("漢字!", x: 0, y: 0, style: red) == 5)
        #expect(buffer.textLines() == ["漢字!"])
        let lead = try #require(buffer.cell(x: 0, y: 0))
        let continuation = try #require(buffer.cell(x: 1, y: 0))
        #expect(lead.character == "漢" && !lead.isContinuation)
        #expect(continuation.isContinuation && continuation.style == red)
        #expect(buffer.cell(x: 4, y: 0)?.character == "!")
    }

    @Test func aWideCharacterCutByAnEdgeLeavesABlank() {
        var buffer = CellBuffer(width: 4, height: 2)
        #expect(buffer.write("ab漢", x: 1, y: 0) == 4)
        buffer.write("漢b", x: -1, y: 1)
        #expect(buffer.textLines() == [" ab", " b"])
        #expect(buffer.cells.allSatisfy { !$0.isContinuation })
    }

    @Test func maxWidthDoesNotSplitAWideCharacter() {
        var buffer = CellBuffer(width: 10, height: 1)
        #expect(buffer.write("a漢b", x: 0, y: 0, maxWidth: 2) == 1)
        #expect(buffer.textLines() == ["a"])
    }

    @Test(arguments: [
        // (what is written over "漢字" at x, where, the row after)
        ("x", 0, "x 字"),
        ("x", 1, " x字"),
        ("xy", 1, " xy"),
        ("字", 1, " 字"),
    ])
    func overwritingHalfAWideCharacterBlanksTheOtherHalf(text: String, x: Int, expected: String) {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.write("漢字", x: 0, y: 0)
        buffer.write(text, x: x, y: 0)
        #expect(buffer.textLines() == [expected])
        let continuations = buffer.cells.indices.filter { buffer.cells[$0].isContinuation }
        for index in continuations {
            #expect(CellBuffer.displayWidth(of: buffer.cells[index - 1].character) == 2)
        }
    }

    @Test func combiningMarksStayWithTheirLetter() {
        var buffer = CellBuffer(width: 5, height: 1)
        #expect(buffer.write("e\u{301}x", x: 0, y: 0) == 2)
        #expect(buffer.cell(x: 0, y: 0)?.character == "e\u{301}")
        #expect(buffer.textLines() == ["e\u{301}x"])
    }

    /// A cell holds up to 16 bytes of UTF-8 inline: a longer grapheme (the family emoji, 25
    /// bytes) is kept whole beside it, as wide as its first scalar, so the text after it stays
    /// where it was.
    @Test func aGraphemeLongerThanACellHoldsIsKeptWhole() {
        var buffer = CellBuffer(width: 8, height: 1)
        let family: Character = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
        #expect(family.utf8.count == 25)
        #expect(buffer.write("x\(family)y", x: 0, y: 0) == 4)
        #expect(buffer.cell(x: 1, y: 0)?.character == family)
        #expect(buffer.cell(x: 2, y: 0)?.isContinuation == true)
        #expect(buffer.cell(x: 3, y: 0)?.character == "y")
        let flag: Character = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}" // a flag and three tags, 16 bytes: kept whole
        #expect(flag.utf8.count == 16)
        buffer.write(String(flag), x: 0, y: 0)
        #expect(buffer.cell(x: 0, y: 0)?.character == flag)
    }

    @Test func strayZeroWidthCharactersAreDropped() {
        var buffer = CellBuffer(width: 5, height: 1)
        #expect(buffer.write("\u{301}a\u{200B}b", x: 0, y: 0) == 2)
        #expect(buffer.textLines() == ["ab"])
    }

    @Test func controlCharactersAreShownAsReplacements() {
        var buffer = CellBuffer(width: 8, height: 1)
        buffer.write("a\tb\nc\u{1B}[0m\r\n", x: 0, y: 0)
        #expect(buffer.textLines() == ["a\u{FFFD}b\u{FFFD}c\u{FFFD}[0"])
    }

    @Test(arguments: [
        ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("Ж", 1), ("─", 1),
        ("漢", 2), ("か", 2), ("한", 2), ("Ａ", 2), ("😀", 2), ("👍🏽", 2), ("\u{3000}", 2),
        ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\t", 1), ("\u{7F}", 1), ("\u{85}", 1), ("\u{9B}", 1),
    ] as [(Character, Int)])
    func displayWidthOfCharacters(character: Character, expected: Int) {
        #expect(CellBuffer.displayWidth(of: character) == expected)
    }

    /// A control character is measured as it is drawn (U+FFFD, one column): measured 0, a C1
    /// control in a title let the title overwrite the back label beside it.
    @Test func controlCharactersAreMeasuredAsTheyAreDrawn() {
        for text in ["Title\u{85}\u{9B}x", "a\tb\u{7F}", "\u{1B}[0m", "é\u{80}漢"] {
            var buffer = CellBuffer(width: 40, height: 1)
            #expect(buffer.write(text, x: 3, y: 0) - 3 == CellBuffer.displayWidth(of: text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func displayWidthOfAString() {
        #expect(CellBuffer.displayWidth(of: "ab漢字e\u{301}😀") == 9)
        #expect(CellBuffer.displayWidth(of: "") == 0)
    }

    // MARK: Fill and boxes

    @Test func fillIsClippedToTheBuffer() {
        var buffer = CellBuffer(width: 4, height: 3)
        buffer.fill(CellRect(x: 2, y: -1, width: 9, height: 3), with: "#", style: bold)
        buffer.fill(CellRect(x: 0, y: 2, width: -2, height: 1), with: "!")
        #expect(buffer.textLines() == ["  ##", "  ##", ""])
        #expect(buffer.cell(x: 3, y: 1)?.style == bold)
    }

    @Test func fillWithAWideCharacterClosesAnOddWidthWithABlank() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.fill(CellRect(x: 0, y: 0, width: 5, height: 1), with: "漢")
        buffer.write("|", x: 5, y: 0)
        #expect(buffer.textLines() == ["漢漢 |"])
    }

    @Test func fillWithAControlCharacterFillsWithSpaces() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.write("abc", x: 0, y: 0)
        buffer.fill(CellRect(x: 0, y: 0, width: 2, height: 1), with: "\n", style: red)
        #expect(buffer.textLines() == ["  c"])
        #expect(buffer.cell(x: 0, y: 0)?.style == red)
    }

    @Test func boxWithATitle() {
        var buffer = CellBuffer(width: 12, height: 4)
        buffer.drawBox(CellRect(x: 0, y: 0, width: 12, height: 4), title: "Home")
        buffer.write("inside", x: 1, y: 1)
        #expect(buffer.textLines() == [
            "┌─ Home ───┐",
            "│inside    │",
            "│          │",
            "└──────────┘",
        ])
    }

    @Test func asciiBoxWithALongTitleCut() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.drawBox(CellRect(x: 1, y: 0, width: 8, height: 3), title: "Settings", ascii: true)
        #expect(buffer.textLines() == [
            " +- Set-+",
            " |      |",
            " +------+",
        ])
    }

    @Test func boxPartlyOutsideTheBufferIsClipped() {
        var buffer = CellBuffer(width: 4, height: 3)
        buffer.drawBox(CellRect(x: 2, y: 1, width: 5, height: 5))
        #expect(buffer.textLines() == ["", "  ┌─", "  │"])
    }

    @Test func boxesTooSmallDrawNothing() {
        var buffer = CellBuffer(width: 4, height: 4)
        buffer.drawBox(CellRect(x: 0, y: 0, width: 1, height: 4))
        buffer.drawBox(CellRect(x: 0, y: 0, width: 4, height: 1))
        #expect(buffer.textLines() == ["", "", "", ""])
    }

    @Test func theSmallestBoxIsFourCorners() {
        var buffer = CellBuffer(width: 2, height: 2)
        buffer.drawBox(CellRect(x: 0, y: 0, width: 2, height: 2), title: "no room")
        #expect(buffer.textLines() == ["┌┐", "└┘"])
    }

    // MARK: Styles

    @Test func styleRunsCoverTheRowAndMergeNeighbours() {
        var buffer = CellBuffer(width: 8, height: 2)
        buffer.write("ab", x: 1, y: 0, style: bold)
        buffer.write("漢", x: 3, y: 0, style: bold)
        buffer.write("c", x: 6, y: 0, style: red)
        #expect(buffer.styleRuns(row: 0) == [
            StyleRun(columns: 0..<1, style: .plain),
            StyleRun(columns: 1..<5, style: bold),
            StyleRun(columns: 5..<6, style: .plain),
            StyleRun(columns: 6..<7, style: red),
            StyleRun(columns: 7..<8, style: .plain),
        ])
        #expect(buffer.styleRuns(row: 1) == [StyleRun(columns: 0..<8, style: .plain)])
        #expect(buffer.styleRuns(row: 2) == [])
        #expect(buffer.styleRuns(row: -1) == [])
    }

    @Test func aBufferCanStartWithABackgroundStyle() {
        let panel = CellStyle(background: .blue)
        let buffer = CellBuffer(width: 3, height: 1, style: panel)
        #expect(buffer.styleRuns(row: 0) == [StyleRun(columns: 0..<3, style: panel)])
    }

    @Test func stylesCompareByEveryField() {
        #expect(CellStyle() == .plain)
        #expect(CellStyle(foreground: .gray) != CellStyle(background: .gray))
        #expect(CellStyle(underline: true) != CellStyle(dim: true))
        #expect(CellStyle(reverse: true) == CellStyle(reverse: true))
    }

    // MARK: Equality

    @Test func buffersDrawnAlikeAreEqualAndTheCursorCounts() {
        func draw() -> CellBuffer {
            var buffer = CellBuffer(width: 6, height: 2)
            buffer.drawBox(CellRect(x: 0, y: 0, width: 6, height: 2))
            buffer.write("漢", x: 2, y: 1, style: red)
            return buffer
        }
        var moved = draw()
        moved.cursor = CellPosition(x: 1, y: 1)
        #expect(draw() == draw())
        #expect(draw() != moved)
    }
}

/// Graphemes longer than a cell holds inline are kept whole.
@Suite struct LongGraphemeTests {
    @Test func aZWJFamilyAFlagAndALongRunOfMarksAreKeptWhole() {
        let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦", flag = "🇫🇷", marked = "e" + String(repeating: "\u{303}", count: 12)
        #expect(family.utf8.count > 16 && marked.utf8.count > 16)
        var buffer = CellBuffer(width: 12, height: 1)
        let end = buffer.write("[\(family)\(flag)\(marked)]", x: 0, y: 0)
        #expect(end == 7, "[ + 2 + 2 + 1 + ]")
        #expect(buffer.textLines() == ["[\(family)\(flag)\(marked)]"])
        #expect(buffer.cell(x: 1, y: 0)?.character == Character(family))
        #expect(buffer.cell(x: 2, y: 0)?.isContinuation == true)
        #expect(buffer.cell(x: 5, y: 0)?.character == Character(marked))
        #expect(buffer.cell(x: 6, y: 0)?.character == "]")
        var again = CellBuffer(width: 12, height: 1)
        again.write("[\(family)\(flag)\(marked)]", x: 0, y: 0)
        #expect(again == buffer, "the same grapheme is the same cell")
    }
}
