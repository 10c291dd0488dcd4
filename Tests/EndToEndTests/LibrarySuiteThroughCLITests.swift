import Foundation
import TestSupport
import Testing

/// The cases ported from JLRoutes' and WAAppRouting's test suites, run the way a team would:
/// each group written as a route file in navsim's format, each URL through
/// `navsim match --json`, the JSON compared with the library's expected result.
@Suite struct LibrarySuiteThroughCLITests {
    struct Case: Sendable {
        var url: String
        var matched: Bool
        var route: Int?
        var params: [String: [String]]
        var wildcard: [String]
    }

    struct Group: Sendable, CustomStringConvertible {
        var name: String
        var routeFile: String
        var cases: [Case]
        var description: String { name }
    }

    static func groups(_ file: String) -> [Group] {
        let url = Binary.root.appendingPathComponent("Tests/NavRoutingTests/Vectors/\(file).json")
        guard let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let profile = root["profile"] as? String, let groups = root["groups"] as? [[String: Any]] else { return [] }
        var result: [Group] = []
        for group in groups {
            let routes = group["routes"] as? [[String: Any]] ?? []
            // A handler that always declines has no equivalent in a route file.
            guard !routes.contains(where: { $0["declines"] as? Bool == true }) else { continue }
            var matching: [String: Any] = ["profile": profile]
            for (key, value) in group["options"] as? [String: Any] ?? [:] { matching[key] = value }
            var file: [String: Any] = ["matching": matching]
            if let schemes = group["schemes"] { file["schemes"] = schemes }
            file["routes"] = routes.map { route -> [String: Any] in
                var entry: [String: Any] = ["path": route["path"] ?? ""]
                if let scheme = route["scheme"] as? String { entry["scheme"] = scheme }
                if let priority = route["priority"] as? Int, priority != 0 { entry["priority"] = priority }
                if let constraints = route["where"] { entry["where"] = constraints }
                return entry
            }
            guard let text = try? JSONSerialization.data(withJSONObject: file, options: [.prettyPrinted, .sortedKeys]) else { continue }
            let cases = (group["cases"] as? [[String: Any]] ?? []).map { entry in
                Case(url: entry["url"] as? String ?? "", matched: entry["matched"] as? Bool ?? false,
                     route: entry["route"] as? Int,
                     params: (entry["params"] as? [String: Any] ?? [:]).mapValues { ($0 as? String).map { [$0] } ?? ($0 as? [String] ?? []) },
                     wildcard: entry["wildcard"] as? [String] ?? [])
            }
            result.append(Group(name: "\(file["matching"].map { "\(($0 as? [String: Any])?["profile"] ?? "")" } ?? "") \(group["name"] ?? "")",
                                routeFile: String(decoding: text, as: UTF8.self), cases: cases))
        }
        return result
    }

    static let all = groups("jlroutes") + groups("waapprouting")

    @Test func vectorsAreLoaded() {
        #expect(Self.all.count >= 55)
    }

    @Test(arguments: all)
    func group(_ group: Group) throws {
        let scratch = try ScratchDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let path = try scratch.write(group.routeFile, to: "routes.json")
        for entry in group.cases {
            let url = entry.url
            let result = try Binary.run(["match", url, "--json", "--routes", path])
            #expect(result.status == (entry.matched ? 0 : 1), "\(url): \(result.stderr)")
            guard let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
                Issue.record("\(url): not JSON: \(result.stdout) \(result.stderr)")
                continue
            }
            #expect(json["matched"] as? Bool == entry.matched, "\(url)")
            guard entry.matched else { continue }
            #expect((json["route"] as? [String: Any])?["index"] as? Int == entry.route, "\(url)")
            let actual = (json["params"] as? [String: Any] ?? [:]).mapValues { ($0 as? String).map { [$0] } ?? ($0 as? [String] ?? []) }
            #expect(actual == entry.params, "\(url)")
            #expect((json["wildcard"] as? [String] ?? []) == entry.wildcard, "\(url)")
        }
    }
}
