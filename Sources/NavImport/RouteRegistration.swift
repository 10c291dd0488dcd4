import Foundation

/// One of the four seed libraries whose route registrations `navsim init` reads.
public enum RoutingLibrary: String, Sendable, CaseIterable {
    case jlroutes, waapprouting, ikrouter, icrouter

    /// The library's name as its users know it.
    public var displayName: String {
        switch self {
        case .jlroutes: "JLRoutes"
        case .waapprouting: "WAAppRouting"
        case .ikrouter: "IKRouter"
        case .icrouter: "ICRouter"
        }
    }

    /// The matching profile that reproduces the library (docs/profiles.md).
    public var profile: String { rawValue }
}

/// What a source file registers with a routing library, read from string literals at the call site.
public struct RouteRegistration: Sendable, Hashable {
    /// What is registered.
    public enum Kind: Sendable, Hashable {
        /// A route pattern, with the scheme of its table when the call names one (JLRoutes
        /// `routesForScheme:`, or the `scheme://` of an IKRouter pattern).
        case route(pattern: String, scheme: String?)
        /// An IKRouter Routable: the screen (its class) shown for a parameter.
        case parameterScreen(parameter: String, screen: String)
        /// A JLRoutes scheme table that falls back to the global one (`shouldFallbackToGlobalRoutes`).
        case fallbackToGlobal(scheme: String)
    }

    /// The library the call belongs to.
    public var library: RoutingLibrary
    /// What it registers.
    public var kind: Kind
    /// Where the call is.
    public var source: ImportSource
}

/// Reads the route registrations of JLRoutes, WAAppRouting, IKRouter and ICRouter in an
/// Objective-C or Swift source file, as string literals at their call sites. A call whose
/// pattern is not a string literal is reported, not guessed; a method's own declaration (as in
/// a copy of the library's sources) is not a call and is passed over.
public enum RegistrationScanner {
    /// The words one of which a file must contain to be read at all: a fast test, most files have none.
    static let anchors = ["addRoute", "addRoutes", "registerAppRoutePath", "routeEntityWithName", "registerRouteHandler",
                          "registerRoutableWithParameter", "routeWithPath", "ICSimpleRouteMatcher", "JLRoutes"]

