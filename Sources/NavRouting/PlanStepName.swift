/// The plan-building steps a profile composes (``NavigationRules/planSteps``): each names one
/// way a library shapes the plan of a matched route (which screens, with which parameters)
/// where navsim's own plan differs. NavModel's plan builder runs the step of that name.
public enum PlanStepName: String, Sendable, Equatable, CaseIterable {
    /// Every screen of the built stack receives the whole link: path parameters, query, then
    /// its own defaults.
    case wholeLinkToEveryScreen
    /// When every path parameter has a `parameterScreens` entry, that stack replaces the route's
    /// own `screen`/`alert` and each of its screens receives the whole match.
    case parameterScreensReplaceHandler
    /// A `parameterScreens` stack of a route with `presentation: "modal"` pushes all but the
    /// last screen and presents the last.
    case parameterScreensPresentLast
    /// A route's `dependencies` form its stack: only the matched route's own run (not theirs in
    /// turn), each receives the matched route's parameters, every screen is pushed (no reuse)
    /// and a dependency never pops to root.
    case dependenciesPushedAsOwnStack
    /// With `popToRoot`, a route whose stack pushes every screen (dependencies pushed as its own
    /// stack) pushes its dependencies first, then pops to root (taking them off again) and is
    /// pushed.
    case popToRootAfterDependencies
    /// The screens receive neither the query nor the fragment (the library reads the host and
    /// path only); the rule is logged, after the plan's other notes, when a link carries them.
    case queryAndFragmentIgnored
    /// A modal route is presented from the top-most controller, and when that controller's
    /// navigation stack already holds the route's screen, it pops to that screen and
    /// reconfigures it with the new link's parameters instead of presenting a second one.
    case presentedScreenReused
    /// A route without its own stack does not start with the route of its longest URL prefix
    /// (navsim's implicit parent); the rule is logged where navsim would have added one.
    case implicitParentRefused
    /// A link's back stack is rebuilt from the app's navigation graph (a route whose `"parent"`
    /// lists the screens below its own): the library's rule for it is logged.
    case backStackFromGraph
}

/// A plan-building step a profile lists, with its library's rule in one line (naming its
/// source), which the log and `open --trace` print where the step applies.
public struct PlanStepSetting: Sendable, Equatable {
    /// The step.
    public var name: PlanStepName
    /// The library's rule, as logged.
    public var rule: String

    public init(_ name: PlanStepName, rule: String) {
        self.name = name
        self.rule = rule
    }
}
