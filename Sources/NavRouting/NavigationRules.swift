/// How a library changes the container tree once a route matched (docs/navigation.md,
/// docs/profiles.md). Every field is a decision a profile must make: there is no default.
public struct NavigationRules: Sendable, Equatable {
    /// Whether a screen may be pushed inside a presented modal.
    public var pushInsideModal: Permission

    public init(pushInsideModal: Permission) {
        self.pushInsideModal = pushInsideModal
    }
}

/// Whether a library allows something, and if not, its rule in one line (for the log and `check`).
public enum Permission: Sendable, Equatable {
    case allowed
    /// Refused; the text names the library's rule and its source.
    case refused(rule: String)

    /// The rule that refuses it, or `nil` when allowed.
    public var refusal: String? {
        if case .refused(let rule) = self { return rule }
        return nil
    }
}
