import Foundation
import NavGraphs
import NavRouteFile
import NavRouting
import Testing
import TestSupport

/// The graph reader: each malformed graph is an error naming the file, line and column; a
/// legal graph becomes screens, routes and back stacks.
@Suite struct NavGraphReaderTests {
    static let header = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto"
        """

    struct BadGraph: Sendable, CustomStringConvertible {
        var name: String
        var text: String
        var line: Int
        var message: String
        var description: String { name }
    }

    static let badGraphs: [BadGraph] = [
        BadGraph(name: "not XML", text: "this is not xml", line: 1, message: "malformed XML"),
        BadGraph(name: "not a navigation root", text: "<fragment/>", line: 1, message: "root element must be <navigation>"),
        BadGraph(name: "missing id", text: header + " app:startDestination=\"@id/a\">\n  <fragment android:id=\"@+id/a\"/>\n  <fragment/>\n</navigation>",
                 line: 4, message: "has no android:id"),
        BadGraph(name: "repeated id", text: header + " app:startDestination=\"@id/a\">\n  <fragment android:id=\"@+id/a\"/>\n  <fragment android:id=\"@+id/a\"/>\n</navigation>",
                 line: 4, message: "is used again"),
        BadGraph(name: "start destination not a child", text: header + " app:startDestination=\"@id/b\">\n  <fragment android:id=\"@+id/a\"/>\n</navigation>",
                 line: 1, message: "is not a child"),
        BadGraph(name: "unknown argType", text: header + " app:startDestination=\"@id/a\">\n  <fragment android:id=\"@+id/a\">\n    <argument android:name=\"x\" app:argType=\"int\"/>\n  </fragment>\n</navigation>",
                 line: 4, message: "app:argType=\"int\""),
        BadGraph(name: "deep link missing a required argument", text: header + " app:startDestination=\"@id/a\">\n  <fragment android:id=\"@+id/a\">\n    <argument android:name=\"x\" app:argType=\"integer\"/>\n    <deepLink app:uri=\"example.com/a\"/>\n  </fragment>\n</navigation>",
                 line: 5, message: "required argument 'x'"),
        BadGraph(name: "a DTD", text: "<?xml version=\"1.0\"?>\n<!DOCTYPE navigation [<!ENTITY a \"b\">]>\n<navigation/>", line: 2, message: "DOCTYPE"),
    ]

    @Test(arguments: badGraphs) func aBadGraphIsAnErrorAtItsPosition(_ bad: BadGraph) throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write(bad.text, to: "nav_graph.xml")
        let reading = NavGraphReader().read(path: path)
        #expect(reading.root == nil)
        let error = try #require(reading.errors.first)
        #expect(error.file == path)
        #expect(error.position.line == bad.line, "\(error)")
        #expect(error.message.contains(bad.message), "\(error)")
    }

    @Test func anIncludeCycleIsAnError() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.write(Self.header + " android:id=\"@+id/a_graph\" app:startDestination=\"@id/b_graph\">\n  <include app:graph=\"@navigation/b\"/>\n</navigation>",
                              to: "a.xml")
        _ = try scratch.write(Self.header + " android:id=\"@+id/b_graph\" app:startDestination=\"@id/a_graph\">\n  <include app:graph=\"@navigation/a\"/>\n</navigation>",
                              to: "b.xml")
        let reading = NavGraphReader().read(path: scratch.path("a.xml"))
        let error = try #require(reading.errors.first)
        #expect(error.message.contains("<include> cycle"), "\(error)")
        #expect(error.position.line == 3)
    }

    /// A generated graph near the file-size limit loads (the process guard is the test
    /// runner's; nothing here measures time).
    @Test func aLargeGraphLoads() throws {
        let scratch = try ScratchDirectory()
        var text = Self.header + " app:startDestination=\"@id/d0\">\n"
        let count = 20_000
        for index in 0..<count {
            text += "  <fragment android:id=\"@+id/d\(index)\" android:label=\"Item {id}\">\n"
                + "    <argument android:name=\"id\" app:argType=\"integer\"/>\n"
                + "    <deepLink app:uri=\"https://example.com/d\(index)/{id}\"/>\n  </fragment>\n"
        }
        text += "</navigation>\n"
        let path = try scratch.write(text, to: "big.xml")
        let reading = NavGraphReader().read(path: path)
        #expect(reading.errors.isEmpty)
        #expect(reading.root?.children.count == count)
    }
}
