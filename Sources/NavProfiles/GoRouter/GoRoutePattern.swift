import Foundation

/// A `GoRoute` path compiled as go_router's `patternToRegExp` compiles it: literal text is
/// matched exactly, `:name` takes one non-empty segment (`[^/]+`), `:name(re)` takes what `re`
/// takes, and unless the path ends in `/` the match must stop at a segment boundary
/// (`(?=/|$)`). The expression is anchored at the start and matched as a prefix of what is
/// left of the location, so that sub-routes can match the rest.
struct GoRoutePattern: @unchecked Sendable {
    // NSRegularExpression is immutable once built; sharing it between threads is safe.
    /// The path as written.
    let source: String
    /// The parameter names, in the order they appear.
    let parameters: [String]
    /// Whether letters compare case-sensitively (`GoRoute.caseSensitive`).
    let caseSensitive: Bool
    private let expression: NSRegularExpression
    /// The literal text the expression starts with (up to the first placeholder), as UTF-8,
    /// ASCII letters lowercased when matching ignores case; empty when that text is not ASCII.
    /// A location that does not start with it is no match, found without running the expression.
    private let literalPrefix: [UInt8]

    /// `:(\w+)` optionally followed by a parenthesised expression without unescaped inner
    /// parentheses (go_router's `_parameterRegExp`).
    /// (A constant pattern: it compiles, so `nil` never happens; no input reaches it.)
    private static let parameterFinder = try? NSRegularExpression(pattern: #":(\w+)(\((?:\\.|[^\\()])+\))?"#)

    /// Compiles `path`; a parameter named twice, or a parameter expression the regular
    /// expression engine refuses, is the `FormatException` Dart's `RegExp` throws.
    init(_ path: String, caseSensitive: Bool) throws(GoPatternError) {
        var regex = "^"
        var names: [String] = []
        var start = path.startIndex
        for piece in Self.parameters(in: path) {
            if piece.range.lowerBound > start {
                regex += NSRegularExpression.escapedPattern(for: String(path[start..<piece.range.lowerBound]))
            }
            if names.contains(piece.name) {
                throw GoPatternError(message: "FormatException: duplicate capture group name '\(piece.name)' in \"\(path)\"")
            }
            names.append(piece.name)
            if let group = piece.expression {
                regex += "(?<\(piece.name)>\(Self.escapingFirstAssertion(group)))"
            } else {
                regex += "(?<\(piece.name)>[^/]+)"
            }
            start = piece.range.upperBound
        }
        if start < path.endIndex { regex += NSRegularExpression.escapedPattern(for: String(path[start...])) }
        if !path.hasSuffix("/") { regex += "(?=/|$)" }
        do {
            expression = try NSRegularExpression(pattern: regex, options: caseSensitive ? [] : [.caseInsensitive])
        } catch {
            throw GoPatternError(message: "FormatException: invalid regular expression in \"\(path)\"")
        }
        source = path
        parameters = names
        self.caseSensitive = caseSensitive
        let literal = Self.parameters(in: path).first.map { path[..<$0.range.lowerBound] } ?? path[...]
        let bytes = Array(literal.utf8)
        literalPrefix = bytes.contains { $0 >= 0x80 } ? [] : bytes.map { caseSensitive ? $0 : Self.asciiLowercased($0) }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Whether `candidate` starts with the pattern's literal text (any non-ASCII byte there
    /// leaves the answer to the expression).
    private func mayMatch(_ candidate: String) -> Bool {
        var bytes = candidate.utf8.makeIterator()
        for expected in literalPrefix {
            guard let byte = bytes.next() else { return false }
            if byte >= 0x80 { return true }
            if (caseSensitive ? byte : Self.asciiLowercased(byte)) != expected { return false }
        }
        return true
    }

    /// One `:name` or `:name(re)` of a path: where it is, its name and its expression
    /// (without the parentheses).
    struct Placeholder {
        var range: Range<String.Index>
        var name: String
        var expression: String?
    }

    /// The placeholders of `path`, in order.
    static func parameters(in path: String) -> [Placeholder] {
        let whole = NSRange(path.startIndex..., in: path)
        return (parameterFinder?.matches(in: path, range: whole) ?? []).compactMap { found in
            guard let range = Range(found.range, in: path), let nameRange = Range(found.range(at: 1), in: path) else { return nil }
            let group = Range(found.range(at: 2), in: path).map { String(path[$0].dropFirst().dropLast()) }
            return Placeholder(range: range, name: String(path[nameRange]), expression: group)
        }
    }

    /// go_router's `_escapeGroup`: the first `:`, `=` or `!` of a parameter's expression is
    /// escaped, so that `(?=…)` or `(?:…)` written there stays literal text.
    private static func escapingFirstAssertion(_ group: String) -> String {
        guard let first = group.firstIndex(where: { ":=!".contains($0) }) else { return group }
        return String(group[..<first]) + "\\" + String(group[first...])
    }

    /// `matchPatternAsPrefix`: the match of the pattern at the start of `/LOCATION`, else at
    /// the start of `LOCATION`. Returns the values still percent-encoded.
    func matchAsPrefix(_ location: String) -> [String: String]? {
        for candidate in ["/" + location, location] where mayMatch(candidate) {
            let whole = NSRange(candidate.startIndex..., in: candidate)
            guard let found = expression.firstMatch(in: candidate, options: [.anchored], range: whole) else { continue }
            var values: [String: String] = [:]
            for name in parameters {
                let range = found.range(withName: name)
                guard range.location != NSNotFound, let bounds = Range(range, in: candidate) else { return nil }
                values[name] = String(candidate[bounds])
            }
            return values
        }
        return nil
    }

    /// go_router's `patternToPath`: `pattern` with each placeholder replaced by its value
    /// (an absent value leaves nothing).
    static func fill(_ pattern: String, with values: [String: String]) -> String {
        var out = ""
        var start = pattern.startIndex
        for piece in parameters(in: pattern) {
            out += pattern[start..<piece.range.lowerBound]
            out += values[piece.name] ?? ""
            start = piece.range.upperBound
        }
        return out + pattern[start...]
    }

    /// go_router's `concatenatePaths`: the non-empty segments of both, joined under one `/`.
    static func concatenate(_ parent: String, _ child: String) -> String {
        let segments = (parent.split(separator: "/") + child.split(separator: "/")).filter { !$0.isEmpty }
        return "/" + segments.joined(separator: "/")
    }
}

/// A path go_router's `RegExp` would refuse (Dart's `FormatException`).
struct GoPatternError: Error, Sendable, Equatable {
    var message: String
}
