import NavMap
import NavModel
import NavRouteFile

/// The map overlay (Ctrl-N): the app's navigation as an indented tree of tabs, screens and the
/// patterns reaching them, the screens of the current stack marked; scrolled with ↑↓ PgUp PgDn.
enum MapView {
    /// The overlay's box: as tall as the outline (and its footer line), at most the terminal.
    static func frame(_ state: AppState, _ outline: MapOutline) -> CellRect {
        Overlays.centered(state, width: 100, height: outline.lines.count + 3)
    }

    static func draw(_ buffer: inout CellBuffer, _ state: AppState, outline: MapOutline, offset: Int) {
        let rect = frame(state, outline)
        let room = max(1, rect.height - 3)
        let start = min(offset, max(0, outline.lines.count - room))
        buffer.fill(rect)
        buffer.drawBox(rect, title: "Map · \(state.app.app.name)", style: Theme.focusedFrame, ascii: state.asciiOnly)
        for (row, line) in outline.lines.dropFirst(start).prefix(room).enumerated() {
            let style: CellStyle = line.isHighlighted ? Theme.selection
                : line.kind == .heading ? Theme.heading : line.kind == .entry ? Theme.dim : .plain
            let indent = 2 * line.depth
            buffer.write(line.text, x: rect.x + 2 + indent, y: rect.y + 1 + row, style: style, maxWidth: max(1, rect.width - 4 - indent))
        }
        let more = outline.lines.count > room
            ? "↑↓ PgUp PgDn scroll (\(start + 1)-\(min(outline.lines.count, start + room)) of \(outline.lines.count)) · " : ""
        buffer.write(more + "● current stack · any other key closes", x: rect.x + 2, y: rect.y + rect.height - 2, style: Theme.dim,
                     maxWidth: rect.width - 4)
    }
}

extension MapView {
    /// A key while the map is open: ↑↓ PgUp PgDn Space Home End scroll, any other key closes it.
    static func scroll(_ state: inout AppState, _ outline: MapOutline, offset: Int, _ key: KeyInput) {
        let page = max(1, state.rows - 6)
        let last = max(0, outline.lines.count - max(1, frame(state, outline).height - 3))
        switch key {
        case .up: state.overlay = .map(outline, offset: max(0, offset - 1))
        case .down: state.overlay = .map(outline, offset: min(last, offset + 1))
        case .pageUp: state.overlay = .map(outline, offset: max(0, offset - page))
        case .pageDown, .character(" "): state.overlay = .map(outline, offset: min(last, offset + page))
        case .home: state.overlay = .map(outline, offset: 0)
        case .end: state.overlay = .map(outline, offset: last)
        default: state.overlay = nil
        }
    }
}

extension AppState {
    /// The screen ids on screen: the selected tab's stack and every presentation's.
    var screensOnScreen: [String] {
        navigation.tree.currentTab.stack.screens.map(\.screen) + navigation.tree.modals.flatMap { $0.screens.map(\.screen) }
    }
}
