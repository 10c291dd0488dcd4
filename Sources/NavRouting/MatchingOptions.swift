/// Whether the authority of `scheme://host/path` is the first path component (JLRoutes' rule).
public enum HostAsPath: String, Sendable, CaseIterable, Codable {
    /// The profile's own rule (navsim: custom schemes yes, universal-link domains and `localhost` no;
    /// JLRoutes: yes unless the host contains a dot or is `localhost`).
    case auto
    /// Always a path component (JLRoutes `alwaysTreatsHostAsPathComponent`).
    case always
    /// Never: the host is dropped.
    case never
}

/// How URLs are read and compared. `nil` fields take the profile's default.
public struct MatchingOptions: Sendable, Equatable {
    public var profile: MatchingProfile
    /// Literal segments compare case-sensitively. Every profile defaults to true (JLRoutes and
    /// WAAppRouting compare with `isEqualToString:`); `false` is a navsim extension.
    public var caseSensitive: Bool?
    /// `+` means a space (navsim: in the query; JLRoutes: in path variables and query values;
    /// WAAppRouting never decodes it).
    public var decodePlus: Bool?
    public var treatHostAsPath: HostAsPath
    /// The app's own scheme: input without a scheme uses it.
    public var defaultScheme: String?
    /// Universal-link domains: `https://DOMAIN/path` routes like `scheme://path`. An entry may be
    /// a pattern (`*.example.com`, `{lang}.wikipedia.org`: one label per placeholder).
    public var domains: [String]
    /// The hosts routes say (`host`), filled in by `RouteTable`: a URL's host that fits one is
    /// never read as a path component.
    public var routeHosts: [HostPattern] = []
    /// `http` and `https` when the app has a table of its own for them (a route or a `schemes`
    /// entry says the scheme: a browser such as DuckDuckGo), filled in by `RouteTable`: a web link
    /// whose host is no domain then reads as a custom-scheme URL, its host the first component.
    var webSchemeTables: Set<String> = []

    public init(profile: MatchingProfile = .navsim, caseSensitive: Bool? = nil, decodePlus: Bool? = nil,
                treatHostAsPath: HostAsPath = .auto, defaultScheme: String? = nil, domains: [String] = []) {
        self.profile = profile
        self.caseSensitive = caseSensitive
        self.decodePlus = decodePlus
        self.treatHostAsPath = treatHostAsPath
        self.defaultScheme = defaultScheme
        self.domains = domains
    }

    /// The effective case sensitivity for the profile.
    public var isCaseSensitive: Bool {
        caseSensitive ?? true
    }

    /// The effective `+` decoding for the profile.
    public var decodesPlus: Bool {
        decodePlus ?? profile.rules.decodesPlusByDefault
    }
}
