import Foundation
import TestSupport
import Testing

/// Runs the built `navsim` binary (through TestSupport's `NavsimBinary`): headless commands
/// through a pipe, the UI inside tmux.
enum Binary {
    /// The executable the tests were built with.
    static var path: String { (try? NavsimBinary.path.get()) ?? "navsim-not-built" }

    /// The repository root (for demo-routes.json and the examples).
    static var root: URL { ProjectFiles.root }

    typealias Result = NavsimBinary.Output

    /// Runs `navsim arguments…` with stdin from /dev/null, in `directory`.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        try NavsimBinary.run(arguments, in: directory)
    }
}

/// A private tmux server running a shell at a fixed size; the UI is started from the shell so
/// that the shell's terminal settings can be read back after navsim exits.
///
/// Every tmux command is spawned with a clean signal state (``CleanSpawn``): the test runner
/// blocks SIGTERM and SIGHUP, and a server inheriting that mask survives `kill-server`.
/// ``close()`` (also run on deinit, so on every exit path of a test, thrown errors and failed
/// expectations included) ends the server, removes its socket file, and records an issue when
/// the server, the pane's shell or anything they started is still running afterwards.
final class Tmux {
    static let executable = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }
    static var isAvailable: Bool { executable != nil }

    let socket = "navsim-e2e-\(UUID().uuidString.prefix(8))"
    /// Files the session needs (a route file, its history); removed with the session.
    let scratch: ScratchDirectory
    let columns: Int
    let rows: Int
    /// The server and the processes of its pane, recorded at start to check they end.
    private(set) var serverPID: pid_t?
    private var closed = false

    init(columns: Int = 120, rows: Int = 34) throws {
        scratch = try ScratchDirectory()
        self.columns = columns
        self.rows = rows
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "env -i PATH=/usr/bin:/bin HOME=/tmp TERM=xterm-256color LANG=C.UTF-8 bash --norc --noprofile"])
        serverPID = pid_t(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
        try tmux(["set-option", "-g", "status", "off"])
    }

    deinit { close() }

    /// The socket file of this server.
    var socketPath: String {
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        return "\(directory)/tmux-\(getuid())/\(socket)"
    }

    /// Ends the server and checks that nothing it ran is left: no server process, no process
    /// of its panes, no server answering on the socket (whose file is removed). SIGKILL only
    /// as a last resort, and then an issue is recorded.
    func close() {
        guard !closed else { return }
        closed = true
        let leftovers = serverPID.map { [$0] + CleanSpawn.descendants(of: $0) } ?? []
        _ = try? tmux(["kill-server"])
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, leftovers.contains(where: CleanSpawn.isRunning) { Thread.sleep(forTimeInterval: 0.02) }
        let survivors = leftovers.filter(CleanSpawn.isRunning)
        if !survivors.isEmpty {
            let masks = survivors.map { "\($0) SigBlk=\(String(CleanSpawn.blockedSignals(of: $0) ?? 0, radix: 16))" }
            Issue.record("tmux -L \(socket): still running after kill-server: \(masks.joined(separator: ", "))")
            for pid in survivors { kill(pid, SIGKILL) }
        }
        // tmux leaves its socket file when the server ends; nothing may answer on it any more.
        if let answer = try? tmux(["list-sessions", "-F", "#{session_name}"]), !answer.isEmpty {
            Issue.record("tmux -L \(socket): a server still answers after kill-server: \(answer)")
        }
        try? FileManager.default.removeItem(atPath: socketPath)
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        guard let executable = Self.executable else { throw CleanSpawn.Failure(description: "tmux is not installed") }
        // `new-session` forks the server, which keeps its standard output: never a pipe we read.
        return try CleanSpawn.run(executable, ["-L", socket] + arguments, captureOutput: arguments.first != "new-session").stdout
    }

    /// The process the pane's shell is running in the foreground (navsim), found as the
    /// shell's child.
    func foregroundChildPID() throws -> pid_t? {
        let shell = try tmux(["list-panes", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let shellPID = Int(shell),
              let children = try? String(contentsOfFile: "/proc/\(shellPID)/task/\(shellPID)/children", encoding: .utf8)
        else { return nil }
        return children.split(separator: " ").first.flatMap { pid_t($0) }
    }

    func send(_ keys: String...) throws { try tmux(["send-keys"] + keys) }
    func type(_ text: String) throws { try tmux(["send-keys", "-l", text]) }
    func screen() throws -> String { try tmux(["capture-pane", "-p"]) }

    /// Polls the pane until `text` appears (or `timeout` passes); returns the last capture.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 60) throws -> String {
        try waitFor(all: [text], timeout: timeout)
    }

    /// Polls the pane until every one of `texts` is on it at once (a redraw can be captured
    /// half done, so wait for everything a test then looks at).
    @discardableResult
    func waitFor(all texts: [String], timeout: Double = 60) throws -> String {
        try waitFor(all: texts, none: [], timeout: timeout)
    }

    /// Polls the pane until every one of `texts` is on it and none of `absent` is: the screen
    /// after a redraw that removes something, never a capture taken while it was half written.
    /// A screen that keeps an `absent` text records an issue when `timeout` passes.
    @discardableResult
    func waitFor(all texts: [String], none absent: [String], timeout: Double = 60) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if texts.allSatisfy(last.contains), !absent.contains(where: last.contains) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("timed out waiting for \(texts) without \(absent); the screen was:\n\(last)")
        return last
    }
}
