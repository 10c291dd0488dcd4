import Foundation
import NavLint
import NavRouteFile
import Testing
import TestSupport

/// A finding about a route a navigation graph gives points at the graph's `<deepLink>` (its file,
/// line and column), not at the route file's `navGraphs` entry.
@Suite struct GraphRouteFindingPlaceTests {
    @Test func aDuplicateDeepLinkIsReportedAtItsLineInTheGraph() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.write("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/home">
              <fragment android:id="@+id/home" android:label="Home"/>
              <fragment android:id="@+id/item" android:label="Item">
                <argument android:name="id" app:argType="string"/>
                <deepLink app:uri="app://item/{id}"/>
              </fragment>
              <fragment android:id="@+id/other" android:label="Other">
                <deepLink app:uri="app://item/{id}?q={q}"/>
              </fragment>
            </navigation>
            """, to: "nav_graph.xml")
        let path = try scratch.write(#"{"profile": "jetpack", "navGraphs": ["nav_graph.xml"]}"#, to: "routes.json")
        let result = RouteFileCheck.run(path: path)
        let duplicate = try #require(result.findings.first { $0.rule == .duplicateRoute }, "\(result.findings)")
        #expect(duplicate.file?.hasSuffix("nav_graph.xml") == true, "\(duplicate)")
        #expect(duplicate.position?.line == 9)
        #expect(duplicate.position?.column == 5)
    }
}
