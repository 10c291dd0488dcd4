import NavRouteFile
import NavSupport

/// What one rule (a component, a legacy path, an intent filter) did with a URL, for `--explain`.
public struct TriedRule: Sendable, Equatable {
    /// The rule, located: `aasa.json:12:9 applinks.details[0].components[2] {"/": "/cities/*"}`.
    public var rule: String
    /// `nil` when the rule matched; otherwise why not.
    public var failure: String?
    /// How close a failed rule came (larger is closer), to name "the first rule that came close".
    var closeness: Int

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
        /// A pattern written with non-ASCII characters while `percentEncoded` is true: it never
        /// matches, as URLs are ASCII (applinks.Details.Components; WWDC20 10098).
        let nonASCIIPattern: String?
    }

    private struct CompiledDetail: Sendable {
        let detail: AppleAppSiteAssociation.Detail
        let components: [CompiledComponent]?
        let paths: [(path: AppleAppSiteAssociation.LegacyPath, pattern: AASAPattern, rule: String)]
    }

    /// Compiles every pattern of `association`.
    public init(_ association: AppleAppSiteAssociation) {
        self.association = association
        let variables = SubstitutionVariables(association.substitutionVariables)
        compiled = association.details.map { detail in
            let outer = detail.defaults.over(association.defaults)
            let components = detail.components?.map { component -> CompiledComponent in
                let settings = component.settings.over(outer)
                let caseSensitive = settings.caseSensitive ?? true
                let percentEncoded = settings.percentEncoded ?? true
                var nonASCIIPattern: String?
                func pattern(_ text: String?) -> AASAPattern? {
                    if percentEncoded, nonASCIIPattern == nil, let text, text.contains(where: { !$0.isASCII }) { nonASCIIPattern = text }
                    return text.map { AASAPattern($0, caseSensitive: caseSensitive, percentEncoded: percentEncoded, variables: variables) }
                }
                var queryPattern: AASAPattern?
                var queryItems: [(name: String, pattern: AASAPattern)] = []
                switch component.query {
                case .pattern(let text)?: queryPattern = pattern(text)
                case .items(let items)?: queryItems = items.map { ($0.name, pattern($0.pattern)!) }
                case nil: break
                }
                let path = pattern(component.path)
                let fragment = pattern(component.fragment)
                return CompiledComponent(
                    component: component, path: path, queryPattern: queryPattern, queryItems: queryItems, fragment: fragment,
                    rule: "\(association.file):\(component.position) \(component.jsonPath) \(component.summary)",
                    nonASCIIPattern: nonASCIIPattern)
            }
            let paths = (detail.paths ?? []).map { path in
                (path, AASAPattern(path.pattern, caseSensitive: true, percentEncoded: false, variables: SubstitutionVariables([:])),
                 "\(association.file):\(path.position) \(path.jsonPath) \(quotedJSONString((path.excluded ? "NOT " : "") + path.pattern))")
            }
            return CompiledDetail(detail: detail, components: components, paths: paths)
        }
    }

    /// The distinct compiled substitution variables the patterns refer to: one per variable
    /// and setting, however many references (tests check the sharing).
    var variableInstances: Set<ObjectIdentifier> {
        let patterns = compiled.flatMap { detail in
            (detail.components ?? []).flatMap { [$0.path, $0.queryPattern, $0.fragment].compactMap { $0 } + $0.queryItems.map(\.pattern) }
        }
        return Set(patterns.flatMap { pattern in
            pattern.tokens.compactMap { token -> ObjectIdentifier? in
                if case .variable(let variable) = token { ObjectIdentifier(variable) } else { nil }
            }
        })
    }

    /// The number of components and legacy paths (the file's size as rules).
    var ruleCount: Int { compiled.reduce(0) { $0 + ($1.components?.count ?? $1.paths.count) } }

    /// What the file says about `url` for the app `appID`.
    /// - Parameter explain: list every rule tried with why it failed (`--explain`); without it
    ///   only the deciding rule and the closest miss are described, which is much faster.
    public func evaluate(_ url: LinkURL, appID: String, explain: Bool = true) -> AssociationAnswer {
        let details = compiled.filter { $0.detail.appIDs.contains(appID) }
        guard !details.isEmpty else {
            let named = association.details.flatMap(\.appIDs)
            return AssociationAnswer(
                admits: false, decidingRule: nil,
                reason: "no applinks.details entry of \(association.file) names the app \(appID)"
                    + (named.isEmpty ? "" : " (it names " + listedNames(named) + ")"),
                tried: [])
        }
        let path = url.path.isEmpty ? "/" : url.path
        let parts = URLParts(url: url, path: path)
        var tried: [TriedRule] = []
        var closest: (component: CompiledComponent, closeness: Int)?
        for detail in details {
            if let components = detail.components {
                for component in components {
                    let failure = firstFailure(component, parts)
                    if parts.budget.isExceeded { return stopped(at: component.rule, tried: tried) }
                    if explain {
                        let reason = failure.map { describe($0, component, parts) }
                        tried.append(TriedRule(rule: component.rule, failure: reason, closeness: failure.map { closeness($0, component, parts) } ?? 0))
                    } else if let failure {
                        let near = closeness(failure, component, parts)
                        if near > (closest?.closeness ?? 1) { closest = (component, near) }
                    }
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
                    let matches = entry.pattern.matches(parts.path)
                    if parts.budget.isExceeded { return stopped(at: entry.rule, tried: tried) }
                    if explain || !matches {
                        tried.append(TriedRule(rule: entry.rule, failure: matches ? nil : "\(quotedJSONString(path)) does not match",
                                               closeness: entry.pattern.agreement(with: parts.path)))
                    }
                    guard matches else { continue }
                    return AssociationAnswer(admits: !entry.path.excluded, decidingRule: entry.rule,
                                             reason: (entry.path.excluded ? "excluded by legacy path " : "admitted by legacy path ")
                                                 + quotedJSONString((entry.path.excluded ? "NOT " : "") + entry.path.pattern),
                                             tried: tried)
                }
            }
        }
        var reason = "no component of \(association.file) admits \(path)"
        if let (component, _) = closest, let failure = firstFailure(component, parts) {
            tried.append(TriedRule(rule: component.rule, failure: describe(failure, component, parts)))
        }
        // A shared leading "/" is no closeness.
        if let close = tried.filter({ $0.closeness > 1 }).max(by: { $0.closeness < $1.closeness }) ?? (explain || closest == nil ? nil : tried.last) {
            reason += "; the rule that came closest: \(close.rule) (\(close.failure ?? ""))"
        }
        return AssociationAnswer(admits: false, decidingRule: nil, reason: reason, tried: explain ? tried : [])
    }

    /// Every value of the query item `name`, in order; `[""]` when the URL has none (an absent item counts as "").
    private static func values(of name: String, in url: LinkURL) -> [String] {
        let values = url.queryItems.filter { $0.name == name }.map(\.value)
        return values.isEmpty ? [""] : values
    }

    /// `text` with its non-ASCII characters percent-encoded as UTF-8 (wildcards kept).
    static func percentEncoded(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            scalar.isASCII ? String(scalar) : String(scalar).utf8.map { byte in "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
        }.joined()
    }

    private func comment(_ text: String?) -> String { text.map { " (\($0))" } ?? "" }

    /// The answer when the patterns took more than ``WorkBudget/defaultLimit`` steps on the URL.
    private func stopped(at rule: String, tried: [TriedRule]) -> AssociationAnswer {
        AssociationAnswer(
            admits: false, decidingRule: rule,
            reason: "navsim stopped matching: the patterns of \(association.file) took more than \(WorkBudget.defaultLimit) steps"
                + " on this URL (reached at \(rule)); simplify its substitution variables (docs/links.md, \"Limits\")",
            tried: tried)
    }

    /// A URL's parts, prepared once for every pattern.
    private struct URLParts {
        let path: PreparedText
        let query: PreparedText
        let fragment: PreparedText
        let url: LinkURL
        /// The steps every pattern tried on this URL spends.
        let budget = WorkBudget()
        /// Each query item's value as a prepared text, made on first use.
        private let items = QueryItemTexts()

        init(url: LinkURL, path: String) {
            self.url = url
            self.path = PreparedText(path, budget: budget)
            query = PreparedText(url.query ?? "", budget: budget)
            fragment = PreparedText(url.fragment ?? "", budget: budget)
        }

        /// The value of the query item `name` (`""` when absent), prepared.
        func item(_ name: String) -> PreparedText {
            if let known = items.texts[name] { return known }
            let text = PreparedText(url.queryValue(name) ?? "", budget: budget)
            items.texts[name] = text
            return text
        }
    }

    private final class QueryItemTexts {
        var texts: [String: PreparedText] = [:]
    }

    /// The first part of a component that does not match.
    private enum Failure {
        case nonASCIIPattern, path, query, queryItem(Int), fragment
    }

    private func firstFailure(_ component: CompiledComponent, _ parts: URLParts) -> Failure? {
        if component.nonASCIIPattern != nil { return .nonASCIIPattern }
        if let pattern = component.path, !pattern.matches(parts.path) { return .path }
        if let pattern = component.queryPattern, !pattern.matches(parts.query) { return .query }
        // Every instance of a repeated item must match (WWDC19 session 717); an absent item counts as "".
        for (index, item) in component.queryItems.enumerated()
        where !Self.values(of: item.name, in: parts.url).allSatisfy({ item.pattern.matches($0) }) {
            return .queryItem(index)
        }
        if let pattern = component.fragment, !pattern.matches(parts.fragment) { return .fragment }
        return nil
    }

    /// How close a failed component came: a component whose written path matched comes closer
    /// than any whose path did not.
    private func closeness(_ failure: Failure, _ component: CompiledComponent, _ parts: URLParts) -> Int {
        guard let pattern = component.path else { return 0 }
        if case .nonASCIIPattern = failure { return 0 }
        if case .path = failure { return pattern.agreement(with: parts.path) }
        return 10_000 + pattern.agreement(with: parts.path)
    }

    private func describe(_ failure: Failure, _ component: CompiledComponent, _ parts: URLParts) -> String {
        switch failure {
        case .nonASCIIPattern:
            let pattern = component.nonASCIIPattern ?? ""
            return "the pattern \(quotedJSONString(pattern)) holds non-ASCII characters and percentEncoded is true (the default),"
                + " so it never matches: URLs are ASCII; write it percent-encoded (\(quotedJSONString(Self.percentEncoded(pattern))))"
                + " or set \"percentEncoded\": false"
        case .path:
            return "path \(quotedJSONString(parts.path.text)) does not match \"/\": \(quotedJSONString(component.path?.source ?? ""))"
        case .query:
            return "query \(quotedJSONString(parts.query.text)) does not match \"?\": \(quotedJSONString(component.queryPattern?.source ?? ""))"
        case .queryItem(let index):
            let item = component.queryItems[index]
            let values = parts.url.queryItems.filter { $0.name == item.name }.map(\.value)
            if values.count > 1, let failing = values.firstIndex(where: { !item.pattern.matches($0) }) {
                return "query item \(quotedJSONString(item.name)) appears \(values.count) times and instance \(failing + 1),"
                    + " \(quotedJSONString(values[failing])), does not match \(quotedJSONString(item.pattern.source)) (every instance must match)"
            }
            let shown = values.first.map { quotedJSONString($0) } ?? "absent (counts as \"\")"
            return "query item \(quotedJSONString(item.name)) is \(shown), which does not match \(quotedJSONString(item.pattern.source))"
        case .fragment:
            return "fragment \(quotedJSONString(parts.fragment.text)) does not match \"#\": \(quotedJSONString(component.fragment?.source ?? ""))"
        }
    }
}

extension String {
    /// The string with `0`s before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
