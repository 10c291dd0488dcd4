import Testing
@testable import NavRouteFile
import TestSupport
import NavSupport

/// Parses and decodes `json`; the diagnostics rendered as `f:LINE:COL: SEVERITY: PATH: MESSAGE`.
func renderedDiagnostics(_ json: String) -> [String] {
    do {
        let decoded = RouteFileDecoder.decode(try JSONDocument(parsing: json))
        return decoded.diagnostics.map { $0.rendered(file: "f") }
    } catch {
        return ["parse error: \(error)"]
    }
}

@Suite("Route file decoder: diagnostics")
struct RouteFileDecoderDiagnosticTests {
    struct DiagnosticCase: Sendable, CustomStringConvertible {
        let name: String
        let json: String
        let expected: [String]
        var description: String { name }

        init(_ name: String, _ json: String, _ expected: [String]) {
            self.name = name
            self.json = json
            self.expected = expected
        }
    }

    static let cases: [DiagnosticCase] = [
        DiagnosticCase("a minimal file is clean", #"{"routes": []}"#, []),
        DiagnosticCase("$schema is accepted and ignored", #"{"$schema": "./routes.schema.json", "routes": []}"#, []),
        DiagnosticCase("top-level array", "[]", [
            #"f:1:1: error: a route file must be a JSON object with a "routes" array, found an array"#,
        ]),
        DiagnosticCase("top-level string", #""routes""#, [
            #"f:1:1: error: a route file must be a JSON object with a "routes" array, found a string "routes""#,
        ]),
        DiagnosticCase("missing routes", "{}", [#"f:1:1: error: missing required key "routes""#]),
        DiagnosticCase("misspelt routes", #"{"route": []}"#, [
            #"f:1:2: warning: route: unknown key "route" is ignored; did you mean "routes"?"#,
            #"f:1:1: error: missing required key "routes""#,
        ]),
        DiagnosticCase("routes is not an array", #"{"routes": {}}"#, [
            "f:1:12: error: routes: expected an array, found an object",
        ]),
        DiagnosticCase("a route is not an object", #"{"routes": ["a"]}"#, [
            #"f:1:13: error: routes[0]: expected an object, found a string "a""#,
        ]),
        DiagnosticCase("route without a path", #"{"routes": [{"screen": "A"}]}"#, [
            #"f:1:13: error: routes[0]: missing required key "path""#,
        ]),
        DiagnosticCase("empty path", #"{"routes": [{"path": ""}]}"#, [
            #"f:1:22: error: routes[0].path: expected a non-empty string, found a string """#,
        ]),
        DiagnosticCase("path of the wrong type", #"{"routes": [{"path": 7}]}"#, [
            "f:1:22: error: routes[0].path: expected a non-empty string, found a number 7",
        ]),
        DiagnosticCase("priority as a string", #"{"routes": [{"path": "a", "priority": "high"}]}"#, [
            #"f:1:39: error: routes[0].priority: expected an integer, found a string "high""#,
        ]),
        DiagnosticCase("priority with a fraction", #"{"routes": [{"path": "a", "priority": 1.5}]}"#, [
            "f:1:39: error: routes[0].priority: expected an integer, found a number 1.5",
        ]),
        DiagnosticCase("popToRoot as a string", #"{"routes": [{"path": "a", "popToRoot": "yes"}]}"#, [
            #"f:1:40: error: routes[0].popToRoot: expected a boolean, found a string "yes""#,
        ]),
        DiagnosticCase("dependencies with a number", #"{"routes": [{"path": "a", "dependencies": ["b", 2]}]}"#, [
            "f:1:49: error: routes[0].dependencies[1]: expected a non-empty string, found a number 2",
        ]),
        DiagnosticCase("where is not an object", #"{"routes": [{"path": "a", "where": "^x$"}]}"#, [
            #"f:1:36: error: routes[0].where: expected an object, found a string "^x$""#,
        ]),
        DiagnosticCase("default value null", #"{"routes": [{"path": "a", "defaults": {"n": null}}]}"#, [
            "f:1:45: error: routes[0].defaults.n: expected a string, number or boolean, found null",
        ]),
        DiagnosticCase("unknown profile, case typo", #"{"matching": {"profile": "JLRoutes"}, "routes": []}"#, [
            #"f:1:26: error: matching.profile: expected one of "navsim", "jlroutes", "waapprouting", "ikrouter", "icrouter", "jetpack", "go_router", "expo_router", found a string "JLRoutes"; did you mean "jlroutes"?"#,
        ]),
        DiagnosticCase("unknown presentation", #"{"routes": [{"path": "a", "presentation": "sheet"}]}"#, [
            #"f:1:43: error: routes[0].presentation: expected one of "push", "modal", found a string "sheet""#,
        ]),
        DiagnosticCase("misspelt policy", #"{"routes": [{"path": "a", "policy": "repalce"}]}"#, [
            #"f:1:37: error: routes[0].policy: expected one of "reuse", "push", "replace", "keep", "popTo", found a string "repalce"; did you mean "replace"?"#,
        ]),
        DiagnosticCase("treatHostAsPath as a boolean", #"{"matching": {"treatHostAsPath": true}, "routes": []}"#, [
            #"f:1:34: error: matching.treatHostAsPath: expected one of "auto", "always", "never", found a boolean true"#,
        ]),
        DiagnosticCase("unknown route key with a suggestion", #"{"routes": [{"path": "a", "prioirty": 1}]}"#, [
            #"f:1:27: warning: routes[0].prioirty: unknown key "prioirty" is ignored; did you mean "priority"?"#,
        ]),
        DiagnosticCase("unknown key without a suggestion", #"{"routes": [{"path": "a", "color": "red"}]}"#, [
            #"f:1:27: warning: routes[0].color: unknown key "color" is ignored"#,
        ]),
        DiagnosticCase("unknown keys at every level", """
            {"matching": {"decodeplus": true}, "schemes": {"x": {"fallback": true}},
             "tabs": [{"id": "t", "root": "R", "titel": "T"}], "screens": {"S": {"tilte": "S"}},
             "routes": [], "shortcuts": [{"name": "n", "url": "u", "kye": "F3"}], "spotlight": [{"title": "t", "url": "u", "x": 1}]}
            """, [
            #"f:1:15: warning: matching.decodeplus: unknown key "decodeplus" is ignored; did you mean "decodePlus"?"#,
            #"f:1:54: warning: schemes.x.fallback: unknown key "fallback" is ignored"#,
            #"f:2:36: warning: tabs[0].titel: unknown key "titel" is ignored; did you mean "title"?"#,
            #"f:2:70: warning: screens.S.tilte: unknown key "tilte" is ignored; did you mean "title"?"#,
            #"f:3:56: warning: shortcuts[0].kye: unknown key "kye" is ignored; did you mean "key"?"#,
            #"f:3:112: warning: spotlight[0].x: unknown key "x" is ignored"#,
        ]),
        DiagnosticCase("invalid where regex", #"{"routes": [{"path": "/return/:value", "where": {"value": "^(yes"}}]}"#, [
            #"f:1:59: error: routes[0].where.value: invalid regular expression "^(yes": expected ')'"#,
        ]),
        DiagnosticCase("route tab not in tabs, with a suggestion",
                       #"{"tabs": [{"id": "home", "root": "H"}], "routes": [{"path": "a", "tab": "hom"}]}"#, [
            #"f:1:73: error: routes[0].tab: no tab "hom" in "tabs"; did you mean "home"?"#,
        ]),
        DiagnosticCase("route tab not in tabs, listing them",
                       #"{"tabs": [{"id": "home", "root": "H"}, {"id": "search", "root": "S"}], "routes": [{"path": "a", "tab": "profile"}]}"#, [
            #"f:1:104: error: routes[0].tab: no tab "profile" in "tabs"; the tabs are "home", "search""#,
        ]),
        DiagnosticCase("route tab without tabs", #"{"routes": [{"path": "a", "tab": "home"}]}"#, [
            #"f:1:34: error: routes[0].tab: no tab "home": the file declares no "tabs""#,
        ]),
        DiagnosticCase("route scheme not declared",
                       #"{"scheme": "hotels", "schemes": {"thing": {}}, "routes": [{"path": "a", "scheme": "thng"}, {"path": "b", "scheme": "HOTELS"}]}"#, [
            #"f:1:83: warning: routes[0].scheme: scheme "thng" is neither the default scheme nor declared in "schemes"; its routes form a table of their own; did you mean "thing"?"#,
        ]),
        DiagnosticCase("scheme written as a URL prefix", #"{"scheme": "hotels://", "routes": []}"#, [
            #"f:1:12: error: scheme: "hotels://" is not a scheme name: it must start with a letter and hold only letters, digits, "+", "-" and "."; write "hotels""#,
        ]),
        DiagnosticCase("schemes key that is not a scheme name", #"{"schemes": {"1x": {}}, "routes": []}"#, [
            #"f:1:14: error: schemes["1x"]: "1x" is not a scheme name: it must start with a letter and hold only letters, digits, "+", "-" and ".""#,
        ]),
        DiagnosticCase("required flag neither in state nor in guards",
                       #"{"routes": [{"path": "a", "requires": ["paid"]}]}"#, [
            #"f:1:40: warning: routes[0].requires[0]: flag "paid" is not declared in "state", so it starts false"#,
            #"f:1:40: warning: routes[0].requires[0]: flag "paid" has no guard in "guards", so a link that requires it is refused without a redirect"#,
        ]),
        // A guard that is written but has an error is reported as such, not again as missing.
        DiagnosticCase("required flag whose guard has an error",
                       #"{"state": {"paid": false}, "guards": {"paid": {"keep": "yes"}}, "routes": [{"path": "a", "requires": ["paid"]}]}"#, [
            #"f:1:56: error: guards.paid.keep: expected a boolean, found a string "yes""#,
            #"f:1:47: error: guards.paid: missing required key "redirect""#,
        ]),
        DiagnosticCase("screen flag in state without a guard, misspelt",
                       #"{"state": {"loggedIn": false}, "screens": {"B": {"requires": ["logedIn"]}}, "routes": []}"#, [
            #"f:1:63: warning: screens.B.requires[0]: flag "logedIn" is not declared in "state", so it starts false; did you mean "loggedIn"?"#,
            #"f:1:63: warning: screens.B.requires[0]: flag "logedIn" has no guard in "guards", so a link that requires it is refused without a redirect"#,
        ]),
        DiagnosticCase("pendingOnCancel misspelt", #"{"pendingOnCancel": "kep", "routes": []}"#, [
            #"f:1:21: error: pendingOnCancel: expected one of "drop", "keep", found a string "kep"; did you mean "keep"?"#,
        ]),
        DiagnosticCase("set and guard flags not in state",
                       #"{"guards": {"admin": {"redirect": "x://login"}}, "routes": [{"path": "a", "set": {"vip": true}}]}"#, [
            #"f:1:22: warning: guards.admin: flag "admin" is not declared in "state", so it starts false"#,
            #"f:1:90: warning: routes[0].set.vip: flag "vip" is not declared in "state", so it starts false"#,
        ]),
        DiagnosticCase("flags accept booleans, true/false strings and 0/1",
                       #"{"state": {"a": true, "b": "false", "c": 1, "d": "yes"}, "routes": []}"#, [
            #"f:1:50: error: state.d: expected a boolean, found a string "yes""#,
        ]),
        DiagnosticCase("guard without a redirect", #"{"state": {"a": false}, "guards": {"a": {}}, "routes": []}"#, [
            #"f:1:41: error: guards.a: missing required key "redirect""#,
        ]),
        DiagnosticCase("empty screen id", #"{"screens": {"": {}}, "routes": []}"#, [
            #"f:1:14: error: screens[""]: the key is empty"#,
        ]),
        DiagnosticCase("tab root empty", #"{"tabs": [{"id": "home", "root": ""}], "routes": []}"#, [
            #"f:1:34: error: tabs[0].root: expected a non-empty string, found a string """#,
        ]),
        DiagnosticCase("tab without id and root", #"{"tabs": [{"title": "Home"}], "routes": []}"#, [
            #"f:1:11: error: tabs[0]: missing required key "id""#,
            #"f:1:11: error: tabs[0]: missing required key "root""#,
        ]),
        DiagnosticCase("duplicate tab ids",
                       #"{"tabs": [{"id": "home", "root": "A"}, {"id": "home", "root": "B"}], "routes": [{"path": "a", "tab": "home"}]}"#, [
            #"f:1:47: error: tabs[1].id: duplicate tab id "home"; tabs[0].id at 1:18 already uses it"#,
        ]),
        DiagnosticCase("duplicate shortcut names and hotkeys", """
            {"routes": [], "shortcuts": [
              {"name": "new", "url": "x://a", "key": "F2"},
              {"name": "new", "url": "x://b", "key": "f2"},
              {"name": "other", "url": "x://c", "key": "ctrl-k"},
              {"name": "third", "url": "x://d", "key": "Ctrl-K"}
            ]}
            """, [
            #"f:3:12: error: shortcuts[1].name: duplicate shortcut name "new"; shortcuts[0].name at 2:12 already uses it"#,
            #"f:3:42: error: shortcuts[1].key: duplicate hotkey "F2"; shortcuts[0].key at 2:42 already uses it"#,
            #"f:5:44: error: shortcuts[3].key: duplicate hotkey "ctrl-K"; shortcuts[2].key at 4:44 already uses it"#,
        ]),
        DiagnosticCase("invalid hotkeys", """
            {"routes": [], "shortcuts": [
              {"name": "a", "url": "x://a", "key": "F13"},
              {"name": "b", "url": "x://b", "key": "ctrl-1"},
              {"name": "c", "url": "x://c", "key": " "},
              {"name": "d", "url": "x://d", "key": "ab"},
              {"name": "e", "url": "x://e", "key": 2}
            ]}
            """, [
            #"f:2:40: error: shortcuts[0].key: "F13" is not a hotkey; use F1–F12, a single printable character, or ctrl-A…ctrl-Z"#,
            #"f:3:40: error: shortcuts[1].key: "ctrl-1" is not a hotkey; use F1–F12, a single printable character, or ctrl-A…ctrl-Z"#,
            #"f:4:40: error: shortcuts[2].key: " " is not a hotkey; use F1–F12, a single printable character, or ctrl-A…ctrl-Z"#,
            #"f:5:40: error: shortcuts[3].key: "ab" is not a hotkey; use F1–F12, a single printable character, or ctrl-A…ctrl-Z"#,
            "f:6:40: error: shortcuts[4].key: expected a string, found a number 2",
        ]),
        DiagnosticCase("hotkeys that clash", """
            {"routes": [], "shortcuts": [
              {"name": "a", "url": "x://a", "key": "F1"},
              {"name": "b", "url": "x://b", "key": "ctrl-c"}
            ]}
            """, [
            "f:2:40: warning: shortcuts[0].key: F1 opens navsim's key help; the shortcut's hotkey may never fire",
            "f:3:40: warning: shortcuts[1].key: ctrl-C quits navsim; the shortcut's hotkey may never fire",
        ]),
        DiagnosticCase("shortcut and spotlight entry missing their URL",
                       #"{"routes": [], "shortcuts": [{"name": "a"}], "spotlight": [{"title": ""}]}"#, [
            #"f:1:30: error: shortcuts[0]: missing required key "url""#,
            #"f:1:70: error: spotlight[0].title: expected a non-empty string, found a string """#,
            #"f:1:60: error: spotlight[0]: missing required key "url""#,
        ]),
        DiagnosticCase("duplicate JSON keys warn", #"{"routes": [], "name": "a", "name": "b"}"#, [
            #"f:1:29: warning: name: duplicate key "name": this value replaces the one at 1:16"#,
        ]),
        DiagnosticCase("every problem is reported, not just the first", """
            {"routes": [
              {"path": ""},
              {"screen": "X"},
              {"path": "a", "priority": "high", "policy": "stay"}
            ]}
            """, [
            #"f:2:12: error: routes[0].path: expected a non-empty string, found a string """#,
            #"f:3:3: error: routes[1]: missing required key "path""#,
            #"f:4:29: error: routes[2].priority: expected an integer, found a string "high""#,
            #"f:4:47: error: routes[2].policy: expected one of "reuse", "push", "replace", "keep", "popTo", found a string "stay""#,
        ]),
    ]

    @Test("reports the exact message, path and place", arguments: cases)
    func diagnostic(_ testCase: DiagnosticCase) {
        #expect(renderedDiagnostics(testCase.json) == testCase.expected)
    }

    @Test func diagnosticsCarryTheirPartsSeparately() throws {
        let decoded = RouteFileDecoder.decode(try JSONDocument(parsing: #"{"routes": [{"path": "a", "priority": "high"}]}"#))
        #expect(decoded.containsErrors)
        #expect(decoded.diagnostics == [
            ConfigDiagnostic(
                severity: .error, message: #"expected an integer, found a string "high""#,
                jsonPath: "routes[0].priority", position: at(1, 39)),
        ])
        #expect(decoded.diagnostics.first?.line == 1)
        #expect(decoded.diagnostics.first?.column == 39)
        #expect(decoded.diagnostics.first?.description == #"1:39: error: routes[0].priority: expected an integer, found a string "high""#)
    }

    @Test func routesWithErrorsAreLeftOutAndTheRestKept() throws {
        let decoded = RouteFileDecoder.decode(try JSONDocument(parsing: #"{"routes": [{"path": ""}, {"path": "ok"}]}"#))
        #expect(decoded.routeFile.routes.map(\.path) == ["ok"])
        #expect(decoded.routeFile.routes.map(\.location.jsonPath) == ["routes[1]"])
    }
}

@Suite("Route file decoder: robustness")
struct RouteFileDecoderRobustnessTests {
    static let valuesOfEveryKind = [#"null"#, #"true"#, #"-1.5"#, #""""#, #""x""#, #"[]"#, #"[1, "a", {}]"#, #"{}"#, #"{"a": null}"#]

    static let keysToTry = [
        "name", "scheme", "domains", "matching", "schemes", "state", "guards", "tabs", "screens",
        "parameterScreens", "routes", "shortcuts", "spotlight",
    ]

    @Test("any value under any top-level key decodes without trapping", arguments: keysToTry)
    func topLevelKey(_ key: String) throws {
        for value in Self.valuesOfEveryKind {
            let json = #"{"routes": [], "\#(key)": \#(value)}"#
            _ = RouteFileDecoder.decode(try JSONDocument(parsing: json))
        }
    }

    @Test("any value under any nested key decodes without trapping", arguments: [
        #"{"routes": [{"path": "a", "KEY": VALUE}]}"#,
        #"{"routes": [], "tabs": [{"id": "a", "root": "R", "KEY": VALUE}]}"#,
        #"{"routes": [], "screens": {"S": {"KEY": VALUE}}}"#,
        #"{"routes": [], "shortcuts": [{"name": "a", "url": "u", "KEY": VALUE}]}"#,
        #"{"routes": [], "matching": {"KEY": VALUE}}"#,
        #"{"routes": [], "guards": {"f": {"KEY": VALUE}}}"#,
    ])
    func nestedKey(_ template: String) throws {
        // Every route key the decoder reads, and the keys of the other objects.
        let keys = RouteFileDecoder.routeKeys + [
            "id", "title", "root", "icon", "mapping",
            "inject", "name", "subtitle", "key", "url", "profile", "caseSensitive", "decodePlus", "treatHostAsPath",
        ]
        for key in keys {
            for value in Self.valuesOfEveryKind {
                let json = template.replacingOccurrences(of: "KEY", with: key).replacingOccurrences(of: "VALUE", with: value)
                _ = RouteFileDecoder.decode(try JSONDocument(parsing: json))
            }
        }
    }

    @Test func randomByteMutationsOfTheReferenceExampleNeverTrap() {
        var generator = SeededGenerator(seed: 0x5EED)
        let original = Array(specExampleJSON.utf8)
        let interestingBytes: [UInt8] = Array("{}[]\",:\\ -0e.tfnu".utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xE2, 0xF0, 0xFF]
        for _ in 0..<500 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = interestingBytes.randomElement(using: &generator) ?? 0
                case 1: bytes.remove(at: index)
                default: bytes.insert(interestingBytes.randomElement(using: &generator) ?? 0, at: index)
                }
            }
            if let document = try? JSONDocument(parsing: bytes) {
                _ = RouteFileDecoder.decode(document)
            }
        }
    }
}
