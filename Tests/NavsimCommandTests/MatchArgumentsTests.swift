import Foundation
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

    /// The options this reader takes are exactly `match`'s, as ArgumentParser describes the
    /// command (`navsim match --experimental-dump-help`, its tool-info JSON): an option added to
    /// `MatchCommand` fails here until the reader knows it.
    @Test func readsExactlyTheOptionsArgumentParserDescribes() throws {
        let dump = try NavsimBinary.run(["match", "--experimental-dump-help"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try #require(info["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        var flags = Set<String>(), options = Set<String>(), positionals = 0
        for argument in arguments {
            let longNames = ((argument["names"] as? [[String: Any]]) ?? [])
                .filter { $0["kind"] as? String == "long" }.compactMap { $0["name"] as? String }.map { "--" + $0 }
            switch argument["kind"] as? String {
            case "flag": flags.formUnion(longNames)
            case "option": options.formUnion(longNames)
            case "positional": positionals += 1
            default: Issue.record("an argument of an unknown kind: \(argument)")
            }
        }
        // Help and the version are ArgumentParser's own: a line asking for them is left to it.
        flags.subtract(["--help", "--version"])
        #expect(flags == MatchArguments.flags)
        #expect(options == MatchArguments.optionsWithValues)
        #expect(positionals == 1)
        for flag in flags {
            #expect(MatchArguments.read(["match", "app://x", flag]) != nil, "\(flag)")
            #expect(MatchArguments.read(["match", "app://x", flag]) == parsedByArgumentParser(["match", "app://x", flag]), "\(flag)")
        }
        for option in options {
            let value = option == "--profile" ? "jlroutes" : "r.json"
            #expect(MatchArguments.read(["match", "app://x", option, value]) == parsedByArgumentParser(["match", "app://x", option, value]),
                    "\(option)")
        }
    }
}
