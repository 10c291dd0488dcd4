import Foundation
import NavProfiles
import NavRouting
import Testing
import TestSupport

/// A profile is one type: a test-only library ("last registered wins") written as a new
/// profile would be, with the decisions the protocol asks for and nothing else (what most
/// libraries share has a default).
struct LastRegisteredProfile: LibraryProfile {
    var name: String { "last-registered" }
    var library: String { "a test library" }
    func read(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        RouteRequest.parseNavsim(text, input: input, options: options)
    }
    var decodesPlusByDefault: Bool { false }
    var repeatedQueryKeysAsList: Bool { false }
    func parsePattern(_ source: String) throws(PatternError) -> [ConcretePattern] { try RoutePattern(source).expansions }
    func matchSegments(_ endpoint: Endpoint, _ request: RouteRequest, rules: EndpointMatcher) -> Result<Capture, Mismatch> {
        rules.matchNavsim(endpoint, request)
    }
    var ranking: Ranking { .firstInPriorityOrder }
    var matcher: any RouteMatcher { LastRegisteredMatcher() }
    func witnessComponent(_ component: String) -> String { component }
    func writeBack(_ value: String, from part: URLValuePart) -> String { URLEncoding.encodeComponent(value) }
    func hostIsReadAsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool { true }
    func winnerRule(priority: Int) -> String { "last registered" }
    func shadowingReason(winner: String, loser: String, sameShape: Bool) -> String { "\(winner) comes later" }
    var navigation: NavigationRules { MatchingProfile.navsim.navigation }
}

struct LastRegisteredMatcher: RouteMatcher {
    var profile: MatchingProfile { MatchingProfile(LastRegisteredProfile()) }
    func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch? {
        table.endpoints.reversed().lazy.compactMap { endpoint in
            table.matchEndpoint(endpoint, request)
        }.first
    }
}

@Suite struct ProfileProtocolTests {
    @Test func aNewProfileIsOneTypeAndTheTableAsksIt() throws {
        let profile = MatchingProfile(LastRegisteredProfile())
        let table = try RouteTable(routes: [RouteSpec(path: "/a/:x", index: 0), RouteSpec(path: "/a/:y", index: 1)],
                                   options: MatchingOptions(profile: profile))
        let match = try #require(table.match("/a/1").match)
        #expect(match.routeIndex == 1)
        #expect(table.options.decodesPlus == false)
        // navsim, asked the same, picks the first registered of two equally specific routes.
        let navsim = try RouteTable(routes: table.endpoints.map { RouteSpec(path: $0.pattern.text, index: $0.routeIndex) },
                                    options: MatchingOptions(profile: .navsim))
        #expect(navsim.match("/a/1").match?.routeIndex == 0)
    }

