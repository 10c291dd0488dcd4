import NavRouting
import Foundation
import NavModel
import NavRouteFile
import NavSupport

/// `hotkey-collision`: shortcut keys and names that collide with something else in navsim.
///
/// The decoder already refuses a key two shortcuts share and warns about keys the terminal or
/// navsim's help take (F1, `?`, ctrl-C, ctrl-Z, ctrl-I/J/M/H). This rule adds the terminal UI's
/// own keys (ctrl-P and ctrl-L, handled before any shortcut, so such a shortcut never fires),
/// the input line's editing keys (a shortcut on one takes it from the input line), printable
/// keys (they fire only while the back-stack navigator has focus; in the input line they type),
/// and shortcut names that, typed, hide a path or a spotlight title.
enum HotkeyCollisionRule {
    /// Keys the terminal UI handles before shortcuts: a shortcut on one never fires.
    static let interfaceKeys: [Character: String] = [
        "P": "opens the quick-actions menu", "L": "puts the current URL into the input line",
        "O": "opens and closes a drawer app's side menu",
    ]

    /// The input line's editing keys (readline's).
    static let lineEditingKeys: [Character: String] = [
        "A": "moves to the start of the line", "E": "moves to the end of the line",
        "K": "deletes to the end of the line", "U": "deletes to the start of the line",
        "W": "deletes the word before the cursor", "D": "deletes forward, or quits on an empty line",
    ]

    static func findings(_ context: LintContext) -> [LintFinding] {
        var findings: [LintFinding] = []
        for shortcut in context.file.shortcuts {
            let location = shortcut.location
            func warn(_ field: String, _ message: String, witness: String? = nil) {
                findings.append(LintFinding(rule: .hotkeyCollision, severity: .warning, message: message,
                                            jsonPath: location.jsonPath + "." + field, position: location.position, witness: witness))
            }
            let name = quotedJSONString(shortcut.name)
            if let key = shortcut.hotkey, key.clash == nil {
                switch key {
                case .control(let letter):
                    if let use = interfaceKeys[letter] {
                        warn("key", "the key of shortcut \(name), \(key), never fires: navsim's \(key) \(use); pick an F-key or another ctrl- key")
                    } else if let use = lineEditingKeys[letter] {
                        warn("key", "the key of shortcut \(name), \(key), takes the input line's \(key), which \(use); "
                            + "pick an F-key or another ctrl- key")
                    }
                case .character(let character):
                    warn("key", "the key of shortcut \(name), '\(character)', fires only while the back-stack navigator has focus: "
                        + "in the input line it types itself; pick an F-key or a ctrl- key to fire it anywhere")
                case .function:
                    break
                }
            }
            if let shadowed = shadowedPath(by: shortcut, context) {
                warn("name", "typing \(name) runs the shortcut, so the path \(name) (\(context.label(shadowed.routeIndex))) can no "
                    + "longer be opened by typing it bare; rename the shortcut or write the path with its scheme",
                     witness: shortcut.name)
            }
            if let entry = context.file.spotlight.first(where: { $0.title.lowercased() == shortcut.name.lowercased() }) {
                warn("name", "the spotlight entry \(quotedJSONString(entry.title)) has the shortcut's name: typing it runs the "
                    + "shortcut, not the entry")
            }
        }
        return findings
    }

    /// The endpoint the shortcut's name would reach typed as a path, when it is not the one the
    /// shortcut opens.
    private static func shadowedPath(by shortcut: RouteFile.Shortcut, _ context: LintContext) -> Endpoint? {
        guard let asPath = context.table.winner(for: shortcut.name) else { return nil }
        // A catch-all (`*` alone: DuckDuckGo's quick link takes any text) takes every name; none is a path hidden from it.
        if asPath.pattern.segments.count == 1, asPath.pattern.segments[0].segment.isWildcard { return nil }
        let opened = context.table.winner(for: shortcut.url)
        return opened?.order == asPath.order ? nil : asPath
    }
}
