import NavSupport
import NavRouteFile
import NavScenarios
import Foundation
import NavModel
import NavRouting
import NavLinks

/// Everything that can happen to the UI.
public enum Msg: Sendable {
    case key(KeyInput)
    case resize(columns: Int, rows: Int)
    /// The route file changed on disk and loaded (or failed to).
    case reloaded(Result<CompiledApp, RouteFileError>)
    /// The shell read the link files ``Effect/loadLinks(_:)`` asked for.
    case linksLoaded(LinkLoad)
    /// Link files the route file names changed on disk (their paths, as the shell watches them).
    case linkFilesChanged([String])
}

/// Work the shell performs for `update`, which does no I/O itself.
public enum Effect: Sendable, Equatable {
    case quit
    case bell
    /// Save the input history (the shell writes it atomically).
    case saveHistory([String])
    /// Repaint every cell (the screen may be garbled).
    case redraw
    /// Write the recorded scenario file (atomically) to `path`.
    case writeRecording(path: String, recording: Recording)
    /// A recording to `path` just started: if the file could not be written at its end (a
    /// folder, a missing folder), stop it now and say why (``stopRecording(because:)``).
    case checkRecordingTarget(path: String)
    /// Read the platform files the route file's `links` names, off the UI thread, and answer
    /// with ``Msg/linksLoaded(_:)``.
    case loadLinks(LoadedRouteFile)
}

/// A finished recording, handed to the shell to write.
public struct Recording: Sendable, Equatable {
    public let recorder: ScenarioRecorder
}

/// The pure update: applies a message to the state and returns the effects to perform.
public func update(_ state: inout AppState, _ msg: Msg) -> [Effect] {
    switch msg {
    case .resize(let columns, let rows):
        state.columns = max(1, columns)
        state.rows = max(1, rows)
        return []
    case .reloaded(.failure(let error)):
        let first = error.diagnostics.sortedByPosition().prefix(3).map { $0.rendered(file: error.path) }
        state.reloadError = first.first ?? "the route file no longer loads"
        state.appendLog([LogLine(.error, "reload failed; keeping the last good table:")] + first.map { LogLine(.error, "  " + $0) })
        return []
    case .reloaded(.success(let app)):
        guard app.file.routeFile.links != nil else {
            let effects = reload(&state, with: app)
            state.links = nil
            return effects
        }
        state.pendingApp = app
        state.appendLog([LogLine(.info, "reading the link files of \(app.file.path)…")])
        return [.loadLinks(app.file)]
    case .linksLoaded(let load):
        var effects: [Effect] = []
        if let app = state.pendingApp {
            state.pendingApp = nil
            effects = reload(&state, with: app)
        } else if case .success = load {
            state.appendLog([LogLine(.info, "link files reloaded")])
        }
        state.applyLinks(load)
        return effects
    case .linkFilesChanged(let paths):
        state.appendLog([LogLine(.info, "\(paths.joined(separator: ", ")) changed; reloading the link files…")])
        return [.loadLinks(state.pendingApp?.file ?? state.app.file)]
    case .key(let key):
        return handleKey(&state, key)
    }
}

/// Swaps in a new table and replays the applied inputs, so the navigation stays where the
/// routes still lead.
private func reload(_ state: inout AppState, with app: CompiledApp) -> [Effect] {
    state.app = app
    state.reloadError = nil
    // The UI launched the app from the home screen: the replay does too (no launch by the first link).
    let (navigation, reports) = state.simulator.start(Launch(from: state.appliedInputs))
    state.navigation = navigation
    state.appliedInputs = zip(state.appliedInputs, reports).filter { !$0.1.isRefused }.map(\.0)
    state.selection = max(0, state.visibleStack.count - 1)
    let refused = reports.filter(\.isRefused).count
    let count = app.table.routes.count
    state.appendLog([LogLine(.info, "reloaded \(app.file.path): \(count) route\(count == 1 ? "" : "s"); replayed \(reports.count) input\(reports.count == 1 ? "" : "s")"
        + (refused > 0 ? ", \(refused) no longer appl\(refused == 1 ? "ies" : "y")" : ""))] + AppState.warningSummary(app.file))
    return []
}

