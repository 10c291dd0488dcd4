import NavRouting

/// One screen in a stack: what it shows and where it came from.
public struct ScreenInstance: Sendable, Equatable {
    public var screen: String
    /// The title template filled with the parameters.
    public var title: String
    /// Parameters under the screen's property names (after `mapping`), with their sources.
    public var parameters: [MatchedParameter]
    /// `inject` values, shown apart from parameters.
    public var injected: [String: String]
    /// A number unique in the session, so "reused" and "new" can be seen.
    public var instance: Int
    /// The route and pattern that produced it, for reverse routing (`nil` for a tab root).
    public var origin: ScreenOrigin?
    /// What a profile's own navigator adds to the screen's entry in `open --json` (the shells
    /// around a page, an error page's message); empty otherwise.
    public var details = StepDetails()

    public init(screen: String, title: String, parameters: [MatchedParameter] = [], injected: [String: String] = [:],
                instance: Int, origin: ScreenOrigin? = nil) {
        self.screen = screen
        self.title = title
        self.parameters = parameters
        self.injected = injected
        self.instance = instance
        self.origin = origin
    }

    /// The value of a parameter by property name.
    public func value(_ name: String) -> ParameterValue? {
        parameters.first { $0.name == name }?.value
    }
}

/// The URL a screen can be reached again with: a concrete pattern and the values that fill it.
public struct ScreenOrigin: Sendable, Equatable {
    public var routeIndex: Int
    public var scheme: String?
    public var pattern: ConcretePattern
    /// Values for the pattern's parameters and the query, by URL key (before `mapping`).
    public var pathValues: [String: String]
    public var wildcard: [String]
    public var query: [MatchedParameter]
    /// The host the link came with where it is not a path component (`nil`: none, or `localhost`).
    public var host: String?
    /// The link came in through a universal-link domain: it is written back as `https://HOST/…`.
    public var isUniversalLink: Bool
    public init(routeIndex: Int, scheme: String?, pattern: ConcretePattern, pathValues: [String: String],
                wildcard: [String], query: [MatchedParameter], host: String? = nil, isUniversalLink: Bool = false) {
        self.host = host
        self.isUniversalLink = isUniversalLink && host != nil
        self.routeIndex = routeIndex
        self.scheme = scheme
        self.pattern = pattern
        self.pathValues = pathValues
        self.wildcard = wildcard
        self.query = query
    }
}

/// A navigation stack: the root at index 0, always present in a tab (or at index 1, above the
/// one screen its tab allows below it: ``TabDefinition/screenBelowRoot``).
public struct NavigationStack: Sendable, Equatable {
    public var screens: [ScreenInstance]
    public init(_ screens: [ScreenInstance]) { self.screens = screens }
    public var top: ScreenInstance? { screens.last }
}

/// A tab and its stack.
public struct TabState: Sendable, Equatable {
    public var id: String
    public var title: String
    public var icon: String?
    public var stack: NavigationStack

    /// Makes a tab (a profile's navigator builds its own tree).
    public init(id: String, title: String, icon: String?, stack: NavigationStack) {
        self.id = id
        self.title = title
        self.icon = icon
        self.stack = stack
    }
}

/// The simulated container hierarchy: a tab bar, one stack per tab, and a modal layer of
/// presentations, each holding its own stack (so a push inside a modal works).
public struct ContainerTree: Sendable, Equatable {
    public var tabs: [TabState]
    public var selectedTab: Int
    /// Presentations from the bottom up; each stack holds at least one screen.
    public var modals: [NavigationStack]
    /// Whether the app declares tabs (an app without them has one implicit stack and no tab bar).
    public var hasTabBar: Bool

    public init(tabs: [TabState], selectedTab: Int = 0, modals: [NavigationStack] = [], hasTabBar: Bool = true) {
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.modals = modals
        self.hasTabBar = hasTabBar
    }

    /// The selected tab.
    public var currentTab: TabState { tabs[selectedTab] }

    /// The screen on top of everything: the topmost modal's top, else the selected tab's top.
    public var visibleScreen: ScreenInstance? {
        modals.last?.top ?? currentTab.stack.top
    }
}
