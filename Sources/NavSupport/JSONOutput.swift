/// A JSON value for output, with object keys kept in the order written, so the CLI's JSON
/// reads in the order the format documents its keys.
public indirect enum JSONOutput: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByNilLiteral {
    case string(String)
    case int(Int)
    /// A number that may have a fraction (a JavaScript number); not finite: `null`.
    case number(Double)
    case bool(Bool)
    case null
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(nilLiteral: ()) { self = .null }

    /// `value.map(.string) ?? .null`.
    public static func optional(_ value: String?) -> JSONOutput { value.map { .string($0) } ?? .null }

    /// A number as `JSON.stringify` writes it: an integral value without a fraction, an exponent
    /// without padding (`1e-7`, `1e+21`), `null` when not finite.
    static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e21 { return String(Int64(value)) }
        var text = String(value)
        if let e = text.firstIndex(of: "e") {
            var exponent = String(text[text.index(after: e)...])
            let sign = exponent.hasPrefix("-") ? "-" : "+"
            exponent = String(exponent.drop { $0 == "-" || $0 == "+" }.drop { $0 == "0" })
            text = String(text[..<e]) + "e" + sign + (exponent.isEmpty ? "0" : exponent)
        }
        return text
    }

    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The JSON text; `pretty` indents by two spaces, and with `compactScalarArrays` writes an
    /// array of strings, numbers, booleans and nulls on one line (`["a", "b"]`).
    public func rendered(pretty: Bool = true, compactScalarArrays: Bool = false) -> String {
        var out = ""
        write(into: &out, indent: pretty ? 0 : nil, compact: compactScalarArrays)
        return out
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    private func write(into out: inout String, indent: Int?, compact: Bool) {
        let newline = indent == nil ? "" : "\n"
        let pad = { (level: Int) in String(repeating: "  ", count: level) }
        switch self {
        case .string(let value): Self.writeString(value, into: &out)
        case .int(let value): out += String(value)
        case .number(let value): out += Self.numberText(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            if compact, indent != nil, items.allSatisfy(\.isScalar) {
                out += "[" + items.map { $0.rendered(pretty: false) }.joined(separator: ", ") + "]"
                return
            }
            out += "[" + newline
            for (index, item) in items.enumerated() {
                if let indent { out += pad(indent + 1) }
                item.write(into: &out, indent: indent.map { $0 + 1 }, compact: compact)
                out += (index < items.count - 1 ? "," : "") + newline
            }
            if let indent { out += pad(indent) }
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{" + newline
            for (index, (key, value)) in members.enumerated() {
                if let indent { out += pad(indent + 1) }
                Self.writeString(key, into: &out)
                out += indent == nil ? ":" : ": "
                value.write(into: &out, indent: indent.map { $0 + 1 }, compact: compact)
                out += (index < members.count - 1 ? "," : "") + newline
            }
            if let indent { out += pad(indent) }
            out += "}"
        }
    }

    /// JSON string syntax, with control and invisible characters (bidi overrides, zero-width
    /// spaces) escaped as `\uXXXX`, so printed output never carries them to a terminal.
    private static func writeString(_ value: String, into out: inout String) {
        out += quotedJSONString(value, limit: nil)
    }
}
