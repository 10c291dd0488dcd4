/// How the app is running when the inputs under test arrive: a cold start, or a warm app that
/// was launched with some flags and then went through setup inputs (`navsim open --from`,
/// a scenario's `"launch"`, the states of `navsim matrix`).
///
/// Deep-link bugs often show only warm: an initial route honoured on a cold start and ignored
/// when the app is open (react-navigation issue 7908), a link to the screen already open with
/// new parameters ignored (react-navigation issue 10457).
public struct Launch: Sendable, Equatable {
    /// Inputs applied after the cold start, before the inputs under test.
    public var from: [String]
    /// Flags set at launch, before `from` (as persisted app state: a user already logged in).
    public var flags: [String: Bool]

    /// A launch; the default is a cold start.
    public init(from: [String] = [], flags: [String: Bool] = [:]) {
        self.from = from
        self.flags = flags
    }

    /// A cold start: every tab at its root, flags as the route file declares them.
    public static let cold = Launch()

    /// Whether this is a cold start.
    public var isCold: Bool { from.isEmpty && flags.isEmpty }
}

extension Simulator {
    /// The state after `launch`: a cold start, its flags set, then each setup input applied.
    /// The reports say what each setup input did; a refused one left the state unchanged.
    public func start(_ launch: Launch) -> (state: SimulatorState, reports: [StepReport]) {
        var state = coldStart()
        for (flag, value) in launch.flags { state.flags[flag] = value }
        var events: [NavigationEvent] = []
        syncTabs(on: &state, events: &events)
        let reports = launch.from.map { perform($0, on: &state) }
        return (state, reports)
    }

    /// Applies every input in order from a cold start, or from the state `launch` leaves. On a
    /// cold start the first input launches the app (``perform(_:on:launching:)``).
    public func run(_ inputs: [String], launch: Launch = .cold) -> (state: SimulatorState, reports: [StepReport]) {
        var state = start(launch).state
        let reports = inputs.enumerated().map { index, input in
            perform(input, on: &state, launching: launch.isCold && index == 0)
        }
        return (state, reports)
    }

    /// Applies `input`; when `launching` (the first input of a cold start) and the profile
    /// navigates by a model of its own, a link launches the app by that link (the platform's
    /// initial route) instead of reaching the app already running.
    public func perform(_ input: String, on state: inout SimulatorState, launching: Bool) -> StepReport {
        guard launching, let navigator, case .text(let trimmed) = self.input(input) else {
            return perform(input, on: &state)
        }
        return transaction(on: &state) { working in
            var events: [NavigationEvent] = []
            if let platform = working.platform, let gate = linkGate, let handoff = gate.handoff(trimmed, platform), !handoff.opensApp {
                events.append(.note("\(handoff.platformLabel) does not hand \(handoff.input) to the app"))
                var report = StepReport(input: input, outcome: .refused(reason: handoff.reason, suggestions: []), events: events)
                report.link = handoff
                return report
            }
            var report = navigator.launch(link: trimmed, simulator: self, on: &working)
                ?? StepReport(input: input, outcome: .applied, events: [.note("launched by \(trimmed)")])
            report.input = input
            if let platform = working.platform, let handoff = linkGate?.handoff(trimmed, platform) { report.link = handoff }
            return report
        }
    }
}
