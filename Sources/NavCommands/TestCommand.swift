import ArgumentParser
import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
import NavLinks
import NavSupport

/// `navsim test SCENARIO...`: run scenario files (docs/scenarios.md).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scenario files: exit 0 when every expectation holds, 1 on a failure, 2 when a scenario or route file cannot be used.",
        discussion: "Each scenario runs from a cold start; a failure prints the step, a diff of expected (-) and actual (+), and the whole state. See docs/scenarios.md.")

    @Argument(help: ArgumentHelp("Scenario files (JSON).", valueName: "scenario")) var scenarios: [String]
    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file")) var junit: String?
    @Flag(help: "Report which routes, screens and shortcuts the scenarios exercised, and list the others.") var coverage = false
    @Flag(help: "Print no warnings about the scenario files (errors still print).") var quiet = false
    @Flag(help: "With --coverage (implied): exit 1 when a route, screen or shortcut is touched by no scenario, listing them.")
    var requireAll = false
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Write, per scenario, what checks the same prediction on a device: `--emit maestro DIR` (Maestro flows), `--emit simctl DIR` or `--emit adb DIR` (shell scripts).",
                               valueName: "format dir"))
    var emit: [String] = []
    @Option(help: ArgumentHelp("The app's bundle id / package for --emit (default: from the route file's links, else com.example.SCHEME).", valueName: "id"))
    var appId: String?
    @Option(help: ArgumentHelp(
        "Simulate this OS's link handling in the scenarios that name no platform: ios, android, or none for the app alone (default: the first platform the route file's links configures).",
        valueName: "platform"))
    var platform: DeviceChoice?

    func validate() throws {
        if scenarios.isEmpty && emit.count <= 2 { throw ValidationError("Name at least one scenario file.") }
        if !emit.isEmpty {
            guard OracleFormat(rawValue: emit[0]) != nil else {
                throw ValidationError("--emit takes maestro, simctl or adb, then a directory; found \"\(emit[0])\"")
            }
            guard emit.count >= 2 else { throw ValidationError("--emit \(emit[0]) needs a directory to write to") }
        }
        // A bundle id (letters, digits, '-', '.') or an Android package (letters, digits, '_', '.').
        if let appId, appId.isEmpty || !appId.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }) {
            throw ValidationError("--app-id takes a bundle id or package name such as com.example.hotels (letters, digits, '.', '-', '_'); found \"\(appId)\"")
        }
    }

    /// The scenario files: the arguments, and any given after `--emit FORMAT DIR`.
    var scenarioPaths: [String] { scenarios + emit.dropFirst(2) }

    func run() throws {
        let started = Date()
        let scenarios = scenarioPaths
        if let junit, let input = AtomicFileWriter.input(among: scenarios, replacedBy: junit) {
            Console.error("navsim: --junit \(junit) would replace the scenario file \(input); name another file")
            throw ExitCode(2)
        }
        if !emit.isEmpty, let (first, second, stem) = DeviceOracleWriter.sharedStem(scenarios) {
            Console.error("navsim: --emit would write \(first) and \(second) into the same folder \(emit[1])/\(stem)/;"
                + " rename one of them or emit them in two runs")
            throw ExitCode(2)
        }
        let result = ScenarioSuite.run(paths: scenarios, platform: platform)
        if let junit, let input = AtomicFileWriter.input(among: result.files.map(\.routesPath), replacedBy: junit) {
            Console.error("navsim: --junit \(junit) would replace the route file \(input); name another file")
            throw ExitCode(2)
        }
        for error in result.loadErrors { Console.error(error.render()) }
        if !quiet { for warning in result.warnings { Console.error(warning) } }
        if !result.files.isEmpty { Console.print(ScenarioReport.lines(result.files)) }
        if coverage || requireAll { Console.print(result.coverage.flatMap(\.textLines)) }
        let gaps = requireAll ? result.coverage.filter(\.hasGaps) : []
        if !gaps.isEmpty {
            Console.print(["coverage gate failed (--require-all): " + gaps.map(\.gapSummary).joined(separator: "; ")
                + "; add a scenario step that opens each"])
        }
        if let junit {
            let xml = JUnitReport.xml(result.files, loadErrors: result.loadErrors, timestamp: started, hostname: ProcessInfo.processInfo.hostName)
            do {
                try AtomicFileWriter.write(Data(xml.utf8), to: junit)
            } catch {
                Console.error("navsim: cannot write the JUnit report: \(Self.describe(error))")
                throw ExitCode(2)
            }
        }
        if let format = emit.first.flatMap(OracleFormat.init(rawValue:)) {
            try emitOracles(format: format, directory: emit[1], scenarios: scenarios)
        }
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
        if !gaps.isEmpty { throw ExitCode(1) }
    }
}

extension TestCommand {
    /// Writes the device oracles of every scenario file that loads; says where on stderr.
    func emitOracles(format: OracleFormat, directory: String, scenarios: [String]) throws {
        var routeFiles: [String: CompiledApp] = [:]
        var written: [String] = []
        var flagFlows = Set<String>()
        for path in scenarios {
            guard let loaded = try? ScenarioFileLoader.load(path: path, routeFiles: &routeFiles) else { continue }
            let appID = appId ?? DeviceOracleWriter.defaultAppID(format, app: loaded.app)
            do {
                written += try DeviceOracleWriter.write(loaded, format: format, appID: appID, to: directory)
            } catch {
                Console.error("navsim: cannot write the \(format.rawValue) files to \(directory): \(Self.describe(error))")
                throw ExitCode(2)
            }
            for scenario in loaded.file.scenarios {
                for (flag, value) in scenario.launch.flags { flagFlows.insert(DeviceOracleWriter.flagFlow(flag, value)) }
                for input in scenario.steps.compactMap(\.input) where input.hasPrefix(":set ") {
                    let parts = input.dropFirst(5).split(separator: "=").map { $0.trimmingCharacters(in: .whitespaces) }
                    if parts.count == 2 { flagFlows.insert(DeviceOracleWriter.flagFlow(parts[0], parts[1] == "true")) }
                }
            }
        }
        Console.error("navsim: wrote \(written.count) \(format.rawValue) file\(written.count == 1 ? "" : "s") under \(directory)")
        if format == .maestro, !flagFlows.isEmpty {
            Console.error("navsim: the flows run these sub-flows, which set app state on the device (write them, relative to each flow): "
                          + flagFlows.sorted().joined(separator: ", "))
        }
    }
}

extension TestCommand {
    /// A write error in words: for Foundation's file errors the path and the system's reason
    /// ("Not a directory"), not the NSError dump.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain else { return "\(error)" }
        let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        let reason = underlying.flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
            ?? nsError.localizedDescription
        return (nsError.userInfo[NSFilePathErrorKey] as? String).map { "\($0): \(reason)" } ?? reason
    }
}
