import NavModel
import NavRouting
import NavSupport
import NavProfiles
/// A route file read from JSON as far as it could be, with every problem found.
public struct DecodedRouteFile: Sendable, Equatable {
    /// The file's content. When there are errors it is partial: a route, tab,
    /// shortcut or value with an error is left out, the rest is kept.
    public var routeFile: RouteFile
    /// Every problem, errors and warnings, in the order they were found.
    public var diagnostics: [ConfigDiagnostic]

    /// Makes a decoding result.
    public init(routeFile: RouteFile, diagnostics: [ConfigDiagnostic]) {
        self.routeFile = routeFile
        self.diagnostics = diagnostics
    }

    /// Whether any diagnostic is an error (the file must not be used).
    public var containsErrors: Bool { diagnostics.containsErrors }
}

/// Turns a parsed JSON document into a ``RouteFile`` (docs/route-file.md), collecting
/// every problem instead of stopping at the first.
///
/// Errors: a missing required key (`routes`, a route's `path`, a tab's `id` and
/// `root`, a shortcut's `name` and `url`, a spotlight entry's `title` and `url`,
/// a guard's `redirect`); a value of the wrong type; an empty string where a name
/// or path is needed; a value outside an enumeration; a `where` pattern that does
/// not compile; a route `tab` that no tab has; an invalid scheme name or hotkey;
/// a repeated tab id, shortcut name or hotkey; a rule `lint.ignore` does not know; `{+name}`
/// anywhere but a route's `redirect` (``RouteFileShapesDecoder``).
///
/// Warnings: an unknown key (with "did you mean"; an error with `unknownKeysAreErrors`, as
/// `navsim check` decodes); a route scheme that is neither
/// the default scheme nor in `schemes` (JLRoutes gives such a scheme a table of
/// its own, so it works, but is most often a typo); a flag that `requires`, `set`
/// or `guards` name but `state` does not declare; a required flag without a guard;
/// a hotkey navsim or the terminal already uses; a repeated object key.
public enum RouteFileDecoder {
    /// Decodes a parsed document; its parse warnings (repeated keys) come first in the diagnostics.
    /// - Parameter unknownKeysAreErrors: report an unknown key as an error (`navsim check`)
    ///   instead of a warning saying it is ignored.
    public static func decode(_ document: JSONDocument, unknownKeysAreErrors: Bool = false) -> DecodedRouteFile {
        let parseWarnings = document.warnings.map { warning in
            ConfigDiagnostic(
                severity: .warning, message: warning.message,
                jsonPath: warning.jsonPath.description, position: warning.position)
        }
        let decoded = decode(document.root, unknownKeysAreErrors: unknownKeysAreErrors)
        return DecodedRouteFile(routeFile: decoded.routeFile, diagnostics: parseWarnings + decoded.diagnostics)
    }

    /// The keys a route may have, as the decoder reads them (the JSON Schema's must be the same).
    package static var routeKeys: [String] { RouteFileDecodingSession.routeKeys.map(\.name) }

    /// Decodes the top-level value of a route file.
    public static func decode(_ root: JSONNode, unknownKeysAreErrors: Bool = false) -> DecodedRouteFile {
        let session = RouteFileDecodingSession(unknownKeysAreErrors: unknownKeysAreErrors)
        let routeFile = session.decodeFile(root)
        return DecodedRouteFile(routeFile: routeFile, diagnostics: session.diagnostics)
    }
}

