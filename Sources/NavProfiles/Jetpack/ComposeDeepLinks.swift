import Foundation
import NavSyntax

/// What a Kotlin or Java source says about Compose Navigation's deep links: the string constants
/// it declares (`const val NAME = "…"`, `val NAME: String = "$OTHER/path"`), the deep links it
/// builds (`navDeepLink { uriPattern = … }`, `navDeepLink<Route>(basePath = …)`) and the route
/// classes whose constructors give a `basePath` link its arguments.
struct ComposeSourceFacts {
    /// A string constant as written: its text, which may name other constants (`$NAME`, `${NAME}`).
    struct Constant {
        var name: String
        var text: String
        var line: Int
    }

    /// A Compose deep link: the pattern's expression and where.
    struct DeepLink {
        /// `uriPattern` or `basePath`.
        var key: String
        /// The literal's text (`$NAME` inside it), or `nil` with `name` naming a constant.
        var literal: String?
        /// A constant named instead of a literal.
        var constant: String?
        /// The route type of `navDeepLink<Route>(basePath = …)`.
        var routeType: String?
        /// The expression as written, for the report.
        var expression: String
        var line: Int
    }

    var constants: [Constant] = []
    var deepLinks: [DeepLink] = []
    /// Constructor parameters of each class declared (`class Route(val id: String, val tab: Int = 0)`):
    /// name → parameters (name, whether it has a default or is nullable).
    var classParameters: [String: [(name: String, optional: Bool)]] = [:]

    /// The most tokens a call's arguments or a constructor's parameters are read over.
    static let maximumScan = 2_000

    /// Whether the file gave nothing the deep links use.
    var isEmpty: Bool { constants.isEmpty && deepLinks.isEmpty && classParameters.isEmpty }

    /// Whether a source may hold anything the deep links use (a `navDeepLink`, a `const val`, a
    /// `@Serializable` route class): most files of an app hold none and are not parsed.
    static func mayMatter(_ bytes: [UInt8]) -> Bool {
        ByteSearch.containsAny(bytes, ["navDeepLink", "const val", "@Serializable"])
    }

    /// Reads a source only as far as it can matter: a file with a `navDeepLink` whole; else its
    /// `const val`s and its route classes (`@Serializable`, `object`).
    init(_ bytes: [UInt8]) {
        let hasDeepLinks = ByteSearch.containsAny(bytes, ["navDeepLink"])
        let hasConstants = hasDeepLinks || ByteSearch.containsAny(bytes, ["const val"])
        let hasRoutes = hasDeepLinks || ByteSearch.containsAny(bytes, ["@Serializable"])
        guard hasDeepLinks || hasConstants || hasRoutes else { return }
        let tokens = SourceToken.tokens(String(decoding: bytes, as: UTF8.self))
        var index = 0
        func at(_ offset: Int) -> SourceToken? { index + offset < tokens.count ? tokens[index + offset] : nil }
        while index < tokens.count {
            let token = tokens[index]
            switch token.name {
            case "val" where at(1)?.name != nil && (hasDeepLinks || index > 0 && tokens[index - 1].name == "const"):
                // `val NAME = "…"` or `val NAME: String = "…"`.
                var probe = 2
                if at(2)?.isSymbol(":") == true, at(3)?.name != nil { probe = 4 }
                if at(probe)?.isSymbol("=") == true, case .string(let value, _)? = at(probe + 1)?.kind,
                   at(probe + 2).map({ !$0.isSymbol("+") && !$0.isSymbol(".") }) ?? true, let name = at(1)?.name {
                    constants.append(Constant(name: name, text: value, line: token.line))
                    index += probe + 2
                    continue
                }
            case "class" where hasRoutes && at(1)?.name != nil && at(2)?.isSymbol("(") == true:
                // Each token is read once: the main loop goes on after the parameter list.
                let (parameters, end) = Self.parameters(tokens, from: index + 3)
                if let name = at(1)?.name, classParameters[name] == nil { classParameters[name] = parameters }
                index = max(index + 1, end)
                continue
            case "object" where hasRoutes && at(1)?.name != nil:
                if let name = at(1)?.name, classParameters[name] == nil { classParameters[name] = [] }
            case "navDeepLink" where hasDeepLinks:
                let (link, end) = Self.deepLink(tokens, at: index)
                if let link { deepLinks.append(link) }
                index = max(index + 1, end)
                continue
            default:
                break
            }
            index += 1
        }
    }

