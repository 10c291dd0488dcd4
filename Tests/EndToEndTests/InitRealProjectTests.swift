import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `navsim init`, `check --against`, `open`, `link` and `test --emit` on a small Android
/// project shaped like a real one: a build variant's placeholders, modules, string labels, no
/// App Links fingerprint.
@Suite struct InitRealProjectTests {
    /// The project: the link scheme and the web host are placeholders each build type sets;
    /// the graph's labels are strings of another module.
    private func project() throws -> ScratchDirectory {
        let scratch = try ScratchDirectory()
        try scratch.write("""
            android {
                defaultConfig {
                    applicationId "com.example.notes"
                    manifestPlaceholders = [linkScheme: "notes-dev", webHost: "dev.notes.example.com"]
                }
                buildTypes {
                    release {
                        manifestPlaceholders = [linkScheme: "notes", webHost: "notes.example.com"]
                    }
                    debug {
                        applicationIdSuffix ".debug"
                    }
                }
            }
            """, to: "notes/app/build.gradle")
        try scratch.write("""
            <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                <application>
                    <activity android:name=".MainActivity" android:exported="true">
                        <nav-graph android:value="@navigation/main" />
                        <intent-filter>
                            <action android:name="android.intent.action.VIEW" />
                            <category android:name="android.intent.category.DEFAULT" />
                            <category android:name="android.intent.category.BROWSABLE" />
                            <data android:scheme="${linkScheme}" />
                        </intent-filter>
                        <intent-filter android:autoVerify="true">
                            <action android:name="android.intent.action.VIEW" />
                            <category android:name="android.intent.category.DEFAULT" />
                            <category android:name="android.intent.category.BROWSABLE" />
                            <data android:scheme="https" android:host="${webHost}" />
                        </intent-filter>
                    </activity>
                </application>
            </manifest>
            """, to: "notes/app/src/main/AndroidManifest.xml")
        try scratch.write("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                app:startDestination="@id/list">
                <fragment android:id="@+id/list" android:label="@string/title_list" />
                <include app:graph="@navigation/detail_graph" />
            </navigation>
            """, to: "notes/app/src/main/res/navigation/main.xml")
        try scratch.write("""
            <navigation xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto"
                android:id="@+id/detail_graph" app:startDestination="@id/detail">
                <fragment android:id="@+id/detail" android:label="@string/title_detail">
                    <argument android:name="noteId" app:argType="long" />
                    <argument android:name="attachments" app:argType="com.example.notes.Attachment[]" app:nullable="true" />
                    <deepLink app:uri="notes://note/{noteId}" />
                </fragment>
            </navigation>
            """, to: "notes/feature/detail/src/main/res/navigation/detail_graph.xml")
        try scratch.write("<resources><string name=\"title_detail\">Note</string></resources>",
                          to: "notes/feature/detail/src/main/res/values/strings.xml")
        try scratch.write("<resources>\n<string name=\"title_list\">All notes</string>\n</resources>", to: "notes/app/src/main/res/values/strings.xml")
        return scratch
    }

    @Test func initNamesTheVariantAndCheckAgainstTheSameVariantFindsNoDrift() throws {
        let scratch = try project()
        let initRun = try Binary.run(["init", "notes", "-o", "routes.json", "--json"], in: scratch.url)
        #expect(initRun.status == 0, "\(initRun.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(initRun.stdout.utf8)) as? [String: Any])
        let imported = try #require(report["imported"] as? [[String: String]])
        let variant = imported.first { $0["kind"] == "variant" }
        #expect(variant?["value"] == "release")
        #expect(variant?["source"] == "notes/app/build.gradle:7")
        #expect(imported.contains { $0["kind"] == "package" && $0["value"] == "com.example.notes" })
        let file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: scratch.url.appendingPathComponent("routes.json")))
                                as? [String: Any])
        #expect(file["scheme"] as? String == "notes")
        #expect(file["domains"] as? [String] == ["notes.example.com"])
        let android = try #require((file["links"] as? [String: Any])?["android"] as? [String: Any])
        #expect(android["fingerprint"] == nil)
        #expect(android["placeholders"] as? [String: String] == ["linkScheme": "notes", "webHost": "notes.example.com"])
        let check = try Binary.run(["check", "routes.json", "--against", "notes"], in: scratch.url)
        #expect(!check.stdout.contains("[app-drift]"), "\(check.stdout)")
        #expect(check.status == 0, "\(check.stdout)")
        // The debug build's scheme and package differ: drift, named.
        let debug = try Binary.run(["check", "routes.json", "--against", "notes", "--variant", "debug"], in: scratch.url)
        #expect(debug.status == 1)
        #expect(debug.stdout.contains(#"scheme "notes-dev" is in the app"#), "\(debug.stdout)")
        let unknown = try Binary.run(["init", "notes", "--variant", "staging"], in: scratch.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--variant staging: notes/app/build.gradle builds release, debug"), "\(unknown.stderr)")
    }

    @Test func stringLabelsAreShownByOpenAndInEmittedFlows() throws {
        let scratch = try project()
        #expect(try Binary.run(["init", "notes", "-o", "routes.json"], in: scratch.url).status == 0)
        let open = try Binary.run(["open", "--routes", "routes.json", "notes://note/7", "--json"], in: scratch.url)
        #expect(open.status == 0, "\(open.stderr)")
        #expect(open.stdout.contains(#""title": "Note""#), "\(open.stdout)")
        #expect(open.stdout.contains(#""title": "All notes""#), "\(open.stdout)")
        #expect(!open.stdout.contains("@string"))
        try scratch.write("""
            { "routes": "routes.json",
              "scenarios": [ { "name": "a note from a link", "steps": [ { "input": "notes://note/7", "expect": { "screen": "detail" } } ] } ] }
            """, to: "notes.scenarios.json")
        let test = try Binary.run(["test", "notes.scenarios.json", "--emit", "maestro", "flows"], in: scratch.url)
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let flows = try #require(FileManager.default.subpaths(atPath: scratch.path("flows"))?.filter { $0.hasSuffix(".yaml") })
        #expect(flows.count == 1)
        let flow = try String(contentsOfFile: scratch.path("flows/" + (flows.first ?? "")), encoding: .utf8)
        #expect(flow.contains("Note"), "\(flow)")
        #expect(!flow.contains("@string"), "\(flow)")
    }

    @Test func withoutAFingerprintTheCustomSchemeOpensAndHTTPSSaysWhatIsMissing() throws {
        let scratch = try project()
        #expect(try Binary.run(["init", "notes", "-o", "routes.json"], in: scratch.url).status == 0)
        let custom = try Binary.run(["link", "--routes", "routes.json", "notes://note/7", "--platform", "android"], in: scratch.url)
        #expect(custom.status == 0, "\(custom.stdout)\(custom.stderr)")
        let web = try Binary.run(["link", "--routes", "routes.json", "https://notes.example.com/x", "--platform", "android"], in: scratch.url)
        #expect(web.stdout.contains("no links.android.fingerprint"), "\(web.stdout)\(web.stderr)")
    }

    /// Hostile entries among the new files init reads: a FIFO named shortcuts.xml, a values
    /// file over the size limit, a link loop in res/, an unreadable module, a build file of
    /// nothing but braces and sources of unclosed constructs. init ends with a report line for each.
    @Test func hostileEntriesAmongResourcesAndSourcesEndQuickly() throws {
        let scratch = try project()
        let res = scratch.path("notes/app/src/main/res")
        try FileManager.default.createDirectory(atPath: res + "/xml", withIntermediateDirectories: true)
        #expect(mkfifo(res + "/xml/shortcuts.xml", 0o644) == 0)
        #expect(symlink("loop.xml", res + "/values/loop.xml") == 0)
        let huge = res + "/values/huge.xml"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil) && truncate(huge, 64 << 20) == 0)
        try scratch.write(String(repeating: "{", count: 200_000), to: "notes/lib/build.gradle")
        try scratch.write("val x = \"never closed\n/* nor this", to: "notes/lib/src/main/kotlin/Open.kt")
        // Constructs opened and never closed, by the hundred thousand: each is read once.
        try scratch.write(String(repeating: "navDeepLink { uriPattern = ", count: 100_000), to: "notes/lib/src/main/kotlin/Links.kt")
        try scratch.write(String(repeating: "class X(", count: 100_000) + " @Serializable", to: "notes/lib/src/main/kotlin/Routes.kt")
        try scratch.write(String(repeating: "func application(", count: 100_000) + " UIApplication", to: "notes/ios/AppDelegate.swift")
        try scratch.write("<resources><string name=\"secret\">x</string></resources>", to: "notes/locked/src/main/res/values/strings.xml")
        #expect(chmod(scratch.path("notes/locked"), 0) == 0)
        defer { _ = chmod(scratch.path("notes/locked"), 0o755) }
        let result = try NavsimBinary.runProgram(URL(fileURLWithPath: "/usr/bin/timeout"),
                                                 ["-s", "KILL", "120", try NavsimBinary.path.get(), "init", "notes"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        for line in ["notes/app/src/main/res/xml/shortcuts.xml: not understood: a FIFO, not a regular file: skipped",
                     "notes/app/src/main/res/values/loop.xml: not understood: symbolic link loop: skipped",
                     "notes/app/src/main/res/values/huge.xml: not understood: 67108864 bytes, over the 16 MB navsim reads: skipped"] {
            #expect(result.stderr.contains(line), "\(result.stderr)")
        }
        // Root reads any folder; anyone else is refused it, with a line.
        if geteuid() != 0 {
            #expect(result.stderr.contains("notes/locked: not understood: folder not readable"), "\(result.stderr)")
        } else {
            #expect(!result.stderr.contains("notes/locked: not understood"), "\(result.stderr)")
        }
        #expect(result.stdout.contains(#""scheme": "notes""#))
        // 100,000 unreadable deep links are one report line with their count.
        let links = result.stderr.split(separator: "\n").filter { $0.contains("notes/lib/src/main/kotlin/Links.kt:1: not understood: Compose deep link") }
        #expect(links.count <= 2 && links.contains { $0.contains("times)") }, "\(links.map { $0.prefix(200) })")
    }
}
