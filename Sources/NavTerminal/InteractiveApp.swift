import NavScenarios
import Foundation
import NavUI
import NavRouteFile
import NavSupport

/// The interactive shell: reads keys, runs the pure `update`, performs its effects, and
/// draws `view`. All decisions are in NavUI; this loop only moves data and does the I/O.
public enum InteractiveApp {
    /// Runs until the user quits. Returns the process exit code (0, or 128 + a signal).
    /// - Throws: `TerminalError` when there is no usable terminal.
    public static func run(app: CompiledApp, reloadPath: String?) throws -> Int32 {
        let session = try TerminalSession.start()
        defer { session.stop() }
        return run(app: app, reloadPath: reloadPath, terminal: session, history: HistoryStore())
    }

    /// The loop itself, on any terminal: until an effect says quit, read the queued input
    /// events, poll the route file (every half second) when `reloadPath` is given, apply each
    /// message with `update`, perform its effects, and draw `view` when something happened.
    /// - Returns: the process exit code (0, or 128 + the signal that ended the session).
    public static func run(app: CompiledApp, reloadPath: String?, terminal session: some TerminalIO,
                           history: HistoryStore) -> Int32 {
        var history = history
        let saved = history.load()
        let size = DrawnArea.clamped(session.size)
        var state = AppState(app: app, history: saved, columns: size.columns, rows: size.rows)
        state.asciiOnly = !session.supportsUnicode
        state.loadLinks()
        if let problem = history.loadProblem { state.log.append(LogLine(.error, "history not loaded: \(problem)")) }
        var watcher = reloadPath.map(RouteFileWatcher.init)
        var reloading: BackgroundReload?
        var lastPoll = Date()
        session.draw(view(state))

        while true {
            var messages: [Msg] = []
            if let key = session.readKey(timeoutMilliseconds: 250) {
                messages.append(message(for: key, session: session))
                // Drain what is already queued (a paste without bracketed paste) before drawing.
                var drained = 0
                while drained < 4096, let next = session.readKey(timeoutMilliseconds: 0) {
                    messages.append(message(for: next, session: session))
                    drained += 1
                }
            }
            if let pending = reloading, let result = pending.result() {
                messages.append(.reloaded(result))
                reloading = nil
            }
            if Date().timeIntervalSince(lastPoll) > 0.5, reloading == nil, var current = watcher {
                lastPoll = Date()
                switch current.poll() {
                case .modified?:
                    reloading = BackgroundReload(path: current.path)
                    state.log.append(LogLine(.info, "reloading \(current.path)…"))
                    session.draw(view(state))
                case .removed?:
                    state.log.append(LogLine(.error, "\(current.path) was removed; the last table stays in use until it is back"))
                    session.draw(view(state))
                case nil:
                    break
                }
                watcher = current
            }
            for msg in messages {
                let effects = update(&state, msg)
                if case .reloaded(.success) = msg { state.loadLinks() }
                for effect in effects {
                    switch effect {
                    case .quit:
                        if case .key(.terminate(let signal)) = msg { return 128 + signal }
                        return 0
                    case .bell:
                        session.bell()
                    case .saveHistory(let entries):
                        if let problem = history.save(entries) {
                            state.log.append(LogLine(.error, "history not saved: \(problem)"))
                        }
                    case .redraw:
                        session.invalidate()
                    case .checkRecordingTarget(let path):
                        let replacesRouteFile = AtomicFileWriter.input(among: [state.app.file.path], replacedBy: path) != nil
                        if let problem = replacesRouteFile ? "it is the route file this session runs" : AtomicFileWriter.problem(writing: path) {
                            stopRecording(&state, because: problem)
                            session.bell()
                        }
                    case .writeRecording(let path, let recording):
                        do {
                            try recording.recorder.write(to: path)
                        } catch {
                            state.log.append(LogLine(.error, "recording not written: \(error)"))
                        }
                    }
                }
            }
            if !messages.isEmpty { session.draw(view(state)) }
        }
    }

    private static func message(for key: KeyInput, session: some TerminalIO) -> Msg {
        if case .resize = key {
            let size = DrawnArea.clamped(session.size)
            return .resize(columns: size.columns, rows: size.rows)
        }
        return .key(key)
    }
}
