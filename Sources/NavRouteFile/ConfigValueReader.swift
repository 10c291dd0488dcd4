import NavRouting
import Foundation
import NavRouting
import NavApp
import NavSupport

/// A JSON node together with its JSON path: what the route-file decoder reads
/// and what a diagnostic points at.
package struct LocatedNode {
    package let node: JSONNode
    package let path: JSONPath

    package var value: JSONValue { node.value }
    package var position: SourcePosition { node.position }

    package init(node: JSONNode, path: JSONPath) {
        self.node = node
        self.path = path
    }
}

/// The members of a JSON object, looked up by key, each with its path.
package struct ObjectFields {
    /// The object itself (for "missing key" diagnostics).
    package let object: LocatedNode
    private let members: [JSONMember]
    /// The last member of each key, for objects too large to scan on every lookup; the objects
    /// of a route file have a handful of keys, scanned without building a dictionary each.
    private let indexByKey: [String: Int]?
    private static let linearScanLimit = 16

    package init(object: LocatedNode, members: [JSONMember]) {
        self.object = object
        self.members = members
        indexByKey = members.count > Self.linearScanLimit
            ? Dictionary(members.indices.map { (members[$0].key, $0) }, uniquingKeysWith: { _, last in last })
            : nil
    }

    /// The member's value, or `nil` when the key is absent (the last one when a key repeats).
    package subscript(key: String) -> LocatedNode? {
        let member = indexByKey.map { $0[key].map { members[$0] } } ?? members.last { $0.key == key }
        return member.map { LocatedNode(node: $0.value, path: object.path.appending(key)) }
    }
}

