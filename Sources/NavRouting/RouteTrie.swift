/// The navsim profile's compiled structure: a trie over path segments with literal children
/// in a hash map, typed and parameter children, and endpoints stored where they end.
///
/// A lookup walks the trie depth-first in specificity order (literal, typed, parameter,
/// wildcard), so the first complete match is usually the winner; after it, a subtree is entered
/// only if its highest priority or its specificity could still beat the best so far. The
/// result is the same as ranking every endpoint (`EndpointMatcher`), which the tests check.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var literals: [String: Int32] = [:]
        var typed: [(type: ParameterType, child: Int32)] = []
        var parameter: Int32 = -1
        var anyOne: Int32 = -1
        /// Endpoints that end exactly here.
        var terminals: [Int32] = []
        /// Endpoints whose last segment (`*` or `<path:…>`) starts here and takes the rest.
        var restTerminals: [Int32] = []
        /// The highest priority of any endpoint in this subtree.
        var maxPriority = Int.min
    }

    private(set) var nodes: [Node] = [Node()]
    /// One table per scheme (`nil` = global): the root node of its trie.
    private(set) var roots: [String?: Int32] = [:]
    let endpoints: [Endpoint]
    let caseSensitive: Bool

    init(endpoints: [Endpoint], caseSensitive: Bool) {
        self.endpoints = endpoints
        self.caseSensitive = caseSensitive
        nodes = []
        for (id, endpoint) in endpoints.enumerated() {
            insert(Int32(id), endpoint)
        }
        for root in roots.values { _ = computeMaxPriority(root) }
        // Endpoints sharing a node: best first (priority, fragment specificity, order). The
        // ordering reads only `endpoints`: a method reference would capture `self`, and each
        // node's sort would then copy the whole `nodes` array (minutes for 30,000 routes).
        let endpoints = self.endpoints
        let order = { (lhs: Int32, rhs: Int32) in Self.terminalOrder(lhs, rhs, endpoints) }
        for index in nodes.indices {
            nodes[index].terminals.sort(by: order)
            nodes[index].restTerminals.sort(by: order)
        }
    }

    private static func terminalOrder(_ lhs: Int32, _ rhs: Int32, _ endpoints: [Endpoint]) -> Bool {
        let a = endpoints[Int(lhs)], b = endpoints[Int(rhs)]
        if a.priority != b.priority { return a.priority > b.priority }
        let fragmentA = a.pattern.fragment?.specificity ?? .wildcard, fragmentB = b.pattern.fragment?.specificity ?? .wildcard
        if fragmentA != fragmentB { return fragmentA > fragmentB }
        return a.order < b.order
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    private mutating func insert(_ id: Int32, _ endpoint: Endpoint) {
        var node: Int32
        if let root = roots[endpoint.scheme] {
            node = root
        } else {
            node = newNode()
            roots[endpoint.scheme] = node
        }
        for marked in endpoint.pattern.segments {
            let segment = marked.segment
            if segment.consumesRest {
                nodes[Int(node)].restTerminals.append(id)
                return
            }
            switch segment {
            case .literal(let text):
                let key = caseSensitive ? text : text.lowercased()
                if let child = nodes[Int(node)].literals[key] {
                    node = child
                } else {
                    let child = newNode()
                    nodes[Int(node)].literals[key] = child
                    node = child
                }
            case .typed(_, let type):
                if let existing = nodes[Int(node)].typed.first(where: { $0.type == type }) {
                    node = existing.child
                } else {
                    let child = newNode()
                    nodes[Int(node)].typed.append((type, child))
                    node = child
                }
            case .parameter:
                if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = newNode() }
                node = nodes[Int(node)].parameter
            case .anyOne:
                if nodes[Int(node)].anyOne < 0 { nodes[Int(node)].anyOne = newNode() }
                node = nodes[Int(node)].anyOne
            case .rest:
                break
            }
        }
        nodes[Int(node)].terminals.append(id)
    }

    private mutating func computeMaxPriority(_ node: Int32) -> Int {
        var best = Int.min
        let current = nodes[Int(node)]
        for id in current.terminals + current.restTerminals { best = max(best, endpoints[Int(id)].priority) }
        var children = Array(current.literals.values) + current.typed.map(\.child)
        if current.parameter >= 0 { children.append(current.parameter) }
        if current.anyOne >= 0 { children.append(current.anyOne) }
        for child in children { best = max(best, computeMaxPriority(child)) }
        nodes[Int(node)].maxPriority = best
        return best
    }

    /// The best endpoint for `request` in the table of `scheme`, with what it captured.
    func lookup(_ request: RouteRequest, scheme: String?, matcher: EndpointMatcher) -> (Endpoint, Capture)? {
        guard let root = roots[scheme] else { return nil }
        var search = Search(trie: self, request: request, matcher: matcher)
        let keys = caseSensitive ? request.components : request.components.map { $0.lowercased() }
        search.keys = keys
        search.path.reserveCapacity(keys.count)
        search.visit(root, depth: 0)
        guard let best = search.best else { return nil }
        return (endpoints[Int(best.id)], best.capture)
    }

    /// One depth-first search; keeps the best candidate and the classes of the current path.
    private struct Search {
        let trie: RouteTrie
        let request: RouteRequest
        let matcher: EndpointMatcher
        var keys: [String] = []
        var path: [SegmentClass] = []
        var best: (id: Int32, rank: CandidateRank, capture: Capture)?

        /// Whether a subtree whose path so far is `path + [next]` and whose best priority is
        /// `maxPriority` could still beat the best candidate.
        func worthVisiting(next: SegmentClass, maxPriority: Int) -> Bool {
            guard let best else { return true }
            if maxPriority != best.rank.priority { return maxPriority > best.rank.priority }
            let bestClasses = best.rank.classes
            for (depth, segmentClass) in (path + [next]).enumerated() {
                if segmentClass != bestClasses[depth] { return segmentClass > bestClasses[depth] }
            }
            return true
        }

        mutating func consider(_ id: Int32) {
            let endpoint = trie.endpoints[Int(id)]
            if let best, endpoint.priority < best.rank.priority { return }
            guard case .success(let capture) = matcher.match(endpoint, request) else { return }
            let rank = CandidateRank(priority: endpoint.priority, classes: capture.classes, order: endpoint.order)
            if let current = best, !(current.rank < rank) { return }
            best = (id, rank, capture)
        }

        mutating func visit(_ nodeIndex: Int32, depth: Int) {
            let node = trie.nodes[Int(nodeIndex)]
            if depth == keys.count {
                for id in node.terminals { consider(id) }
                for id in node.restTerminals { consider(id) }
                return
            }
            let key = keys[depth]
            if let child = node.literals[key] { descend(child, depth: depth, as: .literal) }
            for (type, child) in node.typed where type.accepts(Substring(request.components[depth])) {
                descend(child, depth: depth, as: .typed)
            }
            if node.parameter >= 0 { descend(node.parameter, depth: depth, as: .parameter) }
            if node.anyOne >= 0 { descend(node.anyOne, depth: depth, as: .wildcard) }
            if !node.restTerminals.isEmpty, worthVisiting(next: .wildcard, maxPriority: node.maxPriority) {
                for id in node.restTerminals { consider(id) }
            }
        }

        mutating func descend(_ child: Int32, depth: Int, as segmentClass: SegmentClass) {
            guard worthVisiting(next: segmentClass, maxPriority: trie.nodes[Int(child)].maxPriority) else { return }
            path.append(segmentClass)
            visit(child, depth: depth + 1)
            path.removeLast()
        }
    }
}
