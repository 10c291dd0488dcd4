import Foundation

/// A location as go_router holds it (`RouteMatchList.uri`): the input read as Dart's
/// `Uri.parse` reads it, then normalized as `RouteConfiguration.normalizeUri` does (a leading
/// `/`, an empty path is `/`, one trailing `/` dropped from a longer path). Only ``path`` is
/// ever matched; scheme, host, query and fragment stay as typed.
struct GoLocation: Sendable, Hashable, CustomStringConvertible {
    /// The scheme, lower-cased (Dart lower-cases it); `nil` without one.
    var scheme: String?
    /// What follows `//` up to the path (host and port), lower-cased; `nil` without `//`.
    var authority: String?
    /// The still-encoded path.
    var path: String
    /// The query without its `?`; `nil` without one.
    var query: String?
    /// The fragment without its `#`; `nil` without one.
    var fragment: String?

    /// Reads `text` as `Uri.parse` followed by `normalizeUri`. An empty text is `/`.
    static func parse(_ text: String) throws(GoLocationError) -> GoLocation {
        var rest = Substring(text)
        var location = GoLocation(scheme: nil, authority: nil, path: "", query: nil, fragment: nil)
        if let hash = rest.firstIndex(of: "#") {
            location.fragment = normalizedEscapes(String(rest[rest.index(after: hash)...]), keeping: "/?:@!$&'()*+,;=")
            rest = rest[..<hash]
        }
        if let mark = rest.firstIndex(of: "?") {
            location.query = normalizedEscapes(String(rest[rest.index(after: mark)...]), keeping: "/?:@!$&'()*+,;=")
            rest = rest[..<mark]
        }
        if let colon = rest.firstIndex(of: ":"), !rest[..<colon].contains("/") {
            let scheme = rest[..<colon]
            guard let first = scheme.first else {
                throw GoLocationError(message: "FormatException: Invalid empty scheme (at character 1)", input: text)
            }
            let allowed = scheme.allSatisfy(Self.isSchemeCharacter)
            guard first.isASCII, first.isLetter, allowed else {
                let offset = text.distance(from: text.startIndex, to: scheme.firstIndex { !Self.isSchemeCharacter($0) } ?? scheme.startIndex)
                throw GoLocationError(message: "FormatException: Illegal scheme character (at character \(offset + 1))", input: text)
            }
            location.scheme = scheme.lowercased()
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            let afterSlashes = rest.dropFirst(2)
            let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
            let authority = afterSlashes[..<end]
            if let portColon = authority.lastIndex(of: ":"), !authority.contains("[") {
                let port = authority[authority.index(after: portColon)...]
                guard port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) else {
                    throw GoLocationError(message: "FormatException: Invalid port", input: text)
                }
            }
            location.authority = normalizedEscapes(String(authority), keeping: ":@!$&'()*+,;=[]").lowercased()
            rest = afterSlashes[end...]
        }
        location.path = normalizedEscapes(String(rest), keeping: "/:@!$&'()*+,;=")
        return location.normalized
    }

    private static func isSchemeCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "+-.".contains(character))
    }

    /// `normalizeUri`: a leading `/`, one trailing `/` removed from a path longer than `/`.
    var normalized: GoLocation {
        var copy = self
        if !copy.path.hasPrefix("/") { copy.path = "/" + copy.path }
        if copy.path.count > 1, copy.path.hasSuffix("/") { copy.path.removeLast() }
        return copy
    }

    /// `Uri.toString()`.
    var description: String {
        var out = ""
        if let scheme { out += scheme + ":" }
        if let authority { out += "//" + authority }
        out += path
        if let query { out += "?" + query }
        if let fragment { out += "#" + fragment }
        return out
    }

    /// The same location with another path (`Uri.replace(path:)`), query and fragment kept.
    func replacingPath(_ newPath: String) -> GoLocation {
        var copy = self
        copy.path = newPath
        return copy
    }

    /// `Uri.queryParametersAll`: each name once, in first-seen order, with every value, each
    /// form-decoded (`+` is a space).
    var queryParameters: [(name: String, values: [String])] {
        guard let query, !query.isEmpty else { return [] }
        var names: [String] = []
        var values: [String: [String]] = [:]
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.formDecoded(String(parts[0]))
            let value = parts.count > 1 ? Self.formDecoded(String(parts[1])) : ""
            if values[name] == nil { names.append(name) }
            values[name, default: []].append(value)
        }
        return names.map { ($0, values[$0] ?? []) }
    }

    /// `Uri.decodeComponent`: percent escapes decoded as UTF-8; text that does not decode is kept.
    static func decodedComponent(_ text: String) -> String {
        text.removingPercentEncoding ?? text
    }

    /// `Uri.encodeComponent`: everything but unreserved characters percent-encoded.
    static func encodedComponent(_ text: String) -> String {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-_.!~*'()")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    private static func formDecoded(_ text: String) -> String {
        decodedComponent(text.replacingOccurrences(of: "+", with: " "))
    }

    /// Dart's normalization of a URI part: characters a URI may not hold are percent-encoded
    /// (as UTF-8), a `%` not starting an escape becomes `%25`, escapes are upper-cased and
    /// an escaped unreserved character is written plainly.
    private static func normalizedEscapes(_ text: String, keeping extra: String) -> String {
        let unreserved = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        let kept = unreserved.union(extra)
        let bytes = Array(text.utf8)
        var out = ""
        var index = 0
        func hex(_ byte: UInt8) -> Bool { (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                if index + 2 < bytes.count, hex(bytes[index + 1]), hex(bytes[index + 2]) {
                    let code = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16) ?? 0
                    if code < 128, unreserved.contains(Character(Unicode.Scalar(code))) {
                        out.append(Character(Unicode.Scalar(code)))
                    } else {
                        out += "%" + String(decoding: bytes[index + 1...index + 2], as: UTF8.self).uppercased()
                    }
                    index += 3
                    continue
                }
                out += "%25"
            } else if byte < 128, kept.contains(Character(Unicode.Scalar(byte))) {
                out.append(Character(Unicode.Scalar(byte)))
            } else {
                out += String(format: "%%%02X", byte)
            }
            index += 1
        }
        return out
    }
}

/// An input Dart's `Uri.parse` refuses.
struct GoLocationError: Error, Sendable, Equatable {
    /// `FormatException: …`.
    var message: String
    /// The input as typed.
    var input: String
}
