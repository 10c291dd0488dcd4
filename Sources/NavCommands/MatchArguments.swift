import NavRouting
import NavProfiles

/// What `navsim match` was asked, read from a plain command line without ArgumentParser.
///
/// Before reading a single argument, ArgumentParser builds the commands' argument sets by
/// reflection (a `Mirror` over each property wrapper, dynamic casts to its protocols, each cast
/// a first lookup in the statically linked binary's conformance tables). Measured on a release
/// build (BENCHMARKS.md, "Start-up"), `navsim match URL --json` runs 15.3 M instructions read here
/// and 29.8 M through ArgumentParser (a hello world: 4.4 M), and takes 2.36× and 2.98× a hello
/// world's time: without this reader the start-up goal (at most 2.5×) breaks. A command line made of
/// `match`, one URL and `match`'s own options, each given at most once with a value that cannot
/// be taken for an option, is read here; anything else (`--help`, a misspelt or repeated option,
/// `--`, a URL or value starting with `-` or empty, an unknown profile) is left to ArgumentParser
/// as it is, which reads it the same way and reports any mistake. `MatchArgumentsTests` checks
/// the options read here are the command's, as ArgumentParser describes it.
struct MatchArguments: Equatable {
    var url: String
    var json = false
    var explain = false
    var routes: String?
    var profile: MatchingProfile?
    var quiet = false

    /// `match`'s flags this reader takes (`MatchArgumentsTests` checks they are the command's,
    /// as ArgumentParser describes it).
    static let flags: Set<String> = ["--json", "--explain", "--quiet"]
    /// `match`'s options with a value this reader takes.
    static let optionsWithValues: Set<String> = ["--routes", "--profile"]

    /// The request when `arguments` (after the program name) is a `match` command line read
    /// here; `nil` to leave it to ArgumentParser. An option added to `MatchCommand` must be read
    /// here too, or every command line using it goes through ArgumentParser (correct, only slower).
    static func read(_ arguments: [String]) -> MatchArguments? {
        guard arguments.first == "match" else { return nil }
        var url: String?
        var json = false, explain = false, quiet = false
        var routes: String?, profileName: String?
        var index = 1
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            guard !token.isEmpty else { return nil }
            guard token.hasPrefix("-") else {
                // `help` is a word ArgumentParser may read as a request for help.
                guard url == nil, token != "help" else { return nil }
                url = token
                continue
            }
            switch token {
            case "--json":
                guard !json else { return nil }
                json = true
                continue
            case "--explain":
                guard !explain else { return nil }
                explain = true
                continue
            case "--quiet":
                guard !quiet else { return nil }
                quiet = true
                continue
            default: break
            }
            let name: Substring, value: String
            if let equals = token.firstIndex(of: "=") {
                name = token[..<equals]
                value = String(token[token.index(after: equals)...])
            } else {
                guard index < arguments.count else { return nil }
                name = token[...]
                value = arguments[index]
                index += 1
            }
            guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
            switch name {
            case "--routes" where routes == nil: routes = value
            case "--profile" where profileName == nil: profileName = value
            default: return nil
            }
        }
        guard let url else { return nil }
        var profile: MatchingProfile?
        if let profileName {
            guard let named = MatchingProfile(rawValue: profileName) else { return nil }
            profile = named
        }
        return MatchArguments(url: url, json: json, explain: explain, routes: routes, profile: profile, quiet: quiet)
    }
}
