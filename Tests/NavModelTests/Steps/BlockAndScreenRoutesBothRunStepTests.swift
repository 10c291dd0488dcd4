import NavModel
import NavProfiles
import NavRouting
import Testing

/// `blockAndScreenRoutesBothRun`, listed by `waapprouting` (WAAppRouter.m, `handleURL:` looks up
/// the block handler and the route entity separately): a URL that a block route and a screen
/// route both take runs the two, in either registration order, and logs the rule naming the
/// other route; navsim runs the winner only.
@Suite struct BlockAndScreenRoutesBothRunStepTests {
    static let screen = #"{ "path": "list/:id", "screen": "List" }"#
    static let block = #"{ "path": "list/:id", "alert": "list {id}" }"#

    /// The screen route first also runs the block; the block route first also navigates.
    @Test(arguments: [[screen, block], [block, screen]])
    func bothRoutesRunInEitherOrder(_ routes: [String]) throws {
        let rule = try StepTestApp.rule(.blockAndScreenRoutesBothRun, of: .waapprouting)
        let waap = try StepTestApp.simulator(.waapprouting, routes: routes.joined(separator: ", "))
        let (state, reports) = waap.run(["app://list/5"])
        #expect(StepTestApp.screens(state.tree.currentTab.stack) == ["Home", "List"])
        #expect(state.alerts == ["list 5"])
        #expect(reports[0].events.contains(.note(rule + ": routes[1] runs too")))
    }

    @Test func navsimRunsTheWinnerOnly() throws {
        #expect(NavigationRules.navsim.rule(of: .blockAndScreenRoutesBothRun) == nil)
        let screenFirst = try StepTestApp.simulator(routes: Self.screen + ", " + Self.block).run(["app://list/5"]).state
        #expect(StepTestApp.screens(screenFirst.tree.currentTab.stack) == ["Home", "List"])
        #expect(screenFirst.alerts.isEmpty)
        let blockFirst = try StepTestApp.simulator(routes: Self.block + ", " + Self.screen).run(["app://list/5"]).state
        #expect(StepTestApp.screens(blockFirst.tree.currentTab.stack) == ["Home"])
        #expect(blockFirst.alerts == ["list 5"])
    }
}
