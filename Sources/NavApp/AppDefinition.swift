import Foundation
import NavRouting

/// Everything the navigation layer needs to know about an app, read from a route file by
/// NavConfig. Pure data: no file I/O, no terminal.
public struct AppDefinition: Sendable, Equatable {
    public var name: String
    /// The default scheme (input without one uses it).
    public var scheme: String?
    public var tabs: [TabDefinition]
    /// Declared screens by id. A screen a route names exists even when it is not declared.
    public var screens: [String: ScreenDefinition]
    /// IKRouter Routables: the screen for each parameter name.
    public var parameterScreens: [String: String]
    /// Navigation behaviour per route, indexed like the file's `routes` list.
    public var routes: [RouteBehavior]
    /// Redirects for flags, by flag name.
    public var guards: [String: GuardDefinition]
    /// The flags at a cold start.
    public var initialState: [String: Bool]
    public var shortcuts: [Shortcut]
    public var spotlight: [SpotlightEntry]
    /// What a cancelled guard flow does to the pending link (`pendingOnCancel`).
    public var pendingOnCancel: PendingOnCancel
    /// The top container: a tab bar, a drawer (side menu) or one stack.
    public var container: ContainerKind = .tabs
    /// Which matching routes run for one link (`dispatch`).
    public var dispatch: RouteDispatch = .first
    /// What happens to a link no route takes (`unmatched`).
    public var unmatched: UnmatchedLinks = .refuse
    /// What a link does to a presented modal when its route does not say (`onModal`).
    public var onModal: ModalHandling = .dismiss
    /// Flags every link needs, checked before any route's (top-level `requires`; `!flag` = false).
    public var requires: [String] = []
    /// Flags whose change rebuilds the app: every tab back to its root, modals dismissed (`resetOn`).
    public var resetOn: [String] = []
    /// How a link changes the task's back stack, for an app whose library rebuilds it from a
    /// navigation graph; `nil` when links only change the stack they land on.
    public var linkTask: LinkTask?

    public init(name: String = "App", scheme: String? = nil, tabs: [TabDefinition] = [],
                screens: [String: ScreenDefinition] = [:], parameterScreens: [String: String] = [:],
                routes: [RouteBehavior] = [], guards: [String: GuardDefinition] = [:],
                initialState: [String: Bool] = [:], shortcuts: [Shortcut] = [], spotlight: [SpotlightEntry] = [],
                pendingOnCancel: PendingOnCancel = .drop) {
        self.name = name
        self.scheme = scheme
        self.tabs = tabs
        self.screens = screens
        self.parameterScreens = parameterScreens
        self.routes = routes
        self.guards = guards
        self.initialState = initialState
        self.shortcuts = shortcuts
        self.spotlight = spotlight
        self.pendingOnCancel = pendingOnCancel
    }

    /// The declared screen, or an undeclared one whose title is its id.
    public func screen(_ id: String) -> ScreenDefinition {
        screens[id] ?? ScreenDefinition(id: id)
    }

    /// The tabs the tree has: the declared ones, or one implicit tab whose root is the
    /// screen of the `/` route when there is one.
    public var effectiveTabs: [TabDefinition] {
        if !tabs.isEmpty { return tabs }
        let rootScreen = routes.first(where: { $0.path.trimmingCharacters(in: ["/", " "]).isEmpty })?.screen
        return [TabDefinition(id: TabDefinition.implicitID, title: name, root: rootScreen ?? TabDefinition.implicitRoot, icon: nil)]
    }
}

/// A tab of the tab bar, with the screen at the bottom of its stack.
public struct TabDefinition: Sendable, Equatable {
    /// The id of the single tab an app without `tabs` gets.
    public static let implicitID = "main"
    /// The root screen of that tab when the file has no `/` route.
    static let implicitRoot = "Root"

