/// Android's intent resolution for a `VIEW` intent carrying a URL, filter by filter
/// (`IntentFilter.match`, docs/links.md "Android"): action, categories, then the data, where all
/// `<data>` elements of a filter are merged into sets (schemes × hosts × paths).
package enum IntentFilterMatcher {
    package static let viewAction = "android.intent.action.VIEW"
    package static let defaultCategory = "android.intent.category.DEFAULT"
    package static let browsableCategory = "android.intent.category.BROWSABLE"
    /// The API level from which `pathSuffix` and `pathAdvancedPattern` exist and unverified web links open the browser.
    package static let android12 = 31
    /// The API level from which an assetlinks.json's dynamic rules apply (Android 15).
    package static let android15 = 35
    /// Schemes that name content on the device, not a link anyone taps (`content://`, `file://`).
    package static let nonLinkSchemes: Set<String> = ["content", "file", "android.resource"]

    /// Whether the filter is about links at all: action VIEW and a URL scheme other than the
    /// device's content schemes (or a host, which only a link has). A share sheet (`SEND`), a
    /// text action (`PROCESS_TEXT`) or a `content://` viewer is not, and draws no link finding.
    package static func isLinkFilter(_ filter: AndroidManifest.IntentFilter) -> Bool {
        guard filter.actions.contains(viewAction) else { return false }
        let schemes = filter.data.compactMap(\.scheme)
        return schemes.contains { !nonLinkSchemes.contains($0) } || (schemes.isEmpty && filter.data.contains { $0.host != nil })
    }

    /// The schemes of an `autoVerify` filter besides http and https: from Android 12 such a filter
    /// is not verified at all (add-applinks: "Do not include other schemes, as this will prevent
    /// verification"; AOSP DomainVerificationCollector collects only filters whose schemes are all web).
    package static func nonWebSchemes(_ filter: AndroidManifest.IntentFilter) -> [String] {
        var seen = Set<String>()
        return filter.data.compactMap(\.scheme).filter { !["http", "https"].contains($0) && seen.insert($0).inserted }
    }

    /// Whether the filter can receive a link tapped in another app at all (VIEW, DEFAULT, BROWSABLE).
    package static func takesLinks(_ filter: AndroidManifest.IntentFilter) -> Bool {
        filter.actions.contains(viewAction) && filter.categories.contains(defaultCategory) && filter.categories.contains(browsableCategory)
    }

    /// Whether the filter declares a web scheme.
    package static func isWeb(_ filter: AndroidManifest.IntentFilter) -> Bool {
        filter.data.contains { ["http", "https"].contains($0.scheme ?? "") }
    }

    /// Why `filter` does not admit `url` on a device at `apiLevel`; `nil` when it admits it.
    package static func rejection(_ filter: AndroidManifest.IntentFilter, _ url: LinkURL, apiLevel: Int) -> String? {
        rejection(filter, url, rules: pathRules(filter, apiLevel: apiLevel))
    }

    /// ``rejection(_:_:apiLevel:)`` with the filter's path rules already compiled.
    package static func rejection(_ filter: AndroidManifest.IntentFilter, _ url: LinkURL, rules: [PathRule]) -> String? {
        firstFailure(filter, url, rules: rules).map { describe($0, filter, url, rules: rules) }
    }

    /// The first test a filter fails for a URL, without building a message.
    package enum Failure {
        case notExported, noView, categories, mimeType, noScheme, scheme, host, path
    }

    /// Whether `filter` admits `url` (what a verdict needs when nothing is explained).
    package static func firstFailure(_ filter: AndroidManifest.IntentFilter, _ url: LinkURL, rules: [PathRule]) -> Failure? {
        if filter.exported == false { return .notExported }
        guard filter.actions.contains(viewAction) else { return .noView }
        guard filter.categories.contains(defaultCategory), filter.categories.contains(browsableCategory) else { return .categories }
        if filter.data.contains(where: { $0.mimeType != nil }) { return .mimeType }
        guard filter.data.contains(where: { $0.scheme != nil }) else { return .noScheme }
        guard filter.data.contains(where: { $0.scheme == url.scheme }) else { return .scheme }
        // A port or path without a host is ignored, as Android ignores it.
        guard filter.data.contains(where: { $0.host != nil }) else { return nil }
        guard filter.data.contains(where: { data in
            data.host.map { hostMatches($0, url.host) && (data.port == nil || data.port == url.port) } ?? false
        }) else { return .host }
        guard rules.isEmpty || rules.contains(where: { $0.matches(url.path) }) else { return .path }
        return nil
    }

    /// The failure in words, naming what the filter declares.
    package static func describe(_ failure: Failure, _ filter: AndroidManifest.IntentFilter, _ url: LinkURL, rules: [PathRule]) -> String {
        switch failure {
        case .notExported: return "its activity is android:exported=\"false\", so other apps cannot start it"
        case .noView: return "no <action android:name=\"\(viewAction)\"/>"
        case .categories:
            let missing = [defaultCategory, browsableCategory].filter { !filter.categories.contains($0) }
            return "no <category android:name=\"\(missing.joined(separator: "\"/> or \""))\"/>: a link tapped in another app needs both DEFAULT and BROWSABLE"
        case .mimeType: return "it declares a mimeType, and a link carries no type"
        case .noScheme: return "no <data android:scheme>: the filter admits no link"
        case .scheme:
            return "scheme \"\(url.scheme)\" is not among \(list(filter.data.compactMap(\.scheme))) (Android compares schemes case-sensitively)"
        case .host:
            let hosts = filter.data.compactMap { data in data.host.map { $0 + (data.port.map { ":\($0)" } ?? "") } }
            return "host \"\(url.host ?? "")\(url.port.map { ":\($0)" } ?? "")\" is not among \(list(hosts))"
        case .path:
            return "path \"\(url.path)\" matches none of \(listedNames(rules.map(\.description)))"
        }
    }

    /// Whether a filter's host (`example.com`, `*.example.com`, `*`) admits `host`; as Android documents, case-sensitively.
    package static func hostMatches(_ declared: String, _ host: String?) -> Bool {
        guard let host else { return false }
        if declared.hasPrefix("*") {
            let suffix = declared.dropFirst()
            return host.count >= suffix.count && host.hasSuffix(suffix)
        }
        return declared == host
    }

    /// One path attribute of a `<data>` element.
    package struct PathRule: CustomStringConvertible, Sendable {
        enum Kind: String, Sendable { case path, pathPrefix, pathPattern, pathSuffix, pathAdvancedPattern }
        let kind: Kind
        let value: String
        private let simple: AndroidPathPattern?
        private let advanced: AndroidAdvancedPattern?

        init(kind: Kind, value: String) {
            self.kind = kind
            self.value = value
            simple = kind == .pathPattern ? AndroidPathPattern(value) : nil
            advanced = kind == .pathAdvancedPattern ? AndroidAdvancedPattern(value) : nil
        }

        func matches(_ path: String) -> Bool {
            switch kind {
            case .path: path == value
            case .pathPrefix: path.hasPrefix(value)
            case .pathSuffix: path.hasSuffix(value)
            case .pathPattern: simple!.matches(path)
            case .pathAdvancedPattern: advanced!.matches(path)
            }
        }

        package var description: String { "\(kind.rawValue)=\"\(value)\"" }
    }

    /// The filter's path rules on a device at `apiLevel`: `pathSuffix` and `pathAdvancedPattern`
    /// do not exist below API 31 and are dropped, as the older platform drops unknown attributes.
    package static func pathRules(_ filter: AndroidManifest.IntentFilter, apiLevel: Int) -> [PathRule] {
        filter.data.flatMap { data -> [PathRule] in
            var rules: [PathRule] = []
            data.path.map { rules.append(PathRule(kind: .path, value: $0)) }
            data.pathPrefix.map { rules.append(PathRule(kind: .pathPrefix, value: $0)) }
            data.pathPattern.map { rules.append(PathRule(kind: .pathPattern, value: $0)) }
            if apiLevel >= android12 {
                data.pathSuffix.map { rules.append(PathRule(kind: .pathSuffix, value: $0)) }
                data.pathAdvancedPattern.map { rules.append(PathRule(kind: .pathAdvancedPattern, value: $0)) }
            }
            return rules
        }
    }

    private static func list(_ names: [String]) -> String {
        var seen = Set<String>()
        return "{" + names.filter { seen.insert($0).inserted }.map { "\"\($0)\"" }.joined(separator: ", ") + "}"
    }
}
