import ArgumentParser
import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavLint
import NavSupport

/// `navsim`: the UI by default, headless subcommands for scripts and CI.
struct Navsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navsim",
        abstract: "Simulate a mobile app's deep-link navigation from a route file.",
        discussion: """
            Without a subcommand navsim starts the terminal UI. The headless subcommands print \
            to stdout and exit 0 (ok), 1 (no match, lint errors, failed scenarios) or 2 (unusable \
            input: a bad route file or bad arguments).
            """,
        version: NavsimVersion.current,
        subcommands: [UICommand.self, MatchCommand.self, OpenCommand.self, MatrixCommand.self, RoutesCommand.self, CheckCommand.self, TestCommand.self, LinkCommand.self,
                      DiffProfilesCommand.self, InitCommand.self, GraphCommand.self],
        defaultSubcommand: UICommand.self)
}

/// `--routes FILE` and `--quiet`, shared by every command.
struct RouteFileOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The route file (default: ./demo-routes.json, else the bundled demo).", valueName: "file"))
    var routes: String?
    @Flag(name: .long, help: "Say nothing on stderr about the route file: neither that the bundled demo is used nor how many warnings it has.")
    var quiet = false

    /// The compiled app (under `profile` instead of the file's own, when given), or exit 2 with
    /// the file's problems on stderr.
    func load(profile: MatchingProfile? = nil) throws -> CompiledApp { try Self.load(routes: routes, profile: profile, quiet: quiet) }

    /// ``load(profile:)`` for the file `routes` names (`nil`: the default file). Unless `quiet`,
    /// a line on stderr says when that is the demo compiled into navsim (a forgotten `--routes`
    /// in a folder without demo-routes.json would otherwise answer about the Hotels demo
    /// unannounced), and one line counts the file's warnings (``warningsLine(count:path:)``):
    /// `navsim check` lists them, the other commands keep stderr for their own output.
    /// - Parameter countsWarnings: write the warnings line (the UI counts them in its own log instead).
    static func load(routes: String?, profile: MatchingProfile? = nil, quiet: Bool = false,
                     countsWarnings: Bool = true) throws -> CompiledApp {
        do {
            let app = try RouteFileLocator.load(explicit: routes).withProfile(profile)
            if !quiet, app.file.path == BundledDemo.path { Console.error(bundledDemoNote) }
            if !quiet, countsWarnings, let line = warningsLine(count: app.file.warnings.count, path: app.file.path) { Console.error(line) }
            return app
        } catch {
            Console.error(error.render())
            throw ExitCode(2)
        }
    }

    /// `3 warnings (navsim check FILE)`; `nil` when there are none.
    static func warningsLine(count: Int, path: String) -> String? {
        guard count > 0 else { return nil }
        return "\(count) warning\(count == 1 ? "" : "s") (navsim check \(path))"
    }

    /// What stderr says when the bundled demo is used.
    static let bundledDemoNote = "navsim: no --routes FILE and no ./\(RouteFileLocator.defaultName) here: using the bundled Hotels demo (--quiet leaves this out)"
}

/// stdout and stderr writing. Text goes out with its control characters made visible: a
/// decoded URL parameter such as `%1B%5B2J` would otherwise reach the user's terminal as an
/// escape sequence (clearing the screen, setting the title, writing the clipboard).
enum Console {
    static func print(_ lines: [String]) {
        for line in lines { Swift.print(visible(line)) }
    }

    /// Writes `text` to stderr. A failure (stderr closed, full, or a closed pipe) is ignored:
    /// there is nowhere left to report it, and it must not crash the command.
    static func error(_ text: String) {
        let shown = visible(text)
        _ = AtomicFileWriter.writeAll(STDERR_FILENO, Data((shown.hasSuffix("\n") ? shown : shown + "\n").utf8))
    }

    /// `text` with every control character but newline and tab, and every bidirectional
    /// control, written as `\u{1B}`.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII without the Unicode tables: its controls are C0 and DEL.
        if scalar.isASCII { return (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F }
        return (scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t") || isBidiControl(scalar)
    }

    /// The bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and its kin), which reorder
    /// what the terminal shows after them: a URL could display as another.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// Runs the command line; bad arguments exit 2 (ArgumentParser's own code would be 64). The
/// `navsim` executable is this call alone.
public enum NavsimCommandLine {
    public static func main() {
        StandardStreams.guardClosedDescriptors()
        do {
            let arguments = StandardStreams.arguments()
            if let match = MatchArguments.read(arguments) {
                try MatchCommand.run(match)
            } else {
                var command = try Navsim.parseAsRoot(arguments)
                try command.run()
            }
            StandardStreams.exit(0)
        } catch let exit as ExitCode {
            StandardStreams.exit(exit.rawValue)
        } catch {
            // ArgumentParser's messages (help included), written here so that a failed write of
            // the help is reported like any other output.
            let code = Navsim.exitCode(for: error)
            let message = Navsim.fullMessage(for: error)
            if code.isSuccess {
                if !message.isEmpty { Console.print([message]) }
                StandardStreams.exit(0)
            }
            Console.error(message)
            // Bad arguments exit 2, as bad input does (ArgumentParser's own code would be 64).
            StandardStreams.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
