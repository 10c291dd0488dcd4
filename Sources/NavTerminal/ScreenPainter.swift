import NavSupport
import CNcurses
import Glibc
import NavUI
import Foundation
import NavRouteFile

/// Paints ``CellBuffer``s on ncurses' standard screen, writing only the cells that changed
/// since the previous frame, then refreshing once; the grapheme clusters a cell of ncurses
/// cannot hold are written after the refresh (``isCluster(_:cellCapacity:)``).
struct ScreenPainter {
    private var colors: ColorPairs
    /// The last buffer painted and the terminal size it was painted at; nil forces a full repaint.
    private var previous: (buffer: CellBuffer, columns: Int, rows: Int)?
    /// Whether the next refresh must clear the physical screen (after a resize, or on request).
    private var needsClear = true
    /// The cursor visibility last set (ncurses' `curs_set` value), nil before the first frame.
    private var cursorVisibility: Int32?
    /// The wide characters of the cell being drawn, NUL-terminated; reused across cells.
    private var glyph: [wchar_t] = []
    private let cellCapacity = Int(navsim_cchar_max())
    /// What stands for a character the terminal cannot show: U+FFFD, or `?` outside UTF-8.
    private let replacement: wchar_t = navsim_wcwidth(0xFFFD) == 1 ? 0xFFFD : 0x3F
    /// The first column of each row holding a cluster, in the frame being painted.
    private var clusterStart: [Int: Int] = [:]

    init(colors: ColorPairs) {
        self.colors = colors
    }

    /// Forgets what is on the screen: the next frame is painted whole, on a cleared screen.
    mutating func invalidate() {
        previous = nil
        needsClear = true
    }

    /// Paints `buffer` at the top left, clipped to a terminal of `columns` × `rows`.
    mutating func paint(_ buffer: CellBuffer, columns: Int, rows: Int) {
        guard let window = navsim_stdscr() else { return }
        let before = previous.flatMap { last in
            last.columns == columns && last.rows == rows && last.buffer.width == buffer.width
                && last.buffer.height == buffer.height ? last.buffer : nil
        }
        if needsClear {
            clearok(window, true)
            needsClear = false
        }
        if before == nil { werase(window) }

        let visibleColumns = min(buffer.width, columns)
        let visibleRows = min(buffer.height, rows)
        let cells = buffer.cells
        for y in 0..<max(visibleRows, 0) {
            var x = 0
            while x < visibleColumns {
                let index = y * buffer.width + x
                let cell = cells[index]
                let wide = x + 1 < buffer.width && cells[index + 1].isContinuation
                if cell.isContinuation {
                    x += 1  // drawn with the cell to its left
                    continue
                }
                let changed = before.map { old in
                    old.cells[index] != cell || (wide && old.cells[index + 1] != cells[index + 1])
                } ?? true
                let character = cell.character
                let cluster = !(wide && x + 1 >= visibleColumns) && Self.isCluster(character, cellCapacity: cellCapacity)
                if cluster, clusterStart[y] == nil { clusterStart[y] = x }
                if changed {
                    if wide && x + 1 >= visibleColumns {
                        draw(" ", columns: 1, style: cell.style, x: x, y: y)  // cut by the right edge
                    } else if cluster {
                        // ncurses holds blanks here; the cluster is written after the refresh.
                        draw(" ", columns: 1, style: cell.style, x: x, y: y)
                        if wide { draw(" ", columns: 1, style: cell.style, x: x + 1, y: y) }
                    } else {
                        draw(character, columns: wide ? 2 : 1, style: cell.style, x: x, y: y)
                    }
                }
                x += wide ? 2 : 1
            }
        }
        placeCursor(buffer.cursor, columns: visibleColumns, rows: visibleRows, window: window)
        wrefresh(window)
        writeClusters(buffer, columns: visibleColumns)
        previous = (buffer, columns, rows)
    }

