import Foundation
import NavModel
import NavRouting
import NavSupport

/// Checks the navigation keys that name something else in the file, once all of it is read: a
/// shortcut's `action`, a tab's `presents`, `resetOn`, `!flag` in flag lists, and `onModal`
/// under a library that never dismisses.
enum NavigationKeyCheck {
    /// What is wrong with an `action` entry, or `nil` when it is a command that navigates and
    /// names what the file declares (a tab, a flag of `state`, a shortcut).
    static func actionProblem(_ action: String, in file: RouteFile) -> String? {
        let quoted = quotedJSONString(action)
        guard action.hasPrefix(":") else {
            return "action \(quoted) is not a command: an action is an input-line command such as \":tab search\" (a link goes in \"url\")"
        }
        let command = SimulatorCommand(parsing: String(action.dropFirst()))
        switch command {
        case .unknown(let name):
            let near = Simulator.commands.map(\.name).filter { editDistance($0, name) <= 2 }
            return "action \(quoted): unknown command :\(name)" + (near.first.map { "; did you mean \":\($0)\"?" } ?? "")
        case .quit, .explain, .matrix, .routes, .platform:
            return "action \(quoted): \(command.text.split(separator: " ")[0]) does not navigate; an action runs :tab, :menu, :back, :set, :reset, :push, :replace, :navigate, :spotlight or :shortcut"
        case .tab(let selector), .menu(.some(let selector)):
            return tabProblem(selector, action: quoted, in: file)
        case .set(let argument):
            let parts = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, ["true", "false"].contains(parts[1].lowercased()) else {
                return "action \(quoted): :set takes FLAG=true or FLAG=false"
            }
            guard file.state[parts[0]] != nil else {
                return "action \(quoted): flag \(quotedJSONString(parts[0])) is not declared in \"state\""
            }
            return nil
        case .shortcut(let name):
            guard file.shortcuts.contains(where: { $0.name == name }) else {
                return "action \(quoted): no shortcut named \(quotedJSONString(name))"
            }
            return nil
        case .back, .reset, .spotlight, .menu(nil), .relaunch, .push, .replace, .navigate:
            return nil
        }
    }

    private static func tabProblem(_ selector: TabSelector, action: String, in file: RouteFile) -> String? {
        switch selector {
        case .position(let position) where (1...max(1, file.tabs.count)).contains(position) && !file.tabs.isEmpty:
            return nil
        case .name(let name) where file.tabs.contains(where: { $0.id.lowercased() == name.lowercased()
                                                           || $0.title.lowercased() == name.lowercased() }):
            return nil
        default:
            let ids = file.tabs.map(\.id)
            return "action \(action): no tab \(quotedJSONString(selector.text))"
                + (ids.isEmpty ? " (the file declares no \"tabs\")" : " (tabs: \(ids.joined(separator: ", ")))")
        }
    }

    /// An `onModal` value; `"dismiss"` under a library that never dismisses is a warning naming its rule.
    static func onModal(_ located: LocatedNode, reader: ConfigValueReader, profile: MatchingProfile) -> ModalHandling? {
        let value: ModalHandling? = reader.choice(located)
        if value == .dismiss, let rule = profile.navigation.rule(of: .modalHandling) {
            reader.warning("\"onModal\": \"dismiss\" cannot apply under the \(profile.rawValue) profile: \(rule)", at: located)
        }
        return value
    }

    /// What is wrong with a tab's `presents`, or `nil` when it names a screen of the file.
    static func presentsProblem(_ screen: String, in file: RouteFile) -> String? {
        let screens = screenNames(in: file)
        guard !screens.contains(screen) else { return nil }
        return "\"presents\" names no screen: \(quotedJSONString(screen)) is neither in \"screens\" nor any route's screen"
            + hint(screen, among: screens.sorted())
    }

    /// What is wrong with a `resetOn` flag, or `nil` when `state` declares it.
    static func resetOnProblem(_ flag: String, in file: RouteFile) -> String? {
        guard file.state[flag] == nil else { return nil }
        return "\"resetOn\" names flag \(quotedJSONString(flag)), which \"state\" does not declare" + hint(flag, among: file.state.keys)
    }

    /// What is wrong with a `!flag` entry, or `nil` when `state` declares the flag: a negated
    /// flag nothing declares is most likely a typo.
    static func negatedFlagProblem(_ entry: String, in file: RouteFile) -> String? {
        let flag = FlagCondition.flag(of: entry)
        guard file.state[flag] == nil else { return nil }
        return "\(quotedJSONString(entry)) negates flag \(quotedJSONString(flag)), which \"state\" does not declare"
            + hint(flag, among: file.state.keys)
    }

    /// Every screen the file names: declared, a route's (its `screen` or a `{Screen}` mark), a tab's root.
    private static func screenNames(in file: RouteFile) -> Set<String> {
        let marks = file.routes.flatMap { route in
            route.path.split(separator: "{").compactMap { part in part.firstIndex(of: "}").map { String(part[..<$0]) } }
        }
        return Set(file.screens.keys).union(file.routes.compactMap(\.screen)).union(file.tabs.filter { $0.presents == nil }.map(\.root))
            .union(marks)
    }

    private static func hint(_ name: String, among candidates: [String]) -> String {
        closestMatch(to: name, among: candidates).map { "; did you mean \(quotedJSONString($0))?" } ?? ""
    }
}
