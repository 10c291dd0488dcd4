/// The result of `RouteTable.lookup(_:)`: which route a URL reaches, with its captures kept as
/// byte ranges of the URL. Looking up allocates nothing on the navsim fast path: no component
/// `String`s, parameter array or `RouteRequest`; a value becomes a `String` when it is asked for
/// (`value(_:in:)`), and the whole `MatchOutcome` only through `outcome(in:)`.
///
/// A URL the fast path does not read (another profile, an escape in the authority, more than
/// 31 path components…) is matched by `RouteTable.match(_:)` at once, and the lookup answers
/// from that match: the same answers, at the general path's cost.
public struct RouteLookup: Sendable {
    /// The URL looked up.
    @usableFromInline let input: String
    /// What the fast path found (when `general` is nil).
    @usableFromInline let fast: FastRoute
    /// The full outcome, when the general path answered.
    @usableFromInline let general: GeneralOutcome?

    /// A match made by the general path, behind one reference (the lookup stays small).
    @usableFromInline final class GeneralOutcome: Sendable {
        let outcome: MatchOutcome
        init(_ outcome: MatchOutcome) { self.outcome = outcome }
    }

    @inlinable
    init(fast: FastRoute, input: String) {
        self.input = input
        self.fast = fast
        general = nil
    }

    @usableFromInline
    init(general outcome: MatchOutcome, input: String) {
        self.input = input
        fast = FastRoute()
        general = GeneralOutcome(outcome)
    }

    /// The winning route's position in the route file, or `nil` when no route takes the URL
    /// (or it cannot be read as a URL).
    public var routeIndex: Int? {
        if let general { return general.outcome.match?.routeIndex }
        return fast.endpoint >= 0 ? fast.routeIndex : nil
    }

    /// The value of parameter `name` as `RouteMatch.value(_:)?.string` gives it (path, then
    /// query, then defaults), built now. `table` must be the table that made this lookup.
    public func value(_ name: String, in table: RouteTable) -> String? {
        if let general { return general.outcome.match?.value(name)?.string }
        return fast.value(name, tables: table.fastPath, input: input)
    }

    /// The full outcome, exactly what `table.match(_:)` returns for the same input (built now,
    /// by matching again when the lookup was fast).
    public func outcome(in table: RouteTable) -> MatchOutcome {
        general?.outcome ?? table.match(input)
    }
}

/// A lookup the fast path answered: the winning endpoint and where the URL's pieces are, as
/// byte offsets (a URL is at most `RouteRequest.maximumLength`, 16 KiB, long). Captures are not
/// copied out: a value is read when it is asked for, by finding its component in the URL again
/// (the path's non-empty `/`-separated pieces, as the fast reader split them).
///
/// It holds no reference (the URL stays with the `RouteLookup`): reading a value copies it into
/// the closure that reads the URL's bytes, which retained and released the URL twice per value
/// read while the URL was one of its fields.
@usableFromInline struct FastRoute: Sendable {
    // Four 16-byte words, each written whole by the lookup (`init(endpoint:routeIndex:places:
    // captures:queryItems:)`) and copied whole into the `RouteLookup`: a copy that read 16 bytes
    // written as several narrower fields waited for those stores to complete (a failed store
    // forward: perf put a third of `RouteTable.lookup`'s samples on those loads).

    /// The winning endpoint (-1: none) and its route's position, as signed values.
    private let head: SIMD2<UInt64>
    /// Sixteen-bit offsets (`Self.none`: absent): the host, when it was walked as the first
    /// component, then the path, from the lowest bits of the first lane; the query and the
    /// fragment in the second.
    private let places: SIMD2<UInt64>
    /// Where the components of the winner's first four capture steps start, plus one, sixteen
    /// bits each (0: not noted), so that reading them does not walk the path again; then where
    /// they end as written (for a decoded component, not where its key ends: the key has the
    /// decoded length).
    private let captures: SIMD2<UInt64>
    /// Where the query's last `QueryItemIndex.capacity` items start (noted by the reader).
    let queryItems: QueryItemIndex

    /// A place's sixteen bits when it is absent.
    static let none: UInt64 = 0xFFFF

    /// A lookup with no winner.
    @usableFromInline init() {
        head = SIMD2(UInt64(bitPattern: -1), UInt64(bitPattern: -1))
        places = SIMD2(~0, ~0)
        captures = SIMD2(0, 0)
        queryItems = QueryItemIndex()
    }

