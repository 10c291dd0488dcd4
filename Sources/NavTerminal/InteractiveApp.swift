import NavScenarios
import Foundation
import NavUI
import NavRouteFile
import NavLinks
import NavSupport

/// The interactive shell: reads keys, runs the pure `update`, performs its effects, and
/// draws `view`. All decisions are in NavUI; this loop only moves data and does the I/O.
public enum InteractiveApp {
    /// Runs until the user quits. Returns the process exit code (0, or 128 + a signal).
    /// - Parameter links: the link files, read where the route file was read.
    /// - Throws: `TerminalError` when there is no usable terminal.
    public static func run(app: CompiledApp, links: LinkLoad, reloadPath: String?) throws -> Int32 {
        let session = try TerminalSession.start()
        defer { session.stop() }
        return run(app: app, links: links, reloadPath: reloadPath, terminal: session, history: HistoryStore())
    }

    /// Reads the platform files the route file's `links` names (what ``Effect/loadLinks(_:)``
    /// asks for); `nil` inside when there are none.
    public static func readLinks(_ file: LoadedRouteFile) -> LinkLoad {
        Result { () throws(RouteFileError) in try LinkSetup.load(file) }
    }

    /// The loop itself, on any terminal: until an effect says quit, read the queued input
    /// events, poll the route file and its link files (every half second) when `reloadPath`
    /// is given, apply each message with `update`, perform its effects, and draw `view` when
    /// something happened. Files are read on threads of their own, so keys (Ctrl-C included)
    /// are answered whatever is loading.
    /// - Parameters:
    ///   - links: the link files already read; `nil` reads them as ``Effect/loadLinks(_:)`` does.
    ///   - readLinks: how link files are read (tests slow it down).
    /// - Returns: the process exit code (0, or 128 + the signal that ended the session).
    public static func run(app: CompiledApp, links: LinkLoad? = nil, reloadPath: String?, terminal session: some TerminalIO,
                           history: HistoryStore,
                           readLinks: @escaping @Sendable (LoadedRouteFile) -> LinkLoad = InteractiveApp.readLinks) -> Int32 {
        var history = history
        let saved = history.load()
        let size = DrawnArea.clamped(session.size)
        var state = AppState(app: app, history: saved, columns: size.columns, rows: size.rows)
        state.asciiOnly = !session.supportsUnicode
        if let problem = history.loadProblem { state.log.append(LogLine(.error, "history not loaded: \(problem)")) }
        var watcher = reloadPath.map(RouteFileWatcher.init)
        // Files the app was read from besides the route file (an app folder): a change reloads the route file.
        var sourceWatchers = reloadPath == nil ? [] : app.sourceFiles.map(RouteFileWatcher.init)
        var linkWatchers: [RouteFileWatcher] = []
        var reloading: BackgroundLoad<Result<CompiledApp, RouteFileError>>?
        var loadingLinks: BackgroundLoad<LinkLoad>?
        func startLoadingLinks(_ file: LoadedRouteFile) {
            // Watched from before the read, so an edit made while it reads is seen next poll.
            if reloadPath != nil { linkWatchers = LinkSetup.filePaths(file).map(RouteFileWatcher.init) }
            loadingLinks = BackgroundLoad { readLinks(file) }
        }
        if let links {
            state.applyLinks(links)
            if reloadPath != nil { linkWatchers = LinkSetup.filePaths(app.file).map(RouteFileWatcher.init) }
        } else if app.file.routeFile.links != nil {
            state.log.append(LogLine(.info, "reading the link files of \(app.file.path)…"))
            startLoadingLinks(app.file)
        }
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
            if let pending = loadingLinks, let result = pending.result() {
                messages.append(.linksLoaded(result))
                loadingLinks = nil
            }
            // One load at a time: a file that changes meanwhile is seen at the next poll.
            if Date().timeIntervalSince(lastPoll) > 0.5, reloading == nil, loadingLinks == nil, state.pendingApp == nil,
               var current = watcher {
                lastPoll = Date()
                let path = current.path
                switch current.poll() {
                case .modified?:
                    reloading = BackgroundLoad { Result { () throws(RouteFileError) in try CompiledApp.load(path: path) } }
                    state.log.append(LogLine(.info, "reloading \(path)…"))
                    session.draw(view(state))
                case .removed?:
                    state.log.append(LogLine(.error, "\(path) was removed; the last table stays in use until it is back"))
                    session.draw(view(state))
                case nil:
                    let sources = sourceWatchers.indices.filter { sourceWatchers[$0].poll() != nil }.map { sourceWatchers[$0].path }
                    if let changed = sources.first {
                        reloading = BackgroundLoad { Result { () throws(RouteFileError) in try CompiledApp.load(path: path) } }
                        state.log.append(LogLine(.info, "\(changed) changed: reloading \(path)…"))
                        session.draw(view(state))
                        break
                    }
                    let changed = linkWatchers.indices.filter { linkWatchers[$0].poll() != nil }.map { linkWatchers[$0].path }
                    if !changed.isEmpty { messages.append(.linkFilesChanged(changed)) }
                }
                watcher = current
                // A reload may read other files (one added to the app folder).
                if state.app.sourceFiles != sourceWatchers.map(\.path) { sourceWatchers = state.app.sourceFiles.map(RouteFileWatcher.init) }
            }
            for msg in messages {
                let effects = update(&state, msg)
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
                    case .loadLinks(let file):
                        startLoadingLinks(file)
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
