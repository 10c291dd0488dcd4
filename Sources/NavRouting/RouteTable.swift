import Foundation

/// One route as the table is given it: a pattern plus what decides between competing routes.
/// The navigation layer keeps the rest (screens, tabs, actions) keyed by `index`.
public struct RouteSpec: Sendable, Equatable {
    /// The pattern text (docs/route-file.md syntax).
    public var path: String
    /// The scheme whose table holds the route; `nil` for the default (global) table.
    public var scheme: String?
    /// Higher is tried first.
    public var priority: Int
    /// Per-parameter regular expressions; a value that fails makes the route decline.
    public var constraints: [String: String]
    /// Parameter values used when the URL has none, lowest precedence (over the final screen's defaults).
    public var defaults: [String: String]
    /// The route's own `screen`, whose defaults apply when the whole pattern matches.
    public var screen: String?
    /// The route always declines (a JLRoutes handler that returns NO); for ported test tables.
    public var declines: Bool
    /// The position in the route file's `routes` list, reported as `route.index`.
    public var index: Int
    /// The host the URL must have (`HostPattern` syntax), or `nil` for any host.
    public var host: String?

    public init(path: String, scheme: String? = nil, priority: Int = 0, constraints: [String: String] = [:],
                defaults: [String: String] = [:], screen: String? = nil, declines: Bool = false, index: Int) {
        self.path = path
        self.screen = screen
        self.scheme = scheme
        self.priority = priority
        self.constraints = constraints
        self.defaults = defaults
        self.declines = declines
        self.index = index
    }
}

/// A per-scheme route table's settings (JLRoutes `routesForScheme:`).
public struct SchemeSettings: Sendable, Equatable {
    /// When nothing in the scheme's table matches, try the global table.
    public var fallbackToGlobal: Bool
    public init(fallbackToGlobal: Bool = false) { self.fallbackToGlobal = fallbackToGlobal }
}

/// A registered concrete pattern: one optional-group expansion of a route, or one of its
/// `{Screen}` prefixes (WAAppRouting registers `list` and `list/:id` from `list{List}/:id{Detail}`).
public struct Endpoint: Sendable, Equatable {
    /// Position in registration order across the whole table (ties break on it).
    public var order: Int {
        get { storage.fields.order }
        set { mutate { $0.order = newValue } }
    }
    /// The route's position in the file.
    public var routeIndex: Int {
        get { storage.fields.route.routeIndex }
        set { mutate { $0.route = $0.route.with { $0.routeIndex = newValue } } }
    }
    public var pattern: ConcretePattern {
        get { storage.fields.pattern }
        set { mutate { $0.pattern = newValue } }
    }
    /// Whether this is a `{Screen}` prefix rather than a whole expansion.
    public var isPrefix: Bool {
        get { storage.fields.isPrefix }
        set { mutate { $0.isPrefix = newValue } }
    }
    public var scheme: String? {
        get { storage.fields.route.scheme }
        set { mutate { $0.route = $0.route.with { $0.scheme = newValue } } }
    }
    public var priority: Int {
        get { storage.fields.route.priority }
        set { mutate { $0.route = $0.route.with { $0.priority = newValue } } }
    }
    public var declines: Bool {
        get { storage.fields.route.declines }
        set { mutate { $0.route = $0.route.with { $0.declines = newValue } } }
    }
    /// The route's `host`: the URL's host must fit it.
    public var host: HostPattern? {
        get { storage.fields.route.host }
        set { mutate { $0.route = $0.route.with { $0.host = newValue } } }
    }
    /// Compiled `where` constraints for the parameters this pattern binds.
    public var constraints: [ParameterConstraint] {
        get { storage.fields.constraints }
        set { mutate { $0.constraints = newValue } }
    }
    public var defaults: [(name: String, value: String)] {
        get { storage.fields.defaults }
        set { mutate { $0.defaults = newValue } }
    }

    /// What every endpoint of one route has in common, held once per route: a route of eight
    /// optional groups has 256 endpoints, and each kept its own copy of these before.
    final class RouteFacts: Sendable {
        struct Values {
            var routeIndex: Int
            var scheme: String?
            var priority: Int
            var declines: Bool
            var host: HostPattern?
        }
        let values: Values
        var routeIndex: Int { values.routeIndex }
        var scheme: String? { values.scheme }
        var priority: Int { values.priority }
        var declines: Bool { values.declines }
        var host: HostPattern? { values.host }

