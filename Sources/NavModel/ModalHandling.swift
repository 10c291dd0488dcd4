/// What a link does to a presented modal (`onModal`, on a route or for the whole app).
public enum ModalHandling: String, Sendable, Codable, CaseIterable {
    /// Modals are dismissed first, then the route's plan applies (the default).
    case dismiss
    /// The modal stays up; the plan applies to the tab's stack beneath it (a SwiftUI sheet over
    /// a NavigationStack path).
    case keep
    /// The screen is pushed on the top-most modal's own stack (UIKit's top-most presenter); a
    /// modal route is presented over it. With no modal up, as `dismiss`.
    case inside
}

/// How a link changes the task's back stack in a library that rebuilds it from a navigation
/// graph (androidx `NavController.handleDeepLink`).
public enum LinkTask: Sendable, Equatable {
    /// The link restarts the task (FLAG_ACTIVITY_NEW_TASK): every tab returns to its start
    /// destination and the link's back stack is built.
    case restartsTask
    /// The destination alone on the back stack (no NEW_TASK): Back leaves the app.
    case destinationAlone
}
