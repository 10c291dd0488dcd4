import NavModel
import NavRouting
import NavSupport
/// A route file as written, key for key (docs/route-file.md), before any route is compiled.
///
/// Plain values: the router (NavRouting) compiles ``routes`` into its table and the
/// model (NavModel) builds the initial tree from ``tabs`` and ``state``. Order is the
/// file's order wherever it can matter: routes (registration order breaks ties),
/// tabs, screens, and every map. Optional top-level fields are `nil` when the file
/// leaves them out, so a consumer can tell "absent" from "the default value". A route, tab,
/// screen, shortcut or spotlight entry is the app model's own value, decoded once (a key left
/// out takes its default there), beside where it is written.
public struct RouteFile: Sendable, Equatable {
    /// The app's name, shown in the title bar (`name`).
    public var name: String?
    /// The default scheme: input without a scheme uses it (`scheme`).
    public var scheme: String?
    /// Universal-link domains: `https://DOMAIN/path` routes like `scheme://path` (`domains`).
    public var domains: [String]
    /// How URLs are matched (`matching`).
    public var matching: Matching
    /// Per-scheme route tables, by scheme name (`schemes`).
    public var schemes: OrderedMap<SchemeOptions>
    /// App-state flags that guards read, with their initial values (`state`).
    public var state: OrderedMap<Bool>
    /// What happens when a required flag is false, by flag (`guards`).
    public var guards: OrderedMap<Guard>
    /// The tab bar's tabs, in order; empty means one implicit stack and no tab bar (`tabs`).
    public var tabs: [Tab]
    /// Screens described explicitly, by screen id, in file order (`screens`).
    /// A screen a route names exists even when it is not listed here.
    public var screens: OrderedMap<Screen>
    /// IKRouter-style routables: the screen for each parameter name (`parameterScreens`).
    public var parameterScreens: OrderedMap<String>
    /// The routes, in registration order (`routes`, the only required key).
    public var routes: [Route]
    /// Home-screen quick actions (`shortcuts`).
    public var shortcuts: [Shortcut]
    /// Entries a search in the input line finds (`spotlight`).
    public var spotlight: [SpotlightEntry]
    /// What a cancelled guard flow does to the pending link (`pendingOnCancel`); `nil` when
    /// absent, which means `drop`.
    public var pendingOnCancel: PendingOnCancel?
    /// The platform files that decide whether the OS hands a URL to the app (`links`); `nil` when absent.
    public var links: Links? = nil
    /// The top container (`container.kind`); `nil` when absent (tabs when there are tabs, else a stack).
    public var container: ContainerKind? = nil
    /// The app's files the profile reads its routes from (the key its source reads,
    /// `navGraphs`), relative to the route file; empty when absent.
    public var appFiles: [LinkedFile] = []
    /// The key ``appFiles`` is written under; `nil` when absent.
    package var appFilesKey: String? = nil
    /// The switches of a profile that reads the app's files, from the object named after it
    /// (`"NAME": {…}`); a switch left out is absent here (its default applies).
    var appFilesSettings: OrderedMap<Bool> = [:]
    /// Which matching routes run (`dispatch`); `nil` when absent, which means `first`.
    public var dispatch: RouteDispatch? = nil
    /// What an unmatched link does (`unmatched`); `nil` when absent, which means `refuse`.
    public var unmatched: UnmatchedLinks? = nil
    /// What a route without `parent` gets (`parents`); `nil` when absent, which means `implicit`.
    public var parents: ParentsDefault? = nil
    /// Lint rules silenced in the whole file (`lint`); `nil` when absent.
    public var lint: LintSettings? = nil
    /// What a link does to a presented modal when its route does not say (`onModal`).
    public var onModal: ModalHandling? = nil
    /// Flags every link needs, checked before any route's (top-level `requires`).
    public var requires: [String] = []
    /// Flags whose change rebuilds the app (`resetOn`).
    public var resetOn: [String] = []

    /// Makes a route file; every part but the routes defaults to empty.
    public init(
        name: String? = nil,
        scheme: String? = nil,
        domains: [String] = [],
        matching: Matching = Matching(),
        schemes: OrderedMap<SchemeOptions> = [:],
        state: OrderedMap<Bool> = [:],
        guards: OrderedMap<Guard> = [:],
        tabs: [Tab] = [],
        screens: OrderedMap<Screen> = [:],
        parameterScreens: OrderedMap<String> = [:],
        routes: [Route],
        shortcuts: [Shortcut] = [],
        spotlight: [SpotlightEntry] = [],
        pendingOnCancel: PendingOnCancel? = nil
    ) {
        self.name = name
        self.scheme = scheme
        self.domains = domains
        self.matching = matching
        self.schemes = schemes
        self.state = state
        self.guards = guards
        self.tabs = tabs
        self.screens = screens
        self.parameterScreens = parameterScreens
        self.routes = routes
        self.shortcuts = shortcuts
        self.spotlight = spotlight
        self.pendingOnCancel = pendingOnCancel
    }
}

