import NavConfig

/// What one rule (a component, a legacy path, an intent filter) did with a URL, for `--explain`.
public struct TriedRule: Sendable, Equatable {
    /// The rule, located: `aasa.json:12:9 applinks.details[0].components[2] {"/": "/cities/*"}`.
    public var rule: String
    /// `nil` when the rule matched; otherwise why not.
    public var failure: String?
    /// How close a failed rule came (larger is closer), to name "the first rule that came close".
    public var closeness: Int

    /// Makes a tried rule.
    public init(rule: String, failure: String?, closeness: Int = 0) {
        self.rule = rule
        self.failure = failure
        self.closeness = closeness
    }

    /// `RULE: matched` or `RULE: FAILURE`.
    public var line: String { "\(rule): \(failure ?? "matched")" }
}

/// What an association file says about one URL for one app.
public struct AssociationAnswer: Sendable, Equatable {
    /// Whether a component (or legacy path) admits the URL and none excludes it first.
    public var admits: Bool
    /// The rule that decided, when one did (an admitting or an excluding component).
    public var decidingRule: String?
    /// Why, in one sentence.
    public var reason: String
    /// Every rule tried, in order.
    public var tried: [TriedRule]
}

/// Evaluates an apple-app-site-association file with Apple's documented semantics
/// (docs/links.md, "iOS"): the app's `details` in order, their `components` in order, the
/// first component that matches decides (`exclude` means "not a universal link"); legacy
/// `paths` with `NOT` only when a detail has no `components`. Patterns are compiled once.
public struct AASAEvaluator: Sendable {
    /// The file evaluated.
    public let association: AppleAppSiteAssociation
    private let compiled: [CompiledDetail]

    private struct CompiledComponent: Sendable {
        let component: AppleAppSiteAssociation.Component
        let path: AASAPattern?
        let queryPattern: AASAPattern?
        let queryItems: [(name: String, pattern: AASAPattern)]
        let fragment: AASAPattern?
        let rule: String
    }

    private struct CompiledDetail: Sendable {
        let detail: AppleAppSiteAssociation.Detail
        let components: [CompiledComponent]?
        let paths: [(path: AppleAppSiteAssociation.LegacyPath, pattern: AASAPattern, rule: String)]
    }

    /// Compiles every pattern of `association`.
    public init(_ association: AppleAppSiteAssociation) {
        self.association = association
        let variables = association.substitutionVariables
        compiled = association.details.map { detail in
            let outer = detail.defaults.over(association.defaults)
            let components = detail.components?.map { component -> CompiledComponent in
                let settings = component.settings.over(outer)
                let caseSensitive = settings.caseSensitive ?? true
                let percentEncoded = settings.percentEncoded ?? true
                func pattern(_ text: String?) -> AASAPattern? {
                    text.map { AASAPattern($0, caseSensitive: caseSensitive, percentEncoded: percentEncoded, variables: variables) }
                }
                var queryPattern: AASAPattern?
                var queryItems: [(name: String, pattern: AASAPattern)] = []
                switch component.query {
                case .pattern(let text)?: queryPattern = pattern(text)
                case .items(let items)?: queryItems = items.map { ($0.name, pattern($0.pattern)!) }
                case nil: break
                }
                return CompiledComponent(
                    component: component, path: pattern(component.path), queryPattern: queryPattern, queryItems: queryItems,
                    fragment: pattern(component.fragment),
                    rule: "\(association.file):\(component.position) \(component.jsonPath) \(component.summary)")
            }
            let paths = (detail.paths ?? []).map { path in
                (path, AASAPattern(path.pattern, caseSensitive: true, percentEncoded: false, variables: [:]),
                 "\(association.file):\(path.position) \(path.jsonPath) \(quotedJSONString((path.excluded ? "NOT " : "") + path.pattern))")
            }
            return CompiledDetail(detail: detail, components: components, paths: paths)
        }
    }

    /// The number of components and legacy paths (the file's size as rules).
    public var ruleCount: Int { compiled.reduce(0) { $0 + ($1.components?.count ?? $1.paths.count) } }

