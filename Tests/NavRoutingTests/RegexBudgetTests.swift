import Foundation
import PropertyBased
import Testing
@testable import NavRouting

/// `where` regular expressions: every evaluation is bounded, and the backtracking-prone shapes
/// are recognised for `navsim check`.
@Suite struct RegexBudgetTests {
    /// `(.*a){25}` against forty `a`s and a `!` ran for many seconds before the budget.
    @Test func aHostileRegexGivesUpAndDeclines() throws {
        let regex = try NSRegularExpression(pattern: "(.*a){25}")
        let value = String(repeating: "a", count: 40) + "!"
        #expect(RegexBudget.search(regex, in: value) == .exhausted)
        let constraint = try ParameterConstraint(name: "id", pattern: "(.*a){25}")
        #expect(!constraint.accepts(value))
    }

    @Test func aHostileWhereDeclinesTheURLInsteadOfHanging() throws {
        let table = try RouteTable(routes: [RouteSpec(path: "u/:id", scheme: "app", constraints: ["id": "(.*a){25}"], index: 0)],
                                   options: MatchingOptions(defaultScheme: "app"))
        #expect(table.match("app://u/" + String(repeating: "a", count: 100) + "!").match == nil)
        // An ordinary expression is unaffected.
        let digits = try RouteTable(routes: [RouteSpec(path: "u/:id", scheme: "app", constraints: ["id": "^[0-9]+$"], index: 0)],
                                    options: MatchingOptions(defaultScheme: "app"))
        #expect(digits.match("app://u/" + String(repeating: "7", count: 5_000)).match != nil)
        #expect(digits.match("app://u/" + String(repeating: "7", count: 5_000) + "x").match == nil)
    }

    @Test(arguments: [
        ("(a+)+", 5), ("(.*a){25}", 6), ("^(x*)*$", 6), ("((ab)+c)+", 9), ("(?:[a-z]+\\d)*", 13), ("(a{2,})+", 8),
    ])
    func nestedQuantifiersAreFound(pattern: String, column: Int) {
        #expect(RegexBudget.nestedQuantifier(in: pattern) == column)
    }

    @Test(arguments: ["^[0-9]+$", "(ab)+", "(a+)?", "(a+){1}", "[(a+)+]", "\\(a+\\)+", "^(en|fr)-[A-Z]{2}$", "(a|b)*c", "(\\d+)-(\\d+)"])
    func simpleExpressionsAreNotFlagged(pattern: String) {
        #expect(RegexBudget.nestedQuantifier(in: pattern) == nil)
    }

    /// Within the budget, a bounded search answers as an unbounded one does.
    @Test func boundedSearchAgreesWithFirstMatch() async {
        let pieces = ["a", "b", ".", "[ab]", "a*", "b+", "(ab)?", "^", "$", "\\d", "x|a"]
        let letters = Array("ab1x")
        await propertyCheck(input: Gen.int(in: 0...(pieces.count - 1)).array(of: 1...5),
                            Gen.int(in: 0...(letters.count - 1)).array(of: 0...12)) { parts, characters in
            let pattern = parts.map { pieces[$0] }.joined()
            let value = String(characters.map { letters[$0] })
            guard let regex = try? NSRegularExpression(pattern: pattern) else { return }
            let expected = regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
            #expect(RegexBudget.search(regex, in: value) == (expected ? .matched : .noMatch), "\(pattern) on \(value)")
        }
    }
}
