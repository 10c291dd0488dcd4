import Foundation
import NavRouting
import NavSyntax
import NavModel
import NavSupport

extension RouteFile {
    /// `"lint": {"ignore": [...]}`, at the top of the file or on a route: lint rules silenced there.
    public struct LintSettings: Sendable, Equatable {
        /// The rule names silenced (each one of ``LintRuleNames/all``).
        public var ignore: [String]

        /// Makes lint settings.
        public init(ignore: [String] = []) {
            self.ignore = ignore
        }
    }
}

/// The names of navsim's lint rules (docs/lint.md), which `lint.ignore` may list. NavLint's
/// `LintRule` has one case per name.
public enum LintRuleNames {
    /// Every rule name, in docs/lint.md's order.
    public static let all = [
        "duplicate-route", "shadowed-route", "ambiguous-routes", "unmatchable-route", "parameter-name-conflict",
        "unknown-screen", "unreached-screen", "unused-declaration", "dead-link", "hotkey-collision", "redirect-cycle",
        "optional-group-explosion", "push-inside-modal", "unfilled-placeholder", "unguarded-tab-root",
        "backtracking-regex", "parameter-parent", "ignored-presentation", "route-file", "link-file",
        "unadmitted-route", "unrouted-link", "platform-disagreement", "intent-filter", "shadowed-component",
        "unapplied-parent", "guard-never-waits", "app-drift", "deep-link-missing-argument", "repeated-deep-link", "tied-deep-links",
        guardMissing, "autoverify-missing", "unbuildable-stack",
    ]
    /// The decoder's warning for a required flag without a guard.
    public static let guardMissing = "guard-missing"
}

/// Reads the keys that say how a whole app is shaped (`dispatch`, `unmatched`, `parents`,
/// `lint`), `lint` on a route, and checks that `{+name}` (reserved expansion) appears only in
/// a route's `redirect`.
struct RouteFileShapesDecoder {
    /// The top-level keys this decoder reads.
    static let fileKeys = ["dispatch", "unmatched", "parents", "lint"]
    private static let lintKeys = ["ignore"]

    let reader: ConfigValueReader

    /// Reads the top-level shape keys of `fields` into `file`.
    func decodeFile(_ fields: ObjectFields, into file: inout RouteFile) {
        file.dispatch = fields["dispatch"].flatMap(reader.choice)
        file.unmatched = fields["unmatched"].flatMap(reader.choice)
        file.parents = fields["parents"].flatMap(reader.choice)
        file.lint = fields["lint"].flatMap(decodeLint)
    }

    /// `{"ignore": ["rule", ...]}`; an unknown rule name is an error.
    func decodeLint(_ located: LocatedNode) -> RouteFile.LintSettings? {
        guard let fields = reader.object(located, knownKeys: Self.lintKeys) else { return nil }
        let names = fields["ignore"].flatMap { reader.array($0, element: lintRuleName) } ?? []
        return RouteFile.LintSettings(ignore: names)
    }

    private func lintRuleName(_ located: LocatedNode) -> String? {
        guard let name = reader.nonEmptyString(located) else { return nil }
        guard LintRuleNames.all.contains(name) else {
            var message = "no lint rule \(quotedJSONString(name))"
            if let suggestion = closestMatch(to: name, among: LintRuleNames.all) {
                message += "; did you mean \(quotedJSONString(suggestion))?"
            }
            reader.error(message + " (docs/lint.md lists the rules)", at: located)
            return nil
        }
        return name
    }

    /// An error for every string holding `{+name}` anywhere but a route's `redirect` (and a
    /// `where` expression, which is a regular expression, not a template).
    /// `skipping`: top-level keys another reader checks.
    func checkReservedExpansion(in root: JSONNode, skipping: Set<String> = []) {
        guard case .object(let members) = root.value else { return visit(LocatedNode(node: root, path: .root)) }
        for member in members where !skipping.contains(member.key) {
            let child = LocatedNode(node: member.value, path: JSONPath.root.appending(member.key))
            if member.key == "where" { continue }
            visit(child)
        }
    }

    private func visit(_ located: LocatedNode) {
        switch located.value {
        case .object(let members):
            for member in members {
                let child = LocatedNode(node: member.value, path: located.path.appending(member.key))
                if member.key == "where" { continue }
                if member.key == "redirect", isRoute(located.path) { continue }
                visit(child)
            }
        case .array(let nodes):
            for (index, node) in nodes.enumerated() { visit(LocatedNode(node: node, path: located.path.appending(index))) }
        case .string(let text):
            if let name = Self.reservedExpansion(in: text) {
                reader.error("{+\(name)} (the value inserted unencoded) is only allowed in a route's \"redirect\"; "
                             + "write {\(name)} here", at: located)
            }
        default:
            break
        }
    }

    /// Whether `path` is `routes[i]`.
    private func isRoute(_ path: JSONPath) -> Bool {
        guard path.components.count == 2, case .key("routes") = path.components[0], case .index = path.components[1] else { return false }
        return true
    }

    /// The name of the first `{+name}` in `text`.
    static func reservedExpansion(in text: String) -> String? {
        guard let start = text.range(of: "{+") else { return nil }
        let rest = text[start.upperBound...]
        guard let close = rest.firstIndex(of: "}") else { return nil }
        return String(rest[..<close])
    }
}
