import Foundation
import NavRouting
import NavSyntax

/// Pattern reading for the JLRoutes profile, which splits patterns its own way
/// (docs/profiles.md, JLRoutes, "Patterns"). `{Screen}` marks are navsim's and work in every
/// profile.
extension RoutePattern {
    /// JLRoutes `expandOptionalRoutePatternsForPattern:`: subpaths outside parentheses are
    /// required, inside optional; every combination in binary counting order that keeps the
    /// required ones, joined with `/`, sorted by string length, longest first (stable).
    package static func jlroutesExpansions(_ source: String) throws(PatternError) -> [String] {
        guard !source.isEmpty else { throw PatternError(pattern: source, column: 1, message: "the path is empty (write \"/\" for the root route)") }
        guard source.contains("(") || source.contains(")") else { return [source] }
        var subpaths: [(text: String, optional: Bool)] = []
        var current = ""
        var depth = 0
        for (offset, character) in source.enumerated() {
            switch character {
            case "(":
                guard depth == 0 else { throw PatternError(pattern: source, column: offset + 1, message: "JLRoutes optional groups do not nest") }
                if !current.isEmpty { subpaths.append((current, false)) }
                current = ""
                depth = 1
            case ")":
                guard depth == 1 else { throw PatternError(pattern: source, column: offset + 1, message: "unbalanced ')': no '(' opens it") }
                subpaths.append((current, true))
                current = ""
                depth = 0
            default:
                current.append(character)
            }
        }
        guard depth == 0 else {
            let column = (source.lastIndex(of: "(").map { source.distance(from: source.startIndex, to: $0) } ?? 0) + 1
            throw PatternError(pattern: source, column: column, message: "unbalanced '(': no ')' closes it")
        }
        if !current.isEmpty { subpaths.append((current, false)) }
        let trimmed = subpaths.map { (text: $0.text.trimmingCharacters(in: ["/"]), optional: $0.optional) }
        // Counting over the optional subpaths only (the required ones are always in) gives the
        // same order as JLRoutes' counting over all of them.
        let optional = trimmed.indices.filter { trimmed[$0].optional }
        guard 1 << min(optional.count, 62) <= RoutePattern.maximumExpansions else {
            throw PatternError(pattern: source, column: 1, message: "optional groups expand into more than \(RoutePattern.maximumExpansions) routes")
        }
        var results: [String] = []
        for mask in 0..<(1 << optional.count) {
            let left = Set(optional.indices.filter { mask & (1 << $0) == 0 }.map { optional[$0] })
            let pieces = trimmed.indices.filter { !left.contains($0) }.map { trimmed[$0].text }.filter { !$0.isEmpty }
            results.append("/" + pieces.joined(separator: "/"))
        }
        // Stable sort by length, longest first.
        return results.enumerated().sorted { lhs, rhs in
            lhs.element.count != rhs.element.count ? lhs.element.count > rhs.element.count : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// JLRoutes `JLRRouteDefinition`: strip one leading `/`, split on `/` keeping empty
    /// components; `:name` (a trailing `#` dropped; a bare `:` is named ":"); `*` takes the
    /// rest and ends the pattern; anything else is a literal compared with the encoded URL.
    package static func jlroutesPattern(_ text: String) throws(PatternError) -> ConcretePattern {
        var body = Substring(text)
        if body.hasPrefix("/") { body = body.dropFirst() }
        var segments: [MarkedSegment] = []
        for raw in body.split(separator: "/", omittingEmptySubsequences: false) {
            let (component, mark) = try splitMark(raw, source: text)
            if component == "*" {
                segments.append(MarkedSegment(.rest, mark: mark))
                break
            }
            if component.hasPrefix(":") {
                var name = component.count > 1 ? String(component.dropFirst()) : component
                if name.count > 1, name.hasSuffix("#") { name.removeLast() }
                segments.append(MarkedSegment(.parameter(name), mark: mark))
            } else {
                segments.append(MarkedSegment(.literal(component), mark: mark))
            }
        }
        return ConcretePattern(segments: segments)
    }
}
