import NavRouting
import NavSyntax

/// An Android navigation graph argument's `app:argType` (androidx `NavType.fromArgType`, NavType.kt): the
/// graph reader (`NavGraphReader`) reads it, the profile's deep-link matching parses values with it.
package enum NavArgumentType: Sendable, Equatable, Hashable {
    case integer, long, float, boolean, string, reference
    /// `integer[]`, `long[]`, …: repeated query values fill it; `com.example.Item[]`: a
    /// Parcelable or Serializable array (`ParcelableArrayType`, `SerializableArrayType`).
    indirect case array(NavArgumentType)
    /// A Parcelable, Serializable or Enum class name: read from a URI as its text.
    case className(String)

    /// The type an `app:argType` names, or `nil` for a name androidx does not know.
    package init?(argType: String) {
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
    package static func inferred(from value: String?) -> NavArgumentType {
        guard let value else { return .string }
        for candidate in [NavArgumentType.integer, .long, .float, .boolean] where candidate.parse(value) != nil { return candidate }
        return .string
    }

    private var isArrayElement: Bool {
        switch self {
        // `Foo[]`: `NavType.fromArgType` makes a Parcelable or Serializable array of a class name.
        case .integer, .long, .float, .boolean, .string, .className: true
        default: false
        }
    }

    /// The name as written in `app:argType`.
    package var name: String {
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
    package func parse(_ text: String) -> String? {
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
