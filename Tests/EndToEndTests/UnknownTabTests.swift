import Foundation
import TestSupport
import Testing

/// A route naming a tab that `tabs` lacks gets one answer everywhere: the same error from
/// `check` (exit 1, a file with errors), from every command that runs the file (exit 2,
/// unusable input), and from a live reload in the UI (the last good table is kept).
@Suite(.serialized) struct UnknownTabTests {
    static let message = #"routes.json:7:52: error: routes[1].tab: no tab "acount" in "tabs"; did you mean "account"?"#
    static let broken = TerminalUITests.shop.replacingOccurrences(
        of: #"{ "path": "orders", "screen": "Orders", "tab": "account" }"#,
        with: #"{ "path": "orders", "screen": "Orders", "tab": "acount" }"#)

    @Test func checkAndEveryRunningCommandSayTheSame() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.broken, to: "routes.json")
        let check = try NavsimBinary.run(["check", "routes.json"], in: scratch.url)
        #expect(check.status == 1)
        #expect(check.stdout.contains(Self.message), "\(check.stdout)")
        for command in [["open", "shop://orders"], ["match", "shop://orders"], ["routes"]] {
            let run = try NavsimBinary.run(command + ["--routes", "routes.json"], in: scratch.url)
            #expect(run.status == 2, "\(command): \(run.stdout)")
            #expect(run.stderr.contains(Self.message), "\(command): \(run.stderr)")
        }
    }

    /// In a terminal, the UI refuses the file before it takes the screen: the message stays
    /// readable on the main screen, and the exit status is the headless commands' 2.
    @Test
    func theUIRefusesItAtStart() throws {
        let tmux = try Tmux(columns: 120, rows: 20)
        try tmux.scratch.write(Self.broken, to: "routes.json")
        try tmux.type("cd \(tmux.scratch.url.path) && SWIFT_BACKTRACE=enable=no \(Binary.path) --routes routes.json; echo EXIT=$((1+1))$?")
        try tmux.send("Enter")
        let screen = try tmux.waitFor("EXIT=22")
        #expect(screen.contains(Self.message), "\(screen)")
        #expect(!screen.contains("Container tree"))
    }

    @Test
    func aLiveReloadRefusesItOnScreen() throws {
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let routes = try scratch.write(TerminalUITests.shop, to: "routes.json")
        let tmux = try TerminalUITests().start(routes: routes)
        try Data(Self.broken.utf8).write(to: URL(fileURLWithPath: routes))
        let screen = try tmux.waitFor(all: ["⚠ reload failed", "reload failed; keeping the last good"])
        #expect(screen.contains("URL shop://products"), "\(screen)")
        try tmux.send("C-c")
        try TerminalUITests().expectTerminalRestored(tmux, exitCode: 130)
    }
}
