
/// Finds where a start tag begins from where the XML parser reports its end (the parser gives
/// the position after the tag; messages point at its `<`).
///
/// The parser's positions only move forward, so a cursor follows them through the UTF-8 bytes:
/// the work is linear in the document whatever its line lengths (a document minified onto one
/// line included), where copying the line for every tag was quadratic.
package struct XMLTagLocator {
    private let bytes: [UInt8]
    /// The byte offset where each line starts (lines end at LF, as the parser counts them).
    private let lineStarts: [Int]
    /// The last position found: line, column (1-based, in Unicode scalars), byte offset.
    private var cursor = (line: 1, column: 1, offset: 0)

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// Where the tag that ends at (`line`, `column`) starts: the nearest `<` at or before it.
    package mutating func tagStart(line: Int, column: Int) -> SourcePosition {
        let reported = SourcePosition(line: max(line, 1), column: max(column, 1))
        guard line >= 1, line <= lineStarts.count, !bytes.isEmpty else { return reported }
        var offset = self.offset(line: line, column: max(column, 1))
        var startColumn = cursor.column
        let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if offset >= lineEnd {
            // Past the line's end: start from its last character.
            offset = lineEnd - 1
            startColumn -= 1
        }
        var scalarsBack = 0
        var crossedLine = false
        while offset >= 0 {
            let byte = bytes[offset]
            if byte == 0x3C { break }
            if byte == 0x0A { crossedLine = true }
            if byte & 0xC0 != 0x80 { scalarsBack += 1 }
            offset -= 1
        }
        guard offset >= 0 else { return reported }
        if !crossedLine { return SourcePosition(line: line, column: max(1, startColumn - scalarsBack)) }
        // A tag written over several lines: count from the start of the line holding its `<`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: Self.scalarCount(bytes[lineStarts[low]..<offset]) + 1)
    }

    /// The byte offset of (`line`, `column`), or of the line's end when the column is past it;
    /// moves the cursor there.
    private mutating func offset(line: Int, column: Int) -> Int {
        if cursor.line != line || column < cursor.column { cursor = (line, 1, lineStarts[line - 1]) }
        let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        var (current, offset) = (cursor.column, cursor.offset)
        while current < column, offset < lineEnd {
            offset += 1
            while offset < lineEnd, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            current += 1
        }
        cursor = (line, current, offset)
        return offset
    }

    /// The Unicode scalars in UTF-8 `bytes` (bytes that do not continue a sequence).
    package static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
