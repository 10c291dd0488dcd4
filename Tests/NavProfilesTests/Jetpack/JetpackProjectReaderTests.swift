import Foundation
import NavProfiles
import NavRouting
import NavSupport
import Testing

/// What `navsim init` reads for the jetpack profile, through its registered reader: graphs told
/// by their root element, listed with their deep links, and Compose deep links resolved from
/// the sources' constants.
@Suite struct JetpackProjectReaderTests {
    private let reader = MatchingProfile.projectSourceReaders[MatchingProfile.jetpack.rawValue]

    private static let graph = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
            android:id="@+id/g" app:startDestination="@id/home">
          <fragment android:id="@+id/home" android:label="Home">
            <deepLink app:uri="shop://home" />
            <deepLink app:uri="https://shop.example.com/item/{id}" />
          </fragment>
        </navigation>
        """

    @Test func theReaderIsRegisteredAndReadsNoFileByName() throws {
        let reader = try #require(reader)
        #expect(reader.readsAndroidFiles)
        #expect(!reader.reads(fileNamed: "nav_graph.xml") && !reader.reads(fileNamed: "Main.kt"))
    }

    @Test func aGraphIsKeptByItsRootElementAndAFileThatIsNotXMLIsReported() throws {
        let reader = try #require(reader)
        let graph = reader.meets(androidFile: "app/src/main/res/navigation/g.xml", contents: Data(Self.graph.utf8))
        #expect(graph.kept && graph.notUnderstood.isEmpty)
        let layout = reader.meets(androidFile: "app/src/main/res/navigation/l.xml", contents: Data("<FrameLayout/>".utf8))
        #expect(!layout.kept && layout.notUnderstood.isEmpty)
        let broken = reader.meets(androidFile: "app/src/main/res/navigation/b.xml", contents: Data("not xml <<".utf8))
        #expect(!broken.kept)
        #expect(broken.notUnderstood.map { "\($0.file):\($0.line ?? 0): \($0.what)" } == ["app/src/main/res/navigation/b.xml:1: malformed XML: skipped"])
        // A source is kept only when it may hold a deep link or a constant one uses.
        #expect(reader.meets(androidFile: "app/src/main/kotlin/A.kt", contents: Data("const val A = \"x\"".utf8)).kept)
        #expect(!reader.meets(androidFile: "app/src/main/kotlin/B.kt", contents: Data("fun f() {}".utf8)).kept)
    }

    @Test func graphsAreListedWithTheirDeepLinksSchemesAndHosts() throws {
        let reader = try #require(reader)
        let path = "app/src/main/res/navigation/g.xml"
        let reading = reader.readAndroidFiles([(path, Data(Self.graph.utf8))], applicationId: nil, resources: AndroidResources())
        #expect(reading.members.map(\.0) == ["navGraphs"])
        #expect(reading.members.first?.1 == .array([.string(path)]))
        #expect(reading.pathMembers == ["navGraphs"])
        #expect(reading.items.map { "\($0.kind) \($0.fact.value) \($0.fact.line ?? 0)" }
                == ["navGraph \(path) 1", "deepLink shop://home 4", "deepLink https://shop.example.com/item/{id} 5"])
        #expect(reading.routes.map(\.label) == ["shop://home", "https://shop.example.com/item/{id}"])
        #expect(reading.schemes.map(\.value) == ["shop"])
        #expect(reading.domains.map(\.value) == ["shop.example.com"])
        #expect(reading.profileSource?.file == path)
        #expect(reading.codeRoutes.isEmpty && reading.notUnderstood.isEmpty)
    }

    @Test func composeDeepLinksResolveConstantsAndReportWhatTheyCannot() throws {
        let reader = try #require(reader)
        let constants = """
            const val BASE = "https://shop.example.com"
            @Serializable data class Item(val id: String, val tab: Int = 0)
            """
        let links = """
            fun NavGraphBuilder.shop() {
                composable("cart", deepLinks = listOf(navDeepLink { uriPattern = "$BASE/cart" }))
                composable<Item>(deepLinks = listOf(navDeepLink<Item>(basePath = "$BASE/item")))
                composable("search", deepLinks = listOf(navDeepLink { uriPattern = pattern(locale) }))
                composable("again", deepLinks = listOf(navDeepLink { uriPattern = "$BASE/cart" }))
            }
            """
        let reading = reader.readAndroidFiles([("core/src/main/kotlin/C.kt", Data(constants.utf8)), ("app/src/main/kotlin/S.kt", Data(links.utf8))],
                                              applicationId: nil, resources: AndroidResources())
        #expect(reading.members.isEmpty)
        #expect(reading.codeRoutes.map { "\($0.pattern) \($0.line)" } == ["https://shop.example.com/cart 2", "https://shop.example.com/item/{id}?tab={tab} 3"])
        #expect(reading.codeNotUnderstood.map { "\($0.file):\($0.line ?? 0)" } == ["app/src/main/kotlin/S.kt:4"])
        #expect(reading.codeNotUnderstood.first?.what.contains("pattern(locale)") == true)
    }

    @Test func whatIsLeftOutBesideAnotherProfileNamesTheJetpackProfile() throws {
        let reader = try #require(reader)
        #expect(reader.filesLeftOut(besides: "JLRoutes 2.x", profile: "jlroutes")
                == "navigation graphs beside JLRoutes 2.x's registrations: the profile is jlroutes (the registrations come first), and navGraphs"
                    + " needs the jetpack profile: the graphs are not in the route file")
        #expect(reader.codeRoutesLeftOut(besides: "jlroutes")
                == "Compose deep links beside the jlroutes profile's registrations: they need the jetpack profile: not in the route file")
    }
}
