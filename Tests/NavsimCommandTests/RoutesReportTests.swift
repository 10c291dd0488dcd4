import Testing
@testable import NavCommands
import TestSupport

/// `navsim routes` prints one block per scheme table, as `routes --json` groups them.
@Suite struct RoutesReportTests {
    @Test func aSchemeTableIsOneBlockWhereverItsRoutesAreInTheFile() throws {
        let app = try compiledApp(#"""
            { "scheme": "myapp", "profile": "jlroutes", "schemes": { "thing": { "fallbackToGlobal": true } }, "routes": [
              { "path": "/foo", "screen": "GlobalFoo" },
              { "path": "/foo", "scheme": "thing", "screen": "ThingFoo" },
              { "path": "/global", "screen": "GlobalOnly", "priority": 3 }
            ] }
            """#)
        #expect(Reports.routesText(app) == [
            "myapp:// (global)",
            "  [0] /foo  → GlobalFoo",
            "  [2] /global  priority 3  → GlobalOnly",
            "thing://",
            "  [1] /foo  → ThingFoo",
        ])
    }
}
