import Foundation

/// Writes an output file (a JUnit report, a recording, the input history) so that a reader sees
/// either the old content or the whole new one, and so that what the path names is honoured:
///
/// - a regular file (or none yet) is replaced atomically: the bytes go to a temporary file in
///   the same folder, which takes the old file's permissions and is then renamed over it
///   (`rename(2)` is atomic within a file system);
/// - a symbolic link is followed: its target is written as above (created when missing) and the
///   link stays a link;
/// - a character device (a terminal, `/dev/null`) or a FIFO is written straight into, never
///   replaced; a FIFO no process is reading is refused rather than waited on;
/// - a name of one of this process's open descriptors (`/dev/stdout`, `/dev/stderr`,
///   `/dev/fd/N`, `/proc/self/fd/N`, directly or through links) is written into that
///   descriptor, whatever it is open on (a pipe, a terminal, a file the shell redirected to):
///   nothing is replaced, and what the process writes there afterwards follows the report;
/// - anything else (a folder, a socket, a block device, a symbolic link loop) is refused.
public enum AtomicFileWriter {
    /// Why a file could not be written.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file that was to be written.
        public var path: String
        /// What went wrong.
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    /// Writes `data` to `path` (see the type's documentation for what is replaced and what is not).
    /// - Parameter mode: the permissions of a file created new (an existing file keeps its own).
    /// - Throws: ``WriteError`` when the folder is missing or not writable, the target is of a
    ///   kind that is never written, or a write fails; no temporary file is left behind.
    public static func write(_ data: Data, to path: String, mode: mode_t = 0o644) throws(WriteError) {
        if let descriptor = openDescriptor(named: path) {
            if let failure = writeAll(descriptor, data) {
                throw WriteError(path: path, message: "cannot write: \(String(cString: strerror(failure)))")
            }
            return
        }
        let target = try resolvedTarget(path)
        var info = stat()
        if stat(target, &info) != 0 {
            guard errno == ENOENT else { throw WriteError(path: path, message: "cannot write: \(String(cString: strerror(errno)))") }
            try replace(target, with: data, newMode: mode, keptMode: nil, reportedAs: path)
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try replace(target, with: data, newMode: mode, keptMode: info.st_mode & 0o7777, reportedAs: path,
                        owner: (info.st_uid, info.st_gid))
        case S_IFCHR, S_IFIFO:
            try writeInPlace(target, data, isFIFO: info.st_mode & S_IFMT == S_IFIFO, reportedAs: path)
        default:
            throw WriteError(path: path, message: "not written: it is \(FileKind.describe(info.st_mode)), not a regular file")
        }
    }

    /// Whether `output` names the same file as one of `inputs` (the same device and inode, links
    /// followed), so writing it would replace an input: `--record` naming the route file,
    /// `--junit` naming a scenario file. Paths that do not exist are no input.
    package static func input(among inputs: [String], replacedBy output: String) -> String? {
        var written = stat()
        guard stat(output, &written) == 0 else { return nil }
        return inputs.first { input in
            var read = stat()
            return stat(input, &read) == 0 && read.st_dev == written.st_dev && read.st_ino == written.st_ino
        }
    }

