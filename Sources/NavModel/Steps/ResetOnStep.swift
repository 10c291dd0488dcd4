import NavRouting

/// Top-level `resetOn`: a flag whose change rebuilds the app (an account switch): every tab's
/// stack returns to its root, modals are dismissed and the tab bar is rebuilt. When a route's
/// `set` changes such a flag, the reset comes first and the route navigates on the rebuilt tree.
struct ResetOnStep: NavigationStep {
    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        let changed = Self.changedFlags(link.behavior.set, in: link.state.flags, resetOn: simulator.app.resetOn)
        guard !changed.isEmpty else { return .next }
        for (flag, value) in link.behavior.set.sorted(by: { $0.key < $1.key }) where changed.contains(flag) {
            link.state.flags[flag] = value
        }
        Self.reset(because: changed, on: &link.state, events: &link.events, in: simulator)
        link.resetDone = true
        return .next
    }

    /// The `resetOn` flags whose value `flags` changes, sorted.
    static func changedFlags(_ flags: [String: Bool], in current: [String: Bool], resetOn: [String]) -> [String] {
        flags.keys.filter { resetOn.contains($0) && (current[$0] == true) != flags[$0] }.sorted()
    }

    /// Dismisses every modal, pops every tab to its root and rebuilds the tab bar for the flags
    /// already in `state`.
    static func reset(because flags: [String], on state: inout SimulatorState, events: inout [NavigationEvent],
                      in simulator: Simulator) {
        events.append(.note("resetOn \(flags.joined(separator: ", ")): the app is rebuilt, every tab back to its root and modals dismissed"))
        while let modal = state.tree.modals.popLast() {
            if let bottom = modal.screens.first { events.append(.dismissed(screen: bottom.screen, instance: bottom.instance)) }
        }
        for index in state.tree.tabs.indices { simulator.popToRoot(tab: index, on: &state, events: &events) }
        simulator.syncTabs(on: &state, events: &events)
    }
}
