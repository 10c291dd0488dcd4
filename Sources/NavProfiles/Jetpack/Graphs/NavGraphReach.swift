/// Where in-app navigation leads in navigation graphs: an `<action app:destination>` of a
/// destination reaches its target (a graph's target lands on its start destination), and a
/// graph's own actions (global actions) are taken from any destination inside it. Coverage and
/// the linter follow these from the destinations a link or launch shows
/// (``AppFilesFacts/reached(from:)``).
enum NavGraphReach {
    /// For each node with actions, the destinations they lead to (with those of every graph around it).
    static func actionTargets(in roots: [NavGraphNode]) -> [String: [String]] {
        var landing: [String: String] = [:]
        // Each node's actions, with those of every graph around it.
        var actions: [String: [String]] = [:]
        func visit(_ node: NavGraphNode, inherited: [String]) {
            landing[node.id] = node.landingDestination.id
            let own = inherited + node.actionDestinations
            actions[node.id, default: []] += own
            for child in node.children { visit(child, inherited: own) }
        }
        for root in roots { visit(root, inherited: []) }
        var targets: [String: [String]] = [:]
        for (id, destinations) in actions where !destinations.isEmpty {
            targets[id] = destinations.map { landing[$0] ?? $0 }
        }
        return targets
    }
}
