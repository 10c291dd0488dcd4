import NavRouting
import NavRouteFile
import NavModel

/// Answers, per platform, whether the OS hands a URL to the app (docs/links.md), and when it
/// does, which route it matches and which screen it shows from a cold start.
public struct LinkResolver: Sendable {
    /// The platform files, compiled.
    public let setup: LinkSetup
    /// The app.
    public let app: CompiledApp

    /// Makes a resolver.
    public init(setup: LinkSetup, app: CompiledApp) {
        self.setup = setup
        self.app = app
    }

    /// The verdict of every configured platform (or only `platform`), in order iOS, Android.
    /// - Parameter explain: fill each verdict's `tried` with every rule and why it failed.
    public func verdicts(_ input: String, platform: LinkPlatform? = nil, explain: Bool = true) -> [LinkVerdict] {
        setup.platforms.filter { platform == nil || $0 == platform }.map { verdict(input, on: $0, explain: explain) }
    }

    /// The OS's decision for `input` on `platform`, with the route and screen when the app opens.
    /// - Parameters:
    ///   - simulate: `false` skips the route and the screen (the OS layer alone).
    ///   - explain: fill `tried` with every rule and why it failed; without it only the deciding
    ///     rule and the closest miss are described, which is much faster.
    public func verdict(_ input: String, on platform: LinkPlatform, simulate: Bool = true, explain: Bool = true) -> LinkVerdict {
        var verdict = osVerdict(input, on: platform, explain: explain)
        guard simulate, verdict.opensApp else { return verdict }
        if let routeIndex = app.table.lookup(input).routeIndex {
            verdict.route = (app.file.routeFile.routes.indices.contains(routeIndex)
                ? app.file.routeFile.routes[routeIndex].path : "", routeIndex)
        }
        let (state, _) = app.simulator.run([input])
        if let top = state.tree.visibleScreen {
            verdict.screen = top.screen
            verdict.screenTitle = top.title
        }
        return verdict
    }

    /// The OS layer alone.
    func osVerdict(_ input: String, on platform: LinkPlatform, explain: Bool) -> LinkVerdict {
        guard let url = LinkURL(input) else {
            return LinkVerdict(platform: platform, opensApp: false, via: nil,
                               reason: input.allSatisfy(\.isWhitespace) ? "the input is empty; the OS opens only URLs"
                                   : "\"\(input)\" is not a URL with a scheme; the OS opens only URLs", rule: nil)
        }
        if let scheme = ownScheme(of: url) {
            return LinkVerdict(platform: platform, opensApp: false, via: nil,
                               reason: "other apps cannot open it: the app routes the scheme \"\(scheme)\" but no Info.plist or manifest "
                                   + "declares it (\"declared\": false); only the app's own widgets and extensions open it", rule: nil)
        }
        switch platform {
        case .ios: return iosVerdict(url, explain: explain)
        case .android: return androidVerdict(url, explain: explain)
        }
    }

    /// The route file's name of `url`'s scheme when the file marks it `"declared": false`.
    func ownScheme(of url: LinkURL) -> String? {
        app.file.routeFile.schemes.first { $0.key.lowercased() == url.scheme.lowercased() && !$0.value.declared }?.key
    }

    private func iosVerdict(_ url: LinkURL, explain: Bool) -> LinkVerdict {
        guard let ios = setup.ios else { return LinkVerdict(platform: .ios, opensApp: false, via: nil, reason: "iOS is not configured", rule: nil) }
        let scheme = url.scheme.lowercased()
        if scheme == "https" {
            guard let (domain, evaluator) = ios.association(for: url.host) else {
                let host = url.host ?? "the host"
                let listed = ios.associations.map(\.domain).joined(separator: ", ")
                let given = listed.isEmpty ? "links.ios.associations gives none" : "links.ios.associations gives files for \(listed) only"
                // A domain the app claims (its `domains`) whose association file is not given: the file is what is missing.
                let claimed = app.file.routeFile.domains.contains { (try? HostPattern($0))?.accepts(host.lowercased()) == true }
                let reason = claimed
                    ? "Safari: \(host) is one of the app's domains, but no apple-app-site-association file is given for it (\(given)), so iOS cannot confirm the association and opens Safari"
                    : "Safari: \(host) is not an associated domain (\(given))"
                return LinkVerdict(platform: .ios, opensApp: false, via: nil, reason: reason, rule: nil)
            }
            let answer = evaluator.evaluate(url, appID: ios.appID, explain: explain)
            if answer.admits {
                return LinkVerdict(platform: .ios, opensApp: true, via: .universalLink,
                                   reason: "\(domain)'s apple-app-site-association: \(answer.reason)", rule: answer.decidingRule, tried: answer.tried)
            }
            return LinkVerdict(platform: .ios, opensApp: false, via: nil,
                               reason: "Safari: \(domain)'s apple-app-site-association: \(answer.reason)", rule: answer.decidingRule,
                               tried: answer.tried)
        }
        if scheme == "http" {
            return LinkVerdict(platform: .ios, opensApp: false, via: nil,
                               reason: "Safari: universal links are https only; an http link never opens an app", rule: nil)
        }
        if let declared = ios.schemes.first(where: { $0.lowercased() == scheme }) {
            return LinkVerdict(platform: .ios, opensApp: true, via: .customScheme,
                               reason: "the app declares the URL scheme \"\(declared)\"", rule: "\(app.file.path) scheme \"\(declared)\"")
        }
        return LinkVerdict(platform: .ios, opensApp: false, via: nil,
                           reason: "no app declares the URL scheme \"\(url.scheme)\" (the app declares "
                               + ios.schemes.map { "\"\($0)\"" }.joined(separator: ", ") + ")", rule: nil)
    }

