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

    /// A component with its effective settings.
    private struct Part {
        let component: AppleAppSiteAssociation.Component
        let settings: AppleAppSiteAssociation.MatchSettings

        func glob(_ text: String?) -> Glob? {
            Glob(text ?? "*", caseSensitive: settings.caseSensitive ?? true, percentEncoded: settings.percentEncoded ?? true)
        }

        /// Whether every URL `other` matches, this one matches too.
        func covers(_ other: Part) -> Bool {
            guard covers(component.path, other, other.component.path), covers(component.fragment, other, other.component.fragment) else { return false }
            switch (component.query, other.component.query) {
            case (nil, _): return true
            case (.pattern(let mine)?, .pattern(let theirs)?): return covers(mine, other, theirs)
            case (.pattern(let mine)?, _): return covers(mine, other, nil)
            case (.items(let mine)?, .items(let theirs)?):
                return mine.allSatisfy { item in covers(item.pattern, other, theirs.first { $0.name == item.name }?.pattern) }
            case (.items(let mine)?, _): return mine.allSatisfy { covers($0.pattern, other, nil) }
            }
        }

        private func covers(_ mine: String?, _ other: Part, _ theirs: String?) -> Bool {
            guard mine != nil else { return true }
            guard let mine = glob(mine), let theirs = other.glob(theirs) else { return false }
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
            var memo = [Int: Bool]()
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