    /// The id routes name in `tab`.
    public var id: String
    /// The label (`title`; the id when the file leaves it out).
    public var title: String
    /// The screen at the bottom of the tab's stack (above ``screenBelowRoot`` when a link put that there).
    public var root: String
    /// A short symbol for the tab bar.
    public var icon: String?
    /// Flags that must all be true for the tab to be in the tab bar (`requires` on a tab).
    public var requires: [String] = []
    /// The one screen a link may put below the root, at the very bottom of the stack (`jetpack`
    /// with `newTask`: the root graph's start destination under another top-level graph's
    /// stack); `nil`: the root is always at the bottom (docs/navigation.md).
    public var screenBelowRoot: String?
    /// The screen selecting the tab presents modally (a tab that is a button, `presents`); the
    /// selected tab does not change. `nil` for a tab that shows its stack.
    public var presents: String?
    public init(id: String, title: String, root: String, icon: String? = nil) {
        self.id = id
        self.title = title
        self.root = root
        self.icon = icon
    }
}

/// A screen: its title template and what every instance receives.
public struct ScreenDefinition: Sendable, Equatable {
    /// The screen id (its key in `screens`).
    public var id: String
    /// A template: `{param}` is filled from the instance's parameters.
    public var title: String?
    /// Parameter values when the URL has none, in file order. Numbers keep their written text
    /// and booleans become `"true"`/`"false"`.
    public var defaults: OrderedMap<String>
    /// URL key → the screen's property name (WAAppRouting's WAAppLinkParameters), in file order.
    public var mapping: OrderedMap<String>
    /// Flags that must be true to show the screen.
    public var requires: [String]
    /// Values every instance receives (WAAppRouting's pre-configuration block), in file order.
    public var inject: OrderedMap<String>
    /// The only property names the screen receives (WAAppRouting `allowedParameters`), under
    /// a profile whose navigation filters link parameters; `nil`: no filter.
    public var allowedParameters: [String]? = nil

    public init(id: String, title: String? = nil, defaults: [String: String] = [:], mapping: [String: String] = [:],
                requires: [String] = [], inject: [String: String] = [:]) {
        self.id = id
        self.title = title
        self.defaults = OrderedMap(defaults)
        self.mapping = OrderedMap(mapping)
        self.requires = requires
        self.inject = OrderedMap(inject)
    }
}

/// How a route presents its screens.
public enum Presentation: String, Sendable, Codable, CaseIterable {
    case push, modal
}

/// How a plan meets the current stack.
public enum StackPolicy: String, Sendable, Codable, CaseIterable {
    /// Keep the common prefix by screen id, refresh it, pop the rest, push the remainder (WAAppRouting).
    case reuse
    /// Push the route's screen on top of whatever is there.
    case push
    /// Reset the stack to the plan: every screen above the root is a new instance.
    case replace
    /// Nothing changes when the same screen is already on top; otherwise as `push` (a singleton).
    case keep
    /// Pop back to the screen when it is in the stack with the same parameters; otherwise push it.
    case popTo
}

/// A route as the app model holds it: decoded once from the route file's `routes[i]` (which
/// keeps it beside its position), or built by a profile from the app's own files. The route
/// table reads ``matching``; the simulator reads the rest.
///
/// A route key is one stored property here (or on ``RouteSpec`` when the route table reads
/// it, with an accessor here) and one line in the route file's decoder, which names the key.
public struct RouteBehavior: Sendable, Equatable {
    /// What the route table compiles, but for `where` and `defaults`, which ``where`` and
    /// ``defaults`` hold in the order the file writes them.
    private var spec: RouteSpec
    /// A regular expression per parameter (`where`), in file order; a value that fails it makes
    /// the route decline. The route file's decoder has checked that each compiles.
    public var `where`: OrderedMap<String>
    /// Parameter values used when the URL has none (`defaults`), in file order.
    public var defaults: OrderedMap<String>
    /// The tab selected; `nil` lets the model choose.
    public var tab: String?
    /// How the route presents its screen; a `!` in the path presents that screen modally.
    public var presentation: Presentation
    /// How the plan meets the current stack (`policy`).
    public var policy: StackPolicy
    /// Whether the stack is popped to its root first (`popToRoot`).
    public var popToRoot: Bool
    /// ICRouter: routes opened first, written as paths (`{param}`/`:param` filled from this match).
    public var dependencies: [String]
    /// Flags that must be true for the route to run; a false one runs its guard (`requires`).
    public var requires: [String]
    /// A message shown when the route runs (WAAppRouting block handler); `{param}` is filled.
    public var alert: String?
    /// Flags set when the route runs.
    public var set: [String: Bool]
    /// Open this URL instead.
    public var redirect: String?
    /// Where the route's stack starts.
    public var parent: ParentRule = .implicit
    /// What the link does to a presented modal; `nil`: the app's `onModal`.
    public var onModal: ModalHandling?
    /// Flags (`!flag` = false) that must all hold for the route to take part in matching.
    public var when: [String] = []

