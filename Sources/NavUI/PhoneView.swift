import Foundation
import NavRouteFile
import NavScenarios
import NavModel
import NavRouting

/// The simulated phone: navigation bar (back label, title), the screen's parameters, the
/// tab bar, and a modal drawn as a sheet over it with its own navigation bar.
enum PhoneView {
    static func draw(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
        guard rect.width >= 12, rect.height >= 8 else { return }
        buffer.drawBox(rect, title: state.app.app.name, style: Theme.frame, ascii: state.asciiOnly)
        let tree = state.navigation.tree
        let inner = CellRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        let tabBarHeight = tree.hasTabBar ? 2 : 0
        let content = CellRect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - tabBarHeight)
        let baseStack = tree.currentTab.stack.screens
        let previewing = tree.modals.isEmpty && state.focus == .navigator && state.selection < baseStack.count - 1
        let baseIndex = previewing ? state.selection : baseStack.count - 1
        drawScreen(&buffer, stack: baseStack, index: baseIndex, rect: content, state: state, preview: previewing, modal: false)
        if tree.hasTabBar { drawTabBar(&buffer, state, phone: rect) }
        if state.menuOpen, state.app.app.container == .drawer { drawSideMenu(&buffer, state, content: content) }
        if let modal = tree.modals.last {
            let sheet = CellRect(x: rect.x + 1, y: rect.y + 3, width: rect.width - 2, height: rect.height - 4)
            buffer.fill(sheet)
            let title = tree.modals.count > 1 ? "modal \(tree.modals.count) of \(tree.modals.count)" : "modal"
            buffer.drawBox(sheet, title: title, style: Theme.focusedFrame, ascii: state.asciiOnly)
            let sheetInner = CellRect(x: sheet.x + 1, y: sheet.y + 1, width: sheet.width - 2, height: sheet.height - 2)
            let previewingModal = state.focus == .navigator && state.selection < modal.screens.count - 1
            let index = previewingModal ? state.selection : modal.screens.count - 1
            drawScreen(&buffer, stack: modal.screens, index: index, rect: sheetInner, state: state, preview: previewingModal, modal: true)
        }
        if let sheet = state.browserSheet { BrowserSheetView.draw(&buffer, sheet, rect, ascii: state.asciiOnly) }
        if case .alert(let message) = state.overlay { drawAlert(&buffer, state, message: message, phone: rect) }
    }

    /// A drawer app's side menu over the left of the screen: its entries, the front one marked.
    static func drawSideMenu(_ buffer: inout CellBuffer, _ state: AppState, content: CellRect) {
        let tabs = state.navigation.tree.tabs
        let width = min(content.width, max(12, (tabs.map { CellBuffer.displayWidth(of: $0.title) }.max() ?? 0) + 8))
        let menu = CellRect(x: content.x, y: content.y, width: width, height: min(content.height, tabs.count + 2))
        guard menu.height >= 3 else { return }
        buffer.fill(menu)
        buffer.drawBox(menu, title: "menu", style: Theme.focusedFrame, ascii: state.asciiOnly)
        for (index, tab) in tabs.enumerated() where index < menu.height - 2 {
            let front = index == state.navigation.tree.selectedTab
            let mark = front ? (state.asciiOnly ? "*" : "●") : " "
            buffer.write("\(mark) \(index + 1) \(tab.title)", x: menu.x + 1, y: menu.y + 1 + index,
                         style: front ? Theme.navTitle : Theme.dim, maxWidth: menu.width - 2)
        }
    }

    /// One screen of a stack: its navigation bar and its content.
    static func drawScreen(_ buffer: inout CellBuffer, stack: [ScreenInstance], index: Int, rect: CellRect,
                           state: AppState, preview: Bool, modal: Bool) {
        guard stack.indices.contains(index), rect.height >= 3 else { return }
        let screen = stack[index]
        drawNavigationBar(&buffer, title: screen.title,
                          back: index > 0 ? stack[index - 1].title : nil, close: modal && index == 0, rect: rect)
        buffer.fill(CellRect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), with: state.asciiOnly ? "-" : "─", style: Theme.frame)

        var y = rect.y + 2
        let bottom = rect.y + rect.height
        func line(_ parts: [(String, CellStyle)]) {
            guard y < bottom else { return }
            var x = rect.x + 1
            for (text, style) in parts { x = buffer.write(text, x: x, y: y, style: style, maxWidth: rect.x + rect.width - x) }
            y += 1
        }
        var status: [(String, CellStyle)] = [("\(screen.screen) #\(screen.instance)", Theme.dim)]
        if state.navigation.createdByLastInput.contains(screen.instance) {
            status.append(("  new", Theme.newMark))
        } else if state.reused.contains(screen.instance) {
            status.append(("  reused", Theme.reusedMark))
        }
        line(status)
        if preview { line([("preview · Enter pops to here", Theme.selection)]) }
        y += 1
        if screen.parameters.isEmpty {
            line([("no parameters", Theme.dim)])
        }
        let nameWidth = min(14, screen.parameters.map { $0.name.count }.max() ?? 0)
        for parameter in screen.parameters {
            let name = parameter.name.count > nameWidth ? String(parameter.name.prefix(nameWidth - 1)) + "…" : parameter.name.padding(nameWidth)
            var parts: [(String, CellStyle)] = [(name + "  ", Theme.paramName), (parameter.value.description, .plain)]
            if parameter.source != .path { parts.append(("  " + parameter.source.rawValue, Theme.source)) }
            line(parts)
        }
        if !screen.injected.isEmpty {
            y += 1
            line([("injected", Theme.dim)])
            for (name, value) in screen.injected.sorted(by: { $0.key < $1.key }) {
                line([(name.padding(nameWidth) + "  ", Theme.dim), (value, Theme.dim)])
            }
        }
    }

    /// A navigation bar as UINavigationBar lays it out: the title centred when the back label
    /// leaves room for that, else moved right of the back label; a back label too long for
    /// the room left becomes "‹ Back", then "‹"; the title is cut last.
    static func drawNavigationBar(_ buffer: inout CellBuffer, title: String, back: String?, close: Bool, rect: CellRect) {
        let titleWidth = CellBuffer.displayWidth(of: title)
        let labels = back.map { ["‹ " + $0, "‹ Back", "‹"] } ?? (close ? ["Close"] : [""])
        for label in labels {
            let labelWidth = CellBuffer.displayWidth(of: label)
            let gap = label.isEmpty ? 0 : 1
            guard labelWidth + gap + titleWidth <= rect.width else { continue }
            let titleX = min(max((rect.width - titleWidth) / 2, labelWidth + gap), rect.width - titleWidth)
            buffer.write(label, x: rect.x, y: rect.y, style: Theme.backLabel)
            buffer.write(title, x: rect.x + titleX, y: rect.y, style: Theme.navTitle)
            return
        }
        let label = labels.last ?? ""
        let labelWidth = CellBuffer.displayWidth(of: label) + (label.isEmpty ? 0 : 1)
        buffer.write(label, x: rect.x, y: rect.y, style: Theme.backLabel)
        buffer.write(fit(title, rect.width - labelWidth), x: rect.x + labelWidth, y: rect.y, style: Theme.navTitle)
    }

    /// A route's alert over the phone's screen, as UIAlertController draws one: a box with the
    /// message wrapped and an OK button (Enter or Esc).
    static func drawAlert(_ buffer: inout CellBuffer, _ state: AppState, message: String, phone: CellRect) {
        guard phone.width >= 12, phone.height >= 8 else { return }
        let width = min(phone.width - 4, 30)
        let lines = LogView.wrap(message, width: width - 4).map { $0.trimmingCharacters(in: .whitespaces) }
        let shown = Array(lines.prefix(max(1, phone.height - 8)))
        let height = shown.count + 6
        let box = CellRect(x: phone.x + (phone.width - width) / 2, y: phone.y + max(1, (phone.height - height) / 2), width: width, height: height)
        buffer.fill(box)
        buffer.drawBox(box, title: nil, style: Theme.focusedFrame, ascii: state.asciiOnly)
        let heading = "Alert"
        buffer.write(heading, x: box.x + (width - heading.count) / 2, y: box.y + 1, style: Theme.navTitle)
        for (offset, line) in shown.enumerated() {
            let lineWidth = CellBuffer.displayWidth(of: line)
            buffer.write(line, x: box.x + max(2, (width - lineWidth) / 2), y: box.y + 2 + offset, maxWidth: width - 4)
        }
        buffer.fill(CellRect(x: box.x + 1, y: box.y + height - 3, width: width - 2, height: 1), with: state.asciiOnly ? "-" : "─", style: Theme.frame)
        let button = "OK  (Enter / Esc)"
        buffer.write(button, x: box.x + max(1, (width - button.count) / 2), y: box.y + height - 2, style: Theme.backLabel, maxWidth: width - 2)
    }

    /// Where each tab sits in the tab bar (also the click targets).
    static func tabRects(tabs: [TabState], phone: CellRect) -> [CellRect] {
        guard !tabs.isEmpty, phone.width > 2, phone.height > 3 else { return [] }
        let innerWidth = phone.width - 2
        let each = innerWidth / tabs.count
        let y = phone.y + phone.height - 2
        return tabs.indices.map { index in
            let x = phone.x + 1 + index * each
            let width = index == tabs.count - 1 ? innerWidth - index * each : each
            return CellRect(x: x, y: y, width: width, height: 1)
        }
    }

    private static func drawTabBar(_ buffer: inout CellBuffer, _ state: AppState, phone: CellRect) {
        let tabs = state.navigation.tree.tabs
        let separatorY = phone.y + phone.height - 3
        buffer.fill(CellRect(x: phone.x + 1, y: separatorY, width: phone.width - 2, height: 1), with: state.asciiOnly ? "-" : "─", style: Theme.frame)
        for (index, rect) in tabRects(tabs: tabs, phone: phone).enumerated() {
            let tab = tabs[index]
            let selected = index == state.navigation.tree.selectedTab
            // One column is kept free between tabs; a label that does not fit ends in "…".
            let label = fit((tab.icon.map { $0 + " " } ?? "") + tab.title, max(1, rect.width - 1))
            let width = CellBuffer.displayWidth(of: label)
            if selected { buffer.fill(CellRect(x: rect.x, y: rect.y, width: max(1, rect.width - 1), height: 1), style: Theme.selectedTab) }
            buffer.write(label, x: rect.x + max(0, (rect.width - 1 - width) / 2), y: rect.y, style: selected ? Theme.selectedTab : .plain)
        }
    }
}

/// `text` cut to `width` columns, ending in "…" when it was cut.
func fit(_ text: String, _ width: Int) -> String {
    guard width > 0 else { return "" }
    guard CellBuffer.displayWidth(of: text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
        let characterWidth = CellBuffer.displayWidth(of: character)
        if used + characterWidth > width - 1 { break }
        result.append(character)
        used += characterWidth
    }
    return result + "…"
}

extension String {
    /// Pads with spaces to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
