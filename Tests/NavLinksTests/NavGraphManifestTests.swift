import Foundation
import NavLinks
import NavRouteFile
import NavSupport
import Testing
import TestSupport

/// `<nav-graph>` in the source manifest expands into the filters the manifest merger generates.
@Suite struct NavGraphManifestTests {
    func manifest(_ value: String, graph: String?) throws -> (ScratchDirectory, String) {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("res/navigation"), withIntermediateDirectories: true)
        if let graph { _ = try scratch.write(graph, to: "res/navigation/nav_graph.xml") }
        let path = try scratch.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
              <application>
                <activity android:name=".Main" android:exported="true">
                  <nav-graph android:value="\(value)"/>
                </activity>
              </application>
            </manifest>
            """, to: "AndroidManifest.xml")
        return (scratch, path)
    }

    static let graph = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/a">
          <fragment android:id="@+id/a">
            <deepLink android:autoVerify="true" app:uri="example.com/users/{id}?tab={tab}"/>
            <deepLink app:uri="example.com/users/{id}/posts/{post}"/>
            <deepLink app:uri="app://example.com/"/>
          </fragment>
        </navigation>
        """

    @Test func theMergersFilters() throws {
        let (scratch, path) = try manifest("@navigation/nav_graph", graph: Self.graph)
        _ = scratch
        let parsed = try AndroidManifest(parsing: Data(contentsOf: URL(fileURLWithPath: path)), file: path)
        let filters = try parsed.expandingNavGraphs(applicationId: nil).filters
        #expect(filters.count == 3)
        let first = try #require(filters.first)
        #expect(first.autoVerify)
        #expect(first.actions == ["android.intent.action.VIEW"])
        #expect(first.categories == ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"])
        #expect(first.data.compactMap(\.scheme) == ["http", "https"])
        #expect(first.data.compactMap(\.host) == ["example.com"])
        #expect(first.data.compactMap(\.pathPrefix) == ["/users/"])
        #expect(filters[1].data.compactMap(\.pathPattern) == ["/users/.*/posts/.*"])
        #expect(filters[2].data.compactMap(\.scheme) == ["app"])
        #expect(filters[2].data.compactMap(\.path) == ["/"])
        #expect(first.rule(file: path).contains("nav_graph.xml:4:5"))
    }

    @Test(arguments: [("@layout/nav_graph", "must be @navigation/NAME"), ("@navigation/other", "the navigation graph does not exist")])
    func aBadValueIsAnErrorAtTheElement(_ value: String, _ message: String) throws {
        let (scratch, path) = try manifest(value, graph: Self.graph)
        _ = scratch
        let parsed = try AndroidManifest(parsing: Data(contentsOf: URL(fileURLWithPath: path)), file: path)
        do {
            _ = try parsed.expandingNavGraphs(applicationId: nil)
            Issue.record("accepted \(value)")
        } catch {
            #expect(error.path == path)
            #expect(error.diagnostics.first?.position == SourcePosition(line: 4, column: 7))
            #expect(error.diagnostics.first?.message.contains(message) == true, "\(error)")
        }
    }
}
