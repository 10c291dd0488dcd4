import Foundation
import NavModel
import NavRouting

/// A rule standing in for code the app folder holds (a conditional `<Redirect>`, `+native-intent`'s
/// `redirectSystemPath`): it applies when every `when` flag holds (`!flag` negates), every `where`
/// regex finds a match in its value (an absent value fails) and no `unless` regex does (an absent
/// value passes); `to` is filled from the values (`{NAME}` percent-encoded, `{+NAME}` as is).
struct ExpoRule: Sendable, Equatable {
    /// A NAME and the regular expression its value is tested with.
    struct Condition: Sendable, Equatable {
        var name: String
        var pattern: String
    }
    var when: [String] = []
    var whereMatches: [Condition] = []
    var unless: [Condition] = []
    var to: String

    /// Whether the rule applies to `values` with `flags`.
    func applies(values: [String: String], flags: [String: Bool]) -> Bool {
        for flag in when {
            let negated = flag.hasPrefix("!")
            let name = negated ? String(flag.dropFirst()) : flag
            if (flags[name] == true) == negated { return false }
        }
        for condition in whereMatches {
            guard let value = values[condition.name], Self.finds(condition.pattern, in: value) else { return false }
        }
        for condition in unless {
            if let value = values[condition.name], Self.finds(condition.pattern, in: value) { return false }
        }
        return true
    }

    /// `to` filled from `values`.
    func target(values: [String: String]) -> String {
        Interpolation.fillRedirect(to, with: values.map { MatchedParameter(name: $0.key, value: .single($0.value), source: .path) })
    }

    static func isValidPattern(_ pattern: String) -> Bool { (try? NSRegularExpression(pattern: pattern)) != nil }

    static func finds(_ pattern: String, in value: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
        return regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
    }

    /// The first of `rules` that applies, filled; `nil` when none does.
    static func firstTarget(_ rules: [ExpoRule], values: [String: String], flags: [String: Bool]) -> String? {
        rules.first { $0.applies(values: values, flags: flags) }?.target(values: values)
    }
}