    /// `places`: `(host, path, query, fragment)`, each `nil` when absent but the path.
    init(endpoint: Int32, routeIndex: Int, places: (host: Range<Int>?, path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?),
         captureStarts: UInt64, captureEnds: UInt64, queryItems: QueryItemIndex) {
        func word(_ first: Range<Int>?, _ second: Range<Int>?) -> UInt64 {
            func bits(_ range: Range<Int>?) -> UInt64 {
                guard let range else { return Self.none | Self.none << 16 }
                return FastURLParts.packedOffsets(range)
            }
            return bits(first) | bits(second) << 32
        }
        head = SIMD2(UInt64(bitPattern: Int64(endpoint)), UInt64(bitPattern: Int64(routeIndex)))
        self.places = SIMD2(word(places.host, places.path), word(places.query, places.fragment))
        captures = SIMD2(captureStarts, captureEnds)
        self.queryItems = queryItems
    }

    /// The winning endpoint, or -1.
    var endpoint: Int32 { Int32(truncatingIfNeeded: Int64(bitPattern: head[0])) }
    @usableFromInline var routeIndex: Int { Int(truncatingIfNeeded: Int64(bitPattern: head[1])) }
    /// Whether some endpoint won.
    @usableFromInline var hasWinner: Bool { Int64(bitPattern: head[0]) >= 0 }

    /// The sixteen bits at `slot` (0–3) of `lane`, or -1 when absent.
    @inline(__always)
    private func place(_ lane: Int, _ slot: Int) -> Int {
        let bits = (places[lane] >> UInt64(16 * slot)) & 0xFFFF
        return bits == Self.none ? -1 : Int(bits)
    }

    /// The host's bytes when it was walked as the first component (`hostStart < 0`: it was not).
    var hostStart: Int { place(0, 0) }
    var hostEnd: Int { place(0, 1) }
    /// The path's bytes.
    var pathStart: Int { place(0, 2) }
    var pathEnd: Int { place(0, 3) }
    /// The query's and the fragment's bytes; a start below zero: none.
    var queryStart: Int { place(1, 0) }
    var queryEnd: Int { place(1, 1) }
    var fragmentStart: Int { place(1, 2) }
    var fragmentEnd: Int { place(1, 3) }
    var captureStarts: UInt64 { captures[0] }
    var captureEnds: UInt64 { captures[1] }

