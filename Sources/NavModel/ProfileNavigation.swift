import NavRouting
import NavSupport

/// A profile whose library navigates by a model of its own (a router's list of matched pages,
/// a navigation-state tree). The simulator keeps what every profile shares (the OS gate,
/// flags, shortcuts, `:set`, `:platform`, `:explain`, `:routes`) and hands the rest to it.
public protocol AppNavigator: Sendable {
    /// The launch. `state` arrives as the shared cold start (flags and platform set, the tree
    /// built from the app's tabs); the navigator sets `state.tree` and `state.navigatorState`.
    /// - Parameter link: the URL the app is launched by (the first input of a cold start when
    ///   it is a URL), or `nil` for a launch from the home screen.
    /// - Returns: the launch step's report when launched by a link, else `nil`.
    func launch(link: String?, simulator: Simulator, on state: inout SimulatorState) -> StepReport?
    /// Opens a URL the OS handed to the running app (typed, a shortcut's, a spotlight entry's).
    func open(_ url: String, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport
    /// Performs a navigation command (`.back`, `.tab`, `.push`, `.replace`, `.navigate`,
    /// `.reset`, `.relaunch`); `nil` hands the command to the simulator's shared handling.
    func perform(_ command: SimulatorCommand, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport?
    /// The members `open --json` adds for `state` (a match list, a navigation state), in order.
    func jsonDetails(of state: SimulatorState) -> [(String, JSONOutput)]
    /// `navsim match INPUT --json` under this profile, and whether it matched; `nil` uses the
    /// shared output.
    func matchJSON(_ input: String, simulator: Simulator) -> (json: JSONOutput, matched: Bool)?
}

/// Where a profile's routes come from when they are not the route file's flat `routes` list
/// (a route tree of the library's own shape, an app folder read at load time).
public protocol AppSource: Sendable {
    /// The top-level keys this source decodes itself: the shared decoder accepts them without
    /// reading them. `"routes"` is among them when the source reads the route list itself.
    var topLevelKeys: [String] { get }
    /// Builds the app.
    /// - Parameters:
    ///   - root: the route file's top-level JSON object, positions kept for messages.
    ///   - base: the app the shared keys define (name, scheme, domains, state, guards, tabs,
    ///     screens, shortcuts, links), without routes.
    ///   - options: how URLs are read and matched.
    ///   - directory: the route file's folder, for files the source reads.
    /// - Throws: every problem found, each with its JSON path and position.
    func build(root: JSONNode, base: AppDefinition, options: MatchingOptions, directory: String) throws(AppSourceError) -> SourcedApp
}

/// Why an ``AppSource`` could not build the app: every problem it found.
public struct AppSourceError: Error, Sendable, Equatable {
    /// The problems, errors first where it matters; each names its JSON path and position.
    public var diagnostics: [ConfigDiagnostic]

    /// Makes an error from its problems.
    public init(_ diagnostics: [ConfigDiagnostic]) { self.diagnostics = diagnostics }
}

/// What an ``AppSource`` builds.
public struct SourcedApp: Sendable {
    /// The app the simulator runs.
    public var app: AppDefinition
    /// The table `match`, `routes` and the linter read: one route spec per route, in the
    /// library's order.
    public var table: RouteTable
    /// The library's navigation.
    public var navigator: any AppNavigator
    /// Files read besides the route file (the UI's live reload watches them).
    public var watchedFiles: [String]

    /// Makes a built app.
    public init(app: AppDefinition, table: RouteTable, navigator: any AppNavigator, watchedFiles: [String] = []) {
        self.app = app
        self.table = table
        self.navigator = navigator
        self.watchedFiles = watchedFiles
    }
}

/// An ``AppNavigator``'s own state inside ``SimulatorState``, boxed so the state stays a value
/// that compares as a whole.
public struct NavigatorState: Sendable, Equatable {
    private let value: any Sendable
    private let isEqual: @Sendable (any Sendable) -> Bool

    /// Boxes `value`.
    public init<Value: Sendable & Equatable>(_ value: Value) {
        self.value = value
        self.isEqual = { other in (other as? Value) == value }
    }

    /// The boxed value, when it is a `Value`.
    public func value<Value>(as type: Value.Type) -> Value? { value as? Value }

    public static func == (lhs: NavigatorState, rhs: NavigatorState) -> Bool { lhs.isEqual(rhs.value) }
}

/// Members a profile adds to a step of `open --json` (an error, the redirects run), in order.
public struct StepDetails: Sendable, Equatable {
    /// The members, in the order they are written.
    public var members: [(String, JSONOutput)]

    /// Makes details.
    public init(_ members: [(String, JSONOutput)] = []) { self.members = members }

    public static func == (lhs: StepDetails, rhs: StepDetails) -> Bool {
        JSONOutput.object(lhs.members) == JSONOutput.object(rhs.members)
    }
}
