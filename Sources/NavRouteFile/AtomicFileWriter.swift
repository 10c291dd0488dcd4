import Foundation

/// Writes a file so that a reader sees either the old content or the whole new one, never a
/// half-written file: the bytes go to a temporary file in the same folder, which is then
/// renamed over the target (`rename(2)` is atomic within a file system).
public enum AtomicFileWriter {
    /// Why a file could not be written.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file that was to be written.
        public var path: String
        /// What went wrong.
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    /// Writes `data` to `path`, replacing any file there.
    /// - Throws: ``WriteError`` when the folder is missing or not writable; no temporary file is left behind.
    public static func write(_ data: Data, to path: String) throws(WriteError) {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw WriteError(path: path, message: "cannot create a file in \(target.deletingLastPathComponent().path)")
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: path, message: "cannot replace the file: \(reason)")
        }
    }
}
