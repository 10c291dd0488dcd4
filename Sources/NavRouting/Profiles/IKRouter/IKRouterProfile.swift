import Foundation

/// IKRouter 1.0.4 (github.com/IanKeen/IKRouter): `scheme://a/:b` split on `://`, `?`, `/`, `&`
/// and `=` as written (nothing decoded, empty segments kept), the first registered route
/// whose scheme (case-sensitive) and segment count agree; Routables per parameter.
struct IKRouterProfile: LibraryProfile {
    var name: String { "ikrouter" }
    var library: String { "IKRouter 1.0.4" }

    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        RouteRequest.parseIKRouter(text, input: input, declaredScheme: options.defaultScheme)
    }
    var decodesPlusByDefault: Bool { false }
    var repeatedQueryKeysAsList: Bool { false }
    var schemeRequirement: String? { "IKRouter registers only routes written scheme://path (RouteMatcher.swift: no '://' makes the route invalid)" }
    var answersUndeclaredSchemes: Bool { false }

    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        [try RoutePattern.ikrouterPattern(source)]
    }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        // Equal counts, equal literals, any value for `:name`: navsim's segment matcher on
        // IKRouter's undecoded components.
        rules.matchNavsim(endpoint, request)
    }

    var ranking: Ranking { .firstInPriorityOrder }
    var matcher: any RouteMatcher { ScanningMatcher(profile: .ikrouter) }
    func match(_ input: String, in table: RouteTable) -> MatchOutcome { table.matchReadingGenerally(input) }
    var usesCompiledFastPath: Bool { false }

    func witnessComponent(_ component: String) -> String { component }
    /// IKRouter decodes nothing (RouteComponents.swift), so values go back as read.
    func writeBack(_ value: String, from part: URLValuePart) -> String { value }
    func queryKey(for name: String, routePath: String) -> String { name }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool { true }

    func winnerRule(priority: Int) -> String { "first registered (IKRouter)" }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        "\(winner) comes first (IKRouter takes the first registered handler that matches) and takes the URLs \(loser) matches"
    }
    func unmatchableReason(_ pattern: ConcretePattern) -> String? { nil }

    var navigation: NavigationRules {
        NavigationRules(
            pushInsideModal: .allowed, implicitParent: .allowed, dismissModals: .allowed, falseRequirement: .allowed,
            wholeLinkToEveryScreen: nil, blockAndScreenRoutesBothRun: nil, linkParametersFilter: nil,
            parameterScreensReplaceHandler: "IKRouter uses the Routable chain instead of the route's handler when every parameter "
                + "has a Routable, and each Routable receives the whole match (IKRouter.swift, handleURL:)",
            parameterScreensPresentLast: "IKRouter's setViewControllersPresentingLast pushes all but the last controller and "
                + "presents the last (UINavigationController+RoutingExtensions.swift)",
            dependenciesPushedAsOwnStack: nil,
            queryAndFragmentIgnored: nil, backStackFromGraph: nil)
    }

    /// No graph files: the routes are the route file's.
    var navigationGraphSettings: [ProfileSetting]? { nil }
}

extension MatchingProfile {
    /// IKRouter 1.0.4.
    public static let ikrouter = MatchingProfile(IKRouterProfile())
}

extension RouteRequest {
    /// IKRouter `RouteComponents(url:)`: the scheme is what precedes `://` (required, as
    /// written); the rest splits on `?`; the path on `/` with empty segments kept (the host is
    /// the first); each query pair must split on `=` into exactly two parts or the URL is
    /// invalid; a repeated key keeps its last value. Nothing is percent-decoded.
    /// The file's scheme, written as declared, is the table's (lowercased) scheme; the same
    /// letters in another case are refused, as IKRouter compares schemes with `!=`.
    package static func parseIKRouter(_ text: Substring, input: String, declaredScheme: String? = nil) -> Result<RouteRequest, RequestError> {
        let pieces = text.components(separatedBy: "://")
        guard pieces.count > 1, var scheme = pieces.first else {
            return .failure(RequestError("IKRouter needs a URL with a scheme (RouteComponents: no '://' makes the URL invalid)"))
        }
        if let declaredScheme, scheme.lowercased() == declaredScheme.lowercased() {
            guard scheme == declaredScheme else {
                return .failure(RequestError("IKRouter compares schemes case-sensitively (Route.swift): \(scheme) is not \(declaredScheme)"))
            }
            scheme = declaredScheme.lowercased()
        }
        let rest = pieces[pieces.count - 1]
        let pathAndQuery = rest.components(separatedBy: "?")
        let components = pathAndQuery[0].components(separatedBy: "/")
        var query: [QueryItem] = []
        if pathAndQuery.count > 1 {
            for pair in pathAndQuery[pathAndQuery.count - 1].components(separatedBy: "&") {
                let parts = pair.components(separatedBy: "=")
                guard parts.count == 2 else {
                    return .failure(RequestError("IKRouter refuses the URL: the query item '\(pair)' is not one key=value pair "
                                                 + "(RouteComponents: a pair that does not split into two makes the URL invalid)"))
                }
                query.removeAll { $0.name == parts[0] }
                query.append(QueryItem(name: parts[0], value: parts[1]))
            }
        }
        return .success(RouteRequest(input: input, scheme: scheme, components: components, query: query))
    }
}

extension RoutePattern {
    /// IKRouter `RouteMatcher(url:)`: the path split on `/` with empty segments kept; `:name`
    /// is a parameter, anything else a literal (`{Screen}` marks work as in every profile).
    /// The scheme is the route's `scheme` or the file's: write the path without `scheme://`.
    package static func ikrouterPattern(_ text: String) throws(PatternError) -> ConcretePattern {
        if let range = text.range(of: "://") {
            throw PatternError(pattern: text, column: text.distance(from: text.startIndex, to: range.lowerBound) + 1,
                               message: "write the scheme in the route's \"scheme\" (or the file's) and the path without 'scheme://'")
        }
        var segments: [MarkedSegment] = []
        for raw in text.split(separator: "/", omittingEmptySubsequences: false) {
            let (component, mark) = try splitMark(raw, source: text)
            let segment: PatternSegment = component.hasPrefix(":") && component.count > 1
                ? .parameter(String(component.dropFirst())) : .literal(component)
            segments.append(MarkedSegment(segment, mark: mark))
        }
        return ConcretePattern(segments: segments)
    }
}
