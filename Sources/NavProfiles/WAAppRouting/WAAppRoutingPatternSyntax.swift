import Foundation
import NavRouting
import NavSyntax

/// Pattern reading for the WAAppRouting profile, which splits patterns its own way
/// (docs/profiles.md, WAAppRouting, "Patterns"). `{Screen}` marks are navsim's and work in every
/// profile.
extension RoutePattern {
    /// WAAppRouting `WARoutePattern`: `NSString.pathComponents` of the pattern (a leading `/`
    /// is a component of its own, so such a pattern never matches); `:name`; `*` is one
    /// component in the middle and one or more at the end.
    package static func waapPattern(_ text: String) throws(PatternError) -> ConcretePattern {
        guard !text.isEmpty else { throw PatternError(pattern: text, column: 1, message: "the path is empty") }
        let components = FoundationPath.components(text)
        var segments: [MarkedSegment] = []
        for (index, raw) in components.enumerated() {
            let (component, mark) = try splitMark(Substring(raw), source: text)
            let segment: PatternSegment
            if component == "*" {
                segment = index == components.count - 1 ? .rest : .anyOne
            } else if component.hasPrefix(":"), component.count > 1 {
                segment = .parameter(String(component.dropFirst()))
            } else {
                segment = .literal(component)
            }
            segments.append(MarkedSegment(segment, mark: mark))
        }
        return ConcretePattern(segments: segments)
    }
}

/// `NSString.pathComponents`, as Foundation on Apple platforms splits paths: a leading `/`
/// is its own component, repeated separators collapse, a trailing `/` is a `/` component.
package enum FoundationPath {
    package static func components(_ path: String) -> [String] {
        guard !path.isEmpty else { return [] }
        var result: [String] = []
        if path.hasPrefix("/") { result.append("/") }
        result += path.split(separator: "/").map(String.init)
        if path.count > 1, path.hasSuffix("/") { result.append("/") }
        return result
    }
}
