import Foundation
import NavRouteFile
import TestSupport
import NavModel
import NavUI
import Testing
import NavSupport

/// Keys through the pure update, with the whole UI state stated afterwards.
@Suite struct UpdateTests {
    /// Everything in `AppState` that keys change, in a comparable form.
    struct Snapshot: Equatable, CustomStringConvertible {
        var focus: Focus
        var line: String
        var cursor: Int
        var selection: Int
        var overlay: Overlay?
        var history: [String]
        var tree: [String]
        var lastLog: String?
        var description: String { "\(focus) \"\(line)\"@\(cursor) sel=\(selection) overlay=\(String(describing: overlay)) history=\(history)\n" + tree.joined(separator: "\n") + "\nlog: \(lastLog ?? "-")" }

        init(_ state: AppState) {
            focus = state.focus
            line = state.editor.string
            cursor = state.editor.cursor
            selection = state.selection
            overlay = state.overlay
            history = state.history.entries
            tree = state.simulator.describe(state.navigation)
            lastLog = state.log.last?.text
        }

        init(focus: Focus, line: String = "", cursor: Int? = nil, selection: Int, overlay: Overlay? = nil, history: [String], tree: [String], lastLog: String?) {
            self.focus = focus
            self.line = line
            self.cursor = cursor ?? line.count
            self.selection = selection
            self.overlay = overlay
            self.history = history
            self.tree = tree
            self.lastLog = lastLog
        }
    }

    static let tail = ["flags: loggedIn=false", "pending: none", "alerts: none"]

    func type(_ text: String, _ state: inout AppState) -> [Effect] {
        text.flatMap { update(&state, .key(.character($0))) }
    }