    /// Defaults live in one place, beside the protocol: no other `extension LibraryProfile`
    /// supplies a requirement, so what a profile does not state is what LibraryProfile.swift says.
    @Test func theProfileProtocolHasItsDefaultsInOnePlace() throws {
        let sources = ProjectFiles.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var holders: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if text.contains("extension LibraryProfile") { holders.append(file) }
        }
        #expect(holders == ["NavRouting/LibraryProfile.swift"])
    }

    /// What a profile does not state is what most libraries do: JLRoutes states no matcher, so
    /// it scans with ``ScanningMatcher`` and its index; the test profile states no scheme rules
    /// and no query keys of its own.
    @Test func whatAProfileDoesNotStateIsWhatMostLibrariesDo() throws {
        let table = try RouteTable(routes: [RouteSpec(path: "/a/:x", index: 0), RouteSpec(path: "/a/b", index: 1)],
                                   options: MatchingOptions(profile: .jlroutes))
        #expect(table.matcher is ScanningMatcher)
        #expect(table.matcherIndex is ScanIndex)
        #expect(table.match("/a/b").match?.routeIndex == 0)
        let plain = MatchingProfile(LastRegisteredProfile()).rules
        #expect(plain.answersUndeclaredSchemes && plain.schemeRequirement == nil && plain.wildcardConditionName == nil)
        #expect(plain.queryKey(for: "q", routePath: "/a") == "q")
        #expect(!plain.usesCompiledFastPath)
        // Its own matcher is no scanning matcher, so it gets no scan index.
        #expect(plain.matcherIndex(routes: [], endpoints: []) == nil)
    }

    @Test func profilesAreNamedOnceAndFoundByName() {
        let names = MatchingProfile.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        for profile in MatchingProfile.allCases { #expect(MatchingProfile(rawValue: profile.rawValue) == profile) }
        #expect(MatchingProfile(rawValue: "NavSim") == nil)
        #expect(MatchingProfile.namesForHelp == names.joined(separator: " | "))
    }

    /// The JSON Schemas list the profiles `MatchingProfile.allCases` registers, in its order, in
    /// each place a profile is named (the route file's `profile` and `matching.profile`, the
    /// scenario file's `profile`).
    @Test(arguments: [("Resources/route-file.schema.json", 2), ("Resources/scenario.schema.json", 1)])
    func schemasListTheRegisteredProfiles(_ path: String, places: Int) throws {
        let data = try Data(contentsOf: ProjectFiles.root.appendingPathComponent(path))
        let text = try #require(String(data: data, encoding: .utf8))
        let expected = "[" + MatchingProfile.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + "]"
        let lists = text.components(separatedBy: "\"enum\": ").dropFirst().map { String($0.prefix { $0 != "]" }) + "]" }
        let profileLists = lists.filter { list in MatchingProfile.allCases.contains { list.contains("\"\($0.rawValue)\"") } }
        #expect(profileLists.count == places)
        for list in profileLists { #expect(list == expected) }
    }

    /// The route file's schema declares what each registered ``AppFilesSource`` reads: its key
    /// listing the app's files (a list of paths, enough on its own without `routes`) and the
    /// object named after its profile, with exactly the source's settings, each a boolean with
    /// its default.
    @Test func theRouteFileSchemaDeclaresEachAppFilesSourcesKeys() throws {
        let data = try Data(contentsOf: ProjectFiles.root.appendingPathComponent("Resources/route-file.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        let required = (schema["anyOf"] as? [[String: Any]] ?? []).compactMap { $0["required"] as? [String] }
        #expect(!MatchingProfile.appFilesSources.isEmpty)
        for (profile, source) in MatchingProfile.appFilesSources {
            let files = try #require(properties[source.filesKey] as? [String: Any], "no \(source.filesKey) in the schema")
            #expect(files["type"] as? String == "array")
            #expect(required.contains([source.filesKey]))
            let object = try #require(properties[profile] as? [String: Any], "no \(profile) object in the schema")
            let settings = try #require(object["properties"] as? [String: [String: Any]])
            #expect(Set(settings.keys) == Set(source.settings.map(\.name)))
            for setting in source.settings {
                #expect(settings[setting.name]?["type"] as? String == "boolean")
                #expect(settings[setting.name]?["default"] as? Bool == setting.defaultValue)
            }
        }
    }

    /// A profile is one folder of NavProfiles: no code outside `Sources/NavProfiles/` names a
    /// library a profile reproduces (comments may). Where libraries differ, the code asks the profile.
    @Test func codeOutsideTheProfilesNamesNoLibrary() throws {
        let libraries = MatchingProfile.allCases.map(\.rawValue).filter { $0 != MatchingProfile.navsim.rawValue }
        #expect(libraries.count == MatchingProfile.allCases.count - 1)
        // A profile's own settings (`"newTask"`) and the key listing its files (`"navGraphs"`) are
        // read and written by the profile, not by name elsewhere (init's writer, the drift check).
        let settings = MatchingProfile.allCases.flatMap { profile in
            (profile.appFilesSource?.settings.map(\.name) ?? []) + (profile.appFilesSource.map { [$0.filesKey] } ?? [])
        }.map { "\"\($0)\"" }
        #expect(settings.contains("\"navGraphs\"") && settings.contains("\"newTask\""))
        let sources = ProjectFiles.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("NavProfiles/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                let lowered = code.lowercased()
                if libraries.contains(where: { lowered.contains($0) }) || settings.contains(where: { code.contains($0) }) {
                    offenders.append("\(file):\(number + 1): \(code)")
                }
            }
        }
        #expect(files.contains("NavProfiles/ProfileRegistry.swift"))
        #expect(offenders == [])
    }

    /// Nor does it name a type a profile's folder declares (`ExpoProjectReader`): a profile's
    /// readers are reached through the registry's protocols, the jetpack profile's graph reader
    /// through its ``AppFilesSource``.
    @Test func codeOutsideTheProfilesNamesNoProfileType() throws {
        let sources = ProjectFiles.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        let declaration = /^(?:public |package |fileprivate |private )?(?:final )?(?:struct|enum|class|protocol|actor) ([A-Z][A-Za-z0-9]*)/
        var types: Set<String> = []
        // Files in a profile's folder (NavProfiles/NAME/…), not NavProfiles' shared files.
        for file in files where file.hasPrefix("NavProfiles/") && file.split(separator: "/").count > 2 {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") { if let match = line.prefixMatch(of: declaration) { types.insert(String(match.1)) } }
        }
        #expect(types.isSuperset(of: ["ExpoProjectReader", "ExpoProjectImport", "GoRouterDartReader"]))
        #expect(types.isSuperset(of: ["NavGraphReader", "NavGraphNode", "DeepLinkPattern", "JetpackGraphSource"]))
        // `init`'s jetpack readers (graphs, Compose deep links) are reached through the registry too.
        #expect(types.isSuperset(of: ["JetpackProjectReader", "ComposeSourceFacts", "ComposeDeepLinkResolver"]))
        var offenders: [String] = []
        for file in files where !file.hasPrefix("NavProfiles/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                let words = code.split { !$0.isLetter && !$0.isNumber }.map(String.init)
                if words.contains(where: types.contains) { offenders.append("\(file):\(number + 1): \(code)") }
            }
        }
        #expect(offenders == [])
    }
}
