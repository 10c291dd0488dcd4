import NavSupport
import Foundation
import NavLinks
import NavRouteFile

/// `check`'s `shadowed-component` rule (docs/links.md, "check"): an apple-app-site-association
/// component, or a legacy path, that can never decide because an earlier one of the same detail
/// matches every URL it matches. iOS stops at the first match (Supporting associated domains;
/// WWDC19 session 717), so the later one is dead: a `NOT /projects/*/*/pledge*` written after
/// `/projects/*` never keeps a pledge link in Safari.
///
/// A pattern covers another when, reading the other's `*` as "any text" and its `?` as "any one
/// character", it still matches it (a `*` absorbs anything, a `?` one character or `?`). That
/// test never claims a cover that does not hold; patterns with substitution variables are not compared.
package enum AssociationShadowing {
    /// The shadowed components and legacy paths of `association`, each with a witness on `domain`.
    package static func findings(_ association: AppleAppSiteAssociation, domain: String, origin: JSONLocation) -> [LintFinding] {
        var findings: [LintFinding] = []
        func add(later: String, earlier: String, excludes: Bool, witness: String?) {
            findings.append(LintFinding(
                rule: .shadowedComponent, severity: .warning,
                message: "\(later) can never decide: \(earlier), earlier in the same detail, matches every URL it matches and"
                    + (excludes ? " keeps them in Safari" : " opens the app for them") + " first (iOS stops at the first match); remove it or move it up",
                jsonPath: origin.jsonPath, position: origin.position, witness: witness))
        }
        for detail in association.details {
            let outer = detail.defaults.over(association.defaults)
            if let components = detail.components {
                let compiled = components.map { Part(component: $0, settings: $0.settings.over(outer)) }
                for (index, later) in compiled.enumerated() where index > 0 {
                    guard let earlier = compiled[..<index].first(where: { $0.covers(later) }) else { continue }
                    var sample = later.component
                    sample.exclude = false
                    add(later: "\(association.file):\(later.component.position) \(later.component.jsonPath) \(later.component.summary)",
                        earlier: "\(earlier.component.jsonPath) \(earlier.component.summary)", excludes: earlier.component.exclude,
                        witness: LinkSamples.url(for: sample, domain: domain, variables: association.substitutionVariables))
                }
            } else if let paths = detail.paths {
                for (index, later) in paths.enumerated() where index > 0 {
                    guard let laterPattern = Glob(later.pattern, caseSensitive: true, percentEncoded: false),
                          let earlier = paths[..<index].first(where: { entry in
                              Glob(entry.pattern, caseSensitive: true, percentEncoded: false)?.covers(laterPattern) ?? false
                          })
                    else { continue }
                    let written = { (path: AppleAppSiteAssociation.LegacyPath) in
                        quotedJSONString((path.excluded ? "NOT " : "") + path.pattern)
                    }
                    add(later: "\(association.file):\(later.position) \(later.jsonPath) \(written(later))",
                        earlier: "\(earlier.jsonPath) \(written(earlier))", excludes: earlier.excluded,
                        witness: "https://\(domain)" + LinkSamples.aasaSample(later.pattern, variables: [:]))
                }
            }
        }
        return findings
    }

    /// A component with its effective settings and its patterns read once (`nil`: not compared).
    private struct Part {
        let component: AppleAppSiteAssociation.Component
        let path: Glob?
        let fragment: Glob?
        let query: Glob?
        let items: [(name: String, pattern: Glob?)]
        /// `*` under these settings: what an absent part matches.
        let any: Glob?
        private let hasQuery: Bool

        init(component: AppleAppSiteAssociation.Component, settings: AppleAppSiteAssociation.MatchSettings) {
            let caseSensitive = settings.caseSensitive ?? true
            let percentEncoded = settings.percentEncoded ?? true
            func glob(_ text: String?) -> Glob? { Glob(text ?? "*", caseSensitive: caseSensitive, percentEncoded: percentEncoded) }
            self.component = component
            path = glob(component.path)
            fragment = glob(component.fragment)
            any = glob(nil)
            switch component.query {
            case .pattern(let pattern)?: query = glob(pattern); items = []; hasQuery = true
            case .items(let list)?: query = nil; items = list.map { ($0.name, glob($0.pattern)) }; hasQuery = true
            case nil: query = nil; items = []; hasQuery = false
            }
        }

        /// Whether every URL `other` matches, this one matches too.
        func covers(_ other: Part) -> Bool {
            // An absent part matches everything; a pattern that cannot be compared (nil) covers nothing.
            guard component.path == nil || Self.covers(path, other.path),
                  component.fragment == nil || Self.covers(fragment, other.fragment) else { return false }
            guard hasQuery else { return true }
            switch (component.query, other.component.query) {
            case (.pattern?, .pattern?): return Self.covers(query, other.query)
            case (.pattern?, _): return Self.covers(query, other.any)
            case (.items?, .items?):
                return items.allSatisfy { item in
                    guard let theirs = other.items.first(where: { $0.name == item.name }) else { return Self.covers(item.pattern, other.any) }
                    return Self.covers(item.pattern, theirs.pattern)
                }
            default: return items.allSatisfy { Self.covers($0.pattern, other.any) }
            }
        }

        private static func covers(_ mine: Glob?, _ theirs: Glob?) -> Bool {
            guard let mine, let theirs else { return false }
            return mine.covers(theirs)
        }
    }

    /// An AASA pattern as `*`, `?` and literal characters, for the cover test.
    package struct Glob {
        enum Token: Equatable { case literal(Character), one, any }
        let tokens: [Token]
        let caseSensitive: Bool

        /// `nil` for a pattern with a substitution variable (not compared).
        package init?(_ pattern: String, caseSensitive: Bool, percentEncoded: Bool) {
            guard !pattern.contains("$(") else { return nil }
            let decoded = percentEncoded ? (pattern.removingPercentEncoding ?? pattern) : pattern
            tokens = decoded.map { $0 == "*" ? .any : $0 == "?" ? .one : .literal($0) }
            self.caseSensitive = caseSensitive
        }

        /// Whether this pattern matches every text `other` matches.
        package func covers(_ other: Glob) -> Bool {
            // A case-sensitive pattern cannot be shown to cover a case-insensitive one here.
            if caseSensitive, !other.caseSensitive { return false }
            let fold = !caseSensitive
            let mine = fold ? tokens.map(Self.folded) : tokens
            let theirs = fold ? other.tokens.map(Self.folded) : other.tokens
            // Most pairs differ in a literal before any wildcard: no search for those.
            for (left, right) in zip(mine, theirs) {
                guard case .literal = left, case .literal = right else { break }
                if left != right { return false }
            }
            var memo = [Bool?](repeating: nil, count: (mine.count + 1) * (theirs.count + 1))
            func cover(_ i: Int, _ j: Int) -> Bool {
                let key = i * (theirs.count + 1) + j
                if let known = memo[key] { return known }
                let result: Bool
                if i == mine.count {
                    result = j == theirs.count
                } else if mine[i] == .any {
                    result = cover(i + 1, j) || (j < theirs.count && cover(i, j + 1))
                } else if j == theirs.count {
                    result = false
                } else if mine[i] == .one {
                    result = theirs[j] != .any && cover(i + 1, j + 1)
                } else {
                    result = mine[i] == theirs[j] && cover(i + 1, j + 1)
                }
                memo[key] = result
                return result
            }
            return cover(0, 0)
        }

        private static func folded(_ token: Token) -> Token {
            if case .literal(let character) = token {
                let lower = character.lowercased()
                return lower.count == 1 ? .literal(Character(lower)) : token
            }
            return token
        }
    }
}
