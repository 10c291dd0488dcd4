import Foundation
import Testing
import TestSupport

/// The jetpack profile through the binary, on the shipped example app (a bottom-navigation
/// shop whose graphs live in Resources/examples/jetpack-shop).
@Suite struct NavGraphProfileTests {
    static let routes = "Resources/examples/jetpack-shop.json"

    @Test func aLinkRebuildsTheGraphsBackStack() throws {
        let result = try Binary.run(["open", "--routes", Self.routes, "https://shop.example.com/categories/shoes?page=2"])
        #expect(result.status == 0)
        // The root graph's start (below the tab's root), search_graph's start, then category_graph's
        // start, then the destination.
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("tab search_graph*") })
        let screens = line.split(separator: " > ").map { $0.split(separator: "#")[0].split(separator: " ").last.map(String.init) ?? "" }
        #expect(screens == ["home", "search", "categories", "category"], "\(line)")
    }

    /// The JSON tree holds the whole stack; Back walks it down to the root graph's start
    /// destination, where Back leaves the app (a refused `:back`, said first), and the Home
    /// tab keeps its own.
    @Test func theJSONTreeHoldsTheStackBelowTheTabsRoot() throws {
        let result = try Binary.run(["open", "--routes", Self.routes, "--json", "https://shop.example.com/categories/shoes", ":back", ":back"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let tabs = try #require(json["tabs"] as? [[String: Any]])
        let stacks = tabs.map { tab in ((tab["stack"] as? [[String: Any]]) ?? []).map { "\($0["screen"] ?? "")#\($0["instance"] ?? "")" } }
        #expect(stacks == [["home#1"], ["home#4", "search#5"], ["account#3"]])
        #expect(json["selectedTab"] as? String == "search_graph")
        let bottom = try Binary.run(["open", "--routes", Self.routes, "https://shop.example.com/search?q=boots", ":back", ":back"])
        #expect(bottom.status == 0)
        #expect(bottom.stdout.contains("tab search_graph*: home#4(query=boots query)\n"), "\(bottom.stdout)")
        #expect(bottom.stdout.contains("home #4 is the bottom of Search's back stack: Back leaves the app"), "\(bottom.stdout)")
    }

    @Test func withoutNewTaskTheDestinationIsAlone() throws {
        let scratch = try ScratchDirectory()
        let source = try String(contentsOf: Binary.root.appendingPathComponent(Self.routes), encoding: .utf8)
            .replacingOccurrences(of: "\"newTask\": true", with: "\"newTask\": false")
            .replacingOccurrences(of: "\"jetpack-shop/", with: "\"" + Binary.root.appendingPathComponent("Resources/examples/jetpack-shop").path + "/")
        let path = try scratch.write(source, to: "shop.json")
        let result = try Binary.run(["open", "--routes", path, "https://shop.example.com/categories/shoes"])
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stdout.split(separator: "\n").first { $0.hasPrefix("tab search_graph*") })
        #expect(!line.contains("categories#"), "\(line)")
        #expect(line.contains("category#"), "\(line)")
    }

    @Test func matchJSONNamesTheScreen() throws {
        let result = try Binary.run(["match", "--routes", Self.routes, "https://shop.example.com/products/42?ref=mail", "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["screen"] as? String == "product")
        let params = try #require(json["params"] as? [String: Any])
        #expect(params["productId"] as? String == "42")
        // A path value that is not an integer: no deep link takes it.
        let miss = try Binary.run(["match", "--routes", Self.routes, "https://shop.example.com/products/abc", "--json"])
        let missJSON = try #require(try JSONSerialization.jsonObject(with: Data(miss.stdout.utf8)) as? [String: Any])
        #expect(missJSON["matched"] as? Bool == false)
        #expect(missJSON["screen"] is NSNull)
    }

    @Test func theManifestsNavGraphGivesTheIntentFilters() throws {
        let result = try Binary.run(["link", "--routes", Self.routes, "--explain", "https://shop.example.com/promo/A1"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("opens the app (app-link)"))
        #expect(result.stdout.contains("nav_graph.xml:19:9 <deepLink app:uri=\"https://shop.example.com/promo/{code}\">"))
        #expect(result.stdout.contains("expanded from <nav-graph> at "))
    }

    @Test func aBadGraphIsAnErrorNamingTheGraphFile() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.write("<navigation xmlns:android=\"http://schemas.android.com/apk/res/android\">\n  <fragment/>\n</navigation>", to: "g.xml")
        let path = try scratch.write("{\"profile\": \"jetpack\", \"navGraphs\": [\"g.xml\"]}", to: "r.json")
        let result = try Binary.run(["match", "--routes", path, "https://example.com/"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("g.xml:2:3"), "\(result.stderr)")
    }

    /// `check` reports a tie (warning) and a link lacking a required argument (error) at the
    /// graph's line and column, exit 1; `open` loads that graph and counts them on stderr. A
    /// repeated deep link fails the app's build: `open` refuses it (exit 2), `check` reports it.
    @Test func checkReportsTheGraphsDeepLinkProblemsAndOpenStillLoads() throws {
        let scratch = try ScratchDirectory()
        let graph = NavGraphFixtures.deepLinkProblems
        let graphPath = try scratch.write(graph, to: "g.xml")
        let routes = try scratch.write("{\"profile\": \"jetpack\", \"navGraphs\": [\"g.xml\"]}", to: "r.json")
        let check = try Binary.run(["check", routes])
        #expect(check.status == 1)
        #expect(check.stdout.contains("\(graphPath):4:33: warning: the deep link \"example.com/users/{name}\" of 'b' ties exactly"), "\(check.stdout)")
        #expect(check.stdout.contains("\(graphPath):7:5: error: the deep link \"example.com/c\" of 'c' lacks its required argument 'x'"))
        #expect(check.stdout.contains("[deep-link-missing-argument]") && check.stdout.contains("[tied-deep-links]"))
        let open = try Binary.run(["open", "--routes", routes, "https://example.com/users/7"])
        #expect(open.status == 0, "\(open.stderr)")
        #expect(open.stdout.hasPrefix("tab main*: a#1(id=7)"), "\(open.stdout)")
        #expect(open.stderr.contains("3 warnings (navsim check \(routes))"), "\(open.stderr)")

        _ = try scratch.write(NavGraphFixtures.repeatedDeepLink, to: "g.xml")
        let refused = try Binary.run(["open", "--routes", routes, "https://example.com/users/7"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(graphPath):4:33: error: the deep link \"example.com/users/{id}\" of 'b' repeats"), "\(refused.stderr)")
        #expect(refused.stderr.contains("Multiple destinations found with a deep link containing uri:example.com/users/{id}"))
        let repeated = try Binary.run(["check", routes, "--json"])
        #expect(repeated.status == 1)
        #expect(repeated.stdout.contains(#""rule": "repeated-deep-link""#), "\(repeated.stdout)")
    }

    /// A graph close to the size limit (8 MiB, some 43,000 destinations with a deep link each)
    /// loads and answers; the process runs under `timeout -s KILL 120`, a hang guard, and no
    /// time is measured.
    @Test(.tags(.stress), StressTests.condition) func aGraphOfTheLargestLegalSizeLoads() throws {
        let scratch = try ScratchDirectory()
        var text = "<navigation xmlns:android=\"http://schemas.android.com/apk/res/android\" "
            + "xmlns:app=\"http://schemas.android.com/apk/res-auto\" app:startDestination=\"@id/d0\">\n"
        var index = 0
        while text.utf8.count < 8 * 1024 * 1024 - 400 {
            text += "  <fragment android:id=\"@+id/d\(index)\" android:label=\"Item {id}\">\n"
                + "    <argument android:name=\"id\" app:argType=\"integer\"/>\n"
                + "    <deepLink app:uri=\"https://example.com/d\(index)/{id}\"/>\n  </fragment>\n"
            index += 1
        }
        text += "</navigation>\n"
        _ = try scratch.write(text, to: "big.xml")
        _ = try scratch.write("{\"profile\": \"jetpack\", \"navGraphs\": [\"big.xml\"]}", to: "big.json")
        let last = index - 1
        let result = try NavsimBinary.runProgram(URL(fileURLWithPath: "/bin/sh"),
                                                 ["-c", "exec timeout -s KILL 120 \"$0\" \"$@\"", try NavsimBinary.path.get(),
                                                  "match", "--routes", "big.json", "https://example.com/d\(last)/5"], in: scratch.url)
        #expect(result.status == 0, "\(result.stderr.prefix(500))")
        #expect(result.stdout.hasPrefix("routes[\(last)] https://example.com/d\(last)/{id:integer}"), "\(result.stdout.prefix(300))")
        // One byte over the limit is refused with a message, not a crash.
        _ = try scratch.write(text + String(repeating: " ", count: 8 * 1024 * 1024), to: "big.xml")
        let refused = try NavsimBinary.runProgram(URL(fileURLWithPath: "/bin/sh"),
                                                  ["-c", "exec timeout -s KILL 120 \"$0\" \"$@\"", try NavsimBinary.path.get(),
                                                   "match", "--routes", "big.json", "https://example.com/d0/5"], in: scratch.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("the limit is 8 MiB"), "\(refused.stderr.prefix(300))")
    }
}
