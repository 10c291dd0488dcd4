import Foundation

/// The pieces of JavaScript's URL handling expo-router relies on, as the WHATWG URL standard and
/// ECMAScript define them: `decodeURIComponent` (strict), `URLSearchParams` (lenient, `+` a space).
enum ExpoURLText {
    /// `decodeURIComponent`: `nil` where JavaScript throws (a malformed escape, bytes that are not UTF-8).
    static func decodeURIComponent(_ text: String) -> String? {
        guard text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard iterator.count >= 2, let value = hexValue(iterator[iterator.startIndex], iterator[iterator.startIndex + 1]) else { return nil }
            iterator = iterator.dropFirst(2)
            bytes.append(value)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// `safelyDecodeURIComponent`: the decoded text, or the text as typed when it cannot be decoded.
    static func safelyDecode(_ text: String) -> String { decodeURIComponent(text) ?? text }

    /// The WHATWG percent-decoding `URLSearchParams` applies: a malformed escape stays as typed;
    /// with `plusAsSpace`, `+` is a space.
    static func lenientDecode(_ text: Substring, plusAsSpace: Bool) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var position = 0
        while position < utf8.count {
            let byte = utf8[position]
            if byte == UInt8(ascii: "%"), position + 2 < utf8.count,
               let value = hexValue(utf8[position + 1], utf8[position + 2]) {
                bytes.append(value)
                position += 3
                continue
            }
            bytes.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            position += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `new URLSearchParams(query)`: the pairs, in order.
    static func searchParams(_ query: Substring) -> [(name: String, value: String)] {
        var query = query
        if query.first == "?" { query = query.dropFirst() }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { piece in
            if let equals = piece.firstIndex(of: "=") {
                return (lenientDecode(piece[..<equals], plusAsSpace: true), lenientDecode(piece[piece.index(after: equals)...], plusAsSpace: true))
            }
            return (lenientDecode(piece, plusAsSpace: true), "")
        }
    }

    /// `encodeURIComponent`.
    static func encodeURIComponent(_ text: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// The WHATWG path percent-encode set applied to a path as typed (space, `"`, `<`, `>`,
    /// `` ` ``, `{`, `}` and non-ASCII), as `new URL(path).pathname` writes it.
    static func encodePath(_ text: Substring) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.value > 0x20, scalar.value < 0x7F, !"\"<>`{}".unicodeScalars.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                for byte in String(scalar).utf8 { out += String(format: "%%%02X", byte) }
            }
        }
        return out
    }

    private static func hexValue(_ high: UInt8, _ low: UInt8) -> UInt8? {
        func digit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        guard let h = digit(high), let l = digit(low) else { return nil }
        return h << 4 | l
    }

    /// The scheme of `text` (`myapp` of `myapp://x`), when it starts with one.
    static func scheme(of text: String) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let candidate = text[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return nil }
        return candidate.lowercased()
    }
}
