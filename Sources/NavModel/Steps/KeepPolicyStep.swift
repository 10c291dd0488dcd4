import NavRouting

/// `"policy": "keep"`, for singletons (a composer, an assistant sheet): when the route's screen
/// is already on top (of the stack the link lands on, or of the top-most modal for a modal
/// route), whatever the link's parameters, nothing changes and the instance keeps its
/// parameters; otherwise the route is pushed (a modal route is presented).
struct KeepPolicyStep: NavigationStep {
    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard link.plan.policy == .keep, let wanted = link.plan.allScreens.last else { return .next }
        let isModal = !link.plan.modals.isEmpty
        let top: ScreenInstance?
        if isModal || (simulator.onModal(of: link.behavior) == .inside && !link.state.tree.modals.isEmpty) {
            top = link.state.tree.modals.last?.top
        } else {
            top = link.state.tree.tabs[simulator.targetTab(for: link.plan, in: link.state).index].stack.top
        }
        if let top, top.screen == wanted.screen {
            link.events.append(.note("policy keep: \(top.screen) #\(top.instance) is already on top, so nothing changes "
                                     + "(it keeps its parameters)"))
            link.treeSettled = true
            return .next
        }
        link.events.append(.note("policy keep: \(wanted.screen) is not on top, so it is " + (isModal ? "presented" : "pushed")))
        link.plan.policy = isModal ? .reuse : .push
        return .next
    }
}
