/// How a library changes the container tree once a route matched: the steps a profile composes
/// (`steps`, `planSteps`) and the navigation hooks not yet made steps, which the plan builder
/// (NavModel) and the linter consult. Each names a behaviour, not a library; the profiles
/// (NavProfiles) say which library does what (docs/profiles.md lists each library's rules with
/// their sources). Every hook is a decision a profile must make: the initializer has no
/// defaults. A rule that differs from navsim carries its one-line text, which the log and
/// `open --trace` print where it applies.
public struct NavigationRules: Sendable, Equatable {
    /// Whether a screen may be pushed inside a presented modal.
    public var pushInsideModal: Permission
    /// Whether a route without its own stack starts with the route of its longest URL prefix
    /// (`"parent"` on a route overrides it in every profile).
    public var implicitParent: Permission
    /// Whether opening a link dismisses presented modals first.
    public var dismissModals: Permission
    /// What a false `requires` flag does: redirect through its guard (navsim) or refuse the link.
    public var falseRequirement: Permission
    /// A URL taken by both a block route (`alert`, no screen) and a screen route runs both;
    /// `nil` when one winner runs.
    public var blockAndScreenRoutesBothRun: String?
    /// A screen with a `mapping` receives only its mapped keys, percent-decoded, and
    /// `allowedParameters` filters what a screen receives; `nil` when mapping only renames.
    public var linkParametersFilter: String?
    /// A link rebuilds the back stack from the app's navigation graph (each route's `parent`
    /// lists the screens below its own): the stack is cleared first and the rule is logged;
    /// `nil` for a library without graphs.
    public var backStackFromGraph: String?
    /// The steps the library's navigation runs on a matched link, in order (NavModel runs each).
    public var steps: [NavigationStepName] = NavigationStepName.standard
    /// The steps that shape a matched route's plan where the library differs from navsim, in the
    /// order they run, each with its rule; empty for navsim's plan.
    public var planSteps: [PlanStepSetting] = []

    public init(pushInsideModal: Permission, implicitParent: Permission, dismissModals: Permission,
                falseRequirement: Permission, blockAndScreenRoutesBothRun: String?,
                linkParametersFilter: String?,
                backStackFromGraph: String?) {
        self.pushInsideModal = pushInsideModal
        self.implicitParent = implicitParent
        self.dismissModals = dismissModals
        self.falseRequirement = falseRequirement
        self.blockAndScreenRoutesBothRun = blockAndScreenRoutesBothRun
        self.linkParametersFilter = linkParametersFilter
        self.backStackFromGraph = backStackFromGraph
    }

    /// navsim's own navigation (docs/navigation.md), which a profile whose library has none of its own shares.
    public static let navsim = NavigationRules(
        pushInsideModal: .allowed, implicitParent: .allowed, dismissModals: .allowed, falseRequirement: .allowed,
        blockAndScreenRoutesBothRun: nil, linkParametersFilter: nil,
        backStackFromGraph: nil)
}

/// Whether a library allows something, and if not, its rule in one line (for the log and `check`).
public enum Permission: Sendable, Equatable {
    case allowed
    /// Refused; the text names the library's rule and its source.
    case refused(rule: String)

    /// The rule that refuses it, or `nil` when allowed.
    public var refusal: String? {
        if case .refused(let rule) = self { return rule }
        return nil
    }
}
