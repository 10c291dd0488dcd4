/// The navigation steps a profile composes (``NavigationRules/steps``), in the order they run
/// on a matched link. Each names one behaviour; NavModel runs the step of that name.
public enum NavigationStepName: String, Sendable, Equatable, CaseIterable {
    /// Top-level `requires`: flags every link needs, checked before any route's.
    case appPreconditions
    /// A URL taken by both a block route (`alert`, no screen) and a screen route runs both, the
    /// first of the other kind in registration order, under the step's rule.
    case blockAndScreenRoutesBothRun
    /// A plan that pushes inside a presented modal is refused with the step's rule (a library
    /// that cannot push inside a modal lists it).
    case modalPush
    /// A route's and its screens' `requires`: a false flag redirects through its guard (kept
    /// pending, or dropped with `"keep": false`, or handed to the browser), else refuses; with a
    /// rule, a false flag refuses the link under that rule (the library redirects nothing).
    case guards
    /// A screen with a `mapping` receives only its mapped keys, percent-decoded, and
    /// `allowedParameters` filters what it receives; the step's rule is logged when the plan
    /// shows such a screen.
    case linkParametersFilter
    /// A route's `set` that changes a `resetOn` flag rebuilds the app before the route navigates.
    case resetOn
    /// `"policy": "keep"`: the same screen on top stays as it is.
    case keepPolicy
    /// `onModal`: a presented modal is dismissed, kept, or receives the screen; with a rule, the
    /// library never dismisses and `dismiss` leaves the modal up under that rule.
    case modalHandling
    /// The task a link restarts or the destination alone, for a library that rebuilds the back
    /// stack from a navigation graph.
    case androidTask
    /// `"policy": "popTo"`: pop back to the screen when the stack holds it.
    case popToPolicy

    /// Whether the step settles which routes the link runs, right after its plan is built
    /// (before the parent chain is logged and the link is admitted).
    public var settlesTheRoutes: Bool { self == .blockAndScreenRoutesBothRun }

    /// Whether the step decides if the link is admitted (before the plan's notes are logged),
    /// rather than how it changes the tree.
    public var admitsTheLink: Bool { [.appPreconditions, .modalPush, .guards].contains(self) }

    /// The steps every library's navigation has.
    public static let standard: [NavigationStepName] = [.appPreconditions, .guards, .resetOn, .keepPolicy, .modalHandling, .popToPolicy]
}

/// A navigation step a profile lists, with its library's rule in one line (naming its source)
/// where the library differs from navsim in that step (a refusal, a modal it never dismisses);
/// the step applies the rule and logs it where it applies.
public struct NavigationStepSetting: Sendable, Equatable {
    /// The step.
    public var name: NavigationStepName
    /// The library's rule, as logged; `nil` when the step runs as navsim runs it.
    public var rule: String?

    public init(_ name: NavigationStepName, rule: String? = nil) {
        self.name = name
        self.rule = rule
    }

    /// The steps every library's navigation has, as navsim runs them.
    public static let standard = NavigationStepName.standard.map { NavigationStepSetting($0) }
}