    /// The winner's capture named `name`, then the last query item with that name (a bare key
    /// reads ""), then the endpoint's defaults: `RouteMatch.merge`'s precedence.
    @inline(__always) // its two callers, `RouteLookup.value(_:in:)` and `RouteMatch.string(_:)`, only forward to it
    /// `tables` must be those that made this route from `input`.
    func value(_ name: String, tables: FastPathTables, input: String) -> String? {
        guard endpoint >= 0 else { return nil }
        let candidate = tables.trie.candidates[Int(endpoint)]
        // A small ASCII name is compared by its words (`FastPathTables.captureNameWords`).
        let nameWords = SmallStringLayout.asciiWords(name, smallStrings: tables.smallStrings) ?? (0, 0)
        let nameIsSmallASCII = nameWords.1 != 0
        // No capture can have this name when its bit is clear (asked only of a URL with a query,
        // where a name that is not captured is commonly read).
        let mayBeCaptured = queryStart < 0 || !nameIsSmallASCII
            || tables.captureNameBits[Int(endpoint)] & FastPathTables.nameBit(nameWords) != 0
        return input.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            for offset in 0..<(mayBeCaptured ? Int(candidate.captureCount) : 0) {
                let stepWords = tables.captureNameWords[Int(candidate.captureStart) + offset]
                let step = tables.trie.captureSteps[Int(candidate.captureStart) + offset]
                if nameIsSmallASCII, stepWords.1 != 0 {
                    guard stepWords == nameWords else { continue }
                } else {
                    guard step.name >= 0 else { continue }
                    let stepName = tables.trie.captureNames[Int(step.name)]
                    // Lengths first: `==` on two different small strings takes the slow comparison.
                    // Strings of two lengths are still equal when one is not ASCII and both
                    // are canonically the same text (the Kelvin sign is "K").
                    guard stepName.utf8.count == name.utf8.count
                            || stepName.utf8.contains(where: { $0 >= 0x80 }) || name.utf8.contains(where: { $0 >= 0x80 }),
                          stepName == name else { continue }
                }
                switch step.kind {
                case .component:
                    guard let range = notedComponent(offset) ?? component(Int(step.index), in: bytes) else { return "" }
                    return FastURLParts.inlineDecodedString(bytes, range, plusAsSpace: false, smallStrings: tables.smallStrings)
                case .joinedRest:
                    return joined(from: Int(step.index), in: bytes)
                case .fragment:
                    guard fragmentStart >= 0 else { return "" }
                    return FastURLParts.decodedString(bytes, fragmentStart..<fragmentEnd, plusAsSpace: false)
                case .anyOne, .rest:
                    continue // wildcards are not named
                }
            }
            if queryStart >= 0, let found = Self.queryValue(name, in: bytes, queryStart..<queryEnd, items: queryItems,
                                                              plusAsSpace: tables.decodesPlus, smallStrings: tables.smallStrings) {
                return found
            }
            return tables.endpoints[Int(endpoint)].defaults.first { $0.name == name }?.value
        } ?? nil // never: the fast path found this route in the same contiguous UTF-8
    }

    /// The component of capture step `offset`, as written, where the lookup noted it.
    @inline(__always)
    private func notedComponent(_ offset: Int) -> Range<Int>? {
        guard offset < 4 else { return nil }
        let noted = Int((captureStarts >> UInt64(16 * offset)) & 0xFFFF)
        guard noted > 0 else { return nil }
        return (noted - 1)..<Int((captureEnds >> UInt64(16 * offset)) & 0xFFFF)
    }

    /// The bytes of walked component `index` (the host first when it was walked), as written.
    private func component(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var index = index
        if hostStart >= 0 {
            if index == 0 { return hostStart..<hostEnd }
            index -= 1
        }
        var position = pathStart
        while let piece = Self.piece(from: position, before: pathEnd, in: bytes) {
            if index == 0 { return piece }
            index -= 1
            position = piece.upperBound
        }
        return nil
    }

    /// `<path:name>`: the walked components from `index` on, each decoded, joined with `/`.
    private func joined(from index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var pieces: [String] = []
        if hostStart >= 0, index == 0 {
            pieces.append(FastURLParts.decodedString(bytes, hostStart..<hostEnd, plusAsSpace: false))
        }
        var skip = hostStart >= 0 ? max(index - 1, 0) : index
        var position = pathStart
        while let piece = Self.piece(from: position, before: pathEnd, in: bytes) {
            if skip > 0 { skip -= 1 } else { pieces.append(FastURLParts.decodedString(bytes, piece, plusAsSpace: false)) }
            position = piece.upperBound
        }
        return pieces.joined(separator: "/")
    }

    /// The first non-empty `/`-separated piece of `bytes[position..<end]`, or `nil`: how the
    /// fast reader split the path into components.
    @inline(__always)
    private static func piece(from position: Int, before end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = position
        while start < end, bytes[start] == FastURLParts.slash { start += 1 }
        guard start < end else { return nil }
        var stop = start + 1
        while stop < end, bytes[stop] != FastURLParts.slash { stop += 1 }
        return start..<stop
    }

    /// The value of the last `name=value` (or bare `name`) in the query at `range`, decoded.
    /// The items are tried from the last: those in `items` first, then, in a query with more
    /// items than it holds, the earlier ones, found by looking back for '&'. An item is this
    /// name when it starts with its bytes and then '=' (or ends), or when its name is written
    /// with escapes that decode to it. Only names with escapes, or names that are not plain
    /// ASCII, are decoded to compare.
    static func queryValue(_ name: String, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, items: QueryItemIndex,
                           plusAsSpace: Bool, smallStrings: Bool) -> String? {
        let found: Range<Int>?
        if var words = SmallStringLayout.asciiWords(name, smallStrings: smallStrings) {
            // A small ASCII name (most are): its bytes are its two words, compared as words.
            let count = Int(words.1 >> 56) & 0xF
            words.1 &= 0x00FF_FFFF_FFFF_FFFF // its bytes only (those past `count` are zero)
            let nameWords = words
            found = withUnsafeBytes(of: &words) { raw in
                itemValue(name, UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count),
                          words: nameWords, in: bytes, range, items: items, plusAsSpace: plusAsSpace, smallStrings: smallStrings)
            }
        } else {
            var copy = name
            found = copy.withUTF8 { utf8 in
                itemValue(name, utf8, words: nil, in: bytes, range, items: items, plusAsSpace: plusAsSpace, smallStrings: smallStrings)
            }
        }
        return found.map { FastURLParts.decodedString(bytes, $0, plusAsSpace: plusAsSpace, smallStrings: smallStrings) }
    }

    /// `queryValue`'s search: where the value of the last item named `name` (whose UTF-8 is
    /// `utf8`; `words`: the same bytes as two words when it is at most 15 ASCII bytes) is.
    @inline(__always)
    private static func itemValue(_ name: String, _ utf8: UnsafeBufferPointer<UInt8>, words: (UInt64, UInt64)?,
                                  in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, items: QueryItemIndex,
                                  plusAsSpace: Bool, smallStrings: Bool) -> Range<Int>? {
        let base = bytes.baseAddress!
        // A name with a byte an item name can only write escaped is compared decoded, always.
        let plainName: Bool
        if let words {
            plainName = !utf8.isEmpty && !hasEscapeDelimiter(words.0) && !hasEscapeDelimiter(words.1)
        } else {
            plainName = !utf8.isEmpty && !utf8.contains { $0 >= 0x80 || $0 == 0x25 || $0 == 0x26 || $0 == 0x3D || $0 == 0x2B }
        }
        var end = range.upperBound, slot = 0
        while true {
            let start: Int
            if slot < items.count {
                start = items[slot]
                slot += 1
            } else {
                var index = end
                while index > range.lowerBound, base[index - 1] != UInt8(ascii: "&") { index -= 1 }
                start = index
            }
            // An item whose first byte is plain ASCII and not the name's first byte cannot be
            // it (that byte decodes to itself): skipped without looking further.
            if end > start, !(plainName && base[start] != utf8[0] && base[start] < 0x80 && base[start] != 0x25
                              && !(plusAsSpace && base[start] == 0x2B)) {
                let item = start..<end
                if plainName, let value = plainValue(item, utf8, words: words, base, bytes.count) { return value }
                if !plainName || hasEscapedName(item, base, bytes.count, plusAsSpace: plusAsSpace) {
                    let equals = item.firstIndex { base[$0] == UInt8(ascii: "=") }
                    if FastURLParts.decodedString(bytes, start..<(equals ?? end), plusAsSpace: plusAsSpace,
                                                  smallStrings: smallStrings) == name {
                        return equals.map { ($0 + 1)..<end } ?? end..<end
                    }
                }
            }
            guard start > range.lowerBound else { return nil }
            end = start - 1
        }
    }

    /// Whether `word`, of ASCII bytes, has a '%', '&', '=' or '+' (a byte an item name writes
    /// only escaped). Most names are letters and '_': a word with no byte in 0x20–0x3F (bit 6
    /// clear, bit 5 set), where all four are, answers without testing each.
    @inline(__always)
    private static func hasEscapeDelimiter(_ word: UInt64) -> Bool {
        typealias Stops = FastURLParts.Stops
        guard (~word >> 1) & word & 0x2020_2020_2020_2020 != 0 else { return false }
        return Stops.zeroBytes(word ^ 0x2525_2525_2525_2525) | Stops.zeroBytes(word ^ 0x2626_2626_2626_2626)
            | Stops.zeroBytes(word ^ 0x3D3D_3D3D_3D3D_3D3D) | Stops.zeroBytes(word ^ 0x2B2B_2B2B_2B2B_2B2B) != 0
    }

    /// The value of `item` when its name is written as exactly the bytes `name` (`words`: the
    /// same bytes as two words, compared with the item's first sixteen bytes when the buffer of
    /// `bufferCount` bytes has them).
    @inline(__always)
    private static func plainValue(_ item: Range<Int>, _ name: UnsafeBufferPointer<UInt8>, words: (UInt64, UInt64)?,
                                   _ base: UnsafePointer<UInt8>, _ bufferCount: Int) -> Range<Int>? {
        let count = name.count
        guard item.count >= count else { return nil }
        if let words, item.lowerBound + 16 <= bufferCount {
            guard FastURLParts.words(at: base + item.lowerBound, count: count) == words else { return nil }
        } else {
            var offset = 0
            let own = UnsafeRawPointer(base + item.lowerBound), other = UnsafeRawPointer(name.baseAddress!)
            while offset + 8 <= count {
                if own.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != other.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    return nil
                }
                offset += 8
            }
            while offset < count {
                if base[item.lowerBound + offset] != name[offset] { return nil }
                offset += 1
            }
        }
        let after = item.lowerBound + count
        if after == item.upperBound { return after..<after }
        return base[after] == UInt8(ascii: "=") ? (after + 1)..<item.upperBound : nil
    }

    /// Whether the name of `item` (up to its first '=') has a '%', a byte that is not ASCII, or
    /// a '+' read as a space: only then can it equal a plain name it does not start with.
    private static func hasEscapedName(_ item: Range<Int>, _ base: UnsafePointer<UInt8>, _ bufferCount: Int, plusAsSpace: Bool) -> Bool {
        var index = item.lowerBound
        let plus: UInt64 = plusAsSpace ? 0x2B2B_2B2B_2B2B_2B2B : 0x2525_2525_2525_2525
        while index < item.upperBound, index + 8 <= bufferCount {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let flags = FastURLParts.Stops.zeroBytes(word ^ 0x3D3D_3D3D_3D3D_3D3D) | FastURLParts.Stops.zeroBytes(word ^ 0x2525_2525_2525_2525)
                | FastURLParts.Stops.zeroBytes(word ^ plus) | (word & 0x8080_8080_8080_8080)
            if flags != 0 {
                let stop = index + flags.trailingZeroBitCount / 8
                return stop < item.upperBound && base[stop] != UInt8(ascii: "=")
            }
            index += 8
        }
        while index < item.upperBound {
            let byte = base[index]
            if byte == UInt8(ascii: "=") { return false }
            if byte == 0x25 || byte >= 0x80 || (plusAsSpace && byte == 0x2B) { return true }
            index += 1
        }
        return false
    }
}

