/// One problem found in a route file: what, how bad, and where (JSON path and line:column).
///
/// The decoder collects every problem rather than stopping at the first, so a
/// user fixes a file in one pass; `navsim check` prints them all.
public struct ConfigDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The file cannot be used as it is.
        case error
        /// The file works, but probably not as its author meant.
        case warning
        /// Worth knowing, nothing wrong (an undeclared screen: `screens` is optional).
        case note
    }

    /// How bad it is.
    public var severity: Severity
    /// What is wrong, without the location (e.g. `expected an integer, found a string "high"`).
    public var message: String
    /// The JSON path of the value concerned (e.g. `routes[3].priority`);
    /// empty for the top-level value and for problems with the file itself.
    public var jsonPath: String
    /// Where the value is; `nil` for problems with the file itself (not found, too large).
    public var position: SourcePosition?
    /// A name that refers to nothing (a route's unknown `tab`): an error for `navsim check`,
    /// but the table still works, so running commands report it as a warning and go on.
    public var isDanglingReference: Bool
    /// A key the file format does not know (a typo such as `"shortcut"`): an error where the
    /// file is checked (`navsim check`, scenario files), a warning where a route file only runs.
    public var isUnknownKey: Bool
    /// The lint rule a warning belongs to (`guard-missing`), which `lint.ignore` silences;
    /// `nil` for a plain decoding problem (`route-file`).
    public var rule: String?

    /// Makes a diagnostic.
    public init(severity: Severity, message: String, jsonPath: String = "", position: SourcePosition? = nil,
                isDanglingReference: Bool = false, isUnknownKey: Bool = false, rule: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.jsonPath = jsonPath
        self.position = position
        self.isDanglingReference = isDanglingReference
        self.isUnknownKey = isUnknownKey
    }

    /// The 1-based line, when the problem has a place in the file.
    public var line: Int? { position?.line }
    /// The 1-based column in Unicode scalars, when the problem has a place in the file.
    public var column: Int? { position?.column }

    /// The diagnostic as a compiler prints it: `FILE:LINE:COL: error: routes[3].path: MESSAGE`.
    /// The place is left out when unknown, the path when empty.
    public func rendered(file: String) -> String {
        let place = [file, position?.description].compactMap { $0 }.filter { !$0.isEmpty }
        let subject = jsonPath.isEmpty ? [] : [jsonPath]
        let parts = (place.isEmpty ? [] : [place.joined(separator: ":")]) + [severity.rawValue] + subject + [message]
        return parts.joined(separator: ": ")
    }

    /// The diagnostic as ``rendered(file:)`` prints it, without a file name:
    /// `LINE:COL: error: PATH: MESSAGE`.
    public var description: String { rendered(file: "") }
}

extension Sequence<ConfigDiagnostic> {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in file order (problems with the file itself first;
    /// otherwise by line, column, then the order they were found in).
    public func sortedByPosition() -> [ConfigDiagnostic] {
        enumerated()
            .sorted { first, second in
                switch (first.element.position, second.element.position) {
                case let (left?, right?) where left != right: left < right
                case (nil, _?): true
                case (_?, nil): false
                default: first.offset < second.offset
                }
            }
            .map(\.element)
    }

    /// One ``ConfigDiagnostic/rendered(file:)`` line per diagnostic, in this order.
    public func rendered(file: String) -> String {
        map { $0.rendered(file: file) }.joined(separator: "\n")
    }
}
