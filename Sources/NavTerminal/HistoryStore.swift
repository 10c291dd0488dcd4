import Foundation
import NavRouteFile

/// The input history kept across runs, in the user's state directory
/// (`$NAVSIM_HISTORY`, else `$XDG_STATE_HOME/navsim/history`, else `~/.local/state/navsim/history`).
///
/// Saving merges what this session added into what is on disk now and writes a temporary
/// file that is then renamed over the old one, so a crash or a second navsim running at the
/// same time never leaves a torn or corrupted file (at worst one of two concurrent sessions'
/// newest lines is missing).
public struct HistoryStore: Sendable {
    public let path: String
    public static let limit = 500
    /// How many entries were on disk when this session loaded them.
    private var loadedCount = 0

    public init(path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let path {
            self.path = path
        } else if let explicit = environment["NAVSIM_HISTORY"], !explicit.isEmpty {
            self.path = explicit
        } else {
            let home = environment["HOME"] ?? NSTemporaryDirectory()
            let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/state"
            self.path = state + "/navsim/history"
        }
    }

    /// The saved lines, oldest first; empty when there is no file or it cannot be read.
    public mutating func load() -> [String] {
        let lines = Self.read(path)
        loadedCount = lines.count
        return lines
    }

    /// Writes `entries` (this session's whole history, starting with what `load` returned).
    /// - Returns: an error message when the file could not be written, else `nil`.
    @discardableResult
    public func save(_ entries: [String]) -> String? {
        let added = entries.dropFirst(min(loadedCount, entries.count))
        var merged = Self.read(path)
        for line in added where merged.last != line { merged.append(line) }
        merged = Array(merged.suffix(Self.limit))
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let temporary = directory + "/.history-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
            let text = merged.map { $0.replacingOccurrences(of: "\n", with: " ") }.joined(separator: "\n") + (merged.isEmpty ? "" : "\n")
            guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
                return "cannot write \(temporary)"
            }
            if rename(temporary, path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(atPath: temporary)
                return "cannot replace \(path): \(reason)"
            }
            return nil
        } catch {
            return "cannot save the history to \(path): \(error.localizedDescription)"
        }
    }

    static func read(_ path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else { return [] }
        return Array(text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init).suffix(limit))
    }
}
