/// The search side of `RouteTrie`: a depth-first walk in specificity order that keeps the best
/// candidate so far, and the parameters read back from the winner's edges.
extension RouteTrie {
    // MARK: Lookup

    /// The best endpoint for a request's components (and its fragment, host and query) in the
    /// table rooted at `root`, or `nil`.
    func lookup(components: [String], facts: WalkFacts, root: Int32) -> Int32? {
        var original: [UInt8] = [], lowered: [UInt8] = []
        var keys: [ComponentKey] = []
        keys.reserveCapacity(components.count)
        for component in components {
            let key = caseSensitive ? component : component.lowercased()
            let start = original.count
            original.append(contentsOf: component.utf8)
            if !caseSensitive {
                lowered.append(contentsOf: key.utf8)
                // Lowercasing can change the length (U+0130 becomes two scalars): keep the layouts aligned.
                let longer = max(original.count, lowered.count)
                original.append(contentsOf: repeatElement(0, count: longer - original.count))
                lowered.append(contentsOf: repeatElement(0, count: longer - lowered.count))
            }
            keys.append(ComponentKey(start: Int32(start), length: Int32(key.utf8.count), textLength: Int32(component.utf8.count),
                                     hash: 0, isASCII: key.utf8.allSatisfy { $0 < 0x80 }))
        }
        return original.withUnsafeBytes { original in
            return lowered.withUnsafeBytes { lowered in
                let keyBytes = caseSensitive ? original : lowered
                let base = keyBytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!
                let best = keys.withUnsafeMutableBufferPointer { keys in
                    search(root: root, count: keys.count, original: original.baseAddress ?? base, keyBytes: base,
                           keys: keys.baseAddress!, facts: facts)
                }
                return best >= 0 ? best : nil
            }
        }
    }

