import NavRouting

/// Filling `{param}` templates in titles, alerts, dependencies and redirects.
public enum Interpolation {
    /// Replaces every `{name}` in `template` with the parameter's value; unknown names stay as written.
    public static func fill(_ template: String, with parameters: [MatchedParameter]) -> String {
        fill(template) { name in parameters.first { $0.name == name }?.value.string }
    }

    /// Replaces `{name}` and `:name` segments of a path template with percent-encoded values.
    public static func fillPath(_ template: String, with parameters: [MatchedParameter]) -> String {
        let braced = fill(template) { name in
            parameters.first { $0.name == name }.map { URLEncoding.encodeComponent($0.value.string) }
        }
        let pieces = braced.split(separator: "/", omittingEmptySubsequences: false).map { piece -> String in
            guard piece.hasPrefix(":"), let parameter = parameters.first(where: { $0.name == piece.dropFirst() }) else { return String(piece) }
            return URLEncoding.encodeComponent(parameter.value.string)
        }
        return pieces.joined(separator: "/")
    }

    static func fill(_ template: String, lookup: (String) -> String?) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            result += lookup(name) ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// Percent-encoding for building URLs back from values.
public enum URLEncoding {
    /// Encodes everything but RFC 3986 unreserved characters and a few safe sub-delimiters,
    /// so `/`, `?`, `#`, `%`, `&`, `=`, `+` and spaces stay inside one component.
    public static func encodeComponent(_ value: String) -> String {
        var out = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
                 UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"),
                 UInt8(ascii: ":"), UInt8(ascii: "@"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}
