import Foundation

/// A route of the state `getStateFromPath` returns (React Navigation's `PartialState`).
struct ExpoParsedRoute: Sendable, Equatable {
    var name: String
    var params: ExpoParams?
    var path: String?
    var state: ExpoParsedState?
}

/// The nested state `getStateFromPath` returns: one route per level, the focused one last.
struct ExpoParsedState: Sendable, Equatable {
    /// Set when a level holds more than its focused route (a `linking` config's
    /// `initialRouteName` below it); otherwise the last route is focused.
    var index: Int?
    var routes: [ExpoParsedRoute]

    init(index: Int? = nil, routes: [ExpoParsedRoute]) {
        self.index = index
        self.routes = routes
    }

    /// The focused route of this level.
    var focused: ExpoParsedRoute? { routes.indices.contains(index ?? routes.count - 1) ? routes[index ?? routes.count - 1] : nil }

    /// The focused routes from the top down.
    var chain: [ExpoParsedRoute] {
        var out: [ExpoParsedRoute] = []
        var level: ExpoParsedState? = self
        while let current = level, let route = current.focused {
            out.append(route)
            level = route.state
        }
        return out
    }
}

/// What a path matched: the state and the config that took it.
struct ExpoPathMatch: Sendable {
    var state: ExpoParsedState
    var config: ExpoRouteConfig
}

/// expo-router's fork of React Navigation's `getStateFromPath` (`fork/getStateFromPath.ts`):
/// the whole path against the sorted configs, the first whose regex matches wins.
enum ExpoStateFromPath {
    /// The state for `path` (as `extractExpoPathFromURL` gives it), or `nil` when nothing matches.
    static func match(_ path: String, configs: ExpoLinkingConfigs) -> ExpoPathMatch? {
        let parts = URLPieces(path)
        if parts.nonstandardPathname == "/" {
            guard let config = emptyPathMatch(configs.configs) else { return nil }
            let routes = config.routeNames.map { ExpoParsedRoute(name: $0) }
            return ExpoPathMatch(state: nested(routes, pieces: parts), config: config)
        }
        let subject = parts.nonstandardPathname
        let range = NSRange(subject.startIndex..., in: subject)
        for config in configs.configs {
            guard let regex = config.regex, let found = regex.firstMatch(in: subject, range: range) else { continue }
            var params = ExpoParams()
            var position = -1
            for part in config.pattern.split(separator: "/") where ExpoRouteConfig.isDynamicPart(part) {
                position += 1
                let group = (position + 1) * 2
                guard group < found.numberOfRanges, let captured = Range(found.range(at: group), in: subject) else { continue }
                var raw = String(subject[captured])
                if raw.hasSuffix("/") { raw.removeLast() }
                let decoded = ExpoURLText.safelyDecode(raw)
                let name = String(part.dropFirst()).trimmingQuestionMark
                if part.hasPrefix("*") {
                    params[name] = .list(decoded.split(separator: "/").map(String.init))
                } else if !decoded.isEmpty {
                    params[name] = .string(decoded)
                }
            }
            let routes = config.routeNames.map { ExpoParsedRoute(name: $0, params: params.isEmpty ? nil : params) }
            return ExpoPathMatch(state: nested(routes, pieces: parts), config: config)
        }
        return nil
    }

    /// `matchForEmptyPath`: a leaf whose path is empty (an index), else a `:param` that matches
    /// nothing, else a top-level catch-all.
    static func emptyPathMatch(_ configs: [ExpoRouteConfig]) -> ExpoRouteConfig? {
        let leaves = configs.filter { !$0.hasChildren }
        func test(_ config: ExpoRouteConfig, _ text: String) -> Bool {
            guard let regex = config.regex else { return true }
            return regex.firstMatch(in: text, range: NSRange(location: 0, length: (text as NSString).length)) != nil
        }
        return leaves.first { ExpoRouteName.strippingGroups($0.path) == "" && test($0, "") }
            ?? leaves.first { ExpoRouteName.strippingGroups($0.path).hasPrefix(":") && $0.regex != nil && test($0, "") }
            ?? leaves.first { ExpoRouteName.strippingGroups($0.path).hasPrefix("*") && $0.regex != nil && test($0, "/") }
    }

