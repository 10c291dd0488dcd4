import Testing
import PropertyBased
@testable import NavRouting

/// The navsim trie must pick exactly the endpoint that ranking every endpoint picks
/// (priority, then specificity from the left, then registration order).
@Suite struct TrieAgreementTests {
    static let words = ["a", "b", "c"]

    /// The reference: rank every endpoint of the consulted tables with the direct matcher.
    static func oracle(_ table: RouteTable, _ input: String) -> (Int, [String: String])? {
        guard case .success(let request) = RouteRequest.parse(input, options: table.options) else { return nil }
        for scheme in table.tables(for: request) {
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

    static func segment(_ choice: Int, _ index: Int) -> String {
        switch choice % 7 {
        case 0, 1, 2: return words[choice % 3]
        case 3: return ":p\(index)"
        case 4: return "<int:t\(index)>"
        case 5: return "*"
        default: return "(/\(words[choice % 3]))"
        }
    }

    @Test func trieAgreesWithRankingEveryEndpoint() async {
        let routeGen = Gen.int(in: 0...48).array(of: 1...4)
        let tableGen = routeGen.array(of: 1...12)
        let urlGen = Gen.int(in: 0...4).array(of: 0...5)
        let priorityGen = Gen.int(in: 0...2).array(of: 12...12)
        await propertyCheck(count: 300, input: tableGen, priorityGen, urlGen.array(of: 10...10)) { shapes, priorities, urls in
            var paths: [String] = []
            for shape in shapes {
                var path = ""
                for (index, choice) in shape.enumerated() {
                    let piece = Self.segment(choice, index)
                    path += piece.hasPrefix("(") ? piece : "/" + piece
                }
                paths.append(path)
            }
            let specs = paths.enumerated().map { RouteSpec(path: $1, priority: priorities[$0] == 2 ? 5 : 0, index: $0) }
            guard let table = try? RouteTable(routes: specs, options: MatchingOptions(defaultScheme: "app")) else { return }
            for url in urls {
                let input = "/" + url.map { $0 == 3 ? "7" : ($0 == 4 ? "x" : Self.words[$0]) }.joined(separator: "/")
                let fromTrie = table.match(input).match.map { match in
                    (match.endpoint.order, Dictionary(match.parameters.filter { $0.source == .path }.map { ($0.name, $0.value.string) },
                                                      uniquingKeysWith: { a, _ in a }))
                }
                let expected = Self.oracle(table, input)
                #expect(fromTrie?.0 == expected?.0, "\(paths) \(input)")
                #expect(fromTrie?.1 == expected?.1, "\(paths) \(input)")
            }
        }
    }
}