    /// Why `write(_:to:)` would refuse `path` before any byte is written (a folder, a socket, a
    /// missing or unwritable folder, a symbolic link loop), or `nil` when it can be tried; a
    /// command that writes at the end of a long session asks first, so the session is not lost.
    package static func problem(writing path: String) -> String? {
        if openDescriptor(named: path) != nil { return nil }
        let target: String
        do {
            target = try resolvedTarget(path)
        } catch {
            return error.message
        }
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG, S_IFCHR, S_IFIFO: break
            default: return "it is \(FileKind.describe(info.st_mode)), not a regular file"
            }
            guard info.st_mode & S_IFMT == S_IFREG else { return nil }
        } else if errno != ENOENT {
            return "cannot write: \(String(cString: strerror(errno)))"
        }
        // A regular file or a new one is written beside itself, then renamed: the folder must take it.
        let directory = folder(of: target)
        guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            return "its folder \(directory) does not exist"
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            return "cannot create a file in \(directory): \(String(cString: strerror(errno)))"
        }
        return nil
    }

    /// The open descriptor of this process that `path` names, directly or through symbolic
    /// links: `/dev/stdout` (1), `/dev/stderr` (2), `/dev/fd/N`, `/proc/self/fd/N` and
    /// `/proc/PID/fd/N` with this process's PID; `nil` for any other path or a closed descriptor.
    /// (The kernel's links under `/proc/self/fd` name pipes as `pipe:[…]`, which is no path.)
    package static func openDescriptor(named path: String) -> Int32? {
        var current = path
        for _ in 0..<40 {
            let parts = current.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            var number: Int32?
            switch parts.count {
            case 2 where parts[0] == "dev" && parts[1] == "stdout": number = 1
            case 2 where parts[0] == "dev" && parts[1] == "stderr": number = 2
            case 3 where parts[0] == "dev" && parts[1] == "fd": number = Int32(parts[2])
            case 4 where parts[0] == "proc" && (parts[1] == "self" || parts[1] == String(getpid())) && parts[2] == "fd":
                number = Int32(parts[3])
            default: break
            }
            if current.hasPrefix("/"), let number, number >= 0 {
                return fcntl(number, F_GETFD) == -1 ? nil : number
            }
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, Int(PATH_MAX))
            guard count > 0 else { return nil }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        return nil
    }

    /// The path to write: `path` itself, or the file its symbolic links lead to. A link whose
    /// target does not exist yet resolves to that target (so the link keeps pointing at the new file).
    private static func resolvedTarget(_ path: String) throws(WriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, Int(PATH_MAX))
            guard count > 0 else {
                throw WriteError(path: path, message: "cannot read the symbolic link: \(String(cString: strerror(errno)))")
            }
            let destination = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        throw WriteError(path: path, message: "not written: its symbolic links form a loop")
    }

    /// Writes a temporary file beside `target`, then renames it over `target`. The file gets
    /// `keptMode` (the replaced file's permissions) when given, else `newMode` less the umask,
    /// and `owner` (the replaced file's) when the process may set it.
    private static func replace(_ target: String, with data: Data, newMode: mode_t, keptMode: mode_t?,
                                reportedAs path: String, owner: (uid_t, gid_t)? = nil) throws(WriteError) {
        let directory = folder(of: target)
        let name = target.split(separator: "/").last.map(String.init) ?? target
        let temporary = directory + "/.\(name).\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, keptMode ?? newMode)
        guard descriptor >= 0 else {
            throw WriteError(path: path, message: "cannot create a file in \(directory): \(String(cString: strerror(errno)))")
        }
        var failure = writeAll(descriptor, data)
        // The replaced file's owner too, when this process may give it (root writing a user's file).
        if failure == nil, let owner, owner != (getuid(), getgid()) { _ = fchown(descriptor, owner.0, owner.1) }
        if failure == nil, let keptMode, fchmod(descriptor, keptMode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(temporary)
            throw WriteError(path: path, message: "cannot write: \(String(cString: strerror(failure)))")
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, message: "cannot replace the file: \(reason)")
        }
    }

    /// The folder holding `path` (``folder(of:)``), `.` when it has none.
    package static func folder(of path: String) -> String {
        let folder = NavSupport.folder(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// Writes into a device or FIFO as it is. A FIFO is opened without waiting: with no reader
    /// the open fails (`ENXIO`) and the write is refused instead of hanging.
    private static func writeInPlace(_ target: String, _ data: Data, isFIFO: Bool, reportedAs path: String) throws(WriteError) {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | (isFIFO ? O_NONBLOCK : 0))
        guard descriptor >= 0 else {
            let reason = isFIFO && errno == ENXIO ? "no process is reading the FIFO" : String(cString: strerror(errno))
            throw WriteError(path: path, message: "cannot write: \(reason)")
        }
        if isFIFO {
            // Blocking writes from here on: the reader is there, it sets the pace.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        var failure = writeAll(descriptor, data)
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw WriteError(path: path, message: "cannot write: \(String(cString: strerror(failure)))") }
    }

    /// Writes every byte of `data`, retrying short writes and interruptions; the `errno` of a failure.
    package static func writeAll(_ descriptor: Int32, _ data: Data) -> Int32? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}
