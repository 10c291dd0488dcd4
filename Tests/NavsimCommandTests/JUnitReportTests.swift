import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import NavCommands
import NavRouteFile
import NavScenarios
import TestSupport

@Suite struct JUnitReportTests {
    /// Two scenarios, one failing, one of them with characters XML must escape in its name.
    func report() throws -> (xml: String, document: XMLDocument) {
        let directory = try ScratchDirectory()
        _ = try directory.write(scenarioTestRoutes, to: "routes.json")
        let path = try directory.write(#"""
            { "routes": "routes.json", "scenarios": [
              { "name": "items & <lists> \"quoted\"", "steps": [ { "input": "app://items/1", "expect": { "screen": "Item" } } ] },
              { "name": "fails", "steps": [ { "input": "app://items/1", "expect": { "stack": ["Home"], "title": "a < b" } } ] } ] }
            """#, to: "ui.scenarios.json")
        let result = ScenarioSuite.run(paths: [path])
        let xml = JUnitReport.xml(result.files, timestamp: Date(timeIntervalSince1970: 1_750_000_000), hostname: "ci-1")
        return (xml, try XMLDocument(xmlString: xml))
    }

    @Test func structureFollowsTheAntJUnitSchema() throws {
        let (_, document) = try report()
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        #expect(root.attributes?.isEmpty ?? true)
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = try #require(suites.first)
        let attributes = Dictionary(uniqueKeysWithValues: (suite.attributes ?? []).compactMap { node in
            node.name.map { ($0, node.stringValue ?? "") }
        })
        #expect(Set(attributes.keys) == ["name", "package", "id", "tests", "failures", "errors", "skipped", "time", "timestamp", "hostname"])
        #expect(attributes["tests"] == "2")
        #expect(attributes["failures"] == "1")
        #expect(attributes["errors"] == "0")
        #expect(attributes["id"] == "0")
        #expect(attributes["hostname"] == "ci-1")
        #expect(attributes["timestamp"] == "2025-06-15T15:06:40")
        #expect(attributes["time"]?.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil)
        #expect(suite.children?.compactMap(\.name) == ["properties", "testcase", "testcase", "system-out", "system-err"])
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == [#"items & <lists> "quoted""#, "fails"])
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue } == ["ui.scenarios", "ui.scenarios"])
        #expect(cases.allSatisfy { $0.attribute(forName: "time")?.stringValue?.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil })
        #expect(cases[0].children?.isEmpty ?? true)
        let failure = try #require(cases[1].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "ScenarioFailure")
        #expect(failure.attribute(forName: "message")?.stringValue == #"step 1 (app://items/1): stack: expected Home, got Home > List > Item"#)
        let body = failure.stringValue ?? ""
        #expect(body.contains("    - title: a < b\n    + title: Item 1"))
        #expect(body.contains("state after the step:"))
    }

    /// A scenario file that cannot be used is an error in the report, not a missing suite: a CI
    /// that reads only the report would otherwise show a misspelt key as green.
    @Test func aScenarioFileThatCannotBeUsedIsAnErrorInTheReport() throws {
        let directory = try ScratchDirectory()
        _ = try directory.write(scenarioTestRoutes, to: "routes.json")
        let path = try directory.write(#"""
            { "routes": "routes.json", "scenarios": [
              { "name": "typo", "steps": [ { "input": "app://items/1", "expected": { "screen": "Nowhere" } } ] } ] }
            """#, to: "typo.scenarios.json")
        let result = ScenarioSuite.run(paths: [path])
        #expect(result.loadErrors.count == 1)
        let xml = JUnitReport.xml(result.files, loadErrors: result.loadErrors, timestamp: Date(timeIntervalSince1970: 0), hostname: "")
        let root = try #require(try XMLDocument(xmlString: xml).rootElement())
        let suite = try #require(root.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "name")?.stringValue == path)
        #expect(suite.attribute(forName: "tests")?.stringValue == "1")
        #expect(suite.attribute(forName: "errors")?.stringValue == "1")
        #expect(suite.children?.compactMap(\.name) == ["properties", "testcase", "system-out", "system-err"])
        let testcase = try #require(suite.elements(forName: "testcase").first)
        #expect(testcase.attribute(forName: "classname")?.stringValue == "typo.scenarios")
        let error = try #require(testcase.elements(forName: "error").first)
        #expect(error.attribute(forName: "type")?.stringValue == "ScenarioLoadError")
        #expect(error.attribute(forName: "message")?.stringValue?.hasSuffix(#"unknown key "expected"; did you mean "expect"?"#) == true,
                "\(xml)")
    }

    @Test func escapingKeepsTextIntact() {
        #expect(JUnitReport.escapeAttribute("a\"b<c>&d\ne\tf") == "a&quot;b&lt;c&gt;&amp;d&#10;e&#9;f")
        #expect(JUnitReport.escapeText("x\u{1}y\u{FFFE}z <&>") == "x\u{FFFD}y\u{FFFD}z &lt;&amp;&gt;")
        #expect(Duration.microseconds(400).secondsText == "0.000")
        #expect(Duration.microseconds(12_345_600).secondsText == "12.346")
    }
}