    @Test func typingAndEnterOpensTheLink() throws {
        var state = try Fixture.state()
        _ = type("shop://products/shoes/7", &state)
        let effects = update(&state, .key(.enter))
        #expect(effects == [.saveHistory(["shop://products/shoes/7"])])
        #expect(Snapshot(state) == Snapshot(
            focus: .input, selection: 2, history: ["shop://products/shoes/7"],
            tree: ["tab home*: Home#1 > ProductList#3(category=shoes) > Product#4(category=shoes, id=7, size=M default)",
                   "tab account: Account#2", "url: shop://products/shoes/7"] + Self.tail,
            lastLog: "  pushed Product #4"))
    }

    @Test func readlineEditing() throws {
        var state = try Fixture.state()
        _ = type("shop://products/shoes", &state)
        _ = update(&state, .key(.ctrl("w")))
        #expect(state.editor.string == "shop://products/")
        _ = update(&state, .key(.ctrl("a")))
        _ = type("x", &state)
        _ = update(&state, .key(.end))
        _ = update(&state, .key(.left))
        _ = update(&state, .key(.backspace))
        #expect(state.editor.string == "xshop://product/")
        #expect(state.editor.cursor == 15)
        _ = update(&state, .key(.ctrl("k")))
        #expect(state.editor.string == "xshop://product")
        _ = update(&state, .key(.ctrl("u")))
        #expect(Snapshot(state) == Snapshot(focus: .input, selection: 0, history: [],
                                            tree: ["tab home*: Home#1", "tab account: Account#2", "url: shop://products"] + Self.tail,
                                            lastLog: "type a link (shop://products/category/1), a shortcut (cart, F2) or :routes and press Enter; F1 shows every key"))
    }

    @Test func historyBrowsesAndKeepsTheDraft() throws {
        var state = try AppState(app: Fixture.app(), history: ["shop://orders", "shop://cart"])
        _ = type("dra", &state)
        _ = update(&state, .key(.up))
        #expect(state.editor.string == "shop://cart")
        _ = update(&state, .key(.up))
        _ = update(&state, .key(.up))
        #expect(state.editor.string == "shop://orders")
        _ = update(&state, .key(.down))
        _ = update(&state, .key(.down))
        #expect(state.editor.string == "dra")
    }

    @Test func navigatorWalksPopsAndGoesBack() throws {
        var state = try Scenes.make("deep")
        _ = update(&state, .key(.escape))
        #expect(state.focus == .navigator)
        #expect(state.selection == 2)
        _ = update(&state, .key(.up))
        _ = update(&state, .key(.up))
        #expect(state.shownScreen?.screen == "Home")
        _ = update(&state, .key(.down))
        _ = update(&state, .key(.enter))
        #expect(Snapshot(state) == Snapshot(
            focus: .navigator, selection: 1, history: ["shop://products/shoes/42"],
            tree: ["tab home*: Home#1 > ProductList#3(category=shoes)", "tab account: Account#2", "url: shop://products/shoes"] + Self.tail,
            lastLog: "  popped Product #4"))
        _ = update(&state, .key(.backspace))
        _ = update(&state, .key(.backspace))
        #expect(state.log.last?.text == "  ✗ already at the root of Home; nothing to go back to")
        _ = update(&state, .key(.right))
        #expect(Snapshot(state) == Snapshot(
            focus: .navigator, selection: 0, history: ["shop://products/shoes/42"],
            tree: ["tab home: Home#1", "tab account*: Account#2", "url: shop://"] + Self.tail,
            lastLog: "  tab switched: home → account"))
        _ = type("o", &state)
        #expect(state.focus == .input)
        #expect(state.editor.string == "o")
    }

    @Test func hotkeysFireInEitherFocusAndQuickActionsRun() throws {
        var state = try Fixture.state()
        _ = type("abc", &state)
        _ = update(&state, .key(.function(3)))
        #expect(state.editor.string == "abc")
        #expect(state.navigation.tree.currentTab.id == "account")
        _ = update(&state, .key(.ctrl("p")))
        #expect(state.overlay == .quickActions(selected: 0))
        _ = update(&state, .key(.enter))
        #expect(state.overlay == nil)
        #expect(state.simulator.describe(state.navigation)[2] == "modal 1: Cart#4")
    }

    @Test func tabCompletesRouteLiteralsAndCommands() throws {
        var state = try Fixture.state()
        _ = type("shop://pro", &state)
        _ = update(&state, .key(.tab))
        #expect(state.editor.string == "shop://products/")
        state.editor.set(":ba")
        _ = update(&state, .key(.tab))
        #expect(state.editor.string == ":back")
        state.editor.set("or")
        _ = update(&state, .key(.tab))
        #expect(state.editor.string == "orders")
    }

    @Test func hugePasteIsCutWithAMessage() throws {
        var state = try Fixture.state()
        let effects = update(&state, .key(.paste(String(repeating: "a", count: 100_000) + "\nsecond line")))
        #expect(effects == [.bell])
        #expect(state.editor.string.count == state.editor.capacity)
        #expect(state.log.suffix(2).map(\.text) == ["the paste had 2 lines; kept the first",
                                                    "the paste was cut to 16384 characters (83616 dropped)"])
    }

    @Test func ctrlCAndSignalsQuitSavingHistory() throws {
        var state = try Fixture.state()
        Fixture.enter("shop://orders", into: &state)
        #expect(update(&state, .key(.ctrl("c"))) == [.saveHistory(["shop://orders"]), .quit])
        #expect(update(&state, .key(.terminate(signal: 15))) == [.saveHistory(["shop://orders"]), .quit])
    }

    @Test func brokenReloadKeepsTheTableAndGoodReloadReplays() throws {
        var state = try Scenes.make("deep")
        let before = state.simulator.describe(state.navigation)
        let error = NavRouteFile.RouteFileError(path: "shop.json", diagnostics: [
            ConfigDiagnostic(severity: .error, message: "expected ',' or '}'", jsonPath: "", position: SourcePosition(line: 3, column: 7)),
        ])
        _ = update(&state, .reloaded(.failure(error)))
        #expect(state.reloadError == "shop.json:3:7: error: expected ',' or '}'")
        #expect(state.simulator.describe(state.navigation) == before)
        _ = update(&state, .reloaded(.success(try Fixture.app())))
        #expect(state.reloadError == nil)
        #expect(state.simulator.describe(state.navigation)[0] == "tab home*: Home#1 > ProductList#3(category=shoes) > Product#4(category=shoes, id=42, size=M default)")
    }

    /// "replayed 2 inputs, 1 no longer applies": the count agrees with its verb.
    @Test func aReloadCountsTheInputsThatNoLongerApply() throws {
        var state = try Fixture.state()
        Fixture.enter("shop://orders", into: &state)
        Fixture.enter("shop://login", into: &state)
        let withoutOrders = Fixture.routeFile.replacingOccurrences(of: #"{ "path": "orders", "screen": "Orders", "tab": "account" }"#,
                                                                   with: #"{ "path": "account", "screen": "Account", "tab": "account" }"#)
        _ = update(&state, .reloaded(.success(try compiledApp(withoutOrders, path: "shop.json"))))
        #expect(state.log.map(\.text).contains("reloaded shop.json: 4 routes; replayed 2 inputs, 1 no longer applies"), "\(state.log.map(\.text))")
    }

    @Test func mouseClickOnATabSelectsIt() throws {
        var state = try Fixture.state()
        _ = update(&state, .key(.mouse(MouseEvent(x: 28, y: 20, kind: .press))))
        #expect(state.navigation.tree.currentTab.id == "account")
    }
}

