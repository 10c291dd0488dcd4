import NavRouteFile
import NavScenarios
import Foundation
import NavModel
import NavRouting

/// Tab completion candidates for the input line.
public enum Completion {
    /// Whole-line candidates for `text`: `:commands` and shortcut names it begins, spotlight titles
    /// that contain it (ranked as spotlight search ranks them), and URLs whose next path
    /// component is a route literal.
    public static func candidates(for text: String, app: CompiledApp) -> [String] {
        if text.hasPrefix(":") {
            return KeyMap.commands.map { ":" + $0.name }.filter { $0.hasPrefix(text.lowercased()) }
        }
        var results = app.app.shortcuts.map(\.name).filter { !text.isEmpty && $0.lowercased().hasPrefix(text.lowercased()) }
        // Spotlight titles contain the text anywhere (`Ritz` → "Hotel Ritz Paris"), best first.
        results += SpotlightSearch.ranked(text, in: app.app.spotlight).map(\.title)
        results += urlCandidates(for: text, app: app)
        var seen = Set<String>()
        return results.filter { seen.insert($0).inserted }
    }

    /// `hotels://ci` → `hotels://cities/`; components typed so far must fit the pattern
    /// (a parameter takes anything), and the last, partial one is completed from literals.
    static func urlCandidates(for text: String, app: CompiledApp) -> [String] {
        let schemeEnd = text.range(of: "://")
        let head = schemeEnd.map { String(text[..<$0.upperBound]) } ?? (text.hasPrefix("/") ? "/" : "")
        let body = String(text.dropFirst(head.count))
        var components = body.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let partial = components.popLast() ?? ""
        var results: [String] = []
        for endpoint in app.table.endpoints {
            let segments = endpoint.pattern.segments.map(\.segment)
            guard segments.count > components.count else { continue }
            let fits = zip(components, segments).allSatisfy { component, segment in
                if case .literal(let literal) = segment { return literal == component }
                return !component.isEmpty
            }
            guard fits, case .literal(let next) = segments[components.count], next.hasPrefix(partial) else { continue }
            let more = segments.count > components.count + 1 ? "/" : ""
            results.append(head + (components + [next]).joined(separator: "/") + more)
        }
        // `products` that also goes on completes as `products/` (Backspace takes the slash off).
        let unique = Set(results)
        return unique.filter { !unique.contains($0 + "/") }.sorted()
    }

    /// The longest prefix all candidates share.
    static func commonPrefix(_ candidates: [String]) -> String {
        guard var prefix = candidates.first else { return "" }
        for candidate in candidates.dropFirst() {
            while !candidate.hasPrefix(prefix) { prefix.removeLast() }
        }
        return prefix
    }
}
