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

private func drawTitleBar(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
    buffer.fill(rect, style: Theme.titleBar)
    let app = state.app
    let scheme = app.app.scheme.map { " · \($0)://" } ?? ""
    let platform = state.platformLabel.map { " · \($0)" } ?? ""
    var right = lastPathComponent(app.file.path) + " "
    let warnings = app.file.warnings.count
    if warnings > 0 { right = "⚠ \(warnings) warning\(warnings == 1 ? "" : "s") · " + right }
    if state.reloadError != nil { right = "⚠ reload failed · " + right }
    if state.recordingPath != nil { right = "● REC · " + right }
    let rightWidth = min(CellBuffer.displayWidth(of: right), rect.width)
    // The left part ends in "…" a column before the right part: they never run into each other.
    let left = " navsim · \(app.app.name)\(scheme) · \(app.table.options.profile.rawValue) profile\(platform)"
    buffer.write(fit(left, max(0, rect.width - rightWidth - 1)), x: 0, y: rect.y, style: Theme.titleBar)
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
    if state.editor.isEmpty, !focused {
        buffer.write("type a deep link, a shortcut name or :command", x: prompt.count, y: rect.y, style: Theme.dim, maxWidth: room)
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

private func drawFooter(_ buffer: inout CellBuffer, _ state: AppState, _ rect: CellRect) {
    let label = state.focus == .input ? " INPUT " : " NAVIGATOR "
    var x = buffer.write(label, x: 0, y: rect.y, style: Theme.focusLabel)
    // The main keys first (the most important first), then each shortcut, while they fit.
    let keys = state.focus == .input
        ? ["Enter open", "F1 keys", "^C quit", "Esc navigator", "PgUp/PgDn log", "Tab complete", "↑↓ history"]
        : ["↑↓ stack", "←→ tabs", "⌫ back", "Enter pop to", "F1 keys", "PgUp/PgDn log", "type to edit"]
    var separator = " "
    for item in keys {
        let text = separator + item
        guard x + CellBuffer.displayWidth(of: text) <= rect.width else { break }
        x = buffer.write(text, x: x, y: rect.y, style: Theme.footer)
        separator = " · "
    }
    for shortcut in state.app.app.shortcuts {
        guard let key = shortcut.key else { continue }
        let item = " │ \(key) \(shortcut.title)"
        guard x + CellBuffer.displayWidth(of: item) <= rect.width else { break }
        x = buffer.write(item, x: x, y: rect.y, style: Theme.footer)
    }
}

/// The last component of a file path, for the title bar.
func lastPathComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}
