import NavSupport

/// Reads the route file's `expoRouter` object, collecting every problem with its JSON path and
/// position; an unknown key is an error (a typo must not pass silently).
struct ExpoJSONReader {
    var diagnostics: [ConfigDiagnostic] = []

    mutating func error(_ message: String, path: String, at position: SourcePosition?, unknownKey: Bool = false) {
        diagnostics.append(ConfigDiagnostic(severity: .error, message: message, jsonPath: path, position: position, isUnknownKey: unknownKey))
    }

    mutating func members(of node: JSONNode, path: String, known: [String]? = nil) -> [JSONMember]? {
        guard case .object(let members) = node.value else {
            error("expected an object, found \(node.value.summary)", path: path, at: node.position)
            return nil
        }
        if let known {
            for member in members where !known.contains(member.key) {
                error("unknown key \"\(member.key)\" (known: \(known.joined(separator: ", ")))", path: join(path, member.key),
                      at: member.keyPosition, unknownKey: true)
            }
        }
        return members
    }

    mutating func string(_ node: JSONNode, path: String) -> String? {
        guard case .string(let text) = node.value else {
            error("expected a string, found \(node.value.summary)", path: path, at: node.position)
            return nil
        }
        return text
    }

    mutating func strings(_ node: JSONNode, path: String) -> [String]? {
        guard case .array(let items) = node.value else {
            error("expected an array of strings, found \(node.value.summary)", path: path, at: node.position)
            return nil
        }
        return items.enumerated().compactMap { string($0.element, path: "\(path)[\($0.offset)]") }
    }

    func join(_ path: String, _ key: String) -> String {
        let safe = key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? key : "\"\(key)\""
        return path.isEmpty ? safe : path + "." + safe
    }

    /// `expoRouter`: `baseUrl`, `layouts`, `redirects`, `nativeIntent`.
    mutating func settings(_ node: JSONNode) -> ExpoRouterSettings {
        var settings = ExpoRouterSettings()
        let path = "expoRouter"
        for member in members(of: node, path: path, known: ["baseUrl", "layouts", "redirects", "nativeIntent"]) ?? [] {
            let memberPath = join(path, member.key)
            switch member.key {
            case "baseUrl": settings.baseUrl = string(member.value, path: memberPath)
            case "layouts":
                for layout in members(of: member.value, path: memberPath) ?? [] {
                    settings.layouts[layout.key] = self.layout(layout.value, path: join(memberPath, layout.key))
                }
            case "redirects":
                for file in members(of: member.value, path: memberPath) ?? [] {
                    settings.redirects[file.key] = rules(file.value, path: join(memberPath, file.key))
                }
            case "nativeIntent": settings.nativeIntent = rules(member.value, path: memberPath)
            default: break
            }
        }
        return settings
    }

    private mutating func layout(_ node: JSONNode, path: String) -> ExpoLayoutOverride {
        var override = ExpoLayoutOverride()
        for member in members(of: node, path: path, known: ["navigator", "unstable_settings", "screens", "options", "screenOptions"]) ?? [] {
            let memberPath = join(path, member.key)
            switch member.key {
            case "navigator":
                guard let name = string(member.value, path: memberPath) else { continue }
                guard let kind = ExpoNavigatorKind(rawValue: name) else {
                    error("unknown navigator \"\(name)\" (Stack, Tabs, Slot, Drawer)", path: memberPath, at: member.value.position)
                    continue
                }
                override.navigator = kind
            case "unstable_settings":
                var groups: [String: String] = [:]
                var anchor: String?
                var initial: String?
                for setting in members(of: member.value, path: memberPath) ?? [] {
                    let settingPath = join(memberPath, setting.key)
                    switch setting.key {
                    case "anchor": anchor = string(setting.value, path: settingPath)
                    case "initialRouteName": initial = string(setting.value, path: settingPath)
                    default:
                        var groupAnchor: String?
                        var groupInitial: String?
                        for inner in members(of: setting.value, path: settingPath, known: ["anchor", "initialRouteName"]) ?? [] {
                            let value = string(inner.value, path: join(settingPath, inner.key))
                            if inner.key == "anchor" { groupAnchor = value } else { groupInitial = value }
                        }
                        if let name = groupAnchor ?? groupInitial { groups[setting.key] = name }
                    }
                }
                override.anchor = anchor ?? initial
                override.groupAnchors = groups
            case "screens": override.screens = strings(member.value, path: memberPath)
            case "options":
                var options: [String: ExpoScreenOptions] = [:]
                for screen in members(of: member.value, path: memberPath) ?? [] {
                    options[screen.key] = screenOptions(screen.value, path: join(memberPath, screen.key))
                }
                override.options = options
            case "screenOptions": override.screenOptions = screenOptions(member.value, path: memberPath)
            default: break
            }
        }
        return override
    }

    private mutating func screenOptions(_ node: JSONNode, path: String) -> ExpoScreenOptions {
        var options = ExpoScreenOptions()
        for member in members(of: node, path: path, known: ["title", "presentation"]) ?? [] {
            let value = string(member.value, path: join(path, member.key))
            if member.key == "title" { options.title = value } else { options.presentation = value }
        }
        return options
    }

    /// A list of rules: `{"when": [FLAG], "where": {NAME: REGEX}, "unless": {NAME: REGEX}, "to": TEMPLATE}`.
    mutating func rules(_ node: JSONNode, path: String) -> [ExpoRule] {
        guard case .array(let items) = node.value else {
            error("expected a list of rules, found \(node.value.summary)", path: path, at: node.position)
            return []
        }
        var rules: [ExpoRule] = []
        for (index, item) in items.enumerated() {
            let rulePath = "\(path)[\(index)]"
            var rule = ExpoRule(to: "")
            var hasTarget = false
            for member in members(of: item, path: rulePath, known: ["when", "where", "unless", "to"]) ?? [] {
                let memberPath = join(rulePath, member.key)
                switch member.key {
                case "when": rule.when = strings(member.value, path: memberPath) ?? []
                case "where", "unless":
                    var conditions: [ExpoRule.Condition] = []
                    for condition in members(of: member.value, path: memberPath) ?? [] {
                        guard let pattern = string(condition.value, path: join(memberPath, condition.key)) else { continue }
                        if !ExpoRule.isValidPattern(pattern) {
                            error("invalid regular expression \"\(pattern)\"", path: join(memberPath, condition.key), at: condition.value.position)
                        }
                        conditions.append(ExpoRule.Condition(name: condition.key, pattern: pattern))
                    }
                    if member.key == "where" { rule.whereMatches = conditions } else { rule.unless = conditions }
                case "to":
                    rule.to = string(member.value, path: memberPath) ?? ""
                    hasTarget = true
                default: break
                }
            }
            if !hasTarget, case .object = item.value { error("a rule needs \"to\"", path: rulePath, at: item.position) }
            rules.append(rule)
        }
        return rules
    }
}
