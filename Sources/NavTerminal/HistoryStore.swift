import Foundation
import NavRouteFile
import NavSupport

/// The input history kept across runs, in the user's state directory
/// (`$NAVSIM_HISTORY`, else `$XDG_STATE_HOME/navsim/history`, else `~/.local/state/navsim/history`,
/// where `~` is `$HOME` or, when that is unset, the user's home directory from the password database).
///
/// Saving appends to what is on disk now only the lines this session added since its last load
/// or save (a line equal to the one before it is skipped), keeps the newest ``limit`` lines, and
/// writes the result through `AtomicFileWriter`, so a crash never leaves a torn file and a
/// symbolic link keeps pointing at its file. Sessions saving at the same moment take turns (an
/// exclusive `flock` on the history's folder), so no session's lines are lost. Only the file's
/// tail is ever read (`HistoryFile`); a line that is not valid UTF-8 is skipped but kept, and a
/// file that cannot be read is never replaced.
public struct HistoryStore: Sendable {
    public let path: String
    public static let limit = 500
    /// The session's entries as of its last load or save: what is already on disk.
    private var persisted: [String] = []
    /// Why the last load found no usable file, when it exists but could not be read.
    public private(set) var loadProblem: String?

    public init(path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let path {
            self.path = path
        } else if let explicit = environment["NAVSIM_HISTORY"], !explicit.isEmpty {
            self.path = explicit
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.homeFromPasswordDatabase()
            let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/state"
            self.path = state + "/navsim/history"
        }
    }

    /// The saved entries, oldest first, consecutive repeats once; empty when there is no file
    /// or it cannot be read (then ``loadProblem`` says why).
    public mutating func load() -> [String] {
        do {
            persisted = try HistoryFile.read(path).entries.suffix(Self.limit)
            loadProblem = nil
        } catch {
            persisted = []
            loadProblem = error.message
        }
        return persisted
    }

    /// Writes `entries` (this session's whole history, starting with what `load` returned;
    /// its oldest entries may have been dropped since).
    /// - Returns: an error message when the file could not be written, else `nil`.
    @discardableResult
    public mutating func save(_ entries: [String]) -> String? {
        let added = Self.added(to: persisted, in: entries)
        let directory = AtomicFileWriter.folder(of: path)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot save the history to \(path): \(error.localizedDescription)"
        }
        let lock = open(directory, O_RDONLY | O_CLOEXEC)
        if lock >= 0 { while flock(lock, LOCK_EX) != 0 && errno == EINTR {} }
        defer { if lock >= 0 { close(lock) } }
        var file: HistoryFile
        do {
            file = try HistoryFile.read(path)
        } catch {
            return "not saved, to keep the file as it is: \(error.message)"
        }
        file.merge(added, limit: Self.limit)
        do {
            try AtomicFileWriter.write(file.data, to: path, mode: 0o600)
        } catch {
            return "cannot save the history: \(error)"
        }
        persisted = entries
        return nil
    }

    /// The entries at the end of `entries` that `persisted` does not hold: `entries` is
    /// `persisted` with its first entries perhaps dropped (the in-memory limit) and new ones added.
    static func added(to persisted: [String], in entries: [String]) -> ArraySlice<String> {
        for dropped in 0...persisted.count {
            let kept = persisted.count - dropped
            if kept <= entries.count, entries.starts(with: persisted.dropFirst(dropped)) {
                return entries.dropFirst(kept)
            }
        }
        return entries[...]
    }

    /// The user's home directory from the password database (`HOME` unset), else a folder of
    /// this user's own under the temporary directory.
    private static func homeFromPasswordDatabase() -> String {
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = String(cString: directory)
            if !home.isEmpty { return home }
        }
        return NSTemporaryDirectory() + "navsim-\(getuid())"
    }
}
