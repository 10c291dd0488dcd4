/// An app's navigation as a graph (`navsim graph`, the UI's map): screens grouped by tab, the
/// links and shortcuts that reach them, and which screen a link can put on top of which.
/// Plain data in a fixed order, so the same route file always draws the same picture.
public struct NavigationMap: Sendable, Equatable {
    /// The app's name, the graph's title.
    public var name: String
    /// The tabs (or drawer entries), in the tab bar's order; empty for an app with one stack.
    public var tabs: [Tab]
    /// Every screen, tab roots first, then in the order routes reach them.
    public var screens: [Screen]
    /// The ways in from outside: deep-link patterns, shortcuts, and the links asked about (`--link`).
    public var entries: [Entry]
    /// What can follow what, in the order first met.
    public var edges: [Edge]

    /// A map of these elements (``init(of:)`` builds one from a route file).
    public init(name: String, tabs: [Tab] = [], screens: [Screen] = [], entries: [Entry] = [], edges: [Edge] = []) {
        self.name = name
        self.tabs = tabs
        self.screens = screens
        self.entries = entries
        self.edges = edges
    }

    /// Where an element stands in a comparison of two maps (`graph --diff`).
    public enum Change: Sendable, Equatable {
        /// In both maps (or no comparison).
        case unchanged
        /// Only in the newer map.
        case added
        /// Only in the older map.
        case removed
    }

    /// A tab of the tab bar.
    public struct Tab: Sendable, Equatable {
        /// The tab's id in the route file.
        public var id: String
        /// The title the tab bar shows.
        public var title: String
        /// Whether it is new or gone in a comparison.
        public var change: Change = .unchanged
        /// A tab.
        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// A screen: a node, in the tab whose stack it is pushed on (`nil`: whichever tab is current).
    public struct Screen: Sendable, Equatable {
        /// The screen id.
        public var id: String
        /// The declared title template, when it says more than the id.
        public var title: String?
        /// The tab whose stack holds it (its root, or the tab its routes select).
        public var tab: String?
        /// Whether it is a tab's root.
        public var isRoot: Bool
        /// Whether a route presents it modally.
        public var isModal: Bool
        /// Whether a `--link` builds a stack holding it.
        var isOnLinkStack = false
        /// Whether it is new or gone in a comparison.
        public var change: Change = .unchanged
        /// A screen.
        public init(id: String, title: String? = nil, tab: String? = nil, isRoot: Bool = false, isModal: Bool = false) {
            self.id = id
            self.title = title
            self.tab = tab
            self.isRoot = isRoot
            self.isModal = isModal
        }
    }

    /// A way into the app: a node labelled with what the user opens.
    public struct Entry: Sendable, Equatable {
        /// What kind of way in it is.
        public enum Kind: Sendable, Equatable {
            /// A registered pattern (one expansion or `{Screen}` prefix of a route).
            case route(index: Int)
            /// A home-screen shortcut.
            case shortcut
            /// A URL given with `--link`.
            case link
        }
        /// Identifies the entry across two versions of a file: the kind and its pattern or name.
        public var key: String
        /// A pattern, a shortcut or a link.
        public var kind: Kind
        /// The pattern (with its scheme), the shortcut's name, or the link.
        public var label: String
        /// What else the entry says: flags it requires and their guards, a redirect, an alert, an
        /// OS verdict.
        public var details: [String]
        /// The screen it shows on top, when it shows one.
        public var target: String?
        /// Whether it is new or gone in a comparison.
        public var change: Change = .unchanged
        /// An entry.
        public init(key: String, kind: Kind, label: String, details: [String] = [], target: String? = nil) {
            self.key = key
            self.kind = kind
            self.label = label
            self.details = details
            self.target = target
        }
    }

    /// An end of an edge.
    public enum Node: Sendable, Hashable {
        /// A screen, by its id.
        case screen(String)
        /// An entry, by its key.
        case entry(String)
    }

    /// An arrow.
    public struct Edge: Sendable, Equatable {
        /// What the arrow means.
        public enum Kind: Sendable, Hashable {
            /// `to` is pushed on the stack holding `from`.
            case push
            /// `to` is presented modally over `from`.
            case modal
            /// The entry shows the screen.
            case opens
            /// The entry redirects to another entry.
            case redirect
        }
        /// Where the arrow starts.
        public var from: Node
        /// Where it points.
        public var to: Node
        /// What it means.
        public var kind: Kind
        /// Whether it lies on the stack a `--link` builds.
        var isOnLinkStack = false
        /// Whether it is new or gone in a comparison.
        public var change: Change = .unchanged
        /// An arrow.
        public init(from: Node, to: Node, kind: Kind) {
            self.from = from
            self.to = to
            self.kind = kind
        }

        /// What identifies the edge in a comparison.
        var identity: EdgeIdentity { EdgeIdentity(from: from, to: to, kind: kind) }
    }

    /// The screen `id`, if the map has it.
    public func screen(_ id: String) -> Screen? { screens.first { $0.id == id } }
}

/// An edge without its markings, for lookups.
struct EdgeIdentity: Hashable {
    var from: NavigationMap.Node
    var to: NavigationMap.Node
    var kind: NavigationMap.Edge.Kind
}
