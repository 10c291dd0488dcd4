import NavRouting

/// Top-level `requires`: flags every link needs (an onboarding that ignores links, an app
/// without a session), checked before any route's. With a guard for the flag that guard
/// applies; without one the link is refused with a reason naming the flag. A guard's own
/// redirect (the sign-in screen) is the app's navigation and is not checked again.
struct AppPreconditionStep: NavigationStep {
    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard link.redirects == 0, let entry = FlagCondition.firstFailing(simulator.app.requires, in: link.state.flags) else {
            return .next
        }
        return GuardStep.enforce(entry, on: &link, in: simulator, requirement: "every link requires (top-level \"requires\")")
    }
}
