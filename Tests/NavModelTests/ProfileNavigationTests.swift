import NavModel
import NavRouting
import NavSupport
import TestSupport
import Testing

/// A navigator that records what it is asked: one screen per opened URL, on one stack.
private struct RecordingNavigator: AppNavigator {
    struct Pages: Sendable, Equatable { var urls: [String] }

    func launch(link: String?, simulator: Simulator, on state: inout SimulatorState) -> StepReport? {
        state.navigatorState = NavigatorState(Pages(urls: [link ?? "home"]))
        return link.map { StepReport(input: $0, outcome: .applied, events: [.note("launched by \($0)")]) }
    }

    func open(_ url: String, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport {
        var pages = state.navigatorState?.value(as: Pages.self) ?? Pages(urls: [])
        guard url != "app://refuse" else { return StepReport(input: input, outcome: .refused(reason: "no", suggestions: [])) }
        pages.urls.append(url)
        state.navigatorState = NavigatorState(pages)
        var report = StepReport(input: input, outcome: .applied)
        report.details = StepDetails([("opened", .string(url))])
        return report
    }

    func perform(_ command: SimulatorCommand, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport? {
        guard case .back = command, var pages = state.navigatorState?.value(as: Pages.self), pages.urls.count > 1 else { return nil }
        pages.urls.removeLast()
        state.navigatorState = NavigatorState(pages)
        return StepReport(input: input, outcome: .applied)
    }

    func jsonDetails(of state: SimulatorState) -> [(String, JSONOutput)] {
        [("pages", .array((state.navigatorState?.value(as: Pages.self)?.urls ?? []).map { .string($0) }))]
    }

    func matchJSON(_ input: String, simulator: Simulator) -> (json: JSONOutput, matched: Bool)? { nil }
}

@Suite struct ProfileNavigationTests {
    private func simulator() throws -> Simulator {
        var simulator = try compiledApp(#"{"scheme": "app", "state": {"on": false}, "routes": [{"path": "/a", "screen": "A"}]}"#).simulator
        simulator.navigator = RecordingNavigator()
        return simulator
    }

    private func pages(_ state: SimulatorState) -> [String]? {
        state.navigatorState?.value(as: RecordingNavigator.Pages.self)?.urls
    }

    @Test func aColdStartIsTheNavigatorsLaunchFromTheHomeScreen() throws {
        #expect(pages(try simulator().coldStart()) == ["home"])
    }

    @Test func theFirstLinkOfAColdStartLaunchesTheApp() throws {
        let run = try simulator().run(["app://x", "app://y"])
        #expect(pages(run.state) == ["app://x", "app://y"])
        #expect(run.reports.map(\.isRefused) == [false, false])
        #expect(run.reports[1].details == StepDetails([("opened", .string("app://y"))]))
    }

    @Test func aWarmStartOpensTheLinkInTheRunningApp() throws {
        let run = try simulator().run(["app://x"], launch: Launch(from: ["app://w"]))
        #expect(pages(run.state) == ["home", "app://w", "app://x"])
    }

    @Test func aRefusalLeavesTheNavigatorsStateAsItWas() throws {
        let simulator = try simulator()
        var state = simulator.run(["app://x"]).state
        let before = state
        #expect(simulator.perform("app://refuse", on: &state).isRefused)
        #expect(state == before)
    }

    @Test func commandsTheNavigatorDeclinesTakeTheSharedRoad() throws {
        let simulator = try simulator()
        var state = simulator.run(["app://x", "app://y"]).state
        #expect(!simulator.perform(":back", on: &state).isRefused)
        #expect(pages(state) == ["app://x"])
        #expect(!simulator.perform(":set on=true", on: &state).isRefused)
        #expect(state.flags["on"] == true)
        #expect(pages(state) == ["app://x"])
    }
}

@Suite struct InAppNavigationCommandTests {
    private let routes = #"""
    {"scheme": "app", "routes": [
      {"path": "/a", "screen": "A"}, {"path": "/b", "screen": "B", "policy": "replace"}, {"path": "/c", "screen": "C"}]}
    """#

    private func stack(_ state: SimulatorState) -> [String] {
        state.tree.tabs[state.tree.selectedTab].stack.screens.map(\.screen)
    }

    @Test func pushStacksTheScreenWhateverTheRoutesPolicy() throws {
        let simulator = try compiledApp(routes).simulator
        let run = simulator.run(["app://a", ":push app://b", ":push app://b"])
        #expect(run.reports.allSatisfy { !$0.isRefused })
        #expect(stack(run.state).suffix(3) == ["A", "B", "B"])
    }

    @Test func replaceTakesThePlaceOfTheTopScreen() throws {
        let simulator = try compiledApp(routes).simulator
        let run = simulator.run(["app://a", ":push app://c", ":replace app://a"])
        #expect(run.reports.allSatisfy { !$0.isRefused })
        #expect(stack(run.state).last == "A")
        #expect(!stack(run.state).contains("C"))
    }

    @Test func resetWithALinkIsAColdStartLaunchedByIt() throws {
        let simulator = try compiledApp(routes).simulator
        let run = simulator.run(["app://a", ":push app://c", ":reset app://b"])
        #expect(!run.reports[2].isRefused)
        #expect(run.state == simulator.run(["app://b"]).state)
    }

    @Test func theCommandsNeedAURL() throws {
        let simulator = try compiledApp(routes).simulator
        var state = simulator.coldStart()
        let report = simulator.perform(":push", on: &state)
        #expect(report.outcome == .refused(reason: "usage: :push URL", suggestions: []))
        #expect(SimulatorCommand(parsing: "push app://a") == .push("app://a"))
        #expect(SimulatorCommand(parsing: "reset app://a").text == ":reset app://a")
    }
}
