import NavLint
import NavRouteFile
import TestSupport
import NavProfiles
import NavRouting
import PropertyBased
import Synchronization
import Testing

/// Properties of matching that hold for any table, under every profile: witness URLs reach
/// their endpoint, and the answer depends on nothing but the table and the URL.
@Suite struct RouterPropertyTests {
    /// The profiles whose routes are paths, which these generators write. A profile that reads
    /// navigation graphs takes deep-link URIs instead (`jetpack`: DeepLinkMatchingTests).
    static let pathProfiles = MatchingProfile.comparable.filter { $0.appFilesSource == nil }

    /// Pattern pieces: literals (two cases of one word, for case-insensitive tables), plain,
    /// typed and trailing wildcard parameters, optional groups and screen marks.
    static func piece(_ choice: Int, _ index: Int) -> String {
        switch choice % 10 {
        case 0, 1: return "/" + ["a", "b"][choice % 2]
        case 2: return "/B"
        case 3: return "/a{S\(index)}"
        case 4: return "/:p\(index)"
        case 5: return "/<int:n\(index)>"
        case 6: return "/<uuid:u\(index)>"
        case 7: return "/*"
        case 8: return "(/b/:q\(index))"
        default: return "/b{T\(index)}"
        }
    }

    /// URL components the pieces can take.
    static let components = ["a", "b", "B", "7", "x", "123e4567-e89b-12d3-a456-426614174000", "A"]

    static let routesGen = Gen.int(in: 0...29).array(of: 1...4).array(of: 1...10)
    static let prioritiesGen = Gen.int(in: 0...3).array(of: 10)
    static let urlsGen = Gen.int(in: 0...6).array(of: 0...5).array(of: 8)

    /// The routes for generated shapes. Half the tables write patterns without the leading `/`
    /// (WAAppRouting never matches a pattern that has one; the other profiles ignore it), so
    /// every profile sees tables it can match.
    static func specs(_ shapes: [[Int]], _ priorities: [Int], leadingSlash: Bool = true) -> [RouteSpec] {
        shapes.enumerated().map { index, shape in
            var path = shape.enumerated().map { piece($1, $0) }.joined()
            if !leadingSlash, path.hasPrefix("/") { path.removeFirst() }
            let constrained = shape.contains(4) && priorities[index] == 3
            return RouteSpec(path: path, scheme: index % 5 == 4 ? "other" : nil, priority: priorities[index] == 2 ? 5 : 0,
                             constraints: constrained ? ["p\(shape.firstIndex(of: 4) ?? 0)": "^[0-9a]+$"] : [:], index: index)
        }
    }

    static func options(_ profile: MatchingProfile, caseSensitive: Bool) -> MatchingOptions {
        MatchingOptions(profile: profile, caseSensitive: caseSensitive ? nil : false, defaultScheme: "app")
    }

    static func urls(_ choices: [[Int]]) -> [String] {
        choices.enumerated().map { index, parts in
            (index % 4 == 3 ? "other://" : "app://") + parts.map { components[$0] }.joined(separator: "/")
        }
    }

    /// The table's witness URLs, added to the random ones so that every run checks URLs that
    /// match: under the stricter profiles (IKRouter) few random URLs do, and a property checked
    /// only on misses would hold vacuously.
    static func witnessURLs(_ table: RouteTable) -> [String] {
        WitnessGenerator(table: table).witnesses().compactMap(\.url)
    }