    /// The walk itself, over `count` components described by `keys`. Typed parameters are
    /// checked on the components' bytes in `original`; literals are looked up by their bytes in
    /// `keyBytes`. Returns the winner, or -1.
    func search(root: Int32, count: Int, original: UnsafeRawPointer, keyBytes: UnsafeRawPointer, keys: UnsafeMutablePointer<ComponentKey>,
                facts: WalkFacts) -> Int32 {
        // The classes of the path (`count`) and of the best (`count + 2`), in one allocation.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count + 2) { scratch in
            let classes = scratch.baseAddress!
            // The facts are read through a pointer: held in the state, they would be retained and released per walk.
            return withUnsafePointer(to: facts) { facts in
                var state = SearchState(original: original, keyBytes: keyBytes, keys: keys, count: count, facts: facts,
                                        path: classes, bestClasses: classes + count)
                visit(root, depth: 0, &state)
                return state.best
            }
        }
    }

    /// One depth-first search: the classes of the edges taken so far, and
    /// the best candidate.
    struct SearchState {
        let original: UnsafeRawPointer
        let keyBytes: UnsafeRawPointer
        /// The components' keys; a key's hash is filled in when first needed.
        let keys: UnsafeMutablePointer<ComponentKey>
        let count: Int
        let facts: UnsafePointer<WalkFacts>
        /// `path[d]`: the `SegmentClass` raw value of the edge taken at depth `d`.
        let path: UnsafeMutablePointer<UInt8>
        /// The best candidate's classes: `count + 2` of them (each segment, the end, the fragment).
        let bestClasses: UnsafeMutablePointer<UInt8>
        var best: Int32 = -1
        var bestPriority = Int.min

        /// Component `index` as written.
        func text(_ index: Int) -> UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: original + Int(keys[index].start), count: Int(keys[index].textLength))
        }
    }

    private func visit(_ nodeIndex: Int32, depth: Int, _ state: inout SearchState) {
        var nodeIndex = nodeIndex, depth = depth
        // The straight walk: down through nodes with one way on, without recursing.
        while depth < state.count, nodes[Int(nodeIndex)].isStraight {
            let node = nodes[Int(nodeIndex)]
            let child: Int32, segmentClass: SegmentClass
            if node.literalCount > 0 {
                let literal = literalChild(nodeIndex, hasNonASCIILiteral: node.hasNonASCIILiteral, depth: depth, keys: state.keys,
                                           keyBytes: state.keyBytes)
                guard literal >= 0 else { return }
                (child, segmentClass) = (literal, .literal)
            } else {
                (child, segmentClass) = node.parameter >= 0 ? (node.parameter, .parameter) : (node.anyOne, .wildcard)
            }
            guard worthVisiting(next: segmentClass, depth: depth, maxPriority: nodes[Int(child)].maxPriority, state) else { return }
            state.path[depth] = UInt8(segmentClass.rawValue)
            nodeIndex = child
            depth += 1
        }
        let node = nodes[Int(nodeIndex)]
        let start = Int(node.terminalStart)
        if depth == state.count {
            for index in start..<(start + Int(node.terminalCount) + Int(node.restCount)) {
                consider(endpointIDs[index], depth: depth, rest: index >= start + Int(node.terminalCount), &state)
            }
            return
        }
        if node.literalCount > 0 {
            let literal = literalChild(nodeIndex, hasNonASCIILiteral: node.hasNonASCIILiteral, depth: depth, keys: state.keys,
                                       keyBytes: state.keyBytes)
            if literal >= 0 { descend(literal, depth: depth, as: .literal, &state) }
        }
        if node.intChild >= 0 || node.floatChild >= 0 || node.uuidChild >= 0 {
            let value = state.text(depth)
            if node.intChild >= 0, ParameterType.int.accepts(utf8: value) { descend(node.intChild, depth: depth, as: .typed, &state) }
            if node.floatChild >= 0, ParameterType.float.accepts(utf8: value) { descend(node.floatChild, depth: depth, as: .typed, &state) }
            if node.uuidChild >= 0, ParameterType.uuid.accepts(utf8: value) { descend(node.uuidChild, depth: depth, as: .typed, &state) }
        }
        if node.parameter >= 0 { descend(node.parameter, depth: depth, as: .parameter, &state) }
        if node.anyOne >= 0 { descend(node.anyOne, depth: depth, as: .wildcard, &state) }
        if node.restCount > 0, worthVisiting(next: .wildcard, depth: depth, maxPriority: node.maxPriority, state) {
            let restStart = start + Int(node.terminalCount)
            for index in restStart..<(restStart + Int(node.restCount)) {
                consider(endpointIDs[index], depth: depth, rest: true, &state)
            }
        }
    }

    /// The child of node `nodeIndex` along the literal key at `depth`, or -1. Inlined, as it
    /// runs at every literal step of a walk; it takes the fields it reads rather than the node
    /// and the state, which the compiler would copy.
    @inline(__always)
    private func literalChild(_ nodeIndex: Int32, hasNonASCIILiteral: Bool, depth: Int, keys: UnsafeMutablePointer<ComponentKey>,
                              keyBytes: UnsafeRawPointer) -> Int32 {
        let key = keys + depth
        let bytes = UnsafeRawBufferPointer(start: keyBytes + Int(key.pointee.start), count: Int(key.pointee.length))
        guard key.pointee.isASCII, !hasNonASCIILiteral else { return literalChildComparingStrings(nodeIndex, bytes) }
        if !key.pointee.isHashed {
            key.pointee.hash = LiteralTable.hash(bytes)
            key.pointee.isHashed = true
        }
        let edge = literals.edge(from: nodeIndex, key: bytes, keyHash: key.pointee.hash)
        // Matched case-sensitively, the key is the component as written: the literal's bytes.
        if edge.entry >= 0, caseSensitive { key.pointee.literal = edge.entry }
        return edge.child
    }

    /// `literalChild` when the key or one of the node's literals is not ASCII: canonical
    /// equivalence (U+212A KELVIN SIGN == "K") compares them as Strings, as a Dictionary would.
    @inline(never)
    private func literalChildComparingStrings(_ nodeIndex: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        let node = nodes[Int(nodeIndex)]
        let text = String(decoding: bytes, as: UTF8.self)
        for offset in 0..<Int(node.literalCount) {
            let entry = literalOrder[Int(node.literalStart) + offset]
            if literals.keys[Int(entry)] == text { return literals.entries[Int(entry)].child }
        }
        return -1
    }

    private func descend(_ child: Int32, depth: Int, as segmentClass: SegmentClass, _ state: inout SearchState) {
        guard worthVisiting(next: segmentClass, depth: depth, maxPriority: nodes[Int(child)].maxPriority, state) else { return }
        state.path[depth] = UInt8(segmentClass.rawValue)
        visit(child, depth: depth + 1, &state)
    }

    /// Whether a subtree whose path is `path[0..<depth] + [next]` and whose best priority is
    /// `maxPriority` could still beat the best candidate.
    private func worthVisiting(next: SegmentClass, depth: Int, maxPriority: Int, _ state: SearchState) -> Bool {
        guard state.best >= 0 else { return true }
        if maxPriority != state.bestPriority { return maxPriority > state.bestPriority }
        for index in 0..<depth where state.path[index] != state.bestClasses[index] {
            return state.path[index] > state.bestClasses[index]
        }
        let nextClass = UInt8(next.rawValue)
        return nextClass >= state.bestClasses[depth]
    }

    /// Ranks endpoint `id`, reached at `depth` (a rest endpoint takes the components from
    /// `depth` on), against the best so far: priority, then classes from the left, then order.
    private func consider(_ id: Int32, depth: Int, rest: Bool, _ state: inout SearchState) {
        let candidate = candidates[Int(id)]
        if state.best >= 0, candidate.priority < state.bestPriority { return }
        if rest, candidate.restNeedsComponent, depth == state.count { return }
        var fragmentClass = UInt8(SegmentClass.wildcard.rawValue)
        if candidate.hasFragment {
            guard let fitted = fragmentFit(endpoints[Int(id)], state.facts.pointee.fragment) else { return }
            fragmentClass = UInt8(fitted.rawValue)
        }
        let count = state.count
        func classAt(_ index: Int) -> UInt8 {
            if index < depth { return state.path[index] }
            if index == count + 1 { return fragmentClass }
            return UInt8(rest ? SegmentClass.wildcard.rawValue : SegmentClass.end.rawValue)
        }
        if state.best >= 0, candidate.priority == state.bestPriority {
            var decided = false
            for index in 0..<(count + 2) {
                let own = classAt(index), theirs = state.bestClasses[index]
                if own != theirs {
                    if own < theirs { return }
                    decided = true
                    break
                }
            }
            if !decided, candidate.order > candidates[Int(state.best)].order { return }
        }
        // Only a candidate that would rank first is checked against its host and `where`
        // constraints: a thousand routes that differ only by those each evaluated theirs for
        // every URL, even when an earlier one had already taken it.
        if candidate.hasHost, !hostAccepts(id, state) { return }
        if candidate.hasConstraints, !constraintsAccept(id, state) { return }
        // The classes `classAt` gives, written run by run.
        state.bestClasses.update(from: state.path, count: depth)
        let tail = UInt8(rest ? SegmentClass.wildcard.rawValue : SegmentClass.end.rawValue)
        for index in depth...count { state.bestClasses[index] = tail }
        state.bestClasses[count + 1] = fragmentClass
        state.best = id
        state.bestPriority = candidate.priority
    }

    /// The class of the pattern's `#fragment` segment if the URL's fragment fits it, else `nil`.
    private func fragmentFit(_ endpoint: Endpoint, _ fragment: String?) -> SegmentClass? {
        guard let pattern = endpoint.pattern.fragment, let fragment, !fragment.isEmpty else { return nil }
        switch pattern {
        case .literal(let text):
            let fits = caseSensitive ? text == fragment : text.lowercased() == fragment.lowercased()
            return fits ? pattern.specificity : nil
        case .typed(_, let type):
            return type.accepts(Substring(fragment)) ? pattern.specificity : nil
        default:
            return pattern.specificity
        }
    }

    /// Whether endpoint `id`'s `host` takes the URL's host (a URL whose host is a path component has none).
    private func hostAccepts(_ id: Int32, _ state: SearchState) -> Bool {
        guard let host = state.facts.pointee.host else { return false }
        return endpoints[Int(id)].host?.accepts(host) ?? true
    }

    /// Whether every `where` constraint of endpoint `id` accepts the value it would capture, the
    /// query item it names, or the wildcard components.
    private func constraintsAccept(_ id: Int32, _ state: SearchState) -> Bool {
        let endpoint = endpoints[Int(id)]
        let components = (0..<state.count).map { String(decoding: state.text($0), as: UTF8.self) }
        let (parameters, wildcard) = pathParameters(id, components: components, fragment: state.facts.pointee.fragment, extraCapacity: 0)
        let hostValues = state.facts.pointee.host.flatMap { endpoint.host?.captures($0) } ?? []
        return endpoint.constraints.allSatisfy { constraint in
            constraint.refusal(pathValues: parameters.map { ($0.name, $0.value.string) }, hostValues: hostValues, wildcard: wildcard,
                               query: state.facts.pointee.query ?? []) == nil
        }
    }

    // MARK: Captures

    /// The parameters endpoint `id` captures from a request it matches (path segments by index,
    /// then the fragment), room for `extraCapacity` more, and its wildcard list (`nil` when the
    /// pattern has no `*`).
    func pathParameters(_ id: Int32, components: [String], fragment: String?, extraCapacity: Int) -> ([MatchedParameter], [String]?) {
        let candidate = candidates[Int(id)]
        var parameters: [MatchedParameter] = []
        parameters.reserveCapacity(Int(candidate.captureCount) + extraCapacity)
        var wildcard: [String]? = candidate.hasWildcard ? [] : nil
        for offset in 0..<Int(candidate.captureCount) {
            let step = captureSteps[Int(candidate.captureStart) + offset]
            let index = Int(step.index)
            switch step.kind {
            case .component:
                parameters.append(MatchedParameter(name: captureNames[Int(step.name)], value: .single(components[index]), source: .path))
            case .joinedRest:
                parameters.append(MatchedParameter(name: captureNames[Int(step.name)],
                                                   value: .single(components[index...].joined(separator: "/")), source: .path))
            case .fragment:
                parameters.append(MatchedParameter(name: captureNames[Int(step.name)], value: .single(fragment ?? ""), source: .path))
            case .anyOne:
                wildcard?.append(components[index])
            case .rest:
                wildcard?.append(contentsOf: components[min(index, components.count)...])
            }
        }
        return (parameters, wildcard)
    }

    /// The match of endpoint `id`, which the walk found for `request`.
    func routeMatch(_ id: Int32, request: consuming RouteRequest) -> RouteMatch {
        let (parameters, wildcard) = matchParameters(id, components: request.components, fragment: request.fragment,
                                                     host: request.droppedHost, query: request.query)
        return routeMatch(id, parameters: parameters, wildcard: wildcard, request: request)
    }

    /// The match of endpoint `id` with the parameters `matchParameters` read for `request`.
    func routeMatch(_ id: Int32, parameters: [MatchedParameter], wildcard: [String]?, request: consuming RouteRequest) -> RouteMatch {
        RouteMatch(endpoints: endpoints, endpointIndex: Int(id), routeIndex: Int(candidates[Int(id)].routeIndex), parameters: parameters,
                   wildcard: wildcard, request: request)
    }

    /// What endpoint `id`, which the walk found, captures from a request's parts: path values by
    /// position, then host captures, query items and defaults; and its wildcard list.
    func matchParameters(_ id: Int32, components: [String], fragment: String?, host: String?,
                         query: [QueryItem]) -> (parameters: [MatchedParameter], wildcard: [String]?) {
        let candidate = candidates[Int(id)]
        // The endpoint is read only when it has defaults (`Candidate` says so), the rest from the candidate.
        let defaults = candidate.hasDefaults ? endpoints[Int(id)].defaults : []
        var (parameters, wildcard) = pathParameters(id, components: components, fragment: fragment,
                                                    extraCapacity: query.count + defaults.count)
        // The candidate's flag first: the endpoint is read for its host only when it has one.
        if candidate.hasHost, let pattern = endpoints[Int(id)].host, let host, let captures = pattern.captures(host), !captures.isEmpty {
            parameters += captures.map { MatchedParameter(name: $0.name, value: .single($0.value), source: .host) }
        }
        if !query.isEmpty || !defaults.isEmpty {
            RouteMatch.merge(query: query, defaults: defaults, into: &parameters, emptyValueForBareKeys: true)
        }
        return (parameters, wildcard)
    }
}
