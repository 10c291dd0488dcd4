import Foundation
import Testing
@testable import NavSupport
import TestSupport

/// Parses `text` or fails the test.
func parsed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONDocument? {
    do {
        return try JSONDocument(parsing: text)
    } catch {
        Issue.record("unexpected parse error \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

/// Parses bytes that must fail; returns the error.
func parseError(_ bytes: [UInt8]) -> JSONParseError? {
    do {
        _ = try JSONDocument(parsing: bytes)
        return nil
    } catch {
        return error
    }
}

@Suite("JSON parser: valid documents")
struct PositionedJSONValidTests {
    struct ScalarCase: Sendable, CustomStringConvertible {
        let text: String
        let value: JSONValue
        var description: String { text }
    }

    @Test("scalars at the top level", arguments: [
        ScalarCase(text: "null", value: .null),
        ScalarCase(text: "true", value: .bool(true)),
        ScalarCase(text: "false", value: .bool(false)),
        ScalarCase(text: "0", value: .number(0, text: "0")),
        ScalarCase(text: "-0", value: .number(-0.0, text: "-0")),
        ScalarCase(text: "42", value: .number(42, text: "42")),
        ScalarCase(text: "-12.50", value: .number(-12.5, text: "-12.50")),
        ScalarCase(text: "1E+2", value: .number(100, text: "1E+2")),
        ScalarCase(text: "2.5e-3", value: .number(0.0025, text: "2.5e-3")),
        ScalarCase(text: "1e-400", value: .number(0, text: "1e-400")),
        ScalarCase(text: "\"\"", value: .string("")),
        ScalarCase(text: "\"plain\"", value: .string("plain")),
        ScalarCase(text: #""\" \\ \/ \b \f \n \r \t""#, value: .string("\" \\ / \u{8} \u{C} \n \r \t")),
        ScalarCase(text: #""\u00e9\u00E9 \uD83D\uDE00 \u0000""#, value: .string("éé 😀 \u{0}")),
        ScalarCase(text: "\"héllo wörld 日本 😀\"", value: .string("héllo wörld 日本 😀")),
        ScalarCase(text: "  \n\t\r\n 7 \r\n", value: .number(7, text: "7")),
    ])
    func scalar(_ testCase: ScalarCase) {
        #expect(parsed(testCase.text)?.root.value == testCase.value)
    }

    @Test func nestedContainersKeepOrderAndPositions() throws {
        let text = """
        {
          "b": [1, {"x": null}],
          "a": {},
          "c": []
        }
        """
        let document = try #require(parsed(text))
        let expected = JSONNode(.object([
            JSONMember(key: "b", keyPosition: at(2, 3), value: JSONNode(.array([
                JSONNode(.number(1, text: "1"), at: at(2, 9)),
                JSONNode(.object([
                    JSONMember(key: "x", keyPosition: at(2, 13), value: JSONNode(.null, at: at(2, 18))),
                ]), at: at(2, 12)),
            ]), at: at(2, 8))),
            JSONMember(key: "a", keyPosition: at(3, 3), value: JSONNode(.object([]), at: at(3, 8))),
            JSONMember(key: "c", keyPosition: at(4, 3), value: JSONNode(.array([]), at: at(4, 8))),
        ]), at: at(1, 1))
        #expect(document.root == expected)
        #expect(document.warnings.isEmpty)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let document = try #require(parsed(#"{"é😀": "ü", "k": 1}"#))
        guard case .object(let members) = document.root.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.keyPosition) == [at(1, 2), at(1, 13)])
        #expect(members.map(\.value.position) == [at(1, 8), at(1, 18)])
    }

    @Test func lineBreaksMayBeLFOrCRLFOrCR() throws {
        let document = try #require(parsed("[1,\r\n2,\r3,\n4]"))
        guard case .array(let elements) = document.root.value else {
            Issue.record("not an array")
            return
        }
        #expect(elements.map(\.position) == [at(1, 2), at(2, 1), at(3, 1), at(4, 1)])
    }

    @Test func aUTF8ByteOrderMarkIsSkipped() throws {
        let document = try JSONDocument(parsing: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(document.root.position == at(1, 1))
        #expect(document.root == JSONNode(.object([
            JSONMember(key: "a", keyPosition: at(1, 2), value: JSONNode(.number(1, text: "1"), at: at(1, 7))),
        ]), at: at(1, 1)))
    }

    @Test func duplicateKeysKeepTheFirstPlaceTheLastValueAndWarn() throws {
        let text = """
        {"routes": [{"path": "a", "screen": "S", "path": "b"}], "name": "x"}
        """
        let document = try #require(parsed(text))
        #expect(document.warnings == [
            JSONParseWarning(
                message: #"duplicate key "path": this value replaces the one at 1:14"#,
                position: at(1, 42),
                jsonPath: JSONPath(components: [.key("routes"), .index(0), .key("path")])),
        ])
        guard case .object(let top) = document.root.value,
              case .array(let routes) = top.first?.value.value,
              case .object(let route) = routes.first?.value
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(route.map(\.key) == ["path", "screen"])
        #expect(route.first?.value.value == .string("b"))
        #expect(route.first?.keyPosition == at(1, 42))
    }

    @Test func duplicateKeysInLargeObjectsAreFoundToo() throws {
        let members = (0..<40).map { #""k\#($0)": \#($0)"# } + [#""k3": "again""#]
        let document = try #require(parsed("{" + members.joined(separator: ",") + "}"))
        #expect(document.warnings.map(\.jsonPath.description) == ["k3"])
        guard case .object(let object) = document.root.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.count == 40)
        #expect(object[3].value.value == .string("again"))
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = JSONDocument.maximumNestingDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(parsed(text) != nil)
    }

    @Test(.tags(.stress), StressTests.condition) func aFiveMegabyteDocumentParses() throws {
        let route = #"{"path": "cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}", "priority": 10, "where": {"city": "^[a-zé]+$"}, "popToRoot": true}"#
        var text = #"{"routes": ["#
        var count = 0
        while text.utf8.count < 5_000_000 {
            text += (count == 0 ? "\n  " : ",\n  ") + route
            count += 1
        }
        text += "\n]}"
        let document = try JSONDocument(parsing: Data(text.utf8))
        guard case .object(let top) = document.root.value, case .array(let routes) = top.first?.value.value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(routes.count == count)
        #expect(routes.last?.position == at(count + 1, 3))
    }

    @Test func jsonPathsPrintAsUsersWriteThem() {
        let path = JSONPath.root.appending("routes").appending(3).appending("where").appending("a b").appending("x")
        #expect(path.description == #"routes[3].where["a b"].x"#)
        #expect(JSONPath.root.description == "")
        #expect(JSONPath.root.appending("$schema").appending("user-id").description == "$schema.user-id")
        #expect(JSONPath.root.appending("1st").description == #"["1st"]"#)
    }
}

