import Foundation

/// The type a typed parameter (`<int:id>`, URLNavigator style) converts its value to.
/// A value that does not convert makes the route not match.
public enum ParameterType: String, Sendable, CaseIterable, Codable {
    case int, float, uuid, path

    /// Whether `value` converts to this type. `path` accepts any non-empty value.
    public func accepts(_ value: Substring) -> Bool {
        switch self {
        case .int: return Int(value) != nil
        case .float:
            guard let number = Double(value) else { return false }
            return number.isFinite
        case .uuid: return Self.isUUID(value.utf8)
        case .path: return !value.isEmpty
        }
    }

    /// Checks the canonical 8-4-4-4-12 hexadecimal form without allocating.
    static func isUUID<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            switch offset {
            case 8, 13, 18, 23:
                if byte != UInt8(ascii: "-") { return false }
            default:
                let isHex = (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
                if !isHex { return false }
            }
        }
        return true
    }
}

/// How specific a matched segment is. Higher wins: literal > typed > parameter > wildcard.
/// `end` ranks a pattern that ends exactly where the URL ends above one that could go on.
public enum SegmentClass: Int, Comparable, Sendable {
    case wildcard = 0, parameter = 1, typed = 2, literal = 3, end = 4
    public static func < (lhs: SegmentClass, rhs: SegmentClass) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One `/`-separated piece of a route pattern.
public enum PatternSegment: Equatable, Hashable, Sendable {
    /// Matches exactly this text.
    case literal(String)
    /// `:name` or `{name}`: matches any one component.
    case parameter(String)
    /// `<type:name>`: one component that must convert to `type` (`path` takes all that remain).
    case typed(String, ParameterType)
    /// `*` before the last segment: exactly one component, any text.
    case anyOne
    /// `*` as the last segment: the remaining components (zero or more in navsim and JLRoutes).
    case rest

    /// The parameter name this segment binds, if any.
    public var parameterName: String? {
        switch self {
        case .parameter(let name), .typed(let name, _): return name
        default: return nil
        }
    }

    /// The specificity class used to rank competing routes.
    public var specificity: SegmentClass {
        switch self {
        case .literal: return .literal
        case .typed(_, let type): return type == .path ? .wildcard : .typed
        case .parameter: return .parameter
        case .anyOne, .rest: return .wildcard
        }
    }

    /// Whether this segment consumes every remaining component.
    public var consumesRest: Bool {
        switch self {
        case .rest: return true
        case .typed(_, let type): return type == .path
        default: return false
        }
    }

    /// The pattern text for this segment, as a user would write it.
    public var text: String {
        switch self {
        case .literal(let text): return text
        case .parameter(let name): return ":" + name
        case .typed(let name, let type): return "<\(type.rawValue):\(name)>"
        case .anyOne, .rest: return "*"
        }
    }
}

/// A screen pushed (or presented, when `modal`) for the pattern prefix ending at a segment:
/// `cities{CityList}` or `help{Help}!` (WAAppRouting).
public struct ScreenMark: Equatable, Hashable, Sendable {
    /// The screen id.
    public var screen: String
    /// `!`: present modally over the stack built so far.
    public var modal: Bool
    public init(screen: String, modal: Bool) {
        self.screen = screen
        self.modal = modal
    }
}

/// A segment together with the screen mark written after it, if any.
public struct MarkedSegment: Equatable, Hashable, Sendable {
    public var segment: PatternSegment
    public var mark: ScreenMark?
    public init(_ segment: PatternSegment, mark: ScreenMark? = nil) {
        self.segment = segment
        self.mark = mark
    }
}

/// One concrete pattern: what an optional-group combination expands to.
public struct ConcretePattern: Equatable, Hashable, Sendable {
    /// The path segments, in order.
    public var segments: [MarkedSegment]
    /// `#segment` at the end of the pattern: matched against the URL fragment.
    public var fragment: PatternSegment?

    public init(segments: [MarkedSegment], fragment: PatternSegment? = nil) {
        self.segments = segments
        self.fragment = fragment
    }

    /// The pattern text, normalized: `/a/:b/*`.
    public var text: String {
        var out = "/" + segments.map(\.segment.text).joined(separator: "/")
        if let fragment { out += "#" + fragment.text }
        return out
    }

    /// Every parameter this pattern binds, path first, then fragment.
    public var parameterNames: [String] {
        (segments.map(\.segment) + (fragment.map { [$0] } ?? [])).compactMap(\.parameterName)
    }
}

/// A parsed route pattern in the union syntax of the seeds (SPEC section 1), with its
/// optional groups already expanded.
public struct RoutePattern: Equatable, Sendable {
    /// The text as written in the route file.
    public var source: String
    /// Every combination of optional groups, longest first (JLRoutes' order).
    public var expansions: [ConcretePattern]

    /// The most optional-group combinations one pattern may expand into.
    public static let maximumExpansions = 256

