import ArgumentParser
import Testing
@testable import NavCommands

/// What `navsim SUBCOMMAND --help` prints is prose a user reads: no escape left over from the
/// source's multi-line strings.
@Suite struct HelpTextTests {
    @Test("Every subcommand's help reads as prose", arguments: Navsim.configuration.subcommands.map { $0 })
    func helpHasNoStrayBackslash(command: any ParsableCommand.Type) {
        let help = Navsim.helpMessage(for: command, columns: 100)
        #expect(!help.contains("\\"), "\(command.configuration.commandName ?? "?"): \(help)")
        #expect(!help.isEmpty)
    }

    /// `check` lints a file on disk: its help must not promise the bundled demo the others fall back to.
    @Test func checkHelpPromisesNoBundledDemo() {
        #expect(!Navsim.helpMessage(for: CheckCommand.self, columns: 200).contains("bundled demo"))
        #expect(Navsim.helpMessage(for: MatchCommand.self, columns: 200).contains("else the bundled demo"))
    }

    @Test func matrixHelpListsTheStatesInOneSentence() {
        let help = Navsim.helpMessage(for: MatrixCommand.self, columns: 200)
        #expect(help.contains("warm on the link's own screen with other parameters;"))
    }
}
