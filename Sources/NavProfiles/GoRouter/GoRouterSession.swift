/// The navigator's state between inputs: the current match list with its pages' instance
/// numbers, and the tab shell's branches (the branch shown, each visited branch's last match
/// list, as `StatefulNavigationShell` keeps them while it is built).
struct GoRouterSession: Sendable, Equatable {
    var current: GoMatchList
    /// The instance number of each current page, by page key.
    var instances: [String: Int]
    /// The tab shell's current branch; it keeps its value while the location is outside the shell.
    var selectedBranch: Int
    /// Each visited branch's last match list (only the part inside the shell) and its pages' instances.
    var branchLists: [Int: GoMatchList]
    var branchInstances: [Int: [String: Int]]
    /// The next key a pushed page takes.
    var nextPushKey: Int

    /// Before the app's first location.
    static let empty = GoRouterSession(
        current: GoMatchList(matches: [], uri: GoLocation(scheme: nil, authority: nil, path: "/", query: nil, fragment: nil),
                             pathParameters: [:], error: nil, extra: nil),
        instances: [:], selectedBranch: 0, branchLists: [:], branchInstances: [:], nextPushKey: 1)
}

/// Instance numbers as the simulator hands them out: the next one, and those made by this input.
struct GoInstanceCounter: Sendable {
    var next: Int
    var created: Set<Int> = []

    mutating func take() -> Int {
        defer { next += 1 }
        created.insert(next)
        return next
    }
}

/// What one navigation did.
struct GoNavigationOutcome: Sendable, Equatable {
    /// `nil`: applied; else why the input changed nothing.
    var refusal: String?
    /// The GoException's message, when the navigation ended in one.
    var error: String?
    /// Every redirect callback run, in order.
    var redirects: [GoRedirectCall] = []
    /// Lines for the log.
    var notes: [String] = []
    /// The GoRoutes the navigation matched (the location's, then each redirect target's), deepest of each list.
    var matched: [Int] = []

    static func refused(_ reason: String, error: String? = nil, redirects: [GoRedirectCall] = []) -> GoNavigationOutcome {
        GoNavigationOutcome(refusal: reason, error: error, redirects: redirects)
    }
}