    /// `navDeepLink { uriPattern = X }`, `navDeepLink(uriPattern = X)`, `navDeepLink<T>(basePath = X)`.
    /// The link, and where its reading stopped.
    private static func deepLink(_ tokens: [SourceToken], at start: Int) -> (DeepLink?, Int) {
        var index = start + 1
        var routeType: String?
        if index < tokens.count, tokens[index].isSymbol("<") {
            var names: [String] = []
            index += 1
            while index < tokens.count, !tokens[index].isSymbol(">") {
                if let name = tokens[index].name { names.append(name) }
                index += 1
            }
            routeType = names.last
            index += 1
        }
        guard index < tokens.count, tokens[index].isSymbol("{") || tokens[index].isSymbol("(") else { return (nil, index) }
        let opener = tokens[index].isSymbol("{") ? "{" : "("
        let closer = opener == "{" ? "}" : ")"
        var depth = 0
        // A call's arguments are a few tokens: the scan is bounded, so an unclosed one cannot make it quadratic.
        let end = min(tokens.count, index + maximumScan)
        while index < end {
            let token = tokens[index]
            if token.isSymbol(opener) { depth += 1 }
            if token.isSymbol(closer) { depth -= 1; if depth == 0 { break } }
            if depth == 1, let key = token.name, key == "uriPattern" || key == "basePath",
               index + 2 < tokens.count, tokens[index + 1].isSymbol("=") {
                let value = tokens[index + 2]
                let simple = index + 3 >= tokens.count || tokens[index + 3].isSymbol(closer) || tokens[index + 3].isSymbol(",")
                    || tokens[index + 3].isSymbol(";") || tokens[index + 3].line != value.line
                var expression: [String] = []
                var probe = index + 2
                while probe < tokens.count, tokens[probe].line == value.line, !tokens[probe].isSymbol(closer), expression.count < 12 {
                    switch tokens[probe].kind {
                    case .name(let name): expression.append(name)
                    case .string(let text, _): expression.append("\"\(text)\"")
                    case .symbol(let symbol): expression.append(symbol)
                    }
                    probe += 1
                }
                var link = DeepLink(key: key, routeType: routeType, expression: expression.joined(), line: value.line)
                if simple, case .string(let text, _) = value.kind { link.literal = text }
                if simple, let name = value.name { link.constant = name }
                return (link, index + 3)
            }
            index += 1
        }
        return (DeepLink(key: "uriPattern", routeType: routeType, expression: "navDeepLink without a uriPattern or basePath",
                         line: tokens[start].line), index)
    }

    /// A primary constructor's parameters from after its `(`: each `val`/`var` name, and whether
    /// it has a default or a nullable type.
    private static func parameters(_ tokens: [SourceToken], from start: Int) -> ([(name: String, optional: Bool)], Int) {
        var result: [(name: String, optional: Bool)] = []
        var index = start
        var depth = 1
        var current: (name: String, optional: Bool)?
        let end = min(tokens.count, start + maximumScan)
        while index < end, depth > 0 {
            let token = tokens[index]
            if token.isSymbol("(") || token.isSymbol("<") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol(">") || token.isSymbol("]") { depth -= 1 }
            if depth == 1, let name = token.name, name == "val" || name == "var", index + 1 < tokens.count, let parameter = tokens[index + 1].name {
                if let current { result.append(current) }
                current = (parameter, false)
            }
            if depth == 1, token.isSymbol("=") || token.isSymbol("?") { current?.optional = true }
            index += 1
        }
        if let current { result.append(current) }
        return (result, index)
    }
}

/// Resolves Compose deep links' patterns with the string constants of the sources read: a
/// constant of the link's own module first, else the only one of that name.
struct ComposeDeepLinkResolver {
    /// No constants yet.
    init() {}

    private var constants: [String: [(module: String, text: String)]] = [:]
    private var classes: [String: [(name: String, optional: Bool)]] = [:]

    /// The module a source path is in: the path up to its `/src/`.
    static func module(of path: String) -> String {
        path.range(of: "/src/").map { String(path[..<$0.lowerBound]) } ?? ""
    }

    mutating func add(_ facts: ComposeSourceFacts, path: String) {
        let module = Self.module(of: path)
        for constant in facts.constants { constants[constant.name, default: []].append((module, constant.text)) }
        for (name, parameters) in facts.classParameters where classes[name] == nil { classes[name] = parameters }
    }

    /// The text of constant `name` as seen from `module`, every `$NAME`/`${NAME}` in it resolved;
    /// `nil` when a name is unknown or ambiguous.
    func value(of name: String, from module: String, depth: Int = 0) -> String? {
        guard depth < 8, let candidates = constants[name] else { return nil }
        let chosen = candidates.first { $0.module == module } ?? (Set(candidates.map(\.text)).count == 1 ? candidates.first : nil)
        guard let chosen else { return nil }
        return interpolated(chosen.text, from: module, depth: depth + 1)
    }

    /// `text` with each `$NAME` and `${NAME}` replaced by the constant's value.
    func interpolated(_ text: String, from module: String, depth: Int = 0) -> String? {
        var out = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            var after = rest[rest.index(after: dollar)...]
            let braced = after.first == "{"
            if braced { after = after.dropFirst() }
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty, !braced || after.dropFirst(name.count).first == "}" else { return nil }
            guard let value = value(of: String(name), from: module, depth: depth) else { return nil }
            out += value
            rest = after.dropFirst(name.count + (braced ? 1 : 0))
        }
        return out + rest
    }

    /// The pattern of `navDeepLink<T>(basePath = base)`: androidx adds `/{arg}` for each
    /// argument without a default and `?arg={arg}` for the others (`RouteBuilder`); `nil` when
    /// `T`'s constructor was not read.
    func routePattern(basePath: String, routeType: String?) -> String? {
        guard let routeType else { return basePath }
        guard let parameters = classes[routeType] else { return routeType.isEmpty ? basePath : nil }
        var pattern = basePath
        for parameter in parameters where !parameter.optional { pattern += "/{\(parameter.name)}" }
        let query = parameters.filter(\.optional).map { "\($0.name)={\($0.name)}" }
        if !query.isEmpty { pattern += "?" + query.joined(separator: "&") }
        return pattern
    }
}
