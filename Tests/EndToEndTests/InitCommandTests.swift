import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `navsim init` and `navsim check --against` as a user runs them: files written, streams, exit codes.
@Suite struct InitCommandTests {
    private static let apps = Binary.root.appendingPathComponent("Tests/Fixtures/apps")

    @Test func initWritesARouteFileThatChecksCleanAgainstTheApp() throws {
        let scratch = try ScratchDirectory()
        let routes = scratch.path("routes.json")
        let written = try Binary.run(["init", "hotels-ios", "hotels-android", "-o", routes], in: Self.apps)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("hotels-ios/Hotels/Routing/AppRouter.m:18: imported route hotelspro:/dashboard"))
        #expect(written.stdout.contains("hotels-ios/Hotels/Routing/AppRouter.m:22: not understood: JLRoutes addRoute: with a pattern that is not a string literal"))
        let check = try Binary.run(["check", routes, "--against", "hotels-ios", "hotels-android"], in: Self.apps)
        #expect(!check.stdout.contains("[app-drift]"), "\(check.stdout)")
        // The one error: the quick action whose URL the plist cannot give has a placeholder to fill in.
        let errors = check.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1 && errors[0].contains(#"shortcut "search" opens "hotels://shortcut/search", which matches no route"#),
                "\(check.stdout)")
    }

    @Test func dashOHasToBeForcedToOverwrite() throws {
        let scratch = try ScratchDirectory()
        let routes = try scratch.write("{\"routes\": []}\n", to: "routes.json")
        let refused = try Binary.run(["init", "hotels-ios", "-o", routes], in: Self.apps)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("routes.json exists: navsim init does not overwrite it without --force"))
        #expect(try String(contentsOfFile: routes, encoding: .utf8) == "{\"routes\": []}\n")
        let forced = try Binary.run(["init", "hotels-ios", "-o", routes, "--force", "--json"], in: Self.apps)
        #expect(forced.status == 0)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(forced.stdout.utf8)) as? [String: Any])
        #expect(report["routeFile"] as? String == routes)
        let imported = try #require(report["imported"] as? [[String: String]])
        #expect(imported.contains { $0 == ["kind": "scheme", "value": "hotels", "source": "hotels-ios/Hotels/Info.plist:20"] })
        #expect(try String(contentsOfFile: routes, encoding: .utf8).contains("\"profile\": \"jlroutes\""))
    }

    @Test func withoutDashOTheRouteFileGoesToStdoutAndTheReportToStderr() throws {
        let result = try Binary.run(["init", "hotels-ios"], in: Self.apps)
        #expect(result.status == 0)
        let file = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(file["scheme"] as? String == "hotels")
        #expect(result.stderr.contains("hotels-ios/Hotels/Info.plist:20: imported scheme hotels"))
    }

    @Test func aPatternListAddsRoutesAndAMissingOneIsBadInput() throws {
        let scratch = try ScratchDirectory()
        let patterns = try scratch.write("# from the web team\n/offers/:offerID\n", to: "patterns.txt")
        let result = try Binary.run(["init", "hotels-ios", "--patterns", patterns, "--json"], in: Self.apps)
        #expect(result.status == 0)
        let file = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let routes = try #require(file["routes"] as? [[String: String]])
        #expect(routes.last == ["path": "/offers/:offerID"])
        #expect(result.stderr.contains(#""source": "\#(patterns):2""#), "\(result.stderr)")
        let missing = try Binary.run(["init", "hotels-ios", "--patterns", scratch.path("none.txt")], in: Self.apps)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("none.txt"))
        #expect(missing.stdout.isEmpty)
    }

    @Test func aFolderWithNothingToImportFailsAndAMissingOneIsBadInput() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("notes\n", to: "README.txt")
        let empty = try Binary.run(["init", scratch.url.path])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("nothing to import in \(scratch.url.path)"))
        let missing = try Binary.run(["init", scratch.path("typo")])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("typo: no such file or folder"))
    }

    /// A FIFO named Info.plist, a link loop, a link to the tree's root and a 1 GB file: init
    /// skips each with a report line and finishes (under `timeout`, so a hang fails the test).
    @Test func hostileTreeEntriesAreSkippedWithoutHanging() throws {
        let scratch = try ScratchDirectory()
        let app = scratch.url.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.apps.appendingPathComponent("hotels-ios/Hotels/Info.plist").path,
                                         toPath: app.appendingPathComponent("Info.plist").path)
        #expect(mkfifo(app.appendingPathComponent("Extension-Info.plist").path, 0o644) == 0)
        #expect(symlink("loop", app.appendingPathComponent("loop").path) == 0)
        #expect(symlink("..", app.appendingPathComponent("up").path) == 0)
        let huge = app.appendingPathComponent("Router.swift").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil) && truncate(huge, 1 << 30) == 0)
        let result = try NavsimBinary.runProgram(URL(fileURLWithPath: "/usr/bin/timeout"),
                                                 ["-s", "KILL", "120", try NavsimBinary.path.get(), "init", "App"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""scheme": "hotels""#))
        for line in ["App/Extension-Info.plist: not understood: a FIFO, not a regular file: skipped",
                     "App/loop: not understood: symbolic link loop: skipped",
                     "App/up: not understood: symbolic link to a folder: not followed",
                     "App/Router.swift: not understood: 1073741824 bytes, over the 16 MB navsim reads: skipped"] {
            #expect(result.stderr.contains(line), "\(result.stderr)")
        }
    }

    @Test func checkAgainstReportsDriftAndRefusesAFolderWithNothing() throws {
        let scratch = try ScratchDirectory()
        let routes = scratch.path("routes.json")
        #expect(try Binary.run(["init", "hotels-ios", "-o", routes], in: Self.apps).status == 0)
        let text = try String(contentsOfFile: routes, encoding: .utf8).replacingOccurrences(of: "\"/faq\"", with: "\"/help\"")
        try text.write(toFile: routes, atomically: true, encoding: .utf8)
        let drift = try Binary.run(["check", routes, "--against", "hotels-ios"], in: Self.apps)
        #expect(drift.status == 1)
        #expect(drift.stdout.contains(#"route "/faq" is in the app (hotels-ios/Hotels/Routing/SearchRoutes.swift:8) and not in the route file [app-drift]"#),
                "\(drift.stdout)")
        #expect(drift.stdout.contains(#"routes[5].path: route "/help" is in the route file and not in the app (read from hotels-ios) [app-drift]"#))
        let nothing = try Binary.run(["check", routes, "--against", scratch.url.path], in: Self.apps)
        #expect(nothing.status == 1)
        #expect(nothing.stdout.contains("nothing to compare"))
        let typo = try Binary.run(["check", routes, "--against", "hotels-iso"], in: Self.apps)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("hotels-iso: no such file or folder"))
    }
}
