/// Which matching routes run for one link (`dispatch` at the top of the route file).
public enum RouteDispatch: String, Sendable, CaseIterable {
    /// One winner: the best route runs (the default).
    case first
    /// Every route that matches runs, in registration order, as WordPress's router performs
    /// each match (`for matchedRoute in matches`).
    case all
}

/// What happens to a link no route takes (`unmatched` at the top of the route file).
public enum UnmatchedLinks: String, Sendable, CaseIterable {
    /// Refused: nothing changes and the reason names the nearest routes (the default).
    case refuse
    /// An unmatched `https` link is handed back to the browser (outcome `refused`, the reason
    /// says so; the UI shows the browser sheet); other links are refused as with `refuse`.
    case browser
}

/// What a route without `parent` gets (`parents` at the top of the route file).
public enum ParentsDefault: String, Sendable, CaseIterable {
    /// The profile's implicit parent: the route of the longest URL prefix (the default).
    case implicit
    /// No parent: every route is `"parent": false` unless it names one.
    case none
}

/// What happens to the pending link when the flow its guard opened is cancelled: the guard's
/// modal (or pushed screen) closed by back before the flag turned true (`pendingOnCancel`).
public enum PendingOnCancel: String, Sendable, CaseIterable {
    /// Forget the link: a user who closed the sign-in sheet went elsewhere (the default).
    case drop
    /// Keep the link: it still resumes when the flag turns true.
    case keep
}
