import NavRouting

/// Why each candidate route won or lost for one input (`navsim match --explain`).
public struct MatchExplanation: Sendable, Equatable {
    /// The input as given.
    public var input: String
    /// How the input was read, or why it could not be.
    public var request: Result<RouteRequest, RequestError>
    /// The winner, if any.
    public var winner: RouteMatch?
    /// Every endpoint of the table with its verdict, in registration order.
    public var candidates: [Candidate]

    /// One endpoint's verdict.
    public struct Candidate: Sendable, Equatable {
        public var endpoint: Endpoint
        public var verdict: Verdict
    }

    /// What happened to a candidate.
    public enum Verdict: Sendable, Equatable, CustomStringConvertible {
        case won
        /// It does not fit the URL (first mismatching segment, a type, a declined `where`).
        case mismatch(Mismatch)
        /// It fits, but the winner has a higher priority.
        case lowerPriority(winner: Int, priority: Int, winnerPriority: Int)
        /// It fits, but the winner is more specific at this segment.
        case lessSpecific(segment: Int, own: SegmentClass, winner: SegmentClass)
        /// It fits as well as the winner, which was registered first (or comes first in a scanning profile).
        case registeredLater(winner: Int)
        /// It lives in another scheme's table.
        case otherScheme(String?)

        public var description: String {
            switch self {
            case .won: return "won"
            case .mismatch(let mismatch): return mismatch.description
            case .lowerPriority(let winner, let priority, let winnerPriority):
                return "lost on priority: \(priority) < \(winnerPriority) of routes[\(winner)]"
            case .lessSpecific(let segment, let own, let winner):
                return "lost on specificity at segment \(segment + 1): \(own.name) < \(winner.name)"
            case .registeredLater(let winner):
                return "lost on order: routes[\(winner)] comes first"
            case .otherScheme(let scheme):
                return "in the \(scheme.map { "'\($0)'" } ?? "global") scheme table, not consulted for this URL"
            }
        }
    }
}

extension SegmentClass {
    /// A word for the class, for explanations.
    public var name: String {
        switch self {
        case .wildcard: return "wildcard"
        case .parameter: return "parameter"
        case .typed: return "typed parameter"
        case .literal: return "literal"
        case .end: return "exact end"
        }
    }
}

extension RouteTable {
    /// Matches `input` and says, for every endpoint, why it won or lost.
    public func explain(_ input: String) -> MatchExplanation {
        let parsed = RouteRequest.parse(input, options: options)
        guard case .success(let request) = parsed else {
            return MatchExplanation(input: input, request: parsed, winner: nil, candidates: [])
        }
        let winner = matcher.match(request, in: self)
        let consulted = consultedTables(for: request)
        let rules = endpointMatcher
        let winnerRank: CandidateRank? = winner.flatMap { match in
            if case .success(let capture) = rules.match(match.endpoint, request) {
                return CandidateRank(priority: match.endpoint.priority, classes: capture.classes, order: match.endpoint.order)
            }
            return nil
        }
        var candidates: [MatchExplanation.Candidate] = []
        for endpoint in endpoints {
            let verdict: MatchExplanation.Verdict
            if !consulted.contains(where: { $0 == endpoint.scheme }) {
                verdict = .otherScheme(endpoint.scheme)
            } else if let winner, endpoint.order == winner.endpoint.order {
                verdict = .won
            } else {
                switch rules.match(endpoint, request) {
                case .failure(let mismatch): verdict = .mismatch(mismatch)
                case .success(let capture):
                    verdict = Self.whyLost(endpoint: endpoint, classes: capture.classes, winner: winner, winnerRank: winnerRank,
                                           scanning: options.profile.ranking.isScanning)
                }
            }
            candidates.append(.init(endpoint: endpoint, verdict: verdict))
        }
        return MatchExplanation(input: input, request: parsed, winner: winner, candidates: candidates)
    }

    private static func whyLost(endpoint: Endpoint, classes: [SegmentClass], winner: RouteMatch?,
                                winnerRank: CandidateRank?, scanning: Bool) -> MatchExplanation.Verdict {
        guard let winner, let winnerRank else { return .registeredLater(winner: -1) }
        if endpoint.priority != winnerRank.priority {
            return .lowerPriority(winner: winner.routeIndex, priority: endpoint.priority, winnerPriority: winnerRank.priority)
        }
        if !scanning {
            for (index, own) in classes.enumerated() where index < winnerRank.classes.count && own != winnerRank.classes[index] {
                return .lessSpecific(segment: index, own: own, winner: winnerRank.classes[index])
            }
        }
        return .registeredLater(winner: winner.routeIndex)
    }
}

extension MatchExplanation {
    /// The explanation as lines of text: how the URL was read, then each candidate's verdict.
    public var lines: [String] {
        var out: [String] = []
        switch request {
        case .failure(let error): return ["\(input): \(error.message)"]
        case .success(let request):
            let scheme = request.scheme.map { "\($0)://" } ?? ""
            let host = request.droppedHost.map { " (host \($0))" } ?? ""
            out.append("\(input) → \(scheme)\(request.components.joined(separator: "/"))\(host)")
        }
        if let winner {
            out.append("winner: routes[\(winner.routeIndex)] \(winner.endpoint.pattern.text)")
        } else {
            out.append("no route matches")
        }
        for candidate in candidates {
            out.append("  routes[\(candidate.endpoint.routeIndex)] \(candidate.endpoint.pattern.text): \(candidate.verdict)")
        }
        return out
    }
}
