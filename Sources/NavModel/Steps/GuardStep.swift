import NavRouting

/// A route's and its screens' `requires` (`!flag`: the flag must be false). A condition that
/// does not hold redirects through the flag's guard and keeps the link pending until the flag
/// turns true; a guard with `"keep": false` drops the link instead; a guard whose redirect is an
/// `https` URL hands it to the browser (the link is refused, nothing changes). Without a guard,
/// or under a library that redirects nothing (the step listed with its rule: WAAppRouting's
/// `shouldHandleAppLinkBlock`), the link is refused.
struct GuardStep: NavigationStep {
    /// The library's rule when a false requirement refuses the link instead of redirecting.
    let refusal: String?

    func run(_ link: inout LinkInProgress, in simulator: Simulator) -> StepVerdict {
        guard let entry = FlagCondition.firstFailing(link.plan.requires, in: link.state.flags) else { return .next }
        if let rule = refusal {
            return link.refused("\(link.url) requires \(FlagCondition.failure(entry)): \(rule)")
        }
        return Self.enforce(entry, on: &link, in: simulator, requirement: "\(link.url) requires")
    }

    /// Redirects `link` through the guard of `entry`'s flag, which does not hold; refuses it when
    /// the entry is negated or the flag has no guard. `requirement` starts the reasons.
    static func enforce(_ entry: String, on link: inout LinkInProgress, in simulator: Simulator,
                        requirement: String) -> StepVerdict {
        let flag = FlagCondition.flag(of: entry)
        guard !FlagCondition.isNegated(entry), let guardDefinition = simulator.app.guards[flag],
              let redirect = guardDefinition.redirect else {
            let fix = FlagCondition.isNegated(entry) ? "\(flag)=false" : "\(flag)=true"
            return link.refused("\(requirement) \(FlagCondition.failure(entry)), and no guard redirects it (try :set \(fix))")
        }
        if redirect.lowercased().hasPrefix("https://") {
            // The app falls back to the web: the browser opens the page, the app does not change.
            var report = StepReport(input: link.input, outcome: .refused(
                reason: "\(requirement) \(FlagCondition.failure(entry)): guard \(flag) hands \(redirect) to the browser",
                suggestions: []), events: link.events + [.note("guard \(flag): the browser opens \(redirect)")])
            report.handedBackToBrowser = redirect
            return .finished(report)
        }
        if !guardDefinition.keep {
            link.events.append(.note("guard \(flag) (\"keep\": false): \(link.url) is dropped, never resumed"))
            link.events.append(.redirected(to: redirect, reason: "\(flag) is false"))
            let report = simulator.open(redirect, input: link.input, on: &link.state, events: &link.events,
                                        redirects: link.redirects + 1, original: nil)
            return .finished(report)
        }
        // Kept as the canonical URL (scheme, encoded path, query), as the address bar shows
        // URLs, not as typed (`cities/paris/42/book`), with the fragment as typed: the whole
        // link (path, query, fragment) must survive the redirect and the resume.
        let fragment = link.url.firstIndex(of: "#").map { String(link.url[$0...]) } ?? ""
        let waiting = link.original ?? simulator.canonicalURL(of: link.match) + fragment
        link.state.pending = waiting
        link.state.pendingFlow = nil
        link.events.append(.pendingSaved(waiting))
        link.events.append(.redirected(to: redirect, reason: "\(flag) is false"))
        let report = simulator.open(redirect, input: link.input, on: &link.state, events: &link.events,
                                    redirects: link.redirects + 1, original: waiting)
        if link.state.pending == waiting { link.state.pendingFlow = simulator.guardFlowStart(in: link.state) }
        return .finished(report)
    }
}
