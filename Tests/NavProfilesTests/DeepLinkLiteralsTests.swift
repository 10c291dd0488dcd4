import Foundation
import NavRouting
import Testing
@testable import NavProfiles

/// The literal text checked before a deep link's regex runs only ever refuses URIs the regex
/// refuses too: the check and the index built on it change how fast an answer comes, never the
/// answer.
@Suite struct DeepLinkLiteralsTests {
    static let patterns = [
        "example.com/x/{a}{b}{c}z7", "example.com/x/{a}z7?q={q}", "www.example.com/users/{id}",
        "www.example.com/.*/end", "myapp://Host/{id}/Detail", "example.com/x/{a}z7#{frag}",
        "www.example.com/users/index", "example.com/{a}.*", "example.com/{}x{y}", "example.com/é/{id}",
    ]
    static let uris = [
        "https://example.com/x/aaaz7", "https://example.com/x/aaaz70", "https://example.com/x/z7?q=1",
        "https://example.com/x/aaz7#f", "https://EXAMPLE.com/X/aZ7", "http://www.example.com/users/3",
        "https://www.example.com/a/b/end", "https://www.example.com/a/end/more", "myapp://host/4/detail",
        "myapp://host/4/detail?x", "https://example.com/x/a?z7", "https://example.com/{}x{y}", "https://example.com/é/1",
        "https://example.com/x/aaz7/", "https://www.example.com/users/index",
    ]

    @Test func aURIThePathRegexTakesIsAlwaysAdmitted() throws {
        var refused = 0
        for source in Self.patterns {
            guard case .success(let pattern) = DeepLinkPattern.compile(source) else {
                Issue.record("\(source) does not compile")
                continue
            }
            for uri in Self.uris {
                let regexTakes = DeepLinkPattern.wholeMatch(pattern.pathRegex, uri) != nil
                let admitted = pattern.pathLiterals.admit(uri)
                if regexTakes { #expect(admitted, "\(source) refused \(uri), which its regex takes") }
                if !admitted { refused += 1 }
            }
        }
        // The check does refuse: most pairs here differ in their literal text.
        #expect(refused > 40, "refused \(refused)")
    }

    @Test func theIndexKeepsEveryRouteWhoseRegexTakesTheURI() throws {
        let table = try RouteTable(routes: Self.patterns.enumerated().map { RouteSpec(path: $0.element, index: $0.offset) },
                                   options: MatchingOptions(profile: .jetpack))
        let index = try #require(table.matcherIndex as? DeepLinkIndex)
        for uri in Self.uris {
            let candidates = Set(index.candidates(lowercasedURI: uri.lowercased()))
            for (position, source) in Self.patterns.enumerated() {
                guard case .success(let pattern) = DeepLinkPattern.compile(source),
                      DeepLinkPattern.wholeMatch(pattern.pathRegex, uri) != nil else { continue }
                #expect(candidates.contains(position), "\(source) is not a candidate for \(uri)")
            }
        }
        // A link ending in `z7` is no candidate for a URI whose path ends in `z70`.
        #expect(!index.candidates(lowercasedURI: "https://example.com/x/aaaz70").contains(0))
        #expect(index.candidates(lowercasedURI: "https://example.com/x/aaaz7").contains(0))
    }

    @Test func literalsSplitAtPlaceholdersAndWildcards() {
        let literals = DeepLinkLiterals(pattern: "Example.com/x/{a:int}{b}.*Z7?q={q}")
        #expect(literals.pieces.map { String(decoding: $0, as: UTF8.self) } == ["example.com/x/", "z7"])
        #expect(literals.endsInLiteral && literals.applies)
        #expect(!DeepLinkLiterals(pattern: "example.com/{id}").endsInLiteral)
        #expect(!DeepLinkLiterals(pattern: "example.com/é/{id}").applies)
    }
}
