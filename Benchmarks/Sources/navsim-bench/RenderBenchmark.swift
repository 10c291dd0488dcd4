import Foundation
import NavRouteFile
import NavUI

/// The terminal UI's pure functions on the bundled demo at 200×60: `view(state)` of a state
/// deep in the app, and `update` for typing a deep link and pressing Enter.
struct RenderBenchmark {
    struct Result {
        var columns: Int
        var rows: Int
        var viewMicroseconds: Double
        var updateMicroseconds: Double
    }

    static let columns = 200, rows = 60
    /// Typed one key at a time, then Enter: each key is one update.
    static let typed = "hotels://cities/paris/42/rooms/7"

    let state: AppState
    let messages: [Msg]

    init() {
        let app: CompiledApp
        do {
            app = try CompiledApp(RouteFileLoader.load(contents: Data(BundledDemo.contents.utf8), path: BundledDemo.path))
        } catch {
            fail("the bundled demo does not load: \(error)")
        }
        var state = AppState(app: app, columns: Self.columns, rows: Self.rows)
        for message in Self.keys("hotels://cities/paris/42") { _ = update(&state, message) }
        self.state = state
        messages = Self.keys(Self.typed)
    }

    static func keys(_ text: String) -> [Msg] {
        text.map { Msg.key(.character($0)) } + [.key(.enter)]
    }

    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func render() -> CellBuffer { view(state) }

    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func typeDeepLink() {
        var state = self.state
        for message in messages { sink &+= update(&state, message).count }
        sink &+= state.log.count
    }

    func run(runs: Int, rounds: Int) -> Result {
        let buffer = render()
        guard buffer.width == Self.columns, buffer.height == Self.rows else { fail("view drew \(buffer.width)×\(buffer.height)") }
        let viewTime = medianNanoseconds(runs: runs, operations: rounds) {
            for _ in 0..<rounds { sink &+= render().width }
        }
        let updateTime = medianNanoseconds(runs: runs, operations: rounds * messages.count) {
            for _ in 0..<rounds { typeDeepLink() }
        }
        return Result(columns: Self.columns, rows: Self.rows, viewMicroseconds: viewTime / 1000, updateMicroseconds: updateTime / 1000)
    }
}
