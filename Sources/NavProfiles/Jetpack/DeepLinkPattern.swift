import Foundation
import NavRouting
import NavSyntax

/// One argument a deep link can fill, as the destination declares it.
package struct DeepLinkArgument: Sendable, Equatable {
    package var name: String
    package var type: NavArgumentType
    /// Not nullable and without a default: a link that does not give it does not match.
    package var isRequired: Bool

    package init(name: String, type: NavArgumentType, isRequired: Bool) {
        self.name = name
        self.type = type
        self.isRequired = isRequired
    }
}

/// A `<deepLink app:uri>` pattern compiled as androidx's `NavDeepLink` compiles it
/// (NavDeepLink.kt `parsePath`, `buildRegex`, `parseQuery`, `parseFragment`), and matched as
/// `getMatchingArguments` matches (docs/profiles.md lists each rule with its source).
///
/// In a route's `path` the pattern is the URI as written, each placeholder optionally typed
/// after a colon: `{id:integer}` (required), `{tab:string?}` (nullable or with a default);
/// an untyped `{name}` is a string no destination declares.
package struct DeepLinkPattern: Sendable {
    /// The URI pattern with the types removed (`www.example.com/users/{id}`).
    package let uri: String
    /// The typed placeholders, by name.
    package let arguments: [String: DeepLinkArgument]
    /// The whole-URI regex: `^`, `http[s]?://` when the pattern has no scheme, the literal
    /// text escaped with `.*` kept as a wildcard, `([^/]*?|)` per placeholder, then any query
    /// or fragment. Case-insensitive.
    let pathRegex: NSRegularExpression
    /// What the path template's literal text demands of a URI, checked before `pathRegex` runs.
    let pathLiterals: DeepLinkLiterals
    let pathArguments: [String]
    /// No placeholder and no `.*` before the query (the "exact" deep link that wins).
    package let isExact: Bool
    /// The pattern's path segments (`Uri.getPathSegments`, a scheme-less host included).
    let segments: Set<String>
    /// One template per query parameter of the pattern, in order; empty when the pattern has no query.
    let query: [QueryTemplate]
    /// `?{arg}`: the whole query string is the value.
    let singleQueryValueOnly: Bool
    /// The fragment template, when the pattern has `#…`.
    let fragment: (regex: NSRegularExpression, arguments: [String])?

    struct QueryTemplate: @unchecked Sendable {
        // NSRegularExpression is immutable and thread-safe.
        var parameter: String
        /// The template as written (`{query}`, `{first}_{last}`).
        var template: String
        /// `nil` for a template that is one placeholder and nothing else (`{q}`): its regex,
        /// `^(?:([\s\S]+?)?)$`, takes any value whole, so none is compiled.
        var regex: NSRegularExpression?
        var arguments: [String]
    }

    /// Compiles `source` (typed placeholders allowed); `nil` with a reason when it cannot be.
    package static func compile(_ source: String) -> Result<DeepLinkPattern, PatternError> {
        do {
            return .success(try DeepLinkPattern(source))
        } catch {
            return .failure(error)
        }
    }

    private init(_ source: String) throws(PatternError) {
        var arguments: [String: DeepLinkArgument] = [:]
        uri = Self.untyped(source, into: &arguments)
        self.arguments = arguments
        // `^[a-zA-Z]+[+\w\-.]*:` anywhere at the start: the pattern names its scheme.
        let hasScheme = Self.startsWithScheme(uri)
        let split = uri.firstIndex { $0 == "?" || $0 == "#" } ?? uri.endIndex
        var regex = "^" + (hasScheme ? "" : "http[s]?://")
        var pathArguments: [String] = []
        regex += Self.templateRegex(String(uri[..<split]), placeholder: "([^/]*?|)", arguments: &pathArguments)
        let beforeQuery = uri[..<split]
        isExact = !beforeQuery.contains("{") && !beforeQuery.contains(".*")
        regex += "($|(\\?(.)*)|(#(.)*))"
        guard let compiled = try? NSRegularExpression(pattern: "(?:" + regex + ")$", options: [.caseInsensitive]) else {
            throw PatternError(pattern: source, column: 1, message: "the deep link's URI does not compile as a regular expression")
        }
        pathRegex = compiled
        pathLiterals = DeepLinkLiterals(template: beforeQuery)
        self.pathArguments = pathArguments
        segments = Set(Self.patternPathSegments(uri))
        // QUERY_PATTERN `^[^?#]+\?([^#]*).*`: a query only after a non-empty start.
        var templates: [QueryTemplate] = []
        var single = false
        if let question = uri.firstIndex(of: "?"), question > uri.startIndex, !uri[..<question].contains("#") {
            var query = uri[uri.index(after: question)...]
            if let hash = query.firstIndex(of: "#") { query = query[..<hash] }
            for item in query.split(separator: "&", omittingEmptySubsequences: true) {
                let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let name = String(pieces[0])
                let template: String
                if pieces.count == 2 {
                    template = Self.decode(pieces[1])
                } else {
                    template = name
                    single = true
                }
                var names: [String] = []
                let body = Self.templateRegex(template, placeholder: "([\\s\\S]+?)?", arguments: &names)
                var compiled: NSRegularExpression?
                if names.count != 1 || template != "{\(names[0])}" {
                    compiled = try? NSRegularExpression(pattern: "^(?:" + body + ")$")
                    guard compiled != nil else {
                        throw PatternError(pattern: source, column: 1, message: "the query parameter '\(name)' does not compile")
                    }
                }
                templates.append(QueryTemplate(parameter: Self.decode(name), template: template, regex: compiled, arguments: names))
            }
        }
        self.query = templates
        singleQueryValueOnly = single
        if let hash = uri.firstIndex(of: "#") {
            var names: [String] = []
            let body = Self.templateRegex(String(uri[uri.index(after: hash)...]), placeholder: "([^/]*?|)", arguments: &names)
            guard let compiled = try? NSRegularExpression(pattern: "^(?:" + body + ")$", options: [.caseInsensitive]) else {
                throw PatternError(pattern: source, column: 1, message: "the fragment does not compile")
            }
            fragment = (compiled, names)
        } else {
            fragment = nil
        }
    }

    /// The query parameter whose whole template is `{name}`, if any.
    package func queryKey(for name: String) -> String? {
        query.first { $0.template == "{\(name)}" && !singleQueryValueOnly }?.parameter
    }

    // MARK: matching

    /// What one deep link made of a URI: its arguments and what ranks it against others.
    package struct Match: Sendable {
        /// Path, then query, then fragment values, each parsed by its type.
        package var values: [MatchedParameter]
        package var isExact: Bool
        /// Path segments the URI shares with the pattern (`calculateMatchingPathSegments`).
        package var matchingSegments: Int

        /// androidx `DeepLinkMatch.compareTo` for URI links (no action or MIME type to compare):
        /// exact, then shared path segments, then having arguments, then more arguments.
        package func isBetter(than other: Match) -> Bool {
            if isExact != other.isExact { return isExact }
            if matchingSegments != other.matchingSegments { return matchingSegments > other.matchingSegments }
            if values.isEmpty != other.values.isEmpty { return !values.isEmpty }
            return values.count > other.values.count
        }
    }

    /// The arguments `uri` gives, or `nil` when the deep link does not match it (NavDeepLink
    /// `getMatchingArguments`): the path regex fails, a path value fails its type, a query
    /// value fails its template, or a required argument has no value.
    package func match(_ uri: String) -> Match? {
        guard pathLiterals.admit(uri), let result = Self.wholeMatch(pathRegex, uri) else { return nil }
        var values: [MatchedParameter] = []
        let text = uri as NSString
        for (offset, name) in pathArguments.enumerated() {
            let decoded = Self.decode(Self.group(offset + 1, of: result, in: text))
            // A path value that does not parse means this deep link does not take the URI.
            guard let value = parse(decoded, for: name) else { return nil }
            values.append(MatchedParameter(name: name, value: .single(value), source: .path))
        }
        let parts = Self.requestParts(uri)
        for template in query {
            var inputs = parts.query.filter { $0.name == template.parameter }.map { $0.value }
            if singleQueryValueOnly, let whole = parts.rawQuery { inputs = [Self.decode(whole)] }
            var collected: [String: [String]] = [:]
            for input in inputs {
                var raws = [input]
                if let regex = template.regex {
                    guard let found = Self.wholeMatch(regex, input) else { return nil }
                    raws = template.arguments.indices.map { Self.group($0 + 1, of: found, in: input as NSString) }
                }
                for (name, raw) in zip(template.arguments, raws) {
                    // A value equal to the placeholder itself counts as no value, except for strings.
                    if raw == "{\(name)}", let type = arguments[name]?.type, type != .string { continue }
                    // A value that does not parse is dropped (the argument is then missing).
                    guard let value = parse(raw, for: name) else { continue }
                    collected[name, default: []].append(value)
                }
            }
            for name in template.arguments where !values.contains(where: { $0.name == name }) {
                let found = collected[name] ?? []
                if case .array? = arguments[name]?.type {
                    values.append(MatchedParameter(name: name, value: .list(found), source: .query))
                } else if let first = found.first {
                    values.append(MatchedParameter(name: name, value: .single(first), source: .query))
                }
            }
        }
        if let fragment, let text = parts.fragment, let found = Self.wholeMatch(fragment.regex, text) {
            var fragmentValues: [MatchedParameter] = []
            var parsedAll = true
            for (offset, name) in fragment.arguments.enumerated() {
                guard let value = parse(Self.decode(Self.group(offset + 1, of: found, in: text as NSString)), for: name) else { parsedAll = false; break }
                fragmentValues.append(MatchedParameter(name: name, value: .single(value), source: .path))
            }
            // A fragment that does not parse never blocks the link (its arguments are missing).
            if parsedAll { values += fragmentValues.filter { value in !values.contains { $0.name == value.name } } }
        }
        for argument in arguments.values where argument.isRequired && !values.contains(where: { $0.name == argument.name }) {
            return nil
        }
        let requested = Set(parts.pathSegments)
        return Match(values: values, isExact: isExact, matchingSegments: requested.intersection(segments).count)
    }

    /// `text` parsed as the argument `name`'s type (a string when undeclared), or `nil`.
    private func parse(_ text: String, for name: String) -> String? {
        guard let argument = arguments[name] else { return text }
        return argument.type.parse(text)
    }

    /// What a URI's lowercased text must start with for the pattern `source` to match it: the
    /// pattern's literal text up to its first placeholder, wildcard, query or fragment, lowercased
    /// (after `http://` or `https://` when the pattern has no scheme: two prefixes). ASCII only, so
    /// case-insensitive comparison is exact. ``DeepLinkIndex`` finds a URI's candidate deep links
    /// by these, sparing the regexes of a large graph's other deep links.
    package static func literalPrefixes(_ source: String) -> [String] {
        var bytes: [UInt8] = []
        for byte in source.utf8 {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte >= 0x80 { break }
            if byte == UInt8(ascii: "*"), bytes.last == UInt8(ascii: ".") {
                bytes.removeLast()
                break
            }
            bytes.append(byte)
        }
        let prefix = String(decoding: bytes, as: UTF8.self).lowercased()
        return startsWithScheme(source) ? [prefix] : ["http://" + prefix, "https://" + prefix]
    }

    // MARK: text

    /// `uri` with each `{name:type}` written `{name}`; the types collected.
    /// The braces and the colon are ASCII, so the UTF-8 view finds them.
    static func untyped(_ source: String, into arguments: inout [String: DeepLinkArgument]) -> String {
        let bytes = source.utf8
        var out = ""
        var rest = bytes.startIndex
        while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "{")) {
            out += source[rest..<open]
            let start = bytes.index(after: open)
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")), close > start else {
                return out + source[open...]
            }
            var inside = source[start..<close]
            if let colon = inside.utf8.lastIndex(of: UInt8(ascii: ":")) {
                var typeName = inside[inside.index(after: colon)...]
                let optional = typeName.hasSuffix("?")
                if optional { typeName = typeName.dropLast() }
                if let type = NavArgumentType(argType: String(typeName)) {
                    let name = String(inside[..<colon])
                    arguments[name] = DeepLinkArgument(name: name, type: type, isRequired: !optional)
                    inside = inside[..<colon]
                }
            }
            out += "{" + inside + "}"
            rest = bytes.index(after: close)
        }
        return out + source[rest...]
    }

    /// `uri` with each argument's placeholder typed, for a route's `path`.
    /// Where the first `://` of `text` is, found on its UTF-8: Foundation's `range(of:)` and the
    /// standard library's generic `firstRange(of:)` cost more than the rest of reading a pattern.
    package static func schemeSeparator(in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while let colon = bytes[index...].firstIndex(of: UInt8(ascii: ":")) {
            let rest = bytes[bytes.index(after: colon)...]
            if rest.starts(with: "//".utf8) { return colon..<bytes.index(colon, offsetBy: 3) }
            index = bytes.index(after: colon)
        }
        return nil
    }

    /// One pass over the placeholders, as ``untyped(_:into:)`` reads them back.
    package static func typed(_ uri: String, arguments: [DeepLinkArgument]) -> String {
        guard !arguments.isEmpty else { return uri }
        var out = ""
        var rest = Substring(uri)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}") else { break }
            let name = after[..<close]
            out += rest[..<open]
            if let argument = arguments.first(where: { $0.name == name }) {
                out += "{\(name):\(argument.type.name)\(argument.isRequired ? "" : "?")}"
            } else {
                out += "{" + name + "}"
            }
            rest = after[after.index(after: close)...]
        }
        return out + rest
    }

    /// `^[a-zA-Z]+[+\w\-.]*:`, on ASCII bytes (a letter's Unicode properties are not needed).
    private static func startsWithScheme(_ text: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) }
        guard let first = text.utf8.first, isLetter(first) else { return false }
        for byte in text.utf8 {
            if byte == UInt8(ascii: ":") { return true }
            let ok = isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "+-._".utf8.contains(byte)
            if !ok { return false }
        }
        return false
    }

    /// The literal text escaped, `.*` kept as a wildcard, each `{name}` replaced by `placeholder`.
    private static func templateRegex(_ text: String, placeholder: String, arguments: inout [String]) -> String {
        var regex = ""
        var rest = Substring(text)
        // Each metacharacter quoted, `.*` kept (by hand: Foundation's escaping costs more than
        // compiling the regex).
        func literal(_ piece: Substring) -> String {
            var out = ""
            var index = piece.startIndex
            while index < piece.endIndex {
                let character = piece[index]
                let next = piece.index(after: index)
                if character == ".", next < piece.endIndex, piece[next] == "*" {
                    out += ".*"
                    index = piece.index(after: next)
                    continue
                }
                if "\\*?+[](){}^$|.".contains(character) { out.append("\\") }
                out.append(character)
                index = next
            }
            return out
        }
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), close > after.startIndex else { break }
            regex += literal(rest[..<open])
            arguments.append(String(after[..<close]))
            regex += placeholder
            rest = after[after.index(after: close)...]
        }
        return regex + literal(rest)
    }

    /// Path segments as `Uri.getPathSegments` gives them: after the authority when there is a
    /// scheme and `//`, else the whole text before `?`/`#`; empty segments dropped, decoded.
    private static func patternPathSegments(_ uri: String) -> [String] {
        var body = Substring(uri)
        if let end = body.firstIndex(where: { $0 == "?" || $0 == "#" }) { body = body[..<end] }
        if startsWithScheme(uri), let colon = body.firstIndex(of: ":") {
            body = body[body.index(after: colon)...]
            if body.hasPrefix("//") {
                body = body.dropFirst(2)
                body = body.firstIndex(of: "/").map { body[$0...] } ?? ""
            }
        }
        return body.split(separator: "/").map { decode($0) }
    }

    struct RequestParts {
        var pathSegments: [String]
        var rawQuery: Substring?
        var query: [(name: String, value: String)]
        var fragment: String?
    }

    /// A URI's path segments, query items and fragment, decoded as android.net.Uri decodes them
    /// (`getQueryParameters`: percent escapes, `+` kept).
    static func requestParts(_ uri: String) -> RequestParts {
        var body = Substring(uri)
        var fragment: String?
        if let hash = body.firstIndex(of: "#") {
            fragment = decode(body[body.index(after: hash)...])
            body = body[..<hash]
        }
        var rawQuery: Substring?
        if let question = body.firstIndex(of: "?") {
            rawQuery = body[body.index(after: question)...]
            body = body[..<question]
        }
        let query = (rawQuery ?? "").split(separator: "&", omittingEmptySubsequences: true).map { item in
            let pieces = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            return (name: decode(pieces[0]), value: pieces.count == 2 ? decode(pieces[1]) : "")
        }
        return RequestParts(pathSegments: patternPathSegments(String(body)), rawQuery: rawQuery, query: query, fragment: fragment)
    }

    /// Capture group `index` of `result`, or "" when it took no part (Kotlin's `groups[i]?.value.orEmpty()`).
    static func group(_ index: Int, of result: NSTextCheckingResult, in text: NSString) -> String {
        let range = result.range(at: index)
        return range.location == NSNotFound ? "" : text.substring(with: range)
    }

    /// Percent-decoding once (`NavUriUtils.decode`).
    static func decode<S: StringProtocol>(_ text: S) -> String {
        PercentDecoding.decode(text)
    }

    /// The match of `regex` over the whole of `text` (the regexes are anchored), stopped after
    /// `RegexBudget.budget` like every other user-written expression navsim runs.
    static func wholeMatch(_ regex: NSRegularExpression, _ text: String) -> NSTextCheckingResult? {
        let clock = ContinuousClock()
        guard let deadline = RegexBudget.evaluationDeadline() else { return nil }
        var found: NSTextCheckingResult?
        regex.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)) { match, _, stop in
            if let match {
                found = match
                stop.pointee = true
            } else if clock.now >= deadline {
                stop.pointee = true
            }
        }
        return found
    }
}
