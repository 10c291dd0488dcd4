import NavModel
import NavUI
import Testing

/// `:matrix URL` in the input line prints the launch matrix into the log, unchanged tree.
@Suite struct MatrixLogTests {
    @Test func matrixShowsTheTableInTheLog() throws {
        var state = try Fixture.state()
        let before = state.navigation
        for character in ":matrix shop://products/shoes/7" { _ = update(&state, .key(.character(character))) }
        _ = update(&state, .key(.enter))
        let table = state.simulator.matrix("shop://products/shoes/7").lines
        let logged = state.log.map(\.text)
        #expect(table.count > 3)
        for line in table { #expect(logged.contains { $0.trimmingCharacters(in: .whitespaces) == line.trimmingCharacters(in: .whitespaces) }, "\(line)") }
        #expect(state.navigation == before)
    }
}
