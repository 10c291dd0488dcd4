import Foundation
import NavRouting
import NavSyntax

extension RoutePattern {
    /// IKRouter `RouteMatcher(url:)`: the path split on `/` with empty segments kept; `:name`
    /// is a parameter, anything else a literal (`{Screen}` marks work as in every profile).
    /// The scheme is the route's `scheme` or the file's: write the path without `scheme://`.
    package static func ikrouterPattern(_ text: String) throws(PatternError) -> ConcretePattern {
        if let range = text.range(of: "://") {
            throw PatternError(pattern: text, column: text.distance(from: text.startIndex, to: range.lowerBound) + 1,
                               message: "write the scheme in the route's \"scheme\" (or the file's) and the path without 'scheme://'")
        }
        var segments: [MarkedSegment] = []
        for raw in text.split(separator: "/", omittingEmptySubsequences: false) {
            let (component, mark) = try splitMark(raw, source: text)
            let segment: PatternSegment = component.hasPrefix(":") && component.count > 1
                ? .parameter(String(component.dropFirst())) : .literal(component)
            segments.append(MarkedSegment(segment, mark: mark))
        }
        return ConcretePattern(segments: segments)
    }
}
