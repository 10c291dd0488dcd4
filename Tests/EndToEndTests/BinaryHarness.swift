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

    /// Writes `text` to a new temporary file and returns its path.
    static func temporaryFile(_ text: String, name: String = "routes.json") throws -> String {
        try temporaryData(Data(text.utf8), name: name)
    }

    /// Writes `data` to a new file `name` in a new temporary folder and returns its path.
    static func temporaryData(_ data: Data, name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(name)
        try data.write(to: file)
        return file.path
    }
}

/// A private tmux server running a shell at a fixed size; the UI is started from the shell so
/// that the shell's terminal settings can be read back after navsim exits.
final class Tmux {
    static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    let socket = "navsim-e2e-\(UUID().uuidString.prefix(8))"
    let columns: Int
    let rows: Int

    init(columns: Int = 120, rows: Int = 34) throws {
        self.columns = columns
        self.rows = rows
        try tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "env -i PATH=/usr/bin:/bin HOME=/tmp TERM=xterm-256color LANG=C.UTF-8 bash --norc --noprofile"])
        try tmux(["set-option", "-g", "status", "off"])
    }

    deinit { _ = try? tmux(["kill-server"]) }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // `new-session` forks the tmux server, which would keep every descriptor it inherits
        // open for good (Foundation's Process then never sees the child end, and other tests'
        // pipes never reach EOF): close them all before exec.
        let closeInherited = arguments.first == "new-session"
            ? "i=3; while [ $i -lt 1024 ]; do eval \"exec $i>&-\" 2>/dev/null; i=$((i+1)); done; " : ""
        process.arguments = ["-c", closeInherited + "exec tmux -L \"$0\" \"$@\"", socket] + arguments
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard arguments.first != "new-session" else {
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return ""
        }
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
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
    func waitFor(_ text: String, timeout: Double = 15) throws -> String {
        try waitFor(all: [text], timeout: timeout)
    }

    /// Polls the pane until every one of `texts` is on it at once (a redraw can be captured
    /// half done, so wait for everything a test then looks at).
    @discardableResult
    func waitFor(all texts: [String], timeout: Double = 15) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if texts.allSatisfy(last.contains) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        Issue.record("timed out waiting for \(texts); the screen was:\n\(last)")
        return last
    }
}
