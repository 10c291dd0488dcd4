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

    /// `accepts(_:)` for a value given as UTF-8 bytes; `int`, `uuid` and `path` never build a String.
    package func accepts(utf8 value: UnsafeRawBufferPointer) -> Bool {
        switch self {
        case .int: return Self.isDecimalInteger(value)
        case .uuid: return Self.isUUID(value)
        case .path: return !value.isEmpty
        case .float: return accepts(Substring(String(decoding: value, as: UTF8.self)))
        }
    }

    /// What `Int(_: String)` accepts: an optional `+` or `-`, then ASCII digits that fit in an `Int`.
    package static func isDecimalInteger<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
        guard !digits.isEmpty else { return false }
        var value = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return false }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            // Accumulate towards the sign so that Int.min fits.
            let (next, overflowAdd) = negative ? shifted.subtractingReportingOverflow(Int(byte - 0x30))
                                               : shifted.addingReportingOverflow(Int(byte - 0x30))
            if overflowShift || overflowAdd { return false }
            value = next
        }
        return true
    }

    /// Checks the canonical 8-4-4-4-12 hexadecimal form without allocating.
    package static func isUUID<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
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
    public var mark: ScreenMark? {
        get { markBox?.mark }
        set { markBox = newValue.map(ScreenMarkBox.init) }
    }
    /// The mark lives behind a reference, which keeps a segment at 32 bytes instead of 48 (a
    /// table at its expansion limit holds hundreds of thousands of segments, most without a
    /// mark); the parser gives every expansion of one pattern the same box for the same mark.
    private var markBox: ScreenMarkBox?

    public init(_ segment: PatternSegment, mark: ScreenMark? = nil) {
        self.segment = segment
        self.markBox = mark.map(ScreenMarkBox.init)
    }

    package init(_ segment: PatternSegment, markBox: ScreenMarkBox?) {
        self.segment = segment
        self.markBox = markBox
    }

    public static func == (lhs: MarkedSegment, rhs: MarkedSegment) -> Bool {
        lhs.segment == rhs.segment && (lhs.markBox === rhs.markBox || lhs.mark == rhs.mark)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segment)
        hasher.combine(mark)
    }
}

/// A screen mark behind a reference (see ``MarkedSegment``); immutable.
package final class ScreenMarkBox: Sendable {
    let mark: ScreenMark
    package init(_ mark: ScreenMark) { self.mark = mark }
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

/// A parsed route pattern in the union syntax of the four libraries (docs/route-file.md), with its
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
        // Printable ASCII (the usual pattern) is parsed as bytes, where a byte is a Character
        // and no String is taken apart; anything else Character by Character. One parser.
        if Self.isPrintableASCII(source) {
            var parser = PatternParser<UInt8>(source, units: Array(source.utf8))
            self.expansions = try parser.parse()
        } else {
            var parser = PatternParser<Character>(source, units: Array(source))
            self.expansions = try parser.parse()
        }
    }

    /// A pattern from already expanded concrete patterns.
    package init(source: String, expansions: [ConcretePattern]) {
        self.source = source
        self.expansions = expansions
    }
}

