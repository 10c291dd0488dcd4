import Foundation

/// The character encoding of an XML document, as far as navsim's readers need it: the checks
/// that refuse a document type's internal subset (where entities are declared) look for ASCII
/// bytes, so a document in UTF-16, UTF-32 or EBCDIC would hide its `<!DOCTYPE … [<!ENTITY …>]>`
/// from them while libxml2 reads and expands it. Such a document is refused before it is parsed.
package enum XMLDocumentEncoding {
    /// The declared encodings that do not write ASCII as ASCII (by the start of their names).
    /// Any other name is left to libxml2, which reads it or refuses it as an encoding it cannot read.
    private static let asciiIncompatiblePrefixes = ["utf-16", "utf16", "utf-32", "utf32", "ucs-2", "ucs2", "ucs-4", "ucs4", "unicode",
                                                    "utf-7", "utf7", "ebcdic", "ibm0", "ibm-0", "cp037", "cp500", "cp1026"]

    /// The message for a document whose encoding is not ASCII-compatible, or `nil`.
    /// A document in UTF-8 (declared so, or declaring nothing) that is not valid UTF-8 is refused
    /// too: FoundationXML's parser crashed on a name holding such bytes.
    package static func refusal(_ bytes: some Collection<UInt8>) -> String? {
        let head = Array(bytes.prefix(256))
        if let name = unreadEncoding(head) {
            return "the document is in \(name): navsim reads XML in UTF-8 only (and encodings that write ASCII as ASCII); save it as UTF-8"
        }
        let all = Array(bytes)
        if let line = emptyProcessingInstructionLine(all) {
            return "line \(line) holds a processing instruction without data (<?name?>), which navsim's XML parser cannot read"
        }
        guard isReadAsUTF8(head), let line = firstInvalidUTF8Line(all) else { return nil }
        return "the document is not valid UTF-8 (line \(line) holds bytes that are not): save it as UTF-8"
    }

    /// The 1-based line of the first processing instruction with a target and no data
    /// (`<?x?>`, `<?x ?>`): FoundationXML's parser reads its missing data as a C string and
    /// crashes (found by the plist fuzz target). No manifest, graph or property list holds one.
    private static func emptyProcessingInstructionLine(_ bytes: [UInt8]) -> Int? {
        var line = 1
        var index = 0
        while index + 1 < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if byte == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
                var cursor = index + 2
                while cursor < bytes.count, !isSpaceOrEnd(bytes[cursor]) { cursor += 1 }
                let hasTarget = cursor > index + 2
                while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
                if hasTarget, cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "?"), bytes[cursor + 1] == UInt8(ascii: ">") { return line }
            }
            index += 1
        }
        return nil
    }

    /// White space, or the `?` that may end a processing instruction's target.
    private static func isSpaceOrEnd(_ byte: UInt8) -> Bool {
        [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?")].contains(byte)
    }

    /// A well-formed XML declaration naming Latin-1, the one single-byte encoding libxml2
    /// converts to UTF-8 itself before the parser sees a name.
    private static let latin1Declaration = try? NSRegularExpression(
        pattern: #"^<\?xml[ \t\r\n]+version[ \t\r\n]*=[ \t\r\n]*(["'])[0-9.]+\1[ \t\r\n]+encoding[ \t\r\n]*=[ \t\r\n]*(["'])(?i:iso-8859-1|iso_8859-1|latin1|latin-1)\2"#)

    /// Whether the document's bytes reach the parser as UTF-8: anything but a well-formed
    /// declaration of Latin-1. A broken declaration (`verison=`, `encoding=PUBLIC`, an unquoted
    /// name) or an encoding libxml2 may not convert leaves the raw bytes to the parser, and
    /// FoundationXML's parser crashed on a name that was not UTF-8 (found by the plist fuzz target).
    private static func isReadAsUTF8(_ head: [UInt8]) -> Bool {
        let text = String(decoding: head.prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self)
        guard let latin1Declaration else { return true }
        return latin1Declaration.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil
    }

    /// The 1-based line of the first bytes that are not UTF-8, or `nil` for valid UTF-8.
    private static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int? {
        guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
        var line = 1
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }

    /// The name of the encoding when it is not ASCII-compatible, from the byte-order mark, the
    /// first bytes or the XML declaration's `encoding`.
    private static func unreadEncoding(_ head: [UInt8]) -> String? {
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (a byte-order mark)" }
        if head.starts(with: [0xFE, 0xFF]) || head.starts(with: [0xFF, 0xFE]) { return "UTF-16 (a byte-order mark)" }
        if head.starts(with: [0x4C, 0x6F, 0xA7, 0x94]) { return "EBCDIC" }
        if head.prefix(4).contains(0x00) { return "UTF-16 or UTF-32 (NUL bytes among its first characters)" }
        var start = 0
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        guard head[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        let declaration = head[start...].prefix { $0 != UInt8(ascii: ">") }
        let text = String(decoding: declaration, as: UTF8.self)
        guard let key = text.range(of: "encoding") else { return nil }
        let rest = text[key.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let name = rest.dropFirst().prefix { $0 != quote }
        let lowered = name.lowercased()
        guard asciiIncompatiblePrefixes.contains(where: { lowered.hasPrefix($0) }) else { return nil }
        return "encoding \"\(name.prefix(40))\" (its XML declaration)"
    }
}
