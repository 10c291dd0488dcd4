/// Which web hosts Android has verified for the app (docs/links.md, "Verification").
///
/// From API 31 the hosts to verify are those of intent filters with `android:autoVerify="true"`,
/// action VIEW, categories DEFAULT and BROWSABLE and an http(s) scheme, each verified on its
/// own. Below 31, one such filter makes Android verify the hosts of **every** web filter (action
/// VIEW, category BROWSABLE, an http(s) scheme), autoVerify or not, and one failing host leaves
/// every host unverified (AOSP frameworks/base, PackageManagerService.verifyIntentFiltersIfNeeded
/// in Android 6 to 10: "If any filters need to be verified, then all need to be"). A host is
/// verified when the assetlinks.json given for it (for `*.example.com`, the one for
/// `example.com`) has a `handle_all_urls` statement for the package and the signing certificate.
public struct AppLinkVerification: Sendable, Equatable {
    /// Each host to verify, as declared, with the outcome and why.
    public var hosts: [(host: String, verified: Bool, reason: String)]
    /// The `autoVerify` filters Android does not verify because they also declare a non-web
    /// scheme (from API 31), with those schemes.
    public var unverifiable: [(filter: AndroidManifest.IntentFilter, schemes: [String])] = []

    public static func == (lhs: AppLinkVerification, rhs: AppLinkVerification) -> Bool {
        lhs.hosts.map(\.host) == rhs.hosts.map(\.host) && lhs.hosts.map(\.verified) == rhs.hosts.map(\.verified)
    }

    /// Verifies the manifest's hosts against the assetlinks files.
    /// - Parameter assetlinks: domain → the file served there.
    public init(manifest: AndroidManifest, assetlinks: [String: AssetLinks], package: String, fingerprint: String, apiLevel: Int) {
        var asking = manifest.filters.filter { $0.autoVerify && IntentFilterMatcher.takesLinks($0) && IntentFilterMatcher.isWeb($0) }
        if apiLevel >= IntentFilterMatcher.android12 {
            unverifiable = asking.compactMap { filter in
                let schemes = IntentFilterMatcher.nonWebSchemes(filter)
                return schemes.isEmpty ? nil : (filter, schemes)
            }
            asking.removeAll { !IntentFilterMatcher.nonWebSchemes($0).isEmpty }
        }
        let verifiedFilters = apiLevel >= IntentFilterMatcher.android12 || asking.isEmpty ? asking
            : manifest.filters.filter { filter in
                filter.actions.contains(IntentFilterMatcher.viewAction) && filter.categories.contains(IntentFilterMatcher.browsableCategory)
                    && IntentFilterMatcher.isWeb(filter)
            }
        var seen = Set<String>()
        var declared: [String] = []
        for filter in verifiedFilters {
            for host in filter.data.compactMap(\.host) where seen.insert(host.lowercased()).inserted { declared.append(host) }
        }
        let files = Dictionary(assetlinks.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        var results = declared.map { host -> (host: String, verified: Bool, reason: String) in
            let site = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
            guard let file = files[site.lowercased()] else {
                return (host, false, "no assetlinks.json is given for \(site) in links.android.assetlinks")
            }
            let answer = file.verifies(package: package, fingerprint: fingerprint)
            return (host, answer.verified, answer.reason)
        }
        if apiLevel < IntentFilterMatcher.android12, let failing = results.first(where: { !$0.verified }) {
            results = results.map { result in
                result.verified
                    ? (result.host, false, "below API 31 one unverified host (\(failing.host): \(failing.reason)) leaves every host unverified")
                    : result
            }
        }
        hosts = results
    }

    /// Whether `host` is verified, and why (or why not).
    public func verification(of host: String?) -> (verified: Bool, reason: String) {
        guard let host else { return (false, "the link has no host") }
        let matching = hosts.filter { IntentFilterMatcher.hostMatches($0.host, host) }
        if let verified = matching.first(where: \.verified) { return (true, verified.reason) }
        if let failed = matching.first { return (false, failed.reason) }
        if let (filter, schemes) = unverifiable.first(where: { entry in
            entry.filter.data.contains { $0.host.map { IntentFilterMatcher.hostMatches($0, host) } ?? false }
        }) {
            return (false, "intent filter #\(filter.ordinalInActivity) of \(filter.activity) asks to verify \(host) but also declares the scheme"
                        + (schemes.count == 1 ? " " : "s ") + schemes.map { "\"\($0)\"" }.joined(separator: ", ")
                        + ", and from API 31 Android does not verify a filter with a non-web scheme")
        }
        return (false, "no intent filter with android:autoVerify=\"true\" declares the host \(host)")
    }
}
