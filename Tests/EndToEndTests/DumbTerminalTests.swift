import Foundation
import TestSupport
import Testing

/// `TERM=dumb` is a terminal ncurses accepts but that cannot move the cursor: the UI showed
/// only its footer. It is refused like an unknown `TERM`, pointing to the headless commands.
@Suite
struct DumbTerminalTests {
    @Test func theUIRefusesTERMDumbWithAMessage() throws {
        let tmux = try Tmux(columns: 120, rows: 20)
        try tmux.type("TERM=dumb SWIFT_BACKTRACE=enable=no \(Binary.path) --routes \(Binary.root.path)/demo-routes.json; echo EXIT=$((1+1))$?")
        try tmux.send("Enter")
        let screen = try tmux.waitFor("EXIT=22")
        #expect(screen.contains("navsim: cannot set up the terminal: TERM=dumb cannot move the cursor, so it cannot show the UI"), "\(screen)")
    }
}
