/// The result of `RouteTable.lookup(_:)`: which route a URL reaches, with its captures kept as
/// byte ranges of the URL. Looking up allocates nothing on the navsim fast path: no component
/// `String`s, parameter array or `RouteRequest`; a value becomes a `String` when it is asked for
/// (`value(_:in:)`), and the whole `MatchOutcome` only through `outcome(in:)`.
///
/// A URL the fast path does not read (another profile, an escape in the authority, more than
/// eight named captures…) is matched by `RouteTable.match(_:)` at once, and the lookup answers
/// from that match: the same answers, at the general path's cost.
public struct RouteLookup: Sendable {
    /// What the fast path found (when `general` is nil).
    let fast: FastRoute
    /// The full outcome, when the general path answered.
    let general: GeneralOutcome?

    /// A match made by the general path, behind one reference (the lookup stays small).
    final class GeneralOutcome: Sendable {
        let outcome: MatchOutcome
        init(_ outcome: MatchOutcome) { self.outcome = outcome }
    }

    init(fast: FastRoute) {
        self.fast = fast
        general = nil
    }

    init(general outcome: MatchOutcome, input: String) {
        fast = FastRoute(input: input, endpoint: -1, routeIndex: -1)
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
        return fast.value(name, in: table)
    }

    /// The full outcome, exactly what `table.match(_:)` returns for the same input (built now,
    /// by matching again when the lookup was fast).
    public func outcome(in table: RouteTable) -> MatchOutcome {
        general?.outcome ?? table.match(fast.input)
    }
}

/// One named capture of a fast lookup: where its text is in the URL and how to read it, in
/// eight bytes (a URL is at most `RouteRequest.maximumLength`, 16 KiB, long).
struct LookupCapture: Sendable {
    enum Kind: UInt8, Sendable {
        /// One path component: the text as written, decoded when `escaped`.
        case component
        /// `<path:name>`: the components in the range, each decoded, joined with `/`.
        case joinedRest
        /// A `#fragment` parameter: the fragment, decoded.
        case fragment
    }
    /// The name's index in the trie's `captureNames`.
    var name: Int32 = -1
    var start: UInt16 = 0
    var end: UInt16 = 0
    var kind: Kind = .component
    /// The text has a `%` to decode.
    var escaped = false
}

/// A lookup the fast path answered: the endpoint and up to `capacity` captures, inline.
struct FastRoute: Sendable {
    static let capacity = 8
    let input: String
    /// The winning endpoint, or -1.
    let endpoint: Int32
    let routeIndex: Int
    var captureCount = 0
    var captures = (LookupCapture(), LookupCapture(), LookupCapture(), LookupCapture(),
                    LookupCapture(), LookupCapture(), LookupCapture(), LookupCapture())
    /// The query's range in the URL's bytes; `queryStart < 0`: none.
    var queryStart: Int32 = -1
    var queryEnd: Int32 = -1

    init(input: String, endpoint: Int32, routeIndex: Int) {
        self.input = input
        self.endpoint = endpoint
        self.routeIndex = routeIndex
    }

    func capture(_ index: Int) -> LookupCapture {
        withUnsafeBytes(of: captures) { $0.load(fromByteOffset: index * MemoryLayout<LookupCapture>.stride, as: LookupCapture.self) }
    }

    mutating func append(_ capture: LookupCapture) {
        let offset = captureCount * MemoryLayout<LookupCapture>.stride
        withUnsafeMutableBytes(of: &captures) { $0.storeBytes(of: capture, toByteOffset: offset, as: LookupCapture.self) }
        captureCount += 1
    }

    /// Path captures, then the last query item with that name (a bare key reads ""), then the
    /// endpoint's defaults: `RouteMatch.merge`'s precedence.
    func value(_ name: String, in table: RouteTable) -> String? {
        guard endpoint >= 0 else { return nil }
        let names = table.trie.captureNames
        var input = input
        return input.withUTF8 { bytes -> String? in
            for index in 0..<captureCount {
                let capture = capture(index)
                if names[Int(capture.name)] == name { return Self.text(of: capture, in: bytes) }
            }
            if queryStart >= 0, let found = Self.queryValue(name, in: bytes, Int(queryStart)..<Int(queryEnd),
                                                              plusAsSpace: table.options.decodesPlus) {
                return found
            }
            return table.endpoints[Int(endpoint)].defaults.first { $0.name == name }?.value
        }
    }

    static func text(of capture: LookupCapture, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let range = Int(capture.start)..<Int(capture.end)
        switch capture.kind {
        case .component, .fragment:
            return capture.escaped ? FastURLParts.decodedString(bytes, range, plusAsSpace: false)
                : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .joinedRest:
            var joined = ""
            var pieceStart = range.lowerBound
            for index in range.lowerBound...range.upperBound where index == range.upperBound || bytes[index] == UInt8(ascii: "/") {
                if index > pieceStart {
                    if !joined.isEmpty { joined += "/" }
                    joined += FastURLParts.decodedString(bytes, pieceStart..<index, plusAsSpace: false)
                }
                pieceStart = index + 1
            }
            return joined
        }
    }

