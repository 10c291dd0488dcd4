import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts programs the way a login shell would: no signal blocked, every signal at its default
/// action, no descriptor inherited but the three standard ones.
///
/// The test runner blocks signals (SIGTERM and SIGHUP among them) in its threads, and a blocked
/// mask survives `fork` and `exec`. Foundation's `Process` passes it on, so a tmux server
/// started through it could not be ended by `kill-server` (SIGTERM) and stayed behind after
/// the tests. `posix_spawn` with `POSIX_SPAWN_SETSIGMASK` and `POSIX_SPAWN_SETSIGDEF` gives the
/// child a clean slate.
public enum CleanSpawn {
    /// A spawn that failed.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// What a finished child printed and returned.
    public struct Output: Sendable {
        /// The exit status (128 + the signal when a signal ended it).
        public var status: Int32
        /// Its standard output (empty when not captured).
        public var stdout: String
    }

    /// Runs `executable arguments…` with stdin and stderr on /dev/null, waits for it, and returns
    /// its standard output (or sends it to /dev/null when `captureOutput` is false, for a child
    /// that leaves a daemon behind, which would otherwise hold the pipe open).
    public static func run(_ executable: String, _ arguments: [String], captureOutput: Bool = true) throws -> Output {
        var pipeEnds: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&pipeEnds) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        }
        defer { for end in pipeEnds where end >= 0 { close(end) } }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Everything else open here (other tests' pipes among them) stays out of the child.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
        for descriptor in Set(open + pipeEnds) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(description: "posix_spawn \(executable): \(String(cString: strerror(spawned)))") }

        var output = Data()
        if captureOutput {
            close(pipeEnds[1])
            pipeEnds[1] = -1
            var chunk = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = read(pipeEnds[0], &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                output.append(contentsOf: chunk[0..<count])
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let exited = status & 0x7F == 0
        return Output(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
                      stdout: String(decoding: output, as: UTF8.self))
    }

    /// The signals blocked in process `pid` (`SigBlk` in /proc/PID/status), or nil when it is gone.
    public static func blockedSignals(of pid: pid_t) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigBlk:") })
        else { return nil }
        return UInt64(line.dropFirst("SigBlk:".count).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// Whether process `pid` still runs (a zombie, which only waits for its parent, does not count).
    public static func isRunning(_ pid: pid_t) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("State:") })
        else { return false }
        return !line.contains("Z") && !line.contains("X (dead)")
    }

    /// Every descendant of `pid` (children, their children, …), read from /proc.
    public static func descendants(of pid: pid_t) -> [pid_t] {
        var found: [pid_t] = []
        var queue = [pid]
        while let next = queue.popLast() {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(next)/task")) ?? []
            for task in tasks {
                let children = (try? String(contentsOfFile: "/proc/\(next)/task/\(task)/children", encoding: .utf8)) ?? ""
                for child in children.split(separator: " ").compactMap({ pid_t($0) }) where !found.contains(child) {
                    found.append(child)
                    queue.append(child)
                }
            }
        }
        return found
    }
}
