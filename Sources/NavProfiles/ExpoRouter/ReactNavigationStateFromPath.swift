import Foundation

/// React Navigation 7's `getStateFromPath` for a `linking` config: the screens flattened to one
/// config per path (nested paths joined unless `exact`), sorted most specific first; the whole
/// path against each config's regex, the first match wins; `initialRouteName` of a level below
/// its linked route.
struct ReactNavigationStateFromPath: Sendable {
    /// One flattened screen (`RouteConfig`).
    struct Config: Sendable {
        var screen: String
        var regex: NSRegularExpression?
        var segments: [String]
        /// The params of the pattern: the screen that declares each, its name, its part's index, its regex.
        var params: [(screen: String, name: String, index: Int, regex: NSRegularExpression?)]
        var routeNames: [String]
        var parse: [String: ReactNavigationLinking.Parser]?
        var pathParamNames: Set<String>
        var hasNestedScreens: Bool
        /// Its place in the config before sorting.
        var order = 0
        /// The pattern joined from the root (`foo/bar/:id`).
        var pattern: String { segments.joined(separator: "/") }
    }

    /// A level's `initialRouteName` and the screens above it (`InitialRouteConfig`).
    struct InitialRoute: Sendable {
        var name: String
        var parentScreens: [String]
    }

    /// What a config cannot be, in React Navigation's words.
    struct Problem: Error, Sendable { var message: String }

    let screensGiven: Bool
    let configs: [Config]
    let initialRoutes: [InitialRoute]
    private let prefix: NSRegularExpression?

    /// Prepares `linking.config` as `getConfigResources` does.
    /// - Throws: two screens whose paths resolve to one pattern and are not nested in each other.
    init(_ linking: ReactNavigationLinking) throws(Problem) {
        var initialRoutes: [InitialRoute] = linking.initialRouteName.map { [InitialRoute(name: $0, parentScreens: [])] } ?? []
        var configs: [Config] = []
        for screen in linking.screens ?? [] {
            var routeNames: [String] = []
            configs += Self.normalized(screen, initials: &initialRoutes, paths: [], parentScreens: [], routeNames: &routeNames)
        }
        for index in configs.indices { configs[index].order = index }
        configs = ExpoStableSort.sorted(configs, by: Self.compare)
        var byPattern: [String: Config] = [:]
        for config in configs {
            if let existing = byPattern[config.pattern] {
                let (a, b) = (existing.routeNames, config.routeNames)
                let intersects = a.count > b.count ? a.starts(with: b) : b.starts(with: a)
                if !intersects {
                    throw Problem(message: "Found conflicting screens with the same pattern. The pattern '\(config.pattern)' resolves to both '"
                                  + a.joined(separator: " > ") + "' and '" + b.joined(separator: " > ")
                                  + "'. Patterns must be unique and cannot resolve to more than one screen.")
                }
            }
            byPattern[config.pattern] = config
        }
        self.screensGiven = linking.screens != nil
        self.configs = configs
        self.initialRoutes = initialRoutes
        var prefix = linking.path ?? ""
        if prefix.hasPrefix("/") { prefix.removeFirst() }
        if prefix.isEmpty {
            self.prefix = nil
        } else {
            if !prefix.hasSuffix("/") { prefix += "/" }
            let pattern = prefix.split(separator: "/", omittingEmptySubsequences: false).map { Self.staticSegmentPattern(String($0)) }.joined(separator: "/")
            self.prefix = try? NSRegularExpression(pattern: "^" + pattern)
        }
    }

    // MARK: building the configs