        init(routeIndex: Int, scheme: String?, priority: Int, declines: Bool, host: HostPattern? = nil) {
            values = Values(routeIndex: routeIndex, scheme: scheme, priority: priority, declines: declines, host: host)
        }

        private init(_ values: Values) { self.values = values }

        /// A new object with `change` applied (the shared one is never written).
        func with(_ change: (inout Values) -> Void) -> RouteFacts {
            var values = values
            change(&values)
            return RouteFacts(values)
        }
    }

    private struct Fields {
        var order: Int
        var pattern: ConcretePattern
        var isPrefix: Bool
        var route: RouteFacts
        var constraints: [ParameterConstraint]
        var defaults: [(name: String, value: String)]
    }

    /// The fields live in one object, so copying an endpoint (every `RouteMatch` holds one) is
    /// one retain rather than one per array and string. The object is immutable (a setter
    /// replaces it), so reading a field needs no exclusivity check at run time.
    private final class Storage: @unchecked Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// An endpoint of the route `route` (whose endpoints all share that object).
    init(order: Int, route: RouteFacts, pattern: ConcretePattern, isPrefix: Bool,
         constraints: [ParameterConstraint], defaults: [(name: String, value: String)]) {
        storage = Storage(Fields(order: order, pattern: pattern, isPrefix: isPrefix, route: route,
                                 constraints: constraints, defaults: defaults))
    }

    private mutating func mutate(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    public static func == (lhs: Endpoint, rhs: Endpoint) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.order == rhs.order && lhs.routeIndex == rhs.routeIndex && lhs.pattern == rhs.pattern
            && lhs.isPrefix == rhs.isPrefix && lhs.scheme == rhs.scheme && lhs.priority == rhs.priority
            && lhs.declines == rhs.declines && lhs.host == rhs.host && lhs.constraints == rhs.constraints
            && lhs.defaults.elementsEqual(rhs.defaults, by: { $0 == $1 })
    }
}

/// What a `where` entry reads.
public enum ConstraintTarget: Sendable, Equatable {
    /// A path parameter the endpoint binds (a value it does not bind is not checked).
    case path
    /// A placeholder of the route's `host`.
    case host
    /// A query item: the route declines unless the item is present and its value matches.
    case query
    /// The components `*` took, joined with `/` (under a profile whose handlers read them so).
    case wildcard
}

/// A `where` constraint: the value it reads must match the regular expression.
public struct ParameterConstraint: @unchecked Sendable, Equatable {
    // NSRegularExpression is immutable and documented thread-safe; hence @unchecked.
    public let name: String
    public let source: String
    /// What the constraint reads; set per endpoint when the table is compiled.
    public internal(set) var target: ConstraintTarget = .path
    /// Compiled when a value is first checked (`LazyRegularExpression`).
    let regex: LazyRegularExpression

    public init(name: String, pattern: String) throws(TableError) {
        self.name = name
        self.source = pattern
        guard let regex = LazyRegularExpression.validated(pattern) else {
            throw TableError(routeIndex: -1, message: "where.\(name): invalid regular expression \"\(pattern)\"")
        }
        self.regex = regex
    }

    /// Whether `value` satisfies the expression (a search, as JLRoutes handlers usually do;
    /// anchor with `^…$` for a whole-value match). A search that runs past `RegexBudget.budget`
    /// declines the value; an expression that only the Swift parser accepts, which
    /// `NSRegularExpression` then refuses, accepts nothing.
    public func accepts(_ value: String) -> Bool {
        guard let expression = regex.expression else { return false }
        return RegexBudget.search(expression, in: value) == .matched
    }

    /// Why the constraint declines a match with these path values, wildcard and query, or `nil` when it accepts it.
    public func refusal(pathValues: [(name: String, value: String)], hostValues: [(name: String, value: String)],
                        wildcard: [String]?, query: [QueryItem]) -> Mismatch? {
        let value: String
        switch target {
        case .path:
            guard let found = pathValues.first(where: { $0.name == name })?.value else { return nil }
            value = found
        case .host:
            guard let found = hostValues.first(where: { $0.name == name })?.value else { return nil }
            value = found
        case .wildcard:
            guard let wildcard else { return nil }
            value = wildcard.joined(separator: "/")
        case .query:
            guard let item = query.last(where: { $0.name == name }) else { return .missingQueryItem(name: name, regex: source) }
            value = item.value ?? ""
        }
        return accepts(value) ? nil : .declined(name: name, value: value, regex: source)
    }

