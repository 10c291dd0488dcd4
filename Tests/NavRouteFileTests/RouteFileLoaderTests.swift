import Foundation
import Testing
@testable import NavRouteFile
import TestSupport
import NavSupport

/// The error `load` throws, or `nil` when it loads.
func loadError(_ load: () throws(RouteFileError) -> LoadedRouteFile) -> RouteFileError? {
    do {
        _ = try load()
        return nil
    } catch {
        return error
    }
}

/// The error `load(path:)` throws, or `nil` when it loads.
func loadError(_ path: String) -> RouteFileError? {
    loadError { () throws(RouteFileError) in try RouteFileLoader.load(path: path) }
}

@Suite("Route file loader")
struct RouteFileLoaderTests {
    @Test func loadsAFileWithItsWarningsInFileOrder() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write("""
            {
              "routes": [
                {"path": "a", "requires": ["paid"], "colour": 1}
              ],
              "name": "A", "name": "B"
            }
            """, to: "routes.json")
        let loaded = try RouteFileLoader.load(path: path)
        #expect(loaded.path == path)
        #expect(loaded.routeFile.name == "B")
        #expect(loaded.routeFile.routes.map(\.requires) == [["paid"]])
        #expect(loaded.warnings.rendered(file: "r") == """
            r:3:32: warning: routes[0].requires[0]: flag "paid" is not declared in "state", so it starts false
            r:3:32: warning: routes[0].requires[0]: flag "paid" has no guard in "guards", so a link that requires it is refused without a redirect
            r:3:41: warning: routes[0].colour: unknown key "colour" is ignored
            r:5:16: warning: name: duplicate key "name": this value replaces the one at 5:3
            """)
    }

    @Test func aMissingFileIsNamed() throws {
        let directory = try ScratchDirectory()
        let path = directory.url.appendingPathComponent("nope.json").path
        let error = try #require(loadError(path))
        #expect(error.render() == "\(path): error: the route file does not exist")
        #expect(error.diagnostics.first?.position == nil)
    }

    @Test func aDirectoryIsRefused() throws {
        let directory = try ScratchDirectory()
        let error = try #require(loadError(directory.url.path))
        #expect(error.render() == "\(directory.url.path): error: this is a directory, not a route file")
    }

    /// The platform files' kinds start with a vowel: "an apple-app-site-association file", not "a apple-…".
    @Test(arguments: [("apple-app-site-association file", "an apple-app-site-association file"),
                      ("Android manifest", "an Android manifest"), ("assetlinks.json file", "an assetlinks.json file"),
                      ("scenario file", "a scenario file")])
    func aRefusalNamesTheKindWithItsArticle(kind: String, named: String) throws {
        let directory = try ScratchDirectory()
        var message: String?
        do throws(RouteFileError) {
            _ = try RouteFileLoader.contents(ofFileAt: directory.url.path, kind: kind)
        } catch {
            message = error.render()
        }
        #expect(message == "\(directory.url.path): error: this is a directory, not \(named)")
    }

    /// Root reads every file, so under root (as in CI) the binary is run as `nobody` instead.
    @Test func anUnreadableFileIsRefused() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write(#"{"routes": []}"#, to: "locked.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
        let expected = "\(path): error: the route file cannot be read: permission denied (on the file or a directory on its path)"
        if getuid() != 0 {
            let error = try #require(loadError(path))
            #expect(error.render() == expected)
        } else {
            let run = try NavsimBinary.runProgram(URL(fileURLWithPath: "/usr/bin/setpriv"),
                                                  ["--reuid=65534", "--regid=65534", "--clear-groups",
                                                   try NavsimBinary.path.get(), "check", path])
            #expect(run.status == 2)
            #expect((run.stdout + run.stderr).contains(expected), "\(run.stdout)\(run.stderr)")
        }
    }

    @Test func aFileOverTheSizeLimitIsRefusedWithoutReadingIt() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write("", to: "huge.json")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(RouteFileLoader.maximumFileSize) + 4 * 1024 * 1024)
        try handle.close()
        let error = try #require(loadError(path))
        #expect(error.render() == "\(path): error: the route file is too large (20.0 MiB); the limit is 16 MiB")
    }

    @Test func contentOverTheSizeLimitIsRefused() {
        #expect(throws: RouteFileError(path: "m", diagnostics: [
            ConfigDiagnostic(severity: .error, message: "the route file is too large (16.0 MiB); the limit is 16 MiB"),
        ])) {
            try RouteFileLoader.load(contents: Data(count: RouteFileLoader.maximumFileSize + 1), path: "m")
        }
    }

    @Test func aParseErrorNamesFileLineAndColumn() throws {
        let directory = try ScratchDirectory()
        let path = try directory.write("{\n  \"routes\": [\n    {\"path\": \"a\",}\n  ]\n}\n", to: "broken.json")
        let error = try #require(loadError(path))
        #expect(error.render()
            == "\(path):3:18: error: unexpected '}' after ','; JSON does not allow a trailing comma")
    }

    @Test func decodingErrorsAreAllReportedInFileOrderWithWarnings() throws {
        let json = """
            {
              "tabs": [{"id": "home", "root": ""}],
              "routes": [
                {"path": "a", "tab": "hom", "priority": "high"},
                {"pth": "b"}
              ]
            }
            """
        let error = try #require(loadError { () throws(RouteFileError) in
            try RouteFileLoader.load(contents: Data(json.utf8), path: "app.json")
        })
        #expect(error.render() == """
            app.json:2:35: error: tabs[0].root: expected a non-empty string, found a string ""
            app.json:4:26: error: routes[0].tab: no tab "hom" in "tabs"; did you mean "home"?
            app.json:4:45: error: routes[0].priority: expected an integer, found a string "high"
            app.json:5:5: error: routes[1]: missing required key "path"
            app.json:5:6: warning: routes[1].pth: unknown key "pth" is ignored; did you mean "path"?
            """)
        #expect(error.errors.count == 4)
        #expect(error.description == error.render())
    }

    @Test func invalidUTF8IsReportedWithItsByteOffset() {
        let bytes = Array(#"{"routes": [], "name": "caf"#.utf8) + [0xE9] + Array(#""}"#.utf8)
        #expect(throws: RouteFileError(path: "latin1.json", diagnostics: [
            ConfigDiagnostic(
                severity: .error,
                message: "invalid UTF-8 at byte offset 27: bytes 0xE9 0x22 do not form a character",
                position: SourcePosition(line: 1, column: 28)),
        ])) {
            try RouteFileLoader.load(contents: Data(bytes), path: "latin1.json")
        }
    }
}