    @Test(arguments: Self.pathProfiles)
    func witnessesReachTheirEndpoint(profile: MatchingProfile) async {
        await propertyCheck(count: 150, input: Self.routesGen, Self.prioritiesGen, Gen.bool, Gen.bool) { shapes, priorities, caseSensitive, slash in
            guard let table = try? RouteTable(routes: Self.specs(shapes, priorities, leadingSlash: slash),
                                              options: Self.options(profile, caseSensitive: caseSensitive)) else { return }
            let witnesses = WitnessGenerator(table: table)
            for endpoint in table.endpoints {
                guard let url = witnesses.witness(for: endpoint) else { continue }
                let winner = table.match(url).match
                #expect(winner?.endpoint.order == endpoint.order,
                        "\(profile): the witness \(url) of \(endpoint.pattern.text) reaches \(winner?.endpoint.pattern.text ?? "nothing")")
            }
        }
    }

    /// The same routes compiled twice answer alike, and a URL's answer does not depend on what
    /// was matched before it (no state is kept between lookups).
    @Test(arguments: Self.pathProfiles)
    func matchingDependsOnlyOnTheTableAndTheURL(profile: MatchingProfile) async {
        let matched = Atomic<Int>(0)
        await propertyCheck(count: 150, input: Self.routesGen, Self.prioritiesGen, Self.urlsGen, Gen.bool) { shapes, priorities, choices, slash in
            let specs = Self.specs(shapes, priorities, leadingSlash: slash)
            let options = Self.options(profile, caseSensitive: true)
            guard let first = try? RouteTable(routes: specs, options: options),
                  let second = try? RouteTable(routes: specs, options: options) else { return }
            let urls = Self.urls(choices) + Self.witnessURLs(first)
            let forward = urls.map { first.match($0) }
            let backward = urls.reversed().map { second.match($0) }.reversed()
            matched.add(forward.filter { $0.match != nil }.count, ordering: .relaxed)
            #expect(Array(backward) == forward, "\(profile): \(specs.map(\.path)) \(urls)")
        }
        #expect(matched.load(ordering: .relaxed) >= 150, "\(profile): the generated URLs match (not nil against nil), about one per case")
    }

    /// Listing the routes in another order (each keeping its index) never changes whether a URL
    /// matches. Under navsim, it changes the winner only when two routes tie on priority and
    /// specificity (the file order breaks the tie); otherwise the same route wins with the same
    /// parameters.
    @Test(arguments: Self.pathProfiles)
    func routeOrderOnlyBreaksTies(profile: MatchingProfile) async {
        let keysGen = Gen.int(in: 0...1000).array(of: 10)
        let matched = Atomic<Int>(0)
        await propertyCheck(count: 150, input: Self.routesGen, Self.prioritiesGen, keysGen, Self.urlsGen, Gen.bool) {
            shapes, priorities, keys, choices, slash in
            let specs = Self.specs(shapes, priorities, leadingSlash: slash)
            let shuffled = specs.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { specs[$0] }
            let options = Self.options(profile, caseSensitive: true)
            guard let table = try? RouteTable(routes: specs, options: options),
                  let reordered = try? RouteTable(routes: shuffled, options: options) else { return }
            for url in Self.urls(choices) + Self.witnessURLs(table) {
                let original = table.match(url).match, other = reordered.match(url).match
                #expect((original == nil) == (other == nil), "\(profile): \(url) matches in one order only")
                if original != nil { matched.add(1, ordering: .relaxed) }
                guard profile == .navsim, let original else { continue }
                let tied = table.explain(url).candidates.contains {
                    if case .registeredLater = $0.verdict { return $0.endpoint.routeIndex != original.routeIndex }
                    return false
                }
                if !tied {
                    #expect(other?.routeIndex == original.routeIndex, "\(specs.map(\.path)) → \(shuffled.map(\.path)): \(url)")
                    #expect(other?.parameters == original.parameters)
                }
            }
        }
        #expect(matched.load(ordering: .relaxed) >= 150, "\(profile): the generated URLs match (not nil against nil), about one per case")
    }

    /// A scanning matcher's index (``ScanIndex``) finds exactly the endpoint the full scan in
    /// priority and registration order finds, for any table and URL, under every profile
    /// (matching, every witness and every shadowing finding rely on it).
    @Test(arguments: Self.pathProfiles)
    func theScanIndexAgreesWithTheFullScan(profile: MatchingProfile) async {
        let matched = Atomic<Int>(0)
        await propertyCheck(count: 200, input: Self.routesGen, Self.prioritiesGen, Self.urlsGen, Gen.bool, Gen.bool) {
            shapes, priorities, choices, slash, caseSensitive in
            guard let table = try? RouteTable(routes: Self.specs(shapes, priorities, leadingSlash: slash),
                                              options: Self.options(profile, caseSensitive: caseSensitive)) else { return }
            let witnesses = WitnessGenerator(table: table).witnesses().compactMap(\.url)
            for url in Self.urls(choices) + witnesses {
                guard case .success(let request) = table.request(url) else { continue }
                let expected = table.matcherIndex is ScanIndex ? table.firstScanned(request, bareKeysAsEmpty: false)?.endpoint.order
                    : table.matcher.match(request, in: table)?.endpoint.order
                if expected != nil { matched.add(1, ordering: .relaxed) }
                #expect(table.winner(for: url)?.order == expected, "\(profile): \(table.endpoints.map(\.pattern.text)) \(url)")
                #expect(table.match(url).match?.endpoint.order == expected)
            }
        }
        #expect(matched.load(ordering: .relaxed) >= 150, "\(profile): the generated URLs match (not nil against nil), about one per case")
    }
}
