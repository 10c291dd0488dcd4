import NavExplain
import ArgumentParser
import Foundation
import NavLinks
import NavModel
import NavRouting
import NavRouteFile
import NavScenarios
import NavLint
import NavSupport
import NavProfiles

/// `navsim match URL`: the winning route and its parameters.
struct MatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "match", abstract: "Show the route a URL matches; exit 1 when none does.")

    @OptionGroup var file: RouteFileOptions
    @Argument(help: "A URL or path, e.g. hotels://cities/paris/42 or /cities/paris.") var url: String
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "List every candidate route and why it won or lost.") var explain = false
    @Option(help: ArgumentHelp("Match with this profile instead of the file's (\(MatchingProfile.namesForHelp)).", valueName: "profile"))
    var profile: MatchingProfile?

    /// What was asked, as `MatchArguments.read` gives it for a plain command line.
    var arguments: MatchArguments { MatchArguments(url: url, json: json, explain: explain, routes: file.routes, profile: profile, quiet: file.quiet) }

    func run() throws { try Self.run(arguments) }

    /// Runs `match` as `request` asks (from ArgumentParser or from `MatchArguments.read`).
    static func run(_ request: MatchArguments) throws {
        let url = request.url
        let app = try RouteFileOptions.load(routes: request.routes, profile: request.profile, quiet: request.quiet)
        // A profile with its own navigation answers `match --json` in its library's terms.
        if request.json, let navigator = app.navigator, let answer = navigator.matchJSON(url, simulator: app.simulator) {
            print(answer.json.rendered())
            if !answer.matched { throw ExitCode(1) }
            return
        }
        // Routes whose `when` does not hold with the file's `state` decline, as in the simulator.
        let declined = app.simulator.decliningRoutes(flags: app.app.initialState)
        let table = app.simulator.table(declining: declined)
        let outcome = table.match(url)
        let explanation = request.explain ? table.explain(url).naming(declined, flags: app.app.initialState) : nil
        if request.json {
            print(Reports.matchJSON(url, outcome: outcome, app: app, explanation: explanation).rendered())
        } else {
            Console.print(Reports.matchText(url, outcome: outcome, app: app))
            if let explanation { Console.print([""] + explanation.lines + Reports.parentChainText(outcome, app: app)) }
        }
        if outcome.match == nil { throw ExitCode(1) }
    }
}

/// `navsim open [--from INPUT... --] INPUT...`: apply inputs from a cold start (or a warm one)
/// and print the tree.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Apply inputs (URLs, paths, shortcut names, :commands) from a cold start; print the final tree.",
        discussion: """
            `navsim open --from A B -- C` starts warm: A and B set up the state, then C is the input \
            under test (the trace marks which is which). Without --from the start is cold.
            """)

    @OptionGroup var file: RouteFileOptions
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Start warm: apply these inputs first, then the inputs after `--`.", valueName: "input"))
    var from: [String] = []
    @Argument(help: "Inputs, applied in order.") var inputs: [String] = []
    @Option(name: .customLong("inputs"),
            help: ArgumentHelp("Also apply the inputs in this file, one a line, after those given as arguments; `-` reads them from stdin.",
                               valueName: "file"))
    var inputsFile: String?
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "Show each step's decision and mutation.") var trace = false
    @Option(help: ArgumentHelp("Also write the session as a scenario file (each input with the state it produced); replay it with `navsim test`.",
                               valueName: "file"))
    var record: String?
    @OptionGroup var device: PlatformOption

    func run() throws {
        let inputs = try allInputs()
        let app = try file.load()
        let simulator = try device.simulator(for: app)
        let launch = Launch(from: setupInputs)
        if let record, let input = AtomicFileWriter.input(among: [app.file.path] + [inputsFile].compactMap { $0 }, replacedBy: record) {
            Console.error("navsim: --record \(record) would replace \(input == app.file.path ? "the route file" : "the file of inputs") \(input); name another file")
            throw ExitCode(2)
        }
        if !launch.isCold, inputs.isEmpty, !CommandLine.arguments.contains("--") {
            // `--from A B` takes every value up to the next option: B is setup, not under test.
            Console.error("navsim: note: every input after --from is setup, so nothing is under test; "
                          + "put the inputs under test after `--`: navsim open --from SETUP... -- INPUT...")
        }
        // The setup runs once: its end state is where the inputs under test start.
        let started = simulator.start(launch)
        let setup = started.reports
        var state = started.state
        let reports = inputs.enumerated().map { index, input in
            simulator.perform(input, on: &state, launching: launch.isCold && index == 0)
        }
        if let record {
            do {
                try ScenarioRecorder.recording(inputs, simulator: simulator, routesPath: app.file.path, launch: launch,
                                               platform: device.platform).write(to: record)
            } catch {
                Console.error("navsim: cannot write the recording: \(error)")
                throw ExitCode(2)
            }
        }
        if json {
            print(Reports.treeJSON(state, simulator: simulator, reports: reports, setup: launch.isCold ? nil : setup).rendered())
            return
        }
        for (index, report) in (setup + reports).enumerated() {
            if trace, !launch.isCold, index == 0 || index == setup.count {
                Console.print([index < setup.count ? "setup (warm start, not under test):" : "under test:"])
            }
            if trace {
                Console.print(report.transcriptText)
            } else if case .refused(let reason, let suggestions) = report.outcome {
                Console.print(["\(report.input)\(index < setup.count ? " (setup)" : ""): refused: \(reason)"] + (suggestions.isEmpty ? [] : ["  did you mean: " + suggestions.joined(separator: ", ")]))
            } else if case .info(let lines) = report.outcome {
                Console.print(lines)
            }
        }
        if trace || (setup + reports).contains(where: \.isRefused) { print("") }
        Console.print(simulator.describe(state))
    }
}

