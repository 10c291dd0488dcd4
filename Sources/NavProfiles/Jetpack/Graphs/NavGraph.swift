import NavRouting
import NavSupport

/// One Android navigation graph as its XML files describe it (`res/navigation/*.xml`): a tree
/// of `<navigation>` elements and destinations, `<include>`s already replaced by the graphs
/// they name. Read by ``NavGraphReader``; docs/profiles.md gives each rule with its androidx
/// source.
public struct NavGraphNode: Sendable, Equatable {
    /// The element: a graph or one kind of destination.
    public enum Kind: String, Sendable, Equatable {
        /// `<navigation>`: a graph with a start destination.
        case navigation
        case fragment
        case dialog
        case activity
    }

    public var kind: Kind
    /// The id without `@+id/` or `@id/` (`home_graph`).
    public var id: String
    /// `android:label`, as written (`{arg}` placeholders not yet filled).
    public var label: String?
    /// `app:startDestination` without `@id/` (graphs only).
    public var startDestination: String?
    /// The `<argument>`s, in document order.
    public var arguments: [NavArgument]
    /// The `<deepLink>`s, in document order.
    public var deepLinks: [NavDeepLinkElement]
    /// The nested destinations and graphs, in document order (graphs only).
    public var children: [NavGraphNode]
    /// The ids `<action app:destination>` children lead to, in document order (in-app
    /// navigation: a deep link never follows them, but they reach their destinations).
    public var actionDestinations: [String] = []
    /// The file the element is written in.
    public var file: String
    /// Where the element's `<` is.
    public var position: SourcePosition

    public init(kind: Kind, id: String, label: String? = nil, startDestination: String? = nil, arguments: [NavArgument] = [],
                deepLinks: [NavDeepLinkElement] = [], children: [NavGraphNode] = [], file: String, position: SourcePosition) {
        self.kind = kind
        self.id = id
        self.label = label
        self.startDestination = startDestination
        self.arguments = arguments
        self.deepLinks = deepLinks
        self.children = children
        self.file = file
        self.position = position
    }

    /// Every node of the tree, this one first, in document order.
    public var allNodes: [NavGraphNode] {
        var nodes: [NavGraphNode] = []
        forEachNode { nodes.append($0) }
        return nodes
    }

    /// Visits every node of the tree, this one first, in document order, without copying subtrees.
    public func forEachNode(_ visit: (NavGraphNode) -> Void) {
        visit(self)
        for child in children { child.forEachNode(visit) }
    }

    /// The child whose id is `id`.
    public func child(_ id: String) -> NavGraphNode? { children.first { $0.id == id } }

    /// The destination a link to this node lands on: itself, or for a graph its start
    /// destination, recursively.
    public var landingDestination: NavGraphNode {
        guard kind == .navigation, let start = startDestination, let child = child(start) else { return self }
        return child.landingDestination
    }
}

/// `<argument android:name app:argType app:nullable android:defaultValue>`.
public struct NavArgument: Sendable, Equatable {
    public var name: String
    public var type: NavArgumentType
    public var nullable: Bool
    /// `android:defaultValue` as written; `nil` when absent or `@null`.
    public var defaultValue: String?
    /// `android:defaultValue="@null"`: the argument is in the destination's arguments, as null.
    public var defaultsToNull: Bool
    public var position: SourcePosition

    public init(name: String, type: NavArgumentType, nullable: Bool = false, defaultValue: String? = nil,
                defaultsToNull: Bool = false, position: SourcePosition) {
        self.name = name
        self.type = type
        self.nullable = nullable
        self.defaultValue = defaultValue
        self.defaultsToNull = defaultsToNull
        self.position = position
    }

    /// Required: not nullable and no default (androidx `NavArgument.isDefaultValuePresent`, `isNullable`).
    public var isRequired: Bool { !nullable && defaultValue == nil }
}

/// `<deepLink app:uri app:action app:mimeType android:autoVerify/>`, `${applicationId}` replaced.
public struct NavDeepLinkElement: Sendable, Equatable {
    public var uri: String?
    public var action: String?
    public var mimeType: String?
    /// `android:autoVerify="true"` (read by the manifest merger only).
    public var autoVerify: Bool
    public var file: String
    public var position: SourcePosition

    public init(uri: String?, action: String? = nil, mimeType: String? = nil, autoVerify: Bool = false, file: String,
                position: SourcePosition) {
        self.uri = uri
        self.action = action
        self.mimeType = mimeType
        self.autoVerify = autoVerify
        self.file = file
        self.position = position
    }
}

/// A problem in a graph file, at its line and column.
public struct NavGraphDiagnostic: Sendable, Equatable, Error, CustomStringConvertible {
    public enum Severity: String, Sendable, Equatable { case error, warning }
    public var severity: Severity
    public var file: String
    public var position: SourcePosition
    public var message: String

    public init(_ severity: Severity, file: String, position: SourcePosition, _ message: String) {
        self.severity = severity
        self.file = file
        self.position = position
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(file):\(position): \(severity.rawValue): \(message)" }
}
