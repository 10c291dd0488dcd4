import NavSupport
import NavModel
import NavRouting
import Foundation
import NavRouteFile

/// `redirect-cycle`: redirects, guards and dependencies that lead back to a route already on the way.
///
/// Each route is a node; a route's `redirect` and each of its `dependencies` is an edge to the
/// route its URL reaches (a dependency loop nests until navsim refuses the link), and each
/// flag the route or its screens require is an edge to the route the flag's guard redirects to
/// (taken while the flag is false, and nothing sets flags between redirects). A cycle is a link
/// that bounces until navsim gives up after `Simulator.maximumRedirects` redirects.
enum RedirectCycleRule {
    private struct Edge {
        var target: Int
        var because: String
    }

    static func findings(_ context: LintContext) -> [LintFinding] {
        let graph = edges(context)
        var findings: [LintFinding] = []
        var reported = Set<Set<Int>>()
        for cycle in cycles(in: graph) {
            guard let start = cycle.first, reported.insert(Set(cycle.map(\.from))).inserted else { continue }
            let steps = cycle.map { "\(context.label($0.from)) \($0.edge.because)" }.joined(separator: " → ")
            let witness = context.endpointsByRoute[start.from]?.lazy
                .compactMap { context.witnesses.witness(for: context.table.endpoints[$0]) }.first
            let throughDependencies = cycle.contains { $0.edge.because.hasPrefix("depends on") }
            findings.append(context.finding(
                .redirectCycle, .error, route: start.from,
                throughDependencies
                    ? "dependencies loop: \(steps) → back to \(context.label(start.from)); navsim refuses every link into the loop"
                    : "redirects loop: \(steps) → back to \(context.label(start.from)); navsim stops after "
                        + "\(Simulator.maximumRedirects) redirects and refuses the link",
                witness: witness, related: cycle.map(\.from).filter { $0 != start.from }))
        }
        return findings
    }

    /// The redirect and guard edges of every route.
    private static func edges(_ context: LintContext) -> [Int: [Edge]] {
        let file = context.file
        var screenRequirements: [String: [String]] = [:]
        for screen in file.screens.values where !screen.requires.isEmpty { screenRequirements[screen.id] = screen.requires }
        var graph: [Int: [Edge]] = [:]
        for (index, route) in file.routes.enumerated() {
            if let redirect = route.redirect, !redirect.contains("{+") {
                let url = Interpolation.fillPath(redirect, with: context.sampleParameters(ofRoute: index))
                if let target = context.table.winner(for: url) {
                    graph[index, default: []].append(Edge(target: target.routeIndex, because: "redirects to \(url)"))
                }
            }
            for dependency in route.dependencies {
                let url = Interpolation.fillLink(dependency, with: context.sampleParameters(ofRoute: index),
                                                 scheme: route.scheme ?? file.scheme, profile: context.table.options.profile)
                if let target = context.table.winner(for: url) {
                    graph[index, default: []].append(Edge(target: target.routeIndex, because: "depends on \(url)"))
                }
            }
            var flags: [String] = []
            for flag in route.requires + context.screensShown(byRoute: index).flatMap({ screenRequirements[$0] ?? [] })
            where !flags.contains(flag) { flags.append(flag) }
            for flag in flags {
                guard let redirect = file.guards[flag]?.redirect, let target = context.table.winner(for: redirect) else { continue }
                graph[index, default: []].append(Edge(
                    target: target.routeIndex, because: "requires \(flag), whose guard redirects to \(redirect)"))
            }
        }
        return graph
    }

    /// One cycle per back edge of a depth-first search, each as the edges taken, in order.
    private static func cycles(in graph: [Int: [Edge]]) -> [[(from: Int, edge: Edge)]] {
        enum Mark { case onPath, done }
        var marks: [Int: Mark] = [:]
        var found: [[(from: Int, edge: Edge)]] = []
        for root in graph.keys.sorted() where marks[root] == nil {
            // The path from the root: each node with the index of the next edge to follow.
            var path: [(node: Int, next: Int)] = [(root, 0)]
            var taken: [Edge] = []
            marks[root] = .onPath
            while let top = path.last {
                let outgoing = graph[top.node] ?? []
                guard top.next < outgoing.count else {
                    marks[top.node] = .done
                    path.removeLast()
                    if !taken.isEmpty { taken.removeLast() }
                    continue
                }
                path[path.count - 1].next += 1
                let edge = outgoing[top.next]
                switch marks[edge.target] {
                case .onPath?:
                    guard let start = path.firstIndex(where: { $0.node == edge.target }) else { continue }
                    let nodes = path[start...].map(\.node)
                    let edges = Array(taken[start...]) + [edge]
                    found.append(Array(zip(nodes, edges).map { (from: $0, edge: $1) }))
                case .done?:
                    continue
                case nil:
                    marks[edge.target] = .onPath
                    path.append((edge.target, 0))
                    taken.append(edge)
                }
            }
        }
        return found
    }
}
