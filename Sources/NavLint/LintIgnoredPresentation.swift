import NavSupport
import NavModel
import NavRouteFile
import NavRouting
import NavProfiles

/// `ignored-presentation`: `presentation: "modal"` on a route without a screen of its own whose
/// stack comes from `parameterScreens`. navsim pushes that stack, so the key does nothing; the
/// profiles whose navigation lists the `parameterScreensPresentLast` plan step present the last screen.
enum IgnoredPresentationRule {
    static func findings(_ context: LintContext) -> [LintFinding] {
        guard context.table.options.profile.navigation.rule(of: .parameterScreensPresentLast) == nil else { return [] }
        let presentingProfiles = MatchingProfile.allCases.filter { $0.navigation.rule(of: .parameterScreensPresentLast) != nil }
            .map(\.rawValue).joined(separator: " and ")
        let parameterScreens = context.app.app.parameterScreens
        var findings: [LintFinding] = []
        for (index, route) in context.app.app.routes.enumerated() where route.presentation == .modal && route.screen == nil {
            guard let first = context.endpointsByRoute[index]?.first else { continue }
            let segments = context.table.endpoints[first].pattern.segments
            let names = segments.compactMap(\.segment.parameterName)
            guard !segments.contains(where: { $0.mark != nil }), !names.isEmpty,
                  names.allSatisfy({ parameterScreens[$0] != nil }) else { continue }
            findings.append(context.finding(
                .ignoredPresentation, .warning, route: index, field: "presentation",
                "\(context.label(index)) shows its parameterScreens stack, which the \(context.table.options.profile) profile "
                    + "pushes, so \"presentation\": \"modal\" does nothing; under \(presentingProfiles) it presents the last screen "
                    + "(setViewControllersPresentingLast)"))
        }
        return findings
    }
}
