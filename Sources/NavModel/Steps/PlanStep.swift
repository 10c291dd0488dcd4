import NavRouting

/// One way a library shapes a matched route's plan, as a small named step: the plan builder
/// runs the steps a profile composes (``NavigationRules/planSteps``) on every plan it builds
/// (parents' and dependencies' too), in order. A step may build the route's stack in place of
/// navsim's (`build`), may note or leave out the parent a route's stack starts with (`parent`),
/// and may change the built plan (`shape`), adding a note with its rule.
protocol PlanStep: Sendable {
    /// Builds `plan`'s stack for `match` at `depth` (0 for the link itself) under `rule`, and
    /// returns `true`, or returns `false` to leave it to the next step and then navsim.
    func build(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) -> Bool
    /// The parent plan `match`'s stack starts with, given `parent`, which the route's `source`
    /// (its `"parent"`) gave at `depth`, under `rule`: `parent` itself, or `nil` to leave it out,
    /// with a note in `notes` saying why.
    func parent(_ parent: NavigationPlan, by source: ParentRule, for match: RouteMatch, depth: Int, rule: String,
                notes: inout [String]) -> NavigationPlan?
    /// Changes `plan`, built for `match` at `depth`, under `rule`.
    func shape(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure)
}

extension PlanStep {
    func build(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) -> Bool { false }
    func parent(_ parent: NavigationPlan, by source: ParentRule, for match: RouteMatch, depth: Int, rule: String,
                notes: inout [String]) -> NavigationPlan? { parent }
    func shape(_ plan: inout NavigationPlan, for match: RouteMatch, depth: Int, rule: String,
               builder: PlanBuilder) throws(PlanFailure) {}
}

extension PlanStepName {
    /// The step that implements the name.
    var step: any PlanStep {
        switch self {
        case .wholeLinkToEveryScreen: WholeLinkToEveryScreenStep()
        case .parameterScreensReplaceHandler: ParameterScreensReplaceHandlerStep()
        case .parameterScreensPresentLast: ParameterScreensPresentLastStep()
        case .dependenciesPushedAsOwnStack: DependenciesPushedAsOwnStackStep()
        case .popToRootAfterDependencies: PopToRootAfterDependenciesStep()
        case .queryAndFragmentIgnored: QueryAndFragmentIgnoredStep()
        case .presentedScreenReused: PresentedScreenReusedStep()
        case .implicitParentRefused: ImplicitParentRefusedStep()
        case .backStackFromGraph: BackStackFromGraphStep()
        }
    }
}
