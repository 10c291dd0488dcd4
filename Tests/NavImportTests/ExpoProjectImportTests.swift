import Foundation
import NavImport
import NavSupport
import TestSupport
import Testing

/// `navsim init` on Expo projects: the config file's scheme, domains and base URL, the routes
/// folder (`app/`, `src/app/` or the expo-router plugin's `root`), and what it reports as code.
@Suite struct ExpoProjectImportTests {
    private func project(_ files: [String: String]) throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        for (path, text) in files {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return scratch
    }

    /// The routes folder the import found (the report's `appDir` item).
    private func appDir(_ app: ImportedApp) -> String? { app.importedItems.first { $0.kind == "appDir" }?.value }

    @Test func theConfigAndThePluginsRootFolder() throws {
        let scratch = try project([
            "app.config.json": """
                {
                  "expo": {
                    "scheme": ["shop", "shop-dev"],
                    "experiments": { "baseUrl": "/store" },
                    "ios": { "associatedDomains": ["applinks:shop.example.com?mode=developer", "webcredentials:shop.example.com"] },
                    "android": { "intentFilters": [ { "action": "VIEW", "data": [ { "scheme": "https", "host": "m.shop.example.com" }, { "scheme": "shopapp" } ] } ] },
                    "plugins": [["expo-router", { "root": "src/routes" }]]
                  }
                }
                """,
            "src/routes/_layout.tsx": "import { JsStack } from '../nav';\nexport default function Layout() { return <JsStack />; }\n",
            "src/routes/index.tsx": "export default () => null;\n",
            "src/routes/+native-intent.ts": "export function redirectSystemPath({ path }) { return path; }\n",
            "app/ignored.tsx": "export default () => null;\n",
        ])
        let app = try ProjectImport.read(folders: [scratch.url.path])
        #expect(app.schemes.map(\.value) == ["shop", "shop-dev", "shopapp"])
        #expect(app.domains.map(\.value) == ["shop.example.com", "m.shop.example.com"])
        let members = app.sourceReading?.members ?? []
        #expect(members.map(\.0) == ["appDir", "expoRouter"])
        #expect(members.last?.1.rendered() == JSONOutput.object([("baseUrl", .string("/store"))]).rendered())
        #expect(appDir(app)?.hasSuffix("src/routes") == true)
        #expect(app.importedItems.filter { $0.kind == "route" }.map(\.value) == ["_layout.tsx", "index.tsx"])
        #expect(app.profile?.value == "expo_router")
        let notes = app.notUnderstood.map(\.what)
        #expect(notes.contains("+native-intent is code: write its rules in expoRouter.nativeIntent"))
        #expect(notes.contains { $0.contains("(a custom navigator?)") && $0.contains("expoRouter.layouts[\"_layout.tsx\"]") })
    }

    @Test func aCodeConfigIsReportedAndAnAppFolderIsFound() throws {
        let scratch = try project(["app.config.ts": "export default { scheme: 'x' };\n", "app.json": #"{"expo": {"scheme": "plain"}}"#,
                                   "app/index.tsx": "export default () => null;\n"])
        let app = try ProjectImport.read(folders: [scratch.url.path])
        #expect(app.schemes.map(\.value) == ["plain"])
        #expect(appDir(app)?.hasSuffix("/app") == true)
        #expect(app.notUnderstood.contains { $0.what.hasPrefix("app.config.ts is code") })
    }

    @Test func theConfigsSchemesKeepTheirPlaceInTheWalk() throws {
        let scratch = try project([
            "app.json": #"{"expo": {"scheme": "plain", "plugins": [["expo-router", {"root": "routes"}]]}}"#,
            "routes/index.tsx": "export default () => null;\n",
            "ios/Shop/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>CFBundleURLTypes</key><array><dict>
                <key>CFBundleURLSchemes</key><array><string>native</string><string>plain</string></array>
                </dict></array></dict></plist>
                """,
        ])
        let app = try ProjectImport.read(folders: [scratch.url.path])
        // app.json comes before ios/ in the walk: its scheme is the default.
        #expect(app.schemes.map(\.value) == ["plain", "native"])
        #expect(app.profile?.value == "expo_router")
        #expect(app.profile?.source.line == 1)
        #expect(app.profile?.source.file.hasSuffix("app.json") == true)
    }
}
