import Foundation
import NavModel
import NavRouting
import NavRouteFile
import NavLinks
import NavSupport

/// Records a session as a scenario file: every input, with the state it produced written out as
/// the step's expectation, so replaying the file with `navsim test` checks that the same inputs
/// still do the same thing. Pure until ``write(to:)``, which replaces the file atomically.
///
/// Usage (the UI's `:record FILE` / `:record stop`, `navsim open --record FILE`):
/// ```swift
/// var recorder = ScenarioRecorder(routesPath: app.file.path, name: "checkout flow")
/// let report = simulator.perform(input, on: &state)
/// recorder.record(input: input, report: report, state: state, simulator: simulator)
/// try recorder.write(to: "checkout.scenarios.json")
/// ```
/// Scenarios replay from a cold start: when recording starts later in a session, pass the inputs
/// applied since the last cold start (or `:reset`) as `preamble`; they are replayed unchecked.
public struct ScenarioRecorder: Sendable, Equatable {
    /// The route file, as the session loaded it (relative to the current directory, or absolute).
    public let routesPath: String
    /// The recorded scenario's name.
    public var name: String
    /// The steps so far: the preamble, then one step per recorded input.
    public private(set) var steps: [ScenarioStep]
    /// The OS the session simulated, when it was chosen (`open --platform`); written as the file's `platform`.
    public var platform: DeviceChoice?

    /// Starts a recording.
    /// - Parameters:
    ///   - routesPath: the route file the session runs (`CompiledApp.file.path`).
    ///   - name: the scenario's name.
    ///   - preamble: inputs that led from a cold start to the state recording starts in.
    public init(routesPath: String, name: String = "recorded session", preamble: [String] = []) {
        self.routesPath = routesPath
        self.name = name
        self.steps = preamble.map { ScenarioStep(input: $0) }
    }

    /// Records one input: what `Simulator.perform` returned and the state after it.
    public mutating func record(input: String, report: StepReport, state: SimulatorState, simulator: Simulator) {
        let observation = StepObservation(input: input, report: report, state: state, simulator: simulator)
        steps.append(ScenarioStep(input: input, expect: Self.expectation(of: observation)))
    }

    /// A recording of `inputs` applied in order from a cold start (`navsim open --record`).
    /// With a warm `launch`, the recording starts with its setup inputs, replayed unchecked.
    public static func recording(_ inputs: [String], simulator: Simulator, routesPath: String,
                                 name: String = "recorded session", launch: Launch = .cold,
                                 platform: DeviceChoice? = nil) -> ScenarioRecorder {
        var recorder = ScenarioRecorder(routesPath: routesPath, name: name, preamble: launch.from)
        recorder.platform = platform
        var state = simulator.start(launch).state
        for input in inputs {
            let report = simulator.perform(input, on: &state)
            recorder.record(input: input, report: report, state: state, simulator: simulator)
        }
        return recorder
    }

    /// Everything an observation shows, as an expectation that holds for it.
    public static func expectation(of observation: StepObservation) -> StepExpectation {
        var parameters: [ExpectedParameter] = []
        var described = Set<String>()
        for instance in observation.instancesInSearchOrder where described.insert(instance.screen).inserted {
            parameters += instance.parameters.map { ExpectedParameter(screen: instance.screen, name: $0.name, value: $0.value) }
        }
        return StepExpectation(
            outcome: observation.outcome, reason: observation.reason, tab: observation.tab,
            stacks: observation.stacks, modals: observation.modals,
            screen: observation.visibleScreen?.screen, title: observation.visibleScreen?.title,
            parameters: parameters, url: observation.url, alerts: observation.alerts,
            pending: observation.pending.map { .link($0) } ?? ExpectedPending.none,
            flags: observation.state.flags.sorted { $0.key < $1.key }.map { (flag: $0.key, value: $0.value) },
            opensApp: observation.link?.opensApp,
            via: observation.link.map { link in link.via.flatMap(LinkChannel.init(rawValue:)).map { .channel($0) } ?? ExpectedChannel.none })
    }

    /// The recorded scenario.
    public var scenario: Scenario { Scenario(name: name, steps: steps) }

    /// The scenario file to write at `path`: its `routes` is the route file relative to `path`'s folder.
    public func scenarioFile(at path: String) -> ScenarioFile {
        ScenarioFile(routes: Self.relativePath(of: routesPath, from: path), platform: platform, scenarios: [scenario])
    }

    /// Writes the scenario file to `path`, replacing any file there atomically (temporary file, then rename).
    public func write(to path: String) throws(AtomicFileWriter.WriteError) {
        let text = scenarioFile(at: path).json().rendered(compactScalarArrays: true) + "\n"
        try AtomicFileWriter.write(Data(text.utf8), to: path)
    }

    /// `target` as a path relative to the folder of `file` (both relative to the current
    /// directory or absolute): `../demo-routes.json`.
    public static func relativePath(of target: String, from file: String) -> String {
        let targetParts = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        let folderParts = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().pathComponents
        var common = 0
        while common < min(targetParts.count, folderParts.count), targetParts[common] == folderParts[common] { common += 1 }
        // Nothing in common but the root: the absolute path reads better than a climb to it.
        if common <= 1 { return targetParts.dropFirst().reduce("") { $0 + "/" + $1 } }
        let ups = Array(repeating: "..", count: folderParts.count - common)
        return (ups + targetParts[common...]).joined(separator: "/")
    }
}
