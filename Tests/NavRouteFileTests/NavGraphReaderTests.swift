import Foundation
import NavProfiles
import NavRouteFile
import NavModel
import NavRouting
import NavSupport
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

    /// Graphs nested past the limit, in one file or through `<include>`s, are an error at the
    /// element that goes too deep, not a stack overflow (thousands of levels fit in 8 MiB).
    @Test func nestingIsBounded() throws {
        let scratch = try ScratchDirectory()
        let depth = 5_000
        var text = Self.header + " android:id=\"@+id/n0\" app:startDestination=\"@id/n1\">"
        for level in 1..<depth { text += "<navigation android:id=\"@+id/n\(level)\" app:startDestination=\"@id/n\(level + 1)\">" }
        text += "<fragment android:id=\"@+id/n\(depth)\"/>" + String(repeating: "</navigation>", count: depth)
        let reading = NavGraphReader().read(path: try scratch.write(text, to: "deep.xml"))
        #expect(reading.root == nil)
        let error = try #require(reading.errors.first)
        #expect(error.message == "elements nest deeper than 256 levels", "\(error)")
        #expect(error.position.line == 2)
        // Through includes: 200 files (fewer than the 256 allowed), each nesting two graphs, the
        // inner one including the next file.
        let files = 200
        for index in 0..<files {
            let inner = index + 1 < files ? "<include app:graph=\"@navigation/g\(index + 1)\"/>" : "<fragment android:id=\"@+id/f\"/>"
            let innerStart = index + 1 < files ? "g\(index + 1)" : "f"
            _ = try scratch.write(Self.header + " android:id=\"@+id/g\(index)\" app:startDestination=\"@id/h\(index)\">\n"
                                  + "  <navigation android:id=\"@+id/h\(index)\" app:startDestination=\"@id/\(innerStart)\">\(inner)</navigation>\n"
                                  + "</navigation>", to: "g\(index).xml")
        }
        let included = NavGraphReader().read(path: scratch.path("g0.xml"))
        #expect(included.root == nil)
        let tooDeep = try #require(included.errors.first)
        #expect(tooDeep.message.hasPrefix("graphs nest deeper than 256 levels"), "\(tooDeep)")
        #expect(tooDeep.file == scratch.path("g128.xml"))
        #expect(tooDeep.position.line == 1)
    }

    /// A generated graph near the file-size limit loads (the process guard is the test
    /// runner's; nothing here measures time).
    @Test(.tags(.stress), StressTests.condition) func aLargeGraphLoads() throws {
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

/// The back stack each deep link's route carries: the start destination of every enclosing
/// graph, root first (androidx NavDestination.buildDeepLinkIds; NavDeepLinkBuilderTest
/// generateImplicitStartDestination*).
@Suite struct NavGraphBackStackTests {
    static let graph = """
        <navigation xmlns:android="http://schemas.android.com/apk/res/android"
            xmlns:app="http://schemas.android.com/apk/res-auto" app:startDestination="@id/home">
          <fragment android:id="@+id/home"><deepLink app:uri="example.com/home"/></fragment>
          <navigation android:id="@+id/settings" app:startDestination="@id/a">
            <deepLink app:uri="example.com/settings"/>
            <fragment android:id="@+id/a"><deepLink app:uri="example.com/a"/></fragment>
            <fragment android:id="@+id/b"><deepLink app:uri="example.com/b"/></fragment>
          </navigation>
        </navigation>
        """

    func routes(_ extra: String) throws -> [RouteFile.Route] {
        let scratch = try ScratchDirectory()
        _ = try scratch.write(Self.graph, to: "nav_graph.xml")
        let path = try scratch.write("{\"profile\": \"jetpack\", \"navGraphs\": [\"nav_graph.xml\"]\(extra)}", to: "r.json")
        return try RouteFileLoader.load(path: path).routeFile.routes
    }

    @Test func newTaskStacksTheStartDestinations() throws {
        let routes = try routes("")
        let byPath = Dictionary(uniqueKeysWithValues: routes.map { ($0.path, $0) })
        #expect(byPath["example.com/home"]?.screen == "home")
        #expect(byPath["example.com/home"]?.parent == .screens([]))
        // A graph's own deep link lands on its start destination, which is not repeated.
        #expect(byPath["example.com/settings"]?.screen == "a")
        #expect(byPath["example.com/settings"]?.parent == .screens(["home"]))
        #expect(byPath["example.com/a"]?.parent == .screens(["home"]))
        #expect(byPath["example.com/b"]?.parent == .screens(["home", "a"]))
    }

    @Test func withoutNewTaskTheDestinationIsAlone() throws {
        let routes = try routes(", \"jetpack\": {\"newTask\": false}")
        #expect(routes.allSatisfy { $0.parent == ParentRule.none })
    }

    @Test func aTabStartsAtItsGraphsStartDestination() throws {
        let routes = try routes(", \"tabs\": [{\"id\": \"home\"}, {\"id\": \"settings\", \"title\": \"Settings\"}]")
        let b = try #require(routes.first { $0.path == "example.com/b" })
        #expect(b.tab == "settings")
        // The whole back stack: the plan shows it from the tab's root and logs what lies below.
        #expect(b.parent == .screens(["home", "a"]))
    }

    @Test func settingsOfAnotherProfileAreAnError() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("{\"profile\": \"navsim\", \"jetpack\": {\"newTask\": false}, \"routes\": []}", to: "r.json")
        #expect(throws: RouteFileError.self) { try RouteFileLoader.load(path: path) }
        // A graph file that does not exist is an error at the route file's `navGraphs` entry.
        let missing = try scratch.write("{\"profile\": \"jetpack\", \"navGraphs\": [\"g.xml\"]}", to: "m.json")
        do {
            _ = try RouteFileLoader.load(path: missing)
            Issue.record("a missing graph was accepted")
        } catch {
            #expect(error.path == missing)
            #expect(error.diagnostics.first?.position == SourcePosition(line: 1, column: 38), "\(error)")
        }
        // A misspelt setting is an unknown key (a warning when the file only runs; `check` makes it an error).
        _ = try scratch.write(Self.graph, to: "g.xml")
        let typo = try scratch.write("{\"profile\": \"jetpack\", \"navGraphs\": [\"g.xml\"], \"jetpack\": {\"newtask\": false}}", to: "t.json")
        let loaded = try RouteFileLoader.load(path: typo)
        #expect(loaded.warnings.contains { $0.jsonPath == "jetpack.newtask" }, "\(loaded.warnings)")
    }
}

