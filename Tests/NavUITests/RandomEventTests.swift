import Foundation
import NavRouteFile
import TestSupport
import NavUI
import PropertyBased
import Testing
import NavSupport

/// Long random sequences of key presses, mouse events, pastes, resizes (down to 1×1) and
/// reloads through `update` and `view`: the UI never crashes and always draws a screen of the
/// terminal's size.
@Suite struct RandomEventTests {
    static let typed: [String] = [
        "shop://products/shoes/42", "shop://cart/checkout", "shop://login", "shop://orders", ":back", ":tab 2", ":tab 9",
        ":set loggedIn=true", ":reset", ":routes", ":explain shop://x", ":record", ":bogus", "cart", "%%%", "é漢字🙂", "\u{1B}[2J",
    ]
    static let keys: [KeyInput] = [.enter, .backspace, .delete, .tab, .backTab, .escape, .up, .down, .left, .right, .home, .end,
                                   .pageUp, .pageDown, .resize, .unknown(9999)]
    static let mouseKinds: [MouseEvent.Kind] = [.press, .release, .scrollUp, .scrollDown]

    /// The events one generated number stands for: its last two digits pick the kind, the rest
    /// the details. A pasted input is followed by Enter when the number is odd.
    static func events(_ code: Int, app: CompiledApp) -> [Msg] {
        let detail = code / 100
        let text = typed[detail % typed.count]
        switch code % 100 {
        case 0..<30:
            return [.key(.character(Array(text)[detail % text.count]))]
        case 30..<45:
            return [.key(keys[detail % keys.count])]
        case 45..<55:
            return [.key(.function(detail % 65))]
        case 55..<62:
            return [.key(.ctrl(Character(Unicode.Scalar(UInt8(0x61 + detail % 26)))))]
        case 62..<72:
            return [.key(.mouse(MouseEvent(x: detail % 230 - 5, y: detail % 85 - 5, kind: mouseKinds[detail % 4])))]
        case 72..<80:
            return [.key(.paste(detail % 10 == 0 ? String(repeating: text + "\n", count: 3000) : text))]
        case 80..<88:
            return [.resize(columns: 1 + detail % 220, rows: 1 + (detail / 7) % 70)]
        case 88..<90:
            return [.reloaded(.success(app))]
        case 90..<92:
            return [.reloaded(.failure(RouteFileError(path: "shop.json", diagnostics: [
                ConfigDiagnostic(severity: .error, message: "expected ',' or '}'", position: SourcePosition(line: 3, column: 7)),
            ])))]
        default:
            return [.key(.paste(text))] + (code % 2 == 1 ? [.key(.enter)] : [])
        }
    }

    @Test func randomEventsNeverCrashAndAlwaysDrawTheWholeScreen() async throws {
        let app = try Fixture.app()
        await propertyCheck(count: 60, input: Gen.int(in: 0...99_999).array(of: 1...500)) { codes in
            var state = AppState(app: app, columns: 100, rows: 30)
            for (step, code) in codes.enumerated() {
                for msg in Self.events(code, app: app) { _ = update(&state, msg) }
                if step % 5 == 0 || step == codes.count - 1 {
                    let screen = view(state)
                    #expect(screen.width == state.columns && screen.height == state.rows,
                            "step \(step): drew \(screen.width)×\(screen.height) for \(state.columns)×\(state.rows)")
                }
            }
        }
    }
}
