import Foundation
import NavRouteFile

/// Notices when the route file changes on disk, by polling its size, modification time and
/// inode (editors that save by renaming change the inode).
public struct RouteFileWatcher: Sendable {
    public let path: String
    private var last: Signature?

    struct Signature: Equatable, Sendable {
        var size: Int64
        var modified: Double
        var inode: UInt64
    }

    public init(path: String) {
        self.path = path
        self.last = Self.signature(path)
    }

    /// Whether the file changed since the last call (or since `init`).
    public mutating func changed() -> Bool {
        poll() == .modified
    }

    /// What happened to the file since the last call (or since `init`).
    public enum Change: Sendable, Equatable {
        /// It is there and differs (or is back after being removed).
        case modified
        /// It was there and is gone.
        case removed
    }

    /// What changed since the last call (or since `init`), or `nil` when nothing did.
    mutating func poll() -> Change? {
        let now = Self.signature(path)
        defer { last = now }
        guard now != last else { return nil }
        return now == nil ? .removed : .modified
    }

    static func signature(_ path: String) -> Signature? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Signature(size: Int64(info.st_size), modified: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9,
                         inode: UInt64(info.st_ino))
    }
}
