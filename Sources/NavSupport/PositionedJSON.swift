import Foundation

/// A parsed JSON document whose every value knows its line and column.
///
/// The parser is strict RFC 8259: no comments, no trailing commas, no single
/// quotes, no `NaN`; the input must be UTF-8 (a leading byte order mark is
/// skipped). It never traps: every problem is a thrown ``JSONParseError`` that
/// names the line, column and byte offset. Nesting is limited to
/// ``maximumNestingDepth`` so hostile input cannot exhaust the stack.
public struct JSONDocument: Sendable, Equatable {
    /// How deep arrays and objects may nest; deeper input is refused with an error.
    public static let maximumNestingDepth = 256

    /// The top-level value.
    public var root: JSONNode
    /// Valid but suspicious things met while parsing (repeated object keys), in file order.
    public var warnings: [JSONParseWarning]

    /// Parses UTF-8 bytes.
    /// - Parameter bytes: the whole document, optionally starting with a UTF-8 byte order mark.
    /// - Throws: ``JSONParseError`` at the first problem.
    public init(parsing bytes: [UInt8]) throws(JSONParseError) {
        var parser = JSONParser(bytes: bytes)
        root = try parser.parseDocument()
        warnings = parser.warnings
    }

    /// Parses UTF-8 data, as read from a file.
    /// - Throws: ``JSONParseError`` at the first problem.
    public init(parsing data: Data) throws(JSONParseError) {
        try self.init(parsing: [UInt8](data))
    }

    /// Parses a string (handy in tests and for text typed by a user).
    /// - Throws: ``JSONParseError`` at the first problem.
    public init(parsing text: String) throws(JSONParseError) {
        try self.init(parsing: Array(text.utf8))
    }
}

/// The recursive-descent parser behind ``JSONDocument``. One use per instance.
///
/// Columns are counted incrementally: `column = offset - lineStart - continuationBytesOnLine + 1`,
/// where the continuation bytes of multi-byte characters (legal only inside
/// strings) are tallied as strings are scanned, so positions cost nothing extra.
struct JSONParser {
    private static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The byte each one-letter escape (`\n`, `\"`, …) stands for.
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
        UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// What to add after `unexpected character 'x'` for mistakes JSON's relatives allow.
    private static let hintsForUnexpectedCharacters: [UInt8: String] = [
        UInt8(ascii: "/"): " (JSON does not allow comments)",
        UInt8(ascii: "#"): " (JSON does not allow comments)",
        UInt8(ascii: "'"): " (JSON strings use double quotes)",
    ]

    /// A byte offset with its line and column, taken before a value or token is read.
    private struct Mark {
        let offset: Int
        let position: SourcePosition
    }

