/// How a library changes the container tree once a route matched, as the steps a profile
/// composes: `steps` run on a matched link, `planSteps` shape the route's plan where the library
/// differs from navsim. Each step names a behaviour, not a library; a profile lists the steps its
/// library has, each with its setting: the one-line rule, naming its source, that the step
/// applies and that the log and `open --trace` print where it applies (docs/profiles.md lists
/// each library's rules). Code that must know whether a profile has a step asks `rule(of:)`.
/// The initializer has no defaults: every profile says which steps it runs.
public struct NavigationRules: Sendable, Equatable {
    /// The steps the library's navigation runs on a matched link, in order (NavModel runs each).
    public var steps: [NavigationStepSetting]
    /// The steps that shape a matched route's plan where the library differs from navsim, in the
    /// order they run, each with its rule; empty for navsim's plan.
    public var planSteps: [PlanStepSetting]

    public init(steps: [NavigationStepSetting], planSteps: [PlanStepSetting]) {
        self.steps = steps
        self.planSteps = planSteps
    }

    /// navsim's own navigation (docs/navigation.md), which a profile whose library has none of its own shares.
    public static let navsim = NavigationRules(steps: NavigationStepSetting.standard, planSteps: [])

    /// The rule navigation step `name` runs with when the profile lists it with one, else `nil`
    /// (not listed, or run as navsim runs it).
    public func rule(of name: NavigationStepName) -> String? {
        steps.first { $0.name == name }?.rule
    }

    /// The rule of plan step `name` when the profile lists it, else `nil` (navsim's plan).
    public func rule(of name: PlanStepName) -> String? {
        planSteps.first { $0.name == name }?.rule
    }
}