/// One decoding pass: reads every section, remembering names that point
/// elsewhere in the file, and checks them once everything is read.
private final class RouteFileDecodingSession {
    private static let fileKeys = [
        "$schema", "name", "scheme", "domains", "matching", "schemes", "state", "guards",
        "tabs", "screens", "parameterScreens", "routes", "shortcuts", "spotlight", "pendingOnCancel", "links", "profile", "container",
        "onModal", "requires", "resetOn",
    ] + RouteFileShapesDecoder.fileKeys
    private static let containerKeys = ["kind"]
    private static let matchingKeys = ["profile", "caseSensitive", "decodePlus", "treatHostAsPath"]
    private static let schemeKeys = ["fallbackToGlobal", "declared"]
    private static let guardKeys = ["redirect", "keep"]
    private static let tabKeys = ["id", "title", "root", "icon", "requires", "presents"]
    private static let screenKeys = ["title", "defaults", "mapping", "requires", "inject", "allowedParameters"]
    /// A route key and how its value is read into the route.
    struct RouteKey: Sendable {
        /// The key as the file writes it.
        let name: String
        /// Reads the key's value into the route, reporting what is wrong with it.
        let read: @Sendable (RouteFileDecodingSession, LocatedNode, inout RouteFile.Route) -> Void
    }

    /// Every key a route may have and how it is read, in the order they are read (messages come
    /// in this order): the one place a route key is declared. A value with an error leaves the
    /// route's default (that of an absent key); `path` is required.
    static let routeKeys: [RouteKey] = [
        RouteKey(name: "path") { session, node, route in route.path = session.reader.nonEmptyString(node) ?? "" },
        RouteKey(name: "scheme") { session, node, route in
            route.scheme = session.noteReference(.scheme, to: session.reader.schemeName(node), at: node)
        },
        RouteKey(name: "screen") { session, node, route in route.screen = session.reader.nonEmptyString(node) },
        RouteKey(name: "tab") { session, node, route in
            route.tab = session.noteReference(.tab, to: session.reader.nonEmptyString(node), at: node)
        },
        RouteKey(name: "presentation") { session, node, route in session.reader.choice(node).map { route.presentation = $0 } },
        RouteKey(name: "priority") { session, node, route in session.reader.integer(node).map { route.priority = $0 } },
        RouteKey(name: "policy") { session, node, route in session.reader.choice(node).map { route.policy = $0 } },
        RouteKey(name: "popToRoot") { session, node, route in session.reader.bool(node).map { route.popToRoot = $0 } },
        RouteKey(name: "dependencies") { session, node, route in session.reader.nonEmptyStrings(node).map { route.dependencies = $0 } },
        RouteKey(name: "requires") { session, node, route in session.requiredFlags(node).map { route.requires = $0 } },
        RouteKey(name: "where") { session, node, route in
            session.reader.map(node) { _, node in session.reader.regularExpression(node) }.map { route.where = $0 }
        },
        RouteKey(name: "alert") { session, node, route in route.alert = session.reader.string(node) },
        RouteKey(name: "set") { session, node, route in
            let flags = session.reader.map(node) { flag, node in
                session.noteReference(.setFlag, to: flag, at: node)
                return session.reader.flag(node)
            }
            flags.map { route.set = $0.dictionary }
        },
        RouteKey(name: "redirect") { session, node, route in route.redirect = session.reader.nonEmptyString(node) },
        RouteKey(name: "defaults") { session, node, route in session.parameterValues(node).map { route.defaults = $0 } },
        RouteKey(name: "parent") { session, node, route in session.decodeParent(node).map { route.parent = $0 } },
        RouteKey(name: "lint") { session, node, route in route.lint = session.shapes.decodeLint(node) },
        RouteKey(name: "onModal") { session, node, route in
            route.onModal = NavigationKeyCheck.onModal(node, reader: session.reader, profile: session.profile)
        },
        RouteKey(name: "when") { session, node, route in session.conditionFlags(node).map { route.when = $0 } },
        RouteKey(name: "host") { session, node, route in route.host = session.reader.hostPattern(node) },
    ]
    private static let shortcutKeys = ["name", "title", "subtitle", "icon", "key", "url", "action", "dynamic", "requires"]
    private static let spotlightKeys = ["title", "url"]

    /// A name used in one place that must be defined in another.
    private struct Reference {
        enum Kind {
            case tab, scheme, requiredFlag, setFlag, guardedFlag, conditionFlag, resetFlag, presentedScreen, action
        }

        let kind: Kind
        let name: String
        let usedAt: LocatedNode
    }

