import Synchronization
import Testing
import PropertyBased
@testable import NavRouting

/// The navsim trie must pick exactly the endpoint that ranking every endpoint picks
/// (priority, then specificity from the left, then registration order), on tables that use the
/// whole pattern syntax: literals, plain and typed parameters (int, float, uuid, path), `*`,
/// optional groups, fragment segments, `where` constraints, per-scheme tables with and without
/// fallback, and case-insensitive tables.
@Suite struct TrieAgreementTests {
    /// How many generated URLs matched, so the test can show it is not comparing nil with nil.
    static let matched = Atomic<Int>(0)
    static let compared = Atomic<Int>(0)

    static let words = ["a", "b", "c"]

    /// The reference: rank every endpoint of the consulted tables with the direct matcher.
    static func oracle(_ table: RouteTable, _ input: String) -> (Int, [String: String])? {
        guard case .success(let request) = RouteRequest.parse(input, options: table.options) else { return nil }
        for scheme in table.consultedTables(for: request) {
            var best: (Endpoint, Capture, CandidateRank)?
            for endpoint in table.endpoints(inScheme: scheme) {
                guard case .success(let capture) = table.endpointMatcher.match(endpoint, request) else { continue }
                let rank = CandidateRank(priority: endpoint.priority, classes: capture.classes, order: endpoint.order)
                if best == nil || best.map({ $0.2 < rank }) == true { best = (endpoint, capture, rank) }
            }
            if let best {
                var values: [String: String] = [:]
                for (name, value) in best.1.pathValues { values[name] = value }
                return (best.0.order, values)
            }
        }
        return nil
    }

    /// One pattern piece; `isLast` allows the pieces that must end a pattern.
    static func segment(_ choice: Int, _ index: Int, isLast: Bool) -> String {
        switch choice % 12 {
        case 0, 1, 2: return "/" + words[choice % 3]
        case 3: return "/:p\(index)"
        case 4: return "/<int:t\(index)>"
        case 5: return isLast ? "/*" : "/:q\(index)"
        case 6: return "(/\(words[choice % 3]))"
        case 7: return "/<float:f\(index)>"
        case 8: return "/<uuid:u\(index)>"
        case 9: return isLast ? "/<path:r\(index)>" : "/B"
        case 10: return isLast ? "/a#:h\(index)" : "/A"
        default: return "/:w\(index)"
        }
    }

    /// URL components the pieces can take: words in two cases, numbers, a uuid, junk.
    static let components = ["a", "b", "c", "7", "x", "A", "B", "2.5", "123e4567-e89b-12d3-a456-426614174000"]

    static func url(_ parts: [Int], scheme: Int, fragment: Bool) -> String {
        let schemeText = ["app://", "other://", "third://", "APP://"][scheme % 4]
        let path = parts.map { components[$0] }.joined(separator: "/")
        return schemeText + path + (fragment ? "#b" : "")
    }

    @Test func trieAgreesWithRankingEveryEndpoint() async {
        let routeGen = Gen.int(in: 0...59).array(of: 1...4)
        let tableGen = routeGen.array(of: 1...12)
        let urlGen = Gen.int(in: 0...8).array(of: 0...5)
        let routeSettingsGen = Gen.int(in: 0...11).array(of: 12...12)
        let settingsGen = Gen.int(in: 0...7)
        let urlChoiceGen = Gen.int(in: 0...7).array(of: 10...10)
        await propertyCheck(count: 300, input: tableGen, routeSettingsGen, urlGen.array(of: 10...10), settingsGen, urlChoiceGen) {
            shapes, routeSettings, urls, settings, urlChoices in
            let specs = shapes.enumerated().map { index, shape in
                let path = shape.enumerated().map { Self.segment($1, $0, isLast: $0 == shape.count - 1) }.joined()
                let setting = routeSettings[index]
                let constrained = path.contains("/:w") && setting % 3 == 0
                return RouteSpec(path: path, scheme: setting % 4 == 1 ? "other" : (setting % 4 == 2 ? "third" : nil),
                                 priority: setting >= 9 ? 5 : 0,
                                 constraints: constrained ? ["w\(shape.firstIndex { $0 % 12 == 11 } ?? 0)": "^[a-c7]$"] : [:],
                                 index: index)
            }
            let options = MatchingOptions(caseSensitive: settings % 2 == 0 ? nil : false, defaultScheme: "app")
            let schemes = settings & 2 == 0 ? [:] : ["other": SchemeSettings(fallbackToGlobal: true)]
            guard let table = try? RouteTable(routes: specs, options: options, schemes: schemes) else { return }
            for (url, choice) in zip(urls, urlChoices) {
                let input = Self.url(url, scheme: choice, fragment: choice >= 6)
                let fromTrie = table.match(input).match.map { match in
                    (match.endpoint.order, Dictionary(match.parameters.filter { $0.source == .path }.map { ($0.name, $0.value.string) },
                                                      uniquingKeysWith: { a, _ in a }))
                }
                let expected = Self.oracle(table, input)
                Self.compared.add(1, ordering: .relaxed)
                if expected != nil { Self.matched.add(1, ordering: .relaxed) }
                #expect(fromTrie?.0 == expected?.0, "\(specs.map { ($0.scheme ?? "", $0.path) }) \(input)")
                #expect(fromTrie?.1 == expected?.1, "\(specs.map { ($0.scheme ?? "", $0.path) }) \(input)")
            }
        }
        let matched = Self.matched.load(ordering: .relaxed), compared = Self.compared.load(ordering: .relaxed)
        #expect(matched * 10 >= compared, "at least a tenth of the generated URLs match (\(matched) of \(compared))")
    }
}