/// `:record FILE` asks the shell to check the file at once; a second `:record` while one runs
/// is refused instead of dropping the first one's steps.
@Suite struct RecordingTargetTests {
    @Test func startingARecordingAsksForItsFileToBeChecked() throws {
        var state = try Fixture.state()
        for character in ":record /tmp/session.json" { _ = update(&state, .key(.character(character))) }
        #expect(update(&state, .key(.enter)).first == .checkRecordingTarget(path: "/tmp/session.json"))
        #expect(state.recordingPath == "/tmp/session.json")
        stopRecording(&state, because: "it is a directory, not a regular file")
        #expect(state.recordingPath == nil && state.recorder == nil)
        #expect(state.log.last?.text == "not recording: /tmp/session.json cannot be written: it is a directory, not a regular file")
    }

    @Test func aSecondRecordWhileRecordingIsRefused() throws {
        var state = try Fixture.state()
        Fixture.enter(":record /tmp/first.json", into: &state)
        Fixture.enter("shop://orders", into: &state)
        for character in ":record /tmp/second.json" { _ = update(&state, .key(.character(character))) }
        #expect(update(&state, .key(.enter)).first == .bell)
        #expect(state.recordingPath == "/tmp/first.json")
        #expect(state.recorder?.steps.count == 1)
        #expect(state.log.last?.text == "already recording to /tmp/first.json; :record stop writes it, then :record /tmp/second.json")
    }
}

/// `:record FILE` … `:record stop` in the UI writes a scenario that replays green.
@Suite struct RecordingTests {
    @Test func recordingASessionReplaysWithNavsimTest() throws {
        var state = try Fixture.state()
        Fixture.enter("shop://products/shoes/1", into: &state)
        Fixture.enter(":record /tmp/recorded.json", into: &state)
        Fixture.enter("shop://products/hats/2", into: &state)
        _ = update(&state, .key(.escape))
        _ = update(&state, .key(.up))
        _ = update(&state, .key(.enter))
        for character in ":record stop" { _ = update(&state, .key(.character(character))) }
        let effects = update(&state, .key(.enter))
        guard case .writeRecording(let path, let recording)? = effects.first else {
            Issue.record("expected a write effect, got \(effects)")
            return
        }
        #expect(path == "/tmp/recorded.json")
        // The preamble (the link before recording), the hats link, and the pop done with the navigator.
        #expect(recording.recorder.steps.map(\.input) == ["shop://products/shoes/1", "shop://products/hats/2", ":back"])
        #expect(state.recorder == nil && state.recordingPath == nil)
    }
}

