import NavModel
import Foundation
import NavRouteFile
import NavSupport

/// The output of `navsim link`: text and JSON (docs/links.md, "The command").
public enum LinkReport {
    /// One URL's verdicts.
    public struct Entry: Sendable, Equatable {
        /// The URL as given.
        public var input: String
        /// One verdict per platform asked, iOS first.
        public var verdicts: [LinkVerdict]

        /// Makes an entry.
        public init(input: String, verdicts: [LinkVerdict]) {
            self.input = input
            self.verdicts = verdicts
        }
    }

    /// `[{"input", "ios": VERDICT, "android": VERDICT}]`, an unconfigured platform omitted;
    /// VERDICT = `{"opensApp", "via", "reason", "rule", "route": {"path", "index"} | null, "screen"}`,
    /// plus `"tried": [{"rule", "failure"}]` when `explain`.
    public static func json(_ entries: [Entry], explain: Bool) -> JSONOutput {
        .array(entries.map { entry in
            .object([("input", .string(entry.input))] + entry.verdicts.map { verdict in
                var fields: [(String, JSONOutput)] = [
                    ("opensApp", .bool(verdict.opensApp)),
                    ("via", .optional(verdict.via?.rawValue)),
                    ("reason", .string(verdict.reason)),
                    ("rule", .optional(verdict.rule)),
                    ("route", verdict.route.map { .object([("path", .string($0.path)), ("index", .int($0.index))]) } ?? .null),
                    ("screen", .optional(verdict.screen)),
                ]
                if !verdict.chooser.isEmpty {
                    fields.append(("chooser", .array(verdict.chooser.map { .string($0) })))
                }
                if explain {
                    fields.append(("tried", .array(verdict.tried.map {
                        .object([("rule", .string($0.rule)), ("failure", .optional($0.failure))])
                    })))
                }
                return (verdict.platform.rawValue, .object(fields))
            })
        })
    }

    /// Per URL: a line with the URL, then per platform whether the app opens and why, the
    /// deciding rule, the route and the screen; `explain` adds every rule tried.
    public static func textLines(_ entries: [Entry], explain: Bool) -> [String] {
        var lines: [String] = []
        for (number, entry) in entries.enumerated() {
            if number > 0 { lines.append("") }
            lines.append(entry.input)
            for verdict in entry.verdicts {
                let label = verdict.platform.displayName.padding(toLength: 8, withPad: " ", startingAt: 0)
                let outcome = verdict.opensApp ? "opens the app (\(verdict.via?.rawValue ?? "?"))" : "does not open the app"
                lines.append("  \(label) \(outcome): \(verdict.reason)")
                let indent = "           "
                if let rule = verdict.rule { lines.append("\(indent)rule: \(rule)") }
                if !verdict.chooser.isEmpty { lines.append("\(indent)chooser: " + listedNames(verdict.chooser)) }
                if verdict.opensApp {
                    if let route = verdict.route {
                        lines.append("\(indent)route: routes[\(route.index)] \(route.path)")
                    } else {
                        lines.append("\(indent)route: none matches; the app opens on its first screen")
                    }
                    if let screen = verdict.screen {
                        lines.append("\(indent)screen: \(screen)" + (verdict.screenTitle.map { " \"\($0)\"" } ?? ""))
                    }
                }
                if explain {
                    lines.append("\(indent)tried:" + (verdict.tried.isEmpty ? " no rule" : ""))
                    lines += verdict.tried.map { "\(indent)  \($0.line)" }
                }
            }
        }
        return lines
    }
}
