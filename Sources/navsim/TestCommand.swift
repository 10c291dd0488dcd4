import ArgumentParser
import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios

/// `navsim test SCENARIO...`: run scenario files (docs/scenarios.md).
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scenario files: exit 0 when every expectation holds, 1 on a failure, 2 when a scenario or route file cannot be used.",
        discussion: "Each scenario runs from a cold start; a failure prints the step, a diff of expected (-) and actual (+), and the whole state. See docs/scenarios.md.")

    @Argument(help: ArgumentHelp("Scenario files (JSON).", valueName: "scenario")) var scenarios: [String]
    @Option(help: ArgumentHelp("Also write a JUnit XML report to this file.", valueName: "file")) var junit: String?
    @Flag(help: "Report which routes, screens and shortcuts the scenarios exercised, and list the others.") var coverage = false
    @Flag(help: "With --coverage (implied): exit 1 when a route, screen or shortcut is touched by no scenario, listing them.")
    var requireAll = false

    func validate() throws {
        if scenarios.isEmpty { throw ValidationError("Name at least one scenario file.") }
    }

    func run() throws {
        let started = Date()
        let result = ScenarioSuite.run(paths: scenarios)
        for error in result.loadErrors { Console.error(error.render()) }
        for warning in result.warnings { Console.error(warning) }
        if !result.files.isEmpty { Console.print(ScenarioReport.lines(result.files)) }
        if coverage || requireAll { Console.print(result.coverage.flatMap(\.textLines)) }
        let gaps = requireAll ? result.coverage.filter(\.hasGaps) : []
        if !gaps.isEmpty {
            Console.print(["coverage gate failed (--require-all): " + gaps.map(\.gapSummary).joined(separator: "; ")
                + "; add a scenario step that opens each"])
        }
        if let junit {
            let xml = JUnitReport.xml(result.files, timestamp: started, hostname: ProcessInfo.processInfo.hostName)
            do {
                try AtomicFileWriter.write(Data(xml.utf8), to: junit)
            } catch {
                Console.error("navsim: cannot write the JUnit report: \(error)")
                throw ExitCode(2)
            }
        }
        if result.exitCode != 0 { throw ExitCode(result.exitCode) }
        if !gaps.isEmpty { throw ExitCode(1) }
    }
}
