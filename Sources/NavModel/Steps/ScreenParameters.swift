import NavRouting

extension Simulator {
    /// Whether `instance` holds the parameters a new instance of `planned` would receive.
    func hasSameParameters(_ instance: ScreenInstance, as planned: PlannedScreen, state: SimulatorState) -> Bool {
        var scratch = state
        let fresh = makeInstance(planned, state: &scratch)
        func values(_ screen: ScreenInstance) -> [String: String] {
            Dictionary(screen.parameters.map { ($0.name, $0.value.string) }, uniquingKeysWith: { _, last in last })
        }
        return values(fresh) == values(instance)
    }
}
