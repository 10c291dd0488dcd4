import Foundation
import NavModel
import NavRouting
import NavSupport

/// Checks a shortcut's `action`: each entry must be an input-line command that navigates
/// (`:tab`, `:menu`, `:back`, `:set`, `:reset`, `:spotlight`, `:shortcut`) and names what the
/// file declares (a tab, a flag of `state`, a shortcut).
enum ShortcutActionCheck {
    /// What is wrong with `action`, or `nil` when it is a valid command for `file`.
    static func problem(with action: String, in file: RouteFile) -> String? {
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
                                                           || $0.title?.lowercased() == name.lowercased() }):
            return nil
        default:
            let ids = file.tabs.map(\.id)
            return "action \(action): no tab \(quotedJSONString(selector.text))"
                + (ids.isEmpty ? " (the file declares no \"tabs\")" : " (tabs: \(ids.joined(separator: ", ")))")
        }
    }
}
