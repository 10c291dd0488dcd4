import NavRouting

/// `"policy": "popTo"` (Android's clear-top, a coordinator's "show it if it is there"): when the
/// stack the link lands on holds the route's screen with the same parameters, pop back to it;
/// otherwise push it on that stack.
struct PopToPolicyStep: NavigationStep {
    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard link.plan.policy == .popTo, !link.treeSettled, link.plan.modals.isEmpty, let wanted = link.plan.stack.last else {
            if link.plan.policy == .popTo { link.plan.policy = .reuse }
            return .next
        }
        let inModal = link.pushesInsideModal
        let tab = simulator.targetTab(for: link.plan, in: link.state)
        let screens = inModal ? link.state.tree.modals[link.state.tree.modals.count - 1].screens : link.state.tree.tabs[tab.index].stack.screens
        guard let index = screens.lastIndex(where: { $0.screen == wanted.screen && simulator.hasSameParameters($0, as: wanted, state: link.state) })
        else {
            link.events.append(.note("policy popTo: no \(wanted.screen) with these parameters in the stack, so it is pushed"))
            link.plan.policy = .push
            return .next
        }
        if !inModal, tab.index != link.state.tree.selectedTab {
            link.events.append(.note("tab \(link.state.tree.tabs[tab.index].id): \(tab.reason)"))
            simulator.switchEntry(to: tab.index, on: &link.state, events: &link.events)
        }
        var kept = screens
        var popped: [NavigationEvent] = []
        while kept.count > index + 1, let top = kept.popLast() { popped.append(.popped(screen: top.screen, instance: top.instance)) }
        link.events.append(.note("policy popTo: \(wanted.screen) #\(screens[index].instance) is in the stack, so the link pops back to it"))
        link.events += popped
        if inModal {
            link.state.tree.modals[link.state.tree.modals.count - 1] = NavigationStack(kept)
        } else {
            link.state.tree.tabs[tab.index].stack = NavigationStack(kept)
        }
        link.treeSettled = true
        return .next
    }
}
