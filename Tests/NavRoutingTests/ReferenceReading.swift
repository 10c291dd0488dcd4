@testable import NavRouting

/// The navsim profile's reading written plainly over `String`s and `Character`s, rule by rule
/// as docs/route-file.md states it: the model `NavsimReadingTests` holds the byte reader to.
/// Slow and simple on purpose; not used by the library.
enum ReferenceReading {
    static func parse(_ input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        let trimmed = input.trimmingWhitespace()
        if trimmed.isEmpty { return .failure(RequestError("the input is empty: type a URL such as hotels://cities/paris or a path such as /cities/paris")) }
        if trimmed.utf8.count > RouteRequest.maximumLength {
            return .failure(RequestError("the URL is \(trimmed.utf8.count) bytes long; the limit is \(RouteRequest.maximumLength)"))
        }
        if let control = trimmed.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return .failure(RequestError("the URL contains the control character U+\(String(control.value, radix: 16, uppercase: true).leftPadded(to: 4)); remove it or percent-encode it"))
        }
        let parts = URLParts(trimmed)
        var scheme = parts.scheme.map { $0.lowercased() } ?? options.defaultScheme?.lowercased()
        var components: [String] = []
        var droppedHost: String?
        var universal = false
        if let authority = parts.authority {
            let rawHost = URLParts.host(of: authority)
            let host = rawHost.lowercased()
            let isWeb = scheme == "http" || scheme == "https"
            let isDomain = options.domains.contains { $0.lowercased() == host }
                || (isWeb && options.treatHostAsPath == .auto && options.domains.contains { domain in
                    domain.hasPrefix("*.") && host.hasSuffix(domain.dropFirst().lowercased()) && host.count > domain.count - 1
                })
            if isDomain || host == "localhost" || host.isEmpty || options.treatHostAsPath == .never {
                if !host.isEmpty { droppedHost = host }
                if isDomain, isWeb {
                    universal = true
                    scheme = options.defaultScheme?.lowercased() ?? scheme
                }
            } else if isWeb, options.treatHostAsPath != .always {
                let known = options.domains.isEmpty ? "the route file lists no domains" : "domains: " + options.domains.joined(separator: ", ")
                return .failure(RequestError("\(host) is not one of this app's universal-link domains (\(known))"))
            } else {
                components.append(PercentDecoding.decode(rawHost))
            }
        }
        for piece in parts.path.split(separator: "/", omittingEmptySubsequences: true) {
            components.append(PercentDecoding.decode(piece))
        }
        let query = parts.query.map { RouteRequest.parseQuery($0, plusAsSpace: options.decodesPlus) } ?? []
        let fragment = parts.fragment.map { PercentDecoding.decode($0) }
        return .success(RouteRequest(input: input, scheme: scheme, droppedHost: droppedHost, components: components,
                                     query: query, fragment: fragment, isUniversalLink: universal))
    }

    /// The reading above, then the trie over the decoded `String`s.
    static func match(_ input: String, in table: RouteTable) -> MatchOutcome {
        switch parse(input, options: table.options) {
        case .failure(let error): return .invalid(error)
        case .success(let request): return NavsimMatcher().match(request, in: table).map { .matched($0) } ?? .unmatched(request)
        }
    }
}
