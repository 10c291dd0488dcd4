import NavRouting

/// The task a link lands in, as androidx's `NavController.handleDeepLink` does it, for an app
/// whose back stack comes from navigation graphs (``AppDefinition/linkTask``). With
/// FLAG_ACTIVITY_NEW_TASK the task restarts (CLEAR_TASK is added, `TaskStackBuilder`): every
/// tab returns to its start destination and the link's back stack is built on its own tab.
/// Without it the destination is navigated to with `popUpTo(graph, inclusive)`: it is alone on
/// the back stack and Back leaves the app.
struct AndroidTaskStep: NavigationStep {
    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard !link.treeSettled, !link.pushesInsideModal, link.plan.modals.isEmpty, let task = simulator.app.linkTask,
              let destination = link.plan.stack.last else { return .next }
        let target = simulator.targetTab(for: link.plan, in: link.state)
        switch task {
        case .restartsTask:
            var reset: [String] = []
            for index in link.state.tree.tabs.indices where index != target.index {
                let tab = link.state.tree.tabs[index]
                guard tab.stack.screens.count > 1 || tab.stack.screens.first?.screen != simulator.rootScreen(of: tab) else { continue }
                let root = simulator.makeInstance(PlannedScreen(screen: simulator.rootScreen(of: tab), parameters: [], origin: nil),
                                                  state: &link.state)
                link.state.tree.tabs[index].stack = NavigationStack([root])
                reset.append(tab.id)
            }
            if !reset.isEmpty {
                link.events.append(.note("androidx restarts the task (FLAG_ACTIVITY_NEW_TASK adds CLEAR_TASK): tab "
                                         + reset.joined(separator: ", ") + " back to its start destination"))
            }
        case .destinationAlone:
            if target.index != link.state.tree.selectedTab {
                link.events.append(.note("tab \(link.state.tree.tabs[target.index].id): \(target.reason)"))
                simulator.switchEntry(to: target.index, on: &link.state, events: &link.events)
            }
            var screens = link.state.tree.tabs[target.index].stack.screens
            while let top = screens.popLast() { link.events.append(.popped(screen: top.screen, instance: top.instance)) }
            let instance = simulator.makeInstance(destination, state: &link.state)
            link.events.append(.note("androidx without FLAG_ACTIVITY_NEW_TASK: \(destination.screen) alone on the back stack "
                                     + "(popUpTo the graph, inclusive); Back leaves the app"))
            link.events.append(.pushed(screen: instance.screen, instance: instance.instance))
            link.state.tree.tabs[target.index].stack = NavigationStack([instance])
            link.treeSettled = true
        }
        return .next
    }
}

extension Simulator {
    /// NavigationUI's checked item follows the destination, Back included: when Back leaves a
    /// tab's stack at the root graph's start destination below its root, the tab of that
    /// destination's graph is selected (the NavigationAdvancedSample's `DeepLinkTest`).
    func selectTabOfDestinationAfterBack(on state: inout SimulatorState, events: inout [NavigationEvent]) {
        guard app.linkTask == .restartsTask else { return }
        let current = state.tree.tabs[state.tree.selectedTab]
        guard current.stack.screens.count == 1, let bottom = current.stack.screens.first,
              bottom.screen == definition(of: current)?.screenBelowRoot,
              let index = state.tree.tabs.firstIndex(where: { rootScreen(of: $0) == bottom.screen }) else { return }
        events.append(.note("tab \(state.tree.tabs[index].id): NavigationUI checks the tab whose graph holds \(bottom.screen), "
                            + "the destination after Back"))
        switchEntry(to: index, on: &state, events: &events)
    }
}
