import Foundation
import NavImport
import NavRouteFile
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

/// `navsim init` writes `links.android` from an Expo app config, and `check --against` reports
/// what drifts between the route file and the project.
@Suite struct ExpoProjectDriftTests {
    static let files: [String: String] = [
        "app.json": """
            {"expo": {"scheme": "shop", "ios": {"associatedDomains": ["applinks:shop.example.com"]},
              "android": {"package": "com.example.shop",
                "intentFilters": [{"action": "VIEW", "autoVerify": true, "category": ["BROWSABLE", "DEFAULT"],
                                   "data": [{"scheme": "https", "host": "shop.example.com"}]}]}}}
            """,
        "app/_layout.tsx": "import { Tabs } from 'expo-router';\nexport default function Layout() { return <Tabs />; }\n",
        "app/index.tsx": "export default () => null;\n",
        "app/about.tsx": "export default () => null;\n",
    ]

    struct Project {
        let scratch: ScratchDirectory
        let app: ImportedApp
        let written: ImportedRouteFile

        init(_ files: [String: String] = ExpoProjectDriftTests.files) throws {
            scratch = try ScratchDirectory()
            for (path, text) in files {
                let url = scratch.url.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            app = try ProjectImport.read(folders: [scratch.url.path])
            written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        }

        func drifts(_ edit: (String) -> String = { $0 }) throws -> [String] {
            let text = edit(written.text)
            let path = scratch.path("routes.json")
            let loaded = try RouteFileLoader.load(contents: Data(text.utf8), path: path)
            let document = try JSONDocument(parsing: text)
            return DriftCheck.differences(file: loaded.routeFile, document: document, app: written.app, folders: ["project"], routeFile: path)
                .map { "\($0.jsonPath): \($0.message.replacingOccurrences(of: scratch.url.path + "/", with: ""))" }
        }
    }

    @Test func initWritesLinksAndroidFromTheConfig() throws {
        let project = try Project()
        let object = try JSONSerialization.jsonObject(with: Data(project.written.text.utf8)) as? [String: Any]
        let android = (object?["links"] as? [String: Any])?["android"] as? [String: String]
        #expect(android == ["package": "com.example.shop", "manifest": "app.json"], "\(project.written.text)")
        #expect(object?["scheme"] as? String == "shop" && object?["appDir"] as? String == "app")
        #expect(try project.drifts() == [])
    }

    @Test func eachEditIsOneDifference() throws {
        let project = try Project()
        let found = try project.drifts { text in
            text.replacingOccurrences(of: #""scheme": "shop""#, with: #""scheme": "shop", "tabs": [{"id": "index"}, {"id": "gone"}], "screens": {"nowhere": {"title": "N"}}, "expoRouter": {"layouts": {"missing/_layout.tsx": {}, "_layout.tsx": {"navigator": "Stack"}}}"#)
                .replacingOccurrences(of: #""package": "com.example.shop""#, with: #""package": "com.example.other""#)
        }
        #expect(found.contains { $0.hasPrefix("links.android.package: package \"com.example.other\" differs from the app's \"com.example.shop\"") }, "\(found)")
        #expect(found.contains(#"tabs[1].id: tab "gone" names no route of the app's routes folder (app)"#), "\(found)")
        #expect(found.contains(#"screens.nowhere: screen "nowhere" is no route of the app's routes folder (app)"#))
        #expect(found.contains(#"expoRouter.layouts.missing/_layout.tsx: expoRouter.layouts names "missing/_layout.tsx", which is not in the app's routes folder (app)"#))
        #expect(found.contains(#"expoRouter.layouts._layout.tsx.navigator: expoRouter.layouts says _layout.tsx renders a Stack; the file renders a Tabs (app/_layout.tsx)"#))
        #expect(found.count == 5)
    }

    @Test func aSchemeOrDomainChangedOnEitherSideDrifts() throws {
        let project = try Project()
        let found = try project.drifts { text in
            text.replacingOccurrences(of: #""scheme": "shop""#, with: #""scheme": "shopapp""#)
                .replacingOccurrences(of: #""domains": ["shop.example.com"]"#, with: #""domains": ["old.example.com"]"#)
        }
        #expect(found.contains { $0.hasPrefix(#"scheme: scheme "shopapp" is in the route file and not in the app"#) }, "\(found)")
        #expect(found.contains { $0.contains(#"scheme "shop" is in the app (app.json:1) and not in the route file"#) }, "\(found)")
        #expect(found.contains { $0.hasPrefix(#"domains[0]: domain "old.example.com" is in the route file and not in the app"#) })
        #expect(found.contains { $0.contains(#"domain "shop.example.com" is in the app (app.json:1) and not in the route file"#) })
        #expect(found.count == 4)
    }

    @Test func anotherRoutesFolderDriftsByItsFiles() throws {
        var files = Self.files
        files["copy/index.tsx"] = "export default () => null;\n"
        files["copy/extra.tsx"] = "export default () => null;\n"
        let project = try Project(files)
        let found = try project.drifts { $0.replacingOccurrences(of: #""appDir": "app""#, with: #""appDir": "copy""#) }
        #expect(found.contains(#"appDir: route "about.tsx" is in the app (app) and not in the folder appDir names (copy)"#), "\(found)")
        #expect(found.contains(#"appDir: route "_layout.tsx" is in the app (app) and not in the folder appDir names (copy)"#))
        #expect(found.contains(#"appDir: route "extra.tsx" is in the folder appDir names (copy) and not in the app (app)"#))
        #expect(found.count == 3)
        let missing = try project.drifts { $0.replacingOccurrences(of: #""appDir": "app""#, with: #""appDir": "nope""#) }
        #expect(missing.count == 1 && missing[0].hasPrefix(#"appDir: appDir "nope" names no folder; the app's routes are in app"#), "\(missing)")
    }
}