    private let reader: ConfigValueReader
    /// Whether the file lists the app's files a profile reads its routes from (tabs may then leave `root` out).
    private var rootsFromFiles = false
    private var references: [Reference] = []
    /// The flags `guards` writes a guard for, a guard with an error included (it is reported
    /// as such, not again as a missing guard).
    private var writtenGuards: Set<String> = []
    private var tabIDs: [String: LocatedNode] = [:]
    private var shortcutNames: [String: LocatedNode] = [:]
    private var hotkeys: [String: LocatedNode] = [:]

    var diagnostics: [ConfigDiagnostic] { reader.diagnostics }

    init(unknownKeysAreErrors: Bool) {
        reader = ConfigValueReader(unknownKeysAreErrors: unknownKeysAreErrors)
    }

    func decodeFile(_ root: JSONNode) -> RouteFile {
        let top = LocatedNode(node: root, path: .root)
        guard case .object = root.value else {
            reader.error("a route file must be a JSON object with a \"routes\" array, found \(root.value.summary)", at: top)
            return RouteFile(routes: [])
        }
        let sourceKeys = MatchingProfile.appSources.values.flatMap(\.topLevelKeys).filter { !Self.fileKeys.contains($0) }
        let knownKeys = Self.fileKeys + RouteFileAppFilesDecoder.keys + sourceKeys
        guard let fields = reader.object(top, knownKeys: knownKeys) else { return RouteFile(routes: []) }
        var file = RouteFile(routes: [])
        file.name = fields["name"].flatMap(reader.string)
        file.scheme = fields["scheme"].flatMap(reader.schemeName)
        file.domains = fields["domains"].flatMap { reader.array($0, element: reader.domainEntry) } ?? []
        file.matching = fields["matching"].flatMap(decodeMatching) ?? RouteFile.Matching()
        if let located = fields["profile"], let profile: MatchingProfile = reader.choice(located) {
            if let written = matchingProfile, written != profile {
                reader.error("\"profile\" is \"\(profile)\" but \"matching.profile\" is \"\(written)\"; they mean the same, "
                             + "so keep one (or make them equal)", at: located)
            }
            file.matching.profile = profile
        }
        file.container = fields["container"].flatMap(decodeContainer)
        file.schemes = fields["schemes"].flatMap {
            reader.map($0, acceptKey: reader.isSchemeName, value: { _, node in self.decodeSchemeOptions(node) })
        } ?? [:]
        file.state = fields["state"].flatMap { reader.map($0) { _, node in self.reader.flag(node) } } ?? [:]
        file.guards = fields["guards"].flatMap { reader.map($0, value: decodeGuard) } ?? [:]
        let source = file.matching.profile.appSource
        // A profile whose routes come from elsewhere reads its own keys (CompiledApp hands them over).
        checkSourceKeys(fields, profile: file.matching.profile)
        rootsFromFiles = RouteFileAppFilesDecoder.filesKeys.contains { fields[$0] != nil } || source != nil
        file.tabs = fields["tabs"].flatMap { reader.array($0, element: decodeTab) } ?? []
        file.screens = fields["screens"].flatMap { reader.map($0, value: decodeScreen) } ?? [:]
        file.parameterScreens = fields["parameterScreens"].flatMap {
            reader.map($0) { _, node in self.reader.nonEmptyString(node) }
        } ?? [:]
        RouteFileAppFilesDecoder(reader: reader).decode(fields, into: &file)
        profile = file.matching.profile
        if source?.topLevelKeys.contains("routes") != true {
            let routes = file.appFiles.isEmpty ? reader.required("routes", in: fields) : fields["routes"]
            file.routes = routes.flatMap { reader.array($0, element: decodeRoute) } ?? []
        }
        file.shortcuts = fields["shortcuts"].flatMap { reader.array($0, element: decodeShortcut) } ?? []
        file.spotlight = fields["spotlight"].flatMap { reader.array($0, element: decodeSpotlightEntry) } ?? []
        file.pendingOnCancel = fields["pendingOnCancel"].flatMap(reader.choice)
        file.links = fields["links"].flatMap(RouteFileLinksDecoder(reader: reader).decode)
        file.onModal = fields["onModal"].flatMap { NavigationKeyCheck.onModal($0, reader: reader, profile: profile) }
        file.requires = fields["requires"].flatMap(conditionFlags) ?? []
        file.resetOn = fields["resetOn"].flatMap { reader.array($0) { node in self.noteReference(.resetFlag, to: self.reader.nonEmptyString(node), at: node) } } ?? []
        shapes.decodeFile(fields, into: &file)
        shapes.checkReservedExpansion(in: root, skipping: Set(source?.topLevelKeys ?? []))
        checkReferences(in: file)
        return file
    }

