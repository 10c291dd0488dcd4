import Foundation
import Testing
import NavImport
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files that cannot be read as what their name says: each is a line in the report, and the
/// rest of the import goes on. None may hang or crash the walk.
@Suite struct BadProjectFileTests {
    private static let schemePlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleURLTypes</key>
        <array><dict><key>CFBundleURLSchemes</key><array><string>good</string></array></dict></array>
        </dict></plist>
        """

    /// A project folder holding a good Info.plist beside the bad file, so the import must go on.
    private func project(_ setUp: (ScratchDirectory) throws -> Void) throws -> (ImportedApp, ScratchDirectory) {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("App/Bad"), withIntermediateDirectories: true)
        try scratch.write(Self.schemePlist, to: "App/Info.plist")
        try setUp(scratch)
        return (try ProjectImport.read(folders: [scratch.url.path]), scratch)
    }

    private func report(_ app: ImportedApp, _ scratch: ScratchDirectory) -> [String] {
        app.notUnderstood.map { "\($0.source.description.replacingOccurrences(of: scratch.url.path + "/", with: "")): \($0.what)" }
    }

    @Test func malformedXMLPlistIsReportedWithItsLine() throws {
        let (app, scratch) = try project { scratch in
            try scratch.write("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>CFBundleURLTypes</key>\n<array>\n</dict>\n</plist>\n",
                              to: "App/Bad/Info.plist")
        }
        #expect(app.schemes.map(\.value) == ["good"])
        #expect(report(app, scratch).contains { $0.hasPrefix("App/Bad/Info.plist:6: malformed XML property list") }, "\(report(app, scratch))")
    }

    @Test func binaryPlistIsReadAndATruncatedOneSkipped() throws {
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleURLTypes": [["CFBundleURLSchemes": ["binaryscheme"]]]], format: .binary, options: 0)
        let (app, scratch) = try project { scratch in
            try FileManager.default.createDirectory(atPath: scratch.path("Binary"), withIntermediateDirectories: true)
            try scratch.write(binary, to: "Binary/Info.plist")
            try scratch.write(binary.prefix(binary.count / 2), to: "App/Bad/Info.plist")
        }
        #expect(Set(app.schemes.map(\.value)) == ["good", "binaryscheme"])
        // A binary plist has no lines: the source is the file.
        #expect(app.schemes.first { $0.value == "binaryscheme" }?.source.line == nil)
        #expect(report(app, scratch).contains("App/Bad/Info.plist: malformed or truncated binary property list: skipped"))
    }

    @Test func malformedEntitlementsAndManifestAreReportedWithTheirLines() throws {
        let (app, scratch) = try project { scratch in
            try scratch.write("<?xml version=\"1.0\"?>\n<plist>\n<dict><key>a</key>\n<string>b</dict>\n</plist>\n", to: "App/Bad/App.entitlements")
            try scratch.write("<?xml version=\"1.0\"?>\n<manifest>\n  <application>\n  </manifest>\n", to: "App/Bad/AndroidManifest.xml")
        }
        #expect(app.schemes.map(\.value) == ["good"])
        let lines = report(app, scratch)
        #expect(lines.contains { $0.hasPrefix("App/Bad/App.entitlements:4: malformed XML property list") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("App/Bad/AndroidManifest.xml:4: malformed XML") }, "\(lines)")
    }

    @Test func aManifestWithUnresolvedValuesGivesItsPlainOnes() throws {
        let (app, scratch) = try project { scratch in
            try scratch.write("""
                <?xml version="1.0" encoding="utf-8"?>
                <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.app">
                  <application>
                    <activity android:name=".Main" android:exported="true">
                      <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="https" android:host="@string/web_host" />
                        <data android:scheme="https" android:host="shop.example.com" />
                      </intent-filter>
                      <intent-filter>
                        <action android:name="android.intent.action.VIEW" />
                        <data android:scheme="${applicationId}" />
                        <data android:scheme="shop" />
                      </intent-filter>
                    </activity>
                  </application>
                </manifest>
                """, to: "App/Bad/AndroidManifest.xml")
        }
        #expect(app.package?.value == "com.example.app")
        #expect(app.domains.map(\.value) == ["shop.example.com"])
        #expect(Set(app.schemes.map(\.value)) == ["good", "shop"])
        #expect(app.manifest == nil)
        let lines = report(app, scratch)
        #expect(lines.contains { $0.hasPrefix("App/Bad/AndroidManifest.xml:8: <data android:host=\"@string/web_host\">") && $0.hasSuffix("that value is not imported") },
                "\(lines)")
        #expect(lines.contains { $0.hasPrefix("App/Bad/AndroidManifest.xml: not named in links.android.manifest") })
    }

    @Test func aFIFOIsNeverOpened() throws {
        // Opened for reading, a FIFO without a writer blocks forever: the walk must tell it by its type.
        let (app, scratch) = try project { scratch in
            #expect(mkfifo(scratch.path("App/Bad/Info.plist"), 0o644) == 0)
            #expect(mkfifo(scratch.path("App/Bad/pipe"), 0o644) == 0)
        }
        #expect(app.schemes.map(\.value) == ["good"])
        let lines = report(app, scratch)
        #expect(lines.contains("App/Bad/Info.plist: a FIFO, not a regular file: skipped"))
        #expect(lines.contains("App/Bad/pipe: a FIFO, not a regular file: skipped"))
    }

    @Test func symbolicLinkLoopsAndFolderLinksAreNotFollowed() throws {
        let (app, scratch) = try project { scratch in
            #expect(symlink("loop", scratch.path("App/Bad/loop")) == 0)
            #expect(symlink("..", scratch.path("App/Bad/parent")) == 0)
            #expect(symlink("../Info.plist", scratch.path("App/Bad/Info.plist")) == 0)
        }
        #expect(app.schemes.map(\.value) == ["good"])
        let lines = report(app, scratch)
        #expect(lines.contains("App/Bad/loop: symbolic link loop: skipped"))
        #expect(lines.contains("App/Bad/parent: symbolic link to a folder: not followed"))
    }

    @Test func aFileOver16MBIsNotRead() throws {
        let (app, scratch) = try project { scratch in
            // A sparse 1 GB file: no disk space used, and never read.
            let path = scratch.path("App/Bad/Huge.swift")
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, 1 << 30) == 0)
        }
        #expect(app.schemes.map(\.value) == ["good"])
        #expect(report(app, scratch).contains("App/Bad/Huge.swift: 1073741824 bytes, over the 16 MB navsim reads: skipped"))
    }

    @Test func anAssociationFileWithoutADomainFolderIsReported() throws {
        let (app, scratch) = try project { scratch in
            try FileManager.default.createDirectory(atPath: scratch.path("public/.well-known"), withIntermediateDirectories: true)
            try scratch.write(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a/*"}]}]}}"#,
                              to: "public/.well-known/apple-app-site-association")
        }
        #expect(app.associations.isEmpty)
        #expect(report(app, scratch).contains { $0.hasPrefix("public/.well-known/apple-app-site-association: apple-app-site-association whose domain cannot be told") })
        // Its appIDs still count.
        #expect(app.appID?.value == "ABCDE12345.com.example.app")
    }

    @Test func everySkippedFolderIsSkipped() throws {
        let (app, _) = try project { scratch in
            for folder in ProjectFileKind.skippedFolders.sorted() {
                try FileManager.default.createDirectory(atPath: scratch.path("App/\(folder)/Lib"), withIntermediateDirectories: true)
                try scratch.write(Self.schemePlist.replacingOccurrences(of: ">good<", with: ">decoy<"), to: "App/\(folder)/Lib/Info.plist")
            }
        }
        // Besides these, the folders of the languages a profile's own reader reads (``ProjectSourceReader``).
        #expect(ProjectFileKind.skippedFolders.isSuperset(of: [".git", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".gradle", ".build"]))
        #expect(app.schemes.map(\.value) == ["good"])
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: ProjectImport.MissingFolder.self) { try ProjectImport.read(folders: ["/nonexistent/navsim-init-folder"]) }
    }
}
