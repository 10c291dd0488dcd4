import Foundation
import NavRouting
import NavSyntax

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

    func witnessComponent(_ component: String) -> String { component }
    /// IKRouter decodes nothing (RouteComponents.swift), so values go back as read.
    func writeBack(_ value: String, from part: URLValuePart) -> String { value }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool { true }

    func winnerRule(priority: Int) -> String { "first registered (IKRouter)" }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        "\(winner) comes first (IKRouter takes the first registered handler that matches) and takes the URLs \(loser) matches"
    }

    var navigation: NavigationRules {
        NavigationRules(steps: NavigationStepSetting.standard, planSteps: [
            PlanStepSetting(.parameterScreensReplaceHandler, rule: "IKRouter uses the Routable chain instead of the route's handler "
                + "when every parameter has a Routable, and each Routable receives the whole match (IKRouter.swift, handleURL:)"),
            PlanStepSetting(.parameterScreensPresentLast, rule: "IKRouter's setViewControllersPresentingLast pushes all but the last "
                + "controller and presents the last (UINavigationController+RoutingExtensions.swift)"),
        ])
    }
}

extension MatchingProfile {
    /// IKRouter 1.0.4.
    public static let ikrouter = MatchingProfile(IKRouterProfile())
}

extension ProfileRegistration {
    /// IKRouter: routes from the route file; `init` reads its registration calls.
    static let ikrouter = ProfileRegistration(.ikrouter, registrationReader: IKRouterRegistrations())
}
