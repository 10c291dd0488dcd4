import NavModel
import Testing

/// The container tree's invariants, checked after every step of the property tests: each tab
/// the flags show (`requires` on a tab) is there and keeps its root, the selected tab exists,
/// no modal is empty, instance numbers are unique.
public func checkTreeInvariants(_ state: SimulatorState, _ simulator: Simulator,
                                sourceLocation: SourceLocation = #_sourceLocation) {
    let roots = simulator.visibleTabs(flags: state.flags).map(\.root)
    #expect(state.tree.tabs.map { $0.stack.screens.first?.screen } == roots, "every tab keeps its root at the bottom",
            sourceLocation: sourceLocation)
    #expect(state.tree.tabs.indices.contains(state.tree.selectedTab), sourceLocation: sourceLocation)
    #expect(state.tree.modals.allSatisfy { !$0.screens.isEmpty }, "a modal always holds a screen", sourceLocation: sourceLocation)
    let numbers = (state.tree.tabs.flatMap(\.stack.screens) + state.tree.modals.flatMap(\.screens)).map(\.instance)
    #expect(Set(numbers).count == numbers.count, "instance numbers are unique", sourceLocation: sourceLocation)
    #expect(numbers.allSatisfy { $0 < state.nextInstance }, sourceLocation: sourceLocation)
}
