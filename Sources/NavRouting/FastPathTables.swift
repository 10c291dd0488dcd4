/// What the navsim fast path reads of a `RouteTable`, behind one reference. The fast path's
/// closures capture this object (one retain) rather than the table struct, whose copy retains
/// every array, string and dictionary it holds: five such copies cost more than the match.
@usableFromInline final class FastPathTables: Sendable {
    let options: MatchingOptions
    /// The default scheme and the domains, lowercased once rather than on every match.
    let names: NormalizedNames
    let trie: RouteTrie
    /// Per-scheme settings, keyed by lowercased scheme.
    let schemes: [String: SchemeSettings]
    let endpoints: [Endpoint]
    /// The profile reads URLs with this fast path (asked once: a profile is an existential).
    @usableFromInline let usesFastPath: Bool
    /// `options.decodesPlus`, asked once for the same reason.
    let decodesPlus: Bool
    /// `SmallStringLayout.holds`, asked once: reading a lazily initialised global costs a
    /// `swift_once` call each time, and values are read several times per URL.
    let smallStrings: Bool
    /// Per step of `trie.captureSteps`, the words of its name when that is a small ASCII string
    /// (`SmallStringLayout.asciiWords`), else `(0, 0)`: a value read compares a name with two
    /// word comparisons rather than through `String.==`.
    let captureNameWords: [(UInt64, UInt64)]
    /// Per endpoint, the `nameBit` of each name it captures (every bit when a name is not a small
    /// ASCII string): a value read for a small ASCII name whose bit is clear goes straight to
    /// the query, without comparing the name with each capture's.
    let captureNameBits: [UInt64]

    init(options: MatchingOptions, trie: RouteTrie, schemes: [String: SchemeSettings], endpoints: [Endpoint]) {
        self.options = options
        self.names = NormalizedNames(options)
        self.trie = trie
        self.schemes = schemes
        self.endpoints = endpoints
        usesFastPath = options.profile.rules.usesCompiledFastPath
        decodesPlus = options.decodesPlus
        smallStrings = SmallStringLayout.holds
        let captureNameWords = trie.captureSteps.map { step in
            step.name >= 0 ? SmallStringLayout.asciiWords(trie.captureNames[Int(step.name)]) ?? (0, 0) : (0, 0)
        }
        self.captureNameWords = captureNameWords
        captureNameBits = trie.candidates.map { candidate in
            var bits: UInt64 = 0
            for step in Int(candidate.captureStart)..<Int(candidate.captureStart + candidate.captureCount) where trie.captureSteps[step].name >= 0 {
                let words = captureNameWords[step]
                bits |= words.1 != 0 ? Self.nameBit(words) : ~0
            }
            return bits
        }
    }

    /// The bit of `captureNameBits` for the small ASCII name whose words are `words`.
    @inline(__always)
    static func nameBit(_ words: (UInt64, UInt64)) -> UInt64 {
        1 << (((words.0 ^ words.1 &* 0x9E37_79B9_7F4A_7C15) &* 0xC2B2_AE3D_27D4_EB4F) >> 58)
    }

    /// Which tables a URL with the (lowercased) `scheme` consults; no allocation, as the fast path wants.
    func consultedTables(scheme: String?) -> RouteTable.ConsultedTables {
        if scheme == nil || scheme == names.defaultScheme { return RouteTable.ConsultedTables(count: 1, first: nil) }
        let settings = schemes[scheme ?? ""]
        if settings != nil || trie.roots[scheme] != nil {
            return settings?.fallbackToGlobal == true ? RouteTable.ConsultedTables(count: 2, first: scheme, second: nil)
                : RouteTable.ConsultedTables(count: 1, first: scheme)
        }
        // A scheme the app does not declare: JLRoutes' global table answers any scheme and
        // WAAppRouting ignores schemes; navsim answers only the app's own scheme when it has one.
        if options.profile.rules.answersUndeclaredSchemes || names.defaultScheme == nil { return RouteTable.ConsultedTables(count: 1, first: nil) }
        return RouteTable.ConsultedTables()
    }

    /// The first winner among the tables a URL with `scheme` consults, in order.
    func trieWinner(for scheme: String?, _ search: (Int32) -> Int32?) -> Int32? {
        let consulted = consultedTables(scheme: scheme)
        for index in 0..<consulted.count {
            let table = index == 0 ? consulted.first : consulted.second
            let root = table == nil ? trie.globalRoot : (trie.roots[table] ?? -1)
            if root >= 0, let id = search(root) { return id }
        }
        return nil
    }
}

extension RouteTable {
    /// The outcome for `input` if the fast path can read it, else `nil`.
    func fastNavsimMatch(_ input: String) -> MatchOutcome? { fastPath.fastNavsimMatch(input) }

    /// The first winner among the tables a URL with `scheme` consults, in order.
    func trieWinner(for scheme: String?, _ search: (Int32) -> Int32?) -> Int32? { fastPath.trieWinner(for: scheme, search) }

    /// The fast path's lookup, or `nil` when the general reader must take over.
    func fastLookup(_ input: String) -> FastRoute? { fastPath.fastLookup(input) }
}