/// `navsim routes`: the route table.
struct RoutesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "routes", abstract: "Print the route table, per scheme table, in the order routes are registered (the file's order), with their priorities.")

    @OptionGroup var file: RouteFileOptions
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "Add to each pattern a generated URL that reaches it.") var witness = false

    func run() throws {
        let app = try file.load()
        let witnesses = witness ? WitnessGenerator(table: app.table).witnessesByOrder() : nil
        if json {
            print(Reports.routesJSON(app, witnesses: witnesses).rendered())
        } else {
            Console.print(Reports.routesText(app, witnesses: witnesses))
        }
    }
}

/// `navsim check [FILE]`: validate and lint a route file.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate and lint a route file: exit 0 when it is valid (warnings allowed), 1 on errors, 2 when it cannot be read.",
        discussion: "Each finding names its rule, the route's position and JSON path, and a URL that shows it. See docs/lint.md.")

    // Not `RouteFileOptions`: check lints a file on disk, with no fallback to the bundled demo.
    @Option(name: .long, help: ArgumentHelp("The route file (default: ./demo-routes.json; check has no built-in fallback).", valueName: "file"))
    var routes: String?
    @Argument(help: "The file to check (default: --routes, else ./demo-routes.json).") var path: String?
    @Flag(help: "Print JSON.") var json = false
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Also report, as app-drift errors, every difference from the app's own files in these folders (docs/import.md).",
                               valueName: "dir"))
    var against: [String] = []
    @Flag(help: "Print errors only (and the summary line); warnings and notes are left out, the exit code is the same.")
    var quiet = false

    func run() throws {
        // `--against app init.json`: the folder list stops at the route file (a file, not a folder).
        var folders = against, file = path
        var isFolder: ObjCBool = false
        if file == nil, folders.count > 1, let last = folders.last,
           FileManager.default.fileExists(atPath: last, isDirectory: &isFolder), !isFolder.boolValue {
            file = folders.removeLast()
        }
        let target = file ?? routes ?? RouteFileLocator.defaultName
        var result = LinkCheckCommandSupport.withLinkFindings(RouteFileCheck.run(path: target), path: target)
        if !folders.isEmpty { result = try AppDriftCheck.withDrift(result, path: target, folders: folders) }
        if quiet { result.findings.removeAll { $0.severity != .error } }
        if json { print(result.json.rendered()) } else { Console.print(result.textLines) }
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
    }
}