    /// `createNormalizedConfigs`: the configs of `screen` and the screens nested in it.
    private static func normalized(_ screen: ReactNavigationLinking.Screen, initials: inout [InitialRoute],
                                   paths: [(screen: String, path: String)], parentScreens: [String],
                                   routeNames: inout [String]) -> [Config] {
        var configs: [Config] = []
        var paths = paths
        let parentScreens = parentScreens + [screen.name]
        routeNames.append(screen.name)
        defer { routeNames.removeLast() }
        guard screen.isObject else {
            paths.append((screen.name, screen.path ?? ""))
            return [config(screen.name, routeNames: routeNames, paths: paths)]
        }
        let nested = screen.screens != nil
        if let path = screen.path {
            // Aliases come after the main config, so it wins unless they are more specific.
            let aliases = screen.aliases.map { alias in
                config(screen.name, routeNames: routeNames, paths: (alias.exact ? [] : paths) + [(screen.name, alias.path)],
                       parse: alias.parse, hasNestedScreens: nested)
            }
            if screen.exact { paths.removeAll() }
            paths.append((screen.name, path))
            configs.append(config(screen.name, routeNames: routeNames, paths: paths, parse: screen.parse, hasNestedScreens: nested))
            configs += aliases
        }
        if let screens = screen.screens {
            // `initialRouteName` without `screens` has no purpose.
            if let initial = screen.initialRouteName { initials.append(InitialRoute(name: initial, parentScreens: parentScreens)) }
            for child in screens {
                configs += normalized(child, initials: &initials, paths: paths, parentScreens: parentScreens, routeNames: &routeNames)
            }
        }
        return configs
    }

    /// `createConfigItem`: the config of a screen reached by `paths` (each with the screen that wrote it).
    private static func config(_ screen: String, routeNames: [String], paths: [(screen: String, path: String)],
                               parse: [String: ReactNavigationLinking.Parser]? = nil, hasNestedScreens: Bool = false) -> Config {
        // The patterns were checked when the route file was read.
        let parts = paths.flatMap { entry in ((try? ReactNavigationPattern.parts(of: entry.path)) ?? []).map { (entry.screen, $0) } }
        var body = ""
        var params: [(screen: String, name: String, index: Int, regex: NSRegularExpression?)] = []
        var pathParamNames: Set<String> = []
        for (index, (owner, part)) in parts.enumerated() {
            if let param = part.param {
                let inner = part.regex.map { "(?:\($0))|(?=[^/]*%[0-9A-F]{2})[^/]+" } ?? "[^/]+"
                body += "(((?<param\(index)>\(inner))\\/)\(part.optional ? "?" : ""))"
                params.append((owner, param, index, part.regex.flatMap { try? NSRegularExpression(pattern: "^(?:\($0))$") }))
                if owner == screen { pathParamNames.insert(param) }
            } else if part.segment == "*" {
                body += ".*\\/"
            } else {
                body += staticSegmentPattern(part.segment) + "\\/"
            }
        }
        return Config(screen: screen, regex: parts.isEmpty ? nil : try? NSRegularExpression(pattern: "^(\(body))$"),
                      segments: parts.map(\.1.segment), params: params, routeNames: routeNames, parse: parse,
                      pathParamNames: pathParamNames, hasNestedScreens: hasNestedScreens)
    }

    /// `getStaticSegmentPattern`: each character as written or percent-encoded.
    static func staticSegmentPattern(_ segment: String) -> String {
        segment.unicodeScalars.map { scalar in
            let character = String(scalar)
            let encoded = ExpoURLText.encodeURIComponent(character)
            let percent = encoded == character ? String(format: "%%%02X", scalar.value) : encoded
            return "(?:\(NSRegularExpression.escapedPattern(for: character))|\(NSRegularExpression.escapedPattern(for: percent)))"
        }.joined()
    }

    /// The sort of `getSortedNormalizedConfigs`: negative when `a` is tried first (more
    /// segments; static before a param with a regex, before a param, before `*`).
    static func compare(_ a: Config, _ b: Config) -> Int {
        if a.segments == b.segments {
            if a.routeNames.count > b.routeNames.count, a.routeNames.starts(with: b.routeNames) { return -1 }
            if b.routeNames.count > a.routeNames.count, b.routeNames.starts(with: a.routeNames) { return 1 }
            return a.routeNames.count != b.routeNames.count ? a.routeNames.count - b.routeNames.count : a.order - b.order
        }
        if a.segments.starts(with: b.segments) { return -1 }
        if b.segments.starts(with: a.segments) { return 1 }
        for index in 0..<max(a.segments.count, b.segments.count) {
            guard index < a.segments.count else { return 1 }
            guard index < b.segments.count else { return -1 }
            let (left, right) = (a.segments[index], b.segments[index])
            let (leftWild, rightWild) = (left == "*", right == "*")
            let (leftParam, rightParam) = (left.hasPrefix(":"), right.hasPrefix(":"))
            let (leftRegex, rightRegex) = (leftParam && left.contains("("), rightParam && right.contains("("))
            if (leftWild && rightWild) || (leftRegex && rightRegex) { continue }
            if leftWild { return 1 }
            if rightWild { return -1 }
            if leftParam && !rightParam { return 1 }
            if rightParam && !leftParam { return -1 }
            if leftRegex && !rightRegex { return -1 }
            if rightRegex && !leftRegex { return 1 }
        }
        return a.segments.count - b.segments.count
    }