    /// Whether ncurses cannot hold `character` in one cell: a grapheme of several scalars of
    /// their own width (a flag's two regional indicators, a ZWJ sequence) or more scalars than
    /// a cell takes (a base with a long run of combining marks).
    static func isCluster(_ character: Character, cellCapacity: Int) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count > 1 else { return false }
        if scalars.count > cellCapacity { return true }
        return scalars.dropFirst().contains { $0.value == 0x200D || navsim_wcwidth(wchar_t($0.value)) != 0 }
    }

    /// Writes the clusters ncurses cannot hold straight to the terminal, after its refresh: on
    /// each row holding one, every cell from the first cluster to the row's end, each at its
    /// own column (so a terminal that draws a cluster wider than the buffer gave it still keeps
    /// what follows, the borders included, in place), in its style; then the cursor goes back
    /// where ncurses left it, so ncurses's picture of the screen stays true.
    private mutating func writeClusters(_ buffer: CellBuffer, columns: Int) {
        defer { clusterStart.removeAll(keepingCapacity: true) }
        guard !clusterStart.isEmpty else { return }
        var out = ""
        for (y, start) in clusterStart.sorted(by: { $0.key < $1.key }) {
            var x = start
            while x < columns {
                let cell = buffer.cells[y * buffer.width + x]
                let wide = x + 1 < buffer.width && buffer.cells[y * buffer.width + x + 1].isContinuation
                if cell.isContinuation {
                    x += 1
                    continue
                }
                out += "\u{1B}[\(y + 1);\(x + 1)H" + colors.sgr(cell.style)
                out += wide && x + 1 >= columns ? " " : String(cell.character)
                x += wide ? 2 : 1
            }
        }
        var row: Int32 = 0
        var column: Int32 = 0
        navsim_physical_cursor(&row, &column)
        out += "\u{1B}[0m\u{1B}[\(row + 1);\(column + 1)H"
        _ = AtomicFileWriter.writeAll(STDOUT_FILENO, Data(out.utf8))
    }

    /// Shows the cursor at `position` when it is on screen, hides it otherwise.
    private mutating func placeCursor(_ position: CellPosition?, columns: Int, rows: Int, window: UnsafeMutablePointer<WINDOW>) {
        let visible = position.map { $0.x >= 0 && $0.y >= 0 && $0.x < columns && $0.y < rows } ?? false
        let visibility: Int32 = visible ? 1 : 0
        if cursorVisibility != visibility {
            curs_set(visibility)
            cursorVisibility = visibility
        }
        if visible, let position {
            wmove(window, Int32(position.y), Int32(position.x))
        }
    }

    /// Writes one character taking `columns` columns at (`x`, `y`).
    ///
    /// ncurses measures characters with the C library's `wcwidth`; where it disagrees with
    /// the buffer, the cell is drawn so that both still agree on where the next cell starts:
    /// a character the C library finds narrower is followed by a blank, and one it finds
    /// wider or unprintable is replaced (U+FFFD, or `?` when the locale is not UTF-8).
    private mutating func draw(_ character: Character, columns: Int, style: CellStyle, x: Int, y: Int) {
        glyph.removeAll(keepingCapacity: true)
        let scalars = character.unicodeScalars
        let first = scalars.first.map { wchar_t($0.value) } ?? 0x20
        let libraryWidth = Int(navsim_wcwidth(first))
        var padding = 0
        if libraryWidth == columns || (libraryWidth == 1 && columns == 2) {
            glyph.append(first)
            for scalar in scalars.dropFirst() {
                let value = wchar_t(scalar.value)
                guard glyph.count < cellCapacity, scalar.value != 0x200D, navsim_wcwidth(value) == 0 else { break }
                glyph.append(value)
            }
            padding = columns - libraryWidth
        } else {
            glyph.append(replacement)
            padding = columns - 1
        }
        glyph.append(0)
        let attributes = Self.attributes(of: style)
        let pair = colors.pair(foreground: style.foreground, background: style.background)
        glyph.withUnsafeBufferPointer { characters in
            _ = navsim_put_cell(Int32(y), Int32(x), characters.baseAddress, attributes, pair)
        }
        if padding > 0 {
            let blank: [wchar_t] = [0x20, 0]
            blank.withUnsafeBufferPointer { characters in
                _ = navsim_put_cell(Int32(y), Int32(x + 1), characters.baseAddress, attributes, pair)
            }
        }
    }

    private static func attributes(of style: CellStyle) -> attr_t {
        var attributes = navsim_attr_normal()
        if style.bold { attributes |= navsim_attr_bold() }
        if style.underline { attributes |= navsim_attr_underline() }
        if style.reverse { attributes |= navsim_attr_reverse() }
        if style.dim { attributes |= navsim_attr_dim() }
        return attributes
    }
}

