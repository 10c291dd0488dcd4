import TestSupport
import Testing
@testable import NavLinks

/// Apple's documented examples, each test naming the page it comes from.
@Suite struct AASAEvaluatorTests {
    /// The `components` example of "Supporting associated domains"
    /// (https://developer.apple.com/documentation/xcode/supporting-associated-domains).
    static let supportingAssociatedDomains = """
        {
          "applinks": {
            "details": [
              {
                "appIDs": [ "ABCDE12345.com.example.app", "ABCDE12345.com.example.app2" ],
                "components": [
                  { "#": "no_universal_links", "exclude": true,
                    "comment": "Matches any URL with a fragment that equals no_universal_links and instructs the system not to open it as a universal link." },
                  { "/": "/buy/*", "comment": "Matches any URL with a path that starts with /buy/." },
                  { "/": "/help/website/*", "exclude": true,
                    "comment": "Matches any URL with a path that starts with /help/website/ and instructs the system not to open it as a universal link." },
                  { "/": "/help/*", "?": { "articleNumber": "????" },
                    "comment": "Matches any URL with a path that starts with /help/ and that has a query item with name 'articleNumber' and a value of exactly four characters." }
                ]
              }
            ]
          },
          "webcredentials": { "apps": [ "ABCDE12345.com.example.app" ] },
          "appclips": { "apps": ["ABCDE12345.com.example.MyApp.Clip"] }
        }
        """

    @Test("Supporting associated domains: /buy/* admits, first match wins, exclude keeps a URL in Safari",
          arguments: [
              ("https://example.com/buy/shirt", true),
              ("https://example.com/buy/shirt#no_universal_links", false),   // the first component excludes it
              ("https://example.com/help/website/faq", false),                // excluded before /help/* is tried
              ("https://example.com/help/x?articleNumber=1234", true),
              ("https://example.com/help/x?articleNumber=123", false),        // ???? is exactly four characters
              ("https://example.com/help/x", false),                          // an absent item counts as "", which ???? does not match
              ("https://example.com/sell/shirt", false),
          ])
    func documentedComponents(url: String, expected: Bool) throws {
        let evaluator = try association(Self.supportingAssociatedDomains)
        #expect(admits(evaluator, url) == expected)
        #expect(admits(evaluator, url, appID: "ABCDE12345.com.example.app2") == expected)
    }

    @Test("An app the details do not name gets nothing, and the reason names the apps listed")
    func otherApp() throws {
        let answer = try association(Self.supportingAssociatedDomains)
            .evaluate(LinkURL("https://example.com/buy/x")!, appID: "ZZZZZ99999.com.other")
        #expect(!answer.admits)
        #expect(answer.reason.contains("ABCDE12345.com.example.app"))
    }

    @Test("The deciding rule is located: file, line:column, JSON path and the component")
    func decidingRule() throws {
        let answer = try association(Self.supportingAssociatedDomains).evaluate(LinkURL("https://example.com/help/website/a")!,
                                                                                 appID: "ABCDE12345.com.example.app")
        #expect(answer.decidingRule == #"aasa.json:10:11 applinks.details[0].components[2] {"/": "/help/website/*", "exclude": true}"#)
        #expect(answer.tried.count == 3)
        #expect(answer.tried[0].failure == ##"fragment "" does not match "#": "no_universal_links""##)
    }

    /// applinks.substitutionVariables
    /// (https://developer.apple.com/documentation/bundleresources/applinks/substitutionvariables):
    /// values may hold `?` and `*`; `$(lang)` and `$(region)` are predefined.
    @Test("substitutionVariables: custom and predefined variables",
          arguments: [
              ("https://example.com/en_US/pizza/", true),
              ("https://example.com/fr_CA/samosa/", true),
              ("https://example.com/en_US/salad/", false),
              ("https://example.com/en_12/pizza/", false),
              ("https://example.com/en_US/burrito-bowl/", true),   // "burrito*" holds a wildcard
          ])
    func substitutionVariables(url: String, expected: Bool) throws {
        let evaluator = try association("""
            { "applinks": {
                "substitutionVariables": { "food": [ "burrito*", "pizza", "sushi", "samosa" ] },
                "details": [ { "appIDs": ["ABCDE12345.com.example.app"], "components": [ { "/": "/$(lang)_$(region)/$(food)/" } ] } ]
            } }
            """)
        #expect(admits(evaluator, url) == expected)
    }

    /// applinks.SubstitutionVariables: the predefined `$(alpha)`, `$(upper)`, `$(lower)`,
    /// `$(alnum)`, `$(digit)` and `$(xdigit)` each stand for one character of their class.
    @Test("Predefined character classes match one character each")
    func characterClasses() throws {
        let evaluator = try association("""
            { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"],
              "components": [ { "/": "/v$(digit)/$(alpha)$(alnum)/$(xdigit)$(upper)$(lower)" } ] } ] } }
            """)
        #expect(admits(evaluator, "https://example.com/v2/a9/fQz"))
        #expect(!admits(evaluator, "https://example.com/v22/a9/fQz"))
        #expect(!admits(evaluator, "https://example.com/v2/a9/gQz"))
    }