    // MARK: matching

    /// The state for `path`, and the config that matched it (`nil` when the config has no
    /// `screens`); `nil` when nothing matches.
    func state(for path: String) -> (state: ExpoParsedState, config: Config?)? {
        var remaining = path.replacingOccurrences(of: "/+", with: "/", options: .regularExpression)
        if remaining.hasPrefix("/") { remaining.removeFirst() }
        if let mark = remaining.firstIndex(of: "?") { remaining = String(remaining[..<mark]) }
        remaining = Self.uppercasingEscapes(remaining)
        if !remaining.hasSuffix("/") { remaining += "/" }
        if let prefix {
            guard let found = prefix.firstMatch(in: remaining, range: NSRange(remaining.startIndex..., in: remaining)),
                  let range = Range(found.range, in: remaining) else { return nil }
            remaining = String(remaining[range.upperBound...])
        }
        guard screensGiven else {
            // Without screens each segment names a nested screen.
            var routes: [ExpoParsedRoute] = []
            for segment in remaining.split(separator: "/") {
                guard let name = ExpoURLText.decodeURIComponent(String(segment)) else { return nil }
                routes.append(ExpoParsedRoute(name: name))
            }
            return routes.isEmpty ? nil : (nested(path: path, routes: routes, config: nil), nil)
        }
        if remaining == "/" {
            guard let config = configs.first(where: { $0.segments.isEmpty }) else { return nil }
            return (nested(path: path, routes: config.routeNames.map { ExpoParsedRoute(name: $0) }, config: config), config)
        }
        guard let (routes, config) = matchAgainstConfigs(remaining) else { return nil }
        return (nested(path: path, routes: routes, config: config), config)
    }

