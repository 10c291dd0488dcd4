import NavModel
import NavRouting
import PropertyBased
import TestSupport
import Testing

/// Random sequences of inputs never break the tree's invariants.
@Suite struct InvariantPropertyTests {
    static let inputs = [
        "app://cities/paris/42", "app://cities/rome", "app://cities/paris/42/book", "app://login", "app://help/wifi",
        "app://list/1/2", "app://similar/3", "app://bookings/new", "app://bookings/7", "app://old/5", "app://loop",
        "app://articles/x", "app://admin", "app://nope/nope", "https://evil.example.org/x", "", "   ", "%%%",
        ":back", ":back", ":tab 1", ":tab 2", ":tab 9", ":set loggedIn=true", ":set loggedIn=false", ":set admin=yes",
        ":reset", ":bogus", "newBooking", "hotel ritz", ":spotlight ritz", "app://cities/%2F/%zz",
    ]

    @Test func randomInputsKeepTheInvariants() async throws {
        let simulator = try NavigationRuleTests.hotels()
        await propertyCheck(count: 200, input: Gen.int(in: 0...(Self.inputs.count - 1)).array(of: 1...25)) { choices in
            var state = simulator.coldStart()
            for choice in choices {
                let input = Self.inputs[choice]
                let before = state
                let report = simulator.perform(input, on: &state)
                if report.isRefused {
                    #expect(state == before, "a refused input changes nothing: \(input)")
                }
                if input == ":back", before.tree.modals.isEmpty {
                    #expect(state.tree.currentTab.stack.screens.count == max(1, before.tree.currentTab.stack.screens.count - 1),
                            "back pops one screen and never the root")
                }
                checkTreeInvariants(state, simulator)
            }
        }
    }

    @Test func unmatchedInputNeverChangesTheState() async throws {
        let simulator = try NavigationRuleTests.hotels()
        let junk = Gen.character(in: " "..."~").string(of: 0...40)
        await propertyCheck(count: 300, input: junk) { text in
            var state = simulator.coldStart()
            _ = simulator.perform("app://cities/paris/42", on: &state)
            let before = state
            let report = simulator.perform("app://zz" + text, on: &state)
            if report.isRefused { #expect(state == before) }
            checkTreeInvariants(state, simulator)
        }
    }
}
