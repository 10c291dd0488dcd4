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
        [self] + children.flatMap(\.allNodes)
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
    public var position: SourcePosition

    public init(name: String, type: NavArgumentType, nullable: Bool = false, defaultValue: String? = nil, position: SourcePosition) {
        self.name = name
        self.type = type
        self.nullable = nullable
        self.defaultValue = defaultValue
        self.position = position
    }

    /// Required: not nullable and no default (androidx `NavArgument.isDefaultValuePresent`, `isNullable`).
    public var isRequired: Bool { !nullable && defaultValue == nil }
}

/// An argument's `app:argType` (androidx `NavType.fromArgType`).
public enum NavArgumentType: Sendable, Equatable, Hashable {
    case integer, long, float, boolean, string, reference
    /// `integer[]`, `long[]`, …: repeated query values fill it.
    indirect case array(NavArgumentType)
    /// A Parcelable, Serializable or Enum class name: read from a URI as its text.
    case className(String)

    /// The type an `app:argType` names, or `nil` for a name androidx does not know.
    public init?(argType: String) {
        if argType.hasSuffix("[]") {
            guard let element = NavArgumentType(argType: String(argType.dropLast(2))), element.isArrayElement else { return nil }
            self = .array(element)
            return
        }
        switch argType {
        case "integer": self = .integer
        case "long": self = .long
        case "float": self = .float
        case "boolean": self = .boolean
        case "string": self = .string
        case "reference": self = .reference
        default:
            // A class name has a package (`com.example.Kind`); anything else is a typo.
            guard argType.contains("."), !argType.hasPrefix("."), !argType.hasSuffix(".") else { return nil }
            self = .className(argType)
        }
    }

    /// The type androidx infers from a default value when `app:argType` is absent
    /// (`NavType.inferFromValue`: integer, long, float, boolean, else string).
    public static func inferred(from value: String?) -> NavArgumentType {
        guard let value else { return .string }
        for candidate in [NavArgumentType.integer, .long, .float, .boolean] where candidate.parse(value) != nil { return candidate }
        return .string
    }

    private var isArrayElement: Bool {
        switch self {
        case .integer, .long, .float, .boolean, .string: true
        default: false
        }
    }

    /// The name as written in `app:argType`.
    public var name: String {
        switch self {
        case .integer: "integer"
        case .long: "long"
        case .float: "float"
        case .boolean: "boolean"
        case .string: "string"
        case .reference: "reference"
        case .array(let element): element.name + "[]"
        case .className(let name): name
        }
    }

    /// The value androidx parses `text` into, written back as text, or `nil` when the parse
    /// throws (`IntType.parseValue` and its siblings: decimal or `0x` hex integers, an `L`
    /// suffix for longs, `true`/`false`).
    public func parse(_ text: String) -> String? {
        switch self {
        case .integer, .reference:
            return Self.integer(text, bits: 32).map(String.init)
        case .long:
            var body = Substring(text)
            if body.hasSuffix("L") { body = body.dropLast() }
            return Self.integer(String(body), bits: 64).map(String.init)
        case .float:
            guard let value = Float(text) else { return nil }
            return String(value)
        case .boolean:
            switch text {
            case "true": return "true"
            case "false": return "false"
            default: return nil
            }
        case .string, .className:
            return text
        case .array(let element):
            return element.parse(text)
        }
    }

    /// A signed decimal, or hex after `0x` (Kotlin `toInt()` / `toInt(16)` as `IntType` calls them).
    private static func integer(_ text: String, bits: Int) -> Int64? {
        var body = Substring(text)
        if body.hasPrefix("0x") {
            body = body.dropFirst(2)
            guard !body.isEmpty, let value = UInt64(body, radix: 16) else { return nil }
            // `toInt(16)` reads the digits as a signed number: "ffffffff" is out of range.
            guard bits == 64 ? value <= UInt64(Int64.max) : value <= UInt64(Int32.max) else { return nil }
            return Int64(value)
        }
        guard let value = Int64(body) else { return nil }
        if bits == 32, value < Int64(Int32.min) || value > Int64(Int32.max) { return nil }
        return value
    }
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
