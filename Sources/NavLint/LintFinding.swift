import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavSupport
/// What the linter checks: one rule per kind of mistake (docs/lint.md lists them with examples).
public enum LintRule: String, Sendable, CaseIterable, Codable {
    /// Two routes register the same pattern in the same table; the later never wins.
    case duplicateRoute = "duplicate-route"
    /// A route never wins: a higher-priority, more specific or earlier route takes every URL it matches.
    case shadowedRoute = "shadowed-route"
    /// Two routes take the same URL with equal priority and specificity: registration order decides.
    case ambiguousRoutes = "ambiguous-routes"
    /// No URL can match the route at all under the profile.
    case unmatchableRoute = "unmatchable-route"
    /// One parameter position has different names in a route and the route that extends it.
    case parameterNameConflict = "parameter-name-conflict"
    /// A route or tab names a screen that `screens` does not declare (a note: `screens` is optional).
    case unknownScreen = "unknown-screen"
    /// A declared screen no route, tab or routable shows.
    case unreachedScreen = "unreached-screen"
    /// A `parameterScreens` entry or a `schemes` table that nothing uses.
    case unusedDeclaration = "unused-declaration"
    /// A shortcut, spotlight entry, redirect, guard or dependency URL that matches no route.
    case deadLink = "dead-link"
    /// A shortcut key or name that something else in navsim already uses.
    case hotkeyCollision = "hotkey-collision"
    /// Redirects and guards that lead back to where they started.
    case redirectCycle = "redirect-cycle"
    /// Optional groups that expand into too many concrete routes.
    case optionalGroupExplosion = "optional-group-explosion"
    /// A screen pushed onto a `!` modal under a profile whose library cannot push inside a modal.
    case pushInsideModal = "push-inside-modal"
    /// A `{name}` in a title, alert, redirect or dependency that no parameter, default or wildcard fills.
    case unfilledPlaceholder = "unfilled-placeholder"
    /// A tab's root screen `requires` a flag: no guard can run for a screen that exists from launch.
    case unguardedTabRoot = "unguarded-tab-root"
    /// A `where` regular expression that repeats a group holding an unbounded quantifier.
    case backtrackingRegex = "backtracking-regex"
    /// A route whose implicit parent is reached through a segment that is only a parameter.
    case parameterParent = "parameter-parent"
    /// `presentation: "modal"` on a route whose stack is its Routables, under a profile that pushes them.
    case ignoredPresentation = "ignored-presentation"
    /// A problem the route file decoder or compiler reports (`navsim check` shows them with the findings).
    case routeFile = "route-file"
    /// A platform file `links` names (AASA, manifest, assetlinks) cannot be read (docs/links.md).
    case linkFile = "link-file"
    /// A route reachable on a linked domain that no association or intent filter hands to the app.
    case unadmittedRoute = "unadmitted-route"
    /// A URL the OS hands to the app that no route handles.
    case unroutedLink = "unrouted-link"
    /// A URL that iOS hands to the app and Android does not, or the other way round.
    case platformDisagreement = "platform-disagreement"
    /// A manifest mistake: a filter that takes no link, an unverifiable autoVerify, a dead pathPattern, split or merged data.
    case intentFilter = "intent-filter"
    /// An apple-app-site-association component or legacy path that never decides: an earlier one
    /// of the same detail decides every URL it matches.
    case shadowedComponent = "shadowed-component"
    /// A route's parent chain that navigation cannot apply (a modal parent under a profile that
    /// cannot push inside a modal).
    case unappliedParent = "unapplied-parent"
    /// A guard whose redirect target sets the guarded flag: the guard never waits.
    case guardNeverWaits = "guard-never-waits"
    /// With `--against DIR`: a scheme, domain, quick action, package or route the app's own files
    /// and the route file do not both have (docs/import.md).
    case appDrift = "app-drift"
    /// A navigation graph's deep link that lacks a required argument of its destination.
    case deepLinkMissingArgument = "deep-link-missing-argument"
    /// Two deep links of one graph with the same URI, action and MIME type (the manifest merger's error).
    case repeatedDeepLink = "repeated-deep-link"
    /// Two deep links that tie exactly (one shape, placeholder names aside): document order decides.
    case tiedDeepLinks = "tied-deep-links"
    /// A route requires a flag that no guard redirects for: the link is refused without a way in
    /// (an app that refuses such links on purpose silences it with `lint.ignore`).
    case guardMissing = "guard-missing"
    /// An https deep link whose host no `autoVerify` intent filter declares: from API 31 it opens
    /// the browser, never the app.
    case autoverifyMissing = "autoverify-missing"
    /// A route whose stack cannot be built (parents or dependencies nesting past the limit, a
    /// cycle): `open` refuses every link to it.
    case unbuildableStack = "unbuildable-stack"
}

/// One problem the linter found: how bad, what, where (JSON path and line:column of the route
/// or entry concerned), and a URL that shows it when there is one.
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
    /// The rule that found it.
    public var rule: LintRule
    /// Errors make `navsim check` exit 1; warnings and notes do not.
    public var severity: ConfigDiagnostic.Severity
    /// What is wrong, in a sentence that names the routes involved.
    public var message: String
    /// The JSON path of the value concerned, e.g. `routes[3]` or `shortcuts[0].url`.
    public var jsonPath: String
    /// Where that value starts in the file, when known.
    public var position: SourcePosition?
    /// The route concerned (its index in `routes`), when the finding is about one.
    public var routeIndex: Int?
    /// A URL that demonstrates the finding (the URL a shadowed route loses, a loop's entry).
    public var witness: String?
    /// Other routes involved (the one that wins instead, the other half of a pair).
    public var relatedRoutes: [Int]
    /// The file `position` is in when it is not the route file (a navigation graph); `nil`: the route file.
    public var file: String?

    /// Makes a finding.
    public init(rule: LintRule, severity: ConfigDiagnostic.Severity, message: String, jsonPath: String = "",
                position: SourcePosition? = nil, routeIndex: Int? = nil, witness: String? = nil, relatedRoutes: [Int] = [],
                file: String? = nil) {
        self.file = file
        self.rule = rule
        self.severity = severity
        self.message = message
        self.jsonPath = jsonPath
        self.position = position
        self.routeIndex = routeIndex
        self.witness = witness
        self.relatedRoutes = relatedRoutes
    }

    /// A decoder or compiler diagnostic as a finding of its rule (`guard-missing`), else of `route-file`.
    public init(_ diagnostic: ConfigDiagnostic) {
        self.init(rule: diagnostic.rule.flatMap(LintRule.init(rawValue:)) ?? .routeFile, severity: diagnostic.severity, message: diagnostic.message,
                  jsonPath: diagnostic.jsonPath, position: diagnostic.position)
    }

    /// The finding as a diagnostic, the message followed by the rule: `… [shadowed-route]`.
    public var diagnostic: ConfigDiagnostic {
        ConfigDiagnostic(severity: severity, message: rule == .routeFile ? message : "\(message) [\(rule.rawValue)]",
                         jsonPath: jsonPath, position: position)
    }

    /// `LINE:COL: severity: PATH: MESSAGE [rule]`, with `FILE:` first for a finding in another file.
    public var description: String { file.map { diagnostic.rendered(file: $0) } ?? diagnostic.description }

    /// `FILE:LINE:COL: severity: PATH: MESSAGE [rule]`, FILE being `routeFile` unless the finding is in another file.
    public func rendered(routeFile: String) -> String { diagnostic.rendered(file: file ?? routeFile) }
}
