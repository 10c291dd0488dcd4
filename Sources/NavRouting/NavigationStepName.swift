/// The navigation steps a profile composes (``NavigationRules/steps``), in the order they run
/// on a matched link. Each names one behaviour; NavModel runs the step of that name.
public enum NavigationStepName: String, Sendable, Equatable, CaseIterable {
    /// Top-level `requires`: flags every link needs, checked before any route's.
    case appPreconditions
    /// A route's and its screens' `requires`: a false flag redirects through its guard (kept
    /// pending, or dropped with `"keep": false`, or handed to the browser), else refuses.
    case guards
    /// A route's `set` that changes a `resetOn` flag rebuilds the app before the route navigates.
    case resetOn
    /// `"policy": "keep"`: the same screen on top stays as it is.
    case keepPolicy
    /// `onModal`: a presented modal is dismissed, kept, or receives the screen.
    case modalHandling
    /// The task a link restarts or the destination alone, for a library that rebuilds the back
    /// stack from a navigation graph.
    case androidTask
    /// `"policy": "popTo"`: pop back to the screen when the stack holds it.
    case popToPolicy

    /// The steps every library's navigation has.
    public static let standard: [NavigationStepName] = [.appPreconditions, .guards, .resetOn, .keepPolicy, .modalHandling, .popToPolicy]
}
