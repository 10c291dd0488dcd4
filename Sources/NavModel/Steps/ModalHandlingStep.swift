import NavRouting

/// `onModal` (a route's, else the app's): what a link does to a presented modal. `dismiss`
/// (the default) dismisses every modal first, unless the library never dismisses (the step
/// listed with its rule: the modal stays up and the rule is logged); `keep` leaves them up and
/// the plan applies to the tab's stack beneath; `inside` pushes the route's screen on the
/// top-most modal's own stack (a modal route is presented over it).
struct ModalHandlingStep: NavigationStep {
    /// The library's rule when it never dismisses a presented modal.
    let neverDismisses: String?

    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard !link.treeSettled, link.plan.navigates, let top = link.state.tree.modals.last?.top else { return .next }
        switch simulator.onModal(of: link.behavior) {
        case .dismiss:
            if let rule = neverDismisses {
                link.events.append(.note(rule))
                return .next
            }
            while let modal = link.state.tree.modals.popLast() {
                if let bottom = modal.screens.first { link.events.append(.dismissed(screen: bottom.screen, instance: bottom.instance)) }
            }
        case .keep:
            link.events.append(.note("onModal keep: \(top.screen) #\(top.instance) stays up; the link applies to the stack beneath it"))
        case .inside:
            if link.plan.modals.isEmpty {
                link.events.append(.note("onModal inside: the screen is pushed on the top-most modal's stack, above \(top.screen) #\(top.instance)"))
                link.pushesInsideModal = true
            } else {
                link.events.append(.note("onModal inside: presented over the top-most modal, \(top.screen) #\(top.instance)"))
                link.plan.stack = []
                link.plan.tab = nil
            }
        }
        return .next
    }
}

extension Simulator {
    /// What a link to `route` does to a presented modal: the route's `onModal`, else the app's.
    func onModal(of route: RouteBehavior) -> ModalHandling {
        route.onModal ?? app.onModal
    }
}
