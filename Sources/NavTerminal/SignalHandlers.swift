import CNcurses
import Glibc
import Synchronization
import Foundation
import NavRouteFile

/// The process's signal handling while a ``TerminalSession`` runs.
///
/// Three groups, each handled the way it has to be:
///
/// - **Quit requests** (SIGINT from Ctrl-C, SIGTERM, SIGHUP): the handler only writes the
///   signal number into a self-pipe, and ``TerminalSession/readKey(timeoutMilliseconds:)``
///   turns it into `.terminate(signal:)`, so the app quits through its normal path
///   (restoring the terminal outside any signal handler, saving what it saves). If the
///   app does not come back for input (it is busy or stuck), a second quit signal
///   restores the terminal from the handler and ends the process with the signal's
///   default action (exit status 128 + signal in a shell).
///   These handlers are installed *before* `newterm`: ncurses installs its own
///   SIGINT/SIGTERM handlers (which restore the terminal and exit at once, with no say for
///   the app) only while they are at their defaults, so it leaves ours alone. A signal that is ignored when the
///   session starts (as `nohup` ignores SIGHUP) stays ignored.
/// - **Crashes** (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, and SIGQUIT from Ctrl-\):
///   the handler calls `endwin()` (not async-signal-safe on paper, but the process is
///   dying and a raw terminal is worse), turns bracketed paste off, replays the captured
///   standard error (see `StderrCapture`: Swift's "Fatal error: …" is in it), puts back the handler
///   that was there before (Swift's backtracer, or the default) and re-raises, so the
///   crash report still happens, now on a sane terminal. It runs on an alternate signal
///   stack so that a stack overflow can still restore the terminal.
/// - **Resize** (SIGWINCH) and **suspend** (SIGTSTP) stay ncurses' own: it installs them in
///   `newterm` and turns a resize into `KEY_RESIZE`. After `newterm` a SIGWINCH handler is
///   chained in front of ncurses' one to also wake the input wait through the self-pipe, so
///   a resize is never left waiting for the next key.
enum SignalHandlers {
    /// The signals that ask the process to quit.
    static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    /// The signals that end the process abnormally.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

    /// The byte the SIGWINCH handler writes into the self-pipe (no quit signal has number 0).
    static let resizeByte: UInt8 = 0

    /// The self-pipe's ends (-1 when closed); the handlers write, `readKey` polls and reads.
    private static let wakeWriteEnd = Atomic<Int32>(-1)
    /// How many quit signals arrived since the session started.
    private static let quitCount = Atomic<Int32>(0)
    /// True while ncurses owns the terminal (between `newterm` and `endwin`).
    private static let terminalActive = Atomic<Bool>(false)
    /// True while bracketed paste is switched on (the crash path switches it off).
    private static let bracketedPasteOn = Atomic<Bool>(false)

