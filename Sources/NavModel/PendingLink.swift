extension Simulator {
    /// The screen that starts the flow a guard just opened: the bottom of the topmost modal when
    /// this input presented it, else the visible screen when this input created it.
    func guardFlowStart(in state: SimulatorState) -> Int? {
        if let bottom = state.tree.modals.last?.screens.first, state.createdByLastInput.contains(bottom.instance) {
            return bottom.instance
        }
        if let top = state.tree.visibleScreen, state.createdByLastInput.contains(top.instance) {
            return top.instance
        }
        return nil
    }

    /// Called when back removes `screen`: when it started the pending link's guard flow, the
    /// flow is cancelled and the link is dropped or kept as the app's `pendingOnCancel` says.
    func cancelGuardFlow(closing screen: ScreenInstance, on state: inout SimulatorState) -> [NavigationEvent] {
        guard let pending = state.pending, state.pendingFlow == screen.instance else { return [] }
        state.pendingFlow = nil
        switch app.pendingOnCancel {
        case .drop:
            state.pending = nil
            return [.pendingDropped(pending, reason: "\(screen.screen) #\(screen.instance) was closed before its guard's flag turned true")]
        case .keep:
            return [.note("pending \(pending) kept although \(screen.screen) #\(screen.instance) was closed (pendingOnCancel: keep)")]
        }
    }
}
