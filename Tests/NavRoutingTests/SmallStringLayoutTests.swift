import Testing
import PropertyBased
@testable import NavRouting

/// The lookup builds values of up to 15 bytes as small strings from their words
/// (`SmallStringLayout`); they must be exactly the strings `String(decoding:as:)` builds.
@Suite struct SmallStringLayoutTests {
    /// On the 64-bit little-endian platforms navsim is built for, the layout holds: the lookup
    /// takes the fast way (if this fails, values are still right, only slower).
    @Test func theLayoutHoldsHere() {
        #expect(SmallStringLayout.holds)
    }

    static let pieces = ["a", "Z", "0", "-", "_", "~", " ", "caf\u{E9}", "\u{E9}", "\u{212A}", "e\u{301}", "\u{65E5}\u{672C}", "\u{1F600}", "%", "+"]

    @Test func builtStringsAreTheStandardLibrarysOwn() async {
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...1_000).array(of: 0...8)) { choice in
            var text = ""
            for index in choice where (text + Self.pieces[index % Self.pieces.count]).utf8.count <= FastURLParts.smallStringCapacity {
                text += Self.pieces[index % Self.pieces.count]
            }
            let bytes = Array(text.utf8)
            let built = bytes.withUnsafeBufferPointer { SmallStringLayout.string($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: $0.count) }
            let expected = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            #expect(built == expected, "\(text.debugDescription)")
            #expect(built.count == expected.count && built.utf8.count == expected.utf8.count)
            #expect(built.hashValue == expected.hashValue)
            #expect(Array(built.unicodeScalars) == Array(expected.unicodeScalars))
            #expect(built + "!" == expected + "!")
        }
    }

    /// A short escaped value decodes into a small string equal to the general decoder's.
    @Test(arguments: ["news%20letter", "caf%C3%A9", "a+b", "%E6%97%A5", "%FF", "%4", "100%", "%2Fx%2F"])
    func shortDecodedValuesMatchTheGeneralDecoder(text: String) {
        for plusAsSpace in [false, true] {
            let decoded = Array(text.utf8).withUnsafeBufferPointer { FastURLParts.decodedString($0, 0..<$0.count, plusAsSpace: plusAsSpace) }
            #expect(decoded == PercentDecoding.decode(Substring(text), plusAsSpace: plusAsSpace), "\(text) \(plusAsSpace)")
        }
    }
}
