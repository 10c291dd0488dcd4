import Foundation
import TestSupport
import Testing

/// The UI under tmux when things go wrong: crash signals, a huge paste, bytes that are not
/// UTF-8, a route file broken while the UI runs. The terminal is always given back sane.
@Suite(.serialized)
struct TerminalRobustnessTests {
    let ui = TerminalUITests()

    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

    /// A crash signal arriving mid-session (a deep stack, the alternate screen, mouse and
    /// bracketed paste on) still leaves a cooked terminal, and the process dies of the signal.
    @Test(arguments: crashSignals)
    func aCrashSignalRestoresTheTerminal(signal: Int32) throws {
        let tmux = try ui.start()
        try tmux.type("shop://products/shoes/42")
        try tmux.send("Enter")
        try tmux.waitFor("Product 42")
        let navsim = try #require(try tmux.foregroundChildPID(), "navsim is not running in the pane")
        kill(navsim, signal)
        try ui.expectTerminalRestored(tmux, exitCode: 128 + Int(signal))
    }

    /// A paste of 100,000 characters is cut to what the input line holds, with a message, and
    /// the UI stays responsive.
    @Test func aHugePasteIsCutWithAMessage() throws {
        let tmux = try ui.start()
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let text = try scratch.write(String(repeating: "x", count: 100_000), to: "paste.txt")
        try tmux.tmux(["load-buffer", text])
        try tmux.tmux(["paste-buffer", "-p"])
        try tmux.waitFor("the paste was cut to 16384 characters (")
        try tmux.send("C-u")
        try tmux.type("shop://orders")
        try tmux.send("Enter")
        try tmux.waitFor("Orders #3")
        try tmux.send("C-c")
        try ui.expectTerminalRestored(tmux, exitCode: 130)
    }

    /// A terminal that does not send bracketed-paste markers types a paste key by key (tmux's
    /// `paste-buffer` without `-p`): a megabyte of it is read as pastes, each cut with the paste's
    /// message rather than one message per key; a line break in it still submits the line
    /// before it, in order, and the UI answers right after.
    @Test func aHugePasteWithoutBracketedPasteIsCutLikeAPaste() throws {
        let tmux = try ui.start()
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let lines = [String(repeating: "x", count: 500_000), "shop://orders", String(repeating: "y", count: 500_000)]
        let text = try scratch.write(lines.joined(separator: "\n"), to: "paste.txt")
        try tmux.tmux(["load-buffer", text])
        try tmux.tmux(["paste-buffer"])
        let screen = try tmux.waitFor(all: ["Orders #3", "› yyyy", "the paste was cut to 16384 characters (483616 dropped)"], timeout: 60)
        #expect(!screen.contains("the input line holds at most"), "the paste was read key by key:\n\(screen)")
        try tmux.send("C-u")
        try tmux.type("shop://products/shoes/42")
        try tmux.send("Enter")
        try tmux.waitFor("Product 42", timeout: 60)
        try tmux.send("C-c")
        try ui.expectTerminalRestored(tmux, exitCode: 130)
    }

    /// Bytes that are not UTF-8 (a stray continuation byte, 0xFF, an overlong '/') typed at the
    /// keyboard are dropped; what follows is read normally.
    @Test func invalidUTF8FromTheKeyboardIsIgnored() throws {
        let tmux = try ui.start()
        try tmux.tmux(["send-keys", "-H", "ff", "fe", "80", "bf", "c0", "af"])
        Thread.sleep(forTimeInterval: 0.3)
        try tmux.type("shop://orders")
        var screen = try tmux.waitFor("› shop://orders")
        #expect(!screen.contains("\u{FFFD}"), "a replacement character reached the screen:\n\(screen)")
        try tmux.send("Enter")
        screen = try tmux.waitFor("Orders #3")
        #expect(screen.contains("URL shop://orders"))
        try tmux.send("C-c")
        try ui.expectTerminalRestored(tmux, exitCode: 130)
    }

    /// A route file broken on disk while the UI runs is reported and the working table and the
    /// navigation are kept; once fixed it reloads, with the session's inputs replayed.
    @Test func aBrokenRouteFileNeverReplacesTheWorkingTable() throws {
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let routes = try scratch.write(TerminalUITests.shop, to: "routes.json")
        let tmux = try ui.start(routes: routes)
        try tmux.type("shop://products/shoes/42")
        try tmux.send("Enter")
        try tmux.waitFor("Product 42")

        try Data(#"{ "name": "Shop", "routes": [ { "path": "orders" }, ] }"#.utf8).write(to: URL(fileURLWithPath: routes))
        var screen = try tmux.waitFor("reload failed")
        #expect(screen.contains("⚠ reload failed"))
        #expect(screen.contains("URL shop://products/shoes/42"), "the navigation changed:\n\(screen)")
        #expect(screen.contains("Product 42"))
        try tmux.type("shop://products/hats/7")
        try tmux.send("Enter")
        screen = try tmux.waitFor("Product 7")

        let fixed = TerminalUITests.shop.replacingOccurrences(
            of: #"{ "path": "orders", "screen": "Orders", "tab": "account" }"#,
            with: #"{ "path": "orders", "screen": "Orders", "tab": "account" }, { "path": "help", "screen": "Help" }"#)
        try Data(fixed.utf8).write(to: URL(fileURLWithPath: routes))
        screen = try tmux.waitFor("replayed 2 inputs")
        #expect(!screen.contains("⚠ reload failed"))
        #expect(screen.contains("URL shop://products/hats/7"))
        try tmux.type("shop://help")
        try tmux.send("Enter")
        try tmux.waitFor("Help #")
        try tmux.send("C-c")
        try ui.expectTerminalRestored(tmux, exitCode: 130)
    }
}
