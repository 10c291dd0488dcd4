import Foundation
import NavModel
import NavRouteFile
import TestSupport
import NavLint
import NavRouting
import PropertyBased
import Testing

/// The tree invariants (TestSupport's `checkTreeInvariants`), on every shipped route file, under random
/// sequences of what a user can type there: a URL that reaches each route, the shortcuts, the
/// spotlight titles, every command with good and bad arguments, and junk.
@Suite struct ShippedAppInvariantTests {
    static let shippedFiles = ProjectFiles.routeFiles

    /// Everything worth typing into `app`.
    static func vocabulary(_ app: CompiledApp) -> [String] {
        let witnesses = WitnessGenerator(table: app.table).witnesses().compactMap(\.url)
        let flags = app.app.initialState.keys.sorted().flatMap { [":set \($0)=true", ":set \($0)=false"] }
        let tabs = (1...(app.app.effectiveTabs.count + 1)).map { ":tab \($0)" }
        return witnesses + app.app.shortcuts.map(\.name) + app.app.spotlight.map(\.title) + flags + tabs
            + [":back", ":back", ":back", ":reset", ":routes", ":explain \(witnesses.first ?? "x")", ":set", ":tab", ":bogus",
               "", "  ", "%%%", "app://zz/%zz", "\u{1}", "https://unknown.example.org/x", String(repeating: "/x", count: 300)]
    }

    @Test(arguments: shippedFiles)
    func randomInputsKeepTheInvariantsInEveryShippedApp(path: String) async throws {
        let app = try CompiledApp.load(path: path)
        let simulator = app.simulator
        let words = Self.vocabulary(app)
        await propertyCheck(count: 100, input: Gen.int(in: 0...(words.count - 1)).array(of: 1...30)) { choices in
            var state = simulator.coldStart()
            for (position, choice) in choices.enumerated() {
                let input = words[choice]
                let before = state
                // As `run` does: a cold start's first link launches the app.
                let report = simulator.perform(input, on: &state, launching: position == 0)
                if report.isRefused { #expect(state == before, "a refused input changes nothing: \(input)") }
                checkTreeInvariants(state, simulator)
            }
            #expect(simulator.run(choices.map { words[$0] }).state == state, "the same inputs give the same state")
        }
    }
}