@Suite struct EmptyLineNavigationTests {
    @Test func onAnEmptyLineBackspaceGoesBackAndArrowsSwitchTabs() throws {
        var state = try Scenes.make("deep")
        _ = update(&state, .key(.backspace))
        #expect(state.focus == .input)
        #expect(state.simulator.describe(state.navigation)[0] == "tab home*: Home#1 > ProductList#3(category=shoes)")
        _ = update(&state, .key(.right))
        #expect(state.navigation.tree.currentTab.id == "account")
        _ = update(&state, .key(.left))
        #expect(state.navigation.tree.currentTab.id == "home")
        // With text on the line the same keys edit it.
        _ = update(&state, .key(.character("x")))
        _ = update(&state, .key(.left))
        _ = update(&state, .key(.backspace))
        #expect(state.editor.string == "x")
        #expect(state.navigation.tree.currentTab.id == "home")
    }
}

/// A route file's warnings are on screen: stderr is hidden behind the alternate screen.
@Suite struct RouteFileWarningsOnScreenTests {
    @Test func anUnknownKeyIsInTheLogAndTheTitleBar() throws {
        let text = Fixture.routeFile.replacingOccurrences(of: #""shortcuts":"#, with: #""shortcut":"#)
        let app = try compiledApp(text, path: "shop.json")
        var state = AppState(app: app, columns: 120, rows: 36)
        let screen = view(state).textLines().joined(separator: "\n")
        #expect(screen.contains("⚠ 1 warning · shop.json"), "\(screen)")
        // On start one line counts them, so the hint after it stays in view; `:lint` lists them.
        #expect(state.log.map(\.text) == ["Shop: 4 routes from shop.json, profile navsim", "⚠ 1 warning in shop.json: :lint lists them",
                                          "type a link (shop://products/category/1) or :routes and press Enter; F1 shows every key"])
        Fixture.enter(":lint", into: &state)
        #expect(state.log.contains(LogLine(.error, #"  21:3: warning: shortcut: unknown key "shortcut" is ignored; did you mean "shortcuts"?"#)),
                "\(state.log.map(\.text))")
    }
}

/// `AppState` is `Equatable`: keys that only look leave the whole state as it was.
@Suite struct WholeStateTests {
    @Test func helpAndQuickActionsOpenedAndClosedLeaveTheStateAsItWas() throws {
        var state = try Fixture.state()
        Fixture.enter("shop://products/shoes/7", into: &state)
        let before = state
        _ = update(&state, .key(.function(1)))
        #expect(state != before)
        _ = update(&state, .key(.escape))
        #expect(state == before)
        _ = update(&state, .key(.ctrl("p")))
        _ = update(&state, .key(.down))
        #expect(state.overlay == .quickActions(selected: 1))
        _ = update(&state, .key(.escape))
        #expect(state == before)
    }

    /// A refused input changes the log and nothing else.
    @Test func aRefusedInputOnlyAddsToTheLog() throws {
        var state = try Fixture.state()
        Fixture.enter("shop://products/shoes/7", into: &state)
        var expected = state
        Fixture.enter("shop://nowhere", into: &state)
        #expect(state.log.count > expected.log.count)
        expected.log = state.log
        expected.history.record("shop://nowhere")
        #expect(state == expected)
    }

    /// The tab keys, a click on a tab and `:tab N` typed are one typed command: the same state.
    @Test func tabKeysClicksAndTypedCommandsAgree() throws {
        var byKey = try Fixture.state()
        _ = update(&byKey, .key(.right))
        var typed = try Fixture.state()
        _ = update(&typed, .key(.escape))
        _ = update(&typed, .key(.tab))
        Fixture.enter(":tab 2", into: &typed)
        #expect(byKey.navigation == typed.navigation)
        #expect(byKey.appliedInputs == [":tab 2"])
        #expect(typed.appliedInputs == [":tab 2"])
    }
}
