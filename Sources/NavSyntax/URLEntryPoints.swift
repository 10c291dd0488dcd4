/// The methods where an iOS app receives a URL, a user activity or a quick action and decides
/// in code where it goes: each declaration found in a Swift or Objective-C source is a report
/// line, so the user knows where the routes are.
package enum URLEntryPoints {
    /// Swift selectors (`name(label:label:)`, matched as a prefix) and the Objective-C selectors
    /// of the same methods.
    static let swiftSelectors = [
        "application(_:open:options:)", "application(_:continue:restorationHandler:)", "application(_:performActionFor:",
        "scene(_:openURLContexts:)", "scene(_:continue:)", "windowScene(_:performActionFor:",
    ]
    static let objectiveCSelectors: [String: String] = [
        "application:openURL:options:": "application(_:open:options:)",
        "application:openURL:sourceApplication:annotation:": "application(_:open:sourceApplication:annotation:)",
        "application:handleOpenURL:": "application(_:handleOpen:)",
        "application:continueUserActivity:restorationHandler:": "application(_:continue:restorationHandler:)",
        "application:performActionForShortcutItem:completionHandler:": "application(_:performActionFor:completionHandler:)",
        "scene:openURLContexts:": "scene(_:openURLContexts:)",
        "scene:continueUserActivity:": "scene(_:continue:)",
        "windowScene:performActionForShortcutItem:completionHandler:": "windowScene(_:performActionFor:completionHandler:)",
    ]

    /// Each entry point declared in `bytes`: its line and the method (`scene(_:openURLContexts:)`, `.onOpenURL`).
    package static func find(_ bytes: [UInt8]) -> [(line: Int, method: String)] {
        // Every entry point takes a UIApplication, a UIScene or a UIWindowScene, or is `.onOpenURL`.
        guard ByteSearch.containsAny(bytes, ["UIApplication", "UIScene", "UIWindowScene", "onOpenURL"]) else { return [] }
        let tokens = SourceToken.tokens(String(decoding: bytes, as: UTF8.self))
        var found: [(line: Int, method: String)] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.name == "func", index + 2 < tokens.count, let name = tokens[index + 1].name, tokens[index + 2].isSymbol("("),
               ["application", "scene", "windowScene"].contains(name) {
                let (labels, end) = labels(tokens, from: index + 3)
                let selector = name + "(" + labels.map { $0 + ":" }.joined() + ")"
                if swiftSelectors.contains(where: { selector.hasPrefix($0) }) { found.append((token.line, selector)) }
                // Each token is read once: go on after the parameter list.
                index = max(index + 1, end)
                continue
            } else if token.name == "onOpenURL", index > 0, tokens[index - 1].isSymbol(".") {
                found.append((token.line, ".onOpenURL"))
            } else if token.isSymbol("-"), index + 1 < tokens.count, tokens[index + 1].isSymbol("("),
                      index == 0 || tokens[index - 1].line != token.line {
                // `- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(…)options {`
                let (selector, end) = objectiveCSelector(tokens, from: index + 1)
                if let method = objectiveCSelectors[selector] { found.append((token.line, method)) }
                index = max(index + 1, end)
                continue
            }
            index += 1
        }
        return found
    }

    /// The argument labels of a Swift parameter list starting after its `(`: the first name of
    /// each parameter (`_`, `open`, `options`).
    private static func labels(_ tokens: [SourceToken], from start: Int) -> ([String], Int) {
        var labels: [String] = []
        var index = start
        var depth = 1
        var expectLabel = true
        // A parameter list is short: bounded, so unclosed ones cannot make the scan quadratic.
        while index < min(tokens.count, start + 400), depth > 0 {
            let token = tokens[index]
            // `->` in a closure type is no closing bracket.
            let arrow = token.isSymbol(">") && tokens[index - 1].isSymbol("-")
            if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("<") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") || (token.isSymbol(">") && !arrow) { depth -= 1 }
            if depth == 1, token.isSymbol(",") { expectLabel = true }
            if depth == 1, expectLabel, let name = token.name {
                labels.append(name)
                expectLabel = false
            }
            index += 1
        }
        return (labels, index)
    }

    /// The selector of an Objective-C method declaration starting at its return type's `(`:
    /// each `name:` piece, up to the body's `{` or the `;`.
    private static func objectiveCSelector(_ tokens: [SourceToken], from start: Int) -> (String, Int) {
        var pieces = ""
        var index = start
        var depth = 0
        while index < tokens.count, !(depth == 0 && (tokens[index].isSymbol("{") || tokens[index].isSymbol(";"))) {
            let token = tokens[index]
            if token.isSymbol("(") { depth += 1 }
            if token.isSymbol(")") { depth -= 1 }
            if depth == 0, let name = token.name, index + 1 < tokens.count, tokens[index + 1].isSymbol(":") { pieces += name + ":" }
            index += 1
            if index - start > 80 { break }
        }
        return (pieces, index)
    }
}
