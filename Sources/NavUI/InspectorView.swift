import Foundation
import NavRouteFile
import NavScenarios
import NavModel
import NavRouting

/// The whole container tree: every tab's stack, the modal layer, instance numbers and
/// "new"/"reused" marks. In navigator focus the visible stack's selected entry is highlighted.
enum InspectorView {
    struct Row {
        var line: Int
        var parts: [(String, CellStyle)]
        /// The entry's depth in the visible stack (clickable), if it is one.
        var depth: Int?
        var selected: Bool
    }

    static func rows(_ state: AppState) -> [Row] {
        let tree = state.navigation.tree
        var rows: [Row] = []
        func add(_ parts: [(String, CellStyle)], depth: Int? = nil, selected: Bool = false) {
            rows.append(Row(line: rows.count, parts: parts, depth: depth, selected: selected))
        }
        let navigating = state.focus == .navigator
        add([(tree.hasTabBar ? "Tab bar · \(tree.tabs.count) tabs" : "Navigation stack", Theme.heading)])
        for (tabIndex, tab) in tree.tabs.enumerated() {
            let isSelected = tabIndex == tree.selectedTab
            if tree.hasTabBar {
                add([(isSelected ? "● " : "○ ", isSelected ? Theme.heading : Theme.dim), (tab.title, isSelected ? Theme.heading : .plain), ("  \(tab.id)", Theme.dim)])
            }
            let visible = isSelected && tree.modals.isEmpty
            for (depth, screen) in tab.stack.screens.enumerated() {
                add(entry(screen, depth: depth, state: state), depth: visible ? depth : nil,
                    selected: visible && navigating && depth == state.selection)
            }
        }
        if !tree.modals.isEmpty {
            add([("Modal layer · \(tree.modals.count)", Theme.heading)])
            for (index, modal) in tree.modals.enumerated() {
                add([("  modal \(index + 1)", Theme.dim)])
                let visible = index == tree.modals.count - 1
                for (depth, screen) in modal.screens.enumerated() {
                    add(entry(screen, depth: depth, state: state), depth: visible ? depth : nil,
                        selected: visible && navigating && depth == state.selection)
                }
            }
        }
        // The flags guards read and the link waiting behind one, always in view of the tree.
        let flags = state.navigation.flags.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        add([("Flags ", Theme.heading), (flags.isEmpty ? "none" : flags.joined(separator: " "), flags.isEmpty ? Theme.dim : .plain)])
        add([("Pending ", Theme.heading), (state.navigation.pending ?? "none", state.navigation.pending == nil ? Theme.dim : Theme.reusedMark)])
        return rows
    }

    private static func entry(_ screen: ScreenInstance, depth: Int, state: AppState) -> [(String, CellStyle)] {
        var parts: [(String, CellStyle)] = [("   \(depth) ", Theme.dim), (screen.screen, .plain), (" #\(screen.instance)", Theme.dim)]
        if state.navigation.createdByLastInput.contains(screen.instance) {
            parts.append((" new", Theme.newMark))
        } else if state.reused.contains(screen.instance) {
            parts.append((" reused", Theme.reusedMark))
        }
        let params = screen.parameters.filter { $0.source != .default }.map { "\($0.name)=\($0.value)" }
        if !params.isEmpty { parts.append(("  " + params.joined(separator: " "), Theme.dim)) }
        return parts
    }

    /// The first row shown, so the selection (or the end of the tree) stays in view.
    static func scrollOffset(_ rows: [Row], height: Int) -> Int {
        guard rows.count > height, height > 0 else { return 0 }
        let focusLine = rows.last(where: \.selected)?.line ?? rows.count - 1
        return max(0, min(focusLine - height / 2, rows.count - height))
    }

    static func draw(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
        guard rect.width >= 6, rect.height >= 3 else { return }
        let focused = state.focus == .navigator && state.overlay == nil
        buffer.drawBox(rect, title: "Container tree", style: focused ? Theme.focusedFrame : Theme.frame, ascii: state.asciiOnly)
        let all = rows(state)
        let height = rect.height - 2
        let offset = scrollOffset(all, height: height)
        for row in all.dropFirst(offset).prefix(height) {
            let y = rect.y + 1 + row.line - offset
            if row.selected { buffer.fill(CellRect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), style: Theme.selection) }
            var x = rect.x + 1
            for (text, style) in row.parts {
                var style = style
                if row.selected { style.reverse = true }
                x = buffer.write(text, x: x, y: y, style: style, maxWidth: rect.x + rect.width - 1 - x)
            }
        }
    }
}

