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

    /// A refusal of this link with `reason`.
    func refused(_ reason: String) -> StepVerdict {
        .finished(StepReport(input: input, outcome: .refused(reason: reason, suggestions: []), events: events))
    }
}

extension NavigationStepName {
    /// The step that implements the name.
    var step: any NavigationStep {
        switch self {
        case .appPreconditions: AppPreconditionStep()
        case .guards: GuardStep()
        case .resetOn: ResetOnStep()
        case .keepPolicy: KeepPolicyStep()
        case .modalHandling: ModalHandlingStep()
        case .androidTask: AndroidTaskStep()
        case .popToPolicy: PopToPolicyStep()
        }
    }
}
