import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
import Synchronization
/// A colour of the small palette navsim draws with.
///
/// The terminal's own default colour is not a case: a style says "default" with
/// `nil`. On a terminal with only eight colours, `gray` is drawn as `white`;
/// with no colours at all (or `NO_COLOR` set) every colour is dropped and only
/// the attributes of ``CellStyle`` remain.
public enum TermColor: Hashable, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white, gray
}

/// How a cell looks: colours and attributes. `nil` colours are the terminal's defaults.
public struct CellStyle: Hashable, Sendable {
    /// The text colour; `nil` keeps the terminal's default.
    public var foreground: TermColor?
    /// The cell's background colour; `nil` keeps the terminal's default.
    public var background: TermColor?
    /// Bold (often also brighter) text.
    public var bold: Bool
    /// Underlined text.
    public var underline: Bool
    /// Foreground and background swapped: the highlight that survives monochrome terminals.
    public var reverse: Bool
    /// Dim (half-bright) text.
    public var dim: Bool

    /// A style; every part defaults to "as the terminal draws plain text".
    public init(
        foreground: TermColor? = nil, background: TermColor? = nil,
        bold: Bool = false, underline: Bool = false, reverse: Bool = false, dim: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
        self.dim = dim
    }

    /// Plain text in the terminal's default colours.
    public static let plain = CellStyle()
}

/// One column of one row of a ``CellBuffer``.
///
/// A wide character (CJK, most emoji) takes two columns: its own cell, then a
/// continuation cell that holds no character of its own and is drawn by the
/// cell to its left.
public struct Cell: Hashable, Sendable {
    /// The grapheme drawn in this cell (a space when blank; a space, unused, in a continuation cell).
    /// Kept as its UTF-8 bytes (`Glyph`), so that a cell is plain data: a frame's 12,000 cells
    /// are created, copied and compared without reference counting.
    public var character: Character {
        get { glyph.character }
        set { glyph = Glyph(newValue) }
    }
    /// How the cell is drawn.
    public var style: CellStyle
    /// True for the right half of a wide character.
    public internal(set) var isContinuation: Bool
    var glyph: Glyph

    /// A narrow cell holding `character` (a space by default).
    public init(_ character: Character = " ", style: CellStyle = .plain) {
        self.init(glyph: Glyph(character), style: style)
    }

    init(glyph: Glyph, style: CellStyle) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = false
    }

    /// The right half of a wide character drawn with `style`.
    static func continuation(style: CellStyle) -> Cell {
        var cell = Cell(" ", style: style)
        cell.isContinuation = true
        return cell
    }
}

/// One grapheme as its UTF-8 bytes, held inline (up to 16 bytes), so that a cell is plain
/// data. A longer grapheme (a ZWJ family, a base with a run of combining marks) is kept whole
/// in ``LongGlyphs`` and the cell holds its number there; its width is its first scalar's, as
/// for any grapheme.
struct Glyph: Hashable, Sendable {
    /// The bytes, first byte lowest; unused bytes are zero. For a long grapheme, `low` is its
    /// number in ``LongGlyphs``.
    private var low: UInt64
    private var high: UInt64
    /// The number of bytes, or ``Glyph/long`` for a grapheme kept in ``LongGlyphs``.
    private var count: UInt8

    private static let long: UInt8 = 0xFF
    static let space = Glyph(ascii: 0x20)

    init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 0
        count = 1
    }

    init(_ character: Character) {
        low = 0
        high = 0
        count = 0
        if character.utf8.count <= 16 {
            store(character.utf8)
        } else if let number = LongGlyphs.number(of: character) {
            low = UInt64(number)
            count = Self.long
        } else if let first = character.unicodeScalars.first {
            store(String(first).utf8)
        }
    }

    private mutating func store<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte) << UInt64(8 * index) } else { high |= UInt64(byte) << UInt64(8 * (index - 8)) }
        }
        count = UInt8(bytes.count)
    }

    /// The one byte of an ASCII grapheme, else `nil`.
    var asciiByte: UInt8? { count == 1 && low < 0x80 ? UInt8(low) : nil }

    var character: Character {
        if let byte = asciiByte { return Character(Unicode.Scalar(byte)) }
        if count == Self.long { return LongGlyphs.character(Int(low)) }
        var words = (low, high)
        let text = withUnsafeBytes(of: &words) { String(decoding: $0.prefix(Int(count)), as: UTF8.self) }
        return text.first ?? " "
    }
}

