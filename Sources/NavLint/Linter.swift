import NavModel
import NavRouting
import Foundation
import NavRouteFile
import NavSupport

/// The route-table linter behind `navsim check`: pure, deterministic, and fast enough for
/// tables of 10,000 routes (no rule compares every route with every other; routes are bucketed
/// by table, length and literals, and witnesses are looked up through the compiled table).
public enum Linter {
    /// Every finding for `app`, sorted by position in the file (problems without one first).
    /// - Parameter rules: the rules to run; all of them by default.
    public static func lint(_ app: CompiledApp, rules: Set<LintRule> = Set(LintRule.allCases)) -> [LintFinding] {
        let context = LintContext(app: app)
        var findings: [LintFinding] = []
        var routeRules: Set<LintRule> = [.duplicateRoute, .shadowedRoute, .ambiguousRoutes, .unmatchableRoute]
        // `"dispatch": "all"` runs every matching route: none is hidden by another.
        if context.app.app.dispatch == .all { routeRules = [.unmatchableRoute] }
        if !rules.isDisjoint(with: routeRules) {
            findings += RouteShadowingRule.findings(context).filter { rules.contains($0.rule) && routeRules.contains($0.rule) }
                .filter { !AppFileFindingRules.covers($0, context) }
        }
        if rules.contains(.parameterNameConflict) { findings += ParameterNameRule.findings(context) }
        if !rules.isDisjoint(with: [.unknownScreen, .unreachedScreen, .unusedDeclaration]) {
            findings += DeclarationRule.findings(context).filter { rules.contains($0.rule) }
        }
        if rules.contains(.deadLink) { findings += DeadLinkRule.findings(context) }
        if rules.contains(.hotkeyCollision) { findings += HotkeyCollisionRule.findings(context) }
        if rules.contains(.redirectCycle) { findings += RedirectCycleRule.findings(context) }
        if rules.contains(.optionalGroupExplosion) { findings += OptionalGroupRule.findings(context) }
        if rules.contains(.pushInsideModal) { findings += ModalPushRule.findings(context) }
        if rules.contains(.unfilledPlaceholder) { findings += TemplateRule.findings(context) }
        if rules.contains(.unguardedTabRoot) { findings += TabRootRequiresRule.findings(context) }
        if rules.contains(.backtrackingRegex) { findings += BacktrackingRegexRule.findings(context) }
        if rules.contains(.parameterParent) { findings += ParameterParentRule.findings(context) }
        if rules.contains(.ignoredPresentation) { findings += IgnoredPresentationRule.findings(context) }
        if rules.contains(.unappliedParent) { findings += UnappliedParentRule.findings(context) }
        if rules.contains(.unbuildableStack) { findings += UnbuildableStackRule.findings(context) }
        if rules.contains(.guardNeverWaits) { findings += GuardNeverWaitsRule.findings(context) }
        return sorted(LintIgnore.filter(findings, file: context.file))
    }

    /// Findings in file order: the route file's first, by position (none first), then each
    /// other file's (navigation graphs) by name and position; equal places keep their order.
    static func sorted(_ findings: [LintFinding]) -> [LintFinding] {
        findings.enumerated().sorted { lhs, rhs in
            let left = lhs.element, right = rhs.element
            if left.file != right.file { return (left.file ?? "") < (right.file ?? "") }
            switch (left.position, right.position) {
            case let (a?, b?) where a != b: return a < b
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}

/// What every rule reads: the app, its table, witnesses, and how to point at a route.
struct LintContext {
    let app: CompiledApp
    let witnesses: WitnessGenerator
    /// The indices into `table.endpoints` of each route's endpoints, by route index.
    let endpointsByRoute: [Int: [Int]]

    init(app: CompiledApp) {
        self.app = app
        self.witnesses = WitnessGenerator(table: app.table)
        var byRoute: [Int: [Int]] = [:]
        for (index, endpoint) in app.table.endpoints.enumerated() { byRoute[endpoint.routeIndex, default: []].append(index) }
        self.endpointsByRoute = byRoute
    }

    var file: RouteFile { app.file.routeFile }
    var table: RouteTable { app.table }

    /// The route as written, when the index is in range.
    func route(_ index: Int) -> RouteFile.Route? {
        file.routes.indices.contains(index) ? file.routes[index] : nil
    }

    /// `routes[3] "cities/:city"`: how messages name a route (by its place in the file, which
    /// differs from `index` when `navsim check` lints a file some routes of which did not decode).
    func label(_ index: Int) -> String {
        (route(index)?.location.jsonPath ?? "routes[\(index)]") + (route(index).map { " \(quotedJSONString($0.path))" } ?? "")
    }

    /// A finding about route `index`, pointing at its object in the file.
    func finding(_ rule: LintRule, _ severity: ConfigDiagnostic.Severity, route index: Int, field: String? = nil,
                 _ message: String, witness: String? = nil, related: [Int] = []) -> LintFinding {
        let location = route(index)?.location
        let path = (location?.jsonPath ?? "routes[\(index)]") + (field.map { ".\($0)" } ?? "")
        // A route a navigation graph gives is pointed at in the graph: its `<deepLink>`.
        if let element = route(index)?.graphElement {
            return LintFinding(rule: rule, severity: severity, message: message, jsonPath: path, position: element.position,
                               routeIndex: index, witness: witness, relatedRoutes: related, file: element.file)
        }
        return LintFinding(rule: rule, severity: severity, message: message, jsonPath: path, position: location?.position,
                           routeIndex: index, witness: witness, relatedRoutes: related)
    }

    /// The screens route `index` shows itself: the marks of its longest pattern, then its `screen`.
    func screensShown(byRoute index: Int) -> [String] {
        guard let first = endpointsByRoute[index]?.first else { return [] }
        var screens = table.endpoints[first].pattern.segments.compactMap(\.mark?.screen)
        if let screen = route(index)?.screen { screens.append(screen) }
        return screens
    }

    /// Sample values for every parameter the route's longest pattern binds (for filling
    /// `{param}` templates in redirects and dependencies); a parameter without one gets its name.
    func sampleParameters(ofRoute index: Int) -> [MatchedParameter] {
        guard let first = endpointsByRoute[index]?.first else { return [] }
        let endpoint = table.endpoints[first]
        let values = witnesses.parameterValues(for: endpoint, variant: .typical) ?? [:]
        return endpoint.pattern.parameterNames.map { name in
            MatchedParameter(name: name, value: .single(values[name] ?? name), source: .path)
        }
    }
}
