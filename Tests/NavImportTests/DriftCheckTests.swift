import Foundation
import Testing
import NavImport
import NavRouteFile
import NavSupport
import TestSupport

/// `check --against`: a route file written by init has no drift; each edit on either side is
/// one difference naming both places.
@Suite struct DriftCheckTests {
    private let folders = [FixtureProjectTests.apps + "/hotels-ios", FixtureProjectTests.apps + "/hotels-android"]

    private func drifts(editing edit: (String) -> String) throws -> [String] {
        let scratch = try ScratchDirectory()
        let app = try ProjectImport.read(folders: folders)
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        let text = edit(written.text)
        let loaded = try RouteFileLoader.load(contents: Data(text.utf8), path: scratch.path("routes.json"))
        let document = try JSONDocument(parsing: text)
        return DriftCheck.differences(file: loaded.routeFile, document: document, app: written.app, folders: ["app"]).map { drift in
            "\(drift.position.map { "\($0)" } ?? "-") \(drift.jsonPath): \(drift.message.replacingOccurrences(of: FixtureProjectTests.apps + "/", with: ""))"
        }
    }

    @Test func theFileInitWritesHasNoDrift() throws {
        #expect(try drifts { $0 } == [])
    }

    @Test func aRouteMissingFromTheFileNamesItsRegistration() throws {
        let found = try drifts { $0.replacingOccurrences(of: #""path": "/faq""#, with: #""path": "/help""#) }
        #expect(found.contains { $0.hasSuffix(#" routes: route "/faq" is in the app (hotels-ios/Hotels/Routing/SearchRoutes.swift:8) and not in the route file"#) },
                "\(found)")
        #expect(found.contains { $0.hasSuffix(#"routes[5].path: route "/help" is in the route file and not in the app (read from app)"#) }, "\(found)")
        #expect(found.count == 2)
    }

    @Test func parameterNamesDoNotCount() throws {
        #expect(try drifts { $0.replacingOccurrences(of: "/user/view/:userID", with: "user/view/:id") } == [])
    }

    @Test func schemesDomainsQuickActionsAndPackageEachDrift() throws {
        let found = try drifts { text in
            text.replacingOccurrences(of: #""domains": ["hotels.example.com", "www.hotels.example.com", "*.hotels.example.com"]"#,
                                      with: #""domains": ["hotels.example.com", "old.example.com", "*.hotels.example.com"]"#)
                .replacingOccurrences(of: #""name": "search""#, with: #""name": "find""#)
                .replacingOccurrences(of: #""package": "com.example.hotels""#, with: #""package": "com.example.other""#)
        }
        #expect(found.contains(#"9:14 domains: domain "www.hotels.example.com" is in the app (hotels-ios/Hotels/Hotels.entitlements:10) and not in the route file"#),
                "\(found)")
        #expect(found.contains { $0.hasSuffix(#"domains[1]: domain "old.example.com" is in the route file and not in the app (read from app)"#) })
        #expect(found.contains { $0.contains(#"shortcuts: quick action "search" is in the app (hotels-ios/Hotels/Info.plist:43)"#) })
        #expect(found.contains { $0.hasSuffix(#"shortcuts[0].name: quick action "find" is in the route file and not in the app (read from app)"#) })
        #expect(found.contains { $0.contains(#"links.android.package: package "com.example.other" differs from the app's "com.example.hotels" (hotels-android/app/build.gradle.kts:11)"#) })
        #expect(found.count == 5)
    }

    @Test func aDeepLinkAddedToTheAppsGraphIsDrift() throws {
        let scratch = try ScratchDirectory()
        let app = scratch.url.appendingPathComponent("hotels-android")
        try FileManager.default.copyItem(atPath: FixtureProjectTests.apps + "/hotels-android", toPath: app.path)
        let initial = try ProjectImport.read(folders: [app.path])
        let written = RouteFileWriter.write(initial, directory: scratch.url.path, currentDirectory: scratch.url.path)
        let routes = try scratch.write(written.text, to: "routes.json")
        #expect(written.app.navGraphs.count == 1)
        // The app's graph gains a deep link after the route file was written.
        let graph = app.appendingPathComponent("app/src/main/res/navigation/nav_graph.xml")
        let text = try String(contentsOf: graph, encoding: .utf8).replacingOccurrences(
            of: #"<fragment android:id="@+id/cityList" android:label="Cities">"#,
            with: #"<fragment android:id="@+id/cityList" android:label="Cities"><deepLink app:uri="hotels://cities" />"#)
        let loaded = try RouteFileLoader.load(path: routes)   // read before the edit below
        try text.write(to: graph, atomically: true, encoding: .utf8)
        let changed = RouteFileWriter.write(try ProjectImport.read(folders: [app.path]), directory: scratch.url.path,
                                            currentDirectory: scratch.url.path).app
        let drifts = DriftCheck.differences(file: loaded.routeFile, document: try JSONDocument(parsing: written.text), app: changed,
                                            folders: ["hotels-android"])
        #expect(drifts.map(\.message) == [
            #"deep link "hotels://cities" is in the app (\#(app.path)/app/src/main/res/navigation/nav_graph.xml:7) and not in the route file"#,
        ])
        #expect(drifts.first?.jsonPath == "navGraphs")
    }

    @Test func aDeepLinkOnlyTheRouteFilesGraphHasIsDrift() throws {
        let scratch = try ScratchDirectory()
        let app = scratch.url.appendingPathComponent("hotels-android")
        try FileManager.default.copyItem(atPath: FixtureProjectTests.apps + "/hotels-android", toPath: app.path)
        let written = RouteFileWriter.write(try ProjectImport.read(folders: [app.path]), directory: scratch.url.path,
                                            currentDirectory: scratch.url.path)
        // The route file lists a copy of the graph with a deep link the app's graph does not have.
        let graph = try String(contentsOf: app.appendingPathComponent("app/src/main/res/navigation/nav_graph.xml"), encoding: .utf8)
        try scratch.write(graph.replacingOccurrences(
            of: #"<fragment android:id="@+id/cityList" android:label="Cities">"#,
            with: #"<fragment android:id="@+id/cityList" android:label="Cities"><deepLink app:uri="hotels://cities" />"#), to: "copy.xml")
        let text = written.text.replacingOccurrences(of: "hotels-android/app/src/main/res/navigation/nav_graph.xml", with: "copy.xml")
        #expect(text != written.text)
        let loaded = try RouteFileLoader.load(contents: Data(text.utf8), path: scratch.path("routes.json"))
        let drifts = DriftCheck.differences(file: loaded.routeFile, document: try JSONDocument(parsing: text), app: written.app,
                                            folders: ["hotels-android"])
        #expect(drifts.map(\.message) == [#"deep link "hotels://cities" is in the route file's graphs and not in the app (read from hotels-android)"#])
        #expect(drifts.first?.jsonPath.hasPrefix("navGraphs[0]") == true, "\(drifts)")
    }

    @Test func aSchemeDroppedFromTheAppIsDrift() throws {
        let found = try drifts { $0.replacingOccurrences(of: #""scheme": "hotels""#, with: #""scheme": "hotel""#) }
        #expect(found.contains { $0.hasSuffix(#"scheme: scheme "hotel" is in the route file and not in the app (read from app)"#) })
        #expect(found.contains { $0.contains(#"scheme "hotels" is in the app (hotels-ios/Hotels/Info.plist:20) and not in the route file"#) })
    }
}