extension RouteTable {
    /// Which route `input` reaches, with its parameters left in the URL until they are read:
    /// `match(_:)` without building the match. See `RouteLookup`.
    ///
    /// Inlinable, so that the caller builds the lookup and, at the end of its use, destroys it
    /// in its own code: called across modules, the lookup was destroyed through its type's
    /// value witness, a call that cost about sixty instructions per URL.
    @inlinable
    public func lookup(_ input: String) -> RouteLookup {
        if fastPath.usesFastPath {
            // Filled in place: a lookup handed back through the reading's closures as an
            // optional was copied at each level.
            var route = FastRoute()
            if fastPath.fastLookup(input, into: &route) { return RouteLookup(fast: route, input: input) }
        }
        return RouteLookup(general: matchReadingGenerally(input), input: input)
    }
}

extension FastPathTables {
    /// The fast path's reading and walk (as `fastNavsimMatch` does them, written out), with
    /// nothing built but the result: no component, scheme, host or query `String`s; `nil` when
    /// the general reader must take over. (`lookup(_:)` fills its own `FastRoute` through
    /// `fastLookup(_:into:)`.)
    func fastLookup(_ input: String) -> FastRoute? {
        var route = FastRoute()
        return fastLookup(input, into: &route) ? route : nil
    }

    /// `fastLookup(_:)` written into `route` (made with no winner yet); `false` when the
    /// general reader must take over.
    @usableFromInline func fastLookup(_ input: String, into route: inout FastRoute) -> Bool {
        input.utf8.withContiguousStorageIfAvailable { bytes in
            withUnsafeTemporaryAllocation(of: RouteTrie.ComponentKey.self, capacity: FastURLParts.maximumComponents + 1) { keys in
                lookupReading(bytes, keys: keys.baseAddress!, into: &route)
            }
        } ?? false
    }

