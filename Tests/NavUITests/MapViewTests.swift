import Foundation
import NavMap
import NavRouteFile
import NavUI
import Testing

/// The map overlay (Ctrl-N) at 80×24.
@Suite struct MapViewTests {
    @Test("Ctrl-N shows tabs, screens under the screen they open on, the patterns reaching each, the current stack marked")
    func mapOfTheShop() throws {
        var state = try Fixture.state(columns: 80, rows: 24)
        Fixture.enter("shop://products/shoes/42", into: &state)
        _ = update(&state, .key(.ctrl("n")))
        guard case .map(let outline, offset: 0) = state.overlay else {
            Issue.record("Ctrl-N opened no map: \(String(describing: state.overlay))")
            return
        }
        #expect(outline.text == [
            "Home  (tab home)",
            "  ● Home",
            "    ← shop://products",
            "    ● ProductList  \"{category}\"",
            "      ← shop://products/:category",
            "      ● Product  \"Product {id}\"",
            "        ← shop://products/:category/<int:id>",
            "Account  (tab account)",
            "  Account",
            "    Orders",
            "      ← shop://orders",
            "      ← shortcut orders (F3)",
            "Over the current tab",
            "  Cart  (modal)",
            "    ← shop://cart",
            "    ← shortcut cart (F2)",
            "    Checkout",
            "      ← shop://cart/checkout · requires loggedIn → shop://login",
            "  Login  (modal)",
            "    ← shop://login",
        ])
        let screen = view(state)
        let lines = screen.textLines()
        #expect(lines.contains { $0.contains("┌─ Map · Shop ─") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("│ Home  (tab home)  ") })
        #expect(lines.contains { $0.contains("scroll (1-19 of 20)") })
        #expect(lines.contains { $0.contains("│     ● ProductList  \"{category}\"  ") })
        // The stack's lines are drawn highlighted, the others not.
        for (y, line) in lines.enumerated() where line.contains("● Product  ") || line.contains("  Orders") {
            let x = try #require(line.range(of: line.contains("●") ? "●" : "Orders").map { line.distance(from: line.startIndex, to: $0.lowerBound) })
            #expect(screen.cell(x: x, y: y)?.style.reverse == line.contains("●"), "\(line)")
        }
        // Any other key closes it.
        _ = update(&state, .key(.escape))
        #expect(state.overlay == nil)
    }

    @Test("the demo's map scrolls at 80×24: every line can be brought on screen, and back")
    func scrollsAt80x24() throws {
        let app = try CompiledApp(RouteFileLoader.load(contents: Data(BundledDemo.contents.utf8), path: BundledDemo.path))
        var state = AppState(app: app, columns: 80, rows: 24)
        _ = update(&state, .key(.ctrl("n")))
        guard case .map(let outline, _) = state.overlay else {
            Issue.record("Ctrl-N opened no map")
            return
        }
        #expect(outline.lines.count > 40)
        var seen: Set<String> = []
        func collect() -> [String] {
            let lines = view(state).textLines()
            for line in lines { seen.insert(line.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))) }
            return lines
        }
        #expect(collect().contains { $0.contains("scroll (1-19 of \(outline.lines.count))") })
        var bottom: [String] = []
        for _ in 0..<outline.lines.count {
            _ = update(&state, .key(.down))
            bottom = collect()
        }
        #expect(bottom.contains { $0.contains("of \(outline.lines.count))") && $0.contains("-\(outline.lines.count) of") })
        for line in outline.lines {
            let text = String(line.text.prefix(40))
            #expect(seen.contains { $0.hasPrefix(text) }, "never on screen: \(line.text)")
        }
        _ = update(&state, .key(.pageUp))
        _ = update(&state, .key(.home))
        #expect(collect().contains { $0.contains("scroll (1-19 of") })
        // F1 lists the key.
        _ = update(&state, .key(.escape))
        _ = update(&state, .key(.function(1)))
        for _ in 0..<3 { _ = update(&state, .key(.pageDown)) }
        let help = KeyMap.groups.flatMap(\.entries).first { $0.keys == "Ctrl-N" }
        #expect(help?.action.contains("map") == true)
    }
}
