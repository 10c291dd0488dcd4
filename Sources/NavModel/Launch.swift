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
}
