import NavRouteFile
import NavScenarios
import Foundation
import NavModel
import NavRouting

/// Draws the whole UI for `state` into a buffer of the state's size. Pure.
public func view(_ state: AppState) -> CellBuffer {
    var buffer = CellBuffer(width: state.columns, height: state.rows)
    let layout = Layout(columns: state.columns, rows: state.rows)
    guard !layout.isTooSmall else {
        drawTooSmall(&buffer, state)
        return buffer
    }
    drawTitleBar(&buffer, state, layout.titleBar)
    drawAddressBar(&buffer, state, layout.addressBar)
    drawStatusLine(&buffer, state, layout.statusLine)
    PhoneView.draw(&buffer, state, layout.phone)
    if let inspector = layout.inspector { InspectorView.draw(&buffer, state, inspector) }
    if let log = layout.logPanel { LogView.draw(&buffer, state, log) }
    drawInputLine(&buffer, state, layout.inputLine)
    drawFooter(&buffer, state, layout.footer)
    switch state.overlay {
    case .help(let offset): Overlays.drawHelp(&buffer, state, offset: offset)
    case .quickActions(let selected): Overlays.drawQuickActions(&buffer, state, selected: selected)
    case .map(let outline, let offset): MapView.draw(&buffer, state, outline: outline, offset: offset)
    case .alert, nil: break  // an alert is drawn on the phone
    }
    return buffer
}

