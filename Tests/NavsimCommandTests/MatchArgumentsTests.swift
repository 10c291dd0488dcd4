import ArgumentParser
import NavRouting
import Testing
import TestSupport
@testable import NavCommands

/// `MatchArguments.read` reads `navsim match` command lines without ArgumentParser; whatever it
/// reads, ArgumentParser must read the same way, and whatever it leaves, ArgumentParser decides.
@Suite struct MatchArgumentsTests {
    /// What ArgumentParser makes of `arguments`: the match request, or `nil` when it parses to
    /// another command or refuses the line (an error, help, the version).
    func parsedByArgumentParser(_ arguments: [String]) -> MatchArguments? {
        guard let command = try? Navsim.parseAsRoot(arguments) else { return nil }
        return (command as? MatchCommand)?.arguments
    }

    @Test func readsPlainCommandLines() {
        #expect(MatchArguments.read(["match", "hotels://cities/paris/42?ref=mail", "--json"])
            == MatchArguments(url: "hotels://cities/paris/42?ref=mail", json: true))
        #expect(MatchArguments.read(["match", "--routes", "r.json", "--explain", "/cities/paris", "--profile=jlroutes"])
            == MatchArguments(url: "/cities/paris", explain: true, routes: "r.json", profile: .jlroutes))
        #expect(MatchArguments.read(["match", "--routes=a=b.json", "app://x"]) == MatchArguments(url: "app://x", routes: "a=b.json"))
    }

    /// Lines left to ArgumentParser: help, mistakes, repeats, `--`, values that look like options.
    @Test func leavesAnythingUnusualToArgumentParser() {
        let left: [[String]] = [
            [], ["open", "app://x"], ["match"], ["match", "--help"], ["match", "-h"], ["match", "help"],
            ["match", "a", "b"], ["match", "--json", "--json", "a"], ["match", "--profile", "nope", "a"],
            ["match", "--", "-a"], ["match", "-a"], ["match", ""], ["match", "a", "--routes"],
            ["match", "a", "--routes", "--json"], ["match", "a", "--routes="], ["match", "a", "--routes", "x", "--routes", "y"],
            ["match", "a", "--json=true"], ["match", "a", "--verbose"], ["match", "a", "--version"],
            ["match", "a", "--generate-completion-script", "bash"],
        ]
        for arguments in left {
            #expect(MatchArguments.read(arguments) == nil, "\(arguments)")
        }
    }

    /// Random lines from tokens that matter (options in both spellings, repeats, `--`, `help`,
    /// empty and dash-prefixed values): every line read here is read the same by ArgumentParser.
    @Test func agreesWithArgumentParser() {
        let tokens = [
            "app://x", "hotels://cities/paris/42?ref=mail", "/cities/paris", "--json", "--explain", "--routes", "r.json",
            "--routes=r.json", "--quiet", "--profile", "jlroutes", "--profile=navsim", "--profile=nope", "nope", "-h", "--help",
            "help", "--", "", "-x", "--json=1", "--routes=", "--verbose", "-", "match",
        ]
        var generator = SeededGenerator(seed: 15)
        var read = 0
        for _ in 0..<3_000 {
            let count = Int.random(in: 0...5, using: &generator)
            let arguments = ["match"] + (0..<count).map { _ in tokens.randomElement(using: &generator)! }
            guard let fast = MatchArguments.read(arguments) else { continue }
            read += 1
            #expect(parsedByArgumentParser(arguments) == fast, "\(arguments)")
        }
        // Not vacuous: a fair share of the lines is read without ArgumentParser.
        #expect(read > 150)
    }
}
