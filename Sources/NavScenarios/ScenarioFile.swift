import NavRouting
import Foundation
import NavModel
import NavRouteFile
import NavLinks

/// A scenario file (docs/scenarios.md, `Resources/scenario.schema.json`): the route file it
/// tests and named scenarios, each a list of steps run from a cold start, with expectations
/// after any step.
public struct ScenarioFile: Sendable, Equatable {
    /// The route file as written, relative to the scenario file's folder (or absolute).
    public var routes: String
    /// A matching profile that replaces the route file's own, when given (`profile`).
    public var profile: MatchingProfile?
    /// What the file tests, for people (`description`).
    public var description: String?
    /// The OS whose link handling every URL input goes through (`platform`); `nil`: the
    /// default, the first platform the route file's `links` configures.
    public var platform: DeviceChoice?
    /// Where `platform` is written, for messages.
    var platformLocation: JSONLocation?
    /// The scenarios, in file order; names are unique.
    public var scenarios: [Scenario]
    /// Where `routes` is written, for messages about the route file; `nil` for a file built in code.
    public var routesLocation: JSONLocation?

    /// Makes a scenario file.
    public init(routes: String, profile: MatchingProfile? = nil, description: String? = nil, platform: DeviceChoice? = nil,
                scenarios: [Scenario], routesLocation: JSONLocation? = nil, platformLocation: JSONLocation? = nil) {
        self.routes = routes
        self.profile = profile
        self.description = description
        self.platform = platform
        self.platformLocation = platformLocation
        self.scenarios = scenarios
        self.routesLocation = routesLocation
    }
}

/// One scenario: a name and steps, run from a cold start.
public struct Scenario: Sendable, Equatable {
    /// The name, unique in its file (a JUnit test case name).
    public var name: String
    /// What it shows, for people.
    public var description: String?
    /// How the app is running before the first step: cold (the default) or warm (`launch`).
    public var launch: Launch
    /// The OS this scenario simulates (`platform`), over the file's.
    public var platform: DeviceChoice?
    /// Where `platform` is written, for messages.
    var platformLocation: JSONLocation?
    /// The steps, in order.
    public var steps: [ScenarioStep]
    /// Where the scenario's object is written; `nil` for one built in code.
    public var location: JSONLocation?

    /// Makes a scenario.
    public init(name: String, description: String? = nil, launch: Launch = .cold, platform: DeviceChoice? = nil,
                steps: [ScenarioStep], location: JSONLocation? = nil, platformLocation: JSONLocation? = nil) {
        self.name = name
        self.description = description
        self.launch = launch
        self.platform = platform
        self.platformLocation = platformLocation
        self.steps = steps
        self.location = location
    }
}

/// One step: an input (URL, path, shortcut name, spotlight title or `:command`), and what must
/// hold after it. A step without input only checks the state (e.g. the cold start).
public struct ScenarioStep: Sendable, Equatable {
    /// What is typed; `nil` for a check-only step.
    public var input: String?
    /// What must hold afterwards; empty expects nothing.
    public var expect: StepExpectation
    /// A remark for people (`note`).
    public var note: String?
    /// Where the step is written; `nil` for one built in code.
    public var location: JSONLocation?

    /// Makes a step.
    public init(input: String?, expect: StepExpectation = StepExpectation(), note: String? = nil, location: JSONLocation? = nil) {
        self.input = input
        self.expect = expect
        self.note = note
        self.location = location
    }
}

/// What an input did, as an expectation names it.
public enum StepOutcome: String, Sendable, CaseIterable, Codable {
    /// The state changed (or could have: a route that only sets flags or shows an alert).
    case applied
    /// Nothing changed; as an expectation, any refusal, including `unmatched`.
    case refused
    /// Refused because no route took the input (an unknown path, an unreadable URL).
    case unmatched
    /// A command that only informs (`:explain`, `:routes`).
    case info
    /// `:quit`.
    case quit
}

/// How the OS hands a link to the app, as an expectation states it (`via`).
public enum ExpectedChannel: Sendable, Equatable {
    /// It does not (`null`).
    case none
    /// By this channel: `universal-link`, `app-link` or `custom-scheme`.
    case channel(LinkChannel)
}

