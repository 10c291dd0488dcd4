/// A place in a text file, as an editor shows it.
///
/// Both numbers are 1-based. `column` counts Unicode scalars from the start of
/// the line (a tab counts as one, `é` counts as one), which is what most editors
/// show; a byte offset, where one is needed, is carried separately.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line number; a line ends at LF, CRLF or a lone CR.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Makes a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`, as compilers print it.
    public var description: String { "\(line):\(column)" }

    /// Positions order as they appear in the file.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A JSON value together with where it starts in the file.
///
/// The decoder keeps the position so that every problem it finds, however deep,
/// can be reported as `FILE:LINE:COLUMN`.
public struct JSONNode: Sendable, Equatable {
    /// The value.
    public var value: JSONValue
    /// Where the value's first character is (the `{`, `[`, `"`, digit or letter).
    public var position: SourcePosition

    /// Makes a node from a value and its position.
    public init(_ value: JSONValue, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

/// One member of a JSON object: the key, where the key is written, and the value.
public struct JSONMember: Sendable, Equatable {
    /// The key, with escapes resolved.
    public var key: String
    /// Where the key's opening quote is; unknown-key warnings point here.
    public var keyPosition: SourcePosition
    /// The member's value.
    public var value: JSONNode

    /// Makes a member.
    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A JSON value (RFC 8259) whose children carry their positions.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as a `Double`, with the text it was written as (`1.50`, `1e2`),
    /// so an integer or a default value can be read back exactly as written.
    case number(Double, text: String)
    /// A string, with escapes resolved.
    case string(String)
    /// An array's elements in order.
    case array([JSONNode])
    /// An object's members in file order, keys unique: when a key repeats, the
    /// member stays where the key first appeared and takes the last value.
    case object([JSONMember])

    /// What the value is, for messages such as `expected an integer, found a string "high"`:
    /// `null`, `a boolean true`, `a number 1.5`, `a string "…"` (long strings shortened),
    /// `an array`, `an object`.
    public var summary: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "a boolean \(flag)"
        case .number(_, let text): "a number \(text)"
        case .string(let text): "a string \(quotedJSONString(Self.shortened(text)))"
        case .array: "an array"
        case .object: "an object"
        }
    }

    private static let longestQuotedString = 40

    private static func shortened(_ text: String) -> String {
        guard text.count > longestQuotedString else { return text }
        return String(text.prefix(longestQuotedString - 1)) + "…"
    }
}
