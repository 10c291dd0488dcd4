import Foundation

/// Sample URLs that the platform files admit: what `check` tries when it looks for an admitted
/// URL no route handles, or one iOS and Android answer differently. Each wildcard is filled
/// with a short value (`*`, `?` and `.` with `1`, a variable with its first value).
package enum LinkSamples {
    /// A string `pattern` (an AASA pattern) matches.
    package static func aasaSample(_ pattern: String, variables: [String: [String]]) -> String {
        var out = ""
        var index = pattern.startIndex
        while index < pattern.endIndex {
            if pattern[index...].hasPrefix("$("), let close = pattern[index...].firstIndex(of: ")") {
                let name = String(pattern[pattern.index(index, offsetBy: 2)..<close])
                out += variableSample(name, variables: variables)
                index = pattern.index(after: close)
                continue
            }
            switch pattern[index] {
            case "*": if out.isEmpty || out.hasSuffix("/") { out += "1" } // fill an empty segment, else match nothing
            case "?": out += "1"
            default: out.append(pattern[index])
            }
            index = pattern.index(after: index)
        }
        return out
    }

    private static func variableSample(_ name: String, variables: [String: [String]]) -> String {
        if let first = variables[name]?.first { return aasaSample(first, variables: [:]) }
        switch name {
        case "alpha", "lower", "alnum": return "a"
        case "upper": return "A"
        case "digit": return "1"
        case "xdigit": return "f"
        case "region": return "US"
        case "lang": return "en"
        default: return "x"
        }
    }

    /// The URL a non-excluding component of `association` admits on `domain`, or `nil` for an
    /// exclusion.
    package static func url(for component: AppleAppSiteAssociation.Component, domain: String,
                    variables: [String: [String]]) -> String? {
        guard !component.exclude else { return nil }
        var path = component.path.map { aasaSample($0, variables: variables) } ?? "/"
        if !path.hasPrefix("/") { path = "/" + path }
        var url = "https://\(domain)\(path)"
        switch component.query {
        case .pattern(let pattern)?:
            let sample = aasaSample(pattern, variables: variables)
            if !sample.isEmpty { url += "?" + sample }
        case .items(let items)?:
            url += "?" + items.map { "\($0.name)=\(aasaSample($0.pattern, variables: variables))" }.joined(separator: "&")
        case nil:
            break
        }
        if let fragment = component.fragment {
            let sample = aasaSample(fragment, variables: variables)
            if !sample.isEmpty { url += "#" + sample }
        }
        return url
    }

    /// A path Android's simple glob `pattern` matches (as written in the manifest).
    package static func globSample(_ written: String) -> String {
        let pattern = Array(AndroidPathPattern.unescapeResourceString(written))
        var out = ""
        var index = 0
        while index < pattern.count {
            var character = pattern[index]
            var escaped = false
            if character == "\\", index + 1 < pattern.count {
                escaped = true
                index += 1
                character = pattern[index]
            }
            let starred = index + 1 < pattern.count && pattern[index + 1] == "*"
            if starred {
                out.append(!escaped && character == "." ? "1" : character)
                index += 2
            } else {
                out.append(!escaped && character == "." ? "1" : character)
                index += 1
            }
        }
        return out
    }

    /// A host that stands for `declared`: itself, `www.` for the subdomains a `*.` covers, and
    /// `example.com` for a bare `*`.
    package static func sampleHost(_ declared: String) -> String {
        declared == "*" ? "example.com" : declared.hasPrefix("*.") ? "www" + declared.dropFirst(1) : declared
    }

    /// Web URLs an intent filter admits: each scheme × host × path rule, with samples for patterns;
    /// with `customSchemes`, its custom-scheme URLs too (`fenix://settings`, no path added).
    package static func urls(for filter: AndroidManifest.IntentFilter, apiLevel: Int, customSchemes: Bool = false) -> [String] {
        let schemes = filter.data.compactMap(\.scheme).filter { customSchemes || ["http", "https"].contains($0) }
        let hosts = filter.data.compactMap { data -> String? in
            guard let host = data.host else { return nil }
            let name = sampleHost(host)
            return name + (data.port.map { ":\($0)" } ?? "")
        }
        guard !schemes.isEmpty, !hosts.isEmpty else { return [] }
        let paths = IntentFilterMatcher.pathRules(filter, apiLevel: apiLevel).compactMap { rule -> String? in
            switch rule.kind {
            case .path: rule.value
            case .pathPrefix: rule.value.hasSuffix("/") ? rule.value + "1" : rule.value + "/1"
            case .pathPattern: globSample(rule.value)
            case .pathSuffix: (rule.value.hasPrefix("/") ? "/1" : "/1/1") + rule.value
            case .pathAdvancedPattern: nil
            }
        }
        var urls: [String] = []
        var seen = Set<String>()
        for scheme in schemes where seen.insert(scheme).inserted {
            let isWeb = ["http", "https"].contains(scheme)
            for host in hosts {
                for path in paths.isEmpty ? [isWeb ? "/" : ""] : paths { urls.append("\(scheme)://\(host)\(path)") }
            }
        }
        return urls
    }

    /// `hotels://cities/paris` (a witness of the default scheme) as `https://DOMAIN/cities/paris`; with
    /// `hostIsRoutes` the host is the route's own, left out: `mastodon://mastodon.tld/a` as `https://DOMAIN/a`.
    package static func webURL(fromWitness witness: String, domain: String, hostIsRoutes: Bool = false) -> String? {
        guard let components = URLComponents(string: witness) else { return nil }
        let path = (hostIsRoutes ? "" : components.host.map { "/" + $0 } ?? "") + components.percentEncodedPath
        var url = "https://\(domain)" + (path.hasPrefix("/") ? path : "/" + path)
        if let query = components.percentEncodedQuery { url += "?" + query }
        if let fragment = components.percentEncodedFragment { url += "#" + fragment }
        return url
    }
}
