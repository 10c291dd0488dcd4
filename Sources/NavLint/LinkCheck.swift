import NavSupport
import NavLinks
import NavModel
import NavRouting
import Foundation
import NavRouteFile

/// The `check` rules across the route file and its platform files (docs/links.md, "check"),
/// each finding with a witness URL:
/// - `unadmitted-route`: a route reachable on the linked domains that no association (iOS) or
///   no intent filter with a verified host (Android) hands to the app;
/// - `unrouted-link`: a URL the OS hands to the app that no route handles;
/// - `platform-disagreement`: a URL iOS and Android answer differently;
/// - `intent-filter`: manifest mistakes (a filter without BROWSABLE or DEFAULT, autoVerify
///   without a matching assetlinks statement, a pathPattern that can never match, `<data>`
///   split across filters or merged into unintended combinations, an API-31 attribute below 31).
public enum LinkCheck {
    /// Every finding, warnings all: the files work, but not as their authors probably meant.
    public static func findings(app: CompiledApp, setup: LinkSetup) -> [LintFinding] {
        guard let links = app.file.routeFile.links else { return [] }
        let resolver = LinkResolver(setup: setup, app: app)
        var findings: [LintFinding] = []
        // An app that does not install opens no link: that one error says so (below), not a warning per URL.
        let platforms = setup.platforms.filter { $0 != .android || setup.android?.installProblem == nil }
        var samples: [(url: String, origin: JSONLocation, source: String)] = []
        // A wildcard domain routes its subdomains' web links: www. stands for them, as in LinkSamples.
        var distinct = Set<String>()
        let domains = links.linkedDomains.map(LinkSamples.sampleHost).filter { distinct.insert($0.lowercased()).inserted }

        // Routes reachable on the linked domains.
        let routes = app.file.routeFile.routes
        var witnessed = Set<Int>()
        for (endpoint, witness) in WitnessGenerator(table: app.table).witnesses() where endpoint.scheme == nil {
            // A route with a `host` is reachable on the web only on the linked domains its host
            // takes (`mastodon.{tld}`); one whose host is a custom-scheme host (`status`) on none.
            let routeDomains = endpoint.host.map { host in domains.filter { host.accepts($0.lowercased()) } } ?? domains
            let hasHost = endpoint.host != nil
            guard let witness, !witnessed.contains(endpoint.routeIndex), routes.indices.contains(endpoint.routeIndex),
                  let primary = routeDomains.first,
                  let url = LinkSamples.webURL(fromWitness: witness, domain: primary, hostIsRoutes: hasHost)
            else { continue }
            witnessed.insert(endpoint.routeIndex)
            let route = routes[endpoint.routeIndex]
            samples.append((url, route.location, "routes[\(endpoint.routeIndex)]"))
            let candidates = routeDomains.compactMap { LinkSamples.webURL(fromWitness: witness, domain: $0, hostIsRoutes: hasHost) }
            let refusals = platforms.compactMap { platform -> LinkVerdict? in
                let verdicts = candidates.map { resolver.verdict($0, on: platform, simulate: false, explain: false) }
                return verdicts.contains(where: \.opensApp) ? nil : verdicts.first
            }
            guard !refusals.isEmpty else { continue }
            findings.append(LintFinding(
                rule: .unadmittedRoute, severity: .warning,
                message: "route \"\(route.path)\" is reachable as \(url), but "
                    + refusals.map { "\($0.platform.displayName) does not hand it to the app on any linked domain (\($0.reason))" }
                        .joined(separator: "; and "),
                jsonPath: route.location.jsonPath, position: route.location.position, routeIndex: endpoint.routeIndex, witness: url))
        }

        // What the association files and intent filters admit.
        if let ios = setup.ios, let linked = links.ios {
            for (declared, evaluator) in ios.associations {
                let origin = linked.associations.first { $0.domain == declared }?.location ?? linked.location
                let domain = LinkSamples.sampleHost(declared)
                let association = evaluator.association
                findings += AssociationShadowing.findings(association, domain: domain, origin: origin)
                for detail in association.details where detail.appIDs.contains(ios.appID) {
                    for component in detail.components ?? [] {
                        guard let url = LinkSamples.url(for: component, domain: domain, variables: association.substitutionVariables) else { continue }
                        samples.append((url, origin, "\(association.file):\(component.position) \(component.jsonPath)"))
                    }
                    for path in detail.components == nil ? (detail.paths ?? []) : [] where !path.excluded {
                        samples.append(("https://\(domain)" + LinkSamples.aasaSample(path.pattern, variables: [:]), origin,
                                        "\(association.file):\(path.position) \(path.jsonPath)"))
                    }
                }
            }
        }
        if let android = setup.android, let linked = links.android {
            // An app that does not install takes no link (asked once: the answer scans every filter).
            let installs = android.installProblem == nil
            for filter in android.manifest.filters where installs && IntentFilterMatcher.takesLinks(filter) {
                // Custom-scheme filters too: `fenix://settings` opens the app as surely as a verified web link.
                for url in LinkSamples.urls(for: filter, apiLevel: android.apiLevel, customSchemes: true) {
                    samples.append((url, linked.manifest.location, filter.rule(file: android.manifest.file)))
                }
            }
            findings += manifestFindings(android, location: linked.manifest.location)
            findings += AutoVerifyRule.findings(app: app, android: android, location: linked.manifest.location)
        }

        var seen = Set<String>()
        for sample in samples where seen.insert(sample.url).inserted {
            let verdicts = platforms.map { resolver.verdict(sample.url, on: $0, simulate: false, explain: false) }
            let opening = verdicts.filter(\.opensApp)
            if !opening.isEmpty, app.table.lookup(sample.url).routeIndex == nil {
                findings.append(LintFinding(
                    rule: .unroutedLink, severity: .warning,
                    message: "\(opening.map(\.platform.displayName).joined(separator: " and ")) hand\(opening.count == 1 ? "s" : "") \(sample.url)"
                        + " to the app (\(sample.source)), but no route handles it: the app opens on its first screen",
                    jsonPath: sample.origin.jsonPath, position: sample.origin.position, witness: sample.url))
            }
            if verdicts.count == 2, verdicts[0].opensApp != verdicts[1].opensApp {
                let (yes, no) = verdicts[0].opensApp ? (verdicts[0], verdicts[1]) : (verdicts[1], verdicts[0])
                findings.append(LintFinding(
                    rule: .platformDisagreement, severity: .warning,
                    message: "\(yes.platform.displayName) opens the app for \(sample.url) (\(sample.source)) but \(no.platform.displayName) does not: \(no.reason)",
                    jsonPath: sample.origin.jsonPath, position: sample.origin.position, witness: sample.url))
            }
        }
        return LintIgnore.filter(findings, file: app.file.routeFile)
    }