func quit(_ state: AppState) -> [Effect] {
    var effects: [Effect] = [.saveHistory(state.history.entries)]
    if let path = state.recordingPath, let recorder = state.recorder {
        effects.append(.writeRecording(path: path, recording: Recording(recorder: recorder)))
    }
    return effects + [.quit]
}

func handleOverlay(_ state: inout AppState, _ overlay: Overlay, _ key: KeyInput) -> [Effect] {
    switch overlay {
    case .help(let offset):
        let page = max(1, state.rows - 6)
        switch key {
        case .up: state.overlay = .help(offset: max(0, offset - 1))
        case .down: state.overlay = .help(offset: offset + 1)
        case .pageUp: state.overlay = .help(offset: max(0, offset - page))
        case .pageDown, .character(" "): state.overlay = .help(offset: offset + page)
        default: state.overlay = nil
        }
        return []
    case .alert:
        if KeyMap.bindings(in: .alert).contains(where: { $0.performs == .dismissAlert && $0.trigger.matches(key) }) {
            state.overlay = nil
            return []
        }
        if case .mouse(let event) = key, event.kind != .press { return [] }
        return [.bell]
    case .quickActions(let selected):
        let shortcuts = state.offeredShortcuts
        switch key {
        case .up: state.overlay = .quickActions(selected: max(0, selected - 1))
        case .down: state.overlay = .quickActions(selected: min(shortcuts.count - 1, selected + 1))
        case .escape, .ctrl("p"): state.overlay = nil
        case .enter:
            state.overlay = nil
            if shortcuts.indices.contains(selected) { return submit(&state, .shortcut(shortcuts[selected]), echo: "quick action: \(shortcuts[selected].title)") }
        case .character(let digit) where digit.isNumber:
            let index = (digit.wholeNumberValue ?? 0) - 1
            state.overlay = nil
            if shortcuts.indices.contains(index) { return submit(&state, .shortcut(shortcuts[index]), echo: "quick action: \(shortcuts[index].title)") }
        default:
            break
        }
        return []
    }
}

/// ← / →: the previous or next tab (wrapping); refused while a modal is up.
func switchTab(_ state: inout AppState, _ key: KeyInput) -> [Effect] {
    guard state.navigation.tree.modals.isEmpty else {
        state.appendLog([LogLine(.info, "a modal is presented: go back (Backspace) to dismiss it before switching tabs")])
        return [.bell]
    }
    let count = state.navigation.tree.tabs.count
    guard count > 1 else { return [.bell] }
    let next = (state.navigation.tree.selectedTab + (key == .left ? count - 1 : 1)) % count
    return submit(&state, .simulator(.tab(.position(next + 1))), echo: nil, keepFocus: true)
}

/// Pops the visible stack down to `depth` (a modal's stack pops inside the modal).
func popTo(_ state: inout AppState, depth: Int) -> [Effect] {
    var pops = state.visibleStack.count - 1 - depth
    var events: [NavigationEvent] = []
    while pops > 0 {
        let report = state.simulator.back(on: &state.navigation)
        recordStep(&state, ":back", report)
        events += report.events
        pops -= 1
        state.appliedInputs.append(":back")
    }
    state.appendLog([LogLine(.input, "› pop to \(state.visibleStack.last?.screen ?? "")")] + events.map { LogLine(.event, "  \($0)") })
    state.selection = max(0, state.visibleStack.count - 1)
    state.reused = []
    state.navigation.createdByLastInput = []
    return []
}

/// A paste: the first line, without control characters, cut to what the line holds.
func paste(_ state: inout AppState, _ text: String) -> [Effect] {
    let lines = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline)
    let first = String(lines.first ?? "").filter { !($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }
    let dropped = state.editor.insert(first)
    var notes: [LogLine] = []
    if lines.count > 1 { notes.append(LogLine(.info, "the paste had \(lines.count) lines; kept the first")) }
    if dropped > 0 { notes.append(LogLine(.error, "the paste was cut to \(state.editor.capacity) characters (\(dropped) dropped)")) }
    state.appendLog(notes)
    return dropped > 0 ? [.bell] : []
}

