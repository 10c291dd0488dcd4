import NavRouting
import Testing
@testable import NavRouteFile
import TestSupport
import NavSupport

@Suite("Route file values")
struct RouteFileValueTests {
    @Test("hotkey names", arguments: [
        ("F1", RouteFile.Hotkey.function(1)), ("f12", .function(12)), ("F", .character("F")),
        ("+", .character("+")), ("é", .character("é")), ("👍🏽", .character("👍🏽")),
        ("ctrl-k", .control("K")), ("Ctrl-K", .control("K")), ("CTRL-z", .control("Z")),
    ] as [(String, RouteFile.Hotkey)])
    func validHotkey(name: String, key: RouteFile.Hotkey) {
        #expect(RouteFile.Hotkey(name: name) == key)
    }

    @Test("names that are not hotkeys", arguments: [
        "", " ", "\t", "\u{A0}", "F0", "F13", "F01", "F+1", "Fx", "ab", "ctrl-", "ctrl-ab", "ctrl-1", "ctrl-é", "alt-x", "ctrl+x",
    ])
    func invalidHotkey(name: String) {
        #expect(RouteFile.Hotkey(name: name) == nil)
    }

    @Test func hotkeysPrintTheirCanonicalName() {
        #expect([RouteFile.Hotkey.function(2), .character("n"), .control("K")].map(\.description) == ["F2", "n", "ctrl-K"])
        #expect(RouteFile.Hotkey.control("I").clash == "ctrl-I is the Tab key in a terminal")
        #expect(RouteFile.Hotkey.character("?").clash == "? opens navsim's key help")
        #expect(RouteFile.Hotkey.function(5).clash == nil)
    }

    @Test func orderedMapsKeepInsertionOrder() {
        var map: RouteFile.OrderedMap<Int> = ["b": 1, "a": 2, "b": 3]
        #expect(map.keys == ["b", "a"])
        #expect(map["b"] == 3)
        map["c"] = 4
        map["b"] = nil
        #expect(map.map(\.key) == ["a", "c"])
        #expect(map.values == [2, 4])
        #expect(map != ["c": 4, "a": 2])
        #expect(map == ["a": 2, "c": 4])
    }

    @Test("edit distance", arguments: [
        ("path", "path", 0), ("pth", "path", 1), ("pahts", "paths", 1), ("", "abc", 3),
        ("kitten", "sitting", 3), ("prioirty", "priority", 1),
    ])
    func distance(first: String, second: String, expected: Int) {
        #expect(editDistance(first, second) == expected)
    }

    @Test func suggestionsNeedACloseEnoughCandidate() {
        #expect(closestMatch(to: "routs", among: ["routes", "tabs"]) == "routes")
        #expect(closestMatch(to: "Path", among: ["path"]) == "path")
        #expect(closestMatch(to: "x", among: ["id"]) == nil)
        #expect(closestMatch(to: "colour", among: ["path", "screen"]) == nil)
    }
}

@Suite("Diagnostics rendering")
struct ConfigDiagnosticRenderingTests {
    @Test("compiler style, leaving out what is unknown", arguments: [
        (ConfigDiagnostic(severity: .error, message: "m", jsonPath: "routes[3].path", position: at(4, 7)),
         "f.json:4:7: error: routes[3].path: m", "4:7: error: routes[3].path: m"),
        (ConfigDiagnostic(severity: .warning, message: "m", jsonPath: "", position: at(1, 1)),
         "f.json:1:1: warning: m", "1:1: warning: m"),
        (ConfigDiagnostic(severity: .error, message: "the route file does not exist"),
         "f.json: error: the route file does not exist", "error: the route file does not exist"),
    ])
    func rendering(diagnostic: ConfigDiagnostic, withFile: String, withoutFile: String) {
        #expect(diagnostic.rendered(file: "f.json") == withFile)
        #expect(diagnostic.description == withoutFile)
    }

    @Test func sortingPutsFileProblemsFirstThenFileOrderKeepingTies() {
        let diagnostics = [
            ConfigDiagnostic(severity: .warning, message: "b", position: at(2, 1)),
            ConfigDiagnostic(severity: .error, message: "c", position: at(1, 5)),
            ConfigDiagnostic(severity: .error, message: "d", position: at(2, 1)),
            ConfigDiagnostic(severity: .error, message: "a"),
        ]
        #expect(diagnostics.sortedByPosition().map(\.message) == ["a", "c", "b", "d"])
        #expect(diagnostics.containsErrors)
        #expect(!diagnostics.prefix(1).containsErrors)
    }
}