    /// The same constraint reading `target`.
    func reading(_ target: ConstraintTarget) -> ParameterConstraint {
        var copy = self
        copy.target = target
        return copy
    }

    public static func == (lhs: ParameterConstraint, rhs: ParameterConstraint) -> Bool {
        lhs.name == rhs.name && lhs.source == rhs.source && lhs.target == rhs.target
    }
}

/// A problem that keeps a route out of the table.
public struct TableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The route's position in the file, or -1 when not tied to one route.
    public var routeIndex: Int
    public var column: Int?
    public var message: String
    public init(routeIndex: Int, column: Int? = nil, message: String) {
        self.routeIndex = routeIndex
        self.column = column
        self.message = message
    }
    public var description: String { message }
}

/// The compiled, immutable route table: every endpoint, grouped per scheme, plus the
/// profile's matcher. Build it once; match from any thread.
public struct RouteTable: Sendable {
    public let options: MatchingOptions
    public let routes: [RouteSpec]
    /// Every endpoint in registration order.
    public let endpoints: [Endpoint]
    /// Per-scheme settings, keyed by lowercased scheme.
    public let schemes: [String: SchemeSettings]
    let trie: RouteTrie
    /// What the profile's matcher computed once for this table (`LibraryProfile.matcherIndex`).
    package let matcherIndex: (any Sendable)?
    /// The options as the navsim reading uses them.
    private(set) var navsimSettings: NavsimSettings
    /// The profile reads URLs as navsim does, through the compiled trie (`usesCompiledFastPath`).
    let readsNavsim: Bool
    /// Whether matching may evaluate a regular expression (a `where`, or a profile's own
    /// patterns), and so runs under one `RegexBudget.perInput`; navsim's reading of a table
    /// without `where` evaluates none and skips the budget's cost (a task-local and a clock read).
    let evaluatesExpressions: Bool

