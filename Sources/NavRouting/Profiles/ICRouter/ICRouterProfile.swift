import Foundation

/// Instant Cocoa's ICRouter (github.com/khanlou/InstantCocoa): the URL's host and path,
/// normalized; `{name}` parameters that may span segments; the pattern matches the end of the
/// path, not necessarily its start; the last registered route wins; dependencies instead of parents.
struct ICRouterProfile: LibraryProfile {
    var name: String { "icrouter" }
    var library: String { "Instant Cocoa ICRouter" }

    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        RouteRequest.parseICRouter(text, input: input, options: options)
    }
    var decodesPlusByDefault: Bool { false }
    var repeatedQueryKeysAsList: Bool { false }
    var schemeRequirement: String? { nil }
    var answersUndeclaredSchemes: Bool { true }

    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        [try RoutePattern.icrouterPattern(source)]
    }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchICRouter(endpoint, request)
    }

    var ranking: Ranking { .lastRegisteredFirst }
    var matcher: any RouteMatcher { ScanningMatcher(profile: .icrouter) }
    func match(_ input: String, in table: RouteTable) -> MatchOutcome { table.matchReadingGenerally(input) }
    var usesCompiledFastPath: Bool { false }

    func witnessComponent(_ component: String) -> String { URLEncoding.encodeComponent(component) }
    /// NSURLComponents decodes the host and path; the query is never read.
    func writeBack(_ value: String, from part: URLValuePart) -> String { URLEncoding.encodeComponent(value) }
    func queryKey(for name: String, routePath: String) -> String { name }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool { !first.isEmpty }

    func winnerRule(priority: Int) -> String { "last registered (ICRouter walks its routes in reverse)" }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        "\(winner) is registered later (ICRouter tries the last registered route first) and takes the URLs \(loser) matches"
    }
    func unmatchableReason(_ pattern: ConcretePattern) -> String? { nil }

    var navigation: NavigationRules {
        NavigationRules(
            pushInsideModal: .allowed,
            implicitParent: .refused(rule: "ICRouter adds no parent: the stack is the route's own dependencies, then its "
                                     + "screen (ICRouter.m, handleURL:)"),
            dismissModals: .allowed, falseRequirement: .allowed,
            wholeLinkToEveryScreen: nil, blockAndScreenRoutesBothRun: nil, linkParametersFilter: nil,
            parameterScreensReplaceHandler: nil, parameterScreensPresentLast: nil,
            dependenciesPushedAsOwnStack: "ICRouter runs only the matched route's own dependencies, each with the matched route's "
                + "parameters, pushes every screen, and pops to root only for the route itself (ICRouter.m, "
                + "handleURL: and navigateToRoute:withParameters:isDependency:; router.md)",
            queryAndFragmentIgnored: "ICRouter reads only the URL's host and path (ICRouter.m, pathFromURL:), so the "
                + "query and the fragment reach no screen",
            backStackFromGraph: nil)
    }

    /// No graph files: the routes are the route file's.
    var navigationGraphSettings: [ProfileSetting]? { nil }
}

extension MatchingProfile {
    /// Instant Cocoa's ICRouter.
    public static let icrouter = MatchingProfile(ICRouterProfile())
}

extension RouteRequest {
    /// ICRouter `pathFromURL:`: the host, then the path (NSURLComponents, so both are
    /// percent-decoded), as `pathComponents` (empty ones vanish). The scheme, the query and
    /// the fragment are not read: every URL goes to the one table.
    package static func parseICRouter(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        let parts = URLParts(text)
        var components: [String] = []
        if let authority = parts.authority {
            let host = URLParts.host(of: authority)
            if !host.isEmpty { components.append(PercentDecoding.decode(host)) }
        }
        for piece in parts.path.split(separator: "/", omittingEmptySubsequences: true) {
            components.append(PercentDecoding.decode(piece))
        }
        return .success(RouteRequest(input: input, scheme: options.defaultScheme?.lowercased(), components: components))
    }
}

extension RoutePattern {
    /// ICRouter `ICSimpleRouteMatcher`: the normalized path's components; a component that is
    /// `{name}` is a parameter, anything else a literal (`text{Screen}` marks as in every profile).
    package static func icrouterPattern(_ text: String) throws(PatternError) -> ConcretePattern {
        guard !text.isEmpty else { throw PatternError(pattern: text, column: 1, message: "the path is empty") }
        var segments: [MarkedSegment] = []
        for raw in text.split(separator: "/", omittingEmptySubsequences: true) {
            if raw.hasPrefix("{"), raw.hasSuffix("}"), raw.count > 2, !raw.dropFirst().contains("{") {
                segments.append(MarkedSegment(.parameter(String(raw.dropFirst().dropLast()))))
                continue
            }
            let (component, mark) = try splitMark(raw, source: text)
            segments.append(MarkedSegment(.literal(component), mark: mark))
        }
        return ConcretePattern(segments: segments)
    }
}

extension EndpointMatcher {
    /// ICRouter's regular expression (`{name}` → `(.*?)`, then `$`, searched, not anchored at
    /// the start), on whole components: the leftmost start from which the pattern reaches the
    /// end of the path; a parameter takes one or more components, as few as it can.
    package func matchICRouter(_ endpoint: Endpoint, _ request: RouteRequest) -> Result<Capture, Mismatch> {
        let components = request.components
        let segments = endpoint.pattern.segments.map(\.segment)
        func attempt(_ segment: Int, _ component: Int, _ values: [(name: String, value: String)]) -> [(name: String, value: String)]? {
            if segment == segments.count { return component == components.count ? values : nil }
            switch segments[segment] {
            case .parameter(let name):
                guard component < components.count else { return nil }
                for end in (component + 1)...components.count {
                    let value = components[component..<end].joined(separator: "/")
                    if let found = attempt(segment + 1, end, values + [(name, value)]) { return found }
                }
                return nil
            case .literal(let text):
                guard component < components.count, components[component] == text else { return nil }
                return attempt(segment + 1, component + 1, values)
            default:
                return nil
            }
        }
        let lastStart = segments.isEmpty ? components.count : max(0, components.count - 1)
        for start in 0...lastStart {
            if let values = attempt(0, start, []) {
                var capture = Capture()
                capture.pathValues = values
                capture.classes = segments.map(\.specificity) + [.end]
                return .success(capture)
            }
        }
        return .failure(.noEnding(pattern: endpoint.pattern.text, rule: "ICRouter matches the end of the path"))
    }
}
