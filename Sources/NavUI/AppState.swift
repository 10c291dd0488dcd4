import Foundation
import NavRouteFile
import NavScenarios
import NavLinks
import NavModel
import NavRouting
import NavMap

/// Where keys go. Shown in the footer and by the highlight, so the user never has to guess
/// whether a key edits text or navigates.
public enum Focus: String, Sendable, Equatable {
    /// Keys edit the input line (the default).
    case input
    /// Arrow keys walk the back stack and switch tabs; typing a character returns to input.
    case navigator
}

/// An overlay drawn over everything, taking the keys while it is open.
public enum Overlay: Sendable, Equatable {
    /// Every key, as the help screen (`?`/F1), scrolled down by `offset` lines.
    case help(offset: Int)
    /// The shortcuts, like a long-press on the app icon (Ctrl-P); `selected` is highlighted.
    case quickActions(selected: Int)
    /// The app's map (Ctrl-N): the outline of its navigation graph, scrolled down by `offset` lines.
    case map(MapOutline, offset: Int)
    /// A route's alert, shown on the phone as the app would (a UIAlertController); Enter or
    /// Esc dismisses it.
    case alert(String)
}

/// One line of the decision log.
public struct LogLine: Sendable, Equatable {
    public enum Kind: Sendable, Equatable { case input, event, refusal, suggestion, alert, info, error }
    public var kind: Kind
    public var text: String
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// The whole UI state. `update` changes it, `view` draws it; neither does I/O.
public struct AppState: Sendable, Equatable {
    public var app: CompiledApp
    /// The app's simulator, with the OS layer of the route file's `links` when it has them: the
    /// one gate every URL input passes, as in headless runs (the platform is `navigation.platform`).
    public var simulator: Simulator {
        guard let links else { return app.simulator }
        return app.simulator(on: DeviceChoice(rawValue: platform.rawValue), setup: links)
    }
    public var navigation: SimulatorState
    public var editor = LineEditor()
    public var history: InputHistory
    public var focus: Focus = .input
    /// The selected entry of the visible stack in navigator focus (0 = root).
    public var selection = 0
    public var overlay: Overlay?
    /// Whether a drawer app's side menu is drawn open on the phone (Ctrl-G, `:menu`).
    public var menuOpen = false
    public var log: [LogLine] = []
    /// How many wrapped log rows the log is scrolled back from its end (0: it follows new lines).
    public var logScroll = 0
    /// Screen instances the last input reused (the inspector marks them).
    public var reused: Set<Int> = []
    /// Inputs applied since the last cold start, replayed after a reload.
    public var appliedInputs: [String] = []
    /// The last reload error, shown until the file loads again.
    public var reloadError: String?
    public var columns: Int
    public var rows: Int
    /// Draw boxes with ASCII when the terminal cannot show Unicode.
    public var asciiOnly = false
    /// The file a recording goes to, while recording.
    public var recordingPath: String?
    /// The session being recorded as a scenario (`:record FILE` … `:record stop`).
    public var recorder: ScenarioRecorder?
    /// The platform files of the route file's `links` (``applyLinks(_:)``); `nil` without links.
    public var links: LinkSetup?
    /// A reloaded route file whose link files the shell is reading (``Effect/loadLinks(_:)``):
    /// it is swapped in with them, so the table and the link files always belong together.
    public var pendingApp: CompiledApp?
    /// The OS whose link handling is simulated (Ctrl-O, `:platform`).
    public var platform: LinkPlatform = .ios
    /// The browser the OS opened for the last web link it kept from the app, until Esc.
    public var browserSheet: BrowserSheet?

    /// The longest log kept.
    static let logLimit = 400

    public init(app: CompiledApp, history: [String] = [], columns: Int = 120, rows: Int = 36) {
        self.app = app
        self.navigation = app.simulator.coldStart()
        self.history = InputHistory(history)
        self.columns = columns
        self.rows = rows
        log = Self.startLines(app)
    }

    /// The first log: the file, its warnings counted in one line (`:lint` lists them), and the
    /// hint with examples from this file. The hint comes last, so it is on screen.
    static func startLines(_ app: CompiledApp) -> [LogLine] {
        let count = app.table.routes.count
        let summary = "\(app.app.name): \(count) route\(count == 1 ? "" : "s") from \(app.file.path), profile \(app.table.options.profile.rawValue)"
        return [LogLine(.info, summary)] + warningSummary(app.file) + [StartExample.hint(app)]
    }

    /// The route file's warnings (an unknown key, an undeclared flag) in one line: stderr is
    /// hidden behind the UI, so they are said on screen (and counted in the title bar);
    /// `:lint` lists them.
    static func warningSummary(_ file: LoadedRouteFile) -> [LogLine] {
        guard !file.warnings.isEmpty else { return [] }
        let count = file.warnings.count
        return [LogLine(.error, "⚠ \(count) warning\(count == 1 ? "" : "s") in \(lastPathComponent(file.path)): :lint lists them")]
    }

    /// The stack the navigator walks: the topmost modal's, else the selected tab's.
    var visibleStack: [ScreenInstance] {
        navigation.tree.modals.last?.screens ?? navigation.tree.currentTab.stack.screens
    }

    /// The screen the phone shows: the selected entry in navigator focus, else the top.
    public var shownScreen: ScreenInstance? {
        let stack = visibleStack
        guard focus == .navigator, stack.indices.contains(selection) else { return stack.last }
        return stack[selection]
    }

    /// Adds lines to the log. A report longer than the log panel (`:explain`, `:routes`) is
    /// shown from its first line, so its head (the winner) is on screen; PgDn reads on.
    mutating func appendLog(_ lines: [LogLine]) {
        guard !lines.isEmpty else { return }
        log += lines
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
        logScroll = 0
        guard let panel = Layout(columns: columns, rows: rows).logPanel else { return }
        let height = LogView.textHeight(panel)
        let added = lines.reduce(0) { $0 + LogView.wrap($1.text, width: LogView.textWidth(panel)).count }
        if added > height { logScroll = added - height }
    }
}

extension AppState {
    /// The shortcuts offered now: those whose `requires` flags are all true.
    var offeredShortcuts: [Shortcut] { simulator.offeredShortcuts(flags: navigation.flags) }
}
