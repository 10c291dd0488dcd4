import NavRouting
import Foundation
import NavModel
import NavRouteFile
import NavLinks
import NavSupport

/// Turns a parsed JSON document into a ``ScenarioFile``, collecting every problem with its
/// JSON path and line:column, as the route file decoder does.
///
/// Errors: a missing `routes` or `scenarios`, a scenario without `name` or `steps`, a repeated
/// scenario name, a step that is neither a string nor an object with `input` or `expect`, a
/// value of the wrong type, an unknown key (with "did you mean": a misspelt `"expect"` must not
/// pass as a step that checks nothing).
public enum ScenarioFileDecoder {
    private static let fileKeys = ["$schema", "routes", "profile", "description", "platform", "scenarios"]
    private static let scenarioKeys = ["name", "description", "launch", "platform", "steps"]
    private static let stepKeys = ["input", "expect", "note"]
    private static let expectationKeys = [
        "outcome", "opensApp", "via", "reason", "log", "tab", "stack", "stacks", "modals", "screen", "title", "params", "url", "alerts",
        "pending", "flags",
    ]

    /// Decodes a parsed document. The file is `nil` when it has errors.
    public static func decode(_ document: JSONDocument) -> (file: ScenarioFile?, diagnostics: [ConfigDiagnostic]) {
        let reader = ConfigValueReader(unknownKeysAreErrors: true)
        for warning in document.warnings {
            reader.warning(warning.message, at: warning.jsonPath, warning.position)
        }
        let top = LocatedNode(node: document.root, path: .root)
        guard case .object = document.root.value else {
            reader.error("a scenario file must be a JSON object with \"routes\" and \"scenarios\", found \(document.root.value.summary)", at: top)
            return (nil, reader.diagnostics)
        }
        guard let fields = reader.object(top, knownKeys: fileKeys) else { return (nil, reader.diagnostics) }
        let routesNode = reader.required("routes", in: fields)
        let routes = routesNode.flatMap(reader.nonEmptyString)
        let profile: MatchingProfile? = fields["profile"].flatMap(reader.choice)
        let description = fields["description"].flatMap(reader.string)
        let platform: DeviceChoice? = fields["platform"].flatMap(reader.choice)
        var names: [String: LocatedNode] = [:]
        let scenarios = reader.required("scenarios", in: fields).flatMap { node in
            reader.array(node) { decodeScenario($0, reader: reader, names: &names) }
        }
        let file = routes.flatMap { routes in
            scenarios.map {
                ScenarioFile(routes: routes, profile: profile, description: description, platform: platform, scenarios: $0,
                             routesLocation: routesNode.map(location), platformLocation: fields["platform"].map(location))
            }
        }
        let diagnostics = reader.diagnostics.sortedByPosition()
        return (diagnostics.containsErrors ? nil : file, diagnostics)
    }

    private static func decodeScenario(_ located: LocatedNode, reader: ConfigValueReader,
                                       names: inout [String: LocatedNode]) -> Scenario? {
        guard let fields = reader.object(located, knownKeys: scenarioKeys) else { return nil }
        var name = reader.required("name", in: fields).flatMap(reader.nonEmptyString)
        if let given = name, let nameNode = fields["name"] {
            if let first = names[given] {
                reader.error("duplicate scenario name \(quotedJSONString(given)); \(first.path) at \(first.position) already uses it",
                             at: nameNode)
                name = nil
            } else {
                names[given] = nameNode
            }
        }
        let description = fields["description"].flatMap(reader.string)
        let launch = fields["launch"].map { LaunchDecoder.decode($0, reader: reader) }
        let platform: DeviceChoice? = fields["platform"].flatMap(reader.choice)
        let steps = reader.required("steps", in: fields).flatMap { reader.array($0) { decodeStep($0, reader: reader) } }
        guard let name, let steps, let launch = launch ?? .some(.cold) else { return nil }
        return Scenario(name: name, description: description, launch: launch, platform: platform, steps: steps,
                        location: location(of: located), platformLocation: fields["platform"].map(location))
    }

