import Foundation
import NavRouting
import NavSyntax

extension RoutePattern {
    /// A deep link's URI pattern as a concrete pattern, for display, witnesses and the linter:
    /// the host (or the first part of a scheme-less pattern) and each path segment, a segment
    /// that is one `{name}` a parameter. Matching reads the URI itself (`DeepLinkPattern`).
    package static func jetpackPattern(_ source: String) throws(PatternError) -> ConcretePattern {
        guard !source.isEmpty else { throw PatternError(pattern: source, column: 1, message: "the deep link's URI is empty") }
        // The regexes compile when a URL first needs them (`DeepLinkPatternCache`), not here:
        // every literal is escaped, so any text compiles.
        var arguments: [String: DeepLinkArgument] = [:]
        var body = Substring(DeepLinkPattern.untyped(source, into: &arguments))
        if let end = body.firstIndex(where: { $0 == "?" || $0 == "#" }) { body = body[..<end] }
        if let range = DeepLinkPattern.schemeSeparator(in: body) { body = body[range.upperBound...] }
        var segments = body.split(separator: "/").map { piece -> MarkedSegment in
            if piece.hasPrefix("{"), piece.hasSuffix("}"), piece.count > 2, !piece.dropFirst().dropLast().contains("{") {
                return MarkedSegment(.parameter(String(piece.dropFirst().dropLast())))
            }
            return MarkedSegment(.literal(String(piece)))
        }
        // A trailing `/` is part of the regex: an empty last segment keeps it in witness URLs.
        if body.hasSuffix("/"), body.count > 1 { segments.append(MarkedSegment(.literal(""))) }
        return ConcretePattern(segments: segments)
    }
}
