import Foundation
import TestSupport
import Testing

/// The `expo_router` profile through the binary: the shipped Expo shop, `init` on it, `match`,
/// `open` and `routes` with `--json`.
@Suite struct ExpoRouterCommandTests {
    private static let examples = Binary.root.appendingPathComponent("Resources/examples")
    private static let scenarios = Binary.root.appendingPathComponent("Resources/scenarios/expo-shop.scenarios.json")

    @Test func theShippedShopPassesItsScenarios() throws {
        let run = try Binary.run(["test", Self.scenarios.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("7 scenarios in 1 file: 7 passed, 0 failed"))
    }

    @Test func initOnTheExpoProjectWritesARouteFileThatPassesTheScenarios() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.copyItem(at: Self.examples.appendingPathComponent("expo-shop"), to: scratch.url.appendingPathComponent("expo-shop"))
        let routes = scratch.path("shop.json")
        let written = try Binary.run(["init", "expo-shop", "-o", routes], in: scratch.url)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("expo-shop/app.json:5: imported scheme exposhop"))
        #expect(written.stdout.contains("expo-shop/app.json:8: imported domain shop.example.com"))
        #expect(written.stdout.contains("imported route (tabs)/(home,search)/product/[id].tsx"))
        #expect(written.stdout.contains("expo-shop/app/+native-intent.tsx:1: not understood: +native-intent is code: write its rules in expoRouter.nativeIntent"))
        let file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: routes))) as? [String: Any])
        #expect(file["profile"] as? String == "expo_router")
        #expect(file["appDir"] as? String == "expo-shop/app")
        #expect(file["routes"] == nil)
        // The shop's scenarios, run against the route file init wrote; +native-intent is code
        // (init reports it, its rules are the user's to write), so its scenario is left out.
        var suite = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.scenarios)) as? [String: Any])
        suite["routes"] = routes
        let scenarios = try #require(suite["scenarios"] as? [[String: Any]])
        suite["scenarios"] = scenarios.filter { ($0["name"] as? String)?.hasPrefix("+native-intent") != true }
        #expect((suite["scenarios"] as? [Any])?.count == scenarios.count - 1)
        suite.removeValue(forKey: "$schema")
        let copy = scratch.url.appendingPathComponent("shop.scenarios.json")
        try JSONSerialization.data(withJSONObject: suite).write(to: copy)
        let run = try Binary.run(["test", copy.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func matchJSONGivesTheNavigationState() throws {
        let run = try Binary.run(["match", "exposhop://product/42?ref=mail", "--routes", Self.examples.appendingPathComponent("expo-shop.json").path, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["path"] as? String == "product/42?ref=mail")
        #expect(json["screen"] as? String == "(tabs)/(home)/product/[id]")
        #expect(json["name"] as? String == "product/[id]")
        #expect(json["params"] as? [String: String] == ["id": "42", "ref": "mail"])
        #expect(json["sources"] as? [String: String] == ["id": "path", "ref": "query"])
        #expect((json["route"] as? [String: Any])?["pattern"] as? String == "/(tabs)/(home)/product/:id")
        #expect(json["profile"] as? String == "expo_router")
        let state = try #require(json["navigationState"] as? [String: Any])
        #expect((state["routes"] as? [[String: Any]])?.first?["name"] as? String == "__root")
    }

    @Test func openJSONAddsTheStateAndTheHooks() throws {
        let run = try Binary.run(["open", "--routes", Self.examples.appendingPathComponent("expo-shop.json").path, "exposhop://product/42", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["pathname"] as? String == "/product/42")
        #expect(json["segments"] as? [String] == ["(tabs)", "(home)", "product", "[id]"])
        #expect(json["canGoBack"] as? Bool == true)
        #expect(json["url"] as? String == "/product/42")
        #expect((json["navigationState"] as? [String: Any])?["type"] as? String == "root")
        #expect((json["steps"] as? [[String: Any]])?.first?["path"] as? String == "product/42")
        #expect(run.stdout.components(separatedBy: "\"url\":").count == 2, "one url member")
    }

    @Test func routesJSONIsTheRouteTree() throws {
        let run = try Binary.run(["routes", "--routes", Self.examples.appendingPathComponent("expo-shop.json").path, "--json"])
        #expect(run.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let root = try #require(json["root"] as? [String: Any])
        #expect(root["type"] as? String == "layout" && root["navigator"] as? String == "Stack" && root["file"] as? String == "./_layout.tsx")
        let children = try #require(root["children"] as? [[String: Any]])
        let tabs = try #require(children.first { $0["route"] as? String == "(tabs)" })
        #expect(tabs["navigator"] as? String == "Tabs" && tabs["groupName"] as? String == "tabs")
        let shared = (tabs["children"] as? [[String: Any]])?.filter { ($0["route"] as? String)?.hasPrefix("(") == true }
        #expect(shared?.map { $0["anchor"] as? String } == ["index", "search"])
    }

    @Test func aBrokenAppFolderExitsTwoNamingTheFile() throws {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("app"), withIntermediateDirectories: true)
        try scratch.write("export default () => null\n", to: "app/a.tsx")
        try scratch.write("export default () => null\n", to: "app/a.js")
        let routes = try scratch.write(#"{"profile": "expo_router"}"#, to: "routes.json")
        let run = try Binary.run(["match", "/a", "--routes", routes])
        #expect(run.status == 2)
        #expect(run.stderr.contains(#"app/a.tsx: The route files "./a.tsx" and "./a.js" conflict on the route "/a""#), "\(run.stderr)")
    }
}