    /// The dispositions that were in place before ours, by signal number, for putting back.
    /// Written only while our handler for that signal is not installed.
    nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(signalSlots))
        actions.initialize(repeating: sigaction(), count: Int(signalSlots))
        return actions
    }()
    /// Which signals have our handler installed, by signal number.
    nonisolated(unsafe) private static var installed = [Bool](repeating: false, count: Int(signalSlots))
    private static let signalSlots: Int32 = 65

    /// The self-pipe's read end, for `readKey`'s poll.
    nonisolated(unsafe) private(set) static var wakeReadEnd: Int32 = -1

    // MARK: Installing

    /// Opens the self-pipe and installs the quit and crash handlers. Call before `newterm`.
    /// - Throws: ``TerminalError/cannotInitialize(_:)`` when the self-pipe cannot be made.
    static func installBeforeNewterm() throws {
        // Touch every lazily initialised global now, so no handler runs their initialiser.
        _ = previousActions
        quitCount.store(0, ordering: .relaxed)
        terminalActive.store(false, ordering: .relaxed)
        bracketedPasteOn.store(false, ordering: .relaxed)

        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw TerminalError.cannotInitialize("cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        wakeReadEnd = ends[0]
        wakeWriteEnd.store(ends[1], ordering: .releasing)

        AlternateSignalStack.ensure()
        for signal in quitSignals {
            install(quitHandler, for: signal, flags: SA_RESTART, unlessIgnored: true)
        }
        for signal in crashSignals {
            install(crashHandler, for: signal, flags: SA_ONSTACK, unlessIgnored: false)
        }
        unblockHandledSignals()
    }

    /// A blocked signal mask is inherited across exec: a parent that spawned navsim from a
    /// thread with signals blocked (a test runner, some IDEs) would leave Ctrl-C, SIGTERM,
    /// SIGHUP and resizes pending forever. Unblock every signal navsim handles.
    private static func unblockHandledSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in quitSignals + crashSignals + [SIGWINCH, SIGCONT, SIGTSTP] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Chains the resize handler in front of ncurses' SIGWINCH handler. Call after `newterm`.
    /// Does nothing when ncurses did not install a plain handler (then KEY_RESIZE still
    /// arrives, only possibly at the next key or timeout).
    static func installAfterNewterm() {
        var current = sigaction()
        guard sigaction(SIGWINCH, nil, &current) == 0,
              current.sa_flags & SA_SIGINFO == 0,
              let handler = current.__sigaction_handler.sa_handler,
              !isIgnore(handler)
        else { return }
        install(resizeHandler, for: SIGWINCH, flags: SA_RESTART, unlessIgnored: true)
    }

    /// Marks whether ncurses owns the terminal, which tells the handlers whether to restore it.
    static func setTerminalActive(_ active: Bool) {
        terminalActive.store(active, ordering: .sequentiallyConsistent)
    }

    /// Marks bracketed paste as switched on or off.
    static func setBracketedPaste(_ on: Bool) {
        bracketedPasteOn.store(on, ordering: .sequentiallyConsistent)
    }

    /// Claims the terminal for restoring: true exactly once after `setTerminalActive(true)`,
    /// so a normal stop and a signal never both run `endwin`.
    static func claimTerminalForRestore() -> Bool {
        terminalActive.exchange(false, ordering: .sequentiallyConsistent)
    }

    /// Puts back every disposition we replaced and closes the self-pipe.
    static func uninstallAll() {
        for signal in Int32(1)..<signalSlots where installed[Int(signal)] {
            sigaction(signal, previousActions + Int(signal), nil)
            installed[Int(signal)] = false
        }
        let writeEnd = wakeWriteEnd.exchange(-1, ordering: .acquiringAndReleasing)
        if writeEnd >= 0 { close(writeEnd) }
        if wakeReadEnd >= 0 { close(wakeReadEnd) }
        wakeReadEnd = -1
    }

    /// Empties the self-pipe: the first quit signal in it, or nil (after a resize wake-up or nothing).
    static func drainWakeups() -> Int32? {
        var quit: Int32?
        var bytes = [UInt8](repeating: 0, count: 64)
        while wakeReadEnd >= 0 {
            let count = read(wakeReadEnd, &bytes, bytes.count)
            guard count > 0 else { break }
            if quit == nil, let signal = bytes[0..<count].first(where: { $0 != resizeByte }) {
                quit = Int32(signal)
            }
        }
        return quit
    }

    // MARK: Handlers (async-signal context: no allocation, no locks)

    private static func install(
        _ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32, unlessIgnored: Bool
    ) {
        guard signal > 0, signal < signalSlots, !installed[Int(signal)] else { return }
        var previous = sigaction()
        guard sigaction(signal, nil, &previous) == 0 else { return }
        if unlessIgnored, previous.sa_flags & SA_SIGINFO == 0,
           let existing = previous.__sigaction_handler.sa_handler, isIgnore(existing) {
            return
        }
        previousActions[Int(signal)] = previous
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        if sigaction(signal, &action, nil) == 0 { installed[Int(signal)] = true }
    }

    /// True for SIG_IGN (a C macro Swift does not import); SIG_DFL is a nil handler.
    private static func isIgnore(_ handler: @convention(c) (Int32) -> Void) -> Bool {
        unsafeBitCast(handler, to: Int.self) == 1
    }

    /// SIGINT/SIGTERM/SIGHUP: the first asks `readKey` to report it; the next ones end the process.
    private static let quitHandler: @convention(c) (Int32) -> Void = { signal in
        let savedErrno = errno
        defer { errno = savedErrno }
        let count = quitCount.wrappingAdd(1, ordering: .relaxed).newValue
        let writeEnd = wakeWriteEnd.load(ordering: .acquiring)
        if count == 1, writeEnd >= 0 {
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(writeEnd, &byte, 1)
        } else {
            restoreTerminalInHandler()
            var action = sigaction()
            action.__sigaction_handler.sa_handler = nil  // SIG_DFL
            sigaction(signal, &action, nil)
            raise(signal)
        }
    }

    /// SIGWINCH: wake `readKey`, then let ncurses' handler note the resize.
    private static let resizeHandler: @convention(c) (Int32) -> Void = { signal in
        let savedErrno = errno
        defer { errno = savedErrno }
        let writeEnd = wakeWriteEnd.load(ordering: .acquiring)
        if writeEnd >= 0 {
            var byte = resizeByte
            _ = write(writeEnd, &byte, 1)
        }
        if let ncursesHandler = previousActions[Int(signal)].__sigaction_handler.sa_handler {
            ncursesHandler(signal)
        }
    }

    /// Crash signals: restore the terminal, put back the previous handler, re-raise.
    /// The re-raised signal is delivered when this handler returns, with the context of the
    /// original fault, so Swift's backtracer (if it was the previous handler) still reports it.
    private static let crashHandler: @convention(c) (Int32) -> Void = { signal in
        restoreTerminalInHandler()
        sigaction(signal, previousActions + Int(signal), nil)
        raise(signal)
    }

    /// `endwin()` once, bracketed paste off (written straight to the terminal), then what
    /// was written to standard error during the session.
    private static func restoreTerminalInHandler() {
        if claimTerminalForRestore() {
            endwin()
            if bracketedPasteOn.exchange(false, ordering: .relaxed) {
                let off: StaticString = "\u{1B}[?2004l"
                _ = write(STDOUT_FILENO, off.utf8Start, off.utf8CodeUnitCount)
            }
        }
        StderrCapture.end()
    }
}

/// An alternate stack for signal handlers, so the crash handler runs even after a stack overflow.
private enum AlternateSignalStack {
    private static let size = 256 * 1024

    /// Installs one for this thread unless it has one (Swift's runtime may have set its own).
    static func ensure() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0,
              let memory = malloc(size)
        else { return }
        var stack = stack_t()
        stack.ss_sp = memory
        stack.ss_size = size
        stack.ss_flags = 0
        if sigaltstack(&stack, nil) != 0 { free(memory) }
    }
}
