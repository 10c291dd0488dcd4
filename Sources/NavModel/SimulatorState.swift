/// Everything that changes while the simulator runs. A value: a refused input leaves it as it was.
public struct SimulatorState: Sendable, Equatable {
    public var tree: ContainerTree
    /// App-state flags that guards read.
    public var flags: [String: Bool]
    /// The link waiting for a guard's flag to turn true.
    public var pending: String?
    /// The instance number of the screen that starts the flow the pending link's guard opened
    /// (its sign-in modal): closing it by back cancels the flow (``PendingOnCancel``).
    public var pendingFlow: Int?
    /// Alerts raised so far.
    public var alerts: [String]
    /// The next screen instance number.
    public var nextInstance: Int
    /// Instance numbers created by the last input ("new"); every other is older ("reused").
    public var createdByLastInput: Set<Int>
    /// The simulated OS whose link handling decides URL inputs (`ios`, `android`; `:platform`
    /// switches it); `nil` runs the app alone.
    public var platform: Platform?
    /// The state of a profile's own navigator (``AppNavigator``); `nil` under navsim's navigation.
    public var navigatorState: NavigatorState?

    public init(tree: ContainerTree, flags: [String: Bool], pending: String? = nil, alerts: [String] = [],
                nextInstance: Int = 1, createdByLastInput: Set<Int> = []) {
        self.tree = tree
        self.flags = flags
        self.pending = pending
        self.alerts = alerts
        self.nextInstance = nextInstance
        self.createdByLastInput = createdByLastInput
    }

    /// Takes the next instance number.
    mutating func takeInstance() -> Int {
        defer { nextInstance += 1 }
        createdByLastInput.insert(nextInstance)
        return nextInstance
    }
}

/// What applying one input did.
public struct StepReport: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// The tree (or flags, alerts) changed as `events` say.
        case applied
        /// Nothing changed; `reason` says why, `suggestions` are the nearest routes.
        case refused(reason: String, suggestions: [String])
        /// A command that only informs (`:explain`, `:routes`) or a request to quit.
        case info([String])
        case quit
    }

    public var input: String
    public var outcome: Outcome
    public var events: [NavigationEvent]
    /// What the simulated OS did with the input's URL before the app saw it; `nil` when the
    /// input is not a URL or no platform is simulated.
    public var link: LinkHandoff?
    /// The link the app handed back to the browser (`"unmatched": "browser"`); `nil` otherwise.
    public var handedBackToBrowser: String?
    /// What a profile's own navigator adds to the step in `open --json`; empty otherwise.
    public var details = StepDetails()

    public init(input: String, outcome: Outcome, events: [NavigationEvent] = [], link: LinkHandoff? = nil) {
        self.input = input
        self.outcome = outcome
        self.events = events
        self.link = link
    }

    /// Whether the input was refused.
    public var isRefused: Bool {
        if case .refused = outcome { return true }
        return false
    }
}