    /// The registrations in `bytes` (the file `file`), and the calls whose arguments are not literals.
    public static func scan(_ bytes: [UInt8], file: String) -> (registrations: [RouteRegistration], notUnderstood: [NotUnderstood]) {
        guard anchors.contains(where: { contains(bytes, Array($0.utf8)) }) else { return ([], []) }
        let text = SourceText(bytes)
        var scan = Scan(text: text, file: file,
                        schemeCalls: ["routesForScheme", "forScheme"].flatMap { word in text.occurrences(of: word).map { ($0, word) } })
        scan.readJLRoutes()
        scan.readWAAppRouting()
        scan.readIKRouter()
        scan.readICRouter()
        let order = { (entry: (Int, RouteRegistration?, NotUnderstood?)) in entry.0 }
        let found = scan.found.sorted { order($0) < order($1) }
        return (found.compactMap(\.1), found.compactMap(\.2))
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    private struct Scan {
        let text: SourceText
        let file: String
        /// Where `routesForScheme`/`forScheme` are written, read once for every call's receiver.
        let schemeCalls: [(offset: Int, word: String)]
        /// Registrations and problems by offset, sorted at the end into file order.
        var found: [(Int, RouteRegistration?, NotUnderstood?)] = []

        private func source(_ offset: Int) -> ImportSource { ImportSource(file: file, line: text.line(of: offset)) }

        private mutating func add(_ library: RoutingLibrary, _ kind: RouteRegistration.Kind, at offset: Int) {
            found.append((offset, RouteRegistration(library: library, kind: kind, source: source(offset)), nil))
        }

        private mutating func problem(_ what: String, at offset: Int) {
            found.append((offset, nil, NotUnderstood(source: source(offset), what: what)))
        }

        /// After `name` at `offset`: the offset of its first argument (past `:` or `(`), or `nil`
        /// for a declaration (`func name(`, `- (…)name:(Type)`) or a mere mention.
        private func argumentStart(after name: String, at offset: Int) -> Int? {
            let end = offset + name.utf8.count
            guard end < text.code.count else { return nil }
            let opener = text.code[end]
            guard opener == UInt8(ascii: ":") || opener == UInt8(ascii: "(") else { return nil }
            if text.word(before: offset) == "func" { return nil }
            let argument = text.skipSpace(end + 1)
            // `addRoute:(NSString *)pattern` is Objective-C's declaration of the method.
            if opener == UInt8(ascii: ":"), argument < text.code.count, text.code[argument] == UInt8(ascii: "(") { return nil }
            return argument
        }

        /// Reads the literal pattern argument at `argument`, or reports what is there instead.
        private mutating func pattern(at argument: Int, call: String, library: RoutingLibrary, callAt offset: Int) -> String? {
            if let literal = text.literal(at: argument) {
                if let pattern = literal.text { return pattern }
                problem("\(library.displayName) \(call) with a pattern built by string interpolation: not imported", at: offset)
                return nil
            }
            problem("\(library.displayName) \(call) with a pattern that is not a string literal (\(text.expression(at: argument))): not imported",
                    at: offset)
            return nil
        }

        /// The scheme a JLRoutes call's receiver names in the same statement (`routesForScheme:@"thing"`,
        /// `JLRoutes(forScheme: "thing")`, `routesForScheme("thing")`).
        private func receiverScheme(before offset: Int) -> String? {
            let start = text.statementStart(before: offset)
            for (candidate, word) in schemeCalls where candidate >= start && candidate < offset {
                let argument = text.skipSpace(candidate + word.utf8.count + 1)
                if let literal = text.literal(at: argument), let scheme = literal.text { return scheme }
            }
            return nil
        }

        mutating func readJLRoutes() {
            for call in ["addRoute", "addRoutes"] {
                for offset in text.occurrences(of: call) {
                    guard let argument = argumentStart(after: call, at: offset) else { continue }
                    let scheme = receiverScheme(before: offset)
                    let label = text.code[offset + call.utf8.count] == UInt8(ascii: ":") ? "\(call):" : "\(call)(_:)"
                    if call == "addRoutes" {
                        readPatternList(at: argument, call: label, scheme: scheme, callAt: offset)
                    } else if let pattern = pattern(at: argument, call: label, library: .jlroutes, callAt: offset) {
                        add(.jlroutes, .route(pattern: pattern, scheme: scheme), at: offset)
                    }
                }
            }
            // Subscripting: `[JLRoutes globalRoutes][@"/a"] = ^…`, `JLRoutes.global()["/a"] = {…}`,
            // and `shouldFallbackToGlobalRoutes` on a scheme's table.
            for offset in text.occurrences(of: "JLRoutes") {
                guard let (receiverEnd, scheme) = receiver(after: offset) else { continue }
                var index = text.skipSpace(receiverEnd)
                if index < text.code.count, text.code[index] == UInt8(ascii: "[") {
                    index = text.skipSpace(index + 1)
                    guard let literal = text.literal(at: index) else {
                        problem("JLRoutes subscript with a pattern that is not a string literal (\(text.expression(at: index))): not imported", at: offset)
                        continue
                    }
                    let close = text.skipSpace(literal.end)
                    let assign = text.skipSpace(close + 1)
                    guard close < text.code.count, text.code[close] == UInt8(ascii: "]"), text.hasText("=", at: assign),
                          !text.hasText("==", at: assign) else { continue }
                    if let pattern = literal.text {
                        add(.jlroutes, .route(pattern: pattern, scheme: scheme), at: offset)
                    } else {
                        problem("JLRoutes subscript with a pattern built by string interpolation: not imported", at: offset)
                    }
                } else if let scheme, text.hasText(".shouldFallbackToGlobalRoutes", at: index) {
                    let assign = text.skipSpace(index + ".shouldFallbackToGlobalRoutes".utf8.count)
                    let value = text.skipSpace(assign + 1)
                    if text.hasText("=", at: assign), text.hasText("YES", at: value) || text.hasText("true", at: value) {
                        add(.jlroutes, .fallbackToGlobal(scheme: scheme), at: offset)
                    }
                }
            }
        }

        /// The end of a JLRoutes receiver written from `JLRoutes` at `offset`, and the scheme it names.
        private func receiver(after offset: Int) -> (end: Int, scheme: String?)? {
            let after = offset + "JLRoutes".utf8.count
            for form in [".globalRoutes", ".global()"] where text.hasText(form, at: after) { return (after + form.utf8.count, nil) }
            let objc = text.skipSpace(after)
            if text.hasText("globalRoutes", at: objc) {
                let close = text.skipSpace(objc + "globalRoutes".utf8.count)
                return text.hasText("]", at: close) ? (close + 1, nil) : nil
            }
            for (form, close) in [("routesForScheme:", "]"), ("(forScheme:", ")"), (".routesForScheme(", ")")] {
                let start = form.hasPrefix("r") ? objc : after
                guard text.hasText(form, at: start), let literal = text.literal(at: text.skipSpace(start + form.utf8.count)),
                      let scheme = literal.text else { continue }
                let end = text.skipSpace(literal.end)
                return text.hasText(close, at: end) ? (end + 1, scheme) : nil
            }
            return nil
        }

        /// `addRoutes:@[@"/a", @"/b"]` or `addRoutes(["/a", "/b"])`.
        private mutating func readPatternList(at argument: Int, call: String, scheme: String?, callAt offset: Int) {
            var index = argument
            if text.hasText("@", at: index) { index += 1 }
            guard text.hasText("[", at: index) else {
                problem("JLRoutes \(call) with patterns that are not an array literal (\(text.expression(at: argument))): not imported", at: offset)
                return
            }
            index = text.skipSpace(index + 1)
            while index < text.code.count, !text.hasText("]", at: index) {
                guard let literal = text.literal(at: index) else {
                    problem("JLRoutes \(call) with a pattern that is not a string literal (\(text.expression(at: index))): not imported", at: offset)
                    return
                }
                if let pattern = literal.text { add(.jlroutes, .route(pattern: pattern, scheme: scheme), at: index) }
                index = text.skipSpace(literal.end)
                if text.hasText(",", at: index) { index = text.skipSpace(index + 1) }
            }
        }

        mutating func readWAAppRouting() {
            for offset in text.occurrences(of: "registerAppRoutePath") {
                guard let argument = argumentStart(after: "registerAppRoutePath", at: offset) else { continue }
                if let pattern = pattern(at: argument, call: "registerAppRoutePath:", library: .waapprouting, callAt: offset) {
                    add(.waapprouting, .route(pattern: pattern, scheme: nil), at: offset)
                }
            }
            for offset in text.occurrences(of: "routeEntityWithName") {
                guard argumentStart(after: "routeEntityWithName", at: offset) != nil else { continue }
                // The `path:` argument of the same message.
                var index = offset
                var found: Int?
                while index < text.code.count, text.code[index] != UInt8(ascii: ";") {
                    if text.hasText("path:", at: index), index > 0, !SourceText.isIdentifier(text.code[index - 1]) { found = index; break }
                    index += 1
                }
                guard let found else {
                    problem("WAAppRouting routeEntityWithName: without a path: argument: not imported", at: offset)
                    continue
                }
                if let pattern = pattern(at: text.skipSpace(found + 5), call: "routeEntityWithName:path:", library: .waapprouting,
                                         callAt: offset) {
                    add(.waapprouting, .route(pattern: pattern, scheme: nil), at: offset)
                }
            }
        }

        mutating func readIKRouter() {
            for offset in text.occurrences(of: "registerRouteHandler") {
                guard let argument = argumentStart(after: "registerRouteHandler", at: offset) else { continue }
                guard let pattern = pattern(at: argument, call: "registerRouteHandler", library: .ikrouter, callAt: offset) else { continue }
                if let separator = pattern.range(of: "://") {
                    add(.ikrouter, .route(pattern: String(pattern[separator.upperBound...]), scheme: String(pattern[..<separator.lowerBound])),
                        at: offset)
                } else {
                    add(.ikrouter, .route(pattern: pattern, scheme: nil), at: offset)
                }
            }
            for offset in text.occurrences(of: "registerRoutableWithParameter") {
                guard let argument = argumentStart(after: "registerRoutableWithParameter", at: offset) else { continue }
                // `(ProjectViewController.self, parameter: ":projectId")`
                var index = argument
                var screenEnd = index
                while screenEnd < text.code.count, SourceText.isIdentifier(text.code[screenEnd]) || text.code[screenEnd] == UInt8(ascii: ".") {
                    screenEnd += 1
                }
                var screen = String(decoding: text.code[index..<screenEnd], as: UTF8.self)
                if screen.hasSuffix(".self") { screen.removeLast(5) }
                screen = String(screen.split(separator: ".").last ?? "")
                index = text.skipSpace(screenEnd)
                guard !screen.isEmpty, text.hasText(",", at: index) else {
                    problem("IKRouter registerRoutableWithParameter with a type that is not written as NAME.self (\(text.expression(at: argument))): not imported",
                            at: offset)
                    continue
                }
                index = text.skipSpace(index + 1)
                guard text.hasText("parameter:", at: index) else { continue }
                guard let parameter = pattern(at: text.skipSpace(index + "parameter:".utf8.count), call: "registerRoutableWithParameter",
                                              library: .ikrouter, callAt: offset) else { continue }
                let name = parameter.hasPrefix(":") ? String(parameter.dropFirst()) : parameter
                add(.ikrouter, .parameterScreen(parameter: name, screen: screen), at: offset)
            }
        }

        mutating func readICRouter() {
            for offset in text.occurrences(of: "routeWithPath") {
                guard let argument = argumentStart(after: "routeWithPath", at: offset) else { continue }
                if let pattern = pattern(at: argument, call: "routeWithPath:", library: .icrouter, callAt: offset) {
                    add(.icrouter, .route(pattern: pattern, scheme: nil), at: offset)
                }
            }
            for offset in text.occurrences(of: "ICSimpleRouteMatcher") {
                // `[[ICSimpleRouteMatcher alloc] initWithPath:@"users/{user_id}"]`
                var index = text.skipSpace(offset + "ICSimpleRouteMatcher".utf8.count)
                guard text.hasText("alloc", at: index) else { continue }
                index = text.skipSpace(index + 5)
                guard text.hasText("]", at: index) else { continue }
                index = text.skipSpace(index + 1)
                guard text.hasText("initWithPath:", at: index) else { continue }
                if let pattern = pattern(at: text.skipSpace(index + "initWithPath:".utf8.count), call: "ICSimpleRouteMatcher initWithPath:",
                                         library: .icrouter, callAt: offset) {
                    add(.icrouter, .route(pattern: pattern, scheme: nil), at: offset)
                }
            }
        }
    }
}
