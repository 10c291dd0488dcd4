import Foundation
import TestSupport
import Testing

/// One budget per input: route files of legal size whose regex work, `"dispatch": "all"`
/// fan-out or redirects once took minutes for one URL. Each runs through the built binary under
/// its hang guard (``NavsimBinary/hangGuard``); no timing is asserted, only the answer.
@Suite struct InputBudgetTests {
    private func run(_ arguments: [String], in scratch: ScratchDirectory) throws -> NavsimBinary.Output {
        let output = try NavsimBinary.run(arguments, in: scratch.url)
        #expect(!output.timedOut, "navsim \(arguments.prefix(2).joined(separator: " ")) outlived its hang guard")
        return output
    }

    // 1,000 routes whose `where` backtracks took a 20 ms budget each for one URL.
    @Test func backtrackingWhereExpressionsShareOneBudgetPerURL() throws {
        let scratch = try ScratchDirectory()
        let routes = (0..<1_000).map { #"{"path": "/r/:action", "screen": "S\#($0)", "where": {"action": "^(a|aa)+$"}}"# }
        try scratch.write(#"{"scheme": "x", "routes": ["# + routes.joined(separator: ",\n") + "]}", to: "routes.json")
        let match = try run(["match", "--routes", "routes.json", "x://r/" + String(repeating: "a", count: 40) + "!"], in: scratch)
        #expect(match.status == 1, "\(match.stdout)\(match.stderr)")
        #expect(match.stdout.contains("No route matches x://r/aaaa") || match.stdout.lowercased().contains("no route matches"), "\(match.stdout)")
        // A value the expression takes still matches.
        let good = try run(["match", "--routes", "routes.json", "x://r/aaaa"], in: scratch)
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        // `(a|aa)+` is flagged as `(a+)+` is.
        let check = try run(["check", "routes.json"], in: scratch)
        #expect(check.stdout.contains(#"where.action: "^(a|aa)+$" repeats a group whose alternatives can begin with the same character"#),
                "\(check.stdout.prefix(600))")
    }

    // Six levels of eight dispatched routes, each redirecting to the next level, opened
    // 8^6 URLs; a cycle of redirects under dispatch all ran on past the hang guard.
    @Test func dispatchAllFanOutThroughRedirectsIsRefusedPastTheOpenBudget() throws {
        let scratch = try ScratchDirectory()
        var routes: [String] = []
        for level in 0..<6 {
            for index in 0..<8 {
                routes.append(level < 5
                    ? #"{"path": "l\#(level)/:x\#(index)", "redirect": "wp://l\#(level + 1)/{x\#(index)}"}"#
                    : #"{"path": "l\#(level)/:x\#(index)", "alert": "end \#(index)"}"#)
            }
        }
        try scratch.write(#"{"scheme": "wp", "dispatch": "all", "routes": ["# + routes.joined(separator: ",\n") + "]}", to: "fan.json")
        let fan = try run(["open", "--routes", "fan.json", "wp://l0/v"], in: scratch)
        #expect(fan.stdout.contains(#"wp://l0/v: refused: stopped: this input opened more than 256 URLs through redirects and "dispatch": "all""#),
                "\(fan.stdout.prefix(600))")
        #expect(fan.stdout.contains("alerts: none"))
        let cycle = (0..<6).flatMap { index in
            [#"{"path": "c\#(index)/:x", "redirect": "wp://c\#((index + 1) % 6)/{x}"}"#,
             #"{"path": "c\#(index)/:y", "redirect": "wp://c\#((index + 1) % 6)/{y}"}"#]
        }
        try scratch.write(#"{"scheme": "wp", "dispatch": "all", "routes": ["# + cycle.joined(separator: ",\n") + "]}", to: "cycle.json")
        let loop = try run(["open", "--routes", "cycle.json", "wp://c0/v"], in: scratch)
        #expect(loop.stdout.contains("wp://c0/v: refused:"), "\(loop.stdout.prefix(600))")
        // Two dispatched routes without redirects still both run.
        try scratch.write(#"{"scheme": "wp", "dispatch": "all", "routes": [{"path": "a", "alert": "one"}, {"path": "a", "alert": "two"}]}"#,
                          to: "two.json")
        let two = try run(["open", "--routes", "two.json", "wp://a"], in: scratch)
        #expect(two.stdout.contains("alerts: one, two") || (two.stdout.contains("one") && two.stdout.contains("two")), "\(two.stdout)")
    }

    // A pattern ending in `<` on either side of `check --against` crashed the drift check.
    @Test func driftCheckOfAPatternEndingInAnAngleBracketDoesNotCrash() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        try scratch.write(#"JLRoutes.global().addRoute("/a<")"# + "\n", to: "app/Routes.swift")
        try scratch.write(#"{"profile": "jlroutes", "scheme": "x", "routes": [{"path": "/b<"}]}"#, to: "r.json")
        let check = try run(["check", "r.json", "--against", "app"], in: scratch)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains(#"route "/a<" is in the app (app/Routes.swift:1) and not in the route file"#), "\(check.stdout)")
        #expect(check.stdout.contains(#"route "/b<" is in the route file and not in the app"#))
    }

    // Routes that differ only by host: each URL read rebuilt the reading settings from
    // every host, and each host was compared label by label (4,000 routes took minutes).
    @Test func checkOfThousandsOfRoutesThatDifferByHostEnds() throws {
        let scratch = try ScratchDirectory()
        let routes = (0..<2_000).map { #"{"path": "/p/:id", "host": "h\#($0).example.com", "screen": "S\#($0)"}"# }
        let domains = (0..<2_000).map { #""h\#($0).example.com""# }
        try scratch.write(#"{"scheme": "https", "domains": ["# + domains.joined(separator: ", ") + #"], "routes": ["#
                          + routes.joined(separator: ",\n") + "]}", to: "hosts.json")
        let check = try run(["check", "hosts.json"], in: scratch)
        #expect(check.status == 0, "\(check.stdout.prefix(600))\(check.stderr.prefix(600))")
        #expect(check.stdout.contains("hosts.json: ok, 2000 routes"), "\(check.stdout.suffix(300))")
        let match = try run(["match", "--routes", "hosts.json", "https://h1234.example.com/p/7"], in: scratch)
        #expect(match.status == 0)
        #expect(match.stdout.contains("routes[1234]"), "\(match.stdout)")
    }

    // A graph of deep links with ten placeholders before a literal ending: each witness
    // backtracked through every other link's regex until the budget ran out, so `check` of 100
    // links (15 KB) took minutes. The literal ending now refuses them before the regex runs.
    @Test func checkOfBacktrackingDeepLinksEnds() throws {
        let scratch = try ScratchDirectory()
        let placeholders = (0..<10).map { "{p\($0)}" }.joined()
        let destinations = (0..<300).map { index in
            #"<fragment android:id="@+id/f\#(index)" android:name="a.F\#(index)"><deepLink app:uri="example.com/x/\#(placeholders)z\#(index)"/></fragment>"#
        }
        try scratch.write("""
            <?xml version="1.0" encoding="utf-8"?>
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto" android:id="@+id/main" app:startDestination="@id/f0">
            \(destinations.joined(separator: "\n"))
            </navigation>
            """, to: "nav.xml")
        try scratch.write(#"{"profile": "jetpack", "navGraphs": ["nav.xml"]}"#, to: "routes.json")
        let check = try run(["check", "routes.json"], in: scratch)
        #expect(check.status == 0, "\(check.stdout.prefix(600))\(check.stderr)")
        #expect(check.stdout.contains("ok, 300 routes"), "\(check.stdout.prefix(600))")
        // androidx's lazy groups: the first nine take nothing, the last the rest.
        let match = try run(["match", "--routes", "routes.json", "https://example.com/x/abcz17", "--json"], in: scratch)
        #expect(match.status == 0, "\(match.stdout)\(match.stderr)")
        #expect(match.stdout.contains(#""screen" : "f17""#) || match.stdout.contains(#""screen": "f17""#), "\(match.stdout)")
        #expect(match.stdout.contains(#""p9""#) && match.stdout.contains(#""abc""#), "\(match.stdout)")
    }

}
