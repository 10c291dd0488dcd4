/// The navsim profile's compiled structure: a trie over path segments, stored flat (nodes in one
/// array, endpoint ids in another, literal edges in one `LiteralTable` keyed by node and bytes).
///
/// A lookup walks the trie depth-first in specificity order (literal, typed, parameter,
/// wildcard), so the first complete match is usually the winner; after it, a subtree is entered
/// only if its highest priority or its specificity could still beat the best so far. The walk
/// keeps the class of each edge it took, so a candidate is ranked without matching it again,
/// and parameters are read afterwards by segment index (`pathParameters`). The
/// result is the same as ranking every endpoint with `EndpointMatcher`, which the tests check.
struct RouteTrie: Sendable {
    struct Node: Sendable {
        var parameter: Int32 = -1
        var anyOne: Int32 = -1
        var intChild: Int32 = -1
        var floatChild: Int32 = -1
        var uuidChild: Int32 = -1
        /// This node's literal edges: `literalOrder[literalStart ..< literalStart + literalCount]`.
        var literalStart: Int32 = 0
        var literalCount: Int32 = 0
        /// Endpoints ending exactly here, then those whose last segment (`*`, `<path:…>`) starts
        /// here: `endpointIDs[terminalStart ..< +terminalCount]`, then `restCount` more.
        var terminalStart: Int32 = 0
        var terminalCount: Int32 = 0
        var restCount: Int32 = 0
        /// A literal key here is not ASCII: its edges must be compared as `String`s
        /// (canonical equivalence), not as bytes.
        var hasNonASCIILiteral = false
        /// One way on below this node (only literal edges, only a parameter or only a `*`; no
        /// typed child, no `*` or `<path:>` ending here): the walk follows it in a loop, as
        /// there is nothing to try after it.
        var isStraight = false
        /// The highest priority of any endpoint in this subtree.
        var maxPriority = Int.min
    }

    /// What the walk needs of an endpoint without touching the `Endpoint` itself.
    struct Candidate: Sendable {
        // The fields are ordered widest first, so that a candidate takes 32 bytes, half a cache line.
        var priority: Int
        var order: Int32
        /// The endpoint's route (read here rather than through the `Endpoint` object: one cache
        /// miss less per lookup in a large table).
        var routeIndex: Int32
        /// What the endpoint captures: `captureSteps[captureStart ..< captureStart + captureCount]`.
        var captureStart: Int32
        var captureCount: Int32
        var hasFragment: Bool
        var hasConstraints: Bool
        /// The route says `host`: the URL's host must fit it.
        var hasHost: Bool
        /// The endpoint has `defaults` (only then does building its match read the `Endpoint`).
        var hasDefaults: Bool
        /// The last segment is `<path:…>`, which needs at least one component.
        var restNeedsComponent: Bool
        /// The pattern has a `*`, so a match has a wildcard list (possibly empty).
        var hasWildcard: Bool
    }

    /// One value an endpoint captures, read from the request by position once the endpoint won.
    struct CaptureStep: Sendable {
        enum Kind: UInt8, Sendable {
            /// `:name`, `{name}`, `<type:name>`: the component at `index`.
            case component
            /// `<path:name>`: the components from `index` on, joined with `/`.
            case joinedRest
            /// `*` in the middle: the component at `index`, to the wildcard list.
            case anyOne
            /// `*` at the end: the components from `index` on, to the wildcard list.
            case rest
            /// A parameter after `#`: the fragment.
            case fragment
        }
        var kind: Kind
        var index: Int32
        /// The parameter name's index in `captureNames` (unused by the wildcard kinds).
        var name: Int32
    }

    /// One URL component as the walk sees it: its bytes at `start ..< start + length`, both in
    /// the buffer of the component as written and in the buffer of its comparison key
    /// (lowercased when matching is case-insensitive), and the hash of the key.
    struct ComponentKey {
        // Laid out in 32 bytes (hash first), so that a URL's keys fit the stack.
        var hash: UInt64
        var start: Int32
        /// The key's length.
        var length: Int32
        /// The component's length as written (lowercasing can change it).
        var textLength: Int32
        var isASCII: Bool
        /// Whether `hash` holds the key's hash: it is computed when a literal table is first
        /// asked for this key (a component walked only by parameters is never hashed).
        var isHashed = false
        /// A literal entry whose key has exactly the component's bytes, found by the walk (-1:
        /// none): the literal's `String` can then stand for the component's.
        var literal: Int32 = -1

        init(start: Int32, length: Int32, textLength: Int32, hash: UInt64, isASCII: Bool) {
            self.hash = hash
            self.start = start
            self.length = length
            self.textLength = textLength
            self.isASCII = isASCII
        }
    }

