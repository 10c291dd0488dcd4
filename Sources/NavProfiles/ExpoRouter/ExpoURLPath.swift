/// expo-router's `extractExpoPathFromURL` (`fork/extractPathFromURL.ts`) for a built app (not
/// Expo Go): the path `getStateFromPath` receives for a URL the OS handed over.
enum ExpoURLPath {
    /// The path of `url`, without its leading `/`, and without `baseUrl` in front.
    static func path(of url: String, baseUrl: String?) -> String {
        let path = exactPath(of: url)
        let trimmed = path.hasPrefix("/") ? String(path.dropFirst()) : path
        return strippingBaseUrl(trimmed, baseUrl: baseUrl)
    }

    /// `extractExactPathFromURL`: a web link's path, query and fragment (origin dropped); a
    /// custom scheme's host, path and decoded query.
    static func exactPath(of url: String) -> String {
        let lowered = url.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") {
            let afterScheme = url[url.index(url.firstIndex(of: ":")!, offsetBy: 3)...]
            let end = afterScheme.firstIndex(where: { "/?#".contains($0) }) ?? afterScheme.endIndex
            let host = afterScheme[..<end].split(separator: "@").last.map { $0.split(separator: ":").first.map(String.init) ?? "" } ?? ""
            if ["exp.host", "u.expo.dev"].contains(host.lowercased()) { return "" }
            let rest = afterScheme[end...]
            return rest.hasPrefix("/") ? String(rest) : "/" + rest
        }
        return fromDeepLink(url)
    }

    /// `fromDeepLink`: `scheme://HOST/p?q` is `HOST/p?q`, the query's values decoded again and
    /// `__expo_*` launch parameters dropped; the fragment is not kept; text without a scheme is itself.
    static func fromDeepLink(_ url: String) -> String {
        guard ExpoURLText.scheme(of: url) != nil, let colon = url.firstIndex(of: ":") else { return url }
        var rest = url[url.index(after: colon)...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var query: Substring = ""
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        var host: Substring = ""
        if rest.hasPrefix("//") {
            let authority = rest.dropFirst(2)
            let end = authority.firstIndex(of: "/") ?? authority.endIndex
            host = authority[..<end]
            if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
            rest = authority[end...]
        }
        if host.lowercased() == "expo-development-client" {
            guard let target = ExpoURLText.searchParams(query).first(where: { $0.name == "url" })?.value, !target.isEmpty else { return "" }
            return exactPath(of: ExpoURLText.safelyDecode(target))
        }
        if let wrapped = ExpoURLText.searchParams(query).first(where: { $0.name == "__expo_url" })?.value, !wrapped.isEmpty {
            return exactPath(of: wrapped)
        }
        var result = String(host) + ExpoURLText.encodePath(rest)
        let pairs = ExpoURLText.searchParams(query).filter { !$0.name.hasPrefix("__expo") }
        if !pairs.isEmpty {
            result += "?" + pairs.map { "\($0.name)=\(ExpoURLText.safelyDecode($0.value))" }.joined(separator: "&")
        }
        return result
    }

    /// `stripBaseUrl`: `baseUrl` removed from the front of the path.
    static func strippingBaseUrl(_ path: String, baseUrl: String?) -> String {
        guard let baseUrl, !baseUrl.isEmpty else { return path }
        let base = baseUrl.hasPrefix("/") ? String(baseUrl.dropFirst()) : baseUrl
        var text = Substring(path)
        while text.hasPrefix("/") { text = text.dropFirst() }
        guard text.hasPrefix(base) else { return path }
        let remainder = text.dropFirst(base.count)
        return String(remainder.hasPrefix("/") ? remainder.dropFirst() : remainder)
    }
}
