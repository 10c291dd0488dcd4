import NavRouting
import NavSyntax

/// WAAppRouting 0.0.5 (github.com/Wasappli/WAAppRouting): patterns split as
/// `NSString.pathComponents`, routes tried in registration order, case-sensitive, no `+`
/// decoding; navigation by WAAppRouter and its WAAppLink (docs/profiles.md).
struct WAAppRoutingProfile: LibraryProfile {
    var name: String { "waapprouting" }
    var library: String { "WAAppRouting 0.0.5" }

    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        RouteRequest.parseWAAppRouting(text, input: input, options: options)
    }
    var decodesPlusByDefault: Bool { false }
    var repeatedQueryKeysAsList: Bool { false }

    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        [try RoutePattern.waapPattern(source)]
    }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchWAAppRouting(endpoint, request)
    }

    var ranking: Ranking { .firstInPriorityOrder }

    func witnessComponent(_ component: String) -> String { component }
    /// Host and path components are decoded; the naive query split keeps values as read (WAAppRouteMatcher.m).
    func writeBack(_ value: String, from part: URLValuePart) -> String {
        part == .query ? value : URLEncoding.encodeComponent(value)
    }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool {
        options.treatHostAsPath != .never || first.isEmpty
    }

    func winnerRule(priority: Int) -> String { "first registered" }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        "\(winner) comes first (WAAppRouting tries routes in registration order) and takes the URLs \(loser) matches"
    }
    func unmatchableReason(_ pattern: ConcretePattern) -> String? {
        guard pattern.segments.contains(where: { $0.segment == .literal("/") }) else { return nil }
        return "WAAppRouting splits patterns with NSString.pathComponents, so a leading or trailing '/' is a component "
            + "of its own that no URL has; write the pattern without it"
    }

    var navigation: NavigationRules {
        NavigationRules(steps: [
            NavigationStepSetting(.appPreconditions),
            NavigationStepSetting(.blockAndScreenRoutesBothRun, rule: "WAAppRouting runs the block handler and the route entity both "
                + "(WAAppRouter.m, handleURL: looks up blockHandlerForURL and entityForURL separately)"),
            NavigationStepSetting(.modalPush, rule: "WAAppRouting cannot push inside a modal (README: 'You cannot (yet) present a "
                + "modal controller and then push a detail one')"),
            NavigationStepSetting(.guards, rule: "WAAppRouting's shouldHandleAppLinkBlock returned NO, so the link is not handled "
                + "(WAAppRouteHandler.m: a refused entity returns NO; nothing redirects)"),
            NavigationStepSetting(.linkParametersFilter, rule: "WAAppLinkParameters keeps only mapped keys, percent-decodes string "
                + "values and honours allowedParameters (WAAppLinkParameters.m, mergeWithRawParameters:)"),
            NavigationStepSetting(.resetOn),
            NavigationStepSetting(.keepPolicy),
            NavigationStepSetting(.modalHandling, rule: "WAAppRouting leaves a presented modal up: WAAppRouteHandler places "
                + "controllers in navigation controllers and never dismisses (WAAppRouteHandler.m, handleURL:withRouteEntity:appLink:)"),
            NavigationStepSetting(.popToPolicy),
        ], planSteps: [
            PlanStepSetting(.wholeLinkToEveryScreen, rule: "WAAppRouting configures every controller of the stack with the same WAAppLink "
                + "(UIViewController+WAAppLinkParameters.m: route parameters, query, then its own defaults)"),
            PlanStepSetting(.presentedScreenReused, rule: "WAAppRouting presents from the top-most controller and, when that "
                + "navigation controller already holds the target class, pops to it and reconfigures it with the new link instead "
                + "of presenting another (WAAppRouteHandler.m, presentingViewController and presentTargetViewControllerClass:…)"),
        ])
    }
}

extension MatchingProfile {
    /// WAAppRouting 0.0.5.
    public static let waapprouting = MatchingProfile(WAAppRoutingProfile())
}

extension ProfileRegistration {
    /// WAAppRouting: routes from the route file; `init` reads its registration calls.
    static let waapprouting = ProfileRegistration(.waapprouting, registrationReader: WAAppRoutingRegistrations())
}
