import Foundation
import TestSupport
import Testing

/// What a new user sees at 80×24 on the demo, from the built binary under tmux: the app's
/// shortcuts in the footer, the simulated platform in the title bar, the input's placeholder
/// while the line is empty, and the navigator's selected row marked with a character.
@Suite(.serialized)
struct NewUserTerminalTests {
    static let demo = ProjectFiles.root.appendingPathComponent("demo-routes.json").path

    /// navsim on `routes` (the demo by default, which has links, so a platform is simulated) at 80×24.
    func start(routes: String = demo) throws -> Tmux {
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("NAVSIM_HISTORY=\(tmux.scratch.path("history")) SWIFT_BACKTRACE=enable=no \(Binary.path) --routes \(routes)")
        try tmux.send("Enter")
        try tmux.waitFor("Container tree")
        return tmux
    }

    func lines(_ screen: String) -> [String] { screen.components(separatedBy: "\n") }

    @Test func theFooterShowsTheShortcutsAndTheTitleKeepsThePlatform() throws {
        let tmux = try start()
        var screen = try tmux.waitFor(all: ["Ctrl-P all 4 shortcuts", "· iOS"])
        #expect(lines(screen)[23].contains("F2 New booking · Ctrl-P all 4 shortcuts"), "\(screen)")
        #expect(lines(screen)[0].contains("· iOS"), "\(screen)")
        // Ctrl-O: the title bar follows the platform.
        try tmux.send("C-o")
        screen = try tmux.waitFor("· Android 34")
        #expect(lines(screen)[0].hasPrefix(" navsim · Hotels · hotels:// · navsim profile · Android 34"), "\(lines(screen)[0])")
        // F1 lists this app's shortcuts by hotkey and name.
        try tmux.send("F1")
        screen = try tmux.waitFor("Shortcuts of Hotels")
        #expect(screen.contains("F2"), "\(screen)")
        #expect(screen.contains("newBooking"), "\(screen)")
        try tmux.send("C-c")
    }

    /// With a long app name, a long file name and a warning, the profile and the app's name
    /// leave the title bar; the platform stays.
    @Test func aCrowdedTitleBarKeepsThePlatform() throws {
        let scratch = try ScratchDirectory()
        let root = ProjectFiles.root.path
        let text = try String(contentsOfFile: Self.demo, encoding: .utf8)
            .replacingOccurrences(of: #""Resources/links/"#, with: #""\#(root)/Resources/links/"#)
            .replacingOccurrences(of: #""name": "Hotels""#, with: #""colour": "red", "name": "Hotels and Resorts of the World""#)
        let routes = try scratch.write(text, to: "hotels-and-resorts-routes.json")
        let tmux = try start(routes: routes)
        let screen = try tmux.waitFor(all: ["⚠ 1 warning", "· iOS"])
        let title = lines(screen)[0]
        #expect(title.hasPrefix(" navsim · hotels:// · iOS "), "\(title)")
        #expect(title.hasSuffix("⚠ 1 warning · hotels-and-resorts-routes.json"), "\(title)")
        // The warning is one line in the log, and the hint with an example stays in view.
        #expect(screen.contains(":lint lists them"), "\(screen)")
        #expect(screen.contains("press Enter; F1 shows every key"), "\(screen)")
        try tmux.type(":lint")
        try tmux.send("Enter")
        try tmux.waitFor(all: ["› :lint", "1 finding", "\"colour\" is ignored"])
        try tmux.send("C-c")
    }

    @Test func thePlaceholderShowsWhileTheFocusedLineIsEmpty() throws {
        let tmux = try start()
        let placeholder = "› type a deep link, a shortcut name or :command"
        // On the first screen, with the cursor in the input line.
        var screen = try tmux.waitFor(placeholder)
        #expect(lines(screen)[22].hasPrefix(placeholder))
        #expect(screen.contains("INPUT"))
        // The first log offers an example from the file and :routes, and is in view.
        #expect(screen.contains(":routes"), "\(screen)")
        try tmux.type("hot")
        screen = try tmux.waitFor(all: ["› hot"], none: [placeholder])
        try tmux.send("C-u")
        screen = try tmux.waitFor(placeholder)
        #expect(screen.contains("INPUT"))
        try tmux.send("C-c")
    }

    @Test func theNavigatorMarksItsSelectedRow() throws {
        let tmux = try start()
        try tmux.type("hotels://cities/paris/42")
        try tmux.send("Enter")
        try tmux.waitFor("2 Hotel 42")
        try tmux.send("Escape")
        try tmux.waitFor(all: ["NAVIGATOR", "▸ 2"])
        try tmux.send("Up")
        let screen = try tmux.waitFor(all: ["▸ 1"], none: ["▸ 2"])
        #expect(screen.components(separatedBy: "▸").count == 2, "one row is marked:\n\(screen)")
        try tmux.send("C-c")
    }
}
