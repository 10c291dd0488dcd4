import NavRouting
import NavSupport

/// One Android navigation graph as its XML files describe it (`res/navigation/*.xml`): a tree
/// of `<navigation>` elements and destinations, `<include>`s already replaced by the graphs
/// they name. Read by ``NavGraphReader``; docs/profiles.md gives each rule with its androidx
/// source.
package struct NavGraphNode: Sendable, Equatable {
    /// The element: a graph or one kind of destination.
    package enum Kind: String, Sendable, Equatable {
        /// `<navigation>`: a graph with a start destination.
        case navigation
        case fragment
        case dialog
        case activity
    }

    package var kind: Kind
    /// The id without `@+id/` or `@id/` (`home_graph`).
    package var id: String
    /// `android:label`, as written (`{arg}` placeholders not yet filled).
    package var label: String?
    /// `app:startDestination` without `@id/` (graphs only).
    package var startDestination: String?
    /// The `<argument>`s, in document order.
    package var arguments: [NavArgument]
    /// The `<deepLink app:uri app:action app:mimeType android:autoVerify/>`s, in document order,
    /// `${applicationId}` replaced (`android:autoVerify` is read by the manifest merger only).
    package var deepLinks: [AppFileLink]
    /// The nested destinations and graphs, in document order (graphs only).
    package var children: [NavGraphNode]
    /// The ids `<action app:destination>` children lead to, in document order (in-app
    /// navigation: a deep link never follows them, but they reach their destinations).
    package var actionDestinations: [String] = []
    /// The file the element is written in.
    package var file: String
    /// Where the element's `<` is.
    package var position: SourcePosition

    package init(kind: Kind, id: String, label: String? = nil, startDestination: String? = nil, arguments: [NavArgument] = [],
                deepLinks: [AppFileLink] = [], children: [NavGraphNode] = [], file: String, position: SourcePosition) {
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
    package var allNodes: [NavGraphNode] {
        var nodes: [NavGraphNode] = []
        forEachNode { nodes.append($0) }
        return nodes
    }

    /// Visits every node of the tree, this one first, in document order, without copying subtrees.
    package func forEachNode(_ visit: (NavGraphNode) -> Void) {
        visit(self)
        for child in children { child.forEachNode(visit) }
    }

    /// The child whose id is `id`.
    package func child(_ id: String) -> NavGraphNode? { children.first { $0.id == id } }

    /// The destination a link to this node lands on: itself, or for a graph its start
    /// destination, recursively.
    package var landingDestination: NavGraphNode {
        guard kind == .navigation, let start = startDestination, let child = child(start) else { return self }
        return child.landingDestination
    }
}

/// `<argument android:name app:argType app:nullable android:defaultValue>`.
package struct NavArgument: Sendable, Equatable {
    package var name: String
    package var type: NavArgumentType
    package var nullable: Bool
    /// `android:defaultValue` as written; `nil` when absent or `@null`.
    package var defaultValue: String?
    /// `android:defaultValue="@null"`: the argument is in the destination's arguments, as null.
    package var defaultsToNull: Bool
    package var position: SourcePosition

    package init(name: String, type: NavArgumentType, nullable: Bool = false, defaultValue: String? = nil,
                defaultsToNull: Bool = false, position: SourcePosition) {
        self.name = name
        self.type = type
        self.nullable = nullable
        self.defaultValue = defaultValue
        self.defaultsToNull = defaultsToNull
        self.position = position
    }

    /// Required: not nullable and no default (androidx `NavArgument.isDefaultValuePresent`, `isNullable`).
    package var isRequired: Bool { !nullable && defaultValue == nil }
}

/// A problem in a graph file, at its line and column.
package struct NavGraphDiagnostic: Sendable, Equatable, Error, CustomStringConvertible {
    package enum Severity: String, Sendable, Equatable { case error, warning }
    package var severity: Severity
    package var file: String
    package var position: SourcePosition
    package var message: String

    package init(_ severity: Severity, file: String, position: SourcePosition, _ message: String) {
        self.severity = severity
        self.file = file
        self.position = position
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    package var description: String { "\(file):\(position): \(severity.rawValue): \(message)" }
}