    private func lookupReading(_ bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeMutablePointer<RouteTrie.ComponentKey>,
                               into route: inout FastRoute) -> Bool {
        let parts = FastURLParts(bytes, pathComponents: keys + 1, query: .itemStarts)
        guard parts.isReadable else { return false }
        guard parts.pathNeedsDecoding else {
            return lookupReading(keys: keys, parts: parts, source: bytes, writtenEnds: nil, into: &route)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { decoded in
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: FastURLParts.maximumComponents) { writtenEnds in
                guard parts.decodePath(keys: keys + 1, into: decoded, caseSensitive: options.isCaseSensitive,
                                       writtenEnds: writtenEnds.baseAddress!) else { return false }
                return lookupReading(keys: keys, parts: parts, source: UnsafeBufferPointer(decoded),
                                     writtenEnds: writtenEnds.baseAddress!, into: &route)
            }
        }
    }

    /// `writtenEnds`: where each decoded path component ends as written (`decodePath`), when
    /// the path was decoded.
    private func lookupReading(keys: UnsafeMutablePointer<RouteTrie.ComponentKey>, parts: FastURLParts,
                               source: UnsafeBufferPointer<UInt8>, writtenEnds: UnsafePointer<UInt16>?,
                               into route: inout FastRoute) -> Bool {
        guard let start = readAuthority(parts, keys: keys) else { return false }
        let firstKey = start.hostIsComponent ? keys : keys + 1
        let count = parts.componentCount + (start.hostIsComponent ? 1 : 0)
        let keysWalked = UnsafeMutableBufferPointer(start: firstKey, count: count)
        // Only a `#fragment` pattern reads the fragment during the walk (and only then is there a
        // fragment String to release afterwards).
        let winner = trie.hasFragmentPatterns
            ? walk(roots: consultedRoots(start, parts), keys: keysWalked, source: source,
                   fragment: parts.fragment.map { parts.decodedString($0, plusAsSpace: false) }, bestEdges: nil)
            : walk(roots: consultedRoots(start, parts), keys: keysWalked, source: source, fragment: nil, bestEdges: nil)
        guard winner >= 0 else { return true }
        let candidate = trie.candidates[Int(winner)]
        var captureStarts: UInt64 = 0, captureEnds: UInt64 = 0
        for offset in 0..<min(4, Int(candidate.captureCount)) {
            let step = trie.captureSteps[Int(candidate.captureStart) + offset]
            guard step.kind == .component else { continue }
            let key = firstKey[Int(step.index)]
            captureStarts |= UInt64(UInt16(key.start) + 1) << UInt64(16 * offset)
            // A decoded component's key has its decoded length: its end as written was kept.
            var end = UInt16(truncatingIfNeeded: key.start + key.length)
            if let writtenEnds {
                let component = Int(step.index) - (start.hostIsComponent ? 1 : 0) // the host: -1, never decoded
                if component >= 0, parts.encodedComponents & (1 << UInt32(component)) != 0 { end = writtenEnds[component] }
            }
            captureEnds |= UInt64(end) << UInt64(16 * offset)
        }
        let host = start.hostIsComponent ? Int(keys[0].start)..<Int(keys[0].start + keys[0].length) : nil
        route = FastRoute(endpoint: winner, routeIndex: Int(candidate.routeIndex),
                          places: (host, parts.pathStart..<parts.pathEnd, parts.query, parts.fragment),
                          captureStarts: captureStarts, captureEnds: captureEnds,
                          queryItems: parts.queryItems) // empty without a query
        return true
    }
}