    /// Parses `source`.
    /// - Throws: `PatternError` naming the offending position (1-based column in `source`).
    public init(_ source: String) throws(PatternError) {
        self.source = source
        var parser = PatternParser(source)
        self.expansions = try parser.parse()
    }

    /// A pattern from already expanded concrete patterns.
    init(source: String, expansions: [ConcretePattern]) {
        self.source = source
        self.expansions = expansions
    }
}

/// Why a pattern could not be compiled, with the 1-based column of the problem.
public struct PatternError: Error, Equatable, Sendable, CustomStringConvertible {
    public var pattern: String
    public var column: Int
    public var message: String
    public init(pattern: String, column: Int, message: String) {
        self.pattern = pattern
        self.column = column
        self.message = message
    }
    public var description: String { "column \(column): \(message)" }
}

/// Recursive-descent parser: groups are parsed into a tree, then expanded.
struct PatternParser {
    private let characters: [Character]
    private let source: String
    private var position = 0

    init(_ source: String) {
        self.source = source
        self.characters = Array(source)
    }

    /// A piece of pattern text: plain text, or an optional group of pieces.
    private indirect enum Piece {
        case text(String, column: Int)
        case optional([Piece], column: Int)
    }

    mutating func parse() throws(PatternError) -> [ConcretePattern] {
        let trimmed = source.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw fail(1, "the path is empty (write \"/\" for the root route)") }
        let pieces = try parsePieces(depth: 0)
        if position < characters.count { throw fail(position + 1, "unbalanced ')': no '(' opens it") }
        let texts = try expand(pieces)
        var seen = Set<ConcretePattern>()
        var result: [ConcretePattern] = []
        for (text, columns) in texts {
            let pattern = try compile(text, columns: columns)
            if seen.insert(pattern).inserted { result.append(pattern) }
        }
        // JLRoutes registers the longest expansion first; keep that order among equal lengths.
        return result.enumerated().sorted { lhs, rhs in
            lhs.element.segments.count != rhs.element.segments.count
                ? lhs.element.segments.count > rhs.element.segments.count
                : lhs.offset < rhs.offset
        }.map(\.element)
    }

    private func fail(_ column: Int, _ message: String) -> PatternError {
        PatternError(pattern: source, column: column, message: message)
    }

