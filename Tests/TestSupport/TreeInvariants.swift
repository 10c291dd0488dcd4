import NavModel
import Testing

/// The container tree's invariants, checked after every step of the property tests: each tab
/// the flags show (`requires` on a tab) is there and keeps its root (`Simulator.keepsItsRoot`), the selected tab exists,
/// no modal is empty, instance numbers are unique.
public func checkTreeInvariants(_ state: SimulatorState, _ simulator: Simulator,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    // A profile with its own navigation builds the tree from its model (its tabs are its routes).
    if simulator.navigator == nil {
        #expect(state.tree.tabs.map(\.id) == simulator.visibleTabs(flags: state.flags).map(\.id), "the tab bar is the visible tabs",
                sourceLocation: sourceLocation)
        for tab in state.tree.tabs {
            #expect(simulator.keepsItsRoot(tab), "tab \(tab.id) keeps its root at the bottom (or right above its screenBelowRoot)",
                    sourceLocation: sourceLocation)
        }
    }
    #expect(state.tree.tabs.indices.contains(state.tree.selectedTab), sourceLocation: sourceLocation)
    #expect(state.tree.modals.allSatisfy { !$0.screens.isEmpty }, "a modal always holds a screen", sourceLocation: sourceLocation)
    let numbers = (state.tree.tabs.flatMap(\.stack.screens) + state.tree.modals.flatMap(\.screens)).map(\.instance)
    #expect(Set(numbers).count == numbers.count, "instance numbers are unique", sourceLocation: sourceLocation)
    #expect(numbers.allSatisfy { $0 < state.nextInstance }, sourceLocation: sourceLocation)
}
