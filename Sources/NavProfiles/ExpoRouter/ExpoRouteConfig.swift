import Foundation

/// A parameter value in React Navigation's state: a string, or a list (a catch-all, a repeated
/// query key); under a `linking` config also what a `parse` function (`Number`, `Boolean`)
/// returns, and `null` for a query key without a value.
enum ExpoParamValue: Sendable, Equatable {
    case string(String)
    case list([String])
    case number(Double)
    case bool(Bool)
    case null

    /// The value as the text segments it stands for (a list: each item).
    var texts: [String] {
        switch self {
        case .string(let text): return [text]
        case .list(let items): return items
        case .number(let number): return [Self.javaScriptText(number)]
        case .bool(let flag): return [flag ? "true" : "false"]
        case .null: return []
        }
    }

    /// `String(number)` in JavaScript for the numbers `Number(text)` gives.
    static func javaScriptText(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == number.rounded(), abs(number) < 1e21 { return String(Int64(number)) }
        return String(number)
    }
}

/// A route's params, in the order JavaScript keeps an object's keys.
struct ExpoParams: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var name: String
        var value: ExpoParamValue
    }
    var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }
    subscript(name: String) -> ExpoParamValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.name == name }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(name: name, value: newValue))
            }
        }
    }

    /// `Object.assign({}, self, other)`.
    func merging(_ other: ExpoParams) -> ExpoParams {
        var merged = self
        for entry in other.entries { merged[entry.name] = entry.value }
        return merged
    }
}

/// One entry of the linking config's flattened screens (`getStateFromPath`'s `RouteConfig`,
/// with expo-router's additions from `getStateFromPath-forks.ts`).
struct ExpoRouteConfig: Sendable {
    enum Kind: String, Sendable { case `static`, dynamic, layout }

    /// The screen's name in its navigator.
    var screen: String
    /// The whole pattern from the root (`(tabs)/home/:category`).
    var pattern: String
    /// The screen's own path (relative to its parent's).
    var path: String
    /// The route names from the container down to the screen (`__root`, `(tabs)`, `home/[category]`).
    var routeNames: [String]
    /// The node's id (its route path from the app folder).
    var nodeID: String
    var kind: Kind
    var isIndex: Bool
    var hasChildren: Bool
    /// The route named like its layout's group (`getGroupMatchingRouteName`): the linking
    /// config's `initialRouteName`, preferred among equally specific matches.
    var isInitial = false
    /// The pattern's segments without groups, `index` appended for an index.
    var parts: [String]
    /// The route names below `__root`, split on `/` (for group similarity).
    var expandedRouteNames: [String]
    /// The compiled `configRegExp`, `nil` for an empty pattern.
    var regex: NSRegularExpression?

    init(screen: String, pattern: String, path: String, routeNames: [String], nodeID: String, hasChildren: Bool) {
        self.screen = screen
        self.pattern = pattern.split(separator: "/").joined(separator: "/")
        self.path = path
        self.routeNames = routeNames
        self.nodeID = nodeID
        self.hasChildren = hasChildren
        isIndex = screen == "index" || screen.hasSuffix("/index")
        var parts: [String] = []
        var dynamic = false
        for part in self.pattern.split(separator: "/") {
            if part.hasPrefix(":") || part.hasPrefix("*") || part.contains("*not-found") { dynamic = true }
            if ExpoRouteName.groupName(String(part)) == nil { parts.append(String(part)) }
        }
        if isIndex { parts.append("index") }
        self.parts = parts
        kind = hasChildren ? .layout : dynamic ? .dynamic : .static
        expandedRouteNames = routeNames.dropFirst().flatMap { $0.split(separator: "/").map(String.init) }
        regex = self.pattern.isEmpty ? nil : Self.regex(for: self.pattern)
    }

    /// `configRegExp`: `:x` one segment, `*x` any remainder, a group an optional segment.
    static func regex(for pattern: String) -> NSRegularExpression? {
        let body = pattern.split(separator: "/").map { part -> String in
            let part = String(part).replacingFirst(" ", with: "%20")
            if part.hasPrefix(":") { return "(([^/]+\\/)\(part.hasSuffix("?") ? "?" : ""))" }
            if part.hasPrefix("*") { return "((.*\\/)\(part.hasSuffix("?") ? "?" : ""))" }
            if ExpoRouteName.groupName(part) != nil { return "(?:\(NSRegularExpression.escapedPattern(for: part))\\/)?" }
            return NSRegularExpression.escapedPattern(for: part) + "\\/"
        }.joined()
        return try? NSRegularExpression(pattern: "^(\(body))$")
    }

    /// Whether a pattern segment is a parameter (`isDynamicPart`).
    static func isDynamicPart(_ part: Substring) -> Bool { part.count > 1 && (part.hasPrefix(":") || part.hasPrefix("*")) }
}

extension String {
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// The linking config's screens, flattened and sorted for one lookup (`getConfigResources`).
struct ExpoLinkingConfigs: Sendable {
    var configs: [ExpoRouteConfig]

