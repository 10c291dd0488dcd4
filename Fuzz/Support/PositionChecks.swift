import Foundation

/// The lines of a file as the JSON reader counts them (a line ends at LF, CRLF or a lone CR),
/// each with its length in bytes (never less than its length in Unicode scalars).
func lineLengths(_ bytes: [UInt8]) -> [Int] {
    var lengths: [Int] = []
    var current = 0
    var index = 0
    while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\n"):
            lengths.append(current)
            current = 0
        case UInt8(ascii: "\r"):
            lengths.append(current)
            current = 0
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
        default:
            current += 1
        }
        index += 1
    }
    lengths.append(current)
    return lengths
}

/// Whether `line:column` (1-based, column in scalars) lies in the file or just after the end
/// of one of its lines.
func positionIsInFile(line: Int, column: Int, lines: [Int]) -> Bool {
    line >= 1 && line <= lines.count && column >= 1 && column <= lines[line - 1] + 1
}
