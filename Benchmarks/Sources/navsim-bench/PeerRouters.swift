import Foundation
@_spi(Internal) import Hummingbird
import HummingbirdCore
import RoutingKit

/// The two peers, RoutingKit 4.9.3's `TrieRouter` and Hummingbird 2.28.1's `RouterTrie`, used as
/// an app would use them for deep links: each is given the full URL string, so the app splits
/// scheme, host, path and query itself, picks the router of the URL's scheme (an app's own
/// scheme and its universal-link domains share one), and reads parameters by name, decoded.
///
/// Hummingbird's trie is reached through `@_spi(Internal)` (`RouterPathTrieBuilder`,
/// `RouterTrie`), as Hummingbird's own benchmarks reach it: not stable API.
final class PeerRouters {
    /// One route as both peers write it (`/repos/:owner/*/x/**`) and the value routing returns.
    struct Entry {
        var scheme: String?
        var path: String
        var value: Int
    }

    /// How URLs reach the routers: the app's scheme and domains, the schemes that fall back.
    struct Settings {
        var defaultScheme: String
        var domains: Set<String>
        var fallbackSchemes: Set<String> = []
    }

    let settings: Settings
    /// Keyed by scheme; "" is the app's own scheme (and its universal links, and bare paths).
    private(set) var routingKit: [String: TrieRouter<Int>] = [:]
    private(set) var hummingbird: [String: RouterTrie<Int>] = [:]
    /// Entries left out because a peer cannot hold them next to an earlier one (RoutingKit
    /// refuses two parameter names at one position; both keep one output per path).
    private(set) var skipped = 0

    init(_ entries: [Entry], settings: Settings) {
        self.settings = settings
        var builders: [String: RouterPathTrieBuilder<Int>] = [:]
        var parameterNames: [String: String] = [:]
        var registered: Set<String> = []
        for entry in entries {
            let key = entry.scheme ?? ""
            let pieces = entry.path.split(separator: "/").map(String.init)
            // RoutingKit stops the process when one position has two parameter names.
            var prefix = key + "|"
            var names: [(String, String)] = []
            for piece in pieces {
                if piece.hasPrefix(":") { names.append((prefix, piece)) }
                // RoutingKit keeps one node for a parameter and `*` at one position.
                prefix += (piece.hasPrefix(":") || piece == "*" ? ":" : piece) + "/"
            }
            let fits = names.allSatisfy { position, name in parameterNames[position].map { $0 == name } ?? true }
            guard fits, registered.insert(prefix).inserted else {
                skipped += 1
                continue
            }
            for (position, name) in names { parameterNames[position] = name }
            let router = routingKit[key] ?? TrieRouter(Int.self)
            router.register(entry.value, at: entry.path.pathComponents)
            routingKit[key] = router
            let builder = builders[key] ?? RouterPathTrieBuilder<Int>()
            builder.addEntry(RouterPath(entry.path), value: entry.value)
            builders[key] = builder
        }
        for (key, builder) in builders { hummingbird[key] = RouterTrie(base: builder) }
    }

    /// Which table a URL goes to, and whether its host is the path's first component.
    private func table(scheme: Substring?, host: Substring?) -> (key: String, hostIsComponent: Bool)? {
        guard let scheme else { return ("", false) }
        if scheme == "https" || scheme == "http" {
            guard let host, settings.domains.contains(String(host)) else { return nil }
            return ("", false)
        }
        let key = scheme == settings.defaultScheme ? "" : String(scheme)
        return (key, host != nil && host?.isEmpty == false)
    }

    // MARK: RoutingKit

    /// The URL split as careful app code splits it: on its UTF-8 bytes, into `Substring`s.
    struct SplitURL {
        var scheme: Substring?
        var host: Substring?
        var path: Substring
        var query: Substring?
    }

    static func split(_ url: String) -> SplitURL {
        var rest = Substring(url)
        var scheme: Substring?, host: Substring?, query: Substring?
        if let colon = rest.utf8.firstIndex(of: UInt8(ascii: ":")), !rest.utf8[..<colon].contains(UInt8(ascii: "/")) {
            scheme = rest[..<colon]
            rest = rest[rest.utf8.index(after: colon)...]
            if rest.utf8.starts(with: "//".utf8) {
                rest = rest.dropFirst(2)
                let end = rest.utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
                host = rest[..<end]
                rest = rest[end...]
            }
        }
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
        if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[rest.utf8.index(after: question)...]
            rest = rest[..<question]
        }
        return SplitURL(scheme: scheme, host: host, path: rest, query: query)
    }

    /// `%XX` (and `+` in a query) decoded with Foundation, only when there is something to decode.
    static func decoded<S: StringProtocol>(_ text: S, plus: Bool = false) -> String {
        let hasPlus = plus && text.utf8.contains(UInt8(ascii: "+"))
        guard text.utf8.contains(UInt8(ascii: "%")) || hasPlus else { return String(text) }
        let spaced = hasPlus ? text.replacingOccurrences(of: "+", with: " ") : String(text)
        return spaced.removingPercentEncoding ?? spaced
    }

    /// `a=1&b=2`, each name and value decoded.
    static func queryItems(_ query: Substring?) -> [(String, String)] {
        guard let query else { return [] }
        return query.utf8.split(separator: UInt8(ascii: "&")).map { piece in
            guard let equals = piece.firstIndex(of: UInt8(ascii: "=")) else { return (decoded(Substring(piece), plus: true), "") }
            return (decoded(Substring(piece[..<equals]), plus: true), decoded(Substring(piece[piece.index(after: equals)...]), plus: true))
        }
    }

    /// RoutingKit: split the URL, decode the path's components (as Vapor does before routing),
    /// route, fall back to the app's table when the scheme says so.
    func routeWithRoutingKit(_ url: String, _ parameters: inout RoutingKit.Parameters) -> (value: Int, query: [(String, String)])? {
        let parts = Self.split(url)
        guard let (key, hostIsComponent) = table(scheme: parts.scheme, host: parts.host), let router = routingKit[key] else { return nil }
        var components = parts.path.utf8.split(separator: UInt8(ascii: "/")).map { Self.decoded(Substring($0)) }
        if hostIsComponent, let host = parts.host { components.insert(Self.decoded(host), at: 0) }
        var value = router.route(path: components, parameters: &parameters)
        if value == nil, key != "", settings.fallbackSchemes.contains(key) {
            parameters = RoutingKit.Parameters()
            value = routingKit[""]?.route(path: components, parameters: &parameters)
        }
        guard let value else { return nil }
        return (value, Self.queryItems(parts.query))
    }

    // MARK: Hummingbird

    /// Hummingbird: `URI` splits the URL, the trie resolves the path (the host prepended when
    /// it is the first component), values are decoded when read.
    func routeWithHummingbird(_ url: String) -> (value: Int, parameters: Hummingbird.Parameters, uri: URI)? {
        let uri = URI(url)
        let scheme = uri.scheme.map { Substring($0.rawValue) }
        let host = uri.host.map { Substring($0) }
        guard let (key, hostIsComponent) = table(scheme: scheme, host: host), let trie = hummingbird[key] else { return nil }
        let path = hostIsComponent ? "/" + (uri.host ?? "") + uri.path : uri.path
        if let found = trie.resolve(path) { return (found.value, found.parameters, uri) }
        if key != "", settings.fallbackSchemes.contains(key), let found = hummingbird[""]?.resolve(path) {
            return (found.value, found.parameters, uri)
        }
        return nil
    }
}