/// Applies one input through the simulator (or the UI, for its own commands) and logs what it did.
func submit(_ state: inout AppState, _ input: InputLine, echo: String?, keepFocus: Bool = false) -> [Effect] {
    var effects: [Effect] = []
    let report: StepReport
    switch input {
    case .record(let argument):
        return record(&state, argument)
    case .lint:
        return lint(&state)
    case .simulator(.platform(let platform)):
        return switchPlatform(&state, to: platform.isEmpty ? nil : platform)
    case .simulator(let command):
        state.browserSheet = nil
        report = state.simulator.perform(command, on: &state.navigation)
    case .open(let text):
        state.browserSheet = nil
        report = state.simulator.perform(text, on: &state.navigation)
    case .shortcut(let shortcut):
        state.browserSheet = nil
        report = state.simulator.perform(.shortcut(shortcut), as: shortcut.name, on: &state.navigation)
    }
    if let effects = showTheBrowserIfTheOSKeptIt(&state, input.text, report) { return effects }
    if let url = report.handedBackToBrowser, case .refused(let reason, _) = report.outcome {
        state.browserSheet = BrowserSheet(platform: state.platform, url: url, reason: reason, heading: BrowserSheet.handedBackHeading)
    }
    let line = input.text
    recordStep(&state, line, report)
    let notes = representedModals(report.events)
    let lines = report.transcript.map { line in
        switch line.kind {
        case .input: LogLine(.input, "› " + (echo ?? line.text))
        case .event: LogLine(.event, "  " + line.text)
        case .alert: LogLine(.alert, "  " + line.text)
        case .refusal: LogLine(.refusal, "  ✗ " + line.text)
        case .suggestion: LogLine(.suggestion, "  " + line.text)
        case .info: LogLine(.info, "  " + line.text)
        }
    }
    if case .simulator(.menu(let entry)) = input, report.outcome == .applied {
        // `:menu` opens or closes the side menu; `:menu N` opens an entry and closes it.
        state.menuOpen = entry == nil ? !state.menuOpen : false
    } else if report.outcome == .applied {
        state.menuOpen = false
    }
    switch report.outcome {
    case .applied:
        if input == .simulator(.reset) { state.appliedInputs = [] } else { state.appliedInputs.append(line) }
        state.reused = Set(report.events.compactMap { event in
            if case .reused(_, let instance) = event { return instance }
            return nil
        })
    case .refused:
        effects.append(.bell)
    case .info:
        break
    case .quit:
        return quit(state)
    }
    state.appendLog(lines + notes)
    state.selection = max(0, state.visibleStack.count - 1)
    if !keepFocus, state.focus == .navigator, echo == nil { state.focus = .input }
    // The last alert the input raised is shown on the phone until Enter or Esc.
    if let alert = report.events.reversed().lazy.compactMap({ event -> String? in
        if case .alert(let message) = event { return message }
        return nil
    }).first {
        state.overlay = .alert(alert)
    }
    return effects
}

/// A modal dismissed and presented again by one input is a new instance, not the one that was
/// up (as an app that presents on every link does): the log says so (docs/ui.md).
private func representedModals(_ events: [NavigationEvent]) -> [LogLine] {
    var dismissed: [String: Int] = [:]
    var notes: [LogLine] = []
    for event in events {
        switch event {
        case .dismissed(let screen, let instance):
            dismissed[screen] = instance
        case .presented(let screen, let instance):
            if let old = dismissed[screen] {
                notes.append(LogLine(.info, "  \(screen) was already presented (#\(old)): it was dismissed and a new instance (#\(instance)) presented"))
            }
        default:
            break
        }
    }
    return notes
}

/// PgUp / PgDn: the log back or forward by a page (its height less one row, for context).
func scrollLog(_ state: inout AppState, pages: Int) -> [Effect] {
    guard let panel = Layout(columns: state.columns, rows: state.rows).logPanel else { return [.bell] }
    return scrollLog(&state, rows: pages * max(1, LogView.textHeight(panel) - 1))
}

func scrollLog(_ state: inout AppState, rows: Int) -> [Effect] {
    guard let panel = Layout(columns: state.columns, rows: state.rows).logPanel else { return [.bell] }
    let limit = LogView.maximumScroll(state, panel)
    let scrolled = max(0, min(limit, state.logScroll + rows))
    guard scrolled != state.logScroll else { return [.bell] }
    state.logScroll = scrolled
    return []
}

