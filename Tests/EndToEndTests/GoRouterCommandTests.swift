import Foundation
import TestSupport
import Testing

/// The go_router profile through the built binary: `open --json`, `match --json`,
/// `routes --json`, configuration errors (exit 2 with FILE:LINE:COLUMN), and `navsim init` on
/// the sample Flutter app writing a route file its scenarios pass on.
@Suite struct GoRouterCommandTests {
    private let example = ProjectFiles.root.appendingPathComponent("Resources/examples/flutter-shop.json").path

    private func json(_ output: NavsimBinary.Output) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], "\(output.stderr)")
    }

    @Test func openReportsTheMatchListTheRedirectsAndEachPagesShells() throws {
        let output = try NavsimBinary.run(["open", "--routes", example, "https://shop.example.com/p/7", ":tab searchTab", "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let tree = try json(output)
        #expect(tree["url"] as? String == "/search")
        #expect(tree["selectedTab"] as? String == "searchTab")
        let steps = try #require(tree["steps"] as? [[String: Any]])
        let launchRedirects = try #require(steps.first?["redirects"] as? [[String: Any]])
        #expect(launchRedirects.map { $0["redirect"] as? String } == ["top", "routes[4]", "top"])
        #expect(launchRedirects[1]["result"] as? String == "/shop/category/all/product/7")
        let launch = try #require(tree["launch"] as? [String: Any])
        #expect(launch["link"] as? String == "https://shop.example.com/p/7")
        #expect(launch["location"] as? String == "/shop/category/all/product/7")
        let matches = try #require(tree["matches"] as? [[String: Any]])
        #expect(matches.map { $0["route"] as? String } == ["routes[2]"])
        #expect(matches.first?["branch"] as? Int == 1)
        // The shop tab kept its pages; the tab bar's shell is named on each page.
        let tabs = try #require(tree["tabs"] as? [[String: Any]])
        let shop = try #require(tabs.first?["stack"] as? [[String: Any]])
        #expect(shop.map { $0["screen"] as? String } == ["ShopScreen", "CategoryScreen", "ProductScreen"])
        let shells = try #require(shop.last?["shells"] as? [[String: Any]])
        #expect(shells.first?["shell"] as? String == "ScaffoldWithNavBar")
        #expect(shells.first?["branch"] as? Int == 0)
    }

    @Test func anUnknownLocationIsTheErrorPageWithItsError() throws {
        let output = try NavsimBinary.run(["open", "--routes", example, "/nowhere?x=1", "--json"])
        let tree = try json(output)
        let steps = try #require(tree["steps"] as? [[String: Any]])
        #expect(steps.first?["error"] as? String == "no routes for location: /nowhere?x=1")
        let stack = try #require((tree["tabs"] as? [[String: Any]])?.first?["stack"] as? [[String: Any]])
        #expect(stack.map { $0["screen"] as? String } == ["NotFoundScreen"])
        #expect(stack.first?["error"] as? String == "no routes for location: /nowhere?x=1")
    }

    @Test func matchJSONIsMatchingOnly() throws {
        let matched = try NavsimBinary.run(["match", "--routes", example, "fshop://x/shop/category/a%2Fb/product/3?q=1&q=2", "--json"])
        #expect(matched.status == 0)
        let answer = try json(matched)
        #expect(answer["matched"] as? Bool == true)
        #expect(answer["screen"] as? String == "ProductScreen")
        #expect((answer["params"] as? [String: Any])?["categoryId"] as? String == "a/b")
        #expect((answer["query"] as? [String: Any])?["q"] as? [String] == ["1", "2"])
        let route = try #require(answer["route"] as? [String: Any])
        #expect(route["at"] as? String == "routes[2].branches[0].routes[0].routes[0].routes[0]")
        #expect(route["pattern"] as? String == #"/shop/category/:categoryId/product/:productId(\d+)"#)
        #expect(route["index"] as? Int == 2)
        // A redirect-only route matches (match runs no redirect).
        let redirectOnly = try json(try NavsimBinary.run(["match", "--routes", example, "/p/9", "--json"]))
        #expect(redirectOnly["screen"] is NSNull)
        let unmatched = try NavsimBinary.run(["match", "--routes", example, "/shop/category/a/product/x", "--json"])
        #expect(unmatched.status == 1)
        #expect(try json(unmatched)["error"] as? String == "no routes for location: /shop/category/a/product/x")
        let unparsable = try NavsimBinary.run(["match", "--routes", example, "::x", "--json"])
        #expect(unparsable.status == 1)
        #expect((try json(unparsable)["error"] as? String)?.hasPrefix("FormatException") == true)
    }

    @Test func routesJSONListsTheTree() throws {
        let output = try NavsimBinary.run(["routes", "--routes", example, "--json"])
        let nodes = try #require(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(nodes.count == 11)
        let shell = try #require(nodes.first { $0["kind"] as? String == "statefulShell" })
        let branches = try #require(shell["branches"] as? [[String: Any]])
        #expect(branches.map { $0["initialLocation"] as? String } == ["/shop", "/search", "/account"])
    }

    @Test func aConfigurationErrorExitsTwoNamingItsPlace() throws {
        let scratch = try ScratchDirectory()
        let path = try scratch.write("""
            {"profile": "go_router",
             "routes": [{"path": "/", "screen": "Home", "routes": [
               {"path": "a/", "screen": "A"}]}]}
            """, to: "bad.json")
        let output = try NavsimBinary.run(["open", "--routes", path, "/"])
        #expect(output.status == 2)
        #expect(output.stderr.contains(#"bad.json:3:13: error: routes[0].routes[0].path: route path may not end with "/""#), "\(output.stderr)")
    }

    @Test func initOnTheSampleAppWritesARouteFileItsScenariosPassOn() throws {
        let scratch = try ScratchDirectory()
        let written = scratch.path("flutter-shop.json")
        let app = ProjectFiles.root.appendingPathComponent("Resources/examples/flutter-shop").path
        let initRun = try NavsimBinary.run(["init", app, "--output", written])
        #expect(initRun.status == 0, "\(initRun.stderr)")
        #expect(initRun.stdout.contains("lib/router.dart:19: not understood: redirect of GoRouter is code: write its rules"))
        #expect(initRun.stdout.contains("lib/router.dart:57: imported route /shop/category/:categoryId/product/:productId(\\d+) (product)"))
        // What the report asks for: the redirect's rules (and the flag they read), from the shipped file.
        var routeFile = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: written))) as? [String: Any])
        let shipped = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: example))) as? [String: Any])
        var goRouter = try #require(routeFile["goRouter"] as? [String: Any])
        goRouter["redirect"] = (shipped["goRouter"] as? [String: Any])?["redirect"]
        routeFile["goRouter"] = goRouter
        routeFile["state"] = shipped["state"]
        try JSONSerialization.data(withJSONObject: routeFile).write(to: URL(fileURLWithPath: written))
        let scenarios = try String(contentsOf: ProjectFiles.root.appendingPathComponent("Resources/scenarios/flutter-shop.scenarios.json"), encoding: .utf8)
            .replacingOccurrences(of: "../examples/flutter-shop.json", with: "flutter-shop.json")
        let scenarioFile = try scratch.write(scenarios, to: "flutter-shop.scenarios.json")
        let test = try NavsimBinary.run(["test", scenarioFile])
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        let drift = try NavsimBinary.run(["check", written, "--against", app])
        #expect(drift.status == 0, "\(drift.stdout)")
    }
}
