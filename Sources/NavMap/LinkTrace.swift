import NavModel

/// What one link does from a cold start, as `navsim open LINK` does it (the same simulator, the
/// same OS layer): the stack it leaves on screen, or why it changed nothing.
public struct LinkTrace: Sendable, Equatable {
    /// The link as given.
    public var url: String
    /// The screens on screen after it, bottom first: the selected tab's stack, then each
    /// presentation's stack (as `open --json` lists `tabs[selected].stack` and `modals`).
    public var stack: [String]
    /// Positions in ``stack`` where a presentation starts.
    var presentationStarts: Set<Int>
    /// Why the link changed nothing (the OS kept it, no route matched…); `nil` when it applied.
    public var refusal: String?
    /// What the simulated OS did with it, when an OS is simulated.
    public var handoff: LinkHandoff?
    /// The link a guard holds until its flag turns true (`pending` of `open --json`).
    public var pending: String?

    /// Opens `url` on a cold start of `simulator`.
    public init(_ url: String, simulator: Simulator) {
        let (state, reports) = simulator.run([url])
        self.url = url
        let tree = state.tree
        var stack = tree.tabs.indices.contains(tree.selectedTab) ? tree.tabs[tree.selectedTab].stack.screens.map(\.screen) : []
        var starts: Set<Int> = []
        for presentation in tree.modals {
            starts.insert(stack.count)
            stack += presentation.screens.map(\.screen)
        }
        self.stack = stack
        presentationStarts = starts
        handoff = reports.last?.link
        pending = state.pending
        if case .refused(let reason, _) = reports.last?.outcome { refusal = reason } else { refusal = nil }
    }

    /// One line: `URL: A > B > C`, or `URL: refused: why`.
    public var summary: String {
        if let refusal { return "\(url): refused: \(refusal)" }
        return "\(url): " + stack.joined(separator: " > ") + (pending.map { " (pending: \($0))" } ?? "")
    }
}

extension NavigationMap {
    /// The map with `trace` drawn on it: an entry for the link (with the OS's verdict when it
    /// kept the link), and every screen and edge of the stack it built marked.
    public mutating func highlight(_ trace: LinkTrace) {
        var details: [String] = []
        if let handoff = trace.handoff {
            details.append(handoff.opensApp
                ? "\(handoff.platformLabel) opens the app" + (handoff.via.map { " (\($0))" } ?? "")
                : "\(handoff.platformLabel) keeps it: \(handoff.reason)")
        }
        if let refusal = trace.refusal, trace.handoff?.opensApp != false { details.append("refused: \(refusal)") }
        if let pending = trace.pending { details.append("pending: \(pending)") }
        var key = "link " + trace.url
        var count = 2
        while entries.contains(where: { $0.key == key }) {
            key = "link \(trace.url) #\(count)"
            count += 1
        }
        let target = trace.refusal == nil ? trace.stack.last : nil
        entries.append(Entry(key: key, kind: .link, label: trace.url, details: details, target: target))
        guard let target else { return }
        for (position, id) in trace.stack.enumerated() {
            if let index = screens.firstIndex(where: { $0.id == id }) {
                screens[index].isOnLinkStack = true
            } else {
                var screen = Screen(id: id, isModal: trace.presentationStarts.contains(position))
                screen.isOnLinkStack = true
                screens.append(screen)
            }
        }
        var path = zip(trace.stack, trace.stack.dropFirst()).enumerated().map { offset, pair in
            EdgeIdentity(from: .screen(pair.0), to: .screen(pair.1), kind: trace.presentationStarts.contains(offset + 1) ? .modal : .push)
        }
        path.append(EdgeIdentity(from: .entry(key), to: .screen(target), kind: .opens))
        for identity in path {
            if let index = edges.firstIndex(where: { $0.identity == identity }) {
                edges[index].isOnLinkStack = true
            } else {
                var edge = Edge(from: identity.from, to: identity.to, kind: identity.kind)
                edge.isOnLinkStack = true
                edges.append(edge)
            }
        }
    }
}
