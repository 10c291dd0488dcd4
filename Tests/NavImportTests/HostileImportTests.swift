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

    // A pattern ending in `<` on either side of `check --against`.
    @Test(arguments: ["/a<", "<", "/x/<int:id", "a<b"])
    func anUnclosedAngleBracketIsALiteral(pattern: String) {
        let shape = PatternShape.normalised(pattern)
        #expect(shape.contains("<"))
        #expect(shape != PatternShape.normalised(pattern + "x"))
    }

    // A registration whose scheme is no scheme name made the whole file refuse to load and
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

    // 300 patterns of 8 optional groups pass the table's expansion limit; the routes that fit
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

    /// A binary plist `{"CFBundleURLTypes": [D] * types}` with `D = {"CFBundleURLSchemes": ["sch"] * schemes}`,
    /// written as Python's `plistlib` writes it: `D` and `"sch"` are one object each, referred to by index.
    static func sharedReferencePlist(types: Int, schemes: Int) -> Data {
        func string(_ text: String) -> [UInt8] {
            let bytes = Array(text.utf8)
            return (bytes.count < 15 ? [0x50 | UInt8(bytes.count)] : [0x5F, 0x10, UInt8(bytes.count)]) + bytes
        }
        func array(count: Int, of reference: UInt8) -> [UInt8] {
            [0xAF, 0x12] + withUnsafeBytes(of: UInt32(count).bigEndian, Array.init) + Array(repeating: reference, count: count)
        }
        // Objects: 0 the top dictionary, 1 its key, 2 the array of types, 3 D, 4 D's key, 5 D's array, 6 "sch".
        let objects: [[UInt8]] = [[0xD1, 1, 2], string("CFBundleURLTypes"), array(count: types, of: 3), [0xD1, 4, 5],
                                  string("CFBundleURLSchemes"), array(count: schemes, of: 6), string("sch")]
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableOffset = bytes.count
        for offset in offsets { bytes += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
        bytes += [0, 0, 0, 0, 0, 0, 4, 1]
        for value in [objects.count, 0, tableOffset] { bytes += withUnsafeBytes(of: UInt64(value).bigEndian, Array.init) }
        return Data(bytes)
    }

    // N dictionaries referring to one of M schemes each decode into N × M values from a
    // file of a few kilobytes.
    @Test func aBinaryPlistThatDecodesIntoMillionsOfValuesIsRefused() throws {
        let data = Self.sharedReferencePlist(types: 4_096, schemes: 4_096)
        #expect(data.count < 10_000)
        let app = ProjectImport.read([ProjectFile(path: "App/Info.plist", kind: .infoPlist, contents: data)])
        #expect(app.schemes.isEmpty)
        #expect(app.notUnderstood.map(\.what) == [
            "binary property list refused: it refers to its objects so many times that it decodes into more than 100000 values: skipped",
        ])
        // The same shape within the bound is read.
        let small = Self.sharedReferencePlist(types: 20, schemes: 20)
        #expect(ProjectImport.read([ProjectFile(path: "App/Info.plist", kind: .infoPlist, contents: small)]).schemes.map(\.value) == ["sch"])
    }

    /// A binary plist whose top object is a set holding the URL types: Foundation's decoder
    /// crashed bridging the set (found by the plist fuzz target). Refused before decoding.
    @Test func aBinaryPlistHoldingASetIsRefused() throws {
        var data = Self.sharedReferencePlist(types: 2, schemes: 2)
        let markerOfTop = try #require(data.firstIndex(of: 0xD1))
        #expect(markerOfTop == 8)
        data[markerOfTop] = 0xC2  // the top dictionary {1: 2} becomes the set {1, 2}
        let app = ProjectImport.read([ProjectFile(path: "App/Info.plist", kind: .infoPlist, contents: data)])
        #expect(app.schemes.isEmpty)
        #expect(app.notUnderstood.map(\.what) == [
            "binary property list refused: it holds a set, which no Info.plist or entitlements file holds: skipped",
        ])
        // A `<` among its first bytes (in a string) once made the file count as XML, unchecked.
        var tagged = Self.sharedReferencePlist(types: 2, schemes: 2)
        tagged[markerOfTop] = 0xC2
        let key = try #require(tagged.firstRange(of: Data("CFBundleURLTypes".utf8)))
        tagged[key.lowerBound] = UInt8(ascii: "<")
        let taggedApp = ProjectImport.read([ProjectFile(path: "App/Info.plist", kind: .infoPlist, contents: tagged)])
        #expect(taggedApp.notUnderstood.map(\.what) == [
            "binary property list refused: it holds a set, which no Info.plist or entitlements file holds: skipped",
        ])
        // A table this check cannot read is refused, not handed to the decoder.
        let truncated = Data(Array("bplist00".utf8) + Array(repeating: 0xFF, count: 40))
        #expect(ProjectImport.read([ProjectFile(path: "App/Info.plist", kind: .infoPlist, contents: truncated)]).notUnderstood.map(\.what) == [
            "malformed or truncated binary property list: skipped",
        ])
    }

    // A malformed XML plist that declares entities was parsed again by libxml2 to find its
    // error's line, expanding them.
    @Test func aMalformedPlistWithEntitiesIsNotExpandedToFindItsLine() {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY a \"\(String(repeating: "A", count: 10_000))\">]>\n<plist><dict>\n"
            + "<key>k</key><string>\(String(repeating: "&a;", count: 10_000))</string>\n<array></dict></plist>\n"
        let app = ProjectImport.read([ProjectFile(path: "App/App.entitlements", kind: .entitlements, contents: Data(text.utf8))])
        #expect(app.notUnderstood.map { "\($0.source): \($0.what)" } == [
            "App/App.entitlements:2: malformed XML property list: it declares an entity (<!ENTITY …>), which property lists never hold: skipped",
        ])
    }

    // A UTF-16 manifest or graph hid its entity declarations from the byte scan.
    @Test func utf16ManifestsAndGraphsAreRefusedNamingTheEncoding() throws {
        let graph = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE navigation [<!ENTITY e \"x\">]>\n<navigation>&e;</navigation>\n"
        let manifest = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE manifest [<!ENTITY e \"x\">]>\n<manifest package=\"a.b\">&e;</manifest>\n"
        let app = ProjectImport.read([
            ProjectFile(path: "app/src/main/res/navigation/nav.xml", kind: .navigationGraph,
                        contents: Data([0xFF, 0xFE]) + (try #require(graph.data(using: .utf16LittleEndian)))),
            ProjectFile(path: "app/src/main/AndroidManifest.xml", kind: .androidManifest,
                        contents: Data([0xFF, 0xFE]) + (try #require(manifest.data(using: .utf16LittleEndian)))),
        ])
        let lines = app.notUnderstood.map { "\($0.source): \($0.what)" }
        #expect(lines.contains { $0.hasPrefix("app/src/main/res/navigation/nav.xml:1: the document is in UTF-16") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("app/src/main/AndroidManifest.xml:1: the document is in UTF-16") }, "\(lines)")
        #expect(app.package == nil)
    }

    // De-duplication by linear search made 16,000 patterns and 20,000 schemes take seconds;
    // each repeat is still found and reported once.
    @Test func thousandsOfRoutesAndSchemesAreDeduplicatedByKey() throws {
        let lines = (0..<16_000).map { "/p\($0 % 8_000)/:id" }.joined(separator: "\n")
        let schemes = (0..<20_000).map { "<string>s\($0 % 10_000)</string>" }.joined()
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleURLTypes</key><array><dict>"
            + "<key>CFBundleURLSchemes</key><array>\(schemes)</array></dict></array></dict></plist>\n"
        let app = ProjectImport.read([ProjectFile(path: "App/Info.plist", kind: .infoPlist, contents: Data(plist.utf8))],
                                     patterns: ProjectImport.PatternList(file: "patterns.txt", text: lines))
        #expect(app.routes.count == 8_000)
        #expect(app.schemes.count == 10_000)
        let again = app.notUnderstood.filter { $0.what.contains("registered again") }
        #expect(again.count == 8_000)
        #expect(again.first.map { "\($0.source): \($0.what)" } == "patterns.txt:8001: route /p0/:id registered again (first at patterns.txt:1): imported once")
    }

    // Every graph file was read as a root, each reading its whole chain of includes again.
    @Test func aChainOfIncludedGraphsIsReadOnceFromItsRoot() {
        let count = 60
        let files = (0..<count).map { index in
            let include = index + 1 < count ? "  <include app:graph=\"@navigation/g\(index + 1)\"/>\n" : ""
            let text = """
                <navigation xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto"
                    android:id="@+id/g\(index)" app:startDestination="@id/d\(index)">
                  <fragment android:id="@+id/d\(index)"><deepLink app:uri="app://g\(index)"/></fragment>
                \(include)</navigation>
                """
            return ProjectFile(path: "app/src/main/res/navigation/g\(index).xml", kind: .navigationGraph, contents: Data(text.utf8))
        }
        let app = ProjectImport.read(files.reversed())
        #expect(app.navGraphs.map(\.value) == ["app/src/main/res/navigation/g0.xml"])
        #expect(app.deepLinks.count == count)
        #expect(app.notUnderstood.isEmpty, "\(app.notUnderstood.map(\.what))")
    }
}