    /// The screens of `root` under the container's `__root` slot; generated `+not-found` and
    /// `_sitemap` sit beside `__root`.
    static func unsorted(root: ExpoRouteNode) -> [ExpoRouteConfig] {
        var configs: [ExpoRouteConfig] = []
        func visit(_ node: ExpoRouteNode, routeNames: [String], parentPattern: String, initial: String?) {
            let path = ExpoRouteName.pattern(of: node.route)
            let names = routeNames + [node.route]
            let pattern = [parentPattern, path].flatMap { $0.split(separator: "/") }.joined(separator: "/")
            var config = ExpoRouteConfig(screen: node.route, pattern: pattern, path: path, routeNames: names,
                                         nodeID: node.id, hasChildren: !node.children.isEmpty)
            config.isInitial = node.route == initial
            configs.append(config)
            let groupNamed = node.lastGroupName.flatMap { group in
                node.children.first { ExpoRouteName.droppingSuffix("/index", from: $0.route) == group }?.route
            }
            for child in node.children { visit(child, routeNames: names, parentPattern: pattern, initial: groupNamed) }
        }
        for child in root.children {
            if child.generated { visit(child, routeNames: [], parentPattern: "", initial: nil) }
            else { visit(child, routeNames: ["__root"], parentPattern: "", initial: nil) }
        }
        return configs
    }

    /// The configs in `getRouteConfigSorter` order; `previousSegments` are the current route's
    /// segments when resolving a relative href.
    init(root: ExpoRouteNode, previousSegments: [String] = []) {
        self.init(configs: Self.unsorted(root: root), previousSegments: previousSegments)
    }

    /// `configs` sorted.
    init(configs: [ExpoRouteConfig], previousSegments: [String] = []) {
        self.configs = ExpoStableSort.sorted(configs) { Self.compare($0, $1, previousSegments: previousSegments) }
    }

    /// Negative when `a` is tried first.
    static func compare(_ a: ExpoRouteConfig, _ b: ExpoRouteConfig, previousSegments: [String]) -> Int {
        if a.pattern == b.pattern {
            return localeCompare(b.routeNames.joined(separator: ">"), a.routeNames.joined(separator: ">"))
        }
        if a.pattern.hasPrefix(b.pattern) && !b.isIndex { return -1 }
        if b.pattern.hasPrefix(a.pattern) && !a.isIndex { return 1 }
        if a.kind == .static && b.kind != .static { return -1 }
        if a.kind != .static && b.kind == .static { return 1 }
        func similarity(_ config: ExpoRouteConfig) -> Int {
            previousSegments.enumerated().filter { index, value in
                index < config.expandedRouteNames.count && value == config.expandedRouteNames[index] && ExpoRouteName.groupName(value) != nil
            }.count
        }
        let (similarA, similarB) = (similarity(a), similarity(b))
        if (similarA > 0 || similarB > 0) && similarA != similarB { return similarB - similarA }
        for index in 0..<max(a.parts.count, b.parts.count) {
            guard index < a.parts.count else { return 1 }
            guard index < b.parts.count else { return -1 }
            let (left, right) = (a.parts[index], b.parts[index])
            let (leftWild, rightWild) = (left.hasPrefix("*"), right.hasPrefix("*"))
            if leftWild && rightWild {
                let (leftNotFound, rightNotFound) = (left == "*not-found", right == "*not-found")
                if leftNotFound && !rightNotFound { return 1 }
                if rightNotFound && !leftNotFound { return -1 }
                continue
            }
            if leftWild { return 1 }
            if rightWild { return -1 }
            let (leftSlug, rightSlug) = (left.hasPrefix(":"), right.hasPrefix(":"))
            if leftSlug && rightSlug { continue }
            if leftSlug { return 1 }
            if rightSlug { return -1 }
        }
        if a.isInitial && !b.isInitial { return -1 }
        if !a.isInitial && b.isInitial { return 1 }
        return b.parts.count - a.parts.count
    }

    /// `String.prototype.localeCompare` for route names (ASCII text in practice): -1, 0 or 1.
    static func localeCompare(_ a: String, _ b: String) -> Int {
        let result = a.compare(b, options: [.caseInsensitive])
        if result == .orderedSame { return a == b ? 0 : (a < b ? 1 : -1) }
        return result == .orderedAscending ? -1 : 1
    }

    /// `checkForDuplicatedConfigs`: two screens of one pattern that are not ancestor and descendant.
    func duplicateError() -> String? { duplicate()?.message }

    /// The first two screens of one pattern that are not ancestor and descendant, and expo-router's message.
    func duplicate() -> (message: String, first: ExpoRouteConfig, second: ExpoRouteConfig)? {
        var seen: [String: ExpoRouteConfig] = [:]
        for config in configs {
            if let earlier = seen[config.pattern] {
                let (a, b) = (earlier.routeNames, config.routeNames)
                let intersects = a.count > b.count ? b.enumerated().allSatisfy { a[$0.offset] == $0.element }
                    : a.enumerated().allSatisfy { b[$0.offset] == $0.element }
                if !intersects {
                    return ("Found conflicting screens with the same pattern. The pattern '\(config.pattern)' resolves to both '"
                        + a.joined(separator: " > ") + "' and '" + b.joined(separator: " > ")
                        + "'. Patterns must be unique and cannot resolve to more than one screen.", earlier, config)
                }
            }
            seen[config.pattern] = config
        }
        return nil
    }
}
