extension ExpoNavigationEngine {
    /// A `linking` app's link (React Navigation's `getActionFromState`, then StackRouter's
    /// `NAVIGATE`): in each Stack, the focused route of the link's name is updated, a route whose
    /// screen holds a navigator is popped back to (`pop`), anything else is pushed; a navigator
    /// the link creates holds its `initialRouteName` below the linked route (`initial: false`).
    func navigateByLink(to target: ExpoParsedRoute, in state: inout ExpoNavigatorState, counter: inout Int) {
        let holdsNavigator = target.state != nil || child(named: target.name, of: state.layoutID)?.kind == .layout
        let position = state.focused.name == target.name ? state.index
            : holdsNavigator ? state.routes.lastIndex { $0.name == target.name } : nil
        guard let position else {
            state.routes.append(entry(named: target.name, of: state.layoutID, from: target, anchors: true, counter: &counter))
            state.index = state.routes.count - 1
            return
        }
        state.routes.removeSubrange((position + 1)...)
        state.index = position
        if let deeper = target.state?.routes.last, var nested = state.routes[position].state {
            navigateByLink(to: deeper, in: &nested, counter: &counter)
            state.routes[position].state = nested
        } else {
            state.routes[position].params = target.params
            state.routes[position].path = target.path
        }
    }
}