    private mutating func parsePieces(depth: Int) throws(PatternError) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var textStart = position
        while position < characters.count {
            let character = characters[position]
            if character == "(" {
                if !text.isEmpty { pieces.append(.text(text, column: textStart + 1)) }
                text = ""
                let open = position
                position += 1
                let inner = try parsePieces(depth: depth + 1)
                guard position < characters.count, characters[position] == ")" else {
                    throw fail(open + 1, "unbalanced '(': no ')' closes it")
                }
                position += 1
                pieces.append(.optional(inner, column: open + 1))
                textStart = position
            } else if character == ")" {
                if depth == 0 { throw fail(position + 1, "unbalanced ')': no '(' opens it") }
                break
            } else {
                if text.isEmpty { textStart = position }
                text.append(character)
                position += 1
            }
        }
        if !text.isEmpty { pieces.append(.text(text, column: textStart + 1)) }
        return pieces
    }

    /// Every combination of optional groups, as text plus the source column of each character.
    private func expand(_ pieces: [Piece]) throws(PatternError) -> [(String, [Int])] {
        var results: [(String, [Int])] = [("", [])]
        for piece in pieces {
            switch piece {
            case .text(let text, let column):
                results = results.map { ($0.0 + text, $0.1 + Array(column..<(column + text.count))) }
            case .optional(let inner, let column):
                let innerResults = try expand(inner)
                var next: [(String, [Int])] = []
                for base in results {
                    for option in innerResults { next.append((base.0 + option.0, base.1 + option.1)) }
                    next.append(base)
                }
                guard next.count <= RoutePattern.maximumExpansions else {
                    throw fail(column, "optional groups expand into more than \(RoutePattern.maximumExpansions) routes")
                }
                results = next
            }
        }
        return results
    }

    /// Compiles one expansion (no parentheses left) into segments.
    private func compile(_ text: String, columns: [Int]) throws(PatternError) -> ConcretePattern {
        let chars = Array(text)
        func column(_ index: Int) -> Int { index < columns.count ? columns[index] : (columns.last.map { $0 + 1 } ?? 1) }
        var pathEnd = chars.count
        var fragment: PatternSegment?
        if let hash = chars.firstIndex(of: "#") {
            pathEnd = hash
            let fragmentText = String(chars[(hash + 1)...])
            guard !fragmentText.isEmpty, !fragmentText.contains("/"), !fragmentText.contains("#") else {
                throw fail(column(hash), "'#' must be followed by one fragment segment, as in \"page#:section\"")
            }
            let parsed = try compileSegment(Array(fragmentText), startColumn: column(hash + 1), isLast: true)
            if parsed.mark != nil { throw fail(column(hash + 1), "a fragment cannot carry a {Screen}") }
            if parsed.segment == .rest || parsed.segment == .anyOne || parsed.segment.consumesRest {
                throw fail(column(hash + 1), "a fragment cannot be a wildcard")
            }
            fragment = parsed.segment
        }
        // Split into segments, keeping start offsets; empty segments (leading, trailing, doubled '/') vanish.
        var rawSegments: [(chars: [Character], start: Int)] = []
        var current: [Character] = []
        var start = 0
        for index in 0..<pathEnd {
            if chars[index] == "/" {
                if !current.isEmpty { rawSegments.append((current, start)) }
                current = []
                start = index + 1
            } else {
                if current.isEmpty { start = index }
                current.append(chars[index])
            }
        }
        if !current.isEmpty { rawSegments.append((current, start)) }

        var segments: [MarkedSegment] = []
        var names = Set<String>()
        for (offset, raw) in rawSegments.enumerated() {
            let isLast = offset == rawSegments.count - 1
            let segment = try compileSegment(raw.chars, startColumn: column(raw.start), isLast: isLast)
            if let name = segment.segment.parameterName, !names.insert(name).inserted {
                throw fail(column(raw.start), "parameter '\(name)' appears twice in one pattern")
            }
            if segment.segment.consumesRest, !isLast {
                throw fail(column(raw.start), "'\(segment.segment.text)' takes the rest of the path, so it must be the last segment")
            }
            segments.append(segment)
        }
        if let name = fragment?.parameterName, names.contains(name) {
            throw fail(column(pathEnd + 1), "parameter '\(name)' appears twice in one pattern")
        }
        return ConcretePattern(segments: segments, fragment: fragment)
    }

    /// One segment: `literal`, `:name`, `{name}`, `<type:name>`, `*`, each optionally followed
    /// by `{Screen}` and then `!`.
    private func compileSegment(_ chars: [Character], startColumn: Int, isLast: Bool) throws(PatternError) -> MarkedSegment {
        var body = chars
        var mark: ScreenMark?
        // Trailing `{Screen}` and `!`.
        var modal = false
        if body.last == "!" {
            modal = true
            body.removeLast()
            guard body.last == "}" else {
                throw fail(startColumn + body.count, "'!' must follow a {Screen}, as in \"help{Help}!\"")
            }
        }
        if body.last == "}", let open = body.lastIndex(of: "{"), open > 0 {
            let name = String(body[(open + 1)..<(body.count - 1)])
            try checkName(name, kind: "screen", column: startColumn + open)
            mark = ScreenMark(screen: name, modal: modal)
            body = Array(body[..<open])
        } else if modal {
            throw fail(startColumn + body.count, "'!' must follow a {Screen}, as in \"help{Help}!\"")
        }
        let text = String(body)
        let segment: PatternSegment
        if text == "*" {
            segment = isLast ? .rest : .anyOne
        } else if text.hasPrefix(":") {
            let name = String(text.dropFirst())
            try checkName(name, kind: "parameter", column: startColumn)
            segment = .parameter(name)
        } else if text.hasPrefix("{") {
            guard text.hasSuffix("}"), text.count >= 2 else {
                throw fail(startColumn, "unbalanced '{': write {name} for a parameter or segment{Screen} for a screen")
            }
            let name = String(text.dropFirst().dropLast())
            try checkName(name, kind: "parameter", column: startColumn + 1)
            segment = .parameter(name)
        } else if text.hasPrefix("<") {
            guard text.hasSuffix(">"), let colon = text.firstIndex(of: ":") else {
                throw fail(startColumn, "a typed parameter is written <type:name>, as in <int:id>")
            }
            let typeName = String(text[text.index(after: text.startIndex)..<colon])
            let name = String(text[text.index(after: colon)..<text.index(before: text.endIndex)])
            guard let type = ParameterType(rawValue: typeName) else {
                let known = ParameterType.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail(startColumn + 1, "unknown parameter type '\(typeName)' (known: \(known))")
            }
            try checkName(name, kind: "parameter", column: startColumn + typeName.count + 2)
            segment = .typed(name, type)
        } else {
            if let bad = text.firstIndex(where: { "{}<>*".contains($0) }) {
                let offset = text.distance(from: text.startIndex, to: bad)
                throw fail(startColumn + offset, "unexpected '\(text[bad])' inside the literal segment '\(text)'")
            }
            segment = .literal(text)
        }
        if modal, mark == nil { throw fail(startColumn, "'!' must follow a {Screen}") }
        return MarkedSegment(segment, mark: mark)
    }

    private func checkName(_ name: String, kind: String, column: Int) throws(PatternError) {
        guard !name.isEmpty else { throw fail(column, "empty \(kind) name") }
        if let bad = name.first(where: { "{}<>:*!/#()".contains($0) || $0.isWhitespace }) {
            throw fail(column, "'\(bad)' is not allowed in a \(kind) name ('\(name)')")
        }
    }
}