/// The graphemes longer than a cell holds inline, each kept once for the process and named by
/// its number. Bounded: past ``capacity`` distinct ones (a hostile paste), a new one is drawn
/// as its first scalar.
enum LongGlyphs {
    static let capacity = 65_536
    private static let store = Mutex<(characters: [Character], numbers: [Character: Int])>(([], [:]))

    /// The number of `character`, kept from now on; `nil` once the store is full.
    static func number(of character: Character) -> Int? {
        store.withLock { store in
            if let known = store.numbers[character] { return known }
            guard store.characters.count < capacity else { return nil }
            store.characters.append(character)
            store.numbers[character] = store.characters.count - 1
            return store.characters.count - 1
        }
    }

    static func character(_ number: Int) -> Character {
        store.withLock { $0.characters.indices.contains(number) ? $0.characters[number] : " " }
    }
}

/// A cell's place in a ``CellBuffer``: column `x`, row `y`, both from 0 at the top left.
public struct CellPosition: Hashable, Sendable {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int

    /// The position at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of cells: top-left corner (`x`, `y`) and a size in columns and rows.
public struct CellRect: Hashable, Sendable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// The rectangle whose top-left cell is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A run of adjacent cells of one row that share a style, as ``CellBuffer/styleRuns(row:)`` lists them.
public struct StyleRun: Hashable, Sendable {
    /// The columns of the run.
    public var columns: Range<Int>
    /// Their common style.
    public var style: CellStyle

    /// A run over `columns` drawn with `style`.
    public init(columns: Range<Int>, style: CellStyle) {
        self.columns = columns
        self.style = style
    }
}

/// A screenful of styled characters: what a view draws and the terminal backend shows.
///
/// Pure data, so a screen is tested by comparing ``textLines()`` with literal
/// strings and ``styleRuns(row:)`` with the expected styles, never by looking at
/// escape sequences. Every write is clipped to the buffer; nothing traps on
/// out-of-range coordinates.
public struct CellBuffer: Hashable, Sendable {
    /// The number of columns.
    public let width: Int
    /// The number of rows.
    public let height: Int
    /// All cells, row by row from the top (`y * width + x`).
    public private(set) var cells: [Cell]
    /// Where the terminal's cursor should show (for an input line), or `nil` to hide it.
    public var cursor: CellPosition?

    /// A buffer of `width` × `height` blank cells drawn with `style`; negative sizes count as 0.
    public init(width: Int, height: Int, style: CellStyle = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: Cell(" ", style: style), count: self.width * self.height)
        self.cursor = nil
    }

    /// The cell at column `x`, row `y`, or `nil` outside the buffer.
    public func cell(x: Int, y: Int) -> Cell? {
        contains(x: x, y: y) ? cells[y * width + x] : nil
    }

    // MARK: Drawing

    /// Writes `text` on row `y` from column `x`, one grapheme per cell (two for wide ones),
    /// clipped to the buffer and to `maxWidth` columns.
    ///
    /// Zero-width graphemes on their own (a stray combining mark, a zero-width space)
    /// are dropped; control characters are shown as U+FFFD so that they cannot move
    /// the terminal's cursor. A wide character cut by an edge leaves a blank in its visible half.
    /// - Parameters:
    ///   - text: the text, laid out left to right; line breaks are not interpreted.
    ///   - x: the column of the first character; may be negative (the text is cut at the left).
    ///   - y: the row; a row outside the buffer writes nothing.
    ///   - style: the style of every cell written.
    ///   - maxWidth: the most columns the text may take, from `x`.
    /// - Returns: the column after the last one laid out, where a following write can continue:
    ///   at most the right edge or `x + maxWidth`, and `x` when the text starts past them.
    @discardableResult
    public mutating func write(
        _ text: String, x: Int, y: Int, style: CellStyle = .plain, maxWidth: Int = .max
    ) -> Int {
        let limit = maxWidth <= 0 ? x : (x > Int.max - maxWidth ? Int.max : x + maxWidth)
        let end = min(limit, width)
        var column = x
        let utf8 = text.utf8
        var index = text.startIndex
        while column < end, index < text.endIndex {
            // Printable ASCII followed by ASCII or nothing is a grapheme of its own (only
            // non-ASCII marks join onto it, and CR LF is not printable): one byte, one cell.
            let byte = utf8[index]
            if byte >= 0x20, byte < 0x7F {
                let next = utf8.index(after: index)
                if next == utf8.endIndex || utf8[next] < 0x80 {
                    if column + 1 > limit { break }
                    if column >= 0, column < width { put(Glyph(ascii: byte), wide: false, style: style, x: column, y: y) }
                    column += 1
                    index = next
                    continue
                }
            }
            let original = text[index]
            index = text.index(after: index)
            if !place(original, &column, limit: limit, y: y, style: style) { break }
        }
        return max(x, min(column, end))
    }