/// The mouse wheel: over the log it scrolls the log three rows, elsewhere it does nothing.
func wheel(_ state: inout AppState, _ event: MouseEvent) -> [Effect] {
    guard let panel = Layout(columns: state.columns, rows: state.rows).logPanel, panel.contains(x: event.x, y: event.y) else { return [] }
    _ = scrollLog(&state, rows: event.kind == .scrollUp ? 3 : -3)
    return []
}

/// Adds a step to the recording, if one is running.
func recordStep(_ state: inout AppState, _ input: String, _ report: StepReport) {
    guard var recorder = state.recorder else { return }
    // The replay runs on the platform the recording started on (`:platform` switches are steps).
    if recorder.platform == nil, state.links != nil { recorder.platform = DeviceChoice(rawValue: state.platform.rawValue) }
    recorder.record(input: input, report: report, state: state.navigation, simulator: state.simulator)
    state.recorder = recorder
}

private func record(_ state: inout AppState, _ argument: String) -> [Effect] {
    if argument == "stop" {
        guard let path = state.recordingPath else {
            state.appendLog([LogLine(.error, "not recording")])
            return [.bell]
        }
        let recorder = state.recorder
        state.recordingPath = nil
        state.recorder = nil
        let steps = recorder?.steps.count ?? 0
        state.appendLog([LogLine(.info, "recording stopped: \(steps) step\(steps == 1 ? "" : "s") written to \(path); replay with navsim test \(path)")])
        return recorder.map { [.writeRecording(path: path, recording: Recording(recorder: $0))] } ?? []
    }
    guard !argument.isEmpty else {
        state.appendLog([LogLine(.error, "usage: :record FILE, then :record stop")])
        return [.bell]
    }
    if let path = state.recordingPath {
        // Starting again would drop the steps recorded so far without a word.
        state.appendLog([LogLine(.error, "already recording to \(path); :record stop writes it, then :record \(argument)")])
        return [.bell]
    }
    state.recordingPath = argument
    state.recorder = ScenarioRecorder(routesPath: state.app.file.path, preamble: state.appliedInputs)
    state.appendLog([LogLine(.info, "recording to \(argument); :record stop ends it")])
    return [.checkRecordingTarget(path: argument)]
}

/// Ends the recording just started without writing it: its file cannot be written (`problem`).
public func stopRecording(_ state: inout AppState, because problem: String) {
    guard let path = state.recordingPath else { return }
    state.recordingPath = nil
    state.recorder = nil
    state.appendLog([LogLine(.error, "not recording: \(path) cannot be written: \(problem)")])
}

/// Tab completion: shortcut names, commands, spotlight titles and route literals.
func complete(_ state: inout AppState) -> [Effect] {
    let text = state.editor.string
    let candidates = Completion.candidates(for: text, app: state.app)
    guard !candidates.isEmpty else { return [.bell] }
    if candidates.count == 1, let only = candidates.first {
        state.editor.set(only)
        return []
    }
    let common = Completion.commonPrefix(candidates)
    if common.count > text.count { state.editor.set(common) }
    state.appendLog([LogLine(.info, "completions: " + candidates.prefix(12).joined(separator: "  ") + (candidates.count > 12 ? "  …" : ""))])
    return []
}

/// A mouse click: a tab in the tab bar, or an entry of the stack in the inspector.
func click(_ state: inout AppState, _ event: MouseEvent) -> [Effect] {
    guard event.kind == .press else { return [] }
    let layout = Layout(columns: state.columns, rows: state.rows)
    for target in HitTesting.targets(state, layout: layout) where target.rect.contains(x: event.x, y: event.y) {
        switch target.action {
        case .selectTab(let index):
            return submit(&state, .simulator(.tab(.position(index + 1))), echo: nil, keepFocus: true)
        case .popTo(let depth):
            state.focus = .navigator
            state.selection = depth
            return depth < state.visibleStack.count - 1 ? popTo(&state, depth: depth) : []
        }
    }
    return []
}
