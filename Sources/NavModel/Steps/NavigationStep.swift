import NavRouting

/// One behaviour of navigation, as a small named step: the simulator runs the steps a profile
/// composes (``NavigationRules/steps``) on every matched link, in order, between building the
/// route's plan and applying it to the tree. A step reads the link, may change the plan or the
/// state, log one line naming its rule, and either lets the next step run or finishes the link.
protocol NavigationStep: Sendable {
    /// Runs the step on `link`.
    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict
}

/// What a step decided.
enum StepVerdict {
    /// The next step runs.
    case next
    /// The link is finished with this report (refused, or redirected and applied elsewhere).
    case finished(StepReport)
}

/// An alert a link shows: its text, the match whose parameters fill it and the match whose
/// wildcard does (the matched route's own, unless a step ran another route's block too).
struct LinkAlert {
    var text: String
    var parameters: RouteMatch
    var wildcard: RouteMatch
}

/// A matched link while the steps run: what it is, its plan and the state it changes.
struct LinkInProgress {
    let match: RouteMatch
    let behavior: RouteBehavior
    let url: String
    let input: String
    /// Redirects followed so far for this input.
    let redirects: Int
    /// The link a guard keeps pending, when this one is its redirect.
    let original: String?
    var plan: NavigationPlan
    var state: SimulatorState
    var events: [NavigationEvent]
    /// A step already settled the tree (a kept singleton, a pop back): the plan is not applied.
    var treeSettled = false
    /// The route's screen goes on the top-most modal's own stack (`onModal: inside`).
    var pushesInsideModal = false
    /// A `resetOn` flag the route's `set` changes already rebuilt the app.
    var resetDone = false
    /// The alert the link shows once it navigated (the route's `alert`; a step may take another
    /// route's, or drop it).
    var alert: LinkAlert?

    /// A refusal of this link with `reason`.
    func refused(_ reason: String) -> StepVerdict {
        .finished(StepReport(input: input, outcome: .refused(reason: reason, suggestions: []), events: events))
    }
}

extension Simulator {
    /// Runs `steps` on `link` in order; the report of the first that finishes the link, or `nil`.
    func run(_ steps: [NavigationStepSetting], on link: inout LinkInProgress) -> StepReport? {
        for setting in steps {
            if case .finished(let report) = setting.step.run(&link, in: self) { return report }
        }
        return nil
    }
}

extension NavigationStepSetting {
    /// The step that implements the name, with the setting's rule.
    var step: any NavigationStep {
        switch name {
        case .appPreconditions: AppPreconditionStep()
        case .blockAndScreenRoutesBothRun: BlockAndScreenRoutesBothRunStep(rule: rule)
        case .modalPush: ModalPushStep(rule: rule)
        case .guards: GuardStep(refusal: rule)
        case .linkParametersFilter: LinkParametersFilterStep(rule: rule)
        case .resetOn: ResetOnStep()
        case .keepPolicy: KeepPolicyStep()
        case .modalHandling: ModalHandlingStep(neverDismisses: rule)
        case .androidTask: AndroidTaskStep()
        case .popToPolicy: PopToPolicyStep()
        }
    }
}
