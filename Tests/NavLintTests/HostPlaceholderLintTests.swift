import Testing
@testable import NavLint
import TestSupport

/// A route's `host` placeholders are parameters: a title or alert that uses one is filled, and
/// `where` on one, or on a query item, names something the route reads.
@Suite struct HostPlaceholderLintTests {
    @Test func hostPlaceholdersAndQueryConditionsAreNoFindings() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write("""
            { "scheme": "wiki",
              "screens": { "Article": { "title": "{title} ({lang})" } },
              "routes": [
                { "path": "wiki/:title", "screen": "Article", "host": "{lang}.wikipedia.org", "where": { "lang": "^[a-z]+$" },
                  "alert": "Reading {lang}" },
                { "path": "w/index.php", "screen": "History", "where": { "action": "^history$" } }
              ] }
            """, to: "wiki.json")
        let result = RouteFileCheck.run(path: path)
        #expect(result.findings.filter { $0.severity == .error }.isEmpty, "\(result.textLines.joined(separator: "\n"))")
    }

    @Test func aPlaceholderNoHostBringsIsStillUnfilled() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write("""
            { "scheme": "wiki",
              "screens": { "Article": { "title": "{title} ({site})" } },
              "routes": [ { "path": "wiki/:title", "screen": "Article", "host": "{lang}.wikipedia.org" } ] }
            """, to: "wiki.json")
        let result = RouteFileCheck.run(path: path)
        #expect(result.findings.contains { $0.rule == .unfilledPlaceholder && $0.message.contains("\"site\"") })
    }
}
