import Foundation

/// A `redirect` callback written as data: a location it always returns, or rules tried in
/// order, the first that applies giving the callback's answer (none: `null`).
enum GoRedirect: Sendable {
    /// `(_, __) => TEMPLATE`.
    case always(String)
    /// Rules tried in order; `[]` always answers `null`.
    case rules([GoRedirectRule])

    /// The callback's answer for `state`.
    func answer(_ state: GoRedirectState) -> GoRedirectAnswer {
        switch self {
        case .always(let template):
            return .location(state.fill(template))
        case .rules(let rules):
            for rule in rules where rule.applies(to: state) {
                switch rule.outcome {
                case .to(let template): return .location(state.fill(template))
                case .throw(let message): return .thrown(state.fill(message))
                }
            }
            return .none
        }
    }
}

/// One rule: `{"when": [FLAG], "where": {NAME: RE}, "unless": {NAME: RE}, "to" | "throw"}`.
struct GoRedirectRule: Sendable {
    /// Flags that must hold (`!flag`: must be false).
    var when: [String]
    /// Each expression must find a match in the named value (an absent value fails).
    var conditions: [GoValueCondition]
    /// No expression may find a match in the named value (an absent value passes).
    var exceptions: [GoValueCondition]
    var outcome: Outcome

    enum Outcome: Sendable {
        /// A location template.
        case to(String)
        /// The callback throws this message.
        case `throw`(String)
    }

    func applies(to state: GoRedirectState) -> Bool {
        for flag in when {
            let negated = flag.hasPrefix("!")
            let name = negated ? String(flag.dropFirst()) : flag
            if (state.flags[name] ?? false) == negated { return false }
        }
        for condition in conditions {
            guard let value = state.value(of: condition.name), condition.finds(in: value) else { return false }
        }
        for exception in exceptions {
            if let value = state.value(of: exception.name), exception.finds(in: value) { return false }
        }
        return true
    }
}

/// A regular expression on one named value of the router state.
struct GoValueCondition: @unchecked Sendable {
    // NSRegularExpression is immutable once built.
    var name: String
    var expression: NSRegularExpression

    func finds(in value: String) -> Bool {
        expression.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
    }
}

/// What a redirect callback answered.
enum GoRedirectAnswer: Sendable, Equatable {
    /// `null`: no redirect.
    case none
    /// A location to go to instead.
    case location(String)
    /// The callback threw.
    case thrown(String)
}

/// The `GoRouterState` a redirect callback reads, and the app's flags.
struct GoRedirectState: Sendable {
    var uri: GoLocation
    var matchedLocation: String
    var fullPath: String
    var name: String?
    var pathParameters: [String: String]
    var flags: [String: Bool]
    /// `GoRouterState.error`: the message of an error list.
    var error: String?
    /// `GoRouterState.extra`, as text.
    var extra: String? = nil

    /// A field of `GoRouterState` (`error` and `extra` too, for `onException`), else a path parameter, else a query parameter's first value.
    func value(of name: String) -> String? {
        switch name {
        case "matchedLocation": return matchedLocation
        case "uri": return uri.description
        case "path": return uri.path
        case "fullPath": return fullPath
        case "fragment": return uri.fragment ?? ""
        case "name": return self.name
        case "error": return error
        case "extra": return extra
        default:
            if let value = pathParameters[name] { return value }
            return uri.queryParameters.first { $0.name == name }?.values.first
        }
    }

    /// `template` with `{NAME}` filled by `Uri.encodeComponent(value)` and `{+NAME}` as is;
    /// an absent value is empty.
    func fill(_ template: String) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            out += rest[..<open]
            var name = rest[rest.index(after: open)..<close]
            let raw = name.hasPrefix("+")
            if raw { name = name.dropFirst() }
            let value = value(of: String(name)) ?? ""
            out += raw ? value : GoLocation.encodedComponent(value)
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }
}
