import NavSyntax

/// A pattern read the way a profile reads patterns (docs/profiles.md).
extension RoutePattern {
    /// Parses `source` as `profile` reads patterns, within the size limits of `PatternLimits.swift`.
    public init(_ source: String, profile: MatchingProfile) throws(PatternError) {
        try Self.checkSize(source)
        self.init(source: source, expansions: try profile.rules.parsePattern(source))
        try Self.checkSegments(expansions, source: source)
    }
}
