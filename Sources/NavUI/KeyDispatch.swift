import Foundation
import NavModel
import NavRouteFile

/// A key, through the key-binding table (``KeyMap``): the first binding of the focus that
/// answers to the key and applies does its action.
func handleKey(_ state: inout AppState, _ key: KeyInput) -> [Effect] {
    if case .terminate = key { return quit(state) }
    if case .resize = key { return [] }
    if KeyMap.bindings(in: .anywhere).contains(where: { $0.performs == .quit && $0.trigger.matches(key) }) { return quit(state) }
    // Behind the "terminal too small" message nothing is drawn, so no key may act unseen.
    if Layout(columns: state.columns, rows: state.rows).isTooSmall { return [.bell] }
    if let overlay = state.overlay { return handleOverlay(&state, overlay, key) }
    for binding in KeyMap.bindings(for: state.focus) where binding.trigger.matches(key) {
        if let effects = perform(binding.performs, key, &state) { return effects }
    }
    return []
}

/// Does `action` for `key`; `nil` when the action does not apply now (the next binding is tried).
private func perform(_ action: KeyAction, _ key: KeyInput, _ state: inout AppState) -> [Effect]? {
    switch action {
    case .help:
        state.overlay = .help(offset: 0)
        return []
    case .quickActions:
        guard !state.offeredShortcuts.isEmpty else {
            state.appendLog([LogLine(.info, "this app has no shortcuts (quick actions)")])
            return [.bell]
        }
        state.overlay = .quickActions(selected: 0)
        return []
    case .editAddress:
        state.editor.set(state.simulator.currentURL(of: state.navigation))
        state.focus = .input
        return [.redraw]
    case .scrollLog:
        return scrollLog(&state, pages: key == .pageUp ? 1 : -1)
    case .switchPlatform:
        return switchPlatform(&state, to: nil)
    case .toggleMenu:
        guard state.app.app.container == .drawer else {
            state.appendLog([LogLine(.info, "this app has no side menu (container.kind is \(state.app.app.container.rawValue))")])
            return [.bell]
        }
        state.menuOpen.toggle()
        return [.redraw]
    case .closeBrowser:
        guard state.browserSheet != nil else { return nil }
        state.browserSheet = nil
        return []
    case .runHotkey:
        guard let shortcut = hotkeyShortcut(state, key) else { return nil }
        return submit(&state, .shortcut(shortcut), echo: "\(shortcut.key ?? "") \(shortcut.title)")
    case .quit:
        return quit(state)
    case .dismissAlert:
        return nil  // only while an alert is up (handleOverlay)
    case .click:
        guard case .mouse(let event) = key else { return nil }
        return click(&state, event)
    case .wheel:
        guard case .mouse(let event) = key else { return nil }
        return wheel(&state, event)
    case .insertText:
        return insertText(&state, key)
    case .submit:
        let line = state.editor.string.trimmingCharacters(in: .whitespaces)
        guard !line.isEmpty else {
            state.focus = .navigator
            state.selection = max(0, state.visibleStack.count - 1)
            return []
        }
        state.history.record(line)
        state.editor.set("")
        return submit(&state, InputLine(line), echo: nil) + [.saveHistory(state.history.entries)]
    case .navigateOnEmptyLine:
        guard state.editor.isEmpty else { return nil }
        return key == .backspace ? submit(&state, .simulator(.back), echo: nil, keepFocus: true) : switchTab(&state, key)
    case .deleteCharacter:
        if key == .backspace { state.editor.backspace() } else { state.editor.deleteForward() }
        return []
    case .moveCursor:
        switch key {
        case .left: state.editor.moveLeft()
        case .right: state.editor.moveRight()
        case .home, .ctrl("a"): state.editor.moveToStart()
        default: state.editor.moveToEnd()
        }
        return []
    case .deleteText:
        switch key {
        case .ctrl("k"): state.editor.killToEnd()
        case .ctrl("u"): state.editor.killToStart()
        default: state.editor.deleteWordBackward()
        }
        return []
    case .history:
        if key == .up {
            guard let older = state.history.older(than: state.editor.string) else { return [.bell] }
            state.editor.set(older)
        } else {
            guard let newer = state.history.newer() else { return [.bell] }
            state.editor.set(newer)
        }
        return []
    case .complete:
        return complete(&state)
    case .toNavigator:
        state.focus = .navigator
        state.selection = max(0, state.visibleStack.count - 1)
        return []
    case .quitOnEmptyLine:
        if state.editor.isEmpty { return quit(state) }
        state.editor.deleteForward()
        return []
    case .walkStack:
        let count = state.visibleStack.count
        state.selection = key == .up ? max(0, min(state.selection, count - 1) - 1) : min(count - 1, state.selection + 1)
        return []
    case .switchTab:
        return switchTab(&state, key)
    case .popToSelected:
        let stack = state.visibleStack
        let depth = min(state.selection, stack.count - 1)
        guard depth < stack.count - 1 else {
            state.appendLog([LogLine(.info, "\(stack.last?.screen ?? "the screen") is already on top")])
            return []
        }
        return popTo(&state, depth: depth)
    case .goBack:
        return submit(&state, .simulator(.back), echo: nil, keepFocus: true)
    case .typeIntoInput:
        state.focus = .input
        return insertText(&state, key)
    case .toInput:
        state.focus = .input
        return []
    }
}

/// A typed character or a paste, into the input line.
private func insertText(_ state: inout AppState, _ key: KeyInput) -> [Effect] {
    switch key {
    case .character(let character):
        guard state.editor.insert(String(character)) > 0 else { return [] }
        // Once in a row: a long paste without bracketed paste arrives as a million keys.
        let full = LogLine(.error, "the input line holds at most \(state.editor.capacity) characters")
        if state.log.last != full { state.appendLog([full]) }
        return [.bell]
    case .paste(let text):
        return paste(&state, text)
    default:
        return []
    }
}

/// The shortcut whose hotkey `key` is. Function and Ctrl keys fire in either focus; a
/// single-character hotkey only in navigator focus, where characters do not type.
private func hotkeyShortcut(_ state: AppState, _ key: KeyInput) -> Shortcut? {
    let name: String
    switch key {
    case .function(let number): name = "f\(number)"
    case .ctrl(let letter): name = "ctrl-\(letter)"
    case .character(let character) where state.focus == .navigator: name = String(character).lowercased()
    default: return nil
    }
    return state.offeredShortcuts.first { $0.key?.lowercased() == name }
}
