import Foundation
import NavRouting
import NavSyntax

extension RoutePattern {
    /// ICRouter `ICSimpleRouteMatcher`: the normalized path's components; a component that is
    /// `{name}` is a parameter, anything else a literal (`text{Screen}` marks as in every profile).
    package static func icrouterPattern(_ text: String) throws(PatternError) -> ConcretePattern {
        guard !text.isEmpty else { throw PatternError(pattern: text, column: 1, message: "the path is empty") }
        var segments: [MarkedSegment] = []
        for raw in text.split(separator: "/", omittingEmptySubsequences: true) {
            if raw.hasPrefix("{"), raw.hasSuffix("}"), raw.count > 2, !raw.dropFirst().contains("{") {
                segments.append(MarkedSegment(.parameter(String(raw.dropFirst().dropLast()))))
                continue
            }
            let (component, mark) = try splitMark(raw, source: text)
            segments.append(MarkedSegment(.literal(component), mark: mark))
        }
        return ConcretePattern(segments: segments)
    }
}
