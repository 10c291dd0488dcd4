import Foundation
import NavRouteFile
import NavSupport

/// The history file's lines as bytes, read from its tail only: however large the file has
/// grown, a start or a save reads at most ``tailBytes``. A line that is not valid UTF-8 is kept
/// as it is (a save writes it back) but is not offered as an entry.
struct HistoryFile {
    /// The most bytes read from the end of the file, and the most a save writes.
    static let tailBytes = 256 * 1024

    /// The lines read, oldest first, without their newlines.
    var lines: [Data]

    /// The entries that can be shown: the lines that are valid UTF-8, consecutive repeats once.
    var entries: [String] {
        var result: [String] = []
        for line in lines {
            guard let text = String(validating: line, as: UTF8.self), !text.isEmpty, result.last != text else { continue }
            result.append(text)
        }
        return result
    }

    /// Why the file could not be read.
    struct ReadError: Error {
        var message: String
    }

    /// Reads the last ``tailBytes`` of the file at `path` (no lines when there is no file).
    /// - Throws: ``ReadError`` when the file exists but cannot be read, or is not a regular
    ///   file; a save must then leave it alone rather than replace it with less.
    static func read(_ path: String) throws(ReadError) -> HistoryFile {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return HistoryFile(lines: []) }
            throw ReadError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw ReadError(message: "cannot read \(path): \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ReadError(message: "\(path) is \(FileKind.describe(info.st_mode)), not a regular file")
        }
        let start = max(0, Int(info.st_size) - tailBytes)
        guard lseek(descriptor, off_t(start), SEEK_SET) >= 0 else {
            throw ReadError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count < tailBytes {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, min($0.count, tailBytes - data.count)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw ReadError(message: "cannot read \(path): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Data($0) }
        // A read that starts inside the file starts inside a line: that part is not a line.
        if start > 0, !lines.isEmpty { lines.removeFirst() }
        return HistoryFile(lines: lines.filter { !$0.isEmpty })
    }

    /// Appends `added`, then keeps one of each run of equal lines (a file written before runs
    /// were merged is cleaned on its next save) and the newest lines within `limit` lines and
    /// ``tailBytes`` bytes.
    mutating func merge(_ added: some Sequence<String>, limit: Int) {
        var merged: [Data] = []
        merged.reserveCapacity(lines.count)
        for line in lines + added.map({ Data($0.replacingOccurrences(of: "\n", with: " ").utf8) })
        where !line.isEmpty && merged.last != line {
            merged.append(line)
        }
        lines = merged
        var kept = 0
        var bytes = 0
        for line in lines.reversed() {
            guard kept < limit, bytes + line.count + 1 <= Self.tailBytes else { break }
            kept += 1
            bytes += line.count + 1
        }
        lines.removeFirst(lines.count - kept)
    }

    /// The file's bytes: each line followed by a newline.
    var data: Data {
        var out = Data()
        for line in lines {
            out.append(line)
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }
}