    /// Compiles `routes`. Routes with a problem are reported together and the table is not built.
    /// - Throws: every `TableError` found, in route order.
    /// - Parameter screenDefaults: each screen's `defaults`; an endpoint merges those of the screen it
    ///   ends on (its last `{Screen}`, or the route's `screen`) under the route's own.
    public init(routes: [RouteSpec], options: MatchingOptions = MatchingOptions(),
                schemes: [String: SchemeSettings] = [:], screenDefaults: [String: [String: String]] = [:]) throws(TableErrors) {
        var errors: [TableError] = []
        var endpoints: [Endpoint] = []
        var expansionTotal = 0
        let defaultScheme = options.defaultScheme?.lowercased()
        for route in routes {
            let pattern: RoutePattern
            do {
                pattern = try RoutePattern(route.path, profile: options.profile)
            } catch {
                errors.append(TableError(routeIndex: route.index, column: error.column, message: "invalid path \"\(RoutePattern.excerpt(route.path))\": \(error)"))
                continue
            }
            expansionTotal += pattern.expansions.count
            if let tooMany = Self.checkExpansionTotal(expansionTotal, route: route) { throw TableErrors(errors: errors + [tooMany]) }
            var host: HostPattern?
            if let written = route.host {
                do {
                    host = try HostPattern(written)
                } catch {
                    errors.append(TableError(routeIndex: route.index, message: "host: \(error.message)"))
                }
            }
            let hostNames = Set(host?.placeholderNames ?? [])
            var constraints: [ParameterConstraint] = []
            let allNames = route.constraints.isEmpty ? [] : Set(pattern.expansions.flatMap(\.parameterNames))
            for (name, regex) in route.constraints.sorted(by: { $0.key < $1.key }) {
                let constraint: ParameterConstraint
                do {
                    constraint = try ParameterConstraint(name: name, pattern: regex)
                } catch {
                    errors.append(TableError(routeIndex: route.index, message: error.message))
                    continue
                }
                if allNames.contains(name) {
                    constraints.append(constraint)
                } else if Self.isQueryPlaceholder(name, in: route.path) {
                    // A placeholder in a deep link's query (`?u={url}`): its matcher checks it by name.
                    constraints.append(constraint.reading(.query))
                } else if hostNames.contains(name) {
                    constraints.append(constraint.reading(.host))
                } else if let problem = Self.queryConditionProblem(name, route: route, options: options) {
                    errors.append(TableError(routeIndex: route.index, message: problem))
                } else {
                    constraints.append(constraint.reading(.query))
                }
            }
            if route.scheme == nil, options.defaultScheme == nil, let rule = options.profile.rules.schemeRequirement {
                errors.append(TableError(routeIndex: route.index, message: "the route has no scheme and the file names none: \(rule)"))
            }
            var scheme = route.scheme?.lowercased()
            if scheme == defaultScheme { scheme = nil }
            let candidates = pattern.expansions.flatMap(Self.registeredPatterns(of:)).firstOccurrences(of: \.0)
            // One object, and one array of defaults per final screen and of constraints per set
            // of bound names, for all of the route's endpoints (which repeat them).
            let facts = Endpoint.RouteFacts(routeIndex: route.index, scheme: scheme, priority: route.priority, declines: route.declines,
                                            host: host)
            var defaultsByScreen: [String?: [(name: String, value: String)]] = [:]
            var constraintsByKept: [[Bool]: [ParameterConstraint]] = [:]
            for (candidate, isPrefix) in candidates {
                let finalScreen = isPrefix ? candidate.segments.last?.mark?.screen
                    : (route.screen ?? candidate.segments.last(where: { $0.mark != nil })?.mark?.screen)
                let defaults = defaultsByScreen[finalScreen] ?? {
                    let screenOwn = finalScreen.flatMap { screenDefaults[$0] } ?? [:]
                    let merged = screenOwn.isEmpty ? route.defaults : route.defaults.merging(screenOwn) { own, _ in own }
                    let defaults = merged.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
                    defaultsByScreen[finalScreen] = defaults
                    return defaults
                }()
                var ownConstraints = constraints
                if !constraints.isEmpty {
                    let names = Set(candidate.parameterNames)
                    let kept = constraints.map { $0.target != .path || names.contains($0.name) }
                    ownConstraints = constraintsByKept[kept] ?? {
                        let own = zip(constraints, kept).filter(\.1).map(\.0)
                        constraintsByKept[kept] = own
                        return own
                    }()
                    // A profile whose handlers read the `*` components as one value (`wildcard`) checks them here.
                    if let wildcardName = options.profile.rules.wildcardConditionName, !names.contains(wildcardName),
                       candidate.segments.contains(where: { $0.segment.consumesRest || $0.segment == .anyOne }) {
                        ownConstraints = ownConstraints.map { $0.name == wildcardName && $0.target == .query ? $0.reading(.wildcard) : $0 }
                    }
                }
                endpoints.append(Endpoint(order: endpoints.count, route: facts, pattern: candidate, isPrefix: isPrefix,
                                          constraints: ownConstraints, defaults: defaults))
            }
        }
        guard errors.isEmpty else { throw TableErrors(errors: errors) }
        var options = options
        var seenHosts: Set<HostPattern> = []
        options.routeHosts = endpoints.compactMap { $0.host }.filter { seenHosts.insert($0).inserted }
        let declaredSchemes = Set(schemes.keys.map { $0.lowercased() } + routes.compactMap { $0.scheme?.lowercased() })
        options.webSchemeTables = declaredSchemes.intersection(["http", "https"])
        self.options = options
        self.routes = routes
        self.endpoints = endpoints
        var normalizedSchemes: [String: SchemeSettings] = [:]
        for (name, settings) in schemes { normalizedSchemes[name.lowercased()] = settings }
        self.schemes = normalizedSchemes
        self.trie = RouteTrie(endpoints: endpoints, caseSensitive: options.isCaseSensitive)
        matcherIndex = options.profile.rules.matcherIndex(routes: routes, endpoints: endpoints)
        readsNavsim = options.profile.rules.usesCompiledFastPath
        evaluatesExpressions = !readsNavsim || endpoints.contains { !$0.constraints.isEmpty }
        navsimSettings = NavsimSettings(options)
        let known = Set(normalizedSchemes.keys).union(trie.roots.keys.compactMap { $0 }).union([navsimSettings.defaultScheme].compactMap { $0 })
        navsimSettings = NavsimSettings(options, schemes: known.sorted().map { name in
            NavsimSettings.KnownScheme(name: name, bytes: Array(name.utf8), roots: consultedRoots(scheme: name))
        })
    }

    /// Whether `{name}` is written in the query part of `path` (a Jetpack deep link's `?u={url}`).
    static func isQueryPlaceholder(_ name: String, in path: String) -> Bool {
        guard let question = path.firstIndex(of: "?") else { return false }
        return path[question...].contains("{\(name)}")
    }

