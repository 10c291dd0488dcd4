import Foundation
import TestSupport
import Testing

/// `navsim graph` through the built binary.
@Suite struct GraphCommandTests {
    /// Every witness URL of the demo (`navsim routes --witness --json`).
    private func demoWitnesses() throws -> [String] {
        let routes = try Binary.run(["routes", "--witness", "--json"])
        #expect(routes.status == 0, "\(routes.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(routes.stdout.utf8)) as? [String: Any])
        let schemes = try #require(json["schemes"] as? [String: [[String: Any]]])
        return schemes.keys.sorted().flatMap { scheme in schemes[scheme]!.compactMap { $0["witness"] as? String } }
    }

    @Test("--link marks the stack `open --json` builds, for every witness URL of the demo")
    func linkAgreesWithOpen() throws {
        let urls = try demoWitnesses()
        #expect(urls.count > 30)
        let graph = try Binary.run(["graph"] + urls.flatMap { ["--link", $0] })
        #expect(graph.status == 0, "\(graph.stderr)")
        let notes = graph.stdout.split(separator: "\n").filter { $0.hasPrefix("%% link ") }.map { String($0.dropFirst("%% link ".count)) }
        #expect(notes.count == urls.count)
        for (url, note) in zip(urls, notes) {
            let open = try Binary.run(["open", url, "--json"])
            #expect(open.status == 0, "\(url): \(open.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(open.stdout.utf8)) as? [String: Any])
            let step = try #require((json["steps"] as? [[String: Any]])?.first)
            if step["outcome"] as? String == "refused" {
                #expect(note == "\(url): refused: \(step["reason"] as? String ?? "?")")
                continue
            }
            let tabs = try #require(json["tabs"] as? [[String: Any]])
            let selected = try #require(tabs.first { $0["id"] as? String == json["selectedTab"] as? String })
            var stack = (selected["stack"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String }
            for modal in json["modals"] as? [[String: Any]] ?? [] {
                stack += (modal["stack"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String }
            }
            let pending = (json["pending"] as? String).map { " (pending: \($0))" } ?? ""
            #expect(note == "\(url): " + stack.joined(separator: " > ") + pending)
            // Every screen of that stack is drawn marked.
            let marked = graph.stdout.split(separator: "\n").first { $0.hasPrefix("  class ") && $0.hasSuffix(" onStack") } ?? ""
            for screen in stack { #expect(marked.contains("s_\(screen)"), "\(url): \(screen) is not marked") }
        }
    }

    @Test("--link of a web link the OS keeps shows the OS's verdict: Safari, not the app")
    func linkTheOSKeeps() throws {
        let graph = try Binary.run(["graph", "--link", "https://evil.example.com/cities/paris", "--format", "dot"])
        #expect(graph.status == 0)
        #expect(graph.stdout.contains("iOS keeps it: Safari: evil.example.com is not an associated domain"))
        let android = try Binary.run(["graph", "--platform", "android", "--link", "https://evil.example.com/cities/paris"])
        #expect(android.stdout.contains("Android 34 keeps it:"))
    }

    @Test("DOT by --format dot; an unknown format is refused")
    func formats() throws {
        let dot = try Binary.run(["graph", "--format", "dot"])
        #expect(dot.status == 0)
        #expect(dot.stdout.hasPrefix("// navsim graph: Hotels\ndigraph \"Hotels\" {\n"))
        let mermaid = try Binary.run(["graph"])
        #expect(mermaid.stdout.hasPrefix("%% navsim graph: Hotels\nflowchart LR\n"))
        #expect(try Binary.run(["graph"]).stdout == mermaid.stdout)
        let svg = try Binary.run(["graph", "--format", "svg"])
        #expect(svg.status == 2)
        #expect(svg.stderr.contains("svg"))
    }

    @Test("--diff OLD NEW marks what changed; anything but two files is refused")
    func diff() throws {
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let old = try scratch.write(#"{ "scheme": "app", "routes": [ { "path": "a{A}" }, { "path": "gone", "screen": "Gone" } ] }"#, to: "old.json")
        let new = try scratch.write(#"{ "scheme": "app", "routes": [ { "path": "a{A}" }, { "path": "a/b", "screen": "B" } ] }"#, to: "new.json")
        let result = try Binary.run(["graph", "--diff", old, new])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("%% diff \(old) → \(new): 4 added, 4 removed"))
        #expect(result.stdout.contains("\"+ app://a/b\""))
        #expect(result.stdout.contains("G\u{336}o\u{336}n\u{336}e\u{336}"))
        let one = try Binary.run(["graph", "--diff", old])
        #expect(one.status == 2)
        #expect(one.stderr.contains("--diff takes two route files"))
    }

    @Test("an unreadable or hostile route file gets check's errors and exit 2", arguments: [
        ("missing", nil),
        ("not JSON", "{ \"routes\": [ "),
        ("not UTF-8", "{ \"routes\": [ { \"path\": \"\u{FF}\" } ] }"),
        ("deeply nested", String(repeating: "[", count: 100_000)),
        ("a bad pattern", #"{ "routes": [ { "path": "a/(b" } ] }"#),
        ("an unknown tab", #"{ "routes": [ { "path": "a", "screen": "A", "tab": "nope" } ] }"#),
    ] as [(String, String?)])
    func badFiles(_ name: String, _ contents: String?) throws {
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        var path = scratch.path("routes.json")
        if let contents {
            var data = Data(contents.utf8)
            if name == "not UTF-8" { data = Data(contents.utf8.map { $0 == 0xC3 ? 0xFF : $0 }) }
            path = try scratch.write(data, to: "routes.json")
        }
        let check = try Binary.run(["check", path])
        let errors = check.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(!errors.isEmpty, "check found no error in \(name)")
        for arguments in [["graph", "--routes", path], ["graph", "--diff", path, path]] {
            let graph = try Binary.run(arguments)
            #expect(graph.status == 2, "\(name)")
            #expect(graph.stdout.isEmpty)
            #expect(graph.stderr.split(separator: "\n").filter { $0.contains(": error: ") } == errors, "\(name)")
        }
    }
}
