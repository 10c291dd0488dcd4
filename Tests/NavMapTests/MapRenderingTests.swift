import Foundation
import NavMap
import NavRouteFile
import TestSupport
import Testing

/// Every example route file, and the demo compiled into navsim.
private func exampleApps() throws -> [(name: String, app: CompiledApp)] {
    var apps = [(BundledDemo.path, try CompiledApp(RouteFileLoader.load(contents: Data(BundledDemo.contents.utf8), path: BundledDemo.path)))]
    for path in ProjectFiles.routeFiles { apps.append((path, try CompiledApp.load(path: path))) }
    return apps
}

/// A file whose names, titles and patterns hold every character Mermaid and DOT treat specially.
let hostileLabels = #"""
{
  "name": "Hôtel \"Ritz\" [1] {2} (3) | #4; 日本 \\N",
  "scheme": "app",
  "tabs": [ { "id": "t[1]", "title": "Tab \"A\" {x} (y) | #z; ü", "root": "Root" } ],
  "state": { "loggedIn": false },
  "guards": { "loggedIn": { "redirect": "app://login?next=a;b#c" } },
  "screens": {
    "Café [1] {2} (3) | \"4\" #5; <b>end</b>": { "title": "Title `x` [a] {b} (c) | \"d\" #e; <i> & ñ 🙂 \\G" },
    "end": { "title": "end" }
  },
  "routes": [
    { "path": "cafe/:id", "screen": "Café [1] {2} (3) | \"4\" #5; <b>end</b>", "tab": "t[1]", "requires": ["loggedIn"] },
    { "path": "end", "screen": "end", "presentation": "modal" },
    { "path": "café/ü", "alert": "say \"hi\" [now] {x} (y) | #1; \u001B[2J" },
    { "path": "login", "screen": "Login", "presentation": "modal", "set": { "loggedIn": true } }
  ],
  "shortcuts": [ { "name": "go[1]", "title": "Go \"there\" #1; {now}", "url": "app://cafe/42" } ]
}
"""#

@Suite("navsim graph output")
struct MapRenderingTests {
    @Test("the DOT of every example route file is accepted by Graphviz's dot")
    func dotAcceptsEveryExample() throws {
        for (name, app) in try exampleApps() {
            let dot = NavigationMap(of: app).rendered(as: .dot)
            guard let output = try Graphviz.render(dot) else { return }
            #expect(output.status == 0, "dot refused the graph of \(name): \(output.stderr)")
            #expect(output.stdout.contains("<svg"), "dot drew no SVG for \(name)")
        }
    }

    @Test("the Mermaid of every example route file follows the flowchart grammar")
    func mermaidOfEveryExample() throws {
        for (name, app) in try exampleApps() {
            let text = NavigationMap(of: app).rendered(as: .mermaid)
            #expect(MermaidGrammar.problems(text) == [], "\(name)")
        }
    }

    @Test("labels with []{}()|\"#; and non-ASCII stay labels: Mermaid ids escaped, every label quoted and read back whole")
    func hostileLabelsInMermaid() throws {
        let app = try compiledApp(hostileLabels)
        let text = NavigationMap(of: app).rendered(as: .mermaid, notes: ["link app://x\u{1B}[2J"])
        #expect(MermaidGrammar.problems(text) == [])
        let labels = MermaidGrammar.decodedLabels(text)
        #expect(labels.contains("Café [1] {2} (3) | \"4\" #5; <b>end</b>\nTitle `x` [a] {b} (c) | \"d\" #e; <i> & ñ 🙂 \\G"))
        #expect(labels.contains("Tab \"A\" {x} (y) | #z; ü"))
        #expect(labels.contains("shortcut go[1]\nGo \"there\" #1; {now}\napp://cafe/42"))
        #expect(labels.contains { $0.hasPrefix("app://cafe/:id\nrequires loggedIn → app://login?next=a;b#c") })
        // The escape character of the alert reaches neither the label nor the comment raw.
        #expect(!text.contains("\u{1B}"))
        #expect(labels.contains { $0.contains("say \"hi\" [now] {x} (y) | #1; \u{1B}[2J") })
        // A screen called `end` (a Mermaid keyword) gets an id that is not one.
        #expect(text.contains("s_end(\"end (modal)"))
    }

    @Test("labels with []{}()|\"#; \\N and non-ASCII are accepted by dot and drawn as written")
    func hostileLabelsInDOT() throws {
        let app = try compiledApp(hostileLabels)
        let dot = NavigationMap(of: app).rendered(as: .dot)
        guard let output = try Graphviz.render(dot) else { return }
        #expect(output.status == 0, "\(output.stderr)")
        // The SVG's text lines, as drawn: `\G` stayed text (not the graph's name), quotes and
        // angle brackets are characters, not markup.
        #expect(output.stdout.contains(">Café [1] {2} (3) | &quot;4&quot; #5; &lt;b&gt;end&lt;/b&gt;</text>"))
        #expect(output.stdout.contains(">Title `x` [a] {b} (c) | &quot;d&quot; #e; &lt;i&gt; &amp; ñ 🙂 \\G</text>"))
        #expect(output.stdout.contains(">Tab &quot;A&quot; {x} (y) | #z; ü</text>"))
        #expect(!dot.contains("\u{1B}"))
    }

    @Test("the grammar check finds what Mermaid would misread")
    func grammarCheckFindsProblems() {
        let good = "flowchart LR\n  s_A[\"A\"]\n  s_B(\"B #35; x\")\n  s_A --> s_B\n"
        #expect(MermaidGrammar.problems(good) == [])
        for bad in [
            "flowchart LR\n  end[\"A\"]\n",                 // a keyword as id
            "flowchart LR\n  s_A[A]\n",                       // an unquoted label
            "flowchart LR\n  s_A[\"A # B\"]\n",             // a bare #
            "flowchart LR\n  s_A[\"A; B\"]\n",              // a bare ;
            "flowchart LR\n  s_A[\"<b>A</b>\"]\n",          // markup
            "flowchart LR\n  s_A[\"A\"]\n  s_A --> s_B\n",  // an id never defined
            "flowchart LR\n  subgraph t_A[\"A\"]\n",       // a subgraph left open
            "flowchart LR\n  s-A[\"A\"]\n",                 // an id with a dash
        ] {
            #expect(!MermaidGrammar.problems(bad).isEmpty, "\(bad)")
        }
    }

    @Test("the same file gives the same bytes")
    func deterministic() throws {
        for format in MapFormat.allCases {
            let first = try CompiledApp.load(path: ProjectFiles.routeFiles[0])
            let second = try CompiledApp.load(path: ProjectFiles.routeFiles[0])
            #expect(NavigationMap(of: first).rendered(as: format) == NavigationMap(of: second).rendered(as: format))
        }
    }
}
