import Foundation
import NavModel
import NavRouteFile
import NavRouting

/// What a scenario predicts, as actions a real device or simulator can take, each with the
/// screen navsim expects on top afterwards: the base of `navsim test --emit` (docs/scenarios.md).
/// Links become full URLs (a path gets the app's scheme; a shortcut or spotlight entry its URL).
public struct DeviceOracle: Sendable, Equatable {
    /// One action and its prediction.
    public struct Action: Sendable, Equatable {
        /// What the device does.
        public enum Kind: Sendable, Equatable {
            /// Quit the app and start it again with its data cleared (a cold start, `:reset`).
            case relaunch
            /// Open a URL, as a tap on a link in another app does.
            case openLink(String)
            /// Press Back (or close the sheet on top).
            case back
            /// Tap a tab by its title.
            case selectTab(String)
            /// Bring a flag to a value; the device has no such action, so the team supplies one
            /// (a sub-flow that signs in, for instance).
            case setFlag(String, Bool)
        }

        /// The action.
        public var kind: Kind
        /// The scenario input it stands for (`nil` for the launch's relaunch and flags).
        public var input: String?
        /// Whether it belongs to the launch (setting up the state) rather than the steps under test.
        public var isSetup: Bool
        /// The screen id expected on top afterwards, when there is one to check.
        public var screen: String?
        /// That screen's title, which the device shows.
        public var title: String?
    }

    /// The scenario's name.
    public var name: String
    /// The actions, in order: the relaunch, the launch's flags and setup inputs, then the steps.
    public var actions: [Action]
    /// Inputs that have no device equivalent (`:explain`, `:routes`, `:quit`…) and were left out.
    public var skipped: [String]

    /// The actions of `scenario`, with predictions from running it through `simulator`.
    public init(scenario: Scenario, simulator: Simulator) {
        name = scenario.name
        actions = [Action(kind: .relaunch, input: nil, isSetup: true)]
        skipped = []
        var state = simulator.coldStart()
        for (flag, value) in scenario.launch.flags.sorted(by: { $0.key < $1.key }) {
            state.flags[flag] = value
            actions.append(Action(kind: .setFlag(flag, value), input: nil, isSetup: true))
        }
        let inputs = scenario.launch.from.map { ($0, true) } + scenario.steps.compactMap { step in step.input.map { ($0, false) } }
        for (input, isSetup) in inputs {
            let kind = Self.kind(of: input, before: state, simulator: simulator)
            // A refused input leaves the screen as it was: the device must still show it.
            _ = simulator.perform(input, on: &state)
            guard let kind else {
                if !isSetup { skipped.append(input) }
                continue
            }
            let top = state.tree.visibleScreen
            actions.append(Action(kind: kind, input: input, isSetup: isSetup, screen: top?.screen, title: top?.title))
        }
    }

    /// The device action for an input, or `nil` when there is none.
    static func kind(of input: String, before state: SimulatorState, simulator: Simulator) -> Action.Kind? {
        let app = simulator.app
        let typed = input.trimmingCharacters(in: .whitespaces)
        if typed.hasPrefix(":") {
            let command = typed.dropFirst()
            let name = String(command.prefix { !$0.isWhitespace }).lowercased()
            let argument = command.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            switch name {
            case "back": return .back
            case "reset": return .relaunch
            case "tab":
                let tabs = state.tree.tabs
                let index = Int(argument).map { $0 - 1 }
                    ?? tabs.firstIndex { $0.id.lowercased() == argument.lowercased() || $0.title.lowercased() == argument.lowercased() }
                return index.flatMap { tabs.indices.contains($0) ? .selectTab(tabs[$0].title) : nil }
            case "set":
                let parts = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2 else { return nil }
                let truth = ["true", "yes", "1", "on"].contains(parts[1].lowercased())
                return .setFlag(parts[0], truth)
            case "shortcut":
                return app.shortcuts.first { $0.name == argument && $0.actions.isEmpty }.map { .openLink(fullURL($0.url, app: app, table: simulator.table)) }
            case "spotlight":
                let hits = app.spotlight.filter { $0.title.lowercased().contains(argument.lowercased()) }
                return hits.count == 1 ? .openLink(fullURL(hits[0].url, app: app, table: simulator.table)) : nil
            default: return nil
            }
        }
        if let shortcut = app.shortcuts.first(where: { $0.name == typed }) {
            return .openLink(fullURL(shortcut.url, app: app, table: simulator.table))
        }
        if let entry = app.spotlight.first(where: { $0.title.lowercased() == typed.lowercased() }) {
            return .openLink(fullURL(entry.url, app: app, table: simulator.table))
        }
        return .openLink(fullURL(typed, app: app, table: simulator.table))
    }

    /// `url` with a scheme: a path gets the app's default scheme, as navsim reads it.
    static func fullURL(_ url: String, app: AppDefinition, table: RouteTable) -> String {
        if let colon = url.firstIndex(of: ":"), url[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }),
           url[..<colon].first?.isLetter == true {
            return url
        }
        let scheme = app.scheme ?? table.options.defaultScheme ?? "app"
        return scheme + "://" + url.drop { $0 == "/" }
    }
}
