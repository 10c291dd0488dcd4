import NavRouting
import NavProfiles

/// What `navsim match` was asked, read from a plain command line without ArgumentParser.
///
/// Before reading a single argument, ArgumentParser builds the commands' argument sets by
/// reflection (a `Mirror` over each property wrapper, dynamic casts to its protocols, each cast
/// a first lookup in the statically linked binary's conformance tables). Through ArgumentParser
/// alone, a release `navsim match URL --json` runs 25.6 M instructions instead of 11.7 M and
/// takes 2.2× a Swift hello world's CPU time instead of 1.5× (about 2.5× its wall time): the
/// start-up goal, at most 2.5×, would hold with no margin. A command line made of
/// `match`, one URL and `match`'s own options, each given at most once with a value that cannot
/// be taken for an option, is read here; anything else (`--help`, a misspelt or repeated option,
/// `--`, a URL or value starting with `-` or empty, an unknown profile) is left to ArgumentParser
/// as it is, which reads it the same way and reports any mistake. `MatchArgumentsTests` checks
/// both readings agree.
struct MatchArguments: Equatable {
    var url: String
    var json = false
    var explain = false
    var routes: String?
    var profile: MatchingProfile?
    var quiet = false

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
