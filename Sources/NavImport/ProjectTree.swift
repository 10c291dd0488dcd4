import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file of the project that `navsim init` reads, with its contents.
public struct ProjectFile: Sendable {
    /// The path as the walk made it: the folder given, then the names inside it.
    public var path: String
    /// What the file is.
    public var kind: ProjectFileKind
    /// Its bytes (read once).
    public var contents: Data

    /// Makes a file.
    public init(path: String, kind: ProjectFileKind, contents: Data) {
        self.path = path
        self.kind = kind
        self.contents = contents
    }
}

/// The walk of an app's project folders: the one part of the import that touches the file
/// system. Folders in ``ProjectFileKind/skippedFolders`` are not entered; a symbolic link to a
/// folder is not followed (so a link loop cannot trap the walk); a FIFO, socket or device is never
/// opened; a file over ``maximumFileSize`` is not read; each file is read at most once. Each
/// such file is a line in the report.
public enum ProjectTree {
    /// The largest file read (16 MB): no project file navsim reads comes near it.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// What the walk found: the files to read, and the report lines for what it skipped.
    public struct Walk: Sendable {
        /// The files read, in walk order (each folder's entries by name).
        public var files: [ProjectFile] = []
        /// Files and folders skipped with a reason.
        public var skipped: [NotUnderstood] = []
    }

    /// Walks `root` (a folder, or one file), reading every file ``ProjectFileKind`` names.
    /// - Returns: `nil` when `root` does not exist or is neither a folder nor a file.
    public static func walk(_ root: String) -> Walk? {
        var files: [ProjectFile] = []
        guard let skipped = walk(root, visit: { files.append($0) }) else { return nil }
        return Walk(files: files, skipped: skipped)
    }

