/// Escapes and non-ASCII text on the fast path: `%XX` and `+` decoded from the URL's bytes into
/// a small buffer, as `PercentDecoding.decode` decodes them (a malformed escape stays as written;
/// a result that is not UTF-8 leaves the text as written), and the checks that keep the fast
/// path splitting a URL where the general reader, which splits on `Character`s, splits it.
extension FastURLParts {
    /// A byte the scan stops at that may still be read fast: `%` or a byte of non-ASCII text.
    static func isEncoded(_ byte: UInt8) -> Bool { byte == 0x25 || byte >= 0x80 }

    /// The ASCII bytes the general reader looks for as `Character`s (`URLParts`, the path split,
    /// the query split). A combining mark after one of them, or a prepended mark before one,
    /// joins it into a `Character` that is no longer the delimiter.
    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "&"), UInt8(ascii: "="): return true
        default: return false
        }
    }

    /// Where the scan goes on after the `%` or the run of non-ASCII text at `index`, or `nil`
    /// when that text joins a neighbouring delimiter into one `Character` (general reader).
    @inline(__always)
    static func passEncoded(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, start: Int, end: Int) -> Int? {
        guard bytes[index] >= 0x80 else { return index + 1 }
        return passNonASCII(bytes, at: index, start: start, end: end)
    }

    /// `passEncoded` for a run of non-ASCII text.
    private static func passNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, start: Int, end: Int) -> Int? {
        var runEnd = index
        while runEnd < end, bytes[runEnd] >= 0x80 { runEnd += 1 }
        if index > start, isDelimiter(bytes[index - 1]), joins(Unicode.Scalar(bytes[index - 1]), scalar(bytes, at: index)) { return nil }
        if runEnd < end, isDelimiter(bytes[runEnd]),
           joins(scalar(bytes, at: scalarStart(bytes, before: runEnd)), Unicode.Scalar(bytes[runEnd])) { return nil }
        return runEnd
    }

    /// Whether `trimmingWhitespace` would leave `start..<end` as it is, when the text there
    /// begins or ends with non-ASCII text (it trims whole `Character`s whose first scalar is
    /// whitespace). Errs on the side of `false`, which sends the URL to the general reader.
    static func endsAreTrimmed(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
        if bytes[start] >= 0x80 {
            let first = scalar(bytes, at: start)
            if first.properties.isWhitespace { return false }
            if start > 0, joins(" ", first) { return false } // a space and a combining mark: whitespace
        }
        if bytes[end - 1] >= 0x80 {
            let lastStart = scalarStart(bytes, before: end)
            let last = scalar(bytes, at: lastStart)
            if last.properties.isWhitespace { return false }
            // The last Character may begin before its last scalar, maybe with whitespace.
            if lastStart > start, joins(scalar(bytes, at: scalarStart(bytes, before: lastStart)), last) { return false }
            if end < bytes.count, joins(last, " ") { return false } // a prepended mark keeps the space
        }
        return true
    }

    /// Whether `first` and `second` make one `Character` (no grapheme break between them).
    static func joins(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        var text = String(first) // at most eight bytes: a small string, never allocated
        text.unicodeScalars.append(second)
        return text.count == 1
    }

    /// The scalar whose UTF-8 starts at `index` (the bytes come from a `String`: valid UTF-8).
    static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Unicode.Scalar {
        let lead = bytes[index]
        guard lead >= 0x80 else { return Unicode.Scalar(lead) }
        let continuations = lead >= 0xF0 ? 3 : lead >= 0xE0 ? 2 : 1
        var value = UInt32(lead) & (0x3F >> UInt32(continuations))
        for offset in 1...continuations where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Where the scalar that ends just before `index` starts.
    static func scalarStart(_ bytes: UnsafeBufferPointer<UInt8>, before index: Int) -> Int {
        var start = index - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// Decodes the path components that need it into `decoded` (as large as the URL), each at
    /// the offset where it was written, with the rest of the URL copied as it is, and fixes their
    /// keys' lengths. `false` when a component is not ASCII and case is ignored: lowercasing
    /// it is the general reader's (`String.lowercased()` can change its length).
    /// `writtenEnds[i]`, when given, is set for each decoded component `i` to where it ends as
    /// written (its key then has the decoded length).
    func decodePath(keys: UnsafeMutablePointer<RouteTrie.ComponentKey>, into decoded: UnsafeMutableBufferPointer<UInt8>,
                    caseSensitive: Bool, writtenEnds: UnsafeMutablePointer<UInt16>? = nil) -> Bool {
        let base = bytes.baseAddress!, output = decoded.baseAddress!
        output.initialize(from: base, count: bytes.count)
        var encoded = encodedComponents
        while encoded != 0 {
            let index = encoded.trailingZeroBitCount
            encoded &= encoded &- 1
            let start = Int(keys[index].start), count = Int(keys[index].length)
            writtenEnds?[index] = UInt16(truncatingIfNeeded: start + count)
            var length = count, isASCII = true
            if let result = Self.decodeNotingASCII(base + start, count: count, into: output + start, readable: decoded.count - start,
                                                   plusAsSpace: false) {
                (length, isASCII) = result
            } else {
                (output + start).update(from: base + start, count: count) // not UTF-8 once decoded: as written
                isASCII = !(start..<(start + count)).contains { base[$0] >= 0x80 }
            }
            if !isASCII, !caseSensitive { return false }
            keys[index] = RouteTrie.ComponentKey(start: Int32(start), length: Int32(length), textLength: Int32(length),
                                                 hash: 0, isASCII: isASCII)
        }
        return true
    }

    /// The text at `range`, percent-decoded (and `+` as a space when `plusAsSpace`), as
    /// `PercentDecoding.decode` gives it.
    func decodedString(_ range: Range<Int>, plusAsSpace: Bool) -> String {
        Self.decodedString(bytes, range, plusAsSpace: plusAsSpace)
    }

    /// `decodedString(_:_:plusAsSpace:)` with its commonest case, a short value without
    /// escapes, answered in the caller: two words read and masked, and they are the string.
    /// `smallStrings`: `SmallStringLayout.holds`, which a caller on a hot path has at hand.
    @inline(__always)
    static func inlineDecodedString(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool,
                                    smallStrings: Bool) -> String {
        let count = range.count
        if count <= smallStringCapacity, range.lowerBound + 16 <= bytes.count, smallStrings {
            let words = Self.words(at: bytes.baseAddress! + range.lowerBound, count: count)
            if !hasEscape(words, plusAsSpace: plusAsSpace) { return SmallStringLayout.string(words.0, words.1, count: count) }
        }
        return decodedString(bytes, range, plusAsSpace: plusAsSpace, smallStrings: smallStrings)
    }

    /// `decodedString(_:plusAsSpace:)` for the bytes at `range` of any buffer (`smallStrings`:
    /// `SmallStringLayout.holds`, passed by callers that have it at hand).
    static func decodedString(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusAsSpace: Bool,
                              smallStrings: Bool = SmallStringLayout.holds) -> String {
        let source = bytes.baseAddress! + range.lowerBound, count = range.count
        if count <= smallStringCapacity, smallStrings {
            // Short values (most are) are read as two words: with no '%' (nor '+' read as a
            // space) they are the string; else they are decoded into two words on the stack.
            var words: (UInt64, UInt64) = (0, 0)
            if bytes.count >= 16 {
                words = loadWords(bytes, range)
            } else {
                withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: source, byteCount: count) }
            }
            if !hasEscape(words, plusAsSpace: plusAsSpace) { return SmallStringLayout.string(words.0, words.1, count: count) }
            let length = withUnsafeMutableBytes(of: &words) { target in
                decode(source, count: count, into: target.baseAddress!.assumingMemoryBound(to: UInt8.self), readable: 16,
                       plusAsSpace: plusAsSpace)
            }
            guard let length else { return string(source, count: count, smallStrings: smallStrings) } // not UTF-8 once decoded: as written
            SmallStringLayout.keep(length, of: &words)
            return SmallStringLayout.string(words.0, words.1, count: length)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            guard let length = decode(source, count: count, into: buffer.baseAddress!, readable: count, plusAsSpace: plusAsSpace) else {
                return string(source, count: count, smallStrings: smallStrings)
            }
            // Escapes shortened it to a small string: its words are read from the buffer (which
            // has at least sixteen bytes) rather than copied out through `memcpy`.
            if length <= smallStringCapacity, smallStrings {
                let words = words(at: buffer.baseAddress!, count: length)
                return SmallStringLayout.string(words.0, words.1, count: length)
            }
            return string(buffer.baseAddress!, count: length, smallStrings: smallStrings)
        }
    }

    /// The (at most 16) bytes at `range` of `bytes`, a buffer of at least sixteen, as two
    /// little-endian words, the bytes past the range zero: two loads from the range's start
    /// where sixteen bytes of the buffer are left, else from the buffer's last sixteen, shifted
    /// down. (Copying the bytes to the stack to load them as words, as values at the end of a
    /// URL were read, calls `memcpy`, and the loads wait for its stores to complete.)
    @inline(__always)
    static func loadWords(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (UInt64, UInt64) {
        if range.lowerBound + 16 <= bytes.count { return words(at: bytes.baseAddress! + range.lowerBound, count: range.count) }
        let raw = UnsafeRawPointer(bytes.baseAddress! + bytes.count - 16)
        let low = raw.loadUnaligned(as: UInt64.self), high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        // The range starts `past` bytes (1...15) too close to the buffer's end for two loads.
        let past = UInt64(truncatingIfNeeded: range.lowerBound &+ 16 &- bytes.count)
        var shifted = past < 8 ? (low &>> (8 &* past) | high &<< (64 &- 8 &* past), high &>> (8 &* past))
            : (high &>> (8 &* (past &- 8)), 0)
        SmallStringLayout.keep(range.count, of: &shifted)
        return shifted
    }

    /// The `count` (at most 16) bytes at `start`, where sixteen bytes can be read, as two
    /// little-endian words, the bytes past `count` zero.
    @inline(__always)
    static func words(at start: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(start)
        var words = (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        SmallStringLayout.keep(count, of: &words)
        return words
    }

    /// Whether `words` (bytes past the value's end zero) hold a '%', or a '+' read as a space
    /// when `plusAsSpace`: a byte masked to zero cannot match, as the test is on the word
    /// xor-ed with the byte.
    @inline(__always)
    static func hasEscape(_ words: (UInt64, UInt64), plusAsSpace: Bool) -> Bool {
        var escapes = Stops.zeroBytes(words.0 ^ 0x2525_2525_2525_2525) | Stops.zeroBytes(words.1 ^ 0x2525_2525_2525_2525)
        if plusAsSpace { escapes |= Stops.zeroBytes(words.0 ^ 0x2B2B_2B2B_2B2B_2B2B) | Stops.zeroBytes(words.1 ^ 0x2B2B_2B2B_2B2B_2B2B) }
        return escapes != 0
    }

    /// The most UTF-8 bytes a `String` holds inline, without allocating (on 64-bit platforms).
    static let smallStringCapacity = 15

    /// The `count` bytes at `source` as a `String`. They must be well-formed UTF-8: bytes of a
    /// `String` cut at ASCII bytes, or a decoding `isUTF8` accepted.
    ///
    /// Up to `smallStringCapacity` bytes become a small string directly: the standard library
    /// keeps such a string inline in its two words (the bytes, then a last byte of flags and
    /// count), which is what `String(decoding:as:)` produces too, after checking the bytes one by
    /// one and copying them through a closure (about a hundred instructions for a six-letter
    /// value, a third of reading one). The layout is checked once, at first use, against
    /// `String(decoding:as:)` (`SmallStringLayout.holds`); where it does not hold, every string
    /// is made by `String(decoding:as:)`. `smallStrings`: `SmallStringLayout.holds`, passed by
    /// callers that have it at hand.
    @inline(__always)
    static func string(_ source: UnsafePointer<UInt8>, count: Int, smallStrings: Bool = SmallStringLayout.holds) -> String {
        guard count <= smallStringCapacity, smallStrings else {
            return String(decoding: UnsafeBufferPointer(start: source, count: count), as: UTF8.self)
        }
        return SmallStringLayout.string(source, count: count)
    }

    /// Writes the `count` bytes at `source` to `target` with `%XX` decoded (and `+` as a space when
    /// `plusAsSpace`); the decoded length, or `nil` when the result is not UTF-8. A byte at a
    /// time: values are short and their escapes close together (copying the plain runs between
    /// them eight bytes at a time cost a third more on the escaped workload).
    /// `readable`: how many bytes from `target` may be read (at least `count`).
    static func decode(_ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>, readable: Int,
                       plusAsSpace: Bool) -> Int? {
        decodeNotingASCII(source, count: count, into: target, readable: readable, plusAsSpace: plusAsSpace)?.length
    }

    /// `decode`, saying too whether the decoded bytes are all ASCII.
    static func decodeNotingASCII(_ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>,
                                  readable: Int, plusAsSpace: Bool) -> (length: Int, isASCII: Bool)? {
        // Two loops, so that the byte loop does not test `plusAsSpace` at every byte.
        let (written, seen) = plusAsSpace ? decodeBytes(source, count: count, into: target, plusAsSpace: true)
            : decodeBytes(source, count: count, into: target, plusAsSpace: false)
        if seen < 0x80 { return (written, true) }
        // Short text of Latin letters (two-byte sequences) is checked as two words.
        if written <= 16, readable >= 16 {
            var words = (UnsafeRawPointer(target).loadUnaligned(as: UInt64.self),
                         UnsafeRawPointer(target).loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            SmallStringLayout.keep(written, of: &words)
            if isASCIIOrTwoByteUTF8(words) { return (written, false) }
        }
        return isUTF8(UnsafeBufferPointer(start: target, count: written)) ? (written, false) : nil
    }

    /// Whether `words` (sixteen bytes, those past the text zero) are ASCII and well-formed
    /// two-byte sequences (U+0080–U+07FF) only: every byte 110xxxxx other than C0 and C1
    /// followed by exactly one 10xxxxxx, and no other byte of 0x80 or above. `false` also
    /// when the text has longer sequences, which `isUTF8` then checks a byte at a time.
    @inline(__always)
    static func isASCIIOrTwoByteUTF8(_ words: (UInt64, UInt64)) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        /// Leads of two-byte sequences, continuation bytes, and bytes that are neither, each
        /// flagged by its high bit.
        func classes(_ word: UInt64) -> (leads: UInt64, continuations: UInt64, others: UInt64) {
            let nonASCII = word & high
            let bit6 = (word << 1) & high, bit5 = (word << 2) & high
            let continuations = nonASCII & ~bit6
            var leads = nonASCII & bit6 & ~bit5
            // C0 and C1 (overlong): a lead whose bits 1–4 are all zero.
            let overlong = leads & ~(((word & 0x1E1E_1E1E_1E1E_1E1E) &+ 0x7F7F_7F7F_7F7F_7F7F) & high)
            leads &= ~overlong
            return (leads, continuations, nonASCII & ~(leads | continuations))
        }
        let low = classes(words.0), upper = classes(words.1)
        // Each lead is followed by a continuation, and each continuation follows a lead (the
        // low word's last lead by the upper word's first byte; the upper word's last byte, a
        // lead, by nothing).
        return low.others | upper.others == 0 && low.continuations == low.leads << 8
            && upper.continuations == (upper.leads << 8 | low.leads >> 56) && upper.leads >> 56 == 0
    }

    /// `decode`'s loop, inlined once for each `plusAsSpace`: the decoded length, and every byte
    /// written or-ed together.
    @inline(__always)
    private static func decodeBytes(_ source: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>,
                                    plusAsSpace: Bool) -> (Int, UInt8) {
        var read = 0, written = 0
        var seen: UInt8 = 0 // every byte written, or-ed: ASCII results need no UTF-8 check
        while read < count {
            let byte = source[read]
            var decoded = plusAsSpace && byte == 0x2B ? 0x20 : byte
            read &+= 1
            if byte == 0x25, read &+ 1 < count, let high = PercentDecoding.hexValue(source[read]),
               let low = PercentDecoding.hexValue(source[read &+ 1]) {
                decoded = high << 4 | low
                read &+= 2
            }
            target[written] = decoded
            seen |= decoded
            written &+= 1
        }
        return (written, seen)
    }

    /// Whether `bytes` is well-formed UTF-8: no overlong forms, surrogates or values past
    /// U+10FFFF (what `Unicode.UTF8.ForwardParser` accepts, which cost ten times as much here).
    @inline(never) // the rare case: kept out of `decodeNotingASCII`
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        func continuation(_ offset: Int) -> UInt8? {
            guard index + offset < count, bytes[index + offset] & 0xC0 == 0x80 else { return nil }
            return bytes[index + offset]
        }
        while index < count {
            let lead = bytes[index]
            switch lead {
            case 0x00..<0x80:
                index += 1
            case 0xC2..<0xE0:
                guard continuation(1) != nil else { return false }
                index += 2
            case 0xE0..<0xF0:
                guard let second = continuation(1), continuation(2) != nil,
                      !(lead == 0xE0 && second < 0xA0), // overlong
                      !(lead == 0xED && second >= 0xA0) // a surrogate
                else { return false }
                index += 3
            case 0xF0..<0xF5:
                guard let second = continuation(1), continuation(2) != nil, continuation(3) != nil,
                      !(lead == 0xF0 && second < 0x90), // overlong
                      !(lead == 0xF4 && second >= 0x90) // past U+10FFFF
                else { return false }
                index += 4
            default:
                return false
            }
        }
        return true
    }
}

