/// Which destinations of navigation graphs the app reaches from a set of destinations a link or
/// launch shows: an `<action app:destination>` of a reached destination reaches its target (a
/// graph's target lands on its start destination), and a graph's own actions (global actions)
/// are taken from any destination inside it.
public enum NavGraphReach {
    /// `shown` and every destination actions lead to from them, transitively.
    public static func reached(from shown: Set<String>, in roots: [NavGraphNode]) -> Set<String> {
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
        var reached = shown
        var pending = Array(shown)
        while let id = pending.popLast() {
            for target in actions[id] ?? [] {
                let destination = landing[target] ?? target
                if reached.insert(destination).inserted { pending.append(destination) }
            }
        }
        return reached
    }
}