    /// The manifest's mistakes.
    package static func manifestFindings(_ android: LinkSetup.Android, location: JSONLocation) -> [LintFinding] {
        let file = android.manifest.file
        var findings: [LintFinding] = []
        func add(_ message: String, witness: String? = nil, severity: ConfigDiagnostic.Severity = .warning) {
            findings.append(LintFinding(rule: .intentFilter, severity: severity, message: message, jsonPath: location.jsonPath,
                                        position: location.position, witness: witness))
        }
        let filters = android.manifest.filters
        if let problem = android.installProblem {
            // An error: `link` answers "does not open the app" for every link, with the same words.
            add(problem, severity: .error)
        }
        // A share sheet, a text action or a content:// viewer is not a link: no link finding.
        for filter in filters where IntentFilterMatcher.isLinkFilter(filter) {
            let rule = filter.rule(file: file)
            let sample = LinkSamples.urls(for: filter, apiLevel: android.apiLevel).first
            if !IntentFilterMatcher.takesLinks(filter) {
                let missing = [IntentFilterMatcher.browsableCategory, IntentFilterMatcher.defaultCategory]
                    .filter { !filter.categories.contains($0) }.map { $0.components(separatedBy: ".").last! }
                add("\(rule) has action VIEW but no \(missing.joined(separator: " and ")) category: a link tapped in another app never reaches it",
                    witness: sample)
            }
            let otherSchemes = IntentFilterMatcher.nonWebSchemes(filter)
            if filter.autoVerify, IntentFilterMatcher.takesLinks(filter), IntentFilterMatcher.isWeb(filter),
               android.apiLevel >= IntentFilterMatcher.android12, !otherSchemes.isEmpty {
                add("\(rule) has android:autoVerify=\"true\" but also declares the scheme" + (otherSchemes.count == 1 ? " " : "s ")
                    + otherSchemes.map { "\"\($0)\"" }.joined(separator: ", ")
                    + ": from API 31 Android does not verify such a filter, so its web links open the browser; put the custom scheme in a filter of its own",
                    witness: sample)
            } else if filter.autoVerify, IntentFilterMatcher.takesLinks(filter) {
                for host in Set(filter.data.compactMap(\.host)).sorted() {
                    let verification = android.verification.verification(of: host.hasPrefix("*.") ? "www" + host.dropFirst(1) : host)
                    if !verification.verified {
                        add("\(rule) has android:autoVerify=\"true\" but \(host) is not verified: \(verification.reason)",
                            witness: sample.flatMap { $0.contains(host) ? $0 : nil } ?? "https://\(host)/")
                    }
                }
            }
            for data in filter.data {
                if let pattern = data.pathPattern, let reason = AndroidPathPattern(pattern).neverMatchesReason {
                    add("\(file):\(data.position) pathPattern=\"\(pattern)\" can never match: \(reason)")
                }
                if android.apiLevel < IntentFilterMatcher.android12 {
                    for (name, value) in [("pathSuffix", data.pathSuffix), ("pathAdvancedPattern", data.pathAdvancedPattern)] {
                        if let value {
                            add("\(file):\(data.position) \(name)=\"\(value)\" is ignored below API 31 (links.android.apiLevel is \(android.apiLevel))")
                        }
                    }
                }
                if let pattern = data.pathAdvancedPattern, !AndroidAdvancedPattern(pattern).isValid {
                    add("\(file):\(data.position) pathAdvancedPattern=\"\(pattern)\" is not a valid pattern and matches nothing")
                }
            }
            let schemes = filter.data.compactMap(\.scheme)
            if schemes.isEmpty, filter.data.contains(where: { $0.host != nil }) {
                let sibling = filters.first { $0.activity == filter.activity && $0.index != filter.index && $0.data.contains { $0.scheme != nil } }
                add("\(rule) has <data android:host> but no scheme, so it admits no link: the OS merges <data> only within one filter"
                    + (sibling.map { "; the scheme is in intent-filter #\($0.ordinalInActivity), where it admits every host" } ?? ""))
            }
            // Pairs written together in one <data> merge with every other pair of the filter.
            let pairs = filter.data.compactMap { data -> (scheme: String, host: String)? in
                guard let scheme = data.scheme, let host = data.host else { return nil }
                return (scheme, host)
            }
            if pairs.count > 1 {
                let written = Set(pairs.map { "\($0.scheme)://\($0.host)" })
                if let unintended = pairs.lazy.flatMap({ left in pairs.map { "\(left.scheme)://\($0.host)" } }).first(where: { !written.contains($0) }) {
                    add("\(rule) merges its <data> elements into every scheme and host combination, including \(unintended),"
                        + " which no <data> element writes; put unrelated scheme and host pairs in separate filters",
                        witness: unintended + "/")
                }
            }
        }
        return findings
    }
}
