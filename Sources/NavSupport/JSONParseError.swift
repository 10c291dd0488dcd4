/// Why a byte sequence is not a JSON document, and where the problem is.
///
/// Thrown by ``JSONDocument/init(parsing:)-(([UInt8]))``; the message is meant for the
/// user as it is (`unterminated string: …`, `unexpected character ','; …`).
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, in words a user can act on.
    public var message: String
    /// The line and column (in Unicode scalars) of the offending character.
    public var position: SourcePosition
    /// The 0-based byte offset of the offending character (a byte order mark counts).
    public var byteOffset: Int

    /// Makes an error.
    public init(message: String, position: SourcePosition, byteOffset: Int) {
        self.message = message
        self.position = position
        self.byteOffset = byteOffset
    }

    /// The 1-based line of the problem.
    public var line: Int { position.line }
    /// The 1-based column of the problem, in Unicode scalars.
    public var column: Int { position.column }

    /// `LINE:COLUMN: MESSAGE`.
    public var description: String { "\(position): \(message)" }
}

/// Something valid but suspicious the parser met: today, a repeated object key.
public struct JSONParseWarning: Sendable, Equatable, CustomStringConvertible {
    /// What was found and what the parser did about it.
    public var message: String
    /// Where it was found.
    public var position: SourcePosition
    /// The JSON path of the value concerned, e.g. `routes[2].path`.
    public var jsonPath: JSONPath

    /// Makes a warning.
    public init(message: String, position: SourcePosition, jsonPath: JSONPath) {
        self.message = message
        self.position = position
        self.jsonPath = jsonPath
    }

    /// `LINE:COLUMN: PATH: MESSAGE`.
    public var description: String { "\(position): \(jsonPath): \(message)" }
}