    /// Walks `root` as ``walk(_:)`` does, handing each file to `visit` as soon as it is read
    /// (so a caller that reads it and lets it go holds one file at a time, not the whole tree);
    /// returns the skipped files' report lines, or `nil` when `root` does not exist or is
    /// neither a folder nor a file.
    public static func walk(_ root: String, visit: (ProjectFile) -> Void) -> [NotUnderstood]? {
        var info = stat()
        guard stat(root, &info) == 0 else { return nil }
        // The walk calls `visit` only while it runs: it does not escape.
        return withoutActuallyEscaping(visit) { visit -> [NotUnderstood]? in
            var walk = Walker(visit: visit)
            let trimmed = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                visitFolder(trimmed, folders: trimmed.split(separator: "/").map(String.init), into: &walk)
            case S_IFREG:
                let name = (trimmed as NSString).lastPathComponent
                let folders = trimmed.split(separator: "/").dropLast().map(String.init)
                guard let kind = ProjectFileKind.of(name: name, folders: folders[...]) else { return walk.skipped }
                read(trimmed, kind: kind, into: &walk)
            default:
                return nil
            }
            return walk.skipped
        }
    }

    /// A walk in progress: where each file read goes, and the report lines so far.
    private struct Walker {
        let visit: (ProjectFile) -> Void
        var skipped: [NotUnderstood] = []
    }

    // dirent's d_type values (the same on Linux and Darwin).
    private static let typeUnknown: UInt8 = 0, typeFIFO: UInt8 = 1, typeCharacter: UInt8 = 2, typeFolder: UInt8 = 4,
        typeBlock: UInt8 = 6, typeRegular: UInt8 = 8, typeLink: UInt8 = 10, typeSocket: UInt8 = 12

    private static func visitFolder(_ path: String, folders: [String], into walk: inout Walker) {
        guard let entries = list(path) else {
            walk.skipped.append(NotUnderstood(source: ImportSource(file: path), what: "folder not readable (\(String(cString: strerror(errno)))): skipped"))
            return
        }
        for (name, type, isUTF8) in entries {
            let child = path == "/" ? "/" + name : path == "." ? name : path + "/" + name
            guard isUTF8 else {
                // Its name read as UTF-8 (with U+FFFD) names no file: opening it would say "no such file".
                walk.skipped.append(NotUnderstood(source: ImportSource(file: child), what: "a name that is not UTF-8: skipped"))
                continue
            }
            var type = type
            if type == typeUnknown { type = lstatType(child) }
            switch type {
            case typeFolder:
                if ProjectFileKind.skippedFolders.contains(name) { continue }
                visitFolder(child, folders: folders + [name], into: &walk)
            case typeRegular:
                if let kind = ProjectFileKind.of(name: name, folders: folders.suffix(2)) {
                    read(child, kind: kind, into: &walk)
                }
            case typeLink:
                followLink(child, name: name, folders: folders, into: &walk)
            case typeFIFO, typeCharacter, typeBlock, typeSocket:
                let what = type == typeFIFO ? "a FIFO" : type == typeSocket ? "a socket" : "a device file"
                walk.skipped.append(NotUnderstood(source: ImportSource(file: child), what: "\(what), not a regular file: skipped"))
            default:
                continue
            }
        }
    }

    /// A symbolic link: a file it names is read like any other; a folder is not entered; a loop
    /// or a dangling link is reported when its name is one navsim reads.
    private static func followLink(_ path: String, name: String, folders: [String], into walk: inout Walker) {
        var info = stat()
        let kind = ProjectFileKind.of(name: name, folders: folders.suffix(2))
        guard stat(path, &info) == 0 else {
            if errno == ELOOP {
                walk.skipped.append(NotUnderstood(source: ImportSource(file: path), what: "symbolic link loop: skipped"))
            } else if kind != nil {
                walk.skipped.append(NotUnderstood(source: ImportSource(file: path), what: "symbolic link to nothing: skipped"))
            }
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            walk.skipped.append(NotUnderstood(source: ImportSource(file: path), what: "symbolic link to a folder: not followed"))
        case S_IFREG:
            if let kind { read(path, kind: kind, into: &walk) }
        default:
            if kind != nil {
                walk.skipped.append(NotUnderstood(source: ImportSource(file: path), what: "symbolic link to a special file: skipped"))
            }
        }
    }

    /// Reads a regular file once: opened without blocking (a file swapped for a FIFO after the
    /// walk looked cannot hang the read), checked again to be regular and small enough.
    private static func read(_ path: String, kind: ProjectFileKind, into walk: inout Walker) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            walk.skipped.append(NotUnderstood(source: ImportSource(file: path), what: "not readable (\(String(cString: strerror(errno)))): skipped"))
            return
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            walk.skipped.append(NotUnderstood(source: ImportSource(file: path), what: "not a regular file: skipped"))
            return
        }
        guard info.st_size <= maximumFileSize else {
            walk.skipped.append(NotUnderstood(source: ImportSource(file: path),
                                              what: "\(info.st_size) bytes, over the \(maximumFileSize / 1024 / 1024) MB navsim reads: skipped"))
            return
        }
        var data = Data(count: Int(info.st_size) + 1)
        var filled = 0
        let ok = data.withUnsafeMutableBytes { buffer -> Bool in
            while filled < buffer.count {
                let count = readBytes(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                if count < 0 { if errno == EINTR { continue }; return false }
                if count == 0 { break }
                filled += count
            }
            return true
        }
        guard ok, filled <= maximumFileSize else {
            walk.skipped.append(NotUnderstood(source: ImportSource(file: path), what: ok ? "grew past 16 MB while read: skipped"
                                                  : "not readable (\(String(cString: strerror(errno)))): skipped"))
            return
        }
        data.count = filled
        walk.visit(ProjectFile(path: path, kind: kind, contents: data))
    }

    private static func lstatType(_ path: String) -> UInt8 {
        var info = stat()
        guard lstat(path, &info) == 0 else { return typeUnknown }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return typeFolder
        case S_IFREG: return typeRegular
        case S_IFLNK: return typeLink
        case S_IFIFO: return typeFIFO
        case S_IFCHR: return typeCharacter
        case S_IFBLK: return typeBlock
        case S_IFSOCK: return typeSocket
        default: return typeUnknown
        }
    }

    /// The entries of a folder (without `.` and `..`), sorted by name so the walk's order, and
    /// so the route file, is the same on every machine.
    private static func list(_ path: String) -> [(name: String, type: UInt8, isUTF8: Bool)]? {
        guard let handle = opendir(path) else { return nil }
        defer { closedir(handle) }
        var entries: [(name: String, type: UInt8, isUTF8: Bool)] = []
        while let entry = readdir(handle) {
            let (name, isUTF8) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { name in
                    String(validatingCString: name).map { ($0, true) } ?? (String(cString: name), false)
                }
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type, isUTF8))
        }
        return entries.sorted { $0.name < $1.name }
    }
}

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
