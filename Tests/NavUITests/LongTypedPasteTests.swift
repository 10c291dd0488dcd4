import Foundation
import NavUI
import Testing

/// A long paste in a terminal without bracketed paste arrives as one key per character: past
/// the input line's capacity each refused key rang the bell and logged the same line, so a 1 MB
/// paste filled the log with one message and took seconds trimming it.
@Suite struct LongTypedPasteTests {
    @Test func keysPastTheCapacityLogTheLimitOnce() throws {
        var state = try Fixture.state()
        let capacity = state.editor.capacity
        var bells = 0
        for _ in 0..<(capacity + 5_000) {
            bells += update(&state, .key(.character("x"))).filter { $0 == .bell }.count
        }
        #expect(state.editor.string.count == capacity)
        #expect(bells == 5_000)
        let limitLines = state.log.filter { $0.text == "the input line holds at most \(capacity) characters" }
        #expect(limitLines.count == 1)
    }
}