    /// What the route table compiles: path, scheme, priority, host, `where`, defaults, screen, index.
    public var matching: RouteSpec {
        get {
            var matching = spec
            matching.constraints = `where`.dictionary
            matching.defaults = defaults.dictionary
            return matching
        }
        set {
            `where` = OrderedMap(newValue.constraints, keepingOrderOf: `where`.keys)
            defaults = OrderedMap(newValue.defaults, keepingOrderOf: defaults.keys)
            spec = newValue
            spec.constraints = [:]
            spec.defaults = [:]
        }
    }

    /// The pattern as written.
    public var path: String {
        get { spec.path }
        set { spec.path = newValue }
    }
    /// The scheme whose table holds the route; `nil` for the default one.
    public var scheme: String? {
        get { spec.scheme }
        set { spec.scheme = newValue }
    }
    /// The screen shown when the path names none.
    public var screen: String? {
        get { spec.screen }
        set { spec.screen = newValue }
    }
    /// Higher priorities are tried first.
    public var priority: Int {
        get { spec.priority }
        set { spec.priority = newValue }
    }
    /// The host the URL must have (`host`), or `nil` for any.
    public var host: String? {
        get { spec.host }
        set { spec.host = newValue }
    }
    /// The position in the app's routes, reported as `route.index`.
    public var index: Int {
        get { spec.index }
        set { spec.index = newValue }
    }

    public init(path: String, scheme: String? = nil, screen: String? = nil, tab: String? = nil,
                presentation: Presentation = .push, policy: StackPolicy = .reuse, popToRoot: Bool = false,
                dependencies: [String] = [], requires: [String] = [], alert: String? = nil,
                set: [String: Bool] = [:], redirect: String? = nil,
                priority: Int = 0, constraints: [String: String] = [:], defaults: [String: String] = [:], index: Int = 0) {
        self.spec = RouteSpec(path: path, scheme: scheme, priority: priority, screen: screen, index: index)
        self.where = OrderedMap(constraints)
        self.defaults = OrderedMap(defaults)
        self.tab = tab
        self.presentation = presentation
        self.policy = policy
        self.popToRoot = popToRoot
        self.dependencies = dependencies
        self.requires = requires
        self.alert = alert
        self.set = set
        self.redirect = redirect
    }
}

/// A flag's guard: where to go while the flag is false.
public struct GuardDefinition: Sendable, Equatable {
    public var redirect: String?
    /// Whether the link waits for the flag (pending); `false`: the redirect opens and the link is dropped.
    public var keep: Bool = true
    public init(redirect: String?) { self.redirect = redirect }
}

/// A home-screen quick action (3D Touch).
public struct Shortcut: Sendable, Equatable {
    public var name: String
    public var title: String
    public var subtitle: String?
    public var icon: String?
    /// A hotkey name: `F1`…`F12`, one printable character, or `ctrl-X`.
    public var key: String?
    /// The link the shortcut opens; empty for a shortcut that runs `actions`.
    public var url: String
    /// Input-line commands the shortcut runs instead of opening a link (`action`), in order.
    public var actions: [String] = []
    /// The app registers the shortcut in code at run time (`dynamic`): no manifest lists it.
    public var dynamic = false
    /// Flags that must all be true for the shortcut to be offered and accepted (`requires` on a shortcut).
    public var requires: [String] = []
    public init(name: String, title: String, subtitle: String? = nil, icon: String? = nil, key: String? = nil, url: String) {
        self.name = name
        self.title = title
        self.subtitle = subtitle
        self.icon = icon
        self.key = key
        self.url = url
    }
}

/// A CoreSpotlight search result that opens a URL.
public struct SpotlightEntry: Sendable, Equatable {
    public var title: String
    public var url: String
    public init(title: String, url: String) {
        self.title = title
        self.url = url
    }
}
