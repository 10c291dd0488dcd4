// How messages show strings and characters a user typed: quoted, on one line,
// invisible characters made visible.

/// The most characters of a user's string a message quotes; a longer one is cut (see
/// ``quotedJSONString(_:)``), so a megabyte key costs a line of output, not a megabyte.
package let longestQuotedText = 120

/// `text` in double quotes, with `"`, `\` and control or invisible characters
/// escaped as JSON does, so a message shows any string on one line without ambiguity.
/// A text longer than `limit` (``longestQuotedText`` unless told) Unicode scalars is cut there:
/// `"kkk…" (15728640 characters)`; `nil` quotes it whole (JSON output, which must stay valid).
package func quotedJSONString(_ text: String) -> String {
    quotedJSONString(text, limit: longestQuotedText)
}

/// ``quotedJSONString(_:)`` with another limit, or none (`nil`).
package func quotedJSONString(_ text: String, limit: Int?) -> String {
    var quoted = "\""
    var count = 0
    for scalar in text.unicodeScalars {
        count += 1
        if let limit, count > limit {
            return quoted + "…\" (\(text.unicodeScalars.count) characters)"
        }
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        default:
            if let escaped = escape(scalar) { quoted += escaped } else { quoted.unicodeScalars.append(scalar) }
        }
    }
    return quoted + "\""
}

/// The escape a message writes for `scalar` (`\n`, `\u0085`), or `nil` for one shown as it is.
private func escape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: isInvisible(scalar) ? "\\u" + hexDigits(scalar.value, width: 4) : nil
    }
}

/// `text` with its control and invisible characters escaped as ``quotedJSONString(_:)`` escapes
/// them (`\n`, `\u0085`), unquoted: a file name or value inside a report line can then never
/// start a line of its own.
package func visibleText(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isInvisible) else { return text }
    var visible = ""
    for scalar in text.unicodeScalars {
        if let escaped = escape(scalar) { visible += escaped } else { visible.unicodeScalars.append(scalar) }
    }
    return visible
}

/// `value` in upper-case hexadecimal, left-padded with zeros to `width` digits.
package func hexDigits(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}

/// Whether a character would be invisible or misleading printed as it is
/// (controls, format characters, unusual spaces, private or unassigned code points).
package func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII without the Unicode tables: only the C0 controls and DEL are invisible there.
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    return switch scalar.properties.generalCategory {
    case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
         .privateUse, .surrogate, .unassigned:
        scalar != " "
    default:
        false
    }
}

/// A character in single quotes for a message: `'x'`; `"'"` for the quote itself;
/// control and invisible characters as JSON escapes (`'\n'`, `'\u00A0'`).
package func quotedCharacter(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\n": "'\\n'"
    case "\r": "'\\r'"
    case "\t": "'\\t'"
    case "'": "\"'\""
    default: isInvisible(scalar) ? "'\\u\(hexDigits(scalar.value, width: 4))'" : "'\(scalar)'"
    }
}
