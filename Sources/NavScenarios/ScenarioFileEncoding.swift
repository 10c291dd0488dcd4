import NavRouting
import Foundation
import NavModel
import NavRouteFile
import NavLinks
import NavSupport

extension ScenarioFile {
    /// The file as JSON, keys in the order of the format (docs/scenarios.md); what the recorder
    /// writes and ``ScenarioFileDecoder`` reads back.
    /// - Parameter schema: the `$schema` to name, if any.
    public func json(schema: String? = nil) -> JSONOutput {
        var members: [(String, JSONOutput)] = []
        if let schema { members.append(("$schema", .string(schema))) }
        members.append(("routes", .string(routes)))
        if let profile { members.append(("profile", .string(profile.rawValue))) }
        if let description { members.append(("description", .string(description))) }
        if let platform { members.append(("platform", .string(platform.rawValue))) }
        members.append(("scenarios", .array(scenarios.map(\.json))))
        return .object(members)
    }
}

extension Scenario {
    /// `{name, description?, steps}`.
    public var json: JSONOutput {
        var members: [(String, JSONOutput)] = [("name", .string(name))]
        if let description { members.append(("description", .string(description))) }
        if !launch.isCold { members.append(("launch", launch.json)) }
        if let platform { members.append(("platform", .string(platform.rawValue))) }
        members.append(("steps", .array(steps.map(\.json))))
        return .object(members)
    }
}

extension ScenarioStep {
    /// The input alone as a string when nothing else is stated, else `{input?, expect?, note?}`.
    public var json: JSONOutput {
        if let input, expect.isEmpty, note == nil { return .string(input) }
        var members: [(String, JSONOutput)] = []
        if let input { members.append(("input", .string(input))) }
        if !expect.isEmpty { members.append(("expect", expect.json)) }
        if let note { members.append(("note", .string(note))) }
        return .object(members)
    }
}

extension StepExpectation {
    /// The stated fields only, in the order of the format.
    public var json: JSONOutput {
        let strings = { (values: [String]) in JSONOutput.array(values.map { .string($0) }) }
        var members: [(String, JSONOutput)] = []
        if let outcome { members.append(("outcome", .string(outcome.rawValue))) }
        if let opensApp { members.append(("opensApp", .bool(opensApp))) }
        switch via {
        case nil: break
        case .none?: members.append(("via", .null))
        case .channel(let channel)?: members.append(("via", .string(channel.rawValue)))
        }
        if let reason { members.append(("reason", .string(reason))) }
        if let tab { members.append(("tab", .string(tab))) }
        if let stack { members.append(("stack", strings(stack))) }
        if !stacks.isEmpty { members.append(("stacks", .object(stacks.map { ($0.tab, strings($0.screens)) }))) }
        if let modals { members.append(("modals", .array(modals.map(strings)))) }
        if let screen { members.append(("screen", .string(screen))) }
        if let title { members.append(("title", .string(title))) }
        if !parameters.isEmpty {
            var screens: [(String, [(String, JSONOutput)])] = []
            for parameter in parameters {
                let value: JSONOutput
                switch parameter.value {
                case nil: value = .null
                case .single(let text)?: value = .string(text)
                case .list(let items)?: value = strings(items)
                }
                if let index = screens.firstIndex(where: { $0.0 == parameter.screen }) {
                    screens[index].1.append((parameter.name, value))
                } else {
                    screens.append((parameter.screen, [(parameter.name, value)]))
                }
            }
            members.append(("params", .object(screens.map { ($0.0, .object($0.1)) })))
        }
        if let url { members.append(("url", .string(url))) }
        if let alerts { members.append(("alerts", strings(alerts))) }
        switch pending {
        case nil: break
        case .none?: members.append(("pending", .null))
        case .link(let url)?: members.append(("pending", .string(url)))
        }
        if !flags.isEmpty { members.append(("flags", .object(flags.map { ($0.flag, .bool($0.value)) }))) }
        return .object(members)
    }
}
