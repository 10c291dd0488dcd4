import Foundation
import Testing
@testable import NavRouting

/// Replays the cases ported from JLRoutes' and WAAppRouting's own test suites
/// (Tests/NavRoutingTests/Vectors, format in its README) through the matching profiles.
@Suite struct LibrarySuiteTests {
    struct Case: CustomStringConvertible {
        var group: String
        var profile: MatchingProfile
        var table: Result<RouteTable, TableErrors>
        var url: String
        var matched: Bool
        var route: Int?
        var params: [String: ParameterValue]
        var wildcard: [String]?
        var partial: Bool
        var description: String { "\(profile.rawValue) \(group): \(url)" }
    }

    static func load(_ name: String) -> [Case] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Vectors"),
              let data = try? Data(contentsOf: url),
              let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let profileName = root["profile"] as? String, let profile = MatchingProfile(rawValue: profileName),
              let groups = root["groups"] as? [[String: Any]] else { return [] }
        var cases: [Case] = []
        for group in groups {
            let name = group["name"] as? String ?? "?"
            let optionValues = group["options"] as? [String: Any] ?? [:]
            var options = MatchingOptions(profile: profile)
            options.decodePlus = optionValues["decodePlus"] as? Bool
            options.caseSensitive = optionValues["caseSensitive"] as? Bool
            if let host = optionValues["treatHostAsPath"] as? String, let rule = HostAsPath(rawValue: host) { options.treatHostAsPath = rule }
            var schemes: [String: SchemeSettings] = [:]
            for (scheme, settings) in group["schemes"] as? [String: [String: Any]] ?? [:] {
                schemes[scheme] = SchemeSettings(fallbackToGlobal: settings["fallbackToGlobal"] as? Bool ?? false)
            }
            let routes = (group["routes"] as? [[String: Any]] ?? []).enumerated().map { index, route in
                RouteSpec(path: route["path"] as? String ?? "", scheme: route["scheme"] as? String,
                          priority: route["priority"] as? Int ?? 0, constraints: route["where"] as? [String: String] ?? [:],
                          declines: route["declines"] as? Bool ?? false, index: index)
            }
            let table = Result { () throws(TableErrors) in try RouteTable(routes: routes, options: options, schemes: schemes) }
            for entry in group["cases"] as? [[String: Any]] ?? [] {
                var params: [String: ParameterValue] = [:]
                for (key, value) in entry["params"] as? [String: Any] ?? [:] {
                    if let text = value as? String { params[key] = .single(text) }
                    if let list = value as? [String] { params[key] = .list(list) }
                }
                cases.append(Case(group: name, profile: profile, table: table, url: entry["url"] as? String ?? "",
                                  matched: entry["matched"] as? Bool ?? false, route: entry["route"] as? Int,
                                  params: params, wildcard: entry["wildcard"] as? [String],
                                  partial: entry["partial"] as? Bool ?? false))
            }
        }
        return cases
    }

    static let jlroutes = load("jlroutes")
    static let waapprouting = load("waapprouting")

    @Test func vectorsAreLoaded() {
        #expect(Self.jlroutes.count >= 130)
        #expect(Self.waapprouting.count >= 80)
    }

    @Test(arguments: jlroutes + waapprouting)
    func libraryCase(_ vector: Case) throws {
        let table = try vector.table.get()
        let outcome = table.match(vector.url)
        guard vector.matched else {
            #expect(outcome.match == nil, "matched routes[\(outcome.match?.routeIndex ?? -1)] \(outcome.match?.endpoint.pattern.text ?? "")")
            return
        }
        let match = try #require(outcome.match, "no match; explain:\n\(table.explain(vector.url).lines.joined(separator: "\n"))")
        #expect(match.routeIndex == vector.route)
        var params: [String: ParameterValue] = [:]
        for parameter in match.parameters { params[parameter.name] = parameter.value }
        if vector.partial {
            for (key, value) in vector.params { #expect(params[key] == value, "\(key)") }
        } else {
            #expect(params == vector.params)
        }
        #expect(match.wildcard == vector.wildcard)
    }
}
