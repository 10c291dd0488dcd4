import TestSupport
import Foundation
import Testing
@testable import NavRouting

/// Patterns of any size are refused with a message, never a crash or a stall (found while
/// fuzzing; see Fuzz/regressions/pattern).
@Suite struct PatternLimitTests {
    /// 10,000 nested groups overflowed the parser's stack (it recurses once per level).
    @Test(arguments: MatchingProfile.allCases)
    func deepGroupNestingIsRefusedAtTheFirstLevelTooMany(profile: MatchingProfile) {
        let source = String(repeating: "(", count: 10_000) + "a" + String(repeating: ")", count: 10_000)
        #expect(throws: PatternError(pattern: source, column: 17, message: "optional groups nest more than 16 deep")) {
            try RoutePattern(source, profile: profile)
        }
    }

    /// A one-megabyte path took a minute and 2 GB: every expansion copied the whole text.
    @Test(arguments: MatchingProfile.allCases)
    func overlongPathIsRefusedPastTheLimit(profile: MatchingProfile) {
        let source = String(repeating: "a", count: 1_000_000) + "(/b)(/c)"
        #expect(throws: PatternError(pattern: source, column: 2049, message: "the path is longer than 2048 characters")) {
            try RoutePattern(source, profile: profile)
        }
    }

    /// 500,000 segments overflowed the trie's stack (it recurses once per segment).
    @Test(arguments: MatchingProfile.allCases)
    func tooManySegmentsAreRefused(profile: MatchingProfile) throws {
        let source = "a" + String(repeating: "/a", count: 199)
        #expect(throws: PatternError(pattern: source, column: 1, message: "the path has 200 segments; the limit is 128")) {
            try RoutePattern(source, profile: profile)
        }
        _ = try RoutePattern("a" + String(repeating: "/a", count: 127), profile: profile)
    }

    /// JLRoutes allowed 12 optional groups (4,096 expansions) under a 256-expansion message.
    @Test func jlroutesOptionalGroupsStopAtTheExpansionLimit() throws {
        let eight = try RoutePattern("/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)(/i)", profile: .jlroutes)
        #expect(eight.expansions.count == 256)
        #expect(eight.expansions.first?.text == "/a/b/c/d/e/f/g/h/i")
        #expect(eight.expansions.last?.text == "/a")
        let nine = "/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)(/i)(/j)"
        #expect(throws: PatternError(pattern: nine, column: 1, message: "optional groups expand into more than 256 routes")) {
            try RoutePattern(nine, profile: .jlroutes)
        }
    }

    /// Counting over the optional groups only keeps JLRoutes' order of equal-length expansions.
    @Test func jlroutesExpansionOrderIsBinaryCountingOrder() throws {
        let pattern = try RoutePattern("/r(/a)/m(/b)(/c)", profile: .jlroutes)
        #expect(pattern.expansions.map(\.text) == ["/r/a/m/b/c", "/r/a/m/b", "/r/a/m/c", "/r/m/b/c", "/r/a/m", "/r/m/b",
                                                    "/r/m/c", "/r/m"])
    }

    /// A table error quotes a long path by its start only.
    @Test func tableErrorsQuoteLongPathsShortly() {
        let path = String(repeating: "x", count: 3000)
        #expect(throws: TableErrors(errors: [TableError(
            routeIndex: 0, column: 2049,
            message: "invalid path \"\(String(repeating: "x", count: 77))…\": column 2049: the path is longer than 2048 characters")])) {
            try RouteTable(routes: [RouteSpec(path: path, index: 0)])
        }
    }

    /// A table of 30,000 routes compiles and answers (its compile time is a benchmark figure,
    /// not asserted here; the time limit only turns a quadratic regression into a failure).
    @Test(.timeLimit(.minutes(2)), .tags(.stress), StressTests.condition) func thirtyThousandRoutesCompile() throws {
        let specs = (0..<30_000).map { RouteSpec(path: "r\($0)/:x", index: $0) }
        let table = try RouteTable(routes: specs, options: MatchingOptions(defaultScheme: "app"))
        #expect(table.match("app://r29999/y").match?.routeIndex == 29_999)
    }
}

/// `backtracking-regex`'s second shape: a repeated group whose alternatives overlap.
@Suite struct OverlappingAlternationTests {
    @Test(arguments: [("^(a|aa)+$", 8), ("(.|x)*", 6), ("(?:ab|ac){2,}", 10), ("x(\\d|1)+", nil), ("(a|b)+", nil), ("(a|aa)", nil), ("[(a|a)]+", nil)])
    func overlappingAlternativesUnderARepeatAreFound(pattern: String, column: Int?) {
        #expect(RegexBudget.repeatedOverlappingAlternation(in: pattern) == column)
    }
}
