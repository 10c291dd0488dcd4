import Foundation
import NavRouteFile
import TestSupport
import Testing

/// The demo compiled into the binary is the repository's demo-routes.json
/// (regenerate with scripts/embed-demo.sh after editing the file).
@Suite struct BundledDemoTests {
    @Test func bundledCopyMatchesTheFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("demo-routes.json"), encoding: .utf8)
        #expect(BundledDemo.contents + "\n" == file || BundledDemo.contents == file,
                "demo-routes.json changed: run scripts/embed-demo.sh")
    }

    @Test func bundledCopyCompiles() throws {
        let app = try CompiledApp(RouteFileLoader.load(contents: Data(BundledDemo.contents.utf8), path: BundledDemo.path))
        #expect(app.table.routes.count > 10)
    }
}