extension Array {
    /// The elements whose key was not seen before, in order. Compares pairwise for the few
    /// elements a route has (no hashing of whole patterns), through a Set beyond that.
    @inlinable
    package func firstOccurrences<Key: Hashable>(of key: (Element) -> Key) -> [Element] {
        guard count > 1 else { return self }
        var result: [Element] = []
        if count <= 16 {
            var keys: [Key] = []
            for element in self where !keys.contains(key(element)) {
                keys.append(key(element))
                result.append(element)
            }
        } else {
            var seen = Set<Key>()
            for element in self where seen.insert(key(element)).inserted { result.append(element) }
        }
        return result
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

/// What the pattern parser reads: a `Character`, or a byte of a printable-ASCII pattern (where
/// each byte is one Character, so both give the same segments, columns and messages).
package protocol PatternUnit: Equatable {
    /// The unit for an ASCII character of the syntax.
    static func unit(_ ascii: Unicode.Scalar) -> Self
    var isWhitespace: Bool { get }
    static func string<C: Collection>(_ units: C) -> String where C.Element == Self
}

extension Character: PatternUnit {
    package static func unit(_ ascii: Unicode.Scalar) -> Character { Character(ascii) }
    package static func string<C: Collection>(_ units: C) -> String where C.Element == Character { String(units) }
}

extension UInt8: PatternUnit {
    package static func unit(_ ascii: Unicode.Scalar) -> UInt8 { UInt8(ascii: ascii) }
    package var isWhitespace: Bool { self == 0x20 || (self >= 0x09 && self <= 0x0D) }
    package static func string<C: Collection>(_ units: C) -> String where C.Element == UInt8 { String(decoding: units, as: UTF8.self) }
}

/// Recursive-descent parser: groups are parsed into a tree, then expanded.
package struct PatternParser<Unit: PatternUnit> {
    private let units: [Unit]
    private let source: String
    private var position = 0
    private let open = Unit.unit("("), close = Unit.unit(")"), slash = Unit.unit("/"), hash = Unit.unit("#")
    private let bang = Unit.unit("!"), braceOpen = Unit.unit("{"), braceClose = Unit.unit("}"), colon = Unit.unit(":")
    private let angleOpen = Unit.unit("<"), angleClose = Unit.unit(">"), star = Unit.unit("*")
    /// Never allowed in a literal segment.
    private let literalForbidden: [Unit] = ["{", "}", "<", ">", "*"].map { Unit.unit($0) }
    /// Never allowed in a parameter or screen name.
    private let nameForbidden: [Unit] = ["{", "}", "<", ">", ":", "*", "!", "/", "#", "(", ")"].map { Unit.unit($0) }

    /// What the expansions of this pattern share: each literal, name and mark is made once and
    /// every expansion that has it holds the same storage.
    private let shared = SharedPieces()

    package init(_ source: String, units: [Unit]) {
        self.source = source
        self.units = units
    }

    /// A piece of pattern text: a run of units (`units[range]`), or an optional group of pieces.
    private indirect enum Piece {
        case text(Range<Int>)
        case optional([Piece], column: Int)
    }

    package mutating func parse() throws(PatternError) -> [ConcretePattern] {
        // What `trimmingCharacters(in: .whitespaces)` would leave empty (a visible ASCII first
        // character settles it without asking CharacterSet).
        guard source.utf8.first.map({ $0 > 0x20 && $0 < 0x7F }) == true
                || source.unicodeScalars.contains(where: { !CharacterSet.whitespaces.contains($0) }) else {
            throw fail(1, "the path is empty (write \"/\" for the root route)")
        }
        let pieces = try parsePieces(depth: 0)
        if position < units.count { throw fail(position + 1, "unbalanced ')': no '(' opens it") }
        let expansions = try expand(pieces)
        if expansions.count == 1 { return [try compile(expansions[0])] }
        shared.isEnabled = true
        var compiled: [ConcretePattern] = []
        for expansion in expansions { compiled.append(try compile(expansion)) }
        // JLRoutes registers the longest expansion first; keep that order among equal lengths.
        return compiled.firstOccurrences(of: \.self).enumerated().sorted { lhs, rhs in
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
        var textStart = position
        while position < units.count {
            let unit = units[position]
            if unit == open {
                if position > textStart { pieces.append(.text(textStart..<position)) }
                let openPosition = position
                position += 1
                let inner = try parsePieces(depth: depth + 1)
                guard position < units.count, units[position] == close else {
                    throw fail(openPosition + 1, "unbalanced '(': no ')' closes it")
                }
                position += 1
                pieces.append(.optional(inner, column: openPosition + 1))
                textStart = position
            } else if unit == close {
                if depth == 0 { throw fail(position + 1, "unbalanced ')': no '(' opens it") }
                break
            } else {
                position += 1
            }
        }
        if position > textStart { pieces.append(.text(textStart..<position)) }
        return pieces
    }

    /// Every combination of optional groups, each as the source positions of its units.
    private func expand(_ pieces: [Piece]) throws(PatternError) -> [[Int]] {
        var results: [[Int]] = [[]]
        for piece in pieces {
            switch piece {
            case .text(let range):
                for index in results.indices { results[index].append(contentsOf: range) }
            case .optional(let inner, let column):
                let innerResults = try expand(inner)
                var next: [[Int]] = []
                for base in results {
                    for option in innerResults { next.append(base + option) }
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

    /// Compiles one expansion (no parentheses left), given as the source positions of its units.
    private func compile(_ positions: [Int]) throws(PatternError) -> ConcretePattern {
        let chars = positions.map { units[$0] }
        func column(_ index: Int) -> Int { index < positions.count ? positions[index] + 1 : (positions.last.map { $0 + 2 } ?? 1) }
        var pathEnd = chars.count
        var fragment: PatternSegment?
        if let hashIndex = chars.firstIndex(of: hash) {
            pathEnd = hashIndex
            let fragmentText = chars[(hashIndex + 1)...]
            guard !fragmentText.isEmpty, !fragmentText.contains(slash), !fragmentText.contains(hash) else {
                throw fail(column(hashIndex), "'#' must be followed by one fragment segment, as in \"page#:section\"")
            }
            let parsed = try compileSegment(fragmentText, startColumn: column(hashIndex + 1), isLast: true)
            if parsed.mark != nil { throw fail(column(hashIndex + 1), "a fragment cannot carry a {Screen}") }
            if parsed.segment == .rest || parsed.segment == .anyOne || parsed.segment.consumesRest {
                throw fail(column(hashIndex + 1), "a fragment cannot be a wildcard")
            }
            fragment = parsed.segment
        }
        // Split into segments; empty segments (leading, trailing, doubled '/') vanish.
        var segments: [MarkedSegment] = []
        segments.reserveCapacity(chars.count { $0 == slash } + 1)
        var names: [String] = []
        var start = 0
        while start < pathEnd {
            guard chars[start] != slash else {
                start += 1
                continue
            }
            var end = start
            while end < pathEnd, chars[end] != slash { end += 1 }
            let isLast = !chars[end..<pathEnd].contains { $0 != slash }
            let segment = try compileSegment(chars[start..<end], startColumn: column(start), isLast: isLast)
            if let name = segment.segment.parameterName {
                if names.contains(name) { throw fail(column(start), "parameter '\(name)' appears twice in one pattern") }
                names.append(name)
            }
            if segment.segment.consumesRest, !isLast {
                throw fail(column(start), "'\(segment.segment.text)' takes the rest of the path, so it must be the last segment")
            }
            segments.append(segment)
            start = end
        }
        if let name = fragment?.parameterName, names.contains(name) {
            throw fail(column(pathEnd + 1), "parameter '\(name)' appears twice in one pattern")
        }
        return ConcretePattern(segments: segments, fragment: fragment)
    }

    /// One segment: `literal`, `:name`, `{name}`, `<type:name>`, `*`, each optionally followed
    /// by `{Screen}` and then `!`.
    private func compileSegment(_ chars: ArraySlice<Unit>, startColumn: Int, isLast: Bool) throws(PatternError) -> MarkedSegment {
        var body = chars
        var mark: ScreenMark?
        // Trailing `{Screen}` and `!`.
        var modal = false
        if body.last == bang {
            modal = true
            body.removeLast()
            guard body.last == braceClose else {
                throw fail(startColumn + body.count, "'!' must follow a {Screen}, as in \"help{Help}!\"")
            }
        }
        if body.last == braceClose, let openIndex = body.lastIndex(of: braceOpen), openIndex > body.startIndex {
            let offset = openIndex - body.startIndex
            let name = Unit.string(body[(openIndex + 1)..<(body.endIndex - 1)])
            try checkName(body[(openIndex + 1)..<(body.endIndex - 1)], name, kind: "screen", column: startColumn + offset)
            mark = ScreenMark(screen: shared.string(name), modal: modal)
            body = body[..<openIndex]
        } else if modal {
            throw fail(startColumn + body.count, "'!' must follow a {Screen}, as in \"help{Help}!\"")
        }
        let segment: PatternSegment
        if body.count == 1, body.first == star {
            segment = isLast ? .rest : .anyOne
        } else if body.first == colon {
            let nameUnits = body.dropFirst()
            let name = shared.string(Unit.string(nameUnits))
            try checkName(nameUnits, name, kind: "parameter", column: startColumn)
            segment = .parameter(name)
        } else if body.first == braceOpen {
            guard body.last == braceClose, body.count >= 2 else {
                throw fail(startColumn, "unbalanced '{': write {name} for a parameter or segment{Screen} for a screen")
            }
            let nameUnits = body.dropFirst().dropLast()
            let name = shared.string(Unit.string(nameUnits))
            try checkName(nameUnits, name, kind: "parameter", column: startColumn + 1)
            segment = .parameter(name)
        } else if body.first == angleOpen {
            guard body.last == angleClose, let colonIndex = body.firstIndex(of: colon) else {
                throw fail(startColumn, "a typed parameter is written <type:name>, as in <int:id>")
            }
            let typeName = Unit.string(body[(body.startIndex + 1)..<colonIndex])
            let nameUnits = body[(colonIndex + 1)..<(body.endIndex - 1)]
            let name = shared.string(Unit.string(nameUnits))
            guard let type = ParameterType(rawValue: typeName) else {
                let known = ParameterType.allCases.map(\.rawValue).joined(separator: ", ")
                throw fail(startColumn + 1, "unknown parameter type '\(typeName)' (known: \(known))")
            }
            try checkName(nameUnits, name, kind: "parameter", column: startColumn + (colonIndex - body.startIndex) + 1)
            segment = .typed(name, type)
        } else {
            let text = Unit.string(body)
            if let bad = body.firstIndex(where: { literalForbidden.contains($0) }) {
                throw fail(startColumn + (bad - body.startIndex), "unexpected '\(Unit.string([body[bad]]))' inside the literal segment '\(text)'")
            }
            segment = .literal(shared.string(text))
        }
        if modal, mark == nil { throw fail(startColumn, "'!' must follow a {Screen}") }
        return MarkedSegment(segment, markBox: mark.map(shared.box(for:)))
    }

    private func checkName(_ units: ArraySlice<Unit>, _ name: String, kind: String, column: Int) throws(PatternError) {
        guard !units.isEmpty else { throw fail(column, "empty \(kind) name") }
        if let bad = units.first(where: { nameForbidden.contains($0) || $0.isWhitespace }) {
            throw fail(column, "'\(Unit.string([bad]))' is not allowed in a \(kind) name ('\(name)')")
        }
    }
}
