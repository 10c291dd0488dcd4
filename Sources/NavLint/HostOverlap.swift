import NavSyntax

extension HostPattern {
    /// Whether no host fits both patterns (`status` and `mastodon.{tld}`; `a.example.com` and
    /// `b.example.com`): routes on disjoint hosts never take the same URL. `false` when unsure.
    func isDisjoint(with other: HostPattern) -> Bool {
        // The labels both patterns spell out, right to left, must agree where both are literal.
        for (mine, theirs) in zip(labels.reversed(), other.labels.reversed()) {
            if case .literal(let left) = mine, case .literal(let right) = theirs, left != right { return true }
        }
        switch (anySubdomain, other.anySubdomain) {
        case (false, false): return labels.count != other.labels.count
        case (true, false): return other.labels.count <= labels.count
        case (false, true): return labels.count <= other.labels.count
        case (true, true): return false
        }
    }
}

/// Whether two routes' hosts rule out a shared URL: both say a host and no host fits both.
func hostsAreDisjoint(_ left: HostPattern?, _ right: HostPattern?) -> Bool {
    guard let left, let right else { return false }
    return left.isDisjoint(with: right)
}
