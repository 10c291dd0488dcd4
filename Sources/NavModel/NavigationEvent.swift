import Foundation
/// One thing that happened while an input was applied: the log and `--trace` read these.
public enum NavigationEvent: Sendable, Equatable, CustomStringConvertible {
    case matched(routeIndex: Int, path: String, pattern: String, rule: String)
    case tabSwitched(from: String, to: String)
    case dismissed(screen: String, instance: Int)
    case popped(screen: String, instance: Int)
    case reused(screen: String, instance: Int)
    case pushed(screen: String, instance: Int)
    case presented(screen: String, instance: Int)
    case alert(String)
    case flagSet(String, Bool)
    case redirected(to: String, reason: String)
    case pendingSaved(String)
    case pendingResumed(String)
    /// The pending link was forgotten: the flow its guard opened was cancelled.
    case pendingDropped(String, reason: String)
    case note(String)

    public var description: String {
        switch self {
        case .matched(let index, let path, let pattern, let rule):
            let shown = pattern == "/" + path.trimmingCharacters(in: ["/"]) ? "" : " as \(pattern)"
            return "matched routes[\(index)] \(path)\(shown) (\(rule))"
        case .tabSwitched(let from, let to): return "tab switched: \(from) → \(to)"
        case .dismissed(let screen, let instance): return "dismissed \(screen) #\(instance)"
        case .popped(let screen, let instance): return "popped \(screen) #\(instance)"
        case .reused(let screen, let instance): return "reused \(screen) #\(instance)"
        case .pushed(let screen, let instance): return "pushed \(screen) #\(instance)"
        case .presented(let screen, let instance): return "presented \(screen) #\(instance)"
        case .alert(let message): return "alert: \(message)"
        case .flagSet(let flag, let value): return "set \(flag)=\(value)"
        case .redirected(let url, let reason): return "redirected to \(url): \(reason)"
        case .pendingSaved(let url): return "pending: \(url) waits"
        case .pendingResumed(let url): return "resumed pending \(url)"
        case .pendingDropped(let url, let reason): return "dropped pending \(url): \(reason)"
        case .note(let text): return text
        }
    }
}