/// ncurses colour pairs, allocated on first use and cached by (foreground, background).
struct ColorPairs {
    /// How the terminal shows colour.
    enum Mode {
        /// No colour: the terminal has none, or `NO_COLOR` is set. Attributes still apply.
        case monochrome
        /// Colour, with `colors` colours and `pairs` pairs; `defaultColors` when the
        /// terminal's own default colours can be used in a pair (`use_default_colors`).
        case color(colors: Int, pairs: Int, defaultColors: Bool)
    }

    private struct Key: Hashable {
        let foreground: TermColor?
        let background: TermColor?
    }

    let mode: Mode
    private var allocated: [Key: Int16] = [:]

    init(mode: Mode) {
        self.mode = mode
    }

    /// The pair number for these colours (0, the terminal's default pair, when both are
    /// default, in monochrome, or when the terminal has no pair left).
    mutating func pair(foreground: TermColor?, background: TermColor?) -> Int16 {
        guard case let .color(colors, pairs, defaultColors) = mode, foreground != nil || background != nil else {
            return 0
        }
        let key = Key(foreground: foreground, background: background)
        if let known = allocated[key] { return known }
        let number = allocated.count + 1
        guard number < pairs, number <= Int(Int16.max) else { return 0 }
        let fg = Self.colorNumber(foreground, colors: colors, defaultColors: defaultColors, fallback: COLOR_WHITE)
        let bg = Self.colorNumber(background, colors: colors, defaultColors: defaultColors, fallback: COLOR_BLACK)
        guard init_pair(Int16(number), fg, bg) != ERR else { return 0 }
        allocated[key] = Int16(number)
        return Int16(number)
    }

    /// The escape sequence (SGR) that draws `style` as ``pair(foreground:background:)`` and the
    /// attributes do, for text written past ncurses.
    func sgr(_ style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if case let .color(colors, _, defaultColors) = mode, style.foreground != nil || style.background != nil {
            for (color, base, fallback) in [(style.foreground, 30, COLOR_WHITE), (style.background, 40, COLOR_BLACK)] {
                let number = Int(Self.colorNumber(color, colors: colors, defaultColors: defaultColors, fallback: fallback))
                codes.append(number < 0 ? "\(base + 9)" : number < 8 ? "\(base + number)" : "\(base + 60 + number - 8)")
            }
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func colorNumber(_ color: TermColor?, colors: Int, defaultColors: Bool, fallback: Int32) -> Int16 {
        let number: Int32
        switch color {
        case nil: number = defaultColors ? -1 : fallback
        case .black: number = COLOR_BLACK
        case .red: number = COLOR_RED
        case .green: number = COLOR_GREEN
        case .yellow: number = COLOR_YELLOW
        case .blue: number = COLOR_BLUE
        case .magenta: number = COLOR_MAGENTA
        case .cyan: number = COLOR_CYAN
        case .white: number = COLOR_WHITE
        case .gray: number = colors >= 16 ? 8 : COLOR_WHITE  // bright black where there is one
        }
        return Int16(number)
    }
}