    /// Lays out one grapheme of `write` at `column` (advanced past it); `false` when it does not fit.
    private mutating func place(_ original: Character, _ column: inout Int, limit: Int, y: Int, style: CellStyle) -> Bool {
        let character = Self.isControl(original) ? "\u{FFFD}" : original
        let columns = Self.displayWidth(of: character)
        if columns == 0 { return true }
        if column + columns > limit { return false }
        if column >= 0, column + columns <= width {
            put(Glyph(character), wide: columns == 2, style: style, x: column, y: y)
        } else {
            // A wide character across the left or right edge: blank its visible half.
            for half in column..<(column + columns) where half >= 0 && half < width {
                put(.space, wide: false, style: style, x: half, y: y)
            }
        }
        column += columns
        return true
    }

    /// Fills the part of `rect` inside the buffer with `character` in `style`.
    ///
    /// A wide `character` is repeated every two columns (a blank closes an odd width);
    /// a zero-width or control one fills with spaces.
    public mutating func fill(_ rect: CellRect, with character: Character = " ", style: CellStyle = .plain) {
        let columns = Self.isControl(character) ? 0 : Self.displayWidth(of: character)
        let filler = columns == 0 ? Glyph.space : Glyph(character)
        let step = max(columns, 1)
        let left = max(rect.x, 0)
        let right = min(rect.x + max(rect.width, 0), width)
        let top = max(rect.y, 0)
        let bottom = min(rect.y + max(rect.height, 0), height)
        guard left < right, top < bottom else { return }
        for y in top..<bottom {
            var x = left
            while x < right {
                if x + step <= right {
                    put(filler, wide: step == 2, style: style, x: x, y: y)
                } else {
                    put(.space, wide: false, style: style, x: x, y: y)
                }
                x += step
            }
        }
    }

