import Foundation
import NavRouteFile
import NavTerminal
import NavUI
import TestSupport
import Testing

/// A terminal that plays a script of input events and records what the loop does to it.
/// When the script runs out it sends SIGKILL's number, so a loop that failed to quit still ends
/// and the test sees the wrong exit code instead of hanging.
final class ScriptedTerminal: TerminalIO {
    var script: [KeyInput?]
    var size: (columns: Int, rows: Int)
    let supportsUnicode = true
    private(set) var frames: [CellBuffer] = []
    private(set) var bells = 0
    private(set) var invalidations = 0
    /// Called before each read, so a test can change the world (a file on disk) mid-session.
    var beforeRead: (Int) -> Void = { _ in }
    private var reads = 0

    init(_ script: [KeyInput?], columns: Int = 100, rows: Int = 30) {
        self.script = script
        self.size = (columns, rows)
    }

    func draw(_ buffer: CellBuffer) { frames.append(buffer) }
    func invalidate() { invalidations += 1 }
    func bell() { bells += 1 }

    func readKey(timeoutMilliseconds: Int?) -> KeyInput? {
        beforeRead(reads)
        reads += 1
        guard !script.isEmpty else { return .terminate(signal: 9) }
        let next = script.removeFirst()
        // An idle read waits a little, as a real one times out, so background work can finish.
        if next == nil, timeoutMilliseconds != 0 { Thread.sleep(forTimeInterval: 0.05) }
        if case .resize? = next, let last = frames.last { size = (last.width / 2, last.height / 2) }
        return next
    }

    var lastScreen: String { frames.last?.textLines().joined(separator: "\n") ?? "" }
}

/// The effect loop of the interactive app (keys → update → effects → draw, reload, quit),
/// driven through a scripted terminal instead of tmux.
@Suite struct InteractiveLoopTests {
    static func typing(_ text: String) -> [KeyInput?] { text.map { KeyInput.character($0) } + [.enter] }

    /// Runs the loop on `terminal` with its history in `scratch`, on `app` (the inline table
    /// when `nil`); returns the exit status.
    @discardableResult
    static func run(_ terminal: ScriptedTerminal, in scratch: ScratchDirectory, app: CompiledApp? = nil,
                    reloadPath: String? = nil) throws -> Int32 {
        InteractiveApp.run(app: try app ?? compiledApp(routes), reloadPath: reloadPath, terminal: terminal,
                           history: HistoryStore(path: scratch.path("history")))
    }

    static let routes = """
    { "name": "Loop", "scheme": "loop",
      "routes": [ { "path": "items/:id", "screen": "Item" }, { "path": "/", "screen": "Root" } ],
      "screens": { "Item": { "title": "Item {id}" } } }
    """

    @Test func typedLinkIsDrawnAndCtrlCQuitsWith130AndSavesHistory() throws {
        let scratch = try ScratchDirectory()
        let terminal = ScriptedTerminal(Self.typing("loop://items/7") + [nil, .terminate(signal: 2)])
        let status = try Self.run(terminal, in: scratch)
        #expect(status == 130)
        #expect(terminal.lastScreen.contains("Item 7"))
        #expect(terminal.frames.count >= 2, "the first frame, then one per batch of input")
        let saved = try String(contentsOfFile: scratch.path("history"), encoding: .utf8)
        #expect(saved.split(separator: "\n").contains("loop://items/7"))
    }

    @Test func refusedInputRingsTheBellAndQuitCommandExitsZero() throws {
        let scratch = try ScratchDirectory()
        let terminal = ScriptedTerminal(Self.typing("loop://nowhere") + Self.typing(":quit"))
        let status = try Self.run(terminal, in: scratch)
        #expect(status == 0)
        #expect(terminal.bells == 1)
    }

    @Test func ctrlLInvalidatesAndResizeRedrawsAtTheNewSize() throws {
        let scratch = try ScratchDirectory()
        let terminal = ScriptedTerminal([.ctrl("l"), nil, .resize, nil, .terminate(signal: 15)], columns: 100, rows: 30)
        let status = try Self.run(terminal, in: scratch)
        #expect(status == 143)
        #expect(terminal.invalidations == 1)
        #expect(terminal.frames.last.map { ($0.width, $0.height) } ?? (0, 0) == (50, 15))
    }

    /// A recording whose file cannot be written (here a folder) stops when it starts, with the
    /// reason, instead of failing after the whole session at `:record stop`.
    @Test func aRecordingToAFolderStopsAtOnce() throws {
        let scratch = try ScratchDirectory()
        let terminal = ScriptedTerminal(Self.typing(":record \(scratch.url.path)") + [nil, .terminate(signal: 15)])
        let status = try Self.run(terminal, in: scratch)
        #expect(status == 143)
        #expect(terminal.bells == 1)
        #expect(terminal.lastScreen.contains("not recording:"), "\(terminal.lastScreen)")
        #expect(!terminal.lastScreen.contains("REC"))
    }

