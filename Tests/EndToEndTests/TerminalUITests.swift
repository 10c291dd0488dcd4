import Foundation
import TestSupport
import Testing

/// The UI of the built binary under tmux, as a person would use it.
@Suite(.serialized)
struct TerminalUITests {
    static let shop = """
    {
      "name": "Shop", "scheme": "shop",
      "tabs": [ { "id": "home", "title": "Home", "root": "Home" }, { "id": "account", "title": "Account", "root": "Account" } ],
      "screens": { "ProductList": { "title": "All {category}" }, "Product": { "title": "Product {id}" } },
      "routes": [
        { "path": "products{Home}/:category{ProductList}/<int:id>{Product}", "tab": "home" },
        { "path": "orders", "screen": "Orders", "tab": "account" }
      ],
      "shortcuts": [ { "name": "orders", "title": "My orders", "key": "F3", "url": "shop://orders" } ]
    }
    """

    /// Starts navsim on the shop file (or the route file at `routes`) in a fresh tmux, with
    /// `TERM` as given (the shell's xterm-256color by default); returns the session once the UI is up.
    func start(columns: Int = 120, rows: Int = 34, routes: String? = nil, term: String? = nil) throws -> Tmux {
        let tmux = try Tmux(columns: columns, rows: rows)
        let routes = try routes ?? tmux.scratch.write(Self.shop, to: "shop.json")
        let history = routes + ".history"
        let terminal = term.map { "TERM=\($0) " } ?? ""
        try tmux.type("\(terminal)NAVSIM_HISTORY=\(history) SWIFT_BACKTRACE=enable=no \(Binary.path) --routes \(routes)")
        try tmux.send("Enter")
        try tmux.waitFor("Container tree")
        return tmux
    }

    /// After navsim exits, the shell's terminal is back in cooked mode with echo.
    func expectTerminalRestored(_ tmux: Tmux, exitCode: Int) throws {
        // Wait until navsim has left the alternate screen and the shell prompt is back.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, try tmux.screen().contains("Container tree") { Thread.sleep(forTimeInterval: 0.1) }
        // The marker is computed by the shell, so it never matches the typed command itself.
        try tmux.type("echo \"EXIT=$?\"; stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(icanon|echo|isig|icrnl)' | tr '\\n' ' '; echo RESULT_$((40+2))")
        try tmux.send("Enter")
        let screen = try tmux.waitFor("RESULT_42")
        #expect(screen.contains("EXIT=\(exitCode)"))
        #expect(screen.contains("icrnl isig icanon echo RESULT_42"), "terminal not restored:\n\(screen)")
        // Main screen, no mouse reporting, keypad in normal mode, cursor shown.
        let modes = try tmux.tmux(["display-message", "-p", "#{alternate_on}#{mouse_any_flag}#{keypad_flag}#{cursor_flag}"])
        #expect(modes.trimmingCharacters(in: .whitespacesAndNewlines) == "0001", "terminal modes not restored: \(modes)")
    }

    @Test func typeADeepLinkWalkTheStackAndQuitWithCtrlC() throws {
        let tmux = try start()
        try tmux.type("shop://products/shoes/42")
        try tmux.send("Enter")
        try tmux.waitFor(all: ["Product 42", "URL shop://products/shoes/42", "2 Product 42  Product #4 new"])
        // Walk the back stack: Esc to the navigator, up twice, Enter pops to the root.
        try tmux.send("Escape")
        try tmux.waitFor("NAVIGATOR")
        try tmux.send("Up")
        try tmux.waitFor(all: ["preview · Enter pops to here", "All shoes"])
        try tmux.send("Up")
        try tmux.send("Enter")
        try tmux.waitFor(all: ["URL shop://products\n", "popped ProductList #3"], none: ["1 All shoes  ProductList #3"])
        // Right arrow switches tabs.
        try tmux.send("Right")
        try tmux.waitFor("● Account")
        try tmux.send("C-c")
        try expectTerminalRestored(tmux, exitCode: 130)
    }

