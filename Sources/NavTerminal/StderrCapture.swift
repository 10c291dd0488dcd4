import Glibc
import Synchronization
import Foundation
import NavRouteFile

/// While a session runs, standard error goes to an unlinked temporary file and is replayed
/// on the restored terminal when the session ends, normally or by a crash.
///
/// Anything written to standard error meanwhile (Swift's "Fatal error: …" just before a
/// trap, a library's warning) would otherwise be drawn over the UI, and be lost with the
/// alternate screen at exit, just when it explains a crash.
enum StderrCapture {
    /// The terminal's standard error, duplicated while captured (-1: not capturing).
    private static let savedStderr = Atomic<Int32>(-1)
    /// The capture file (-1: not capturing).
    private static let captureFile = Atomic<Int32>(-1)
    /// The most that is replayed: the end of a longer capture.
    private static let replayLimit = 64 * 1024
    private static let chunkSize = 4096
    /// Allocated once, before any handler can need it: the crash path must not allocate.
    nonisolated(unsafe) private static let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 1)

    /// Starts capturing; does nothing (standard error stays the terminal) when no temporary
    /// file can be made.
    static func begin() {
        _ = chunk
        guard captureFile.load(ordering: .acquiring) < 0 else { return }
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array("\(directory)/navsim-stderr-XXXXXX".utf8CString)
        let file = template.withUnsafeMutableBufferPointer { path in
            guard let start = path.baseAddress else { return Int32(-1) }
            let file = mkstemp(start)
            if file >= 0 { unlink(start) }  // nameless from now on; gone when closed
            return file
        }
        guard file >= 0 else { return }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            close(file)
            return
        }
        _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
        _ = fcntl(file, F_SETFD, FD_CLOEXEC)
        savedStderr.store(saved, ordering: .releasing)
        captureFile.store(file, ordering: .releasing)
    }

    /// Puts standard error back and writes to it what was captured (its last 64 KiB).
    /// Idempotent, and async-signal-safe (only dup2, lseek, read, write, close), so the
    /// crash handler can call it.
    static func end() {
        let saved = savedStderr.exchange(-1, ordering: .acquiringAndReleasing)
        let file = captureFile.exchange(-1, ordering: .acquiringAndReleasing)
        if saved >= 0 {
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        guard file >= 0 else { return }
        defer { close(file) }
        let size = lseek(file, 0, SEEK_END)
        guard size > 0, saved >= 0 else { return }
        lseek(file, max(0, size - off_t(replayLimit)), SEEK_SET)
        while true {
            let count = read(file, chunk, chunkSize)
            guard count > 0 else { return }
            var offset = 0
            while offset < count {
                let written = write(STDERR_FILENO, chunk + offset, count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }
}