    /// A key only another profile's source reads is an error naming that profile.
    private func checkSourceKeys(_ fields: ObjectFields, profile: MatchingProfile) {
        let own = Set(profile.appSource?.topLevelKeys ?? [])
        for (name, source) in MatchingProfile.appSources.sorted(by: { $0.key < $1.key }) where name != profile.rawValue {
            for key in source.topLevelKeys where !own.contains(key) && !Self.fileKeys.contains(key) {
                guard let located = fields[key] else { continue }
                reader.error("\"\(key)\" is read by the \(name) profile (\"profile\": \"\(name)\"), but this file's profile is \""
                             + profile.rawValue + "\"", at: located)
            }
        }
    }

    // MARK: Sections

    private var shapes: RouteFileShapesDecoder { RouteFileShapesDecoder(reader: reader) }

    /// `matching.profile` as written, to compare with the top-level `profile`.
    private var matchingProfile: MatchingProfile?
    /// The file's profile, once read (before `routes`).
    private var profile = MatchingProfile.navsim

    private func decodeContainer(_ located: LocatedNode) -> ContainerKind? {
        guard let fields = reader.object(located, knownKeys: Self.containerKeys) else { return nil }
        return reader.required("kind", in: fields).flatMap(reader.choice)
    }

    /// `"parent": false` or `"parent": "PATH"`.
    private func decodeParent(_ located: LocatedNode) -> ParentRule? {
        switch located.node.value {
        case .bool(false): return ParentRule.none
        case .string(let path) where !path.isEmpty: return .route(path)
        default:
            reader.error("expected false (no parent) or the path of the parent route, found \(located.node.value.summary)",
                         at: located)
            return nil
        }
    }

    private func decodeMatching(_ located: LocatedNode) -> RouteFile.Matching? {
        guard let fields = reader.object(located, knownKeys: Self.matchingKeys) else { return nil }
        matchingProfile = fields["profile"].flatMap(reader.choice)
        return RouteFile.Matching(
            profile: matchingProfile ?? .navsim,
            caseSensitive: fields["caseSensitive"].flatMap(reader.bool),
            decodePlus: fields["decodePlus"].flatMap(reader.bool),
            treatHostAsPath: fields["treatHostAsPath"].flatMap(reader.choice) ?? .auto)
    }

    private func decodeSchemeOptions(_ located: LocatedNode) -> RouteFile.SchemeOptions? {
        guard let fields = reader.object(located, knownKeys: Self.schemeKeys) else { return nil }
        var options = RouteFile.SchemeOptions(fallbackToGlobal: fields["fallbackToGlobal"].flatMap(reader.bool) ?? false)
        options.declared = fields["declared"].flatMap(reader.bool) ?? true
        return options
    }

    private func decodeGuard(flag: String, _ located: LocatedNode) -> RouteFile.Guard? {
        writtenGuards.insert(flag)
        noteReference(.guardedFlag, to: flag, at: located)
        guard let fields = reader.object(located, knownKeys: Self.guardKeys) else { return nil }
        let keep = fields["keep"].flatMap(reader.bool) ?? true
        if !keep, fields["redirect"] == nil {
            reader.error("a guard with \"keep\": false needs a \"redirect\": the screen (or https page) that opens instead of the dropped link",
                         at: located)
            return nil
        }
        guard let redirect = reader.required("redirect", in: fields).flatMap(reader.nonEmptyString) else { return nil }
        return RouteFile.Guard(redirect: redirect, keep: keep)
    }