    /// What the file says about `url` for the app `appID`.
    public func evaluate(_ url: LinkURL, appID: String) -> AssociationAnswer {
        let details = compiled.filter { $0.detail.appIDs.contains(appID) }
        guard !details.isEmpty else {
            let named = association.details.flatMap(\.appIDs)
            return AssociationAnswer(
                admits: false, decidingRule: nil,
                reason: "no applinks.details entry of \(association.file) names the app \(appID)"
                    + (named.isEmpty ? "" : " (it names " + named.joined(separator: ", ") + ")"),
                tried: [])
        }
        let path = url.path.isEmpty ? "/" : url.path
        var tried: [TriedRule] = []
        for detail in details {
            if let components = detail.components {
                for component in components {
                    let failure = why(component, rejects: url, path: path)
                    tried.append(TriedRule(rule: component.rule, failure: failure.map(\.reason), closeness: failure?.closeness ?? 0))
                    guard failure == nil else { continue }
                    if component.component.exclude {
                        return AssociationAnswer(admits: false, decidingRule: component.rule,
                                                 reason: "excluded by \(component.component.summary)" + comment(component.component.comment),
                                                 tried: tried)
                    }
                    return AssociationAnswer(admits: true, decidingRule: component.rule,
                                             reason: "admitted by \(component.component.summary)" + comment(component.component.comment),
                                             tried: tried)
                }
            } else {
                for entry in detail.paths {
                    let matches = entry.pattern.matches(path)
                    tried.append(TriedRule(rule: entry.rule, failure: matches ? nil : "\(quotedJSONString(path)) does not match",
                                           closeness: entry.pattern.agreement(with: path)))
                    guard matches else { continue }
                    return AssociationAnswer(admits: !entry.path.excluded, decidingRule: entry.rule,
                                             reason: (entry.path.excluded ? "excluded by legacy path " : "admitted by legacy path ")
                                                 + quotedJSONString((entry.path.excluded ? "NOT " : "") + entry.path.pattern),
                                             tried: tried)
                }
            }
        }
        var reason = "no component of \(association.file) admits \(path)"
        // A shared leading "/" is no closeness.
        if let close = tried.filter({ $0.closeness > 1 }).max(by: { $0.closeness < $1.closeness }) {
            reason += "; the rule that came closest: \(close.rule) (\(close.failure ?? ""))"
        }
        return AssociationAnswer(admits: false, decidingRule: nil, reason: reason, tried: tried)
    }

    private func comment(_ text: String?) -> String { text.map { " (\($0))" } ?? "" }

    /// Why `component` does not match, with how close it came; `nil` when it matches.
    private func why(_ component: CompiledComponent, rejects url: LinkURL, path: String) -> (reason: String, closeness: Int)? {
        if let pattern = component.path, !pattern.matches(path) {
            return ("path \(quotedJSONString(path)) does not match \"/\": \(quotedJSONString(pattern.source))", pattern.agreement(with: path))
        }
        // A component whose written path matched came closer than any whose path did not.
        let closeness = component.path.map { 10_000 + $0.agreement(with: path) } ?? 0
        if let pattern = component.queryPattern, !pattern.matches(url.query ?? "") {
            return ("query \(quotedJSONString(url.query ?? "")) does not match \"?\": \(quotedJSONString(pattern.source))", closeness)
        }
        for item in component.queryItems {
            let value = url.queryValue(item.name)
            guard !item.pattern.matches(value ?? "") else { continue }
            let shown = value.map { quotedJSONString($0) } ?? "absent (counts as \"\")"
            return ("query item \(quotedJSONString(item.name)) is \(shown), which does not match \(quotedJSONString(item.pattern.source))",
                    closeness)
        }
        if let pattern = component.fragment, !pattern.matches(url.fragment ?? "") {
            return ("fragment \(quotedJSONString(url.fragment ?? "")) does not match \"#\": \(quotedJSONString(pattern.source))", closeness)
        }
        return nil
    }
}
