import Foundation
import Testing
import NavImport
import NavRouteFile
import TestSupport

/// Which profile the import chooses, and what the report says when the app gives two answers.
@Suite struct ProfileChoiceTests {
    private func file(_ path: String, _ kind: ProjectFileKind, _ text: String) -> ProjectFile {
        ProjectFile(path: path, kind: kind, contents: Data(text.utf8))
    }

    @Test func twoLibrariesTheFirstFoundWinsAndTheReportSaysSo() {
        let app = ProjectImport.read([
            file("App/Router.m", .source, #"[self.router.registrar registerAppRoutePath:@"list{List}/:id{Detail}" presentingController:nav];"#),
            file("App/Links.swift", .source, #"JLRoutes.global().addRoute("/promo/:code") { _ in true }"#),
        ])
        #expect(app.profile?.value == "waapprouting")
        #expect(app.profile?.source.description == "App/Router.m:1")
        #expect(app.routes.map(\.pattern) == ["list{List}/:id{Detail}", "/promo/:code"])
        #expect(app.notUnderstood.map(\.what) == [
            "a second routing library, JLRoutes 2.x, in one app: the profile is waapprouting, from WAAppRouting 0.0.5 found first at App/Router.m:1;"
                + " its routes are imported under that profile",
        ])
    }

    @Test func aPatternTheProfileCannotReadIsLeftOutAndReported() throws {
        // Under waapprouting a leading `/` is fine to write, but `(` optional groups are JLRoutes' alone.
        let app = ProjectImport.read([
            file("App/Router.m", .source, """
                [registrar registerAppRoutePath:@"list{List}" presentingController:nav];
                [registrar registerAppRoutePath:@"" presentingController:nav];
                """),
        ])
        let written = RouteFileWriter.write(app, directory: "/tmp", currentDirectory: "/tmp")
        #expect(written.app.routes.map(\.pattern) == ["list{List}"])
        #expect(written.report.notUnderstood.contains { $0.source.description == "App/Router.m:2" && $0.what.hasPrefix("route \"\" does not load: ") },
                "\(written.report.notUnderstood)")
        _ = try RouteFileLoader.load(contents: Data(written.text.utf8), path: "routes.json")
    }

    @Test func ikrouterPatternsGiveTheSchemeWhenNoPlistDoes() throws {
        let app = ProjectImport.read([
            file("App/Router.swift", .source, """
                router
                    .registerRoutableWithParameter(ProjectViewController.self, parameter: ":projectId")
                    .registerRouteHandler("myapp://project/:projectId")
                """),
        ])
        #expect(app.profile?.value == "ikrouter")
        #expect(app.schemes.map(\.value) == ["myapp"])
        let written = RouteFileWriter.write(app, directory: "/tmp", currentDirectory: "/tmp")
        let file = try RouteFileLoader.load(contents: Data(written.text.utf8), path: "routes.json").routeFile
        #expect(file.scheme == "myapp")
        #expect(file.routes.map(\.path) == ["project/:projectId"])
        #expect(file.routes.first?.scheme == nil)
        #expect(file.parameterScreens["projectId"] == "ProjectViewController")
    }

    @Test func aSignedAppsEntitlementsGiveTheAppID() {
        let entitlements = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>application-identifier</key>
            <string>828Q2S3G4Q.com.example.app</string>
            <key>com.apple.developer.associated-domains</key>
            <array><string>applinks:example.com</string></array>
            </dict></plist>
            """
        let app = ProjectImport.read([file("App/App.entitlements", .entitlements, entitlements)])
        #expect(app.appID?.value == "828Q2S3G4Q.com.example.app")
        #expect(app.appID?.source.description == "App/App.entitlements:3")
        #expect(app.domains.map(\.value) == ["example.com"])
    }

    @Test func aPatternListAddsRoutesWithTheirLines() {
        let app = ProjectImport.read([], patterns: ProjectImport.PatternList(file: "patterns.txt", text: "# the web's routes\n/a/:id\n\n/b\n"))
        #expect(app.routes.map(\.label) == ["/a/:id", "/b"])
        #expect(app.routes.map(\.source.description) == ["patterns.txt:2", "patterns.txt:4"])
        #expect(app.profile == nil)
    }

    @Test func graphsAloneMakeTheJetpackProfile() {
        let graph = """
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                android:id="@+id/g" app:startDestination="@id/home">
              <fragment android:id="@+id/home" android:label="Home">
                <deepLink app:uri="shop://home" />
              </fragment>
              <include app:graph="@navigation/account" />
            </navigation>
            """
        let account = """
            <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                android:id="@+id/account" app:startDestination="@id/profile">
              <fragment android:id="@+id/profile" android:label="Profile">
                <deepLink app:uri="shop://profile/{id}" />
                <argument android:name="id" app:argType="integer" />
              </fragment>
            </navigation>
            """
        let alone = ProjectImport.read([file("app/src/main/res/navigation/account.xml", .navigationGraph, account),
                                        file("app/src/main/res/navigation/g.xml", .navigationGraph, graph)])
        #expect(alone.profile?.value == "jetpack")
        // The included graph is read through the one including it, not listed again.
        #expect(alone.navGraphs.map(\.value) == ["app/src/main/res/navigation/g.xml"])
        #expect(alone.deepLinks.map { "\($0.value) \($0.source)" } == ["shop://home app/src/main/res/navigation/g.xml:4",
                                                                        "shop://profile/{id} app/src/main/res/navigation/account.xml:4"])
        // The manifest merger makes the deep links intent filters: their schemes are the app's.
        #expect(alone.schemes.map(\.value) == ["shop"])
        let broken = ProjectImport.read([file("app/src/main/res/navigation/b.xml", .navigationGraph,
                                              #"<navigation xmlns:android="http://schemas.android.com/apk/res/android" android:id="@+id/b"/>"#)])
        #expect(broken.navGraphs.isEmpty)
        #expect(broken.notUnderstood.contains { $0.source.file == "app/src/main/res/navigation/b.xml" && $0.what.hasSuffix("graph app/src/main/res/navigation/b.xml not imported") },
                "\(broken.notUnderstood)")
        let layout = ProjectImport.read([file("app/src/main/res/navigation/not.xml", .navigationGraph, "<FrameLayout/>")])
        #expect(layout.navGraphs.isEmpty && layout.profile == nil)
    }

    @Test func fileKindsAreToldByNameAndPlace() {
        #expect(ProjectFileKind.of(name: "Info.plist", folders: []) == .infoPlist)
        #expect(ProjectFileKind.of(name: "Hotels-Info.plist", folders: []) == .infoPlist)
        #expect(ProjectFileKind.of(name: "nav_graph.xml", folders: ["res", "navigation"]) == .navigationGraph)
        #expect(ProjectFileKind.of(name: "main.xml", folders: ["res", "layout"]) == nil)
        #expect(ProjectFileKind.of(name: "build.gradle.kts", folders: ["app"]) == .gradleBuild)
        #expect(ProjectFileKind.of(name: "README.md", folders: []) == nil)
    }

    @Test func theDomainOfAnAssociationFileIsItsFolder() {
        #expect(ProjectImport.domain(ofPlatformFile: "web/hotels.example.com/.well-known/assetlinks.json") == "hotels.example.com")
        #expect(ProjectImport.domain(ofPlatformFile: "links/Go.Example.com/apple-app-site-association") == "go.example.com")
        #expect(ProjectImport.domain(ofPlatformFile: "public/.well-known/apple-app-site-association") == nil)
        #expect(ProjectImport.domain(ofPlatformFile: "apple-app-site-association") == nil)
    }
}