    private func androidVerdict(_ url: LinkURL, explain: Bool) -> LinkVerdict {
        guard let android = setup.android else {
            return LinkVerdict(platform: .android, opensApp: false, via: nil, reason: "Android is not configured", rule: nil)
        }
        let manifest = android.manifest
        if let problem = android.installProblem {
            return LinkVerdict(platform: .android, opensApp: false, via: nil,
                               reason: (url.isWeb ? "Chrome: " : "no app handles \(url.scheme): ") + problem, rule: nil)
        }
        var tried: [TriedRule] = []
        var admitting: [AndroidManifest.IntentFilter] = []
        // The activities admitting it, in order, and as a set: a search of the list per filter
        // made 20,000 activities take most of a minute.
        var activities: [String] = []
        var admittingActivities: Set<String> = []
        for (filter, rules) in zip(manifest.filters, android.pathRules) {
            // Without --explain only another activity's filter can change the answer (the chooser).
            if !explain, admittingActivities.contains(filter.activity) { continue }
            let failure = IntentFilterMatcher.firstFailure(filter, url, rules: rules)
            if explain {
                tried.append(TriedRule(rule: filter.rule(file: manifest.file),
                                       failure: failure.map { IntentFilterMatcher.describe($0, filter, url, rules: rules) }))
            }
            if failure == nil {
                admitting.append(filter)
                if admittingActivities.insert(filter.activity).inserted { activities.append(filter.activity) }
            }
        }
        let chooser = activities.count > 1 ? activities : []
        // Several activities of the app admit it: Android asks the user which one (the disambiguation
        // dialog). The reason names five, and counts the rest (`chooser` lists them all).
        let asks = chooser.isEmpty ? "" : "; \(chooser.count) activities admit it (\(listedNames(chooser))), so Android asks the user which to use"
        guard let first = admitting.first else {
            let reason = url.isWeb
                ? "\(android.apiLevel >= IntentFilterMatcher.android12 ? "Chrome" : "the browser"): no intent filter of \(manifest.file) admits \(url.text)"
                : "no app handles \(url.scheme): no intent filter of \(manifest.file) admits it"
            return LinkVerdict(platform: .android, opensApp: false, via: nil, reason: reason, rule: nil, tried: tried)
        }
        let rule = first.rule(file: manifest.file)
        func opening(_ via: LinkChannel, _ reason: String) -> LinkVerdict {
            var verdict = LinkVerdict(platform: .android, opensApp: true, via: via, reason: reason + asks, rule: rule, tried: tried)
            verdict.chooser = chooser
            return verdict
        }
        guard url.isWeb else {
            return opening(.customScheme, "intent filter #\(first.ordinalInActivity) of \(first.activity) admits it")
        }
        let verification = android.verification.verification(of: url.host)
        if verification.verified {
            if let dynamic = android.dynamicRules(for: url.host) {
                let (opens, deciding) = dynamic.decide(url)
                if !opens {
                    let why = deciding.map { "excluded by \($0.summary)" } ?? "no rule matches it, and a link no dynamic rule matches opens the browser"
                    return LinkVerdict(platform: .android, opensApp: false, via: nil,
                                       reason: "Chrome: intent filter #\(first.ordinalInActivity) of \(first.activity) admits it and \(url.host ?? "") is verified,"
                                           + " but from API 35 \(dynamic.file)'s dynamic_app_link_components decide: \(why)",
                                       rule: deciding.map(dynamic.describe) ?? rule, tried: tried)
                }
                return opening(.appLink, "intent filter #\(first.ordinalInActivity) of \(first.activity) admits it, \(url.host ?? "") is verified (\(verification.reason))"
                                   + " and from API 35 \(dynamic.file)'s dynamic rule \(deciding.map(\.summary) ?? "") admits it")
            }
            return opening(.appLink, "intent filter #\(first.ordinalInActivity) of \(first.activity) admits it and \(url.host ?? "") is verified: \(verification.reason)")
        }
        if android.apiLevel >= IntentFilterMatcher.android12 {
            return LinkVerdict(platform: .android, opensApp: false, via: nil,
                               reason: "Chrome: intent filter #\(first.ordinalInActivity) of \(first.activity) admits it, but \(url.host ?? "the host") is not verified"
                                   + " and from API 31 an unverified web link opens the browser: \(verification.reason)",
                               rule: rule, tried: tried)
        }
        return opening(.appLink, "intent filter #\(first.ordinalInActivity) of \(first.activity) admits it; \(url.host ?? "the host") is not verified"
                               + " (\(verification.reason)), so below API 31 Android asks the user to choose the app or the browser")
    }
}
