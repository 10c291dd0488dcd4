import Foundation

/// React Navigation's `extractPathFromURL`: the path after the first of the `linking` prefixes
/// the URL starts with (`*` in a prefix's host one label), repeated slashes collapsed; `nil` when
/// no prefix matches (the app ignores the link). A path without a scheme is itself.
enum ReactNavigationURLPath {
    static func path(of url: String, prefixes: [String]) -> String? {
        guard ExpoURLText.scheme(of: url) != nil else { return url }
        for prefix in prefixes {
            let scheme = prefix.range(of: "^[^:]+:", options: .regularExpression).map { String(prefix[$0]) } ?? ""
            var host = String(prefix.dropFirst(scheme.count)).replacingOccurrences(of: "/+", with: "/", options: .regularExpression)
            if host.hasPrefix("/") { host.removeFirst() }
            let hostPattern = host.split(separator: ".", omittingEmptySubsequences: false)
                .map { $0 == "*" ? "[^/?#]+" : NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: "\\.")
            let pattern = "^" + NSRegularExpression.escapedPattern(for: scheme) + "(/)*" + hostPattern
                + (host.isEmpty || host.hasSuffix("/") ? "" : "(?=$|[/?#])")
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            var pieces = url.split(separator: "?", omittingEmptySubsequences: false)
            let origin = String(pieces.removeFirst()).replacingOccurrences(of: "/+", with: "/", options: .regularExpression)
            let normalized = origin + (pieces.isEmpty ? "" : "?" + pieces.joined(separator: "?"))
            guard let found = regex.firstMatch(in: normalized, range: NSRange(normalized.startIndex..., in: normalized)),
                  let range = Range(found.range, in: normalized) else { continue }
            let rest = String(normalized[range.upperBound...])
            return rest.hasPrefix("?") || rest.hasPrefix("#") ? "/" + rest : rest
        }
        return nil
    }
}
