import NavRouting
import NavRouteFile
import NavSupport

/// An apple-app-site-association file's `applinks` section, as written (docs/links.md, "iOS").
///
/// Read from the real file, unchanged: `webcredentials`, `appclips` and `activitycontinuation`
/// are accepted and ignored; any other top-level key is an error.
public struct AppleAppSiteAssociation: Sendable, Equatable {
    /// The file's path as named in the route file (for messages and rules).
    public var file: String
    /// `applinks.details`, in order.
    public var details: [Detail]
    /// `applinks.defaults`: the domain-level matching settings.
    public var defaults: MatchSettings
    /// `applinks.substitutionVariables`: name → alternatives.
    public var substitutionVariables: [String: [String]]

    /// `caseSensitive` and `percentEncoded` at one level (domain, app or URL); `nil` means
    /// "as the level above", and `true` at the top.
    public struct MatchSettings: Sendable, Equatable {
        /// Whether patterns compare case-sensitively.
        public var caseSensitive: Bool?
        /// Whether patterns are written percent-encoded.
        public var percentEncoded: Bool?

        /// Makes settings.
        public init(caseSensitive: Bool? = nil, percentEncoded: Bool? = nil) {
            self.caseSensitive = caseSensitive
            self.percentEncoded = percentEncoded
        }

        /// These settings, with the absent ones taken from `outer`.
        public func over(_ outer: MatchSettings) -> MatchSettings {
            MatchSettings(caseSensitive: caseSensitive ?? outer.caseSensitive, percentEncoded: percentEncoded ?? outer.percentEncoded)
        }
    }

    /// One `applinks.details` entry: the apps it names and their URL rules.
    public struct Detail: Sendable, Equatable {
        /// `appIDs`, or `[appID]`.
        public var appIDs: [String]
        /// `components` (iOS 13 and later); `nil` when absent.
        public var components: [Component]?
        /// Legacy `paths`; ignored when `components` is present.
        public var paths: [LegacyPath]?
        /// The app-level `defaults`.
        public var defaults: MatchSettings
        /// `applinks.details[N]`.
        public var jsonPath: String
        /// Where the entry starts.
        public var position: SourcePosition
    }

    /// The `?` of a component: one pattern for the whole query, or one per query item.
    public enum QueryRule: Sendable, Equatable {
        /// A pattern for the whole query string.
        case pattern(String)
        /// Query item name → pattern; every item must match, an absent item counts as "".
        case items([(name: String, pattern: String)])

        public static func == (lhs: QueryRule, rhs: QueryRule) -> Bool {
            switch (lhs, rhs) {
            case let (.pattern(left), .pattern(right)): left == right
            case let (.items(left), .items(right)): left.map(\.name) == right.map(\.name) && left.map(\.pattern) == right.map(\.pattern)
            default: false
            }
        }
    }

    /// One entry of `components`.
    public struct Component: Sendable, Equatable {
        /// `/`: the path pattern; `nil` means `*`.
        public var path: String?
        /// `?`: the query rule; `nil` means `*`.
        public var query: QueryRule?
        /// `#`: the fragment pattern; `nil` means `*`.
        public var fragment: String?
        /// `exclude`: a URL this component matches does not open the app.
        public var exclude: Bool
        /// `comment`, ignored by the system; shown by `--explain`.
        public var comment: String?
        /// The URL-level settings.
        public var settings: MatchSettings
        /// `applinks.details[N].components[M]`.
        public var jsonPath: String
        /// Where the component starts.
        public var position: SourcePosition

        /// The component as written, shortly: `{"/": "/cities/*", "?": {"ref": "?*"}, exclude}`.
        public var summary: String {
            var parts: [String] = []
            if let path { parts.append("\"/\": \(quotedJSONString(path))") }
            switch query {
            case .pattern(let pattern)?: parts.append("\"?\": \(quotedJSONString(pattern))")
            case .items(let items)?:
                parts.append("\"?\": {" + items.map { "\(quotedJSONString($0.name)): \(quotedJSONString($0.pattern))" }.joined(separator: ", ") + "}")
            case nil: break
            }
            if let fragment { parts.append("\"#\": \(quotedJSONString(fragment))") }
            if exclude { parts.append("\"exclude\": true") }
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }

