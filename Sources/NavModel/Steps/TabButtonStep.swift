import NavRouting

/// A tab that presents (`"presents": "SCREEN"`): a button in the tab bar, as Mastodon's compose
/// tab. Selecting it presents the screen modally; the selected tab does not change.
extension Simulator {
    func presentFromTabButton(_ screen: String, tab: String, on state: inout SimulatorState, events: inout [NavigationEvent]) {
        let selected = state.tree.tabs[state.tree.selectedTab].id
        events.append(.note("tab \(tab) presents \(screen) (\"presents\"); the selected tab stays \(selected)"))
        let instance = makeInstance(PlannedScreen(screen: screen, parameters: [], origin: nil), state: &state)
        events.append(.presented(screen: instance.screen, instance: instance.instance))
        state.tree.modals.append(NavigationStack([instance]))
    }
}