    private func decodeTab(_ located: LocatedNode) -> RouteFile.Tab? {
        guard let fields = reader.object(located, knownKeys: Self.tabKeys) else { return nil }
        let id = reader.required("id", in: fields).flatMap { unique(reader.nonEmptyString($0), $0, "tab id", &tabIDs) }
        // With navigation graphs a tab names a top-level graph, whose start destination is its root.
        // A tab that presents a screen is a button: its root is the screen it presents.
        let presents = fields["presents"].flatMap { noteReference(.presentedScreen, to: reader.nonEmptyString($0), at: $0) }
        let root = (rootsFromFiles ? fields["root"].map { reader.nonEmptyString($0) } ?? "" : presents.map { fields["root"].flatMap(reader.nonEmptyString) ?? $0 }
            ?? reader.required("root", in: fields).flatMap(reader.nonEmptyString))
        let title = fields["title"].flatMap(reader.string)
        let icon = fields["icon"].flatMap(reader.string)
        guard let id, let root else { return nil }
        var tab = RouteFile.Tab(id: id, title: title, root: root, icon: icon, location: location(of: located))
        tab.requires = fields["requires"].flatMap(conditionFlags) ?? []
        tab.presents = presents
        return tab
    }

    private func decodeScreen(id: String, _ located: LocatedNode) -> RouteFile.Screen? {
        guard let fields = reader.object(located, knownKeys: Self.screenKeys) else { return nil }
        let mapping = fields["mapping"].flatMap { reader.map($0) { _, node in self.reader.nonEmptyString(node) } } ?? [:]
        if let node = fields["mapping"] { warnAboutSharedProperties(mapping, at: node) }
        var screen = RouteFile.Screen(
            id: id,
            title: fields["title"].flatMap(reader.string),
            defaults: fields["defaults"].flatMap(parameterValues) ?? [:],
            mapping: mapping,
            requires: fields["requires"].flatMap(requiredFlags) ?? [],
            inject: fields["inject"].flatMap(parameterValues) ?? [:],
            location: location(of: located))
        screen.allowedParameters = fields["allowedParameters"].flatMap(reader.nonEmptyStrings)
        return screen
    }

    /// Two parameters mapped to one property: whichever is applied last silently replaces the other.
    private func warnAboutSharedProperties(_ mapping: RouteFile.OrderedMap<String>, at located: LocatedNode) {
        var parametersByProperty: [String: [String]] = [:]
        var order: [String] = []
        for (parameter, property) in mapping {
            if parametersByProperty[property] == nil { order.append(property) }
            parametersByProperty[property, default: []].append(parameter)
        }
        for property in order {
            guard let parameters = parametersByProperty[property], parameters.count > 1 else { continue }
            reader.warning("the parameters \(parameters.map(quotedJSONString).joined(separator: " and ")) map to one property, "
                               + "\(quotedJSONString(property)): when more than one is present, one value silently replaces the others",
                           at: located)
        }
    }

    private func decodeRoute(_ located: LocatedNode) -> RouteFile.Route? {
        guard let fields = reader.object(located, knownKeys: Self.routeKeys.map(\.name)) else { return nil }
        var route = RouteFile.Route(path: "", location: location(of: located))
        for key in Self.routeKeys {
            let node = key.name == "path" ? reader.required(key.name, in: fields) : fields[key.name]
            node.map { key.read(self, $0, &route) }
        }
        return route.path.isEmpty ? nil : route
    }

