/// A `redirect` route sends the whole link on: the query items and the fragment of the URL
/// it matched are added to the target, so a parameter is never lost on the way (go_router
/// dropped query parameters through a redirect: flutter/flutter issue 182469). Items the
/// redirect template used (`{redirect_to}`) are not forwarded again.
package enum RedirectQuery {
    /// `target` with the query items of `original` whose keys it does not set itself and that
    /// are not in `used`, and the fragment of `original` when it has none.
    package static func carry(from original: String, to target: String, except used: Set<String> = []) -> String {
        let source = split(original)
        var result = split(target)
        if !source.query.isEmpty {
            let own = Set(result.query.map(key)).union(used.map { Substring($0) })
            result.query += source.query.filter { !own.contains(key($0)) }
        }
        if result.fragment == nil { result.fragment = source.fragment }
        var text = result.base
        if !result.query.isEmpty { text += "?" + result.query.joined(separator: "&") }
        if let fragment = result.fragment { text += "#" + fragment }
        return text
    }

    private static func split(_ url: String) -> (base: String, query: [String], fragment: String?) {
        var rest = Substring(url)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: [String] = []
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...].split(separator: "&").map(String.init)
            rest = rest[..<question]
        }
        return (String(rest), query, fragment)
    }

    private static func key(_ item: String) -> Substring {
        item.prefix { $0 != "=" }
    }
}
