import Foundation

/// `${name}` manifest placeholders replaced by their values, as the manifest merger does with a
/// build variant's `manifestPlaceholders` (and `${applicationId}`), line numbers unchanged.
public enum ManifestPlaceholders {
    /// A placeholder left in the text: its name, line, and the attribute it is in (`scheme`, `host`, …).
    public struct Unresolved: Sendable, Equatable {
        /// The placeholder's name (`deepLinkScheme` for `${deepLinkScheme}`).
        public var name: String
        /// The 1-based line it is on.
        public var line: Int
        /// The attribute's local name (`android:scheme` → `scheme`), empty outside an attribute.
        public var attribute: String
    }

    /// `data` with each `${name}` whose value is given replaced (XML-escaped); the names used,
    /// each once, and each one left.
    public static func substitute(_ data: Data, values: [String: String]) -> (data: Data, used: [String], unresolved: [Unresolved]) {
        let bytes = [UInt8](data)
        guard bytes.contains(UInt8(ascii: "$")) else { return (data, [], []) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var used: [String] = []
        var unresolved: [Unresolved] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "$"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "{"),
               let close = bytes[(index + 2)...].prefix(200).firstIndex(of: UInt8(ascii: "}")) {
                let name = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
                if let value = values[name] {
                    out += Array(escaped(value).utf8)
                    if !used.contains(name) { used.append(name) }
                } else {
                    out += bytes[index...close]
                    unresolved.append(Unresolved(name: name, line: line, attribute: attribute(before: index, in: bytes)))
                }
                index = close + 1
                continue
            }
            out.append(byte)
            index += 1
        }
        return (Data(out), used, unresolved)
    }

    /// The local name of the attribute whose quoted value holds `offset` (`android:scheme="${x}"` → `scheme`).
    private static func attribute(before offset: Int, in bytes: [UInt8]) -> String {
        var index = offset - 1
        // An attribute's value is short: a bounded look back keeps a file of placeholders linear.
        let floor = max(0, offset - 256)
        while index > floor, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: "<") { index -= 1 }
        guard index > 1, bytes[index] != UInt8(ascii: "<"), bytes[index - 1] == UInt8(ascii: "=") else { return "" }
        var end = index - 1
        var start = end
        while start > max(0, end - 64), bytes[start - 1] != UInt8(ascii: " "), bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\t"),
              bytes[start - 1] != UInt8(ascii: ":") { start -= 1 }
        if end < start { end = start }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "'", with: "&apos;")
    }
}