private func drawTooSmall(_ buffer: inout CellBuffer, _ state: AppState) {
    let message = [
        "Terminal too small",
        "navsim needs \(Layout.minimumColumns)×\(Layout.minimumRows);",
        "this one is \(state.columns)×\(state.rows).",
        "Enlarge it, or press",
        "Ctrl-C to quit.",
    ]
    let lines = message.flatMap { line in line.count <= state.columns ? [line] : LogView.wrap(line, width: state.columns).map { $0.trimmingCharacters(in: .whitespaces) } }
    let top = max(0, (state.rows - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
        let x = max(0, (state.columns - line.count) / 2)
        buffer.write(line, x: x, y: top + offset, style: offset == 0 ? Theme.heading : .plain)
    }
}

/// The title bar: what is simulated on the left, the file and its alarms on the right. When
/// the left part does not fit, the profile goes first, then the app's name; the platform
/// (which decides what a web link does) stays while the file has links.
private func drawTitleBar(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
    buffer.fill(rect, style: Theme.titleBar)
    let app = state.app
    var right = lastPathComponent(app.file.path) + " "
    let warnings = app.file.warnings.count
    if warnings > 0 { right = "⚠ \(warnings) warning\(warnings == 1 ? "" : "s") · " + right }
    if state.reloadError != nil { right = "⚠ reload failed · " + right }
    if state.recordingPath != nil { right = "● REC · " + right }
    let scheme = app.app.scheme.map { "\($0)://" }
    let platform = state.platformLabel
    let profile = "\(app.table.options.profile.rawValue) profile"
    let candidates: [[String?]] = [
        ["navsim", app.app.name, scheme, profile, platform],
        ["navsim", app.app.name, scheme, platform],
        ["navsim", scheme, platform],
        ["navsim", platform],
    ]
    let lefts = candidates.map { " " + $0.compactMap { $0 }.joined(separator: " · ") }
    // The right part gives way to the shortest left part (it ends in "…" when cut).
    let shortest = CellBuffer.displayWidth(of: lefts[lefts.count - 1])
    let rightWidth = min(CellBuffer.displayWidth(of: right), max(0, rect.width - shortest - 1))
    let room = max(0, rect.width - rightWidth - 1)
    let left = lefts.first { CellBuffer.displayWidth(of: $0) <= room } ?? lefts[lefts.count - 1]
    buffer.write(fit(left, room), x: 0, y: rect.y, style: Theme.titleBar)
    let alarming = state.recordingPath != nil || state.reloadError != nil || warnings > 0
    buffer.write(fit(right, rightWidth), x: rect.width - rightWidth, y: rect.y, style: alarming ? Theme.recording : Theme.titleBar)
}

private func drawAddressBar(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
    let next = buffer.write(" URL ", x: 0, y: rect.y, style: Theme.addressLabel)
    buffer.write(state.simulator.currentURL(of: state.navigation), x: next, y: rect.y, style: Theme.address, maxWidth: rect.width - next)
}

/// The guard state, always on screen: every flag and the pending link (canonical URL).
private func drawStatusLine(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
    let flags = state.navigation.flags.sorted { $0.key < $1.key }
    var x = buffer.write(" flags ", x: 0, y: rect.y, style: Theme.addressLabel)
    if flags.isEmpty { x = buffer.write(" none", x: x, y: rect.y, style: Theme.dim) }
    for (flag, value) in flags {
        x = buffer.write(" \(flag)=", x: x, y: rect.y, style: Theme.dim, maxWidth: rect.width - x)
        x = buffer.write(String(value), x: x, y: rect.y, style: value ? Theme.newMark : Theme.recording, maxWidth: rect.width - x)
    }
    guard x < rect.width - 2 else { return }
    x = buffer.write("  pending ", x: x, y: rect.y, style: Theme.dim, maxWidth: rect.width - x)
    buffer.write(state.navigation.pending ?? "none", x: x, y: rect.y,
                 style: state.navigation.pending == nil ? Theme.dim : Theme.address, maxWidth: rect.width - x)
}

private func drawInputLine(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
    let focused = state.focus == .input && state.overlay == nil
    let prompt = "› "
    buffer.write(prompt, x: 0, y: rect.y, style: focused ? Theme.focusedFrame : Theme.dim)
    let room = rect.width - prompt.count - 1
    guard room > 0 else { return }
    if state.editor.isEmpty {
        // The hint stays until the first character is typed; the cursor sits at its start.
        buffer.write(inputPlaceholder, x: prompt.count, y: rect.y, style: Theme.dim, maxWidth: room)
        if focused { buffer.cursor = CellPosition(x: prompt.count, y: rect.y) }
        return
    }
    // Scroll horizontally so the cursor stays visible.
    let text = state.editor.text
    let cursor = state.editor.cursor
    let start = max(0, cursor - room + 1)
    let visible = String(text[start..<min(text.count, start + room)])
    buffer.write(visible, x: prompt.count, y: rect.y, maxWidth: room)
    if focused {
        let before = String(text[start..<cursor])
        buffer.cursor = CellPosition(x: prompt.count + CellBuffer.displayWidth(of: before), y: rect.y)
    }
}

/// What the empty input line says.
let inputPlaceholder = "type a deep link, a shortcut name or :command"

/// The footer: the focus, its most important keys, the app's shortcuts (as many as fit, then
/// "Ctrl-P all N shortcuts"), then the other keys while they fit. The labels come from ``KeyMap``.
private func drawFooter(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
    let label = state.focus == .input ? " INPUT " : " NAVIGATOR "
    var x = buffer.write(label, x: 0, y: rect.y, style: Theme.focusLabel)
    let keys = KeyMap.footer(for: state.focus)
    var separator = " "
    func put(_ items: [String]) {
        for item in items {
            let text = separator + item
            guard x + CellBuffer.displayWidth(of: text) <= rect.width else { return }
            x = buffer.write(text, x: x, y: rect.y, style: Theme.footer)
            separator = " · "
        }
    }
    put(keys.essential)
    let strip = ShortcutStrip.text(state.offeredShortcuts, width: rect.width - x - 3)
    if !strip.isEmpty {
        x = buffer.write(" │ " + strip, x: x, y: rect.y, style: Theme.footer, maxWidth: rect.width - x)
        separator = " │ "
    }
    put(keys.rest)
}

/// The app's shortcuts in the footer: each hotkey with its title while they fit, always ending
/// with how to see them all ("Ctrl-P all 5 shortcuts"), so the strip shows at any width.
enum ShortcutStrip {
    static func text(_ shortcuts: [Shortcut], width: Int) -> String {
        guard !shortcuts.isEmpty else { return "" }
        let count = shortcuts.count
        let all = "Ctrl-P all \(count) shortcut\(count == 1 ? "" : "s")"
        let short = "^P all \(count)"
        var items: [String] = []
        var used = 0
        let separator = " · "
        for shortcut in shortcuts {
            guard let key = shortcut.key else { continue }
            let item = "\(key) \(shortcut.title)"
            let needed = used + CellBuffer.displayWidth(of: item) + separator.count + CellBuffer.displayWidth(of: all)
            guard needed <= width else {
                // The first hotkey shows even when its title has to be cut.
                if items.isEmpty {
                    let room = width - used - separator.count - CellBuffer.displayWidth(of: short)
                    if room >= key.count + 3 { items.append(fit(item, room)) }
                    return (items + [short]).joined(separator: separator)
                }
                break
            }
            items.append(item)
            used += CellBuffer.displayWidth(of: item) + separator.count
        }
        return (items + [all]).joined(separator: separator)
    }
}

/// The last component of a file path, for the title bar.
func lastPathComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}