    /// The value of the last `name=value` (or bare `name`) in the query at `range`, decoded.
    static func queryValue(_ name: String, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool) -> String? {
        var copy = name
        return copy.withUTF8 { queryValue($0, name, in: bytes, range, plusAsSpace: plusAsSpace) }
    }

    /// Whether the query name at `range` is `name` (whose UTF-8 is `utf8`): compared as bytes
    /// when it has nothing to decode.
    static func queryName(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, is name: String, utf8: UnsafeBufferPointer<UInt8>,
                          plusAsSpace: Bool) -> Bool {
        if !range.contains(where: { bytes[$0] == 0x25 || (plusAsSpace && bytes[$0] == 0x2B) }) {
            return range.count == utf8.count && !(0..<range.count).contains { bytes[range.lowerBound + $0] != utf8[$0] }
                // Bytes that differ can still be equal Strings (canonical equivalence) when not ASCII.
                || (!utf8.allSatisfy { $0 < 0x80 } && FastURLParts.decodedString(bytes, range, plusAsSpace: false) == name)
        }
        return FastURLParts.decodedString(bytes, range, plusAsSpace: plusAsSpace) == name
    }

    private static func queryValue(_ utf8: UnsafeBufferPointer<UInt8>, _ name: String, in bytes: UnsafeBufferPointer<UInt8>,
                                   _ range: Range<Int>, plusAsSpace: Bool) -> String? {
        var found: Range<Int>?
        FastURLParts.forEachQueryItem(bytes, range) { nameRange, value in
            if queryName(nameRange, in: bytes, is: name, utf8: utf8, plusAsSpace: plusAsSpace) {
                found = value ?? nameRange.upperBound..<nameRange.upperBound
            }
        }
        return found.map { FastURLParts.decodedString(bytes, $0, plusAsSpace: plusAsSpace) }
    }
}

extension RouteTable {
    /// Which route `input` reaches, with its parameters left in the URL until they are read:
    /// `match(_:)` without building the match. See `RouteLookup`.
    public func lookup(_ input: String) -> RouteLookup {
        if options.profile.rules.usesCompiledFastPath, let route = fastLookup(input) { return RouteLookup(fast: route) }
        return RouteLookup(general: matchReadingGenerally(input), input: input)
    }

}

extension FastPathTables {
    /// The fast path's walk, its winner's captures recorded as ranges; `nil` when the general
    /// reader must take over or the winner captures more than `FastRoute.capacity` names.
    func fastLookup(_ input: String) -> FastRoute? {
        fastWalk(input) { walk -> FastRoute? in
            guard walk.winner >= 0 else { return FastRoute(input: input, endpoint: -1, routeIndex: -1) }
            let endpoint = endpoints[Int(walk.winner)]
            var route = FastRoute(input: input, endpoint: walk.winner, routeIndex: endpoint.routeIndex)
            if let query = walk.parts.query {
                route.queryStart = Int32(query.lowerBound)
                route.queryEnd = Int32(query.upperBound)
            }
            let candidate = trie.candidates[Int(walk.winner)]
            for offset in 0..<Int(candidate.captureCount) {
                let step = trie.captureSteps[Int(candidate.captureStart) + offset]
                var capture = LookupCapture()
                capture.name = step.name
                switch step.kind {
                case .component:
                    capture.start = UInt16(walk.keys[Int(step.index)].start)
                    capture.end = walk.rawEnd(of: Int(step.index))
                case .joinedRest:
                    capture.kind = .joinedRest
                    capture.start = UInt16(walk.keys[Int(step.index)].start)
                    capture.end = walk.rawEnd(of: walk.keys.count - 1)
                case .fragment:
                    guard let fragment = walk.parts.fragment else { break }
                    capture.kind = .fragment
                    capture.start = UInt16(fragment.lowerBound)
                    capture.end = UInt16(fragment.upperBound)
                case .anyOne, .rest:
                    continue // wildcards are not named
                }
                guard route.captureCount < FastRoute.capacity else { return nil }
                if walk.parts.pathNeedsDecoding || walk.parts.fragmentNeedsDecoding {
                    capture.escaped = (Int(capture.start)..<Int(capture.end)).contains { walk.bytes[$0] == 0x25 }
                }
                route.append(capture)
            }
            return route
        } ?? nil
    }
}

extension FastPathTables.FastWalk {
    /// Where component `index` ends in the URL as written (decoding shortens an escaped one).
    func rawEnd(of index: Int) -> UInt16 {
        let start = Int(keys[index].start), length = Int(keys[index].length)
        // Text before a component's first '%' is copied as it is and an escape decodes to a
        // byte, so a component has a '%' as written only if its first `length` bytes have one.
        guard parts.pathNeedsDecoding, (start..<(start + length)).contains(where: { bytes[$0] == 0x25 }) else {
            return UInt16(start + length)
        }
        var end = start
        while end < parts.end, bytes[end] != UInt8(ascii: "/"), bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") { end += 1 }
        return UInt16(end)
    }
}
