import NavRouting

/// `hotkey-collision`: shortcut keys and names that collide with something else in navsim.
///
/// The decoder already refuses a key two shortcuts share and warns about keys the terminal or
/// navsim's help take (F1, `?`, ctrl-C, ctrl-Z, ctrl-I/J/M/H). This rule adds what the input
/// line uses: its readline editing keys, printable keys (which are also text), and shortcut names
/// that hide a path or a spotlight title typed in the same line.
enum HotkeyCollisionRule {
    /// The input line's editing keys (navsim's line editor, as readline).
    static let lineEditingKeys: [Character: String] = [
        "A": "moves to the start of the input line", "E": "moves to the end of the input line",
        "K": "deletes to the end of the input line", "U": "deletes to the start of the input line",
        "W": "deletes the word before the cursor",
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
            if let key = shortcut.key, key.clash == nil {
                switch key {
                case .control(let letter):
                    if let use = lineEditingKeys[letter] {
                        warn("key", "the key of shortcut \(name), \(key), \(use) while typing; pick an F-key or another ctrl- key")
                    }
                case .character(let character):
                    warn("key", "the key of shortcut \(name), '\(character)', is also typed into the input line: "
                        + "it cannot both type and fire; pick an F-key or a ctrl- key")
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
        guard let asPath = context.lookup.winner(for: shortcut.name) else { return nil }
        let opened = context.lookup.winner(for: shortcut.url)
        return opened?.order == asPath.order ? nil : asPath
    }
}