/// A graph in UTF-16 hid its `<!DOCTYPE … [<!ENTITY …>]>` from the reader's byte search while
/// libxml2 expanded the entities: it is refused at its first line before it is parsed.
@Suite struct NavGraphEncodingTests {
    @Test func aUTF16GraphWithEntitiesIsRefusedBeforeItIsParsed() throws {
        let entity = String(repeating: "x", count: 1_000)
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE navigation [<!ENTITY e \"\(entity)\">]>\n"
            + NavGraphReaderTests.header + " app:startDestination=\"@id/a\">\n"
            + "  <fragment android:id=\"@+id/a\" android:label=\"\(String(repeating: "&e;", count: 1_000))\"/>\n</navigation>\n"
        let bytes = Data([0xFF, 0xFE]) + (try #require(text.data(using: .utf16LittleEndian)))
        let reading = NavGraphReader().read(path: "nav.xml") { _ in .success(bytes) }
        #expect(reading.root == nil)
        let error = try #require(reading.errors.first)
        #expect(error.message.contains("UTF-16"), "\(error.message)")
        #expect(error.position.line == 1)
    }
}

/// A graph that includes one graph many times: each include past the first is one error at its
/// own line, and the included file is not read (nor its errors reported) again.
@Suite struct NavGraphRepeatedIncludeTests {
    @Test func aGraphIncludedAgainIsOneErrorAtTheInclude() throws {
        let big = NavGraphReaderTests.header + " android:id=\"@+id/big\" app:startDestination=\"@id/b0\">\n"
            + (0..<2_000).map { "  <fragment android:id=\"@+id/b\($0)\"/>\n" }.joined() + "</navigation>\n"
        let main = NavGraphReaderTests.header + " android:id=\"@+id/main\" app:startDestination=\"@id/m\">\n  <fragment android:id=\"@+id/m\"/>\n"
            + String(repeating: "  <include app:graph=\"@navigation/big\"/>\n", count: 255) + "</navigation>\n"
        let files = ["nav/main.xml": main, "nav/big.xml": big]
        let reading = NavGraphReader().read(path: "nav/main.xml") { path in
            files[path].map { .success(Data($0.utf8)) } ?? .failure(NavGraphFileProblem("no such file"))
        }
        #expect(reading.files == ["nav/main.xml", "nav/big.xml"])
        #expect(reading.errors.count == 254)
        let first = try #require(reading.errors.first)
        #expect(first.file == "nav/main.xml")
        #expect(first.position.line == 5)
        #expect(first.message.hasPrefix("the graph file nav/big.xml is included again (first at nav/main.xml:4:3)"), "\(first.message)")
    }
}
