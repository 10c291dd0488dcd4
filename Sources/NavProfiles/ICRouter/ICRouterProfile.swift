import Foundation
import NavRouting
import NavSyntax

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

    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] {
        [try RoutePattern.icrouterPattern(source)]
    }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchICRouter(endpoint, request)
    }

    var ranking: Ranking { .lastRegisteredFirst }

    func witnessComponent(_ component: String) -> String { URLEncoding.encodeComponent(component) }
    /// NSURLComponents decodes the host and path; the query is never read.
    func writeBack(_ value: String, from part: URLValuePart) -> String { URLEncoding.encodeComponent(value) }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool { !first.isEmpty }

    func winnerRule(priority: Int) -> String { "last registered (ICRouter walks its routes in reverse)" }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String {
        "\(winner) is registered later (ICRouter tries the last registered route first) and takes the URLs \(loser) matches"
    }

    var navigation: NavigationRules {
        NavigationRules(steps: NavigationStepSetting.standard, planSteps: [
            PlanStepSetting(.implicitParentRefused, rule: "ICRouter adds no parent: the stack is the route's own dependencies, "
                + "then its screen (ICRouter.m, handleURL:)"),
            PlanStepSetting(.dependenciesPushedAsOwnStack, rule: "ICRouter runs only the matched route's own dependencies, each with "
                + "the matched route's parameters, pushes every screen, and pops to root only for the route itself (ICRouter.m, "
                + "handleURL: and navigateToRoute:withParameters:isDependency:; router.md)"),
            PlanStepSetting(.popToRootAfterDependencies, rule: "ICRouter navigates the dependencies first, then pops to root for "
                + "the route itself (popToRoot is not a dependency's) and pushes it (ICRouter.m, handleURL: and "
                + "navigateToRoute:withParameters:isDependency:)"),
            PlanStepSetting(.queryAndFragmentIgnored, rule: "ICRouter reads only the URL's host and path (ICRouter.m, pathFromURL:), "
                + "so the query and the fragment reach no screen"),
        ])
    }
}

extension MatchingProfile {
    /// Instant Cocoa's ICRouter.
    public static let icrouter = MatchingProfile(ICRouterProfile())
}

extension ProfileRegistration {
    /// ICRouter: routes from the route file; `init` reads its registration calls.
    static let icrouter = ProfileRegistration(.icrouter, registrationReader: ICRouterRegistrations())
}