    /// A route file with warnings: the UI counts them in its log, and after Ctrl-C nothing about
    /// them is written on the restored terminal.
    @Test func warningsAreNotWrittenOverTheRestoredScreen() throws {
        let tmux = try Tmux(columns: 120, rows: 34)
        let withWarnings = Self.shop.replacingOccurrences(of: #""name": "Shop","#, with: #""name": "Shop", "colour": "red","#)
        let routes = try tmux.scratch.write(withWarnings, to: "shop.json")
        try tmux.type("clear; NAVSIM_HISTORY=\(routes).history SWIFT_BACKTRACE=enable=no \(Binary.path) --routes \(routes)")
        try tmux.send("Enter")
        try tmux.waitFor(all: ["Container tree", "1 warning in shop.json"])
        try tmux.send("C-c")
        try expectTerminalRestored(tmux, exitCode: 130)
        let screen = try tmux.screen()
        #expect(!screen.contains("warning"), "\(screen)")
        #expect(!screen.contains("colour"), "\(screen)")
    }

    @Test func shortcutHotkeyFires() throws {
        let tmux = try start()
        try tmux.send("F3")
        try tmux.waitFor(all: ["Orders #3", "URL shop://orders", "pushed Orders #3"])
        try tmux.send("C-c")
        try expectTerminalRestored(tmux, exitCode: 130)
    }

    @Test func resizeRedrawsAndTinyTerminalSaysSo() throws {
        let tmux = try start()
        try tmux.tmux(["resize-window", "-x", "30", "-y", "10"])
        try tmux.waitFor("Terminal too small")
        try tmux.tmux(["resize-window", "-x", "70", "-y", "20"])
        let screen = try tmux.waitFor(all: ["─ Log", "Enter open"])
        #expect(!screen.contains("Container tree"))
        try tmux.tmux(["resize-window", "-x", "130", "-y", "34"])
        try tmux.waitFor("Container tree")
        try tmux.send("C-c")
        try expectTerminalRestored(tmux, exitCode: 130)
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let tmux = try start()
        let navsim = try #require(try tmux.foregroundChildPID(), "navsim is not running in the pane")
        kill(navsim, SIGTERM)
        try expectTerminalRestored(tmux, exitCode: 143)
    }

    @Test func sighupRestoresTheTerminal() throws {
        let tmux = try start()
        let navsim = try #require(try tmux.foregroundChildPID(), "navsim is not running in the pane")
        kill(navsim, SIGHUP)
        try expectTerminalRestored(tmux, exitCode: 129)
    }

    @Test func quitCommandExitsZero() throws {
        let tmux = try start()
        try tmux.type(":quit")
        try tmux.send("Enter")
        try expectTerminalRestored(tmux, exitCode: 0)
    }
}

/// The harness itself: what it starts has no signal blocked, and closing it leaves nothing.
@Suite(.serialized)
struct TmuxHarnessTests {
    @Test func serverAndPaneHaveNoBlockedSignalsAndCloseLeavesNothing() throws {
        let tmux = try Tmux(columns: 80, rows: 24)
        let server = try #require(tmux.serverPID)
        let pane = try #require(pid_t(try tmux.tmux(["list-panes", "-F", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)))
        // tmux blocks every signal around its fork and the child unblocks them before it execs,
        // so the pane's mask is read once the shell runs (env has exec'd bash).
        let started = Date().addingTimeInterval(60)
        while Date() < started, (try? String(contentsOfFile: "/proc/\(pane)/comm", encoding: .utf8)) != "bash\n" {
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(CleanSpawn.blockedSignals(of: server) == 0)
        #expect(CleanSpawn.blockedSignals(of: pane) == 0)
        // A child of the pane's shell that would outlive a careless cleanup.
        try tmux.type("sleep 600")
        try tmux.send("Enter")
        var sleeper: pid_t?
        let deadline = Date().addingTimeInterval(60)
        while sleeper == nil, Date() < deadline {
            sleeper = CleanSpawn.descendants(of: pane).first
            Thread.sleep(forTimeInterval: 0.05)
        }
        let child = try #require(sleeper)
        #expect(FileManager.default.fileExists(atPath: tmux.socketPath))
        tmux.close()
        #expect(!CleanSpawn.isRunning(server))
        #expect(!CleanSpawn.isRunning(pane))
        #expect(!CleanSpawn.isRunning(child))
        #expect(!FileManager.default.fileExists(atPath: tmux.socketPath))
    }
}