    private static func decodeStep(_ located: LocatedNode, reader: ConfigValueReader) -> ScenarioStep? {
        if case .string = located.value {
            return reader.nonEmptyString(located).map { ScenarioStep(input: $0, location: location(of: located)) }
        }
        guard case .object = located.value else {
            return reader.mismatch(expected: "a string (the input) or an object with \"input\" and \"expect\"", located)
        }
        if case .object(let members) = located.value, let member = members.first(where: { $0.key == "platform" }) {
            // The device does not change between steps of a scenario; `:platform` as an input switches it.
            reader.error("\"platform\" belongs on the scenario or at the top of the file, not on a step; "
                         + "to switch the OS between steps, make the step's input \":platform ios\" or \":platform android\"",
                         at: located.path.appending("platform"), member.keyPosition)
            return nil
        }
        guard let fields = reader.object(located, knownKeys: stepKeys) else { return nil }
        guard fields["input"] != nil || fields["expect"] != nil else {
            reader.error("a step needs \"input\", \"expect\" or both", at: located)
            return nil
        }
        let input = fields["input"].flatMap(reader.nonEmptyString)
        let expect = fields["expect"].flatMap { decodeExpectation($0, reader: reader) }
        let note = fields["note"].flatMap(reader.string)
        if fields["input"] != nil, input == nil { return nil }
        if fields["expect"] != nil, expect == nil { return nil }
        return ScenarioStep(input: input, expect: expect ?? StepExpectation(), note: note, location: location(of: located))
    }

    private static func decodeExpectation(_ located: LocatedNode, reader: ConfigValueReader) -> StepExpectation? {
        guard let fields = reader.object(located, knownKeys: expectationKeys) else { return nil }
        let screenIDs = { (node: LocatedNode) in reader.array(node, element: reader.nonEmptyString) }
        var expectation = StepExpectation()
        expectation.outcome = fields["outcome"].flatMap(reader.choice)
        expectation.opensApp = fields["opensApp"].flatMap(reader.flag)
        expectation.via = fields["via"].flatMap { node -> ExpectedChannel? in
            if case .null = node.value { return ExpectedChannel.none }
            let channel: LinkChannel? = reader.choice(node)
            return channel.map { .channel($0) }
        }
        expectation.reason = fields["reason"].flatMap(reader.nonEmptyString)
        expectation.log = fields["log"].flatMap(reader.nonEmptyString)
        expectation.tab = fields["tab"].flatMap(reader.nonEmptyString)
        expectation.stack = fields["stack"].flatMap(screenIDs)
        expectation.stacks = fields["stacks"].flatMap { reader.map($0) { _, node in screenIDs(node) } }?
            .map { (tab: $0.key, screens: $0.value) } ?? []
        expectation.modals = fields["modals"].flatMap { reader.array($0, element: screenIDs) }
        expectation.screen = fields["screen"].flatMap(reader.nonEmptyString)
        expectation.title = fields["title"].flatMap(reader.string)
        expectation.parameters = fields["params"].flatMap { decodeParameters($0, reader: reader) } ?? []
        expectation.url = fields["url"].flatMap(reader.nonEmptyString)
        expectation.alerts = fields["alerts"].flatMap { reader.array($0, element: reader.string) }
        expectation.pending = fields["pending"].flatMap { node -> ExpectedPending? in
            if case .null = node.value { return ExpectedPending.none }
            return reader.nonEmptyString(node).map { .link($0) }
        }
        expectation.flags = fields["flags"].flatMap { reader.map($0) { _, node in reader.flag(node) } }?
            .map { (flag: $0.key, value: $0.value) } ?? []
        return expectation
    }

    /// `{"Screen": {"name": "value" | ["a", "b"] | null}}`.
    private static func decodeParameters(_ located: LocatedNode, reader: ConfigValueReader) -> [ExpectedParameter]? {
        let screens = reader.map(located) { screen, node in
            reader.map(node) { name, valueNode -> ExpectedParameter? in
                switch valueNode.value {
                case .null: return ExpectedParameter(screen: screen, name: name, value: nil)
                case .array:
                    return reader.array(valueNode, element: reader.scalarText)
                        .map { ExpectedParameter(screen: screen, name: name, value: .list($0)) }
                default:
                    return reader.scalarText(valueNode).map { ExpectedParameter(screen: screen, name: name, value: .single($0)) }
                }
            }
        }
        return screens?.flatMap { $0.value.values }
    }

    private static func location(of located: LocatedNode) -> JSONLocation {
        JSONLocation(jsonPath: located.path.description, position: located.position)
    }
}
