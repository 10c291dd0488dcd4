import Foundation
import NavConfig
import NavUI
import Testing

/// Long random sequences of key presses, mouse events, pastes, resizes (down to 1×1) and
/// reloads through `update` and `view`: the UI never crashes and always draws a screen of the
/// terminal's size.
@Suite struct RandomEventTests {
    /// SplitMix64: reproducible from its seed.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let typed: [String] = [
        "shop://products/shoes/42", "shop://cart/checkout", "shop://login", "shop://orders", ":back", ":tab 2", ":tab 9",
        ":set loggedIn=true", ":reset", ":routes", ":explain shop://x", ":record", ":bogus", "cart", "%%%", "é漢字🙂", "\u{1B}[2J",
    ]

    static func event(_ random: inout Random, app: CompiledApp) -> Msg {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30:
            let text = typed.randomElement(using: &random) ?? ""
            let character = text.isEmpty ? "x" : text[text.index(text.startIndex, offsetBy: Int.random(in: 0..<text.count, using: &random))]
            return .key(.character(character))
        case 30..<45:
            let keys: [KeyInput] = [.enter, .backspace, .delete, .tab, .backTab, .escape, .up, .down, .left, .right, .home, .end,
                                    .pageUp, .pageDown, .resize, .unknown(9999)]
            return .key(keys.randomElement(using: &random) ?? .enter)
        case 45..<55:
            return .key(.function(Int.random(in: 0...64, using: &random)))
        case 55..<62:
            return .key(.ctrl(Character(Unicode.Scalar(UInt8.random(in: 0x61...0x7A, using: &random)))))
        case 62..<72:
            let kinds: [MouseEvent.Kind] = [.press, .release, .scrollUp, .scrollDown]
            return .key(.mouse(MouseEvent(x: Int.random(in: -5...250, using: &random), y: Int.random(in: -5...80, using: &random),
                                          kind: kinds.randomElement(using: &random) ?? .press)))
        case 72..<80:
            let text = typed.randomElement(using: &random) ?? ""
            return .key(.paste(Int.random(in: 0..<10, using: &random) == 0 ? String(repeating: text + "\n", count: 3000) : text))
        case 80..<88:
            return .resize(columns: Int.random(in: 1...220, using: &random), rows: Int.random(in: 1...70, using: &random))
        case 88..<90:
            return .reloaded(.success(app))
        case 90..<92:
            return .reloaded(.failure(RouteFileError(path: "shop.json", diagnostics: [
                ConfigDiagnostic(severity: .error, message: "expected ',' or '}'", position: SourcePosition(line: 3, column: 7)),
            ])))
        default:
            // Whole inputs typed and submitted.
            return .key(.paste(typed.randomElement(using: &random) ?? ""))
        }
    }

    @Test(arguments: 1...12)
    func randomEventsNeverCrashAndAlwaysDrawTheWholeScreen(seed: UInt64) throws {
        let app = try Fixture.app()
        var random = Random(state: seed)
        var state = AppState(app: app, columns: 100, rows: 30)
        for step in 0..<2_000 {
            let msg = Self.event(&random, app: app)
            _ = update(&state, msg)
            // Half the pasted inputs are submitted.
            if case .key(.paste) = msg, Bool.random(using: &random) { _ = update(&state, .key(.enter)) }
            if step % 7 == 0 || step == 1_999 {
                let screen = view(state)
                #expect(screen.width == max(state.columns, 0) && screen.height == max(state.rows, 0),
                        "seed \(seed) step \(step): drew \(screen.width)×\(screen.height) for \(state.columns)×\(state.rows)")
            }
        }
    }
}
