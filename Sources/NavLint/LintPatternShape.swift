import NavRouting
import Foundation
import NavModel
import NavRouteFile

/// Hashable keys for concrete patterns, so the linter buckets endpoints instead of comparing
/// every pair. Parameter names never count: `:id` and `:userID` have the same shape.
enum PatternShape {
    /// How finely segments are told apart.
    enum Granularity {
        /// Literal texts, parameter types, `*` kinds: two endpoints with the same exact key take
        /// exactly the same URLs (before `where` constraints).
        case exact
        /// What navsim ranks by: literal texts and specificity classes. Two endpoints with the same
        /// key that both take a URL tie on specificity, so registration order picks the winner.
        case specificity
    }

    /// Joins segment keys; a control character no pattern contains.
    static let separator = "\u{1F}"

    /// The key of one segment.
    static func key(_ segment: PatternSegment, _ granularity: Granularity, caseSensitive: Bool) -> String {
        switch segment {
        case .literal(let text): return "L" + (caseSensitive ? text : text.lowercased())
        case .parameter: return "P"
        case .typed(_, let type):
            if granularity == .exact { return "T" + type.rawValue }
            return type == .path ? "R" : "T"
        case .anyOne: return "A"
        case .rest: return "R"
        }
    }

    /// The key of the whole pattern in its scheme's table, fragment included.
    static func key(of endpoint: Endpoint, _ granularity: Granularity, caseSensitive: Bool) -> String {
        var parts = [endpoint.scheme ?? ""]
        parts += endpoint.pattern.segments.map { key($0.segment, granularity, caseSensitive: caseSensitive) }
        parts.append("#" + (endpoint.pattern.fragment.map { key($0, granularity, caseSensitive: caseSensitive) } ?? ""))
        return parts.joined(separator: separator)
    }
}
