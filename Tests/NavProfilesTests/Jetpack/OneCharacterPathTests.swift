import Foundation
@testable import NavProfiles
import NavRouting
import NavSupport
import Testing

/// Paths of one character (a route file `r`, a module folder `a`) name their folder as longer
/// ones do: Foundation's `deletingLastPathComponent` traps on them, so the graphs' reading does
/// not ask it.
@Suite struct OneCharacterPathTests {
    @Test func theFolderOfAPathIsWhatComesBeforeItsLastSlash() {
        #expect(AndroidResources.folder(of: "a") == "")
        #expect(AndroidResources.folder(of: "a/") == "")
        #expect(AndroidResources.folder(of: "r.json") == "")
        #expect(AndroidResources.folder(of: "a/g.xml") == "a")
        #expect(AndroidResources.folder(of: "/a") == "/")
        #expect(AndroidResources.folder(of: "x/y/z/") == "x/y")
    }

    @Test func aGraphInAOneCharacterModuleIsReadAround() {
        // Relative to the current folder, where no such module is: no resources, no trap.
        let resources = AndroidResources.around(graph: "a/src/main/res/navigation/navsim-no-such-graph.xml")
        #expect(resources.graphs.isEmpty && resources.strings.isEmpty)
    }

    @Test func aRouteFileNamedWithOneCharacterIsReportedNotTrapped() throws {
        let source = try #require(MatchingProfile.jetpack.appFilesSource)
        let request = AppFilesRequest(
            routeFilePath: "r",
            files: [.init(path: "navsim-no-such-graph.xml", jsonPath: "navGraphs[0]", position: SourcePosition(line: 1, column: 14))],
            settings: [:], applicationId: nil, tabs: [], describedScreens: [], warnings: [], checking: false)
        #expect(throws: AppFilesError.self) {
            _ = try source.read(request) { _ in .failure(AppFileProblem("no such file")) }
        }
        do {
            _ = try source.read(request) { _ in .failure(AppFileProblem("no such file")) }
        } catch {
            #expect(error.diagnostics.map(\.message) == ["no navigation graph file navsim-no-such-graph.xml"])
        }
    }
}
