import Foundation
import NavUI
import Testing

/// The states the view tests render, by name (`scripts/update-view-tests.py --print` prints
/// them for review).
enum Scenes {
    static func make(_ name: String) throws -> AppState {
        switch name {
        case "cold": return try Fixture.state()
        case "deep":
            var state = try Fixture.state()
            Fixture.enter("shop://products/shoes/42", into: &state)
            return state
        case "guard":
            var state = try make("deep")
            Fixture.enter("shop://cart/checkout", into: &state)
            return state
        case "error":
            var state = try make("deep")
            Fixture.enter("shop://prodcts/shoes/42", into: &state)
            return state
        case "help":
            var state = try Fixture.state()
            _ = update(&state, .key(.function(1)))
            return state
        case "quick":
            var state = try Fixture.state()
            _ = update(&state, .key(.ctrl("p")))
            _ = update(&state, .key(.down))
            return state
        case "navigator":
            var state = try make("deep")
            _ = update(&state, .key(.escape))
            _ = update(&state, .key(.up))
            return state
        case "narrow":
            var state = try make("deep")
            _ = update(&state, .resize(columns: 60, rows: 18))
            return state
        case "tiny":
            var state = try Fixture.state()
            _ = update(&state, .resize(columns: 30, rows: 10))
            return state
        default: throw CocoaError(.featureUnsupported)
        }
    }

    static let names = ["cold", "deep", "guard", "error", "help", "quick", "navigator", "narrow", "tiny"]
}
