import Foundation
import NavSupport

extension ExpoJSONReader {
    /// `linking`: `{"prefixes": [STRING], "config": {"initialRouteName", "path", "screens"}}`, checked
    /// as React Navigation's `validatePathConfig` checks it; an unknown key is an error.
    mutating func linking(_ node: JSONNode) -> ReactNavigationLinking {
        var linking = ReactNavigationLinking(prefixes: [])
        for member in members(of: node, path: "linking", known: ["prefixes", "config"]) ?? [] {
            let memberPath = join("linking", member.key)
            switch member.key {
            case "prefixes": linking.prefixes = strings(member.value, path: memberPath) ?? []
            case "config":
                for entry in members(of: member.value, path: memberPath, known: ["initialRouteName", "path", "screens"]) ?? [] {
                    let entryPath = join(memberPath, entry.key)
                    switch entry.key {
                    case "initialRouteName": linking.initialRouteName = string(entry.value, path: entryPath)
                    case "path":
                        linking.path = string(entry.value, path: entryPath)
                        if let path = linking.path, path.contains(":") {
                            error("Found invalid path '\(path)'. The 'path' in the top-level configuration cannot contain patterns for params.",
                                  path: entryPath, at: entry.value.position)
                        }
                    default: linking.screens = screens(entry.value, path: entryPath)
                    }
                }
            default: break
            }
        }
        return linking
    }

    /// `screens`: NAME → a path string or `{path, exact, initialRouteName, parse, stringify, alias, screens}`.
    private mutating func screens(_ node: JSONNode, path: String) -> [ReactNavigationLinking.Screen] {
        let entries = ReactNavigationLinking.javaScriptKeyOrder(members(of: node, path: path) ?? []) { $0.key }
        return entries.compactMap { member in
            let screenPath = join(path, member.key)
            if case .string(let text) = member.value.value {
                checkPattern(text, path: screenPath, at: member.value.position)
                return ReactNavigationLinking.Screen(name: member.key, path: text)
            }
            var screen = ReactNavigationLinking.Screen(name: member.key, isObject: true)
            var sawExact = false
            var aliasPosition: SourcePosition?
            let known = ["path", "exact", "initialRouteName", "parse", "stringify", "alias", "screens"]
            for entry in members(of: member.value, path: screenPath, known: known) ?? [] {
                let entryPath = join(screenPath, entry.key)
                switch entry.key {
                case "path":
                    screen.path = string(entry.value, path: entryPath)
                    if let text = screen.path { checkPattern(text, path: entryPath, at: entry.value.position) }
                case "exact":
                    guard case .bool(let flag) = entry.value.value else {
                        error("expected a boolean, found \(entry.value.value.summary)", path: entryPath, at: entry.value.position)
                        continue
                    }
                    screen.exact = flag
                    sawExact = flag
                case "initialRouteName": screen.initialRouteName = string(entry.value, path: entryPath)
                case "parse": screen.parse = parsers(entry.value, path: entryPath)
                case "stringify":
                    // Used when a state is written back to a URL, never when a URL is read.
                    _ = parsers(entry.value, path: entryPath)
                case "alias":
                    aliasPosition = entry.keyPosition
                    screen.aliases = aliases(entry.value, path: entryPath)
                default: screen.screens = screens(entry.value, path: entryPath)
                }
            }
            if sawExact, screen.path == nil {
                error("Screen '\(member.key)' doesn't specify a 'path'. A 'path' needs to be specified when specifying 'exact: true'. "
                      + "If you don't want this screen in the URL, specify it as empty string, e.g. `path: ''`.",
                      path: screenPath, at: member.keyPosition)
            }
            if !screen.aliases.isEmpty, screen.path == nil {
                error("Screen '\(member.key)' doesn't specify a 'path'. A 'path' needs to be specified in order to use 'alias'.",
                      path: join(screenPath, "alias"), at: aliasPosition)
            }
            return screen
        }
    }

    /// `parse` (or `stringify`): NAME → `"Number"`, `"String"` or `"Boolean"` (the function is code:
    /// only these globals can be named).
    private mutating func parsers(_ node: JSONNode, path: String) -> [String: ReactNavigationLinking.Parser] {
        var parsers: [String: ReactNavigationLinking.Parser] = [:]
        for member in members(of: node, path: path) ?? [] {
            let memberPath = join(path, member.key)
            guard let name = string(member.value, path: memberPath) else { continue }
            guard let parser = ReactNavigationLinking.Parser(rawValue: name) else {
                error("unknown parse function \"\(name)\": a function is code; name one of Number, String, Boolean",
                      path: memberPath, at: member.value.position)
                continue
            }
            parsers[member.key] = parser
        }
        return parsers
    }

    private mutating func aliases(_ node: JSONNode, path: String) -> [ReactNavigationLinking.Alias] {
        guard case .array(let items) = node.value else {
            error("expected an array, found \(node.value.summary)", path: path, at: node.position)
            return []
        }
        return items.enumerated().compactMap { index, item in
            let itemPath = "\(path)[\(index)]"
            if case .string(let text) = item.value {
                checkPattern(text, path: itemPath, at: item.position)
                return ReactNavigationLinking.Alias(path: text)
            }
            var alias = ReactNavigationLinking.Alias(path: "")
            var hasPath = false
            for member in members(of: item, path: itemPath, known: ["path", "exact", "parse"]) ?? [] {
                let memberPath = join(itemPath, member.key)
                switch member.key {
                case "path":
                    alias.path = string(member.value, path: memberPath) ?? ""
                    hasPath = true
                    checkPattern(alias.path, path: memberPath, at: member.value.position)
                case "exact":
                    if case .bool(let flag) = member.value.value { alias.exact = flag }
                    else { error("expected a boolean, found \(member.value.value.summary)", path: memberPath, at: member.value.position) }
                default: alias.parse = parsers(member.value, path: memberPath)
                }
            }
            if !hasPath { error("an alias needs \"path\"", path: itemPath, at: item.position) }
            return alias
        }
    }

    /// A path pattern React Navigation's `getPatternParts` refuses, in its words.
    private mutating func checkPattern(_ pattern: String, path: String, at position: SourcePosition?) {
        do throws(ReactNavigationPattern.Problem) {
            for part in try ReactNavigationPattern.parts(of: pattern) {
                guard let regex = part.regex, (try? NSRegularExpression(pattern: "^(?:\(regex))$")) == nil else { continue }
                self.error("Invalid regular expression '\(regex)' for the param '\(part.param ?? "")' in path: \(pattern)", path: path, at: position)
            }
        } catch {
            self.error(error.message, path: path, at: position)
        }
    }
}