    private let bytes: [UInt8]
    private var index: Int
    private var line = 1
    private var lineStart: Int
    private var continuationBytesOnLine = 0
    private var depth = 0
    /// The JSON path of the value being parsed, for the warnings.
    private var path: [JSONPath.Component] = []
    private(set) var warnings: [JSONParseWarning] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let start = bytes.starts(with: Self.utf8ByteOrderMark) ? Self.utf8ByteOrderMark.count : 0
        index = start
        lineStart = start
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONNode {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw failure("the input is UTF-16 or UTF-32 (it starts with a byte order mark); JSON must be UTF-8")
        }
        // JSON text starts with ASCII, so a zero byte among the first two is UTF-16 or UTF-32 (RFC 4627, section 3).
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) {
            throw failure("the input is UTF-16 or UTF-32 without a byte order mark (a zero byte in every character); JSON must be UTF-8")
        }
        skipWhitespace()
        guard current != nil else { throw failure("empty input: expected a JSON value") }
        let root = try parseValue()
        skipWhitespace()
        if current != nil {
            throw try unexpectedCharacter(" after the JSON value")
        }
        return root
    }

    // MARK: Values

    private mutating func parseValue() throws(JSONParseError) -> JSONNode {
        let start = mark
        guard let byte = current else { throw try unexpected(expected: "a JSON value") }
        let value: JSONValue
        switch byte {
        case UInt8(ascii: "{"): value = .object(try parseObject(from: start))
        case UInt8(ascii: "["): value = .array(try parseArray(from: start))
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): value = try parseLiteral("true", meaning: .bool(true), from: start)
        case UInt8(ascii: "f"): value = try parseLiteral("false", meaning: .bool(false), from: start)
        case UInt8(ascii: "n"): value = try parseLiteral("null", meaning: .null, from: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber(from: start)
        default: throw try unexpected(expected: "a JSON value")
        }
        return JSONNode(value, at: start.position)
    }

    private mutating func parseArray(from start: Mark) throws(JSONParseError) -> [JSONNode] {
        try enterContainer(openedAt: start)
        var elements: [JSONNode] = []
        if current == UInt8(ascii: "]") {
            return leaveContainer(returning: elements)
        }
        path.append(.index(0))
        while true {
            replaceLastPathComponent(with: .index(elements.count))
            elements.append(try parseValue())
            if try isClosedAfterElement(by: "]", element: "an array element") {
                return leaveContainer(returning: elements)
            }
        }
    }

    private mutating func parseObject(from start: Mark) throws(JSONParseError) -> [JSONMember] {
        try enterContainer(openedAt: start)
        var members: [JSONMember] = []
        var keyIndex = ObjectKeyIndex()
        if current == UInt8(ascii: "}") {
            return leaveContainer(returning: members)
        }
        path.append(.key(""))
        while true {
            guard current == UInt8(ascii: "\"") else { throw try unexpected(expected: "a key in double quotes") }
            let keyMark = mark
            let key = try parseString()
            replaceLastPathComponent(with: .key(key))
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw try unexpected(expected: "':' after the key \(quotedJSONString(key))")
            }
            index += 1
            skipWhitespace()
            let member = JSONMember(key: key, keyPosition: keyMark.position, value: try parseValue())
            if let earlier = keyIndex.index(of: key, in: members), members.indices.contains(earlier) {
                warnings.append(JSONParseWarning(
                    message: "duplicate key \(quotedJSONString(key)): this value replaces the one at \(members[earlier].keyPosition)",
                    position: keyMark.position,
                    jsonPath: JSONPath(components: path)))
                members[earlier] = member
            } else {
                members.append(member)
                keyIndex.didAppend(key, to: members)
            }
            if try isClosedAfterElement(by: "}", element: "an object member") {
                return leaveContainer(returning: members)
            }
        }
    }

    private mutating func enterContainer(openedAt start: Mark) throws(JSONParseError) {
        depth += 1
        if depth > JSONDocument.maximumNestingDepth {
            throw failure(
                "nesting too deep: arrays and objects may nest at most \(JSONDocument.maximumNestingDepth) levels",
                at: start)
        }
        index += 1
        skipWhitespace()
    }

    /// Steps past the closing bracket.
    private mutating func leaveContainer<Content>(returning content: Content) -> Content {
        index += 1
        depth -= 1
        return content
    }

    /// After an element of an array or object: steps past a `,` and returns false,
    /// or finds the closing bracket and returns true (the caller steps past it).
    private mutating func isClosedAfterElement(
        by closer: Unicode.Scalar, element: String
    ) throws(JSONParseError) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            try skipComma(closedBy: closer)
            return false
        case UInt8(ascii: closer):
            _ = path.popLast()
            return true
        default:
            throw try unexpected(expected: "',' or '\(closer)' after \(element)")
        }
    }

    /// Steps past a `,` and refuses a trailing comma before `closer`.
    private mutating func skipComma(closedBy closer: Unicode.Scalar) throws(JSONParseError) {
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: closer) {
            throw failure("unexpected '\(closer)' after ','; JSON does not allow a trailing comma")
        }
    }

    private mutating func replaceLastPathComponent(with component: JSONPath.Component) {
        if !path.isEmpty {
            path[path.count - 1] = component
        }
    }

    private mutating func parseLiteral(
        _ word: String, meaning value: JSONValue, from start: Mark
    ) throws(JSONParseError) -> JSONValue {
        for expected in word.utf8 {
            guard current == expected else { throw failure("invalid literal: expected '\(word)'", at: start) }
            index += 1
        }
        if let next = current, Self.isASCIILetterOrDigit(next) {
            throw failure("invalid literal: expected '\(word)'", at: start)
        }
        return value
    }

    private mutating func parseNumber(from start: Mark) throws(JSONParseError) -> JSONValue {
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
            if let next = current, Self.isDigit(next) {
                throw failure("invalid number: leading zeros are not allowed", at: start)
            }
        } else {
            try skipDigits(expected: "a digit after '-'")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            try skipDigits(expected: "a digit after '.'")
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            try skipDigits(expected: "a digit in the exponent")
        }
        let text = String(decoding: bytes[start.offset..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw failure("invalid number: \(text) is too large", at: start)
        }
        return .number(number, text: text)
    }

    /// Skips one or more digits; `expected` says what was wanted when there is none.
    private mutating func skipDigits(expected: String) throws(JSONParseError) {
        guard let first = current, Self.isDigit(first) else {
            if current == nil {
                throw failure("invalid number: expected \(expected), found the end of the input")
            }
            throw failure("invalid number: expected \(expected), found \(try describeCurrentCharacter())")
        }
        while let digit = current, Self.isDigit(digit) { index += 1 }
    }

    // MARK: Strings

    private mutating func parseString() throws(JSONParseError) -> String {
        let open = mark
        index += 1
        var segmentStart = index
        var unescaped: [UInt8] = []
        var sawEscape = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let segment = bytes[segmentStart..<index]
                index += 1
                guard sawEscape else { return String(decoding: segment, as: UTF8.self) }
                unescaped.append(contentsOf: segment)
                return String(decoding: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                sawEscape = true
                unescaped.append(contentsOf: bytes[segmentStart..<index])
                try appendEscapedCharacter(to: &unescaped, inStringOpenedAt: open)
                segmentStart = index
            case 0x00..<0x20:
                throw failure("unescaped control character \(quotedCharacter(Unicode.Scalar(byte))) in a string")
            case 0x20..<0x80:
                index += 1
            default:
                let length = try decodeScalar().length
                continuationBytesOnLine += length - 1
                index += length
            }
        }
        throw unterminatedString(openedAt: open)
    }

    private mutating func appendEscapedCharacter(
        to buffer: inout [UInt8], inStringOpenedAt open: Mark
    ) throws(JSONParseError) {
        let backslash = mark
        index += 1
        guard let escaped = current else { throw unterminatedString(openedAt: open) }
        if let replacement = Self.simpleEscapes[escaped] {
            buffer.append(replacement)
            index += 1
            return
        }
        guard escaped == UInt8(ascii: "u") else {
            let character = try describeCurrentCharacter()
            throw failure(
                "invalid escape: '\\' followed by \(character); JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX",
                at: backslash)
        }
        index += 1
        let unit = try readHexCodeUnit(escapeAt: backslash, inStringOpenedAt: open)
        var scalarValue = unit
        switch unit {
        case 0xD800...0xDBFF:
            let unpaired = failure(
                "invalid \\u escape: \\u\(hexDigits(unit, width: 4)) is a high surrogate not followed by a low surrogate \\uDC00–\\uDFFF",
                at: backslash)
            guard current == UInt8(ascii: "\\"), byte(at: index + 1) == UInt8(ascii: "u") else { throw unpaired }
            index += 2
            let low = try readHexCodeUnit(escapeAt: backslash, inStringOpenedAt: open)
            guard (0xDC00...0xDFFF).contains(low) else { throw unpaired }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        case 0xDC00...0xDFFF:
            throw failure(
                "invalid \\u escape: \\u\(hexDigits(unit, width: 4)) is a low surrogate without a high surrogate before it",
                at: backslash)
        default:
            break
        }
        guard let scalar = Unicode.Scalar(scalarValue) else {
            throw failure("invalid \\u escape: U+\(hexDigits(scalarValue, width: 4)) is not a character", at: backslash)
        }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    /// Reads the four hexadecimal digits of a `\u` escape.
    private mutating func readHexCodeUnit(
        escapeAt backslash: Mark, inStringOpenedAt open: Mark
    ) throws(JSONParseError) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw unterminatedString(openedAt: open) }
            guard let digit = Self.hexValue(of: byte) else {
                throw failure("invalid \\u escape: expected 4 hexadecimal digits after \\u", at: backslash)
            }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }

    private func unterminatedString(openedAt open: Mark) -> JSONParseError {
        failure("unterminated string: the input ends before the closing '\"'", at: open)
    }

    // MARK: Bytes and characters

    private var current: UInt8? { byte(at: index) }

    private func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    private var mark: Mark {
        Mark(offset: index, position: SourcePosition(line: line, column: index - lineStart - continuationBytesOnLine + 1))
    }

    private mutating func skipWhitespace() {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
            case UInt8(ascii: "\r"):
                index += 1
                if current != UInt8(ascii: "\n") { startLine() }
            default:
                return
            }
        }
    }

    private mutating func startLine() {
        line += 1
        lineStart = index
        continuationBytesOnLine = 0
    }

    /// Decodes and validates the UTF-8 character at the current byte.
    private func decodeScalar() throws(JSONParseError) -> (scalar: Unicode.Scalar, length: Int) {
        guard let lead = current else { throw failure("unexpected end of input") }
        let length: Int
        var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondByteRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondByteRange = 0x80...0x9F
        case 0xF0: length = 4; secondByteRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondByteRange = 0x80...0x8F
        default:
            throw failure("invalid UTF-8 at byte offset \(index): byte 0x\(hexDigits(UInt32(lead), width: 2)) cannot start a character")
        }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for position in 1..<length {
            guard let byte = byte(at: index + position) else {
                throw failure("invalid UTF-8 at byte offset \(index): the input ends inside a character")
            }
            guard (position == 1 ? secondByteRange : 0x80...0xBF).contains(byte) else {
                let sequence = bytes[index...(index + position)]
                    .map { "0x" + hexDigits(UInt32($0), width: 2) }
                    .joined(separator: " ")
                throw failure("invalid UTF-8 at byte offset \(index): bytes \(sequence) do not form a character")
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw failure("invalid UTF-8 at byte offset \(index): not a Unicode scalar")
        }
        return (scalar, length)
    }

    /// The error for the current character, or the end of the input, where `expectation` was wanted.
    private func unexpected(expected expectation: String) throws(JSONParseError) -> JSONParseError {
        guard current != nil else { return failure("unexpected end of input; expected \(expectation)") }
        return try unexpectedCharacter("; expected \(expectation)")
    }

    /// The error for the character at the current byte: `unexpected character 'x'` + `rest` + a hint.
    private func unexpectedCharacter(_ rest: String) throws(JSONParseError) -> JSONParseError {
        let hint = current.flatMap { Self.hintsForUnexpectedCharacters[$0] } ?? ""
        return failure("unexpected character \(try describeCurrentCharacter())\(rest)\(hint)")
    }

    /// The current character in quotes, escaped when it is invisible; throws for invalid UTF-8.
    private func describeCurrentCharacter() throws(JSONParseError) -> String {
        quotedCharacter(try decodeScalar().scalar)
    }

    private func failure(_ message: String, at mark: Mark? = nil) -> JSONParseError {
        let place = mark ?? self.mark
        return JSONParseError(message: message, position: place.position, byteOffset: place.offset)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func hexValue(of byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

/// Finds an earlier member with the same key: a linear scan for small objects,
/// a dictionary once an object grows, so huge objects stay linear overall.
private struct ObjectKeyIndex {
    private static let linearScanLimit = 12
    private var memberIndexByKey: [String: Int]?

    func index(of key: String, in members: [JSONMember]) -> Int? {
        if let memberIndexByKey { return memberIndexByKey[key] }
        return members.firstIndex { $0.key == key }
    }

    mutating func didAppend(_ key: String, to members: [JSONMember]) {
        if memberIndexByKey != nil {
            memberIndexByKey?[key] = members.count - 1
        } else if members.count > Self.linearScanLimit {
            memberIndexByKey = Dictionary(
                members.enumerated().map { ($0.element.key, $0.offset) },
                uniquingKeysWith: { first, _ in first })
        }
    }
}
