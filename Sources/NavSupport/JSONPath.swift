/// Where a value sits inside a JSON document, written the way a user reads it:
/// `routes[3].path`, `screens.HotelDetail.defaults.nights`, `screens["Hotel Detail"]`.
///
/// Diagnostics carry this text so a message points at the value even when the
/// reader has no line numbers at hand (a JSON Schema tool, a CI log).
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step from a container to one of its values.
    public enum Component: Sendable, Hashable {
        /// A member of an object, by key.
        case key(String)
        /// An element of an array, by 0-based index.
        case index(Int)
    }

    /// The steps from the top-level value; empty for the top-level value itself.
    public var components: [Component]

    /// The path of the top-level value.
    public static let root = JSONPath(components: [])

    /// Makes a path from its steps.
    public init(components: [Component]) {
        self.components = components
    }

    /// The path of a member of the object at this path.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// The path of an element of the array at this path.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// The path as text: keys that look like identifiers joined with `.`,
    /// other keys as `["…"]` (a long key cut as `quotedJSONString` cuts it), indices as `[n]`;
    /// the empty string for the root.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where key.unicodeScalars.count <= longestQuotedText && Self.isIdentifierLike(key):
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key):
                text += "[\(quotedJSONString(key))]"
            }
        }
        return text
    }

    /// Keys written bare after a dot: a letter, `_` or `$`, then letters, digits, `_`, `$` or `-`.
    private static func isIdentifierLike(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first,
              first == "_" || first == "$" || isAlphabetic(first)
        else { return false }
        return key.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar == "$" || scalar == "-" || isAlphabetic(scalar) || isDecimalDigit(scalar)
        }
    }

    /// `scalar.properties.isAlphabetic`, answered without the Unicode tables for ASCII (every
    /// route file's keys; the table lookup was a tenth of decoding the demo).
    private static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.isAlphabetic }
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// `scalar.properties.numericType == .decimal`, without the tables for ASCII.
    private static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return scalar.properties.numericType == .decimal }
        return ("0"..."9").contains(scalar)
    }
}
