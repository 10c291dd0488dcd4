import Foundation
import NavRouting

/// Filling `{param}` templates in titles, alerts, dependencies and redirects.
public enum Interpolation {
    /// Replaces every `{name}` in `template` with the parameter's value; unknown names stay as written.
    public static func fill(_ template: String, with parameters: [MatchedParameter]) -> String {
        fill(template) { name in parameters.first { $0.name == name }?.value.string }
    }

    /// Replaces `{name}` and `:name` segments of a path template with percent-encoded values.
    public static func fillPath(_ template: String, with parameters: [MatchedParameter]) -> String {
        let braced = fill(template) { name in
            parameters.first { $0.name == name }.map { URLEncoding.encodeComponent($0.value.string) }
        }
        let pieces = braced.split(separator: "/", omittingEmptySubsequences: false).map { piece -> String in
            guard piece.hasPrefix(":"), let parameter = parameters.first(where: { $0.name == piece.dropFirst() }) else { return String(piece) }
            return URLEncoding.encodeComponent(parameter.value.string)
        }
        return pieces.joined(separator: "/")
    }

    /// A `redirect` template filled from a match: `{+name}` inserts the value unencoded (RFC 6570
    /// reserved expansion, so a URL carried in a parameter is the target), `{name}` and `:name`
    /// insert it percent-encoded as in ``fillPath(_:with:)``.
    public static func fillRedirect(_ template: String, with parameters: [MatchedParameter]) -> String {
        let reserved = fill(template) { name in
            guard name.hasPrefix("+") else { return nil }
            return parameters.first { $0.name == name.dropFirst() }?.value.string
        }
        return fillPath(reserved, with: parameters)
    }

    /// The parameter names a template uses: `{name}`, `{+name}` and `:name` segments.
    public static func names(in template: String) -> Set<String> {
        var names = Set<String>()
        _ = fill(template) { name in
            names.insert(name.hasPrefix("+") ? String(name.dropFirst()) : name)
            return nil
        }
        for piece in template.split(separator: "/") where piece.hasPrefix(":") { names.insert(String(piece.dropFirst())) }
        return names
    }

    /// A route's `parent` or dependency path filled from a match, as a link its profile reads.
    /// IKRouter reads only `scheme://` URLs (RouteComponents.swift), so under a profile that
    /// requires a scheme a path without one gets `scheme`: the scheme of the URL being opened
    /// (or, in `check`, the route's).
    public static func fillLink(_ template: String, with parameters: [MatchedParameter], scheme: String?,
                                profile: MatchingProfile) -> String {
        let path = fillPath(template, with: parameters)
        guard !path.contains("://"), let scheme, profile.rules.schemeRequirement != nil else { return path }
        return scheme + "://" + path.drop { $0 == "/" }
    }

    /// The scheme of `url` as written (`nil` without `://`).
    public static func scheme(of url: String) -> String? {
        url.range(of: "://").map { String(url[..<$0.lowerBound]) }
    }

    static func fill(_ template: String, lookup: (String) -> String?) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            result += lookup(name) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
