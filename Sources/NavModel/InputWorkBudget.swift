import NavSyntax

/// The work one input may cause: how many times a URL is opened for it, through redirects,
/// guards and `"dispatch": "all"` together. Each level of a dispatch to eight routes that each
/// redirect multiplies the opens by eight (six levels took 102 s for one `open`), so one input
/// opens at most ``maximumOpens`` URLs and is refused past that, with its state unchanged.
final class InputWorkBudget: @unchecked Sendable {
    /// The most URLs one input opens: far past any real app's redirect chain or dispatch.
    static let maximumOpens = 256

    /// The budget of the input being performed, set by ``perInput(_:)``.
    @TaskLocal static var current: InputWorkBudget?

    private(set) var opens = 0
    /// Whether an open was refused for want of budget.
    private(set) var exhausted = false

    /// Counts one open; `false` when the input has used up its opens.
    func spendOpen() -> Bool {
        opens += 1
        if opens > Self.maximumOpens { exhausted = true }
        return !exhausted
    }

    /// Runs `body` (one input) under one budget of opens and one regex budget
    /// (`RegexBudget.perInput`); inside another input's budget, that one holds.
    static func perInput<Result>(_ body: (InputWorkBudget) -> Result) -> Result {
        if let current { return body(current) }
        let budget = InputWorkBudget()
        return $current.withValue(budget) { RegexBudget.perInput { body(budget) } }
    }
}

extension Simulator {
    /// Opens `url` for `input` under the input's ``InputWorkBudget`` (the outermost open of an
    /// input starts one): redirects, guards and dispatched routes open again through here.
    func open(_ url: String, input: String, on state: inout SimulatorState,
              events: inout [NavigationEvent], redirects: Int = 0, original: String? = nil) -> StepReport {
        let outermost = InputWorkBudget.current == nil
        var working = state
        var exhausted = false
        var report = InputWorkBudget.perInput { budget in
            defer { exhausted = budget.exhausted }
            guard budget.spendOpen() else {
                return StepReport(input: input, outcome: .refused(reason: Self.openBudgetRefusal, suggestions: []), events: events)
            }
            return openWithinBudget(url, input: input, on: &working, events: &events, redirects: redirects, original: original)
        }
        // The input that ran out of opens is refused whole: what its first opens did is not kept.
        if outermost, exhausted {
            report.outcome = .refused(reason: Self.openBudgetRefusal, suggestions: [])
            return report
        }
        state = working
        return report
    }

    /// Why an input that opened more than ``InputWorkBudget/maximumOpens`` URLs is refused.
    static let openBudgetRefusal = "stopped: this input opened more than \(InputWorkBudget.maximumOpens) URLs through redirects and"
        + " \"dispatch\": \"all\" (each dispatched route that redirects multiplies them); check the redirects for a fan-out or a loop"
}