    private func decodeShortcut(_ located: LocatedNode) -> RouteFile.Shortcut? {
        guard let fields = reader.object(located, knownKeys: Self.shortcutKeys) else { return nil }
        let name = reader.required("name", in: fields).flatMap {
            unique(reader.nonEmptyString($0), $0, "shortcut name", &shortcutNames)
        }
        let actions = fields["action"].flatMap(shortcutActions)
        guard fields["action"] == nil || fields["url"] == nil else {
            reader.error("a shortcut has \"url\" or \"action\", not both", at: located); return nil
        }
        let url = fields["action"] == nil ? reader.required("url", in: fields).flatMap(reader.nonEmptyString) : actions.map { _ in "" }
        let key = fields["key"].flatMap(hotkey)
        let requires = fields["requires"].flatMap(conditionFlags) ?? []
        guard let name, let url else { return nil }
        var shortcut = RouteFile.Shortcut(
            name: name,
            title: fields["title"].flatMap(reader.string),
            subtitle: fields["subtitle"].flatMap(reader.string),
            icon: fields["icon"].flatMap(reader.string),
            key: key,
            url: url,
            location: location(of: located))
        shortcut.requires = requires
        shortcut.actions = actions ?? []
        shortcut.dynamic = fields["dynamic"].flatMap(reader.bool) ?? false
        return shortcut
    }

    private func decodeSpotlightEntry(_ located: LocatedNode) -> RouteFile.SpotlightEntry? {
        guard let fields = reader.object(located, knownKeys: Self.spotlightKeys) else { return nil }
        let title = reader.required("title", in: fields).flatMap(reader.nonEmptyString)
        let url = reader.required("url", in: fields).flatMap(reader.nonEmptyString)
        guard let title, let url else { return nil }
        return RouteFile.SpotlightEntry(title: title, url: url, location: location(of: located))
    }

    // MARK: Values

    /// `defaults` and `inject`: parameter name → a string, number or boolean, kept as text.
    private func parameterValues(_ located: LocatedNode) -> RouteFile.OrderedMap<String>? {
        reader.map(located) { _, node in self.reader.scalarText(node) }
    }

    /// A `requires` list; each flag is checked against `state` and `guards` later.
    private func requiredFlags(_ located: LocatedNode) -> [String]? {
        reader.array(located) { node in noteReference(.requiredFlag, to: reader.nonEmptyString(node), at: node) }
    }

    /// A tab's or shortcut's `requires`: flags that show or hide it (no guard runs for them).
    private func conditionFlags(_ located: LocatedNode) -> [String]? {
        reader.array(located) { node in noteReference(.conditionFlag, to: reader.nonEmptyString(node), at: node) }
    }

    /// A shortcut's `action`: one input-line command or a list of them, each checked once the
    /// tabs, flags and shortcuts are known.
    private func shortcutActions(_ located: LocatedNode) -> [String]? {
        if case .string = located.node.value { return noteReference(.action, to: reader.nonEmptyString(located), at: located).map { [$0] } }
        let actions = reader.array(located) { node in noteReference(.action, to: reader.nonEmptyString(node), at: node) }
        if actions?.isEmpty == true { reader.error("an action lists at least one command", at: located) }
        return actions?.isEmpty == true ? nil : actions
    }

    private func hotkey(_ located: LocatedNode) -> RouteFile.Hotkey? {
        guard let name = reader.string(located) else { return nil }
        guard let key = RouteFile.Hotkey(name: name) else {
            reader.error("\(quotedJSONString(name)) is not a hotkey; use \(RouteFile.Hotkey.namingRule)", at: located)
            return nil
        }
        if let clash = key.clash {
            reader.warning("\(clash); the shortcut's hotkey may never fire", at: located)
        }
        return unique(key, located, "hotkey", &hotkeys)
    }

    /// Remembers that `name` (when there is one) must be defined elsewhere in the file; returns it.
    @discardableResult
    private func noteReference(_ kind: Reference.Kind, to name: String?, at located: LocatedNode) -> String? {
        if let name {
            references.append(Reference(kind: kind, name: name, usedAt: located))
        }
        return name
    }

    /// `value`, unless another value with the same name came first (then an error and `nil`).
    private func unique<Value: CustomStringConvertible>(
        _ value: Value?, _ located: LocatedNode, _ what: String, _ seen: inout [String: LocatedNode]
    ) -> Value? {
        guard let value else { return nil }
        let name = value.description
        if let first = seen[name] {
            reader.error(
                "duplicate \(what) \(quotedJSONString(name)); \(first.path) at \(first.position) already uses it",
                at: located)
            return nil
        }
        seen[name] = located
        return value
    }

