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
        /// The top of the visible stack: kept in view when nothing is selected.
        var isFocus = false
    }

    /// Every row of the tree; with `compact`, the tabs not selected take one row each.
    static func rows(_ state: AppState, compact: Bool = false) -> [Row] {
        let tree = state.navigation.tree
        var rows: [Row] = []
        func add(_ parts: [(String, CellStyle)], depth: Int? = nil, selected: Bool = false, focus: Bool = false) {
            rows.append(Row(line: rows.count, parts: parts, depth: depth, selected: selected, isFocus: focus))
        }
        let navigating = state.focus == .navigator
        // A drawer's entries are headed like tabs: each keeps a stack, one is in front.
        let drawer = state.app.app.container == .drawer
        add([(tree.hasTabBar ? "Tab bar · \(tree.tabs.count) tabs"
              : drawer ? "Side menu · \(tree.tabs.count) entries" : "Navigation stack", Theme.heading)])
        for (tabIndex, tab) in tree.tabs.enumerated() {
            let isSelected = tabIndex == tree.selectedTab
            if tree.hasTabBar || drawer {
                var header: [(String, CellStyle)] = [(isSelected ? "● " : "○ ", isSelected ? Theme.heading : Theme.dim),
                                                     (tab.title, isSelected ? Theme.heading : .plain), ("  \(tab.id)", Theme.dim)]
                if compact, !isSelected {
                    let count = tab.stack.screens.count
                    header.append(("  · \(tab.stack.screens.last?.title ?? "")" + (count > 1 ? " (\(count) screens)" : ""), Theme.dim))
                    add(header)
                    continue
                }
                add(header)
            }
            let visible = isSelected && tree.modals.isEmpty
            for (depth, screen) in tab.stack.screens.enumerated() {
                let selected = visible && navigating && depth == state.selection
                add(entry(screen, depth: depth, selected: selected, state: state), depth: visible ? depth : nil,
                    selected: selected,
                    focus: visible && depth == tab.stack.screens.count - 1)
            }
        }
        if !tree.modals.isEmpty {
            add([("Modal layer · \(tree.modals.count)", Theme.heading)])
            for (index, modal) in tree.modals.enumerated() {
                add([("  modal \(index + 1)", Theme.dim)])
                let visible = index == tree.modals.count - 1
                for (depth, screen) in modal.screens.enumerated() {
                    let selected = visible && navigating && depth == state.selection
                    add(entry(screen, depth: depth, selected: selected, state: state), depth: visible ? depth : nil,
                        selected: selected,
                        focus: visible && depth == modal.screens.count - 1)
                }
            }
        }
        return rows
    }

    /// The rows shown in a panel `height` rows high: the whole tree when it fits, else the
    /// other tabs folded to one row each, so the visible stack stays on screen.
    static func visibleRows(_ state: AppState, height: Int) -> [Row] {
        let all = rows(state)
        return all.count <= height ? all : rows(state, compact: true)
    }

    /// A screen as the tree lists it: depth, title, then its id and instance dimmed, as the
    /// debugger shows a view controller's title beside its class. The navigator's selected
    /// entry is marked with ▸ (> in ASCII) as well as reverse video, for NO_COLOR and screen readers.
    private static func entry(_ screen: ScreenInstance, depth: Int, selected: Bool, state: AppState) -> [(String, CellStyle)] {
        let marker = selected ? (state.asciiOnly ? " > " : " ▸ ") : "   "
        var parts: [(String, CellStyle)] = [(marker + "\(depth) ", selected ? Theme.heading : Theme.dim), (screen.title, .plain), ("  \(screen.screen) #\(screen.instance)", Theme.dim)]
        if state.navigation.createdByLastInput.contains(screen.instance) {
            parts.append((" new", Theme.newMark))
        } else if state.reused.contains(screen.instance) {
            parts.append((" reused", Theme.reusedMark))
        }
        let params = screen.parameters.filter { $0.source != .default }.map { "\($0.name)=\($0.value)" }
        if !params.isEmpty { parts.append(("  " + params.joined(separator: " "), Theme.dim)) }
        return parts
    }

    /// The first row shown, so the selection (or the top of the visible stack) stays in view,
    /// with the rows above it (its tab) as far as they fit.
    static func scrollOffset(_ rows: [Row], height: Int) -> Int {
        guard rows.count > height, height > 0 else { return 0 }
        let focusLine = rows.last(where: \.selected)?.line ?? rows.last(where: \.isFocus)?.line ?? rows.count - 1
        return max(0, min(focusLine - height + 1 + min(2, height / 3), rows.count - height, focusLine))
    }

    static func draw(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
        guard rect.width >= 6, rect.height >= 3 else { return }
        let focused = state.focus == .navigator && state.overlay == nil
        buffer.drawBox(rect, title: "Container tree", style: focused ? Theme.focusedFrame : Theme.frame, ascii: state.asciiOnly)
        let height = rect.height - 2
        let all = visibleRows(state, height: height)
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

/// The decision log, newest at the bottom, long lines wrapped at word boundaries; PgUp/PgDn
/// and the mouse wheel scroll it back.
enum LogView {
    static func textWidth(_ rect: CellRect) -> Int { rect.width - 2 }
    static func textHeight(_ rect: CellRect) -> Int { rect.height - 2 }

    /// Every log line wrapped to `width`, with its style.
    static func wrappedLines(_ state: AppState, width: Int) -> [(String, CellStyle)] {
        state.log.flatMap { entry in wrap(entry.text, width: width).map { ($0, Theme.log(entry.kind)) } }
    }

    /// The largest scroll back that still fills the panel.
    static func maximumScroll(_ state: AppState, _ rect: CellRect) -> Int {
        max(0, wrappedLines(state, width: textWidth(rect)).count - textHeight(rect))
    }

    static func draw(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
        guard rect.width >= 6, rect.height >= 3 else { return }
        let width = textWidth(rect)
        let height = textHeight(rect)
        let wrapped = wrappedLines(state, width: width)
        let scroll = min(state.logScroll, max(0, wrapped.count - height))
        let title = scroll > 0 ? "Log · \(scroll) more below · PgDn" : (wrapped.count > height ? "Log · PgUp scrolls back" : "Log")
        buffer.drawBox(rect, title: title, style: Theme.frame, ascii: state.asciiOnly)
        let end = wrapped.count - scroll
        for (offset, (text, style)) in wrapped[max(0, end - height)..<end].enumerated() {
            buffer.write(text, x: rect.x + 1, y: rect.y + 1 + offset, style: style, maxWidth: width)
        }
    }

    /// Splits `text` into pieces of at most `width` columns at spaces; a word longer than a
    /// line (a URL, a pattern) is broken after a `/`, `?` or `&` where one fits, else cut.
    /// Continuation pieces are indented by four columns.
    static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 8, CellBuffer.displayWidth(of: text) > width else { return [text] }
        let indent = "    "
        var pieces: [String] = []
        var current = ""
        var currentWidth = 0
        func newLine() {
            pieces.append(current)
            current = indent
            currentWidth = indent.count
        }
        // Words keep the spaces before them, so leading indentation survives.
        var words: [String] = []
        var word = ""
        for character in text {
            if character == " ", !word.isEmpty, word.contains(where: { $0 != " " }) {
                words.append(word)
                word = ""
            }
            word.append(character)
        }
        words.append(word)
        for word in words {
            let wordWidth = CellBuffer.displayWidth(of: word)
            if currentWidth + wordWidth <= width {
                current += word
                currentWidth += wordWidth
                continue
            }
            var rest = Substring(word.drop { $0 == " " })
            let lineHasText = currentWidth > indent.count || (pieces.isEmpty && currentWidth > 0)
            // A word that fits a line of its own starts one; a longer one fills this line first.
            if lineHasText, CellBuffer.displayWidth(of: String(rest)) <= width - indent.count { newLine() }
            while !rest.isEmpty {
                let lineIsEmpty = current.isEmpty || current == indent
                let room = width - currentWidth - (lineIsEmpty ? 0 : 1)
                if CellBuffer.displayWidth(of: String(rest)) <= room {
                    current += (lineIsEmpty ? "" : " ") + rest
                    currentWidth = CellBuffer.displayWidth(of: current)
                    break
                }
                if let cut = breakPoint(rest, room: room) {
                    current += (lineIsEmpty ? "" : " ") + rest[..<cut]
                    rest = rest[cut...]
                    newLine()
                } else if !lineIsEmpty {
                    newLine()
                } else {
                    // Nowhere to break within the room: cut at the width.
                    var taken = 0
                    var end = rest.startIndex
                    while end < rest.endIndex, taken + CellBuffer.displayWidth(of: rest[end]) <= max(1, room) {
                        taken += CellBuffer.displayWidth(of: rest[end])
                        end = rest.index(after: end)
                    }
                    current += rest[..<end]
                    rest = rest[end...]
                    newLine()
                }
            }
        }
        if currentWidth > 0, current != indent { pieces.append(current) }
        return pieces
    }

    /// Where to break `text` so its first part fits in `room` columns: just after the last
    /// `/`, `?` or `&` that fits (not at the very start); `nil` when there is none.
    static func breakPoint(_ text: Substring, room: Int) -> Substring.Index? {
        var width = 0
        var best: Substring.Index?
        var index = text.startIndex
        while index < text.endIndex {
            width += CellBuffer.displayWidth(of: text[index])
            guard width <= room else { break }
            let next = text.index(after: index)
            if "/?&".contains(text[index]), index != text.startIndex, next < text.endIndex { best = next }
            index = next
        }
        return best
    }
}