    /// Why `where.NAME`, which names no path parameter of `route`, cannot be a query condition
    /// either, or `nil` when it can: a name with `/`, `?`, `#`, `&`, `=` or spaces is no query
    /// item's, and a name written as a parameter in another profile's syntax is a mistake.
    static func queryConditionProblem(_ name: String, route: RouteSpec, options: MatchingOptions) -> String? {
        // Written in another profile's syntax (`:id` under icrouter), the name is there but is not a parameter.
        if let written = [":\(name)", "{\(name)}"].first(where: { route.path.contains($0) }) {
            return "where.\(name): the path \"\(route.path)\" has no parameter '\(name)'; the \(options.profile.rawValue) profile does not read '\(written)' as a parameter (docs/profiles.md)"
        }
        if name.contains(where: { "/?#&=".contains($0) || $0.isWhitespace }) {
            return "where.\(name): the path \"\(route.path)\" has no parameter '\(name)', and '\(name)' cannot be a query item's name ('/', '?', '#', '&', '=' and spaces separate a URL's parts)"
        }
        return nil
    }

    /// The whole expansion, then each `{Screen}` prefix from the longest down.
    static func registeredPatterns(of expansion: ConcretePattern) -> [(ConcretePattern, Bool)] {
        var result: [(ConcretePattern, Bool)] = [(expansion, false)]
        let segments = expansion.segments
        for length in stride(from: segments.count - 1, through: 1, by: -1) where segments[length - 1].mark != nil {
            result.append((ConcretePattern(segments: Array(segments[..<length])), true))
        }
        return result
    }

    /// The endpoints of one scheme's table (`nil`: the global table), in registration order.
    func endpoints(inScheme scheme: String?) -> [Endpoint] {
        endpoints.filter { $0.scheme == scheme }
    }

    /// The scheme tables `request` consults, in the order they are tried (`nil` is the global
    /// table): a per-scheme table, then the global one when the scheme falls back to it.
    public func consultedTables(for request: RouteRequest) -> [String?] {
        let consulted = consultedTables(scheme: request.scheme)
        return [consulted.first, consulted.second].prefix(consulted.count).map { $0 }
    }

    /// Up to two tables, in the order they are consulted (`nil` names the global table).
    struct ConsultedTables {
        var count = 0
        var first: String?
        var second: String?
    }

    /// Which tables a URL with the (lowercased) `scheme` consults, without allocating.
    func consultedTables(scheme: String?) -> ConsultedTables {
        if scheme == nil || scheme == navsimSettings.defaultScheme { return ConsultedTables(count: 1, first: nil) }
        let settings = schemes[scheme ?? ""]
        if settings != nil || trie.roots[scheme] != nil {
            return settings?.fallbackToGlobal == true ? ConsultedTables(count: 2, first: scheme, second: nil)
                : ConsultedTables(count: 1, first: scheme)
        }
        // A scheme the app does not declare: JLRoutes' global table answers any scheme and
        // WAAppRouting ignores schemes; navsim answers only the app's own scheme when it has one.
        if options.profile.rules.answersUndeclaredSchemes || navsimSettings.defaultScheme == nil { return ConsultedTables(count: 1, first: nil) }
        return ConsultedTables()
    }

    /// The roots of up to two tables, in the order they are consulted (-1: the scheme has no trie).
    struct ConsultedRoots: Sendable {
        var count = 0
        var first: Int32 = -1
        var second: Int32 = -1
    }

    /// The roots of the tables a URL with `scheme` consults.
    func consultedRoots(scheme: String?) -> ConsultedRoots {
        let consulted = consultedTables(scheme: scheme)
        func root(_ table: String?) -> Int32 { table == nil ? trie.globalRoot : (trie.roots[table] ?? -1) }
        return ConsultedRoots(count: consulted.count, first: consulted.count > 0 ? root(consulted.first) : -1,
                              second: consulted.count > 1 ? root(consulted.second) : -1)
    }

    /// The first winner among the tables a URL with `scheme` consults, in order.
    func trieWinner(for scheme: String?, _ search: (Int32) -> Int32?) -> Int32? {
        trieWinner(in: consultedRoots(scheme: scheme), search)
    }

    /// The first winner among the tables rooted at `roots`, in order.
    func trieWinner(in roots: ConsultedRoots, _ search: (Int32) -> Int32?) -> Int32? {
        for index in 0..<roots.count {
            let root = index == 0 ? roots.first : roots.second
            if root >= 0, let id = search(root) { return id }
        }
        return nil
    }
}

/// Every problem found while compiling a table.
public struct TableErrors: Error, Sendable, Equatable, CustomStringConvertible {
    public var errors: [TableError]
    public var description: String { errors.map(\.message).joined(separator: "\n") }
}
