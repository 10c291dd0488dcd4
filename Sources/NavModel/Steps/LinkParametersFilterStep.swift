import NavRouting

/// WAAppLinkParameters (WAAppRouting, WAAppLinkParameters.m `mergeWithRawParameters:`): a
/// screen with a `mapping` receives only the keys it maps, string values percent-decoded,
/// under their property names; `allowedParameters` keeps only the properties it lists. A screen
/// without a `mapping` stands for a controller without a parameters class: WAAppRouting then
/// fills an NSMutableDictionary, which ignores `allowedParameters`
/// (NSMutableDictionary+WAAppRoutingParameters.m, `initWithAllowedParameters:`). The step logs
/// the rule when the plan shows a screen with a `mapping`; every screen the simulator makes
/// under a profile that lists it receives `filtered` parameters (navsim's `mapping` only
/// renames).
struct LinkParametersFilterStep: NavigationStep {
    /// The library's rule; `nil` leaves the parameters as navsim gives them.
    let rule: String?

    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        if let rule, link.plan.allScreens.contains(where: { !simulator.app.screen($0.screen).mapping.isEmpty }) {
            link.events.append(.note(rule))
        }
        return .next
    }

    /// `parameters` as `screen` receives them.
    static func filtered(_ parameters: [MatchedParameter], for screen: ScreenDefinition) -> [MatchedParameter] {
        var result: [MatchedParameter] = []
        for parameter in parameters {
            var kept = parameter
            // Defaults are the parameters object's own properties (`defaultParametersBuilder`).
            if !screen.mapping.isEmpty, parameter.source != .default {
                guard let property = screen.mapping[parameter.name] else { continue }
                kept.name = property
                kept.value = decoded(parameter.value)
            }
            if !screen.mapping.isEmpty, let allowed = screen.allowedParameters, !allowed.contains(where: { $0.lowercased() == kept.name.lowercased() }) { continue }
            result.append(kept)
        }
        return result
    }

    private static func decoded(_ value: ParameterValue) -> ParameterValue {
        switch value {
        case .single(let text): return .single(PercentDecoding.decode(text))
        case .list(let texts): return .list(texts.map { PercentDecoding.decode($0) })
        }
    }
}