/// The link waiting behind a guard, as an expectation states it.
public enum ExpectedPending: Sendable, Equatable {
    /// No link waits.
    case none
    /// This link waits.
    case link(String)
}

/// A parameter of a named screen, as an expectation states it.
public struct ExpectedParameter: Sendable, Equatable {
    /// The screen id; its topmost instance is checked (modals first, then the selected tab).
    public var screen: String
    /// The parameter's name as the screen sees it (after `mapping`).
    public var name: String
    /// The value, or `nil` for "the screen has no such parameter".
    public var value: ParameterValue?

    /// Makes an expected parameter.
    public init(screen: String, name: String, value: ParameterValue?) {
        self.screen = screen
        self.name = name
        self.value = value
    }
}

/// What must hold after a step. Every field is optional: an expectation states only what its
/// author cares about, and an empty one checks nothing.
public struct StepExpectation: Sendable, Equatable {
    /// How the input ended (`outcome`).
    public var outcome: StepOutcome?
    /// Text the refusal reason contains (`reason`).
    public var reason: String?
    /// Text one of the step's log lines contains (`log`): a library rule, a parent chain.
    public var log: String?
    /// The selected tab's id (`tab`).
    public var tab: String?
    /// The selected tab's stack, root first, as screen ids (`stack`).
    public var stack: [String]?
    /// Stacks of named tabs, root first (`stacks`).
    public var stacks: [(tab: String, screens: [String])]
    /// Every modal presentation, bottom up, each a stack of screen ids; `[]` means none (`modals`).
    public var modals: [[String]]?
    /// The id of the screen on top of everything (`screen`).
    public var screen: String?
    /// That screen's title (`title`).
    public var title: String?
    /// Parameters of named screens (`params`).
    public var parameters: [ExpectedParameter]
    /// The current URL, as the address bar shows it (`url`).
    public var url: String?
    /// The alerts this step raised, in order; `[]` means none (`alerts`).
    public var alerts: [String]?
    /// The link waiting behind a guard (`pending`).
    public var pending: ExpectedPending?
    /// App-state flags (`flags`).
    public var flags: [(flag: String, value: Bool)]
    /// Whether the simulated OS handed the step's URL to the app (`opensApp`).
    public var opensApp: Bool?
    /// How it did (`via`).
    public var via: ExpectedChannel?

    /// Makes an expectation; every field defaults to "not checked".
    public init(outcome: StepOutcome? = nil, reason: String? = nil, tab: String? = nil, stack: [String]? = nil,
                stacks: [(tab: String, screens: [String])] = [], modals: [[String]]? = nil, screen: String? = nil,
                title: String? = nil, parameters: [ExpectedParameter] = [], url: String? = nil, alerts: [String]? = nil,
                pending: ExpectedPending? = nil, flags: [(flag: String, value: Bool)] = [], opensApp: Bool? = nil,
                via: ExpectedChannel? = nil) {
        self.opensApp = opensApp
        self.via = via
        self.outcome = outcome
        self.reason = reason
        self.tab = tab
        self.stack = stack
        self.stacks = stacks
        self.modals = modals
        self.screen = screen
        self.title = title
        self.parameters = parameters
        self.url = url
        self.alerts = alerts
        self.pending = pending
        self.flags = flags
    }

    /// Whether the expectation checks nothing.
    public var isEmpty: Bool { self == StepExpectation() }

    public static func == (lhs: StepExpectation, rhs: StepExpectation) -> Bool {
        lhs.outcome == rhs.outcome && lhs.reason == rhs.reason && lhs.tab == rhs.tab && lhs.stack == rhs.stack
            && lhs.stacks.elementsEqual(rhs.stacks, by: { $0.tab == $1.tab && $0.screens == $1.screens })
            && lhs.modals == rhs.modals && lhs.screen == rhs.screen && lhs.title == rhs.title
            && lhs.parameters == rhs.parameters && lhs.url == rhs.url && lhs.alerts == rhs.alerts
            && lhs.pending == rhs.pending && lhs.opensApp == rhs.opensApp && lhs.via == rhs.via && lhs.flags.elementsEqual(rhs.flags, by: { $0.flag == $1.flag && $0.value == $1.value })
    }
}
