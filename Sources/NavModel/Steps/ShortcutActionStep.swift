import NavRouting

/// A quick action that is not a link (`"action"`): one input-line command or a list, run in
/// order as the app's own code runs them (Mastodon's Search action selects the search tab and
/// keeps its stack). A `:tab` naming the selected tab leaves its stack as it is: the app selects
/// it in code, which is not a tap. The first refused command refuses the whole action.
extension Simulator {
    func runActions(of shortcut: Shortcut, input: String, on state: inout SimulatorState) -> StepReport {
        var events: [NavigationEvent] = [.note("shortcut \(shortcut.name) → action " + shortcut.actions.joined(separator: ", "))]
        for action in shortcut.actions {
            let command = SimulatorCommand(parsing: String(action.drop { $0 == ":" || $0 == " " }))
            let report: StepReport
            if case .tab(let selector) = command {
                report = selectTab(selector, input: input, on: &state, reselectPopsToRoot: false)
            } else {
                report = performCommand(command, input: input, on: &state)
            }
            events += report.events
            if case .refused(let reason, let suggestions) = report.outcome {
                return StepReport(input: input, outcome: .refused(reason: "shortcut \(shortcut.name): \(action) is refused: \(reason)",
                                                                  suggestions: suggestions), events: events)
            }
        }
        return StepReport(input: input, outcome: .applied, events: events)
    }
}
