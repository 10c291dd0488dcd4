/// Where a route's stack starts (`"parent"` on a route), in every profile.
public enum ParentRule: Sendable, Equatable {
    /// The profile's rule: the route of the longest URL prefix, unless the profile adds no
    /// implicit parent (ICRouter).
    case implicit
    /// `"parent": false`: no parent; the stack is the route's own.
    case none
    /// `"parent": "PATH"`: the stack starts with the stack of the route that PATH (its
    /// `{param}`/`:param` filled from this match) opens.
    case route(String)
    /// The stack starts with these screens, bottom first, each receiving the link's parameters:
    /// the back stack a navigation graph gives its destination (the profile's `backStackFromGraph`
    /// plan step says by which rule). The stack is rebuilt, not merged.
    case screens([String])
}