    /// `createNestedStateObject`: one level per route; the focused route gets the path (groups
    /// and fragment removed) and the query and fragment as params.
    static func nested(_ routes: [ExpoParsedRoute], pieces: URLPieces) -> ExpoParsedState {
        guard var focused = routes.last else { return ExpoParsedState(routes: []) }
        focused.path = pieces.pathWithoutGroups
        var extra = ExpoParams()
        if let hash = pieces.fragment, !hash.isEmpty { extra["#"] = .string(hash) }
        let pairs = ExpoURLText.searchParams(Substring(pieces.query))
        var names: [String] = []
        for pair in pairs where !names.contains(pair.name) { names.append(pair.name) }
        for name in names {
            // A path parameter of the same name wins (a warning in development).
            switch focused.params?[name] {
            case .string(let value)? where !value.isEmpty: continue
            case .list?: continue
            default: break
            }
            let values = pairs.filter { $0.name == name }.map(\.value)
            extra[name] = values.count == 1 ? .string(values[0]) : .list(values)
        }
        let params = (focused.params ?? ExpoParams()).merging(extra)
        focused.params = params.isEmpty ? nil : params
        var state = ExpoParsedState(routes: [focused])
        for route in routes.dropLast().reversed() {
            var parent = route
            parent.state = state
            state = ExpoParsedState(routes: [parent])
        }
        return state
    }

    /// What `new URL(path, 'https://phony.example')` gives expo-router's matcher.
    struct URLPieces: Sendable {
        /// The pathname without leading and trailing slashes, plus one `/` (`hello/world/`).
        var nonstandardPathname: String
        /// The query, without `?`.
        var query: String
        /// The fragment, without `#`; `nil` when there is none.
        var fragment: String?
        /// The path as given, groups and fragment removed (the focused route's `path`).
        var pathWithoutGroups: String

        init(_ path: String) {
            var text = Substring(path)
            if let hash = text.firstIndex(of: "#") {
                fragment = String(text[text.index(after: hash)...])
                text = text[..<hash]
            }
            pathWithoutGroups = ExpoRouteName.strippingGroups(String(text))
            if let mark = text.firstIndex(of: "?") {
                query = String(text[text.index(after: mark)...])
                text = text[..<mark]
            } else {
                query = ""
            }
            let pathname = ExpoURLText.encodePath(Self.removingDotSegments(text.replacingBackslashes))
            var trimmed = Substring(pathname)
            while trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
            while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
            nonstandardPathname = trimmed + "/"
        }

        /// The WHATWG URL parser's `.` and `..` segments resolved.
        static func removingDotSegments(_ path: Substring) -> Substring {
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            guard segments.contains(where: { $0 == "." || $0 == ".." || $0.lowercased() == "%2e" || $0.lowercased() == "%2e%2e" }) else { return path }
            var out: [Substring] = []
            for (index, segment) in segments.enumerated() {
                let isLast = index == segments.count - 1
                switch segment.lowercased() {
                case ".", "%2e": if isLast { out.append("") }
                case "..", ".%2e", "%2e.", "%2e%2e":
                    if out.count > 1 { out.removeLast() }
                    if isLast { out.append("") }
                default: out.append(segment)
                }
            }
            return Substring(out.joined(separator: "/"))
        }
    }
}

extension Substring {
    /// Special URLs read `\` as `/`.
    fileprivate var replacingBackslashes: Substring { contains("\\") ? Substring(replacingOccurrences(of: "\\", with: "/")) : self }
}

extension String {
    fileprivate var trimmingQuestionMark: String { hasSuffix("?") ? String(dropLast()) : self }
}
