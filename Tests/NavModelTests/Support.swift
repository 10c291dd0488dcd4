import NavModel
import NavRouting
import Testing

/// A small app written in code: routes as (spec fields, behaviour) pairs.
struct TestApp {
    var app: AppDefinition
    var specs: [RouteSpec] = []
    var options = MatchingOptions(defaultScheme: "app", domains: ["app.example.com"])

    init(tabs: [TabDefinition] = [], screens: [ScreenDefinition] = [], parameterScreens: [String: String] = [:],
         guards: [String: GuardDefinition] = [:], state: [String: Bool] = [:], shortcuts: [Shortcut] = [],
         spotlight: [SpotlightEntry] = []) {
        app = AppDefinition(name: "Test", scheme: "app", tabs: tabs,
                            screens: Dictionary(uniqueKeysWithValues: screens.map { ($0.id, $0) }),
                            parameterScreens: parameterScreens, guards: guards, initialState: state,
                            shortcuts: shortcuts, spotlight: spotlight)
    }

    mutating func route(_ behavior: RouteBehavior, priority: Int = 0, where constraints: [String: String] = [:],
                        defaults: [String: String] = [:]) {
        specs.append(RouteSpec(path: behavior.path, scheme: behavior.scheme, priority: priority, constraints: constraints,
                               defaults: defaults, screen: behavior.screen, index: specs.count))
        app.routes.append(behavior)
    }

    func simulator() throws -> Simulator {
        Simulator(app: app, table: try RouteTable(routes: specs, options: options,
                                                  screenDefaults: app.screens.mapValues(\.defaults.dictionary)))
    }
}

/// Applies inputs in order and returns the described final state.
func states(_ simulator: Simulator, _ inputs: [String]) -> (lines: [String], reports: [StepReport], state: SimulatorState) {
    let (state, reports) = simulator.run(inputs)
    return (simulator.describe(state), reports, state)
}