/// Reads typed values out of JSON nodes and records a ``ConfigDiagnostic`` for
/// each one of the wrong shape instead of stopping, so a whole file's problems
/// are found in one pass. Every reader returns `nil` after recording an error.
package final class ConfigValueReader {
    package private(set) var diagnostics: [ConfigDiagnostic] = []
    /// Whether an unknown key is an error (scenario files, `navsim check`) or a warning that
    /// says the key is ignored (a route file the UI or a headless command runs on).
    package var unknownKeysAreErrors: Bool

    package init(unknownKeysAreErrors: Bool = false) {
        self.unknownKeysAreErrors = unknownKeysAreErrors
    }

    // MARK: Recording

    package func error(_ message: String, at path: JSONPath, _ position: SourcePosition, danglingReference: Bool = false) {
        diagnostics.append(ConfigDiagnostic(
            severity: .error, message: message, jsonPath: path.description, position: position,
            isDanglingReference: danglingReference))
    }

    package func warning(_ message: String, at path: JSONPath, _ position: SourcePosition, rule: String? = nil) {
        diagnostics.append(ConfigDiagnostic(
            severity: .warning, message: message, jsonPath: path.description, position: position, rule: rule))
    }

    package func error(_ message: String, at located: LocatedNode, danglingReference: Bool = false) {
        error(message, at: located.path, located.position, danglingReference: danglingReference)
    }

    package func warning(_ message: String, at located: LocatedNode, rule: String? = nil) {
        warning(message, at: located.path, located.position, rule: rule)
    }

    /// Records `expected WHAT, found …` and returns `nil`.
    package func mismatch<Result>(expected: String, _ located: LocatedNode) -> Result? {
        error("expected \(expected), found \(located.value.summary)", at: located)
        return nil
    }

    // MARK: Scalars

    package func string(_ located: LocatedNode) -> String? {
        guard case .string(let text) = located.value else { return mismatch(expected: "a string", located) }
        return text
    }

    package func nonEmptyString(_ located: LocatedNode) -> String? {
        guard case .string(let text) = located.value, !text.isEmpty else {
            return mismatch(expected: "a non-empty string", located)
        }
        return text
    }

    package func bool(_ located: LocatedNode) -> Bool? {
        guard case .bool(let flag) = located.value else { return mismatch(expected: "a boolean", located) }
        return flag
    }

    /// An integral number that fits exactly in a `Double` (±2^53).
    package func integer(_ located: LocatedNode) -> Int? {
        let exactLimit = 9_007_199_254_740_992.0
        guard case .number(let number, let text) = located.value else { return mismatch(expected: "an integer", located) }
        // Written as an integer: every 64-bit value, read from its text (a Double keeps only 53 bits).
        if let exact = Int(text) { return exact }
        guard number.rounded() == number, abs(number) <= exactLimit else { return mismatch(expected: "an integer", located) }
        return Int(number)
    }

    /// A flag value: `true`/`false`, also written `"true"`/`"false"` or `1`/`0`.
    package func flag(_ located: LocatedNode) -> Bool? {
        switch located.value {
        case .bool(let flag): return flag
        case .string("true"), .number(1, _): return true
        case .string("false"), .number(0, _): return false
        default: return mismatch(expected: "a boolean", located)
        }
    }

    /// A parameter value: a string as is, a number as written, a boolean as `true`/`false`.
    package func scalarText(_ located: LocatedNode) -> String? {
        switch located.value {
        case .string(let text): return text
        case .number(_, let text): return text
        case .bool(let flag): return String(flag)
        default: return mismatch(expected: "a string, number or boolean", located)
        }
    }

    /// One of an enumeration's raw values; the message lists them all and suggests the closest.
    package func choice<Choice: RawRepresentable & CaseIterable>(_ located: LocatedNode) -> Choice?
    where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        if case .string(let text) = located.value, let choice = Choice(rawValue: text) {
            return choice
        }
        var message = "expected one of \(names.map(quotedJSONString).joined(separator: ", ")), found \(located.value.summary)"
        if case .string(let text) = located.value, let suggestion = closestMatch(to: text, among: names) {
            message += "; did you mean \(quotedJSONString(suggestion))?"
        }
        error(message, at: located)
        return nil
    }

    /// A regular expression that `NSRegularExpression` compiles (the matcher's engine), checked
    /// without starting ICU when the Swift parser accepts it; the table compiles it when first used.
    ///
    /// Loading for a command checks with the Swift parser only (starting ICU costs more than the
    /// rest of a `match`); `check` (``unknownKeysAreErrors``) also asks ICU, so an expression
    /// only ICU refuses (`(?P<n>…)`) is an error there rather than a route that accepts nothing.
    package func regularExpression(_ located: LocatedNode) -> String? {
        guard let pattern = nonEmptyString(located) else { return nil }
        if !unknownKeysAreErrors, LazyRegularExpression.validated(pattern) != nil { return pattern }
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return pattern
        } catch {
            self.error(
                "invalid regular expression \(quotedJSONString(pattern)): \(Self.explanation(ofInvalidPattern: pattern, error))",
                at: located)
            return nil
        }
    }

    /// Why a pattern does not compile. Foundation on Linux only says "The value is
    /// invalid", so the Swift regex parser, which names the problem, is asked first.
    private static func explanation(ofInvalidPattern pattern: String, _ error: any Error) -> String {
        if #available(macOS 13, iOS 16, *) {
            do {
                _ = try Regex(pattern)
            } catch {
                return String(describing: error)
            }
        }
        // Swift's own parser took it, so only ICU (the engine `where` uses) refuses it.
        return "ICU, the regular expression engine `where` uses, does not accept this syntax"
            + (pattern.contains("(?P") ? " (a named group is written (?<name>…), without the P)" : "")
            + (error.localizedDescription.contains("The value is invalid") ? "" : ": " + error.localizedDescription)
    }

    /// A URL scheme name as RFC 3986 defines it: a letter, then letters, digits, `+`, `-`, `.`.
    package func schemeName(_ located: LocatedNode) -> String? {
        guard let name = nonEmptyString(located), isSchemeName(name, at: located.path, located.position) else {
            return nil
        }
        return name
    }

    /// A universal-link domain (`domains`): a host name as a URL's host is compared with it
    /// (`hotels.example.com`); records an error naming what to write instead of a scheme, port,
    /// path, wildcard or spaces, none of which a host holds, so such an entry would never match.
    package func domainName(_ located: LocatedNode) -> String? {
        guard let name = nonEmptyString(located) else { return nil }
        let isIPv6Literal = name.hasPrefix("[") && name.hasSuffix("]")
            && name.dropFirst().dropLast().allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
        // Letters of any script: a host such as café.example is compared as written.
        guard !Self.isHostName(name, allowingWildcard: false, asciiOnly: false), !isIPv6Literal else { return name }
        error(Self.notADomain(name, wildcards: "a wildcard matches nothing here, so list each host (links.ios.associations takes *.DOMAIN)"),
              at: located)
        return nil
    }

    /// Whether `text` is a host name: dot-separated labels of letters, digits and `-` (`*.` first
    /// when `allowingWildcard`, ASCII letters only when `asciiOnly`).
    package static func isHostName(_ text: String, allowingWildcard: Bool, asciiOnly: Bool = true) -> Bool {
        let labels = (allowingWildcard && text.hasPrefix("*.") ? String(text.dropFirst(2)) : text)
            .split(separator: ".", omittingEmptySubsequences: false)
        return !labels.isEmpty && labels.allSatisfy { label in
            !label.isEmpty && label.allSatisfy { ($0.isASCII || !asciiOnly) && ($0.isLetter || $0.isNumber || $0 == "-") }
        }
    }

    /// Why `text` is not a domain, with the host to write when one can be read out of it (from a
    /// URL, `host:port` or padded text); `wildcards` says what becomes of a `*` where none is read.
    package static func notADomain(_ text: String, wildcards: String? = nil) -> String {
        var message = "\(quotedJSONString(text)) is not a domain: write a host name such as \"hotels.example.com\","
            + " without a scheme, port or path"
        var host = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if let schemeEnd = host.range(of: "://") { host = host[schemeEnd.upperBound...] }
        if let end = host.firstIndex(where: { "/?#".contains($0) }) { host = host[..<end] }
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let colon = host.firstIndex(of: ":") { host = host[..<colon] }
        if let wildcards, host.contains("*") {
            message += "; \(wildcards)"
        } else if String(host) != text, isHostName(String(host), allowingWildcard: wildcards == nil, asciiOnly: false) {
            message += "; here \(quotedJSONString(String(host)))"
        }
        return message
    }

    /// Whether `name` is a valid scheme name; records an error when it is not.
    package func isSchemeName(_ name: String, at path: JSONPath, _ position: SourcePosition) -> Bool {
        let isValid = name.first.map { $0.isASCII && $0.isLetter } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
        guard !isValid else { return true }
        var message = "\(quotedJSONString(name)) is not a scheme name: it must start with a letter"
            + " and hold only letters, digits, \"+\", \"-\" and \".\""
        if let colon = name.firstIndex(of: ":"), colon > name.startIndex {
            message += "; write \(quotedJSONString(String(name[..<colon])))"
        }
        error(message, at: path, position)
        return false
    }

    // MARK: Containers

    /// An array's elements read by `element`; elements it refuses are left out.
    package func array<Element>(_ located: LocatedNode, element: (LocatedNode) -> Element?) -> [Element]? {
        guard case .array(let nodes) = located.value else { return mismatch(expected: "an array", located) }
        return nodes.enumerated().compactMap { index, node in
            element(LocatedNode(node: node, path: located.path.appending(index)))
        }
    }

    /// An array of non-empty strings (domains, flags, dependencies).
    package func nonEmptyStrings(_ located: LocatedNode) -> [String]? {
        array(located, element: nonEmptyString)
    }

    /// An object with keys the user names (screens, flags, parameters), each value
    /// read by `value(key, node)` in file order. Empty keys, keys `acceptKey` refuses
    /// (it records why) and values `value` refuses are left out.
    package func map<Value>(
        _ located: LocatedNode,
        acceptKey: (String, JSONPath, SourcePosition) -> Bool = { _, _, _ in true },
        value: (String, LocatedNode) -> Value?
    ) -> RouteFile.OrderedMap<Value>? {
        guard case .object(let members) = located.value else { return mismatch(expected: "an object", located) }
        var map = RouteFile.OrderedMap<Value>()
        for member in members {
            let memberPath = located.path.appending(member.key)
            guard !member.key.isEmpty else {
                error("the key is empty", at: memberPath, member.keyPosition)
                continue
            }
            guard acceptKey(member.key, memberPath, member.keyPosition) else { continue }
            if let read = value(member.key, LocatedNode(node: member.value, path: memberPath)) {
                map[member.key] = read
            }
        }
        return map
    }

    /// How many unknown keys of one object get a diagnostic each; the rest are counted in one.
    static let mostUnknownKeysListed = 20

    /// An object with a fixed set of keys; others get an "unknown key" error or warning
    /// (``unknownKeysAreErrors``) with the closest known key as a suggestion.
    package func object(_ located: LocatedNode, knownKeys: [String]) -> ObjectFields? {
        guard case .object(let members) = located.value else { return mismatch(expected: "an object", located) }
        var unknown = 0
        for member in members where !knownKeys.contains(member.key) {
            unknown += 1
            guard unknown <= Self.mostUnknownKeysListed else { continue }
            var message = "unknown key \(quotedJSONString(member.key))" + (unknownKeysAreErrors ? "" : " is ignored")
            if let suggestion = closestMatch(to: member.key, among: knownKeys) {
                message += "; did you mean \(quotedJSONString(suggestion))?"
            }
            diagnostics.append(ConfigDiagnostic(
                severity: unknownKeysAreErrors ? .error : .warning, message: message,
                jsonPath: located.path.appending(member.key).description, position: member.keyPosition, isUnknownKey: true))
        }
        if unknown > Self.mostUnknownKeysListed {
            let more = unknown - Self.mostUnknownKeysListed, listed = Self.mostUnknownKeysListed
            if unknownKeysAreErrors {
                error("\(more) more unknown keys (only the first \(listed) are listed)", at: located)
            } else {
                warning("\(more) more unknown keys are ignored (only the first \(listed) are listed)", at: located)
            }
        }
        return ObjectFields(object: located, members: members)
    }

    /// The member `key` of `fields`; records `missing required key` when it is absent.
    package func required(_ key: String, in fields: ObjectFields) -> LocatedNode? {
        guard let member = fields[key] else {
            error("missing required key \(quotedJSONString(key))", at: fields.object)
            return nil
        }
        return member
    }
}
