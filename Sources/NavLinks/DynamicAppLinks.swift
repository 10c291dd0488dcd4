import NavSupport
import NavRouteFile

/// Android 15's Dynamic App Links: the `dynamic_app_link_components` of an assetlinks.json
/// statement's `relation_extensions` (Google, "Configure website associations and dynamic
/// rules"). From API 35 a verified link that the manifest admits opens the app only when the
/// first rule that matches it does not `exclude` it; a link no rule matches opens the browser.
/// The rules cannot widen what the manifest admits.
public struct DynamicAppLinkRule: Sendable, Equatable {
    /// `/`: the path pattern; `nil` matches any path.
    public var path: String?
    /// `#`: the fragment pattern; `nil` matches any fragment.
    public var fragment: String?
    /// `?`: query item name → pattern; each must match an item of the URL (an absent item does not match).
    public var query: [(name: String, pattern: String)]
    /// `exclude`: a URL this rule matches opens the browser.
    public var exclude: Bool
    /// `statements[N].relation_extensions…dynamic_app_link_components[M]`.
    public var jsonPath: String
    /// Where the rule starts.
    public var position: SourcePosition

    public static func == (lhs: DynamicAppLinkRule, rhs: DynamicAppLinkRule) -> Bool {
        lhs.path == rhs.path && lhs.fragment == rhs.fragment && lhs.exclude == rhs.exclude
            && lhs.query.map(\.name) == rhs.query.map(\.name) && lhs.query.map(\.pattern) == rhs.query.map(\.pattern)
    }

    /// The rule as written, shortly: `{"/": "/cms/*", "exclude": true}`.
    public var summary: String {
        var parts: [String] = []
        if let path { parts.append("\"/\": \(quotedJSONString(path))") }
        if !query.isEmpty {
            parts.append("\"?\": {" + query.map { "\(quotedJSONString($0.name)): \(quotedJSONString($0.pattern))" }.joined(separator: ", ") + "}")
        }
        if let fragment { parts.append("\"#\": \(quotedJSONString(fragment))") }
        if exclude { parts.append("\"exclude\": true") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// Whether the rule matches `url` (path and fragment percent-decoded, query items by name).
    public func matches(_ url: LinkURL) -> Bool {
        if let path, !Self.matches(path, url.path.isEmpty ? "/" : url.path) { return false }
        if let fragment, !Self.matches(fragment, url.fragment ?? "") { return false }
        return query.allSatisfy { item in url.queryItems.contains { $0.name == item.name && Self.matches(item.pattern, $0.value) } }
    }

    /// Google's matcher: `*` matches zero or more characters "up until the character after the
    /// wildcard in the pattern is found in the matching string" (it never backtracks), `?` any
    /// one character, so `?*` one or more. The whole text must match; case counts.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        var p = 0
        var t = 0
        while p < pattern.count {
            switch pattern[p] {
            case "*":
                p += 1
                guard p < pattern.count else { return true }
                if pattern[p] == "?" || pattern[p] == "*" { continue } // no literal to stop at
                // Up to the first occurrence of the literal that follows.
                while t < text.count, text[t] != pattern[p] { t += 1 }
                guard t < text.count else { return false }
            case "?":
                guard t < text.count else { return false }
                p += 1
                t += 1
            default:
                guard t < text.count, text[t] == pattern[p] else { return false }
                p += 1
                t += 1
            }
        }
        return t == text.count
    }
}

/// A site's dynamic rules for the app, and what they say about one URL.
public struct DynamicAppLinks: Sendable, Equatable {
    /// The assetlinks.json file that declares them.
    public var file: String
    /// The rules, in order.
    public var rules: [DynamicAppLinkRule]

    /// Whether the rules let `url` open the app, with the deciding rule (`nil` when none matched).
    public func decide(_ url: LinkURL) -> (opens: Bool, rule: DynamicAppLinkRule?) {
        guard let rule = rules.first(where: { $0.matches(url) }) else { return (false, nil) }
        return (!rule.exclude, rule)
    }

    /// `assetlinks.json:9:13 [0].relation_extensions…[2] {"/": "/cms/*", "exclude": true}`.
    public func describe(_ rule: DynamicAppLinkRule) -> String { "\(file):\(rule.position) \(rule.jsonPath) \(rule.summary)" }
}
