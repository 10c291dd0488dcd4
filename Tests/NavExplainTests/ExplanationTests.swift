import NavExplain
import NavRouting
import Testing

/// Why a URL matches or not: every candidate's verdict, and the nearest routes for "did you mean".
@Suite struct ExplanationTests {
    private func table(_ paths: [String], priorities: [Int] = []) throws -> RouteTable {
        try RouteTable(routes: paths.enumerated().map { index, path in
            RouteSpec(path: path, priority: priorities.indices.contains(index) ? priorities[index] : 0, index: index)
        }, options: MatchingOptions(defaultScheme: "app"))
    }

    @Test func everyCandidateSaysWhyItWonOrLost() throws {
        let explanation = try table(["users/:id", "users/me", "posts/:id"]).explain("app://users/me")
        #expect(explanation.winner?.routeIndex == 1)
        let verdicts = Dictionary(uniqueKeysWithValues: explanation.candidates.map { ($0.endpoint.routeIndex, $0.verdict) })
        #expect(verdicts[1] == .won)
        #expect(verdicts[0] == .lessSpecific(segment: 1, own: .parameter, winner: .literal))
        if case .mismatch = verdicts[2] {} else { Issue.record("posts/:id should not fit users/me: \(String(describing: verdicts[2]))") }
    }

    @Test func priorityBeatsSpecificityAndSaysSo() throws {
        let explanation = try table(["users/me", "users/:id"], priorities: [0, 5]).explain("app://users/me")
        #expect(explanation.winner?.routeIndex == 1)
        let loser = try #require(explanation.candidates.first { $0.endpoint.routeIndex == 0 })
        #expect(loser.verdict == .lowerPriority(winner: 1, priority: 0, winnerPriority: 5))
        #expect(loser.verdict.description == "lost on priority: 0 < 5 of routes[1]")
    }

    @Test func suggestionsAreTheNearestRoutesFirst() throws {
        let table = try table(["cities/:city", "bookings", "settings/profile"])
        guard case .unmatched(let request) = table.match("app://citeis/paris") else {
            Issue.record("citeis/paris should not match")
            return
        }
        #expect(table.suggestions(for: request).first == "/cities/:city")
        #expect(!table.suggestions(for: request).contains("/settings/profile"))
    }
}
