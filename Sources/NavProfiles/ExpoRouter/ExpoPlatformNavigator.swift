import NavModel
import NavSupport

/// An app folder read once per simulated platform: each input is navigated by the navigator of
/// the platform the simulator runs (`--platform`, `:platform`, Ctrl-O), whose tree took that
/// platform's variants (`x.android.tsx` over `x.tsx` on Android); iOS when none is simulated.
struct ExpoPlatformNavigator: AppNavigator {
    let navigators: [Platform: ExpoRouterNavigator]
    /// The navigator of a run that simulates no platform (iOS's).
    let primary: ExpoRouterNavigator

    private func navigator(_ platform: Platform?) -> ExpoRouterNavigator { platform.flatMap { navigators[$0] } ?? primary }

    func launch(link: String?, simulator: Simulator, on state: inout SimulatorState) -> StepReport? {
        navigator(state.platform).launch(link: link, simulator: simulator, on: &state)
    }

    func open(_ url: String, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport {
        navigator(state.platform).open(url, input: input, simulator: simulator, on: &state)
    }

    func perform(_ command: SimulatorCommand, input: String, simulator: Simulator, on state: inout SimulatorState) -> StepReport? {
        navigator(state.platform).perform(command, input: input, simulator: simulator, on: &state)
    }

    func jsonDetails(of state: SimulatorState) -> [(String, JSONOutput)] { navigator(state.platform).jsonDetails(of: state) }

    func matchJSON(_ input: String, simulator: Simulator) -> (json: JSONOutput, matched: Bool)? {
        navigator(simulator.linkGate?.platform).matchJSON(input, simulator: simulator)
    }

    func currentURL(of state: SimulatorState) -> String? { navigator(state.platform).currentURL(of: state) }

    func routesJSON(simulator: Simulator) -> JSONOutput? { navigator(simulator.linkGate?.platform).routesJSON(simulator: simulator) }
}
