import ArgumentParser
import Foundation
import NavConfig

/// `navsim [--routes FILE]`: the terminal UI.
struct UICommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "ui", abstract: "Start the terminal UI (the default).")

    @OptionGroup var file: RouteFileOptions

    func run() throws {
        let app = try file.load()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            Console.error("navsim: the UI needs a terminal. For headless use try `navsim open INPUT... --json`, `navsim match URL` or `navsim check`.")
            throw ExitCode(2)
        }
        Console.print(Reports.routesText(app))
        print("\nThe terminal UI is not built yet; the route table above is what it will drive.")
    }
}