    /// applinks.Details.Components: `*` matches zero or more characters, `?` one, `?*` one or more.
    @Test("Wildcards: * zero or more, ? exactly one, ?* at least one")
    func wildcards() throws {
        let evaluator = try association("""
            { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"],
              "components": [ { "/": "/a/?*" }, { "/": "/b/*" }, { "/": "/c/??" } ] } ] } }
            """)
        #expect(!admits(evaluator, "https://example.com/a/"))
        #expect(admits(evaluator, "https://example.com/a/x"))
        #expect(admits(evaluator, "https://example.com/b/"))
        #expect(admits(evaluator, "https://example.com/c/xy"))
        #expect(!admits(evaluator, "https://example.com/c/xyz"))
    }

    /// applinks.Defaults (https://developer.apple.com/documentation/bundleresources/applinks/defaults):
    /// "The more specific definition overrides the less specific."
    @Test("caseSensitive: file defaults, detail defaults and the component, the most specific wins")
    func caseSensitivityLevels() throws {
        let evaluator = try association("""
            { "applinks": { "defaults": { "caseSensitive": false },
              "details": [
                { "appIDs": ["ABCDE12345.com.example.app"], "components": [ { "/": "/buy/*" }, { "/": "/Exact", "caseSensitive": true } ] },
                { "appIDs": ["ABCDE12345.com.example.app"], "defaults": { "caseSensitive": true }, "components": [ { "/": "/sell/*" } ] }
              ] } }
            """)
        #expect(admits(evaluator, "https://example.com/BUY/x"))
        #expect(admits(evaluator, "https://example.com/Exact"))
        #expect(!admits(evaluator, "https://example.com/exact"))
        #expect(admits(evaluator, "https://example.com/sell/x"))
        #expect(!admits(evaluator, "https://example.com/SELL/x"))
    }

    /// applinks.Details.Components, `percentEncoded`: patterns are percent-encoded by default.
    @Test("percentEncoded: true decodes %XX in the pattern; false takes the pattern literally")
    func percentEncoding() throws {
        let encoded = try association("""
            { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"], "components": [ { "/": "/caf%C3%A9/*" } ] } ] } }
            """)
        #expect(admits(encoded, "https://example.com/caf%C3%A9/menu"))
        let literal = try association("""
            { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"],
              "components": [ { "/": "/100%/*", "percentEncoded": false } ] } ] } }
            """)
        #expect(admits(literal, "https://example.com/100%25/off"))
    }

    /// applinks.Details.Components.Query
    /// (https://developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary/components-swift.dictionary/query):
    /// a string is matched against the whole query; a dictionary's keys are query item names and
    /// every item the dictionary names must match (items it does not name do not matter).
    @Test("A ? string matches the whole query; a ? dictionary needs every item and ignores others")
    func queryRules() throws {
        let evaluator = try association("""
            { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"], "components": [
                { "/": "/s", "?": "q=*" },
                { "/": "/d", "?": { "a": "1", "b": "?*" } }
            ] } ] } }
            """)
        #expect(admits(evaluator, "https://example.com/s?q=hotel"))
        #expect(!admits(evaluator, "https://example.com/s?page=2"))
        #expect(admits(evaluator, "https://example.com/d?b=x&a=1&c=z"))
        #expect(!admits(evaluator, "https://example.com/d?a=1"))
    }

    /// The legacy `paths` example of "Support Universal Links" (Apple's App Search Programming
    /// Guide, archived): `NOT` excludes, order matters, and `components` take precedence.
    @Test("Legacy paths: NOT excludes, first match wins",
          arguments: [
              ("https://example.com/wwdc/news/", true),
              ("https://example.com/videos/wwdc/2015/x", true),
              ("https://example.com/videos/wwdc/2010/x", false),
              ("https://example.com/videos/wwdc/2011/x", true),
              ("https://example.com/videos/other", false),
          ])
    func legacyPaths(url: String, expected: Bool) throws {
        let evaluator = try association("""
            { "applinks": { "apps": [], "details": [ { "appID": "ABCDE12345.com.example.app",
              "paths": [ "/wwdc/news/", "/videos/wwdc/2015/*", "NOT /videos/wwdc/2010/*", "/videos/wwdc/201?/*" ] } ] } }
            """)
        #expect(admits(evaluator, url) == expected)
    }

    /// applinks.Details (https://developer.apple.com/documentation/bundleresources/applinks/details-swift.dictionary):
    /// on iOS 13 and later, when a detail has `components`, its legacy `paths` are ignored.
    @Test("components take precedence over paths in the same detail")
    func componentsOverPaths() throws {
        let evaluator = try association("""
            { "applinks": { "details": [ { "appIDs": ["ABCDE12345.com.example.app"],
              "components": [ { "/": "/new/*" } ], "paths": [ "/old/*" ] } ] } }
            """)
        #expect(admits(evaluator, "https://example.com/new/x"))
        #expect(!admits(evaluator, "https://example.com/old/x"))
    }

    @Test("When nothing matches, the reason names the rule that came closest")
    func closestRule() throws {
        let evaluator = try association(Self.supportingAssociatedDomains)
        let answer = evaluator.evaluate(LinkURL("https://example.com/help/x?articleNumber=12")!, appID: "ABCDE12345.com.example.app")
        #expect(answer.reason.contains("components[3]"))
        #expect(answer.reason.contains(#"query item "articleNumber" is "12""#))
    }
}
