import NavModel
import NavRouting
import Foundation
import NavRouteFile
import NavSupport

/// How one scenario went.
public struct ScenarioResult: Sendable {
    /// The scenario's name.
    public var name: String
    /// Where the scenario is written.
    public var location: JSONLocation?
    /// How many steps it has.
    public var stepCount: Int
    /// The first step whose expectation does not hold; `nil` when the scenario passed.
    public var failure: ScenarioFailure?
    /// How long it took.
    public var duration: Duration

    /// Whether every expectation held.
    public var passed: Bool { failure == nil }
}

/// The step where a scenario failed, with everything needed to see why.
public struct ScenarioFailure: Sendable {
    /// The step's index (0-based).
    public var stepIndex: Int
    /// The step.
    public var step: ScenarioStep
    /// Every line the step's expectation states; at least one does not hold.
    public var lines: [ExpectationLine]
    /// The whole state after the step (`Simulator.describe`).
    public var state: [String]
    /// What the step did (`NavigationEvent` descriptions), and why it was refused if it was.
    public var trace: [String]
}

/// The scenarios of one file and how each went.
public struct ScenarioFileResult: Sendable {
    /// The scenario file, as named on the command line.
    public var path: String
    /// The route file the scenarios ran against.
    public var routesPath: String
    /// One result per scenario, in file order.
    public var results: [ScenarioResult]

    /// The scenarios that failed.
    public var failures: [ScenarioResult] { results.filter { !$0.passed } }
    /// The time all scenarios took.
    public var duration: Duration { results.reduce(.zero) { $0 + $1.duration } }
}

/// Runs scenarios against a compiled app: each from a cold start, each step through
/// `Simulator.perform`, stopping a scenario at the first expectation that does not hold.
public struct ScenarioRunner: Sendable {
    /// The app the scenarios run against.
    public let app: CompiledApp

    /// A runner for `app`.
    public init(app: CompiledApp) { self.app = app }

    /// Runs every scenario of a loaded file, each on its platform, recording what they exercise in `coverage`.
    public func run(_ loaded: LoadedScenarioFile, coverage: inout ScenarioCoverage) -> ScenarioFileResult {
        ScenarioFileResult(path: loaded.path, routesPath: app.file.path,
                           results: loaded.file.scenarios.map { run($0, on: loaded.simulator(for: $0), coverage: &coverage) })
    }

    /// Runs one scenario from a cold start, the app alone (no OS check).
    public func run(_ scenario: Scenario) -> ScenarioResult {
        var coverage = ScenarioCoverage()
        return run(scenario, on: app.simulator, coverage: &coverage)
    }

    /// Runs one scenario from a cold start on `simulator` (the app's, with or without an OS
    /// layer), recording what it exercises in `coverage`.
    public func run(_ scenario: Scenario, on simulator: Simulator, coverage: inout ScenarioCoverage) -> ScenarioResult {
        let clock = ContinuousClock()
        let start = clock.now
        // The launch's flags decide the tab bar as `:set` would.
        var state = simulator.start(Launch(flags: scenario.launch.flags)).state
        coverage.record(input: nil, report: nil, state: state, app: app.app)
        var failure: ScenarioFailure?
        for input in scenario.launch.from {
            let report = simulator.perform(input, on: &state)
            coverage.record(input: input, report: report, state: state, app: app.app)
            guard case .refused(let reason, _) = report.outcome else { continue }
            // The warm start the scenario asks for cannot be reached: its steps would test another state.
            let step = ScenarioStep(input: input, expect: StepExpectation(outcome: .applied), location: scenario.location)
            failure = ScenarioFailure(
                stepIndex: -1, step: step,
                lines: [ExpectationLine(key: "launch.from", expected: "\(quotedJSONString(input)) applied", actual: "refused: \(reason)", holds: false)],
                state: simulator.describe(state), trace: Array(report.transcriptText.dropFirst()))
            break
        }
        for (index, step) in scenario.steps.enumerated() where failure == nil {
            let launching = index == 0 && scenario.launch.isCold
            let report = step.input.map { simulator.perform($0, on: &state, launching: launching) }
            coverage.record(input: step.input, report: report, state: state, app: app.app)
            guard !step.expect.isEmpty else { continue }
            let observation = StepObservation(input: step.input, report: report, state: state, simulator: simulator)
            let lines = step.expect.check(observation)
            guard lines.contains(where: { !$0.holds }) else { continue }
            failure = ScenarioFailure(stepIndex: index, step: step, lines: lines, state: simulator.describe(state),
                                      trace: report.map { Array($0.transcriptText.dropFirst()) } ?? [])
            break
        }
        return ScenarioResult(name: scenario.name, location: scenario.location, stepCount: scenario.steps.count,
                              failure: failure, duration: clock.now - start)
    }
}
