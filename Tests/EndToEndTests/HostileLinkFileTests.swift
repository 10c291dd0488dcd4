import Foundation
import TestSupport
import Testing

/// Link files built to hang `link` and `check`, and the files `test` writes (`--emit`,
/// `--junit`), run through the binary. Each run is cut off after 120 s (a hang guard, not a
/// timing: the figures are in `navsim-bench --reliability --only links`).
@Suite struct HostileLinkFileTests {
    static let fingerprint = Array(repeating: "AB", count: 32).joined(separator: ":")

    /// `navsim arguments…` in `scratch`, killed after 120 s.
    static func run(_ arguments: [String], in directory: URL) throws -> NavsimBinary.Output {
        try NavsimBinary.runProgram(URL(fileURLWithPath: "/usr/bin/timeout"), ["-s", "KILL", "120", try NavsimBinary.path.get()] + arguments,
                                    in: directory, environment: ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 })
    }

    static func androidRoutes(manifest: String) -> String {
        #"{"scheme": "app", "domains": ["h1.example.com"], "routes": [{"path": "items/:id", "screen": "S"}], "# +
            #""links": {"android": {"package": "com.example", "fingerprint": "\#(fingerprint)", "manifest": "\#(manifest)", "assetlinks": {}}}}"#
    }

    /// 600 KB of manifest on one line (over two minutes before positions were found linearly).
    @Test func aMinifiedManifestIsReadInLinearTime() throws {
        let scratch = try ScratchDirectory()
        let activities = (0..<1_800).map { index in
            #"<activity android:name=".A\#(index)" android:exported="true"><intent-filter android:autoVerify="true"><action android:name="android.intent.action.VIEW"/>"#
                + #"<category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/>"#
                + #"<data android:scheme="https" android:host="h\#(index).example.com"/></intent-filter></activity>"#
        }.joined()
        try scratch.write(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example"><application>"#
                          + activities + "</application></manifest>", to: "oneline.xml")
        try scratch.write(Self.androidRoutes(manifest: "oneline.xml"), to: "routes.json")
        let link = try Self.run(["link", "--routes", "routes.json", "https://h1.example.com/items/1"], in: scratch.url)
        #expect(link.status == 1, "the link is not verified: \(link.stderr)")
        #expect(link.stdout.contains("intent filter #1 of .A1 admits it"), "\(link.stdout)")
    }

    /// 20,000 activities taking one custom scheme, 400 of them each host: reading the manifest
    /// counted each activity's filters again for every filter, and `check` asked whether the app
    /// installs once per filter (each answer a scan of every filter): minutes, both now linear.
    /// The chooser in `link`'s report names five activities and counts the rest.
    @Test func aManifestOfTwentyThousandActivitiesIsCheckedInLinearTime() throws {
        let scratch = try ScratchDirectory()
        let activities = (0..<20_000).map { index in
            #"<activity android:name=".A\#(index)" android:exported="true"><intent-filter><action android:name="android.intent.action.VIEW"/>"#
                + #"<category android:name="android.intent.category.DEFAULT"/><category android:name="android.intent.category.BROWSABLE"/>"#
                + #"<data android:scheme="ksr"/><data android:host="h\#(index % 50)"/></intent-filter></activity>"#
        }.joined(separator: "\n")
        try scratch.write(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example"><application>"#
                          + "\n" + activities + "\n</application></manifest>", to: "AndroidManifest.xml")
        let routes = (0..<49).map { #"{"path": "/p/:id", "host": "h\#($0)", "screen": "S\#($0)"}"# }.joined(separator: ", ")
        try scratch.write(#"{"scheme": "ksr", "routes": [\#(routes)], "links": {"android": {"package": "com.example", "manifest": "AndroidManifest.xml"}}}"#,
                          to: "routes.json")
        let check = try Self.run(["check", "routes.json"], in: scratch.url)
        #expect(check.status == 0, "\(check.stdout.suffix(600))\(check.stderr)")
        // Each host's bare URL (ksr://h49 has no route at all) is handed to the app and no route takes it.
        #expect(check.stdout.contains("Android hands ksr://h49 to the app (AndroidManifest.xml:51:"), "\(check.stdout.suffix(600))")
        #expect(check.stdout.contains("ok, 49 routes, 50 warnings"), "\(check.stdout.suffix(600))")
        let link = try Self.run(["link", "--routes", "routes.json", "ksr://h3/p/1"], in: scratch.url)
        #expect(link.stdout.contains("chooser: .A3, .A53, .A103, .A153, .A203 and 395 more"), "\(link.stdout.prefix(800))")
    }

    /// An entity of 500,000 characters referenced 100,000 times (50 s in libxml2 before) is
    /// refused from its document type, naming the line.
    @Test func anEntityBlowupIsRefusedBeforeParsing() throws {
        let scratch = try ScratchDirectory()
        let manifest = "<?xml version=\"1.0\"?>\n<!DOCTYPE manifest [<!ENTITY a \"" + String(repeating: "A", count: 500_000) + "\">]>\n"
            + #"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>"#
            + String(repeating: "&a;", count: 100_000) + "</application></manifest>\n"
        try scratch.write(manifest, to: "entities.xml")
        try scratch.write(Self.androidRoutes(manifest: "entities.xml"), to: "routes.json")
        for arguments in [["link", "--routes", "routes.json", "https://h1.example.com/items/1"], ["check", "routes.json"]] {
            let run = try Self.run(arguments, in: scratch.url)
            #expect(run.status == 2, "\(arguments): \(run.stderr.prefix(400))")
            // `link` says it as a load error, `check` as a finding on stdout.
            let said = run.stderr + run.stdout
            #expect(said.contains("entities.xml:2:1: error: the document type declares an internal subset")
                    || said.contains("error: entities.xml:2:1: the document type declares an internal subset"), "\(said.prefix(400))")
        }
    }

    /// 100 components of 40 references to a variable of 10,000 values (84 s and 6.6 GB for
    /// one URL before the variable was shared).
    @Test func anAssociationVariableFanOutIsAnsweredAtOnce() throws {
        let scratch = try ScratchDirectory()
        let values = (0..<10_000).map { "\"\(String($0, radix: 16))\"" }.joined(separator: ",")
        let component = #"{"/": "/\#(String(repeating: "$(v)", count: 40))*"}"#
        try scratch.write(#"{"applinks": {"substitutionVariables": {"v": [\#(values)]}, "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": ["#
                          + Array(repeating: component, count: 100).joined(separator: ",") + "]}]}}", to: "aasa.json")
        try scratch.write(#"{"scheme": "app", "domains": ["example.com"], "routes": [{"path": "items/:id", "screen": "S"}], "links": {"ios": {"appID": "ABCDE12345.com.example.app", "associations": {"example.com": "aasa.json"}}}}"#,
                          to: "routes.json")
        let link = try Self.run(["link", "--routes", "routes.json", "https://example.com/" + String(repeating: "ab", count: 40)], in: scratch.url)
        #expect(link.status == 0, "\(link.stderr)")
        #expect(link.stdout.contains("opens the app"), "\(link.stdout)")
        let check = try Self.run(["check", "routes.json"], in: scratch.url)
        #expect(check.status != 2 && !check.stdout.isEmpty, "\(check.stderr.prefix(400))")
    }

    static let scenarioRoutes = #"{"scheme": "app", "tabs": [{"id": "a", "title": "C++ [deals]?", "root": "A"}, {"id": "b", "title": "Home (1)", "root": "B"}], "routes": [{"path": "a", "screen": "A"}, {"path": "b", "screen": "B"}]}"#
    static let scenarios = #"""
        {"routes": "routes.json", "scenarios": [
          {"name": "one", "steps": ["app://a", ":tab 2", ":set a-b=true", ":set ab=true", "app://b?x=\u001b[31m"]},
          {"name": "two", "steps": ["app://b"]}]}
        """#

    /// Two scenario files of one name would share a folder: refused before anything is written.
    @Test func scenarioFilesOfOneNameAreRefusedNamingBoth() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("d1"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("d2"), withIntermediateDirectories: true)
        for folder in ["d1", "d2"] {
            try scratch.write(Self.scenarioRoutes, to: "\(folder)/routes.json")
            try scratch.write(Self.scenarios, to: "\(folder)/demo.json")
        }
        let run = try Self.run(["test", "d1/demo.json", "d2/demo.json", "--emit", "simctl", "out"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("navsim: --emit would write d1/demo.json and d2/demo.json into the same folder out/demo/"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out")))
    }

    /// `...json` and `.json` are slugged (never DIR's parent or DIR itself); screenshots are
    /// named per scenario; tapOn is escaped; flag sub-flows are distinct; no raw control byte.
    @Test func emittedFilesStayInsideTheFolderAndNeverCollide() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.scenarioRoutes, to: "routes.json")
        try scratch.write(Self.scenarios, to: "...json")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("run"), withIntermediateDirectories: true)
        let simctl = try Self.run(["test", "../...json", "--emit", "simctl", "out"], in: scratch.url.appendingPathComponent("run"))
        #expect(simctl.status == 0, "\(simctl.stderr)")
        let folder = scratch.url.appendingPathComponent("run/out/scenario")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["01-one.sh", "02-two.sh"], "\(files)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("run")) == ["out"])
        let one = try String(contentsOf: folder.appendingPathComponent("01-one.sh"), encoding: .utf8)
        let two = try String(contentsOf: folder.appendingPathComponent("02-two.sh"), encoding: .utf8)
        #expect(one.contains("\"$OUT/scenario-01-one-"), "\(one)")
        #expect(two.contains("\"$OUT/scenario-02-two-"), "\(two)")
        #expect(!one.unicodeScalars.contains { $0.value == 0x1B }, "a raw ESC in the script")
        #expect(one.contains("%1B[31m"), "\(one)")

        let maestro = try Self.run(["test", "../...json", "--emit", "maestro", "flows"], in: scratch.url.appendingPathComponent("run"))
        #expect(maestro.status == 0, "\(maestro.stderr)")
        let flow = try String(contentsOf: scratch.url.appendingPathComponent("run/flows/scenario/01-one.yaml"), encoding: .utf8)
        #expect(flow.contains(#"tapOn: Home \(1\)"#), "\(flow)")
        #expect(flow.contains("flags/a%2Db-true.yaml") && flow.contains("flags/ab-true.yaml"), "\(flow)")
        #expect(!flow.unicodeScalars.contains { $0.value == 0x1B })
    }

    /// `--junit /dev/stdout` into a pipe is written into the pipe; redirected to a file, the
    /// report and the test output both stay in it.
    @Test func aJUnitReportToStandardOutputIsWrittenIntoIt() throws {
        let scratch = try ScratchDirectory()
        try scratch.write(Self.scenarioRoutes, to: "routes.json")
        try scratch.write(#"{"routes": "routes.json", "scenarios": [{"name": "two", "steps": ["app://b"]}]}"#, to: "s.json")
        let piped = try Self.run(["test", "s.json", "--junit", "/dev/stdout"], in: scratch.url)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasPrefix("<?xml"), "\(piped.stdout.prefix(200))")
        #expect(piped.stdout.contains("1 scenario in 1 file: 1 passed"))
        let redirected = try NavsimBinary.runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", "\"$0\" test s.json --junit /dev/stdout > out.txt", try NavsimBinary.path.get()],
                                                     in: scratch.url)
        #expect(redirected.status == 0, "\(redirected.stderr)")
        let file = try String(contentsOfFile: scratch.path("out.txt"), encoding: .utf8)
        #expect(file.hasPrefix("<?xml") && file.contains("</testsuites>") && file.contains("1 scenario in 1 file: 1 passed"), "\(file)")
    }
}
