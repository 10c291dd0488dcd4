import Foundation
import NavRouteFile
import NavLinks
import Testing
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
