import NavModel
import NavRouting
import Foundation
import NavRouteFile
import NavLinks
import NavSupport

/// One thing an expectation states, with what it expected and what the step left, as text.
public struct ExpectationLine: Sendable, Equatable {
    /// What is compared: `stack`, `stacks.home`, `params.HotelDetail.hotelID`, `flags.loggedIn`.
    public var key: String
    /// The expected value as text.
    public var expected: String
    /// The actual value as text.
    public var actual: String
    /// Whether they agree.
    public var holds: Bool

    /// Makes a line.
    public init(key: String, expected: String, actual: String, holds: Bool) {
        self.key = key
        self.expected = expected
        self.actual = actual
        self.holds = holds
    }
}

extension StepExpectation {
    /// Compares every stated field with `observation`, in the order of the scenario format
    /// (docs/scenarios.md); fields not stated are not checked.
    public func check(_ observation: StepObservation) -> [ExpectationLine] {
        var lines: [ExpectationLine] = []
        func compare(_ key: String, _ expected: String, _ actual: String) {
            lines.append(ExpectationLine(key: key, expected: expected, actual: actual, holds: expected == actual))
        }
        if let outcome {
            let holds = outcome == observation.outcome || (outcome == .refused && observation.outcome == .unmatched)
            lines.append(ExpectationLine(key: "outcome", expected: outcome.rawValue, actual: observation.outcome.rawValue, holds: holds))
        }
        if let opensApp {
            compare("opensApp", String(opensApp), observation.link.map { String($0.opensApp) } ?? Self.noVerdict(observation))
        }
        if let via {
            let expected: String
            switch via {
            case .none: expected = "null"
            case .channel(let channel): expected = channel.rawValue
            }
            compare("via", expected, observation.link.map { $0.via ?? "null" } ?? Self.noVerdict(observation))
        }
        if let log {
            let found = observation.log.first { $0.contains(log) }
            lines.append(ExpectationLine(key: "log", expected: "a line containing \(quotedJSONString(log))",
                                         actual: found ?? (observation.log.isEmpty ? "no log" : observation.log.joined(separator: " | ")),
                                         holds: found != nil))
        }
        if let reason {
            let actual = observation.reason ?? "none"
            lines.append(ExpectationLine(key: "reason", expected: "contains \(quotedJSONString(reason))", actual: actual,
                                         holds: observation.reason?.contains(reason) ?? false))
        }
        if let tab { compare("tab", tab, observation.tab) }
        if let stack { compare("stack", Self.text(stack), Self.text(observation.stack)) }
        for (tab, screens) in stacks {
            let actual = observation.stacks.first { $0.tab == tab }.map { Self.text($0.screens) } ?? "no tab \(quotedJSONString(tab))"
            compare("stacks.\(tab)", Self.text(screens), actual)
        }
        if let modals { compare("modals", Self.text(modals), Self.text(observation.modals)) }
        if let screen { compare("screen", screen, observation.visibleScreen?.screen ?? "none") }
        if let title { compare("title", title, observation.visibleScreen?.title ?? "none") }
        for parameter in parameters {
            let key = "params.\(parameter.screen).\(parameter.name)"
            let expected = parameter.value.map(\.description) ?? "absent"
            guard let instance = observation.instance(of: parameter.screen) else {
                lines.append(ExpectationLine(key: key, expected: expected, actual: "no \(parameter.screen) screen", holds: false))
                continue
            }
            compare(key, expected, instance.value(parameter.name)?.description ?? "absent")
        }
        if let url { compare("url", url, observation.url) }
        if let alerts { compare("alerts", Self.text(alerts: alerts), Self.text(alerts: observation.alerts)) }
        if let pending {
            let expected: String
            switch pending {
            case .none: expected = "none"
            case .link(let url): expected = url
            }
            compare("pending", expected, observation.pending ?? "none")
        }
        for (flag, value) in flags { compare("flags.\(flag)", String(value), String(observation.flag(flag))) }
        return lines
    }

    /// What `opensApp` and `via` show when no OS verdict was taken.
    static func noVerdict(_ observation: StepObservation) -> String {
        observation.state.platform == nil ? "no OS verdict (the app alone: no platform is simulated)" : "no OS verdict (the input is not a URL)"
    }

    /// `CityList > HotelList`.
    static func text(_ stack: [String]) -> String { stack.joined(separator: " > ") }

    /// `[Help > HelpTopic], [Login]`, or `none`.
    static func text(_ modals: [[String]]) -> String {
        modals.isEmpty ? "none" : modals.map { "[" + text($0) + "]" }.joined(separator: ", ")
    }

    /// `"Signed out", "Hi"`, or `none`.
    static func text(alerts: [String]) -> String {
        alerts.isEmpty ? "none" : alerts.map(quotedJSONString).joined(separator: ", ")
    }
}