    private func location(of located: LocatedNode) -> JSONLocation {
        JSONLocation(jsonPath: located.path.description, position: located.position)
    }

    // MARK: References

    private func checkReferences(in file: RouteFile) {
        // Tabs left out for another error still count, so one mistake does not cascade.
        let tabIDs = self.tabIDs.sorted { $0.value.position < $1.value.position }.map(\.key)
        let schemeNames = (file.scheme.map { [$0] } ?? []) + file.schemes.keys
        for reference in references {
            let name = quotedJSONString(reference.name)
            switch reference.kind {
            case .tab where tabIDs.isEmpty:
                reader.error("no tab \(name): the file declares no \"tabs\"", at: reference.usedAt, danglingReference: true)
            case .tab where !tabIDs.contains(reference.name):
                reader.error(
                    "no tab \(name) in \"tabs\"" + hint(for: reference.name, among: tabIDs, listing: "the tabs are"),
                    at: reference.usedAt, danglingReference: true)
            case .scheme where !schemeNames.contains(where: { $0.lowercased() == reference.name.lowercased() }):
                reader.warning(
                    "scheme \(name) is neither the default scheme nor declared in \"schemes\";"
                        + " its routes form a table of their own" + hint(for: reference.name, among: schemeNames),
                    at: reference.usedAt)
            case .requiredFlag, .setFlag, .guardedFlag, .conditionFlag:
                checkFlag(reference, in: file)
            case .resetFlag:
                NavigationKeyCheck.resetOnProblem(reference.name, in: file).map { reader.error($0, at: reference.usedAt) }
            case .presentedScreen:
                NavigationKeyCheck.presentsProblem(reference.name, in: file).map { reader.error($0, at: reference.usedAt) }
            case .action:
                NavigationKeyCheck.actionProblem(reference.name, in: file).map { reader.error($0, at: reference.usedAt) }
            case .tab, .scheme:
                break
            }
        }
    }

    private func checkFlag(_ reference: Reference, in file: RouteFile) {
        let flag = FlagCondition.flag(of: reference.name)
        let name = quotedJSONString(flag)
        if FlagCondition.isNegated(reference.name), reference.kind == .requiredFlag || reference.kind == .conditionFlag {
            NavigationKeyCheck.negatedFlagProblem(reference.name, in: file).map { reader.error($0, at: reference.usedAt) }
            return
        }
        if file.state[reference.name] == nil {
            reader.warning(
                "flag \(name) is not declared in \"state\", so it starts false"
                    + hint(for: reference.name, among: file.state.keys),
                at: reference.usedAt)
        }
        if reference.kind == .requiredFlag, file.guards[reference.name] == nil, !writtenGuards.contains(reference.name),
           !isIgnored(LintRuleNames.guardMissing, at: reference.usedAt.path, in: file) {
            reader.warning(
                "flag \(name) has no guard in \"guards\", so a link that requires it is refused without a redirect",
                at: reference.usedAt, rule: LintRuleNames.guardMissing)
        }
    }

    /// Whether `lint.ignore` silences `rule` for the value at `path`: at the top of the file, or
    /// on the route that holds it (an app that refuses such links on purpose says so once).
    private func isIgnored(_ rule: String, at path: JSONPath, in file: RouteFile) -> Bool {
        if file.lint?.ignore.contains(rule) == true { return true }
        let written = path.description
        return file.routes.contains { route in
            let prefix = route.location.jsonPath
            return (written == prefix || written.hasPrefix(prefix + ".") || written.hasPrefix(prefix + "["))
                && route.lint?.ignore.contains(rule) == true
        }
    }

    /// `; did you mean "x"?` for a likely typo, else `; LISTING "a", "b"` when a listing is asked for.
    private func hint(for name: String, among candidates: [String], listing: String? = nil) -> String {
        if let suggestion = closestMatch(to: name, among: candidates) {
            return "; did you mean \(quotedJSONString(suggestion))?"
        }
        guard let listing else { return "" }
        return "; \(listing) " + candidates.map(quotedJSONString).joined(separator: ", ")
    }
}