    /// `%xx` escapes upper-cased, as the regexes expect them.
    private static func uppercasingEscapes(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var out = ""
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            out.append(character)
            if character == "%", characters.count >= 2, characters.prefix(2).allSatisfy(\.isHexDigit) {
                out += characters.prefix(2).map { $0.uppercased() }.joined()
                characters = characters.dropFirst(2)
            }
        }
        return out
    }

    private func matchAgainstConfigs(_ remaining: String) -> (routes: [ExpoParsedRoute], config: Config)? {
        let firstRaw = String(remaining.split(separator: "/", omittingEmptySubsequences: false).first ?? "")
        let firstDecoded = ExpoURLText.decodeURIComponent(firstRaw)
        let range = NSRange(remaining.startIndex..., in: remaining)
        configs: for config in configs {
            guard let regex = config.regex, canMatchFirstSegment(config.segments.first, decoded: firstDecoded, raw: firstRaw),
                  let found = regex.firstMatch(in: remaining, range: range) else { continue }
            var routes: [ExpoParsedRoute] = []
            for routeName in config.routeNames {
                // The same screen may sit at several levels: the config whose pattern starts this one.
                let routeConfig = configs.first { $0.screen == routeName && config.segments.starts(with: $0.segments) }
                var params: ExpoParams?
                if let routeConfig {
                    var entries = ExpoParams()
                    var sawParam = false
                    for param in routeConfig.params where param.screen == routeName {
                        sawParam = true
                        let captured = found.range(withName: "param\(param.index)")
                        guard captured.location != NSNotFound, let bounds = Range(captured, in: remaining) else { continue }
                        let value = String(remaining[bounds])
                        guard let decoded = ExpoURLText.decodeURIComponent(value) else { continue configs }
                        if let check = param.regex, value != decoded,
                           check.firstMatch(in: decoded, range: NSRange(decoded.startIndex..., in: decoded)) == nil { continue configs }
                        entries[param.name] = routeConfig.parse?[param.name]?.apply(decoded) ?? .string(decoded)
                    }
                    // A param without a value is `undefined`: the route still has params.
                    if sawParam { params = entries }
                }
                routes.append(ExpoParsedRoute(name: routeName, params: params))
            }
            return (routes, config)
        }
        return nil
    }

    private func canMatchFirstSegment(_ segment: String?, decoded: String?, raw: String) -> Bool {
        guard let decoded else { return true }
        guard let segment else { return false }
        if segment == "*" || segment.hasPrefix(":") { return true }
        return segment == decoded || segment == raw
    }

    /// `createNestedStateObject`: one level per route, a level's `initialRouteName` below it;
    /// the focused route gets the path as given (less a trailing slash) and the query params.
    private func nested(path: String, routes: [ExpoParsedRoute], config: Config?) -> ExpoParsedState {
        var levels: [ExpoParsedState] = []
        var parents: [String] = []
        for route in routes {
            let initial = initialRoutes.first { $0.parentScreens == parents }.flatMap { $0.name == route.name ? nil : $0.name }
            parents.append(route.name)
            levels.append(initial.map { ExpoParsedState(index: 1, routes: [ExpoParsedRoute(name: $0), route]) } ?? ExpoParsedState(routes: [route]))
        }
        guard var state = levels.popLast() else { return ExpoParsedState(routes: []) }
        var focused = state.routes[state.routes.count - 1]
        focused.path = path.hasSuffix("/") ? String(path.dropLast()) : path
        if let query = queryParams(path, config: config, routeParams: focused.params) {
            focused.params = (focused.params ?? ExpoParams()).merging(query)
        }
        state.routes[state.routes.count - 1] = focused
        while var parent = levels.popLast() {
            parent.routes[parent.routes.count - 1].state = state
            state = parent
        }
        return state
    }

    /// `parseQueryParams`: query-string's parse (keys sorted, a repeated key a list, a key
    /// without `=` null), less the screen's path params, values `parse`d; on a screen with
    /// nested screens a `screen` param drops the nested-navigation params.
    private func queryParams(_ path: String, config: Config?, routeParams: ExpoParams?) -> ExpoParams? {
        guard let mark = path.firstIndex(of: "?") else { return nil }
        var values: [String: [String?]] = [:]
        for piece in path[path.index(after: mark)...].split(separator: "&") {
            let key: String, value: String?
            if let equals = piece.firstIndex(of: "=") {
                key = ExpoURLText.lenientDecode(piece[..<equals], plusAsSpace: true)
                value = ExpoURLText.lenientDecode(piece[piece.index(after: equals)...], plusAsSpace: true)
            } else {
                key = ExpoURLText.lenientDecode(piece, plusAsSpace: true)
                value = nil
            }
            if key.isEmpty { continue }
            values[key, default: []].append(value)
        }
        var params = ExpoParams()
        for key in ReactNavigationLinking.javaScriptKeyOrder(values.keys.sorted { Array($0.utf16).lexicographicallyPrecedes(Array($1.utf16)) }, key: { $0 }) {
            guard let list = values[key], !(config?.pathParamNames.contains(key) ?? false) else { continue }
            if list.count == 1 {
                if let text = list[0] { params[key] = config?.parse?[key]?.apply(text) ?? .string(text) } else { params[key] = .null }
            } else {
                params[key] = .list(list.map { $0 ?? "" })
            }
        }
        let explicit = Set(config?.parse?.keys.map { $0 } ?? [])
        let screenIsText: (ExpoParamValue?) -> Bool = { if case .string? = $0 { return true } else { return false } }
        if config?.hasNestedScreens == true, !explicit.contains("screen"), screenIsText(params["screen"]) || screenIsText(routeParams?["screen"]) {
            for name in ["screen", "params", "initial", "path", "merge", "pop"] where !explicit.contains(name) { params[name] = nil }
        }
        return params.isEmpty ? nil : params
    }
}