@Suite("JSON parser: malformed documents")
struct PositionedJSONErrorTests {
    struct MalformedCase: Sendable, CustomStringConvertible {
        let bytes: [UInt8]
        let message: String
        let position: SourcePosition
        let byteOffset: Int
        let name: String

        init(_ text: String, _ message: String, _ line: Int, _ column: Int, offset: Int? = nil) {
            self.init(bytes: Array(text.utf8), name: text, message, line, column, offset: offset ?? column - 1)
        }

        init(bytes: [UInt8], name: String, _ message: String, _ line: Int, _ column: Int, offset: Int) {
            self.bytes = bytes
            self.name = name
            self.message = message
            self.position = SourcePosition(line: line, column: column)
            self.byteOffset = offset
        }

        var description: String { name.debugDescription }
    }

    static let cases: [MalformedCase] = [
        MalformedCase("", "empty input: expected a JSON value", 1, 1),
        MalformedCase("  \n  ", "empty input: expected a JSON value", 2, 3, offset: 5),
        MalformedCase(bytes: [0xEF, 0xBB, 0xBF], name: "BOM only", "empty input: expected a JSON value", 1, 1, offset: 3),
        MalformedCase("{", "unexpected end of input; expected a key in double quotes", 1, 2),
        MalformedCase("[1,\n2,\n3", "unexpected end of input; expected ',' or ']' after an array element", 3, 2, offset: 8),
        MalformedCase(#"{"a":1"#, "unexpected end of input; expected ',' or '}' after an object member", 1, 7),
        MalformedCase(#"{"a""#, #"unexpected end of input; expected ':' after the key "a""#, 1, 5),
        MalformedCase(#"{"a":"#, "unexpected end of input; expected a JSON value", 1, 6),
        MalformedCase("[1,]", "unexpected ']' after ','; JSON does not allow a trailing comma", 1, 4),
        MalformedCase(#"{"a": 1, }"#, "unexpected '}' after ','; JSON does not allow a trailing comma", 1, 10),
        MalformedCase("[1 2]", "unexpected character '2'; expected ',' or ']' after an array element", 1, 4),
        MalformedCase("[1}", "unexpected character '}'; expected ',' or ']' after an array element", 1, 3),
        MalformedCase(#"{"a": 1 "b": 2}"#, "unexpected character '\"'; expected ',' or '}' after an object member", 1, 9),
        MalformedCase(#"{"a" 1}"#, #"unexpected character '1'; expected ':' after the key "a""#, 1, 6),
        MalformedCase("{a: 1}", "unexpected character 'a'; expected a key in double quotes", 1, 2),
        MalformedCase(#"{"a":}"#, "unexpected character '}'; expected a JSON value", 1, 6),
        MalformedCase("['a']", "unexpected character \"'\"; expected a JSON value (JSON strings use double quotes)", 1, 2),
        MalformedCase("// routes\n{}", "unexpected character '/'; expected a JSON value (JSON does not allow comments)", 1, 1),
        MalformedCase("{\n  \"a\": 1 // one\n}", "unexpected character '/'; expected ',' or '}' after an object member (JSON does not allow comments)", 2, 10, offset: 11),
        MalformedCase("{} x", "unexpected character 'x' after the JSON value", 1, 4),
        MalformedCase("[1]\n]", "unexpected character ']' after the JSON value", 2, 1, offset: 4),
        MalformedCase("+1", "unexpected character '+'; expected a JSON value", 1, 1),
        MalformedCase("[.5]", "unexpected character '.'; expected a JSON value", 1, 2),
        MalformedCase("NaN", "unexpected character 'N'; expected a JSON value", 1, 1),
        MalformedCase("[\u{A0}1]", "unexpected character '\\u00A0'; expected a JSON value", 1, 2),
        MalformedCase("[\u{FEFF}]", "unexpected character '\\uFEFF'; expected a JSON value", 1, 2),
        MalformedCase("[\u{1}]", "unexpected character '\\u0001'; expected a JSON value", 1, 2),
        MalformedCase("é", "unexpected character 'é'; expected a JSON value", 1, 1),
        MalformedCase(#"{"é": x}"#, "unexpected character 'x'; expected a JSON value", 1, 7, offset: 7),
        MalformedCase("tru", "invalid literal: expected 'true'", 1, 1),
        MalformedCase("[nulls]", "invalid literal: expected 'null'", 1, 2),
        MalformedCase("fals", "invalid literal: expected 'false'", 1, 1),
        MalformedCase("01", "invalid number: leading zeros are not allowed", 1, 1),
        MalformedCase("[-]", "invalid number: expected a digit after '-', found ']'", 1, 3),
        MalformedCase("-", "invalid number: expected a digit after '-', found the end of the input", 1, 2),
        MalformedCase("1.", "invalid number: expected a digit after '.', found the end of the input", 1, 3),
        MalformedCase("[1.e5]", "invalid number: expected a digit after '.', found 'e'", 1, 4),
        MalformedCase("1e+", "invalid number: expected a digit in the exponent, found the end of the input", 1, 4),
        MalformedCase("[1e999]", "invalid number: 1e999 is too large", 1, 2),
        MalformedCase(#""abc"#, "unterminated string: the input ends before the closing '\"'", 1, 1),
        MalformedCase(#"["a", "b\"#, "unterminated string: the input ends before the closing '\"'", 1, 7),
        MalformedCase(#""\u12"#, "unterminated string: the input ends before the closing '\"'", 1, 1),
        MalformedCase(#"["a\x"]"#, #"invalid escape: '\' followed by 'x'; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#, 1, 4),
        MalformedCase("\"\\\t\"", #"invalid escape: '\' followed by '\t'; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#, 1, 2),
        MalformedCase(#""\u12G4""#, #"invalid \u escape: expected 4 hexadecimal digits after \u"#, 1, 2),
        MalformedCase(#""\uD83D""#, #"invalid \u escape: \uD83D is a high surrogate not followed by a low surrogate \uDC00–\uDFFF"#, 1, 2),
        MalformedCase(#""\uD83D\u0041""#, #"invalid \u escape: \uD83D is a high surrogate not followed by a low surrogate \uDC00–\uDFFF"#, 1, 2),
        MalformedCase(#""x\uDE00""#, #"invalid \u escape: \uDE00 is a low surrogate without a high surrogate before it"#, 1, 3),
        MalformedCase("\"a\nb\"", "unescaped control character '\\n' in a string", 1, 3),
        MalformedCase("\"a\u{1}\"", "unescaped control character '\\u0001' in a string", 1, 3),
        MalformedCase("{\"ü\": \"é\t\"}", "unescaped control character '\\t' in a string", 1, 9, offset: 10),
        MalformedCase(bytes: [0x22, 0xFF, 0x22], name: "0xFF",
                      "invalid UTF-8 at byte offset 1: byte 0xFF cannot start a character", 1, 2, offset: 1),
        MalformedCase(bytes: [0x22, 0xC0, 0xAF, 0x22], name: "overlong slash",
                      "invalid UTF-8 at byte offset 1: byte 0xC0 cannot start a character", 1, 2, offset: 1),
        MalformedCase(bytes: [0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D], name: "bad continuation",
                      "invalid UTF-8 at byte offset 2: bytes 0xC3 0x28 do not form a character", 1, 3, offset: 2),
        MalformedCase(bytes: [0x22, 0xED, 0xA0, 0x80, 0x22], name: "encoded surrogate",
                      "invalid UTF-8 at byte offset 1: bytes 0xED 0xA0 do not form a character", 1, 2, offset: 1),
        MalformedCase(bytes: [0x22, 0xE2, 0x82], name: "truncated",
                      "invalid UTF-8 at byte offset 1: the input ends inside a character", 1, 2, offset: 1),
        MalformedCase(bytes: [0x5B, 0x80, 0x5D], name: "stray continuation outside a string",
                      "invalid UTF-8 at byte offset 1: byte 0x80 cannot start a character", 1, 2, offset: 1),
        MalformedCase(bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], name: "UTF-16 LE",
                      "the input is UTF-16 or UTF-32 (it starts with a byte order mark); JSON must be UTF-8", 1, 1, offset: 0),
        MalformedCase(String(repeating: "[", count: 257), "nesting too deep: arrays and objects may nest at most 256 levels", 1, 257),
        MalformedCase(#"{"a":"# + String(repeating: #"{"a":"#, count: 300),
                      "nesting too deep: arrays and objects may nest at most 256 levels", 1, 1281),
    ]

    @Test("reports the exact message and place", arguments: cases)
    func malformed(_ testCase: MalformedCase) throws {
        let error = try #require(parseError(testCase.bytes))
        #expect(error.message == testCase.message)
        #expect(error.position == testCase.position)
        #expect(error.byteOffset == testCase.byteOffset)
    }

    @Test func hundredThousandOpeningBracketsGiveTheNestingErrorNotACrash() throws {
        let error = try #require(parseError(Array(repeating: UInt8(ascii: "["), count: 100_000)))
        #expect(error.message == "nesting too deep: arrays and objects may nest at most 256 levels")
        #expect(error.position == at(1, 257))
        #expect(error.description == "1:257: nesting too deep: arrays and objects may nest at most 256 levels")
    }

    @Test func everyPrefixOfADocumentFailsCleanly() {
        let text = Array(#"{"a": [1, -2.5e3, true, null, "x\u00e9\n"], "b": {"c": false}}"#.utf8)
        for length in 0..<text.count {
            #expect(parseError(Array(text[0..<length])) != nil)
        }
    }
}