    private(set) var nodes: [Node] = []
    private(set) var literals: LiteralTable
    /// Literal entry indices grouped by parent node.
    private(set) var literalOrder: [Int32] = []
    private(set) var endpointIDs: [Int32] = []
    private(set) var candidates: [Candidate] = []
    private(set) var captureSteps: [CaptureStep] = []
    private(set) var captureNames: [String] = []
    /// One table per scheme (`nil` = global): the root node of its trie.
    private(set) var roots: [String?: Int32] = [:]
    /// The global table's root, the one most URLs use.
    private(set) var globalRoot: Int32 = -1
    let endpoints: [Endpoint]
    let caseSensitive: Bool
    /// Some endpoint has a `#fragment` segment (only those read the fragment during the walk).
    private(set) var hasFragmentPatterns = false
    /// Some endpoint has a `where` on a query item (only then does the walk read the query).
    private(set) var hasQueryConditions = false
    /// Some endpoint's route says `host` (only then does the walk read the host).
    private(set) var hasHostRoutes = false

    /// What the walk reads of a URL besides its path components: the fragment (for `#`
    /// patterns), the host not read as a path component (for routes with `host`) and the query
    /// items (for `where` on a query item).
    struct WalkFacts {
        var fragment: String? = nil
        var host: String? = nil
        var query: [QueryItem]? = nil
    }

    init(endpoints: [Endpoint], caseSensitive: Bool) {
        self.endpoints = endpoints
        self.caseSensitive = caseSensitive
        var literalCount = 0
        for endpoint in endpoints {
            for marked in endpoint.pattern.segments { if case .literal = marked.segment { literalCount += 1 } }
        }
        // The expansions of one route share their leading literals, so the sum overcounts the
        // edges (a route of eight optional groups fivefold): start at one per endpoint, grow past it.
        literals = LiteralTable(expectedCount: min(literalCount, endpoints.count))
        var builder = Builder()
        candidates.reserveCapacity(endpoints.count)
        for (id, endpoint) in endpoints.enumerated() {
            let captureStart = Int32(captureSteps.count)
            let hasWildcard = planCaptures(endpoint.pattern)
            let last = endpoint.pattern.segments.last?.segment
            candidates.append(Candidate(priority: endpoint.priority, order: Int32(endpoint.order), routeIndex: Int32(endpoint.routeIndex),
                                        captureStart: captureStart, captureCount: Int32(captureSteps.count) - captureStart,
                                        hasFragment: endpoint.pattern.fragment != nil,
                                        hasConstraints: !endpoint.constraints.isEmpty, hasHost: endpoint.host != nil,
                                        hasDefaults: !endpoint.defaults.isEmpty,
                                        restNeedsComponent: last?.consumesRest == true && last != .rest,
                                        hasWildcard: hasWildcard))
            if endpoint.pattern.fragment != nil { hasFragmentPatterns = true }
            if endpoint.constraints.contains(where: { $0.target == .query }) { hasQueryConditions = true }
            if endpoint.host != nil { hasHostRoutes = true }
            insert(Int32(id), endpoint, &builder)
        }
        finish(&builder)
    }

    // MARK: Building

    /// State that only building needs.
    private struct Builder {
        var parents: [Int32] = []
        /// Per node, its first literal entry; per entry, the next one of the same node (-1 ends).
        var firstLiteral: [Int32] = []
        var nextLiteral: [Int32] = []
        var terminals: [(node: Int32, id: Int32, rest: Bool)] = []
    }

    /// Appends the capture steps of `pattern` (path segments by index, then the fragment) and
    /// says whether it has a wildcard.
    private mutating func planCaptures(_ pattern: ConcretePattern) -> Bool {
        var hasWildcard = false
        func add(_ kind: CaptureStep.Kind, _ index: Int, _ name: String?) {
            var nameIndex: Int32 = -1
            if let name {
                nameIndex = Int32(captureNames.count)
                captureNames.append(name)
            }
            captureSteps.append(CaptureStep(kind: kind, index: Int32(index), name: nameIndex))
        }
        for (index, marked) in pattern.segments.enumerated() {
            switch marked.segment {
            case .literal: continue
            case .parameter(let name): add(.component, index, name)
            case .typed(let name, .path): add(.joinedRest, index, name)
            case .typed(let name, _): add(.component, index, name)
            case .anyOne:
                hasWildcard = true
                add(.anyOne, index, nil)
            case .rest:
                hasWildcard = true
                add(.rest, index, nil)
            }
        }
        if let name = pattern.fragment?.parameterName { add(.fragment, pattern.segments.count, name) }
        return hasWildcard
    }

    private mutating func newNode(parent: Int32, _ builder: inout Builder) -> Int32 {
        nodes.append(Node())
        builder.parents.append(parent)
        builder.firstLiteral.append(-1)
        return Int32(nodes.count - 1)
    }

