import Foundation
import Testing
import NavImport
import NavRouteFile
import NavSupport
import TestSupport

/// Hostile project trees for `init` and `check --against`: inputs of legal size that once crashed,
/// lost the whole import, or took time or memory growing faster than the input. Each is generated
/// at test time from the shape that broke it.
@Suite struct HostileImportTests {
    private func source(_ text: String, path: String = "App/Router.swift") -> ProjectFile {
        ProjectFile(path: path, kind: .source, contents: Data(text.utf8))
    }

    private func written(_ app: ImportedApp) throws -> ImportedRouteFile {
        let scratch = try ScratchDirectory()
        return RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
    }

    private func loads(_ text: String) throws -> RouteFile {
        try RouteFileLoader.load(contents: Data(text.utf8), path: "/tmp/routes.json").routeFile
    }

    // E1: a pattern ending in `<` on either side of `check --against`.
    @Test(arguments: ["/a<", "<", "/x/<int:id", "a<b"])
    func anUnclosedAngleBracketIsALiteral(pattern: String) {
        let shape = PatternShape.normalised(pattern)
        #expect(shape.contains("<"))
        #expect(shape != PatternShape.normalised(pattern + "x"))
    }

    // E13: a registration whose scheme is no scheme name made the whole file refuse to load and
    // the writer fell back to an empty one while reporting every route as written.
    @Test func aRegistrationWithABadSchemeIsLeftOutAndTheRestWritten() throws {
        let app = ProjectImport.read([source("""
            router.registerRouteHandler("my app://project/:id")
            router.registerRouteHandler("good://x/:id")
            """)])
        let file = try written(app)
        #expect(file.app.routes.map(\.label) == ["good:x/:id"])
        #expect(try loads(file.text).routes.count == 1)
        #expect(file.report.notUnderstood.contains { $0.what.contains(#"URL scheme "my app" is not a scheme name: not imported"#) },
                "\(file.report.notUnderstood.map(\.what))")
        // The report names what the file holds, no more.
        #expect(file.report.imported.filter { $0.kind == "route" }.map(\.value) == file.app.routes.map(\.label))
    }

    // E13: 300 patterns of 8 optional groups pass the table's expansion limit; the routes that fit
    // are written and each one that does not is named, in one load rather than one per route.
    @Test func routesPastTheExpansionLimitAreLeftOutAndTheRestWritten() throws {
        let lines = (0..<300).map { "/p\($0)(/a)(/b)(/c)(/d)(/e)(/f)(/g)(/h)" }.joined(separator: "\n")
        let app = ProjectImport.read([], patterns: ProjectImport.PatternList(file: "patterns.txt", text: lines))
        let file = try written(app)
        let fitting = 65_536 / 256
        #expect(file.app.routes.count == fitting)
        #expect(try loads(file.text).routes.count == fitting)
        let refused = file.report.notUnderstood.filter { $0.what.contains("optional-group expansions take the table past 65536 routes") }
        #expect(refused.count == 300 - fitting)
        #expect(refused.first?.source.line == fitting + 1)
        #expect(file.report.imported.filter { $0.kind == "route" }.count == fitting)
    }
}