/// The decision log, newest at the bottom, long lines wrapped.
enum LogView {
    static func draw(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
        guard rect.width >= 6, rect.height >= 3 else { return }
        buffer.drawBox(rect, title: "Log", style: Theme.frame, ascii: state.asciiOnly)
        let width = rect.width - 2
        let height = rect.height - 2
        var wrapped: [(String, CellStyle)] = []
        for entry in state.log.suffix(height * 2) {
            for piece in wrap(entry.text, width: width) { wrapped.append((piece, Theme.log(entry.kind))) }
        }
        for (offset, (text, style)) in wrapped.suffix(height).enumerated() {
            buffer.write(text, x: rect.x + 1, y: rect.y + 1 + offset, style: style, maxWidth: width)
        }
    }

    /// Splits `text` into pieces of at most `width` columns; continuation pieces are indented.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 4 else { return [text] }
        var pieces: [String] = []
        var current = ""
        var currentWidth = 0
        for character in text {
            let characterWidth = CellBuffer.displayWidth(of: character)
            if currentWidth + characterWidth > width {
                pieces.append(current)
                current = "    "
                currentWidth = 4
            }
            current.append(character)
            currentWidth += characterWidth
        }
        pieces.append(current)
        return pieces
    }
}

/// The help screen and the quick-actions menu.
enum Overlays {
    static func centered(_ state: AppState, width: Int, height: Int) -> CellRect {
        let w = min(width, state.columns - 2), h = min(height, state.rows - 2)
        return CellRect(x: (state.columns - w) / 2, y: (state.rows - h) / 2, width: w, height: h)
    }

    static func drawHelp(_ buffer: inout CellBuffer, _ state: AppState, offset: Int) {
        var lines: [(String, CellStyle)] = []
        for group in KeyMap.groups {
            lines.append((group.title, Theme.heading))
            for entry in group.entries { lines.append(("  " + entry.keys.padding(20) + " " + entry.action, .plain)) }
            lines.append(("", .plain))
        }
        lines.append(("Commands", Theme.heading))
        for command in Simulator.commands { lines.append(("  " + command.usage.padding(20) + " " + command.summary, .plain)) }
        let rect = centered(state, width: 96, height: lines.count + 3)
        let room = rect.height - 3
        let start = min(offset, max(0, lines.count - room))
        buffer.fill(rect)
        buffer.drawBox(rect, title: "Keys", style: Theme.focusedFrame, ascii: state.asciiOnly)
        for (row, (text, style)) in lines.dropFirst(start).prefix(room).enumerated() {
            buffer.write(text, x: rect.x + 2, y: rect.y + 1 + row, style: style, maxWidth: rect.width - 4)
        }
        let more = lines.count > room ? "↑↓ PgUp PgDn scroll (\(start + 1)-\(min(lines.count, start + room)) of \(lines.count)) · " : ""
        buffer.write(more + "any other key closes", x: rect.x + 2, y: rect.y + rect.height - 2, style: Theme.dim, maxWidth: rect.width - 4)
    }

    static func drawQuickActions(_ buffer: inout CellBuffer, _ state: AppState, selected: Int) {
        let shortcuts = state.app.app.shortcuts
        let rect = centered(state, width: 56, height: shortcuts.count * 2 + 3)
        buffer.fill(rect)
        buffer.drawBox(rect, title: "Quick actions · \(state.app.app.name)", style: Theme.focusedFrame, ascii: state.asciiOnly)
        for (index, shortcut) in shortcuts.enumerated() {
            let y = rect.y + 1 + index * 2
            guard y < rect.y + rect.height - 2 else { break }
            let style = index == selected ? Theme.selection : CellStyle.plain
            if index == selected { buffer.fill(CellRect(x: rect.x + 1, y: y, width: rect.width - 2, height: 1), style: style) }
            let label = "\(index + 1)  \(shortcut.icon ?? "•")  \(shortcut.title)"
            buffer.write(label, x: rect.x + 2, y: y, style: CellStyle(bold: true, reverse: index == selected), maxWidth: rect.width - 12)
            if let key = shortcut.key { buffer.write(key, x: rect.x + rect.width - 2 - key.count, y: y, style: style) }
            if let subtitle = shortcut.subtitle { buffer.write("      " + subtitle, x: rect.x + 2, y: y + 1, style: Theme.dim, maxWidth: rect.width - 4) }
        }
        buffer.write("↑↓ choose · Enter run · 1-9 run · Esc close", x: rect.x + 2, y: rect.y + rect.height - 2, style: Theme.dim, maxWidth: rect.width - 4)
    }
}
