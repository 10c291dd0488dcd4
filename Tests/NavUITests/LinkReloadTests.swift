import Foundation
import NavLinks
import NavRouteFile
import NavSupport
import Testing
@testable import NavUI

/// Reading link files is an effect the shell performs: `update` asks for it and takes the
/// answer, swapping a reloaded table in only with its link files.
@Suite struct LinkReloadTests {
    static let demoPath = LinkSimulationTests.root.appendingPathComponent("demo-routes.json").path

    @Test func aReloadedTableWithLinksWaitsForItsLinkFiles() throws {
        var state = try Fixture.state()
        let before = state.app.file.path
        let demo = try CompiledApp.load(path: Self.demoPath)
        let effects = update(&state, .reloaded(.success(demo)))
        #expect(effects == [.loadLinks(demo.file)])
        #expect(state.app.file.path == before, "the table is not swapped in before its link files")
        #expect(state.links == nil)
        let links = Result { () throws(RouteFileError) in try LinkSetup.load(demo.file) }
        #expect(update(&state, .linksLoaded(links)) == [])
        #expect(state.app.file.path == demo.file.path)
        #expect(state.links?.platforms == [.ios, .android])
        #expect(state.pendingApp == nil)
    }

    @Test func aChangedLinkFileIsSaidAndReadAgain() throws {
        var state = try AppState(app: CompiledApp.load(path: Self.demoPath))
        let effects = update(&state, .linkFilesChanged(["links/aasa.json"]))
        #expect(effects == [.loadLinks(state.app.file)])
        #expect(state.log.last?.text == "links/aasa.json changed; reloading the link files…")
        let failure = RouteFileError(path: "links/aasa.json", diagnostics: [ConfigDiagnostic(severity: .error, message: "bad")])
        _ = update(&state, .linksLoaded(.failure(failure)))
        #expect(state.links == nil)
        #expect(state.log.map(\.text).contains("links are off: a platform file does not load:"))
    }
}