    /// `:record` naming the route file the session runs would replace it with a scenario.
    @Test func aRecordingOverTheRouteFileStopsAtOnce() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Self.routes, to: "routes.json")
        let app = try CompiledApp.load(path: path)
        let terminal = ScriptedTerminal(Self.typing(":record \(path)") + Self.typing("loop://items/7") + Self.typing(":record stop")
                                        + [nil, .terminate(signal: 15)], columns: 400, rows: 40)
        try Self.run(terminal, in: scratch, app: app)
        #expect(terminal.frames.contains { $0.textLines().joined().contains("it is the route file this session runs") })
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.routes)
    }

    @Test func anEditedRouteFileIsReloadedByTheLoop() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Self.routes, to: "routes.json")
        let app = try CompiledApp.load(path: path)
        // The file changes before the second read, which is idle (nil) so the watcher polls and
        // reloads (it polls every half second); then the new route is typed.
        let terminal = ScriptedTerminal([nil])
        terminal.beforeRead = { read in
            if read == 1 {
                let edited = Self.routes.replacingOccurrences(of: "\"items/:id\"", with: "\"things/:id\"")
                try? Data(edited.utf8).write(to: URL(fileURLWithPath: path))
                Thread.sleep(forTimeInterval: 0.6)
                terminal.script = [KeyInput?](repeating: nil, count: 10) + Self.typing("loop://things/3") + [nil, .terminate(signal: 2)]
            }
        }
        let status = try Self.run(terminal, in: scratch, app: app, reloadPath: path)
        #expect(status == 130)
        #expect(terminal.lastScreen.contains("Item 3"), "the reloaded table routes things/3")
    }
}

/// The link files (AASA, manifest, assetlinks.json) in the loop: read on threads of their own,
/// swapped in with the route file, watched and reloaded when they change.
@Suite struct LinkFileLoadingTests {
    static let routes = """
    { "name": "Loop", "scheme": "loop", "domains": ["example.com"],
      "routes": [ { "path": "items/:id", "screen": "Item" } ],
      "screens": { "Item": { "title": "Item {id}" } },
      "links": { "ios": { "appID": "ABCDE12345.com.example.app", "associations": { "example.com": "aasa.json" } } } }
    """
    static func association(excluded: Bool) -> String {
        #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/items/*"\#(excluded ? #", "exclude": true"# : "")}]}]}}"#
    }

    /// Whether something happened, set from another thread.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        func set() { lock.withLock { value = true } }
        var isSet: Bool { lock.withLock { value } }
    }

    /// A link-file read that never finishes by itself (a stalled disk, a manifest that takes
    /// minutes) does not stop Ctrl-C: the loop quits while the read still waits. The read waits
    /// at most 120 s, a hang guard: were it on the UI thread, the loop would quit only after it.
    @Test func ctrlCQuitsWhileTheLinkFilesAreStillBeingRead() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Self.routes, to: "routes.json")
        try scratch.write(Self.association(excluded: false), to: "aasa.json")
        let app = try CompiledApp.load(path: path)
        let release = DispatchSemaphore(value: 0)
        let started = Flag(), finished = Flag()
        let terminal = ScriptedTerminal([nil, nil, .ctrl("c")])
        terminal.beforeRead = { read in
            // The first read waits until the background read has begun.
            while read == 0 && !started.isSet { Thread.sleep(forTimeInterval: 0.01) }
        }
        let status = InteractiveApp.run(app: app, reloadPath: path, terminal: terminal,
                                        history: HistoryStore(path: scratch.path("history"))) { file in
            started.set()
            _ = release.wait(timeout: .now() + 120)
            finished.set()
            return InteractiveApp.readLinks(file)
        }
        #expect(status == 0)
        #expect(!finished.isSet, "the loop waited for the link files before answering Ctrl-C")
        #expect(terminal.frames.first?.textLines().joined().contains("reading the link files of") == true)
        release.signal()
    }

    /// An edit to the association file is seen by the loop: said in the log, read again, and the
    /// link the file now excludes opens the browser instead of the app.
    @Test func anEditedAssociationFileIsReloadedAndSaidSo() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Self.routes, to: "routes.json")
        let aasa = try scratch.write(Self.association(excluded: false), to: "aasa.json")
        let app = try CompiledApp.load(path: path)
        let terminal = ScriptedTerminal(InteractiveLoopTests.typing("https://example.com/items/7") + [nil], columns: 160, rows: 40)
        var sawItem = false
        terminal.beforeRead = { read in
            guard terminal.script.isEmpty, !sawItem else { return }
            sawItem = terminal.lastScreen.contains("Item 7")
            try? Data(Self.association(excluded: true).utf8).write(to: URL(fileURLWithPath: aasa))
            Thread.sleep(forTimeInterval: 0.6)
            terminal.script = [KeyInput?](repeating: nil, count: 20) + InteractiveLoopTests.typing("https://example.com/items/8")
                + [nil, .terminate(signal: 2)]
        }
        let status = InteractiveApp.run(app: app, links: InteractiveApp.readLinks(app.file), reloadPath: path, terminal: terminal,
                                        history: HistoryStore(path: scratch.path("history")))
        #expect(status == 130)
        #expect(sawItem, "before the edit the association admits the link")
        let everything = terminal.frames.map { $0.textLines().joined(separator: "\n") }.joined(separator: "\n")
        #expect(everything.contains("aasa.json changed; reloading the link files"), "\(terminal.lastScreen)")
        #expect(everything.contains("link files reloaded"))
        #expect(terminal.lastScreen.contains("Safari"), "\(terminal.lastScreen)")
    }
}
