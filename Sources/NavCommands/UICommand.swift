import ArgumentParser
import Foundation
import NavTerminal
import NavRouting
import NavModel
import NavRouteFile

/// `navsim [--routes FILE]`: the terminal UI.
struct UICommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ui", abstract: "Start the terminal UI (the default).")

    @OptionGroup var file: RouteFileOptions

    func run() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            Console.error("navsim: the UI needs a terminal (stdin and stdout must be a TTY).\n"
                + "For headless use: `navsim open INPUT... [--json]`, `navsim match URL [--json]`, `navsim link URL...`, `navsim routes`, `navsim check`.")
            throw ExitCode(2)
        }
        // No warnings line on stderr: the UI's first log line counts them, and the line would be
        // left on the terminal the UI restores at exit.
        let app = try RouteFileOptions.load(routes: file.routes, quiet: file.quiet, countsWarnings: false)
        // The link files are read here with the route file, before the terminal is taken
        // (Ctrl-C still ends the process); after an edit the UI rereads them on a thread of its own.
        let links = InteractiveApp.readLinks(app.file)
        let reloadPath = app.file.path == BundledDemo.path ? nil : app.file.path
        do {
            let code = try InteractiveApp.run(app: app, links: links, reloadPath: reloadPath)
            if code != 0 { throw ExitCode(code) }
        } catch let error as TerminalError {
            Console.error("navsim: \(error)\nFor headless use: `navsim open INPUT... [--json]` or `navsim match URL`.")
            throw ExitCode(2)
        }
    }
}