/// Where a value of the route file was written: its JSON path and the position
/// of its first character, so later stages (compiling routes, lint) can point at it.
/// An element of a navigation graph file: the file and where the element starts.
public struct GraphElement: Sendable, Hashable {
    /// The graph file's path, as the route file names it (relative to the current directory).
    public var file: String
    /// The element's line and column.
    public var position: SourcePosition

    /// Makes an element's place.
    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }
}

public struct JSONLocation: Sendable, Hashable, CustomStringConvertible {
    /// The JSON path, e.g. `routes[3]`.
    public var jsonPath: String
    /// The line and column where the value starts.
    public var position: SourcePosition

    /// Makes a location.
    public init(jsonPath: String, position: SourcePosition) {
        self.jsonPath = jsonPath
        self.position = position
    }

    /// `LINE:COLUMN PATH`.
    public var description: String { "\(position) \(jsonPath)" }
}

extension RouteFile {
    /// A string-keyed map in the order its keys are written (the app model's ``NavApp/OrderedMap``).
    public typealias OrderedMap<Value: Sendable & Equatable> = NavApp.OrderedMap<Value>

    /// The `matching` object: which profile matches URLs and its switches.
    public struct Matching: Sendable, Equatable {
        /// The profile (`matching.profile`, or the top-level `profile`); `.navsim` when absent.
        public var profile: MatchingProfile
        /// Whether literals compare case-sensitively; `nil` leaves it to the profile.
        public var caseSensitive: Bool?
        /// Whether `+` means a space; `nil` leaves it to the profile.
        public var decodePlus: Bool?
        /// How the host is treated; `.auto` when absent.
        public var treatHostAsPath: HostAsPath

        /// Makes matching options; the defaults are those of a file without `matching`.
        public init(
            profile: MatchingProfile = .navsim,
            caseSensitive: Bool? = nil,
            decodePlus: Bool? = nil,
            treatHostAsPath: HostAsPath = .auto
        ) {
            self.profile = profile
            self.caseSensitive = caseSensitive
            self.decodePlus = decodePlus
            self.treatHostAsPath = treatHostAsPath
        }
    }

    /// A per-scheme route table's options (`schemes.NAME`).
    public struct SchemeOptions: Sendable, Equatable {
        /// Whether a URL of this scheme that matches none of its routes tries the
        /// default scheme's routes (JLRoutes); `false` when absent.
        public var fallbackToGlobal: Bool
        /// Whether the app's Info.plist or manifest declares the scheme; `false` for a scheme
        /// only the app's own widgets and extensions open (`"declared": false`).
        public var declared = true

        /// Makes scheme options.
        public init(fallbackToGlobal: Bool = false) {
            self.fallbackToGlobal = fallbackToGlobal
        }
    }

    /// What a false flag does (`guards.FLAG`).
    public struct Guard: Sendable, Equatable {
        /// The URL opened instead; the original link waits until the flag turns true.
        public var redirect: String
        /// Whether the link waits for the flag; `false` drops it once the redirect opens.
        public var keep = true

        /// Makes a guard.
        public init(redirect: String, keep: Bool = true) {
            self.redirect = redirect
            self.keep = keep
        }
    }

    /// One route (`routes[i]`): the app model's route (``NavApp/RouteBehavior``), decoded once,
    /// beside what only the file knows: where it is written and which lint rules it silences.
    /// Its members read and write the route's (`route.path`, `route.where`), so the route file
    /// and the app share one type per route key.
    @dynamicMemberLookup
    public struct Route: Sendable, Equatable {
        /// The route, as the app model holds it (its `index` is set when the app is compiled).
        public var value: RouteBehavior
        /// Where the route's object is written.
        public var location: JSONLocation
        /// Lint rules silenced for this route (`lint`); `nil` when absent.
        public var lint: LintSettings? = nil
        /// For a route a navigation graph gives: the graph file and the line and column of its
        /// `<deepLink>` (messages and findings about the route point there); `nil` otherwise.
        public var graphElement: GraphElement? = nil

        /// Makes a route as written; everything but the path and location takes the value of an absent key.
        public init(
            path: String,
            scheme: String? = nil,
            screen: String? = nil,
            tab: String? = nil,
            presentation: Presentation = .push,
            priority: Int = 0,
            policy: StackPolicy = .reuse,
            popToRoot: Bool = false,
            dependencies: [String] = [],
            requires: [String] = [],
            where patterns: OrderedMap<String> = [:],
            alert: String? = nil,
            set: OrderedMap<Bool> = [:],
            redirect: String? = nil,
            defaults: OrderedMap<String> = [:],
            location: JSONLocation
        ) {
            value = RouteBehavior(path: path, scheme: scheme, screen: screen, tab: tab, presentation: presentation, policy: policy,
                                  popToRoot: popToRoot, dependencies: dependencies, requires: requires, alert: alert,
                                  set: set.dictionary, redirect: redirect, priority: priority)
            value.where = patterns
            value.defaults = defaults
            self.location = location
        }

        /// A member of the route that can be written.
        public subscript<Member>(dynamicMember member: WritableKeyPath<RouteBehavior, Member>) -> Member {
            get { value[keyPath: member] }
            set { value[keyPath: member] = newValue }
        }
    }
}
