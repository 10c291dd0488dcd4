import Foundation
import Testing
import NavImport
import NavRouteFile
import NavSupport
import TestSupport

/// `Tests/Fixtures/apps`: an Xcode project folder and an Android module shaped like real ones,
/// with decoys in Pods/, DerivedData/, build/ and .gradle/ that must not be read.
@Suite struct FixtureProjectTests {
    static let apps = ProjectFiles.root.appendingPathComponent("Tests/Fixtures/apps").path

    /// The import, run from the fixtures' folder so that sources read `hotels-ios/…`.
    private func importFixtures(_ folders: [String] = ["hotels-ios", "hotels-android"]) throws -> ImportedApp {
        try ProjectImport.read(folders: folders.map { Self.apps + "/" + $0 })
    }

    private func relative(_ source: ImportSource) -> String {
        source.description.replacingOccurrences(of: Self.apps + "/", with: "")
    }

    @Test func iosProjectSchemesDomainsShortcutsAndRoutes() throws {
        let app = try importFixtures(["hotels-ios"])
        #expect(app.schemes.map(\.value) == ["hotels", "hotelspro"])
        #expect(app.schemes.map { relative($0.source) } == ["hotels-ios/Hotels/Info.plist:20", "hotels-ios/Hotels/Info.plist:28"])
        #expect(app.domains.map(\.value) == ["hotels.example.com", "www.hotels.example.com", "*.hotels.example.com"])
        #expect(app.domains.map { relative($0.source) } == ["hotels-ios/Hotels/Hotels.entitlements:9", "hotels-ios/Hotels/Hotels.entitlements:10",
                                                           "hotels-ios/Hotels/Hotels.entitlements:11"])
        #expect(app.shortcuts.map(\.name) == ["search", "newBooking"])
        #expect(app.shortcuts.map(\.url) == [nil, "hotels://bookings/new"])
        #expect(app.routes.map(\.label) == ["/user/view/:userID", "/cities/:city/:hotelID", "/bookings/new", "hotelspro:/dashboard",
                                            "/search/:query", "/faq"])
        #expect(relative(app.routes[3].source) == "hotels-ios/Hotels/Routing/AppRouter.m:18")
        #expect(app.profile?.value == "jlroutes")
        #expect(app.appID?.value == "ABCDE12345.com.example.hotels")
        #expect(app.fallbackSchemes.map(\.value) == ["hotelspro"])
    }

    @Test func decoysInPodsDerivedDataBuildAndGradleAreNotRead() throws {
        let app = try importFixtures()
        let everything = app.importedItems.map(\.value).joined(separator: " ") + app.notUnderstood.map(\.what).joined(separator: " ")
        for decoy in ["podsdecoy", "deriveddecoy", "/pods/decoy", "builddecoy", "gradledecoy"] {
            #expect(!everything.contains(decoy), "\(decoy) was read")
        }
        let sources = (app.importedItems.map(\.source) + app.notUnderstood.map(\.source)).map(\.file)
        #expect(!sources.contains { $0.contains("/Pods/") || $0.contains("/DerivedData/") || $0.contains("/build/") || $0.contains("/.gradle/") })
    }

    @Test func aFolderInsideAnotherIsReadOnce() throws {
        let once = try importFixtures(["hotels-ios"])
        let twice = try importFixtures(["hotels-ios", "hotels-ios/Hotels"])
        #expect(twice.routes == once.routes)
        #expect(twice.notUnderstood == once.notUnderstood)
    }

    @Test func androidModulePackageManifestAndGraph() throws {
        let app = try importFixtures(["hotels-android"])
        #expect(app.package?.value == "com.example.hotels")
        #expect(relative(app.package!.source) == "hotels-android/app/build.gradle.kts:11")
        #expect(app.manifest.map { relative(ImportSource(file: $0.value)) } == "hotels-android/app/src/main/AndroidManifest.xml")
        #expect(app.schemes.map(\.value) == ["hotels"])
        #expect(app.domains.map(\.value) == ["hotels.example.com"])
        #expect(app.fingerprint?.value.hasPrefix("14:6D:E9") == true)
        #expect(app.navGraphs.map { relative(ImportSource(file: $0.value)) } == ["hotels-android/app/src/main/res/navigation/nav_graph.xml"])
        // The graph is the module's only routing: the profile is jetpack.
        #expect(app.profile?.value == "jetpack")
    }

    @Test func whatIsNotUnderstoodIsReportedWithItsLine() throws {
        let app = try importFixtures()
        let report = app.notUnderstood.map { "\(relative($0.source)): \($0.what)" }
        #expect(report.contains("hotels-ios/Hotels/Info.plist:31: unknown key CFBundleURLColour in a CFBundleURLTypes entry: ignored"))
        #expect(report.contains { $0.hasPrefix("hotels-ios/Hotels/Info.plist:29: URL scheme $(PRODUCT_BUNDLE_IDENTIFIER) uses a build setting") })
        #expect(report.contains("hotels-ios/Hotels/Routing/AppRouter.m:22: JLRoutes addRoute: with a pattern that is not a string literal (kPromoRoute): not imported"))
        #expect(report.contains("hotels-ios/Hotels/Routing/SearchRoutes.swift:9: JLRoutes addRoute(_:) with a pattern built by string interpolation: not imported"))
        #expect(report.contains { $0.hasPrefix("hotels-ios/Hotels/Info.plist:43: quick action search: the plist gives no URL") })
        #expect(report.contains { $0.hasPrefix("hotels-android/app/src/main/res/navigation/nav_graph.xml:2: navigation graphs beside JLRoutes 2.x's registrations: the profile is jlroutes") })
    }

    @Test func theRouteFileWrittenLoadsWithTheRealLoader() throws {
        let scratch = try ScratchDirectory()
        let app = try importFixtures()
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        let path = try scratch.write(written.text, to: "routes.json")
        let loaded = try RouteFileLoader.load(path: path)
        let compiled = try CompiledApp(loaded)
        let file = compiled.file.routeFile
        #expect(file.scheme == "hotels")
        #expect(file.schemes.keys == ["hotelspro"])
        #expect(file.domains == ["hotels.example.com", "www.hotels.example.com", "*.hotels.example.com"])
        #expect(file.routes.map(\.path) == ["/user/view/:userID", "/cities/:city/:hotelID", "/bookings/new", "/dashboard", "/search/:query", "/faq"])
        #expect(file.routes[3].scheme == "hotelspro")
        #expect(file.shortcuts.map(\.url) == ["hotels://shortcut/search", "hotels://bookings/new"])
        #expect(file.links?.ios?.appID == "ABCDE12345.com.example.hotels")
        #expect(file.links?.android?.package == "com.example.hotels")
        // Paths are relative to the route file and name the real files.
        let association = try #require(file.links?.ios?.associations.first)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent(association.path).path))
        #expect(written.report.imported.contains { $0.kind == "route" && $0.value == "hotelspro:/dashboard" })
    }

    @Test func theJSONReportHasTheDocumentedShape() throws {
        let app = try importFixtures(["hotels-ios"])
        let written = RouteFileWriter.write(app, directory: Self.apps, currentDirectory: Self.apps)
        let document = try JSONDocument(parsing: written.report.json(routeFile: "routes.json").rendered())
        guard case .object(let members) = document.root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["routeFile", "imported", "notUnderstood"])
        guard case .array(let imported) = members[1].value.value, case .object(let first) = imported.first?.value else {
            Issue.record("no imported items"); return
        }
        #expect(first.map(\.key) == ["kind", "value", "source"])
        guard case .array(let problems) = members[2].value.value, case .object(let problem) = problems.first?.value else {
            Issue.record("no notUnderstood items"); return
        }
        #expect(problem.map(\.key) == ["source", "what"])
    }
}