/// The help screen and the quick-actions menu.
enum Overlays {
    static func centered(_ state: AppState, width: Int, height: Int) -> CellRect {
        let w = min(width, state.columns - 2), h = min(height, state.rows - 2)
        return CellRect(x: (state.columns - w) / 2, y: (state.rows - h) / 2, width: w, height: h)
    }

    static func drawHelp(_ buffer: inout CellBuffer, _ state: AppState, offset: Int) {
        let width = min(96, state.columns - 2)
        // The keys column is as wide as its longest entry (at least 20 columns); the action
        // column wraps under itself at word boundaries, so no line is cut.
        let keyTexts = KeyMap.groups.flatMap { $0.entries.map(\.keys) } + KeyMap.commands.map(\.usage) + state.app.app.shortcuts.compactMap(\.key)
        let keyWidth = max(20, keyTexts.map { CellBuffer.displayWidth(of: $0) }.max() ?? 0)
        let actionWidth = max(10, width - 4 - (keyWidth + 3))
        func row(_ keys: String, _ action: String) -> [(String, CellStyle)] {
            LogView.wrap(action, width: actionWidth).enumerated().map { index, piece in
                ((index == 0 ? "  " + keys.padding(keyWidth) + " " : String(repeating: " ", count: keyWidth + 3))
                    + piece.drop { index > 0 && $0 == " " }, .plain)
            }
        }
        var lines: [(String, CellStyle)] = []
        // This app's shortcuts first: their hotkeys are the keys that differ from app to app.
        let shortcuts = state.app.app.shortcuts
        if !shortcuts.isEmpty {
            lines.append(("Shortcuts of \(state.app.app.name) (Ctrl-P lists them; type a name to run one)", Theme.heading))
            for shortcut in shortcuts { lines += row(shortcut.key ?? "(no hotkey)", "\(shortcut.title): \(shortcut.name) → \(shortcut.actions.isEmpty ? shortcut.url : shortcut.actions.joined(separator: ", "))") }
            lines.append(("", .plain))
        }
        for group in KeyMap.groups {
            lines.append((group.title, Theme.heading))
            for entry in group.entries { lines += row(entry.keys, entry.action) }
            lines.append(("", .plain))
        }
        lines.append(("Commands", Theme.heading))
        for command in KeyMap.commands { lines += row(command.usage, command.summary) }
        let rect = centered(state, width: width, height: lines.count + 3)
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
        let shortcuts = state.offeredShortcuts
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