/// How a 64-bit Swift `String` of up to 15 UTF-8 bytes is laid out: the bytes in order across
/// its two words, and in the top byte of the second word the flags `0xA0` (small, immortal),
/// `0x40` more when every byte is ASCII, and the count in the low four bits.
enum SmallStringLayout {
    /// The small string holding the `count` (at most 15) bytes at `source`, which must be UTF-8.
    @inline(__always)
    static func string(_ source: UnsafePointer<UInt8>, count: Int) -> String {
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { $0.baseAddress!.copyMemory(from: source, byteCount: count) }
        return string(words.0, words.1, count: count)
    }

    /// Zeroes the bytes of `words` past the first `count` (at most 16).
    @inline(__always)
    static func keep(_ count: Int, of words: inout (UInt64, UInt64)) {
        if count < 8 {
            words.0 &= (1 << UInt64(8 * count)) &- 1
            words.1 = 0
        } else if count < 16 {
            words.1 &= (1 << UInt64(8 * (count - 8))) &- 1
        }
    }

    /// The small string of the `count` bytes held in `low` then `high` (little-endian, the
    /// bytes past `count` zero).
    @inline(__always)
    static func string(_ low: UInt64, _ high: UInt64, count: Int) -> String {
        let ascii = (low | high) & 0x8080_8080_8080_8080 == 0
        var words = (low, high | ((ascii ? 0xE0 : 0xA0) | UInt64(count)) << 56)
        // Moved out of the words rather than bit-cast: a bit-cast String is a copy, which the
        // compiler retains (a call, though a small string has nothing to retain).
        return withUnsafeMutablePointer(to: &words) { $0.withMemoryRebound(to: String.self, capacity: 1) { $0.move() } }
    }

