/// Size limits on route patterns, checked before and after parsing under every profile.
///
/// A route file is pasted from anywhere, so its patterns may be of any size. The parser recurses
/// once per level of optional-group nesting and the navsim trie once per segment; each optional
/// group copies the text of every expansion. Without limits a pattern of a few kilobytes
/// overflows the stack and one of a megabyte takes minutes and gigabytes. Real patterns are far
/// below every limit.
extension RoutePattern {
    /// The longest pattern accepted, in characters (URLs are at most
    /// `RouteRequest.maximumLength` bytes long).
    public static let maximumLength = 2048
    /// The deepest nesting of optional groups: `((a))` nests two deep.
    static let maximumGroupNesting = 16
    /// The most segments one expansion may have.
    static let maximumSegments = 128

    /// Refuses a pattern that is too long or nests optional groups too deeply, before parsing it.
    /// - Throws: `PatternError` at the first character past the limit, or at the `(` that opens
    ///   one level too many.
    package static func checkSize(_ source: String) throws(PatternError) {
        // Printable ASCII (nearly every pattern): a byte is a character, no grapheme breaking.
        // Read from the string's own bytes, much faster than stepping through `utf8`.
        let fits = source.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard bytes.count <= maximumLength, isPrintableASCII(bytes) else { return false }
            var depth = 0
            for byte in bytes where byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") {
                depth = byte == UInt8(ascii: "(") ? depth + 1 : max(0, depth - 1)
                if depth > maximumGroupNesting { return false }
            }
            return true
        }
        if fits == true { return }
        var column = 0
        var depth = 0
        for character in source {
            column += 1
            if column > maximumLength {
                throw PatternError(pattern: source, column: column,
                                   message: "the path is longer than \(maximumLength) characters")
            }
            if character == "(" {
                depth += 1
                if depth > maximumGroupNesting {
                    throw PatternError(pattern: source, column: column,
                                       message: "optional groups nest more than \(maximumGroupNesting) deep")
                }
            } else if character == ")" {
                depth = max(0, depth - 1)
            }
        }
    }

    /// Whether `byte` is printable ASCII (0x20–0x7E), where a byte is a `Character`.
    @inline(__always)
    static func isPrintableASCII(_ byte: UInt8) -> Bool { byte &- 0x20 < 0x5F }

    /// Whether every byte is printable ASCII.
    @inline(__always)
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { bytes.allSatisfy(isPrintableASCII) }

    /// Whether every byte of `source` is printable ASCII, read from its own bytes when it has them.
    static func isPrintableASCII(_ source: String) -> Bool {
        source.utf8.withContiguousStorageIfAvailable { isPrintableASCII($0) } ?? source.utf8.allSatisfy(isPrintableASCII)
    }

    /// Refuses expansions with more than ``maximumSegments`` segments.
    package static func checkSegments(_ expansions: [ConcretePattern], source: String) throws(PatternError) {
        if let longest = expansions.lazy.map({ $0.segments.count }).max(), longest > maximumSegments {
            throw PatternError(pattern: source, column: 1,
                               message: "the path has \(longest) segments; the limit is \(maximumSegments)")
        }
    }

    /// The pattern for a message: whole when short, else its start and an ellipsis.
    package static func excerpt(_ source: String) -> String {
        source.count <= 80 ? source : String(source.prefix(77)) + "…"
    }
}
