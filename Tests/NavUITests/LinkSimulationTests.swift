import Foundation
import NavRouteFile
import NavLinks
import Testing
import NavScenarios
import TestSupport
@testable import NavUI

/// The OS layer in the UI: a web link the simulated OS keeps opens a browser sheet instead of
/// routing; the title bar names the platform; Ctrl-O and `:platform` switch it.
@Suite struct LinkSimulationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func demo() throws -> AppState {
        var state = try AppState(app: CompiledApp.load(path: root.appendingPathComponent("demo-routes.json").path), columns: 120, rows: 30)
        state.applyLinks(Result { () throws(RouteFileError) in try LinkSetup.load(state.app.file) })
        return state
    }

    @Test("An excluded https link opens Safari's sheet, saying why, and does not route")
    func excludedLinkOpensTheBrowser() throws {
        var state = try Self.demo()
        let before = state.navigation
        Fixture.enter("https://hotels.example.com/promo/summer", into: &state)
        #expect(state.navigation == before)
        #expect(state.browserSheet?.platform == .ios)
        let screen = view(state).textLines().joined(separator: "\n")
        #expect(screen.contains("Safari"))
        #expect(screen.contains("excluded by"))
        _ = update(&state, .key(.escape))
        #expect(state.browserSheet == nil)
    }

    @Test("An admitted link routes as before, with no sheet")
    func admittedLinkRoutes() throws {
        var state = try Self.demo()
        Fixture.enter("https://hotels.example.com/cities/paris/42", into: &state)
        #expect(state.browserSheet == nil)
        #expect(state.navigation.tree.visibleScreen?.screen == "HotelDetail")
    }

    @Test("A shortcut's URL and a custom scheme go through the OS too, as headless runs check them")
    func shortcutsAndSchemes() throws {
        // The demo with one more shortcut, to a marketing page iOS keeps in Safari.
        let demo = Self.root.appendingPathComponent("demo-routes.json")
        var file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: demo)) as? [String: Any])
        var links = try #require(file["links"] as? [String: Any])
        var ios = try #require(links["ios"] as? [String: Any])
        let associations = try #require(ios["associations"] as? [String: String])
        ios["associations"] = associations.mapValues { Self.root.appendingPathComponent($0).path }
        links["ios"] = ios
        links["android"] = nil
        file["links"] = links
        var shortcuts = try #require(file["shortcuts"] as? [[String: Any]])
        shortcuts.append(["name": "summer", "title": "Summer deals", "url": "https://hotels.example.com/promo/summer"])
        file["shortcuts"] = shortcuts
        let scratch = try ScratchDirectory()
        let path = try scratch.write(try JSONSerialization.data(withJSONObject: file), to: "routes.json")
        var state = try AppState(app: CompiledApp.load(path: path), columns: 120, rows: 30)
        state.applyLinks(Result { () throws(RouteFileError) in try LinkSetup.load(state.app.file) })
        let before = state.navigation
        Fixture.enter("summer", into: &state)
        #expect(state.navigation == before)
        #expect(state.browserSheet?.url == "https://hotels.example.com/promo/summer")
        _ = update(&state, .key(.escape))
        // No app declares the scheme: refused in the log, no browser.
        Fixture.enter("otherapp://cities/paris", into: &state)
        #expect(state.navigation == before && state.browserSheet == nil)
        #expect(state.log.contains { $0.text.contains("not handed to the app: no app declares the URL scheme \"otherapp\"") })
        // The app's own scheme routes.
        Fixture.enter("hotels://cities/paris", into: &state)
        #expect(state.navigation.tree.visibleScreen?.screen == "HotelList")
    }

    @Test("A recording names the platform it started on and records :platform switches, so it replays on the same device")
    func recordingOnAPlatform() throws {
        var state = try Self.demo()
        Fixture.enter(":platform android", into: &state)
        let scratch = try ScratchDirectory()
        let path = scratch.path("recorded.json")
        Fixture.enter(":record \(path)", into: &state)
        Fixture.enter("https://hotels.example.com/cities/paris", into: &state)
        Fixture.enter(":platform ios", into: &state)
        Fixture.enter("https://go.hotels.example.com/cities/rome", into: &state)
        for character in ":record stop" { _ = update(&state, .key(.character(character))) }
        let effects = update(&state, .key(.enter))
        guard case .writeRecording(_, let recording)? = effects.first else {
            Issue.record("expected a write effect, got \(effects)")
            return
        }
        #expect(recording.recorder.platform == .android)
        #expect(recording.recorder.steps.map(\.input) == ["https://hotels.example.com/cities/paris", ":platform ios",
                                                           "https://go.hotels.example.com/cities/rome"])
        try recording.recorder.write(to: path)
        let replay = ScenarioSuite.run(paths: [path])
        #expect(replay.exitCode == 0, "\(replay.files.flatMap(\.results).compactMap { $0.failure?.lines.filter { !$0.holds } })")
    }

    @Test("The title bar shows the platform; Ctrl-O and :platform switch it, and the verdict follows")
    func switching() throws {
        var state = try Self.demo()
        #expect(view(state).textLines()[0].contains("navsim profile · iOS"))
        _ = update(&state, .key(.ctrl("o")))
        #expect(state.platform == .android)
        #expect(view(state).textLines()[0].contains("· Android 34"))
        // The go. domain is not verified: Chrome keeps the link on Android 12+.
        Fixture.enter("https://go.hotels.example.com/cities/rome", into: &state)
        #expect(state.browserSheet?.platform == .android)
        Fixture.enter(":platform ios", into: &state)
        #expect(state.platform == .ios)
        Fixture.enter("https://go.hotels.example.com/cities/rome", into: &state)
        #expect(state.browserSheet == nil)
        #expect(state.navigation.tree.visibleScreen?.screen == "HotelList")
    }

    @Test("Without links nothing changes: no platform in the title, Ctrl-O only rings the bell")
    func withoutLinks() throws {
        var state = try Fixture.state()
        state.applyLinks(Result { () throws(RouteFileError) in try LinkSetup.load(state.app.file) })
        #expect(state.links == nil)
        #expect(!view(state).textLines()[0].contains("iOS"))
        #expect(update(&state, .key(.ctrl("o"))) == [.bell])
    }
}

/// One road for every input: the UI and a headless run (`navsim open`) apply an input through
/// the same simulator and the same OS gate, so they end in the same state.
@Suite struct OneRoadTests {
    @Test(arguments: [
        ["https://hotels.example.com/cities/paris/42", ":back", "https://hotels.example.com/promo/summer"],
        ["hotels://cities/paris", ":platform android", "https://hotels.example.com/cities/lisbon", ":tab 2"],
        ["newBooking", ":set loggedIn=true", "hotels://bookings", ":push hotels://cities/paris", ":reset"],
        ["Ritz", ":platform ios", "hotels://natgeo", ":back", ":back"],
    ])
    func theUIAndOpenEndInTheSameState(inputs: [String]) throws {
        var ui = try LinkSimulationTests.demo()
        for input in inputs { Fixture.enter(input, into: &ui) }
        let setup = try LinkSetup.load(ui.app.file)
        let headless = ui.app.simulator(on: nil, setup: setup).run(inputs)
        #expect(ui.navigation == headless.state)
    }
}
