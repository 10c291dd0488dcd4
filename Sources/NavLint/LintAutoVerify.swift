import NavApp
import NavLinks
import NavRouteFile
import NavRouting
import NavSupport

/// `autoverify-missing`: an https deep link (a manifest filter, a filter a navigation graph's
/// `<deepLink>` generates, or a route on a literal https host) whose host no intent filter with
/// `android:autoVerify="true"` declares. From API 31 Android verifies only the hosts such a filter
/// declares; any other web link opens the browser, never the app (Now in Android's filter has no
/// autoVerify). The `link` command answers "Chrome: … not verified" for it.
enum AutoVerifyRule {
    static func findings(app: CompiledApp, android: LinkSetup.Android, location: JSONLocation) -> [LintFinding] {
        guard android.apiLevel >= IntentFilterMatcher.android12, android.installProblem == nil else { return [] }
        let filters = android.manifest.filters.filter { IntentFilterMatcher.takesLinks($0) && IntentFilterMatcher.isWeb($0) }
        let verifying = filters.filter(\.autoVerify).flatMap { $0.data.compactMap(\.host) }.map { $0.lowercased() }
        func declared(_ host: String) -> Bool {
            verifying.contains { pattern in
                pattern == host || pattern == "*" || (pattern.hasPrefix("*.") && host.hasSuffix(pattern.dropFirst(1)))
            }
        }
        var findings: [LintFinding] = []
        var reported = Set<String>()
        func report(_ host: String, _ origin: String, witness: String, at place: JSONLocation, routeIndex: Int? = nil) {
            guard !declared(host), reported.insert(host).inserted else { return }
            findings.append(LintFinding(
                rule: .autoverifyMissing, severity: .warning,
                message: "\(origin) takes https links on \(host), but no intent filter with android:autoVerify=\"true\" declares "
                    + "\(host): from API 31 (links.android.apiLevel is \(android.apiLevel)) Android opens them in the browser, never "
                    + "in the app; add android:autoVerify=\"true\" to a filter of that host (and an assetlinks.json statement)",
                jsonPath: place.jsonPath, position: place.position, routeIndex: routeIndex, witness: witness))
        }
        let file = android.manifest.file
        for filter in filters where !filter.autoVerify {
            for host in filter.data.compactMap(\.host) where host != "*" {
                let name = host.lowercased()
                report(name, filter.rule(file: file), witness: LinkSamples.urls(for: filter, apiLevel: android.apiLevel)
                    .first { $0.contains(LinkSamples.sampleHost(name)) } ?? "https://\(LinkSamples.sampleHost(name))/", at: location)
            }
        }
        // Routes written on a literal https host (`https://a.example.com/x/{id}`, `"host"` under an https scheme).
        for endpoint in app.table.endpoints {
            guard let host = endpoint.host, host.isLiteral, ["http", "https"].contains(endpoint.scheme ?? ""),
                  let route = app.file.routeFile.routes.indices.contains(endpoint.routeIndex) ? app.file.routeFile.routes[endpoint.routeIndex] : nil
            else { continue }
            let name = host.source.lowercased()
            report(name, "route \(quotedJSONString(route.path))", witness: "https://\(name)/", at: route.location, routeIndex: endpoint.routeIndex)
        }
        return findings
    }
}
