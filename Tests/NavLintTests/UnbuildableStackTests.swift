import Foundation
import NavLint
import NavModel
import NavRouteFile
import Testing
import TestSupport

/// `check` refuses what `open` refuses: a parent cycle, and a parent chain deeper than navigation
/// follows, are errors with the URL that proves them.
@Suite struct UnbuildableStackTests {
    @Test func aParentCycleIsAnError() throws {
        let app = try compiledApp(#"""
            {"scheme": "app", "routes": [
              {"path": "a", "screen": "A", "parent": "app://b"},
              {"path": "b", "screen": "B", "parent": "app://a"}]}
            """#)
        let findings = Linter.lint(app, rules: [.unbuildableStack])
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(findings.first?.message.contains("cannot be built") == true, "\(findings)")
        // open refuses the same link.
        let opened = app.simulator.run(["app://a"])
        #expect(opened.reports[0].isRefused)
    }

    @Test func aChainOfTenParentsIsAnErrorAndOfThreeIsNot() throws {
        func chain(_ depth: Int) -> String {
            let routes = (0..<depth).map { level in
                level == 0 ? #"{"path": "r0", "screen": "S0", "parent": false}"#
                    : #"{"path": "r\#(level)", "screen": "S\#(level)", "parent": "app://r\#(level - 1)"}"#
            }
            return #"{"scheme": "app", "routes": ["# + routes.joined(separator: ", ") + "]}"
        }
        let deep = try compiledApp(chain(11))
        let findings = Linter.lint(deep, rules: [.unbuildableStack])
        #expect(!findings.isEmpty)
        #expect(deep.simulator.run(["app://r10"]).reports[0].isRefused)
        let shallow = try compiledApp(chain(3))
        #expect(Linter.lint(shallow, rules: [.unbuildableStack]).isEmpty)
        #expect(!shallow.simulator.run(["app://r2"]).reports[0].isRefused)
    }
}
