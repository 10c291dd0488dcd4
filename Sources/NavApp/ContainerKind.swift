/// The app's top container (`"container": {"kind": …}`).
public enum ContainerKind: String, Sendable, Equatable, CaseIterable {
    /// A tab bar over one navigation stack per tab.
    case tabs
    /// A side menu (WAAppRouting's PPRevealSample): its entries are written like tabs; opening
    /// one replaces the front navigation stack with that entry's root.
    case drawer
    /// One navigation stack, no bar.
    case stack
}