    /// The two words of `string` when it is a small string of ASCII text (its top four bits
    /// `0xE`), else `nil`. Two such strings are equal exactly when their words are: ASCII text
    /// has no other canonically equivalent spelling, and the bytes past the count are zero.
    /// `nil` wherever the layout does not hold (`smallStrings`: `holds`, passed by callers that
    /// have it at hand).
    @inline(__always)
    static func asciiWords(_ string: String, smallStrings: Bool = holds) -> (UInt64, UInt64)? {
        guard smallStrings else { return nil }
        let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
        return words.1 >> 60 == 0xE ? words : nil
    }

    /// Whether strings built by `string(_:count:)` are the ones `String(decoding:as:)` builds
    /// (on this platform and standard library), checked on ASCII and non-ASCII text.
    static let holds: Bool = {
        guard MemoryLayout<String>.size == 16, UInt64(1).littleEndian == 1 else { return false }
        return ["", "navsim", "fifteen-bytes!!", "café crème", "e\u{301}"].allSatisfy { sample in
            var copy = sample
            return copy.withUTF8 { utf8 in
                let built = string(utf8.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: utf8.count)
                let expected = String(decoding: utf8, as: UTF8.self)
                return unsafeBitCast(built, to: (UInt64, UInt64).self) == unsafeBitCast(expected, to: (UInt64, UInt64).self)
                    && built == sample && built.count == sample.count
            }
        }
    }()
}