    /// Draws the outline of `rect` with box-drawing characters (┌─┐│└┘), or `+ - |` when
    /// `ascii` is true (for terminals without UTF-8), and an optional title in the top edge.
    ///
    /// The inside is left as it is. A rectangle narrower or shorter than 2 draws nothing.
    /// - Parameters:
    ///   - rect: the box, edges included; clipped to the buffer.
    ///   - title: written as ` title ` from the third column of the top edge, cut to fit.
    ///   - style: the style of the edges and the title.
    ///   - ascii: use ASCII instead of Unicode box drawing.
    public mutating func drawBox(_ rect: CellRect, title: String? = nil, style: CellStyle = .plain, ascii: Bool = false) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let glyphs = ascii ? BoxGlyphs.ascii : BoxGlyphs.unicode
        let right = rect.x + rect.width - 1
        let bottom = rect.y + rect.height - 1
        fill(CellRect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: style)
        fill(CellRect(x: rect.x + 1, y: bottom, width: rect.width - 2, height: 1), with: glyphs.horizontal, style: style)
        fill(CellRect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, style: style)
        fill(CellRect(x: right, y: rect.y + 1, width: 1, height: rect.height - 2), with: glyphs.vertical, style: style)
        for (corner, x, y) in [
            (glyphs.topLeft, rect.x, rect.y), (glyphs.topRight, right, rect.y),
            (glyphs.bottomLeft, rect.x, bottom), (glyphs.bottomRight, right, bottom),
        ] where contains(x: x, y: y) {
            put(Glyph(corner), wide: false, style: style, x: x, y: y)
        }
        if let title, !title.isEmpty, rect.width > 4 {
            write(" \(title) ", x: rect.x + 2, y: rect.y, style: style, maxWidth: rect.width - 4)
        }
    }

    // MARK: Reading back (tests, diffing)

    /// Each row as a string (continuation cells left out), trailing spaces trimmed.
    public func textLines() -> [String] {
        (0..<height).map { y in
            var line = ""
            for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
                line.append(cell.character)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The row's cells grouped into maximal runs of one style, left to right, covering the whole row.
    /// A row outside the buffer has no runs.
    public func styleRuns(row y: Int) -> [StyleRun] {
        guard y >= 0, y < height else { return [] }
        var runs: [StyleRun] = []
        for x in 0..<width {
            let style = cells[y * width + x].style
            if let last = runs.last, last.style == style {
                runs[runs.count - 1].columns = last.columns.lowerBound..<(x + 1)
            } else {
                runs.append(StyleRun(columns: x..<(x + 1), style: style))
            }
        }
        return runs
    }

    // MARK: Cells

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }

    /// Stores a character at a position known to be inside (both halves, when wide),
    /// blanking any wide character it cuts in half.
    private mutating func put(_ glyph: Glyph, wide: Bool, style: CellStyle, x: Int, y: Int) {
        guard contains(x: x, y: y), !wide || x + 1 < width else { return }
        breakWideCharacter(x: x, y: y)
        if wide { breakWideCharacter(x: x + 1, y: y) }
        cells[y * width + x] = Cell(glyph: glyph, style: style)
        if wide { cells[y * width + x + 1] = .continuation(style: style) }
    }

    /// Before (`x`, `y`) is overwritten: a wide character that shares the cell loses its other half too.
    private mutating func breakWideCharacter(x: Int, y: Int) {
        let index = y * width + x
        if cells[index].isContinuation {
            if x > 0 { cells[index - 1].glyph = .space }
            cells[index].isContinuation = false
        } else if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].isContinuation = false
        }
    }
}

// MARK: - Display width

extension CellBuffer {
    /// The number of terminal columns `character` takes as ``write(_:x:y:style:maxWidth:)``
    /// draws it: 0 (combining marks, format characters), 2 (East Asian wide and fullwidth
    /// characters, emoji shown as emoji) or 1, controls (C0, DEL, C1) included, which are drawn
    /// as U+FFFD: measured 0 and drawn 1, a title holding one overwrote what was beside it.
    ///
    /// Decided by the grapheme's first scalar, like the C library's `wcwidth`, so that the
    /// buffer and the terminal agree on where each character ends.
    public static func displayWidth(of character: Character) -> Int {
        // ASCII (most of what is drawn) without looking at Unicode properties.
        if asciiByte(character) != nil { return 1 }
        if isControl(character) { return 1 }
        guard let first = character.unicodeScalars.first else { return 0 }
        return displayWidth(of: first)
    }

    /// The number of terminal columns `text` takes: the sum of its graphemes' widths.
    public static func displayWidth(of text: String) -> Int {
        text.reduce(0) { $0 + displayWidth(of: $1) }
    }

    /// The width of one scalar, as ``displayWidth(of:)-(Character)`` decides it.
    public static func displayWidth(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value == 0xAD { return 1 }
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// True for a control character (C0, DEL, C1), which a terminal would act on instead of showing.
    static func isControl(_ character: Character) -> Bool {
        if let ascii = asciiByte(character) { return ascii < 0x20 || ascii == 0x7F }
        return character.unicodeScalars.first?.properties.generalCategory == .control
    }

    /// The byte of a one-byte (ASCII) grapheme, read from its UTF-8 (`Character.asciiValue`
    /// goes through scalar index validation, which cost more than the rest of a `write`).
    @inline(__always)
    private static func asciiByte(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        return utf8.count == 1 ? utf8.first : nil
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F), emoji apart.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18CFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}

/// The characters of a box outline.
private struct BoxGlyphs {
    let horizontal: Character
    let vertical: Character
    let topLeft: Character
    let topRight: Character
    let bottomLeft: Character
    let bottomRight: Character

    static let unicode = BoxGlyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
    static let ascii = BoxGlyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
}
