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

    /// A short escaped value decodes into a small string equal to the general decoder's, and so
    /// does a longer one that escapes shorten to fifteen bytes or fewer.
    @Test(arguments: ["news%20letter", "caf%C3%A9", "a+b", "%E6%97%A5", "%FF", "%4", "100%", "%2Fx%2F",
                      "caf%C3%A9+cr%C3%A8me", "%E6%97%A5%E6%97%A5", "%C3%28%C3%A9%C3%A9", "fifteen%20bytes!", "sixteen%20bytes!!"])
    func shortDecodedValuesMatchTheGeneralDecoder(text: String) {
        for plusAsSpace in [false, true] {
            let decoded = Array(text.utf8).withUnsafeBufferPointer { FastURLParts.decodedString($0, 0..<$0.count, plusAsSpace: plusAsSpace) }
            #expect(decoded == PercentDecoding.decode(Substring(text), plusAsSpace: plusAsSpace), "\(text) \(plusAsSpace)")
            // At the end of a URL, where its words are read from the URL's last sixteen bytes.
            let url = Array("https://example.com/".utf8) + Array(text.utf8)
            let atEnd = url.withUnsafeBufferPointer { FastURLParts.decodedString($0, (url.count - text.utf8.count)..<url.count, plusAsSpace: plusAsSpace) }
            #expect(atEnd == PercentDecoding.decode(Substring(text), plusAsSpace: plusAsSpace), "\(text) \(plusAsSpace) at the end")
        }
    }

    /// The two-word check of decoded text accepts only well-formed UTF-8, and accepts all of
    /// it that is ASCII and two-byte sequences: random bytes weighted towards the edges of
    /// the two-byte forms (C0, C1, C2, DF, E0, lone continuations, a lead at the last byte).
    @Test func twoWordUTF8CheckAgreesWithTheStandardLibrary() async {
        let interesting: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xA9, 0xDF, 0xE0, 0xE9, 0xED, 0xF0, 0xF4, 0xF5, 0xFF]
        await propertyCheck(count: 5_000, input: Gen.int(in: 0...1_000).array(of: 0...16)) { choice in
            let bytes = choice.map { $0 < 500 ? interesting[$0 % interesting.count] : UInt8($0 % 256) }
            var words: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &words) { $0.copyBytes(from: bytes) }
            let valid = String(validating: bytes, as: UTF8.self) != nil
            let twoByteOnly = valid && String(decoding: bytes, as: UTF8.self).unicodeScalars.allSatisfy { $0.value < 0x800 }
            let accepted = FastURLParts.isASCIIOrTwoByteUTF8(words)
            // Zeros past the text are ASCII (NUL): the check sees the text and then NULs.
            #expect(!accepted || valid, "accepted ill-formed \(bytes)")
            #expect(accepted == twoByteOnly, "\(bytes)")
            #expect(bytes.withUnsafeBufferPointer { FastURLParts.isUTF8($0) } == valid, "isUTF8 \(bytes)")
        }
    }

    /// The words of every short range of a buffer are its bytes then zeros, wherever the range
    /// is: ranges in the buffer's last sixteen bytes are shifted down from them.
    @Test func wordsOfEveryShortRangeAreItsBytes() {
        for length in 16...40 {
            let buffer = (0..<length).map { UInt8(1 + $0) } // no two bytes alike, none zero
            buffer.withUnsafeBufferPointer { bytes in
                for start in 0...length {
                    for count in 0...min(FastURLParts.smallStringCapacity, length - start) {
                        let words = FastURLParts.loadWords(bytes, start..<(start + count))
                        var unpacked: [UInt8] = []
                        for shift in stride(from: UInt64(0), to: 64, by: 8) { unpacked.append(UInt8(truncatingIfNeeded: words.0 >> shift)) }
                        for shift in stride(from: UInt64(0), to: 64, by: 8) { unpacked.append(UInt8(truncatingIfNeeded: words.1 >> shift)) }
                        #expect(Array(unpacked.prefix(count)) == Array(buffer[start..<(start + count)]), "\(length) \(start) \(count)")
                        #expect(unpacked.dropFirst(count).allSatisfy { $0 == 0 }, "\(length) \(start) \(count)")
                    }
                }
            }
        }
    }
}