    private mutating func insert(_ id: Int32, _ endpoint: Endpoint, _ builder: inout Builder) {
        var node: Int32
        if let root = roots[endpoint.scheme] {
            node = root
        } else {
            node = newNode(parent: -1, &builder)
            roots[endpoint.scheme] = node
            if endpoint.scheme == nil { globalRoot = node }
        }
        // A route that always declines never wins; it keeps its scheme's table alive, nothing more.
        if endpoint.declines { return }
        for marked in endpoint.pattern.segments {
            let segment = marked.segment
            if segment.consumesRest {
                builder.terminals.append((node, id, true))
                return
            }
            switch segment {
            case .literal(let text):
                node = literalChild(of: node, key: caseSensitive ? text : text.lowercased(), &builder)
            case .typed(_, .int):
                if nodes[Int(node)].intChild < 0 { nodes[Int(node)].intChild = newNode(parent: node, &builder) }
                node = nodes[Int(node)].intChild
            case .typed(_, .float):
                if nodes[Int(node)].floatChild < 0 { nodes[Int(node)].floatChild = newNode(parent: node, &builder) }
                node = nodes[Int(node)].floatChild
            case .typed(_, .uuid):
                if nodes[Int(node)].uuidChild < 0 { nodes[Int(node)].uuidChild = newNode(parent: node, &builder) }
                node = nodes[Int(node)].uuidChild
            case .parameter:
                if nodes[Int(node)].parameter < 0 { nodes[Int(node)].parameter = newNode(parent: node, &builder) }
                node = nodes[Int(node)].parameter
            case .anyOne:
                if nodes[Int(node)].anyOne < 0 { nodes[Int(node)].anyOne = newNode(parent: node, &builder) }
                node = nodes[Int(node)].anyOne
            case .typed(_, .path), .rest:
                break // consumesRest, handled above
            }
        }
        builder.terminals.append((node, id, false))
    }

    /// The child of `node` along `key`, created if new. Keys equal as `String`s share one child.
    private mutating func literalChild(of node: Int32, key: String, _ builder: inout Builder) -> Int32 {
        var key = key
        let (isASCII, found) = key.withUTF8 { bytes -> (Bool, Int32) in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return (false, -1) }
            let raw = UnsafeRawBufferPointer(bytes)
            return (true, literals.edge(from: node, key: raw, keyHash: LiteralTable.hash(raw)).child)
        }
        if found >= 0 { return found }
        if !isASCII || nodes[Int(node)].hasNonASCIILiteral {
            var entry = builder.firstLiteral[Int(node)]
            while entry >= 0 {
                if literals.keys[Int(entry)] == key { return literals.entries[Int(entry)].child }
                entry = builder.nextLiteral[Int(entry)]
            }
        }
        if !isASCII { nodes[Int(node)].hasNonASCIILiteral = true }
        let child = newNode(parent: node, &builder)
        let entry = literals.insert(node: node, key: key, child: child)
        builder.nextLiteral.append(builder.firstLiteral[Int(node)])
        builder.firstLiteral[Int(node)] = entry
        nodes[Int(node)].literalCount += 1
        return child
    }

    /// Lays out the terminals and literal lists per node and computes each subtree's best priority.
    private mutating func finish(_ builder: inout Builder) {
        // Endpoints sharing a node: exact ones, then rest ones, each best first (priority,
        // fragment specificity, registration order).
        let endpoints = self.endpoints
        func fragmentRank(_ id: Int32) -> Int { endpoints[Int(id)].pattern.fragment?.specificity.rawValue ?? 0 }
        builder.terminals.sort { lhs, rhs in
            if lhs.node != rhs.node { return lhs.node < rhs.node }
            if lhs.rest != rhs.rest { return !lhs.rest }
            let a = endpoints[Int(lhs.id)], b = endpoints[Int(rhs.id)]
            if a.priority != b.priority { return a.priority > b.priority }
            let fragmentA = fragmentRank(lhs.id), fragmentB = fragmentRank(rhs.id)
            if fragmentA != fragmentB { return fragmentA > fragmentB }
            return a.order < b.order
        }
        endpointIDs.reserveCapacity(builder.terminals.count)
        for (index, terminal) in builder.terminals.enumerated() {
            let node = Int(terminal.node)
            if nodes[node].terminalCount == 0, nodes[node].restCount == 0 { nodes[node].terminalStart = Int32(index) }
            if terminal.rest { nodes[node].restCount += 1 } else { nodes[node].terminalCount += 1 }
            nodes[node].maxPriority = max(nodes[node].maxPriority, endpoints[Int(terminal.id)].priority)
            endpointIDs.append(terminal.id)
        }
        literalOrder.reserveCapacity(literals.entries.count)
        for node in nodes.indices {
            nodes[node].literalStart = Int32(literalOrder.count)
            var entry = builder.firstLiteral[node]
            while entry >= 0 {
                literalOrder.append(entry)
                entry = builder.nextLiteral[Int(entry)]
            }
        }
        for node in nodes.indices {
            let ways = (nodes[node].literalCount > 0 ? 1 : 0) + (nodes[node].parameter >= 0 ? 1 : 0) + (nodes[node].anyOne >= 0 ? 1 : 0)
            nodes[node].isStraight = ways == 1 && nodes[node].restCount == 0
                && nodes[node].intChild < 0 && nodes[node].floatChild < 0 && nodes[node].uuidChild < 0
        }
        // Children are created after their parent, so one backward pass reaches every ancestor.
        for node in nodes.indices.reversed() where builder.parents[node] >= 0 {
            let parent = Int(builder.parents[node])
            nodes[parent].maxPriority = max(nodes[parent].maxPriority, nodes[node].maxPriority)
        }
    }
}
