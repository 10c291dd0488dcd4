import Foundation
import NavModel
import NavRouting
import Testing

/// Dependencies that fan out are refused quickly instead of taking exponential time.
@Suite struct DependencyFanOutTests {
    /// Nine routes, each depending on the next twelve times: 12^8 plans, a hang before the limit.
    /// The refusal's reason proves the limit stopped the walk; the time limit only turns a
    /// regression (an exponential walk) into a failure instead of a hung suite.
    @Test(.timeLimit(.minutes(2))) func fanningOutDependenciesAreRefusedAtOnce() throws {
        var test = TestApp()
        for level in 0..<9 {
            test.route(RouteBehavior(path: "r\(level)", screen: "S\(level)",
                                     dependencies: level < 8 ? Array(repeating: "app://r\(level + 1)", count: 12) : []))
        }
        let simulator = try test.simulator()
        let (state, reports) = simulator.run(["app://r0"])
        #expect(reports.first?.outcome == .refused(
            reason: "building the stack takes more than 256 routes through dependencies and parents; list each dependency once",
            suggestions: []))
        #expect(state == simulator.coldStart())
    }

    /// The limit leaves room for ordinary dependency chains.
    @Test func aChainOfDependenciesStillBuildsItsStack() throws {
        var test = TestApp()
        for level in 0..<6 {
            test.route(RouteBehavior(path: "r\(level)", screen: "S\(level)",
                                     dependencies: level < 5 ? ["app://r\(level + 1)", "app://r\(level + 1)"] : []))
        }
        let (lines, reports, _) = states(try test.simulator(), ["app://r0"])
        #expect(reports.allSatisfy { !$0.isRefused })
        #expect(lines.first?.contains("S5") == true && lines.first?.contains("S0") == true)
    }
}