    /// One entry of the legacy `paths`: a path pattern, `NOT ` before it to exclude.
    public struct LegacyPath: Sendable, Equatable {
        /// The pattern after any `NOT `.
        public var pattern: String
        /// Whether it was written `NOT …`.
        public var excluded: Bool
        /// `applinks.details[N].paths[M]`.
        public var jsonPath: String
        /// Where the string is.
        public var position: SourcePosition
    }
}

extension AppleAppSiteAssociation {
    private static let topKeys = ["applinks", "webcredentials", "appclips", "activitycontinuation"]
    private static let applinksKeys = ["apps", "details", "defaults", "substitutionVariables"]
    private static let detailKeys = ["appID", "appIDs", "components", "paths", "defaults"]
    private static let componentKeys = ["/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded"]

    /// The largest file Apple reads: "no larger than 128 KB (uncompressed)" (Supporting
    /// associated domains); a larger one is refused as the device refuses it.
    public static let maximumByteCount = 128 * 1024

    /// Reads an apple-app-site-association file.
    /// - Parameters:
    ///   - bytes: the file's content (JSON).
    ///   - file: its name in messages.
    /// - Throws: ``RouteFileError`` with every problem (over 128 KB, malformed JSON, a wrong type,
    ///   an unknown key, an unknown substitution variable), each with its JSON path and line:column.
    public init(parsing bytes: [UInt8], file: String) throws(RouteFileError) {
        guard bytes.count <= Self.maximumByteCount else {
            throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(
                severity: .error,
                message: "the file is \(bytes.count) bytes; Apple refuses an apple-app-site-association file over 128 KB"
                    + " (\(Self.maximumByteCount) bytes), so iOS would open no link through it",
                position: SourcePosition(line: 1, column: 1))])
        }
        let root = try parsePlatformJSON(bytes, file: file)
        let reader = PlatformJSONReader()
        self.file = file
        details = []
        defaults = MatchSettings()
        substitutionVariables = [:]
        if let top = reader.object(root, knownKeys: Self.topKeys) {
            if let applinks = reader.required("applinks", in: top, of: root) {
                read(applinks, reader)
            }
        }
        guard reader.diagnostics.isEmpty else { throw RouteFileError(path: file, diagnostics: reader.diagnostics.sortedByPosition()) }
    }

    private mutating func read(_ applinks: PlatformNode, _ reader: PlatformJSONReader) {
        guard let fields = reader.object(applinks, knownKeys: Self.applinksKeys) else { return }
        if let apps = fields["apps"], let list = reader.array(apps), !list.isEmpty {
            reader.error("\"apps\" must be an empty array when present (it is a remnant of the iOS 9 format)", at: apps)
        }
        defaults = fields["defaults"].flatMap { settings($0, reader) } ?? MatchSettings()
        var variableNodes: [String: PlatformNode] = [:]
        if let variables = fields["substitutionVariables"], let members = reader.members(variables) {
            for (name, node) in members {
                variableNodes[name] = node
                if name.isEmpty || name.contains(where: { "$()".contains($0) }) {
                    reader.error("a substitution variable's name cannot be empty or hold \"$\", \"(\" or \")\"", at: node)
                }
                substitutionVariables[name] = reader.strings(node) ?? []
            }
        }
        if let list = fields["details"].flatMap(reader.array) {
            details = list.compactMap { detail($0, reader) }
        } else if fields["details"] == nil {
            reader.error("missing required key \"details\"", at: applinks)
        }
        checkVariables(reader, variableNodes: variableNodes)
    }

    private func settings(_ node: PlatformNode, _ reader: PlatformJSONReader) -> MatchSettings? {
        // Apple: defaults "can contain any of [components'] properties"; only the two settings apply.
        guard let fields = reader.object(node, knownKeys: Self.componentKeys) else { return nil }
        return MatchSettings(caseSensitive: fields["caseSensitive"].flatMap(reader.bool),
                             percentEncoded: fields["percentEncoded"].flatMap(reader.bool))
    }

    private func detail(_ node: PlatformNode, _ reader: PlatformJSONReader) -> Detail? {
        guard let fields = reader.object(node, knownKeys: Self.detailKeys) else { return nil }
        var appIDs = fields["appIDs"].flatMap(reader.strings) ?? []
        if let single = fields["appID"].flatMap(reader.string) { appIDs.append(single) }
        if fields["appIDs"] == nil, fields["appID"] == nil {
            reader.error("missing required key \"appIDs\" (or the older \"appID\")", at: node)
        }
        let components = fields["components"].flatMap(reader.array)?.compactMap { component($0, reader) }
        let paths = fields["paths"].flatMap(reader.array)?.compactMap { entry -> LegacyPath? in
            guard let text = reader.string(entry) else { return nil }
            let excluded = text.hasPrefix("NOT ")
            return LegacyPath(pattern: excluded ? String(text.dropFirst(4)) : text, excluded: excluded,
                              jsonPath: entry.path.description, position: entry.position)
        }
        if fields["components"] == nil, fields["paths"] == nil {
            reader.error("missing required key \"components\" (or the older \"paths\")", at: node)
        }
        return Detail(appIDs: appIDs, components: components, paths: paths,
                      defaults: fields["defaults"].flatMap { settings($0, reader) } ?? MatchSettings(),
                      jsonPath: node.path.description, position: node.position)
    }

    private func component(_ node: PlatformNode, _ reader: PlatformJSONReader) -> Component? {
        guard let fields = reader.object(node, knownKeys: Self.componentKeys) else { return nil }
        var query: QueryRule?
        if let rule = fields["?"] {
            if case .object = rule.value {
                query = reader.members(rule).map { members in
                    .items(members.compactMap { name, value in reader.string(value).map { (name, $0) } })
                }
            } else {
                guard case .string(let pattern) = rule.value else {
                    reader.error("expected a string or an object of query item patterns, found \(rule.value.summary)", at: rule)
                    return nil
                }
                query = .pattern(pattern)
            }
        }
        return Component(
            path: fields["/"].flatMap(reader.string), query: query, fragment: fields["#"].flatMap(reader.string),
            exclude: fields["exclude"].flatMap(reader.bool) ?? false, comment: fields["comment"].flatMap(reader.string),
            settings: MatchSettings(caseSensitive: fields["caseSensitive"].flatMap(reader.bool),
                                    percentEncoded: fields["percentEncoded"].flatMap(reader.bool)),
            jsonPath: node.path.description, position: node.position)
    }

    /// Every `$(name)` a pattern uses must be predefined or in `substitutionVariables`, and a
    /// variable's values cannot use variables themselves.
    private func checkVariables(_ reader: PlatformJSONReader, variableNodes: [String: PlatformNode]) {
        let known = Set(substitutionVariables.keys).union(AASAPattern.predefinedVariableNames)
        for (name, node) in variableNodes.sorted(by: { $0.value.position < $1.value.position })
        where (substitutionVariables[name] ?? []).contains(where: { !AASAPattern.variableNames(in: $0).isEmpty }) {
            reader.error("the values of substitution variable \(quotedJSONString(name)) cannot use other variables", at: node)
        }
        for detail in details {
            for component in detail.components ?? [] {
                var patterns = [component.path, component.fragment].compactMap { $0 }
                switch component.query {
                case .pattern(let pattern)?: patterns.append(pattern)
                case .items(let items)?: patterns += items.map(\.pattern)
                case nil: break
                }
                for name in patterns.flatMap(AASAPattern.variableNames(in:)) where !known.contains(name) {
                    let hint = closestMatch(to: name, among: known.sorted()).map { "; did you mean $(\($0))?" } ?? ""
                    reader.error("unknown substitution variable $(\(name)): define it in applinks.substitutionVariables\(hint)",
                                 jsonPath: component.jsonPath, position: component.position)
                }
            }
        }
    }
}
