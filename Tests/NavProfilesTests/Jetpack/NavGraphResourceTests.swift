import Foundation
import NavProfiles
import Testing
import TestSupport

/// The graph reader as Android merges resources: array argument types of a class, a root graph
/// without an id, includes and string labels from other modules.
@Suite struct NavGraphResourceTests {
    static let header = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto"
        """

    @Test func aClassArrayIsAParcelableOrSerializableArray() throws {
        #expect(NavArgumentType(argType: "org.example.History[]") == .array(.className("org.example.History")))
        #expect(NavArgumentType(argType: "History[]") == nil)
        #expect(NavArgumentType(argType: "reference[]") == nil)
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Self.header + """
             android:id="@+id/g" app:startDestination="@id/a">
              <fragment android:id="@+id/a">
                <argument android:name="items" app:argType="org.example.Item[]" app:nullable="true" />
              </fragment>
            </navigation>
            """, to: "g.xml")
        let reading = NavGraphReader().read(path: path)
        #expect(reading.errors.isEmpty, "\(reading.errors)")
        #expect(reading.root?.children.first?.arguments.first?.type == .array(.className("org.example.Item")))
    }

    @Test func aRootGraphWithoutAnIdIsNotNamedLikeItsDestinations() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(Self.header + """
             app:startDestination="@id/main">
              <fragment android:id="@+id/main" />
              <fragment android:id="@+id/other" />
            </navigation>
            """, to: "main.xml")
        let reading = NavGraphReader().read(path: path)
        #expect(reading.errors.isEmpty, "\(reading.errors)")
        #expect(reading.root?.id == "main.xml")
        #expect(reading.root?.landingDestination.id == "main")
        // A nested graph still needs its id.
        let nested = try scratch.write(Self.header + """
             app:startDestination="@id/a">
              <navigation app:startDestination="@id/b"><fragment android:id="@+id/b" /></navigation>
              <fragment android:id="@+id/a" />
            </navigation>
            """, to: "nested.xml")
        #expect(NavGraphReader().read(path: nested).errors.first?.message.contains("has no android:id") == true)
    }

    @Test func includesAndLabelsResolveAcrossModules() throws {
        let scratch = try ScratchDirectory()
        let main = try scratch.write(Self.header + """
             android:id="@+id/main_graph" app:startDestination="@id/home_graph">
              <include app:graph="@navigation/navigation_home" />
            </navigation>
            """, to: "app/src/main/res/navigation/navigation_main.xml")
        let home = try scratch.write(Self.header + """
             android:id="@+id/home_graph" app:startDestination="@id/home">
              <fragment android:id="@+id/home" android:label="@string/nav_home" />
              <fragment android:id="@+id/missing" android:label="@string/not_there" />
            </navigation>
            """, to: "module/home/src/main/res/navigation/navigation_home.xml")
        try scratch.write("<resources>\n  <string name=\"nav_home\">Home \\'feed\\'</string>\n</resources>", to: "module/home/src/main/res/values/strings.xml")
        try scratch.write("", to: "settings.gradle")
        // Beside the including file only: the other module's graph is not found.
        #expect(NavGraphReader().read(path: main).errors.first?.message.contains("navigation_home.xml cannot be read") == true)
        let resources = AndroidResources.around(graph: main)
        #expect(resources.graphs["navigation_home"] == [home])
        let reading = NavGraphReader(resources: resources).read(path: main)
        #expect(reading.errors.isEmpty, "\(reading.errors)")
        let labels = reading.root.map { $0.allNodes.compactMap(\.label) } ?? []
        #expect(labels == ["Home 'feed'", "@string/not_there"])
        let warning = try #require(reading.diagnostics.first { $0.severity == .warning })
        #expect(warning.message.contains("@string/not_there") && warning.file == home && warning.position.line == 4)
    }
}
