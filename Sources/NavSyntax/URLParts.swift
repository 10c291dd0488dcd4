/// The generic pieces of a URL string (RFC 3986 shape), as slices of the input, before any
/// profile applies its own rules. Nothing is decoded here.
package struct URLParts {
    package var scheme: Substring?
    /// The authority after `//`, if the URL has one (`user@host:port`).
    package var authority: Substring?
    package var path: Substring
    package var query: Substring?
    package var fragment: Substring?

    package init(_ text: Substring) {
        var rest = text
        // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        if let colon = rest.firstIndex(of: ":"), colon > rest.startIndex {
            let candidate = rest[rest.startIndex..<colon]
            let first = candidate.utf8.first ?? 0
            let isLetter = (first | 0x20) >= 0x61 && (first | 0x20) <= 0x7A
            if isLetter, candidate.utf8.allSatisfy({ byte in
                ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == 0x2B || byte == 0x2D || byte == 0x2E
            }) {
                scheme = candidate
                rest = rest[rest.index(after: colon)...]
            }
        }
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        if scheme != nil, rest.hasPrefix("//") {
            let afterSlashes = rest.dropFirst(2)
            let end = afterSlashes.firstIndex(of: "/") ?? afterSlashes.endIndex
            authority = afterSlashes[afterSlashes.startIndex..<end]
            rest = afterSlashes[end...]
        }
        path = rest
    }

    /// The host of the authority: userinfo and port removed.
    package static func host(of authority: Substring) -> Substring {
        var host = authority
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if host.hasPrefix("[") {
            if let close = host.firstIndex(of: "]") { return host[host.startIndex...close] }
            return host
        }
        if let colon = host.lastIndex(of: ":") { host = host[..<colon] }
        return host
    }
}

/// Percent-decoding and `+` handling shared by every profile.
public enum PercentDecoding {
    /// Decodes `%XX` escapes (and `+` as space when `plusAsSpace`). An escape that is not two
    /// hexadecimal digits stays as written; a result that is not valid UTF-8 returns the input unchanged.
    public static func decode<S: StringProtocol>(_ text: S, plusAsSpace: Bool = false) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == 0x25 || (plusAsSpace && $0 == 0x2B) }) else { return String(text) }
        let bytes = Array(utf8)
        return bytes.withUnsafeBufferPointer { source in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: source.count) { target in
                let length = decode(source, plusAsSpace: plusAsSpace, into: target.baseAddress!)
                return String(validating: UnsafeBufferPointer(rebasing: target[..<length]), as: UTF8.self) ?? String(text)
            }
        }
    }

    /// Writes `source` to `target` (room for `source.count` bytes) with each `%XX` decoded, and
    /// `+` as a space when `plusAsSpace`; an escape that is not two hexadecimal digits stays as
    /// written. Returns the length written; the bytes may not be UTF-8 (`isUTF8`).
    package static func decode(_ source: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool, into target: UnsafeMutablePointer<UInt8>) -> Int {
        var read = 0, written = 0
        while read < source.count {
            var byte = source[read]
            read += 1
            if byte == 0x25, read + 1 < source.count, let high = hexValue(source[read]), let low = hexValue(source[read + 1]) {
                byte = high << 4 | low
                read += 2
            } else if plusAsSpace, byte == 0x2B {
                byte = 0x20
            }
            target[written] = byte
            written += 1
        }
        return written
    }

    /// Whether `bytes` is well-formed UTF-8.
    package static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if !bytes.contains(where: { $0 >= 0x80 }) { return true }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Decodes `%XX` escapes like Foundation's `removingPercentEncoding`: `nil` when an escape
    /// is malformed or the bytes are not UTF-8.
    public static func decodeStrictly<S: StringProtocol>(_ text: S) -> String? {
        let utf8 = Array(text.utf8)
        guard utf8.contains(0x25) else { return String(text) }
        var bytes: [UInt8] = []
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0x25 {
                guard index + 2 < utf8.count, let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2]) else { return nil }
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    @inlinable
    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