/// Where the last items of a query start (at most `capacity` of them, the last first), as
/// sixteen-bit offsets in the URL (which is at most `RouteRequest.maximumLength` long), inline
/// in two words (the count in the top sixteen bits): the reader notes them without allocating,
/// and reading a query value then goes straight to each item rather than looking for every '&'
/// again for every name read.
struct QueryItemIndex: Sendable {
    static let capacity = 7
    /// Slots 0–3, the last item's start lowest; then slots 4–6 and the count. One 16-byte word,
    /// copied whole into a `FastRoute`.
    private var words = SIMD2<UInt64>(0, 0)

    /// How many starts are held.
    var count: Int { Int(words[1] >> 48) }

    /// Notes the start of the next item; the earliest one held is let go when full.
    @inline(__always)
    mutating func append(_ start: Int) {
        let count = Swift.min(self.count + 1, Self.capacity)
        let low = words[0], high = words[1]
        words = SIMD2(low << 16 | UInt64(UInt16(truncatingIfNeeded: start)),
                      (high << 16 | low >> 48) & 0x0000_FFFF_FFFF_FFFF | UInt64(count) << 48)
    }

    /// The start of the item `slot` places before the last one (0: the last).
    @inline(__always)
    subscript(slot: Int) -> Int {
        // A choice of lane, not `words[slot >> 2]`: indexing a vector by a variable stored it
        // to the stack to load the lane back.
        Int(UInt16(truncatingIfNeeded: (slot < 4 ? words[0] : words[1]) >> UInt64(16 * (slot & 3))))
    }
}
