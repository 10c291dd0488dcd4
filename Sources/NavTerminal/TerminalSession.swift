import CNcurses
import Glibc
import NavUI
import Synchronization
import Foundation
import NavRouteFile

/// Why the terminal could not be taken over.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file, a CI runner).
    case notATerminal(stream: String)
    /// A session is already running in this process.
    case alreadyStarted
    /// ncurses could not set the terminal up (for example an unknown `TERM`).
    case cannotInitialize(String)

    /// A message a user can act on.
    public var description: String {
        switch self {
        case let .notATerminal(stream): "standard \(stream) is not a terminal"
        case .alreadyStarted: "the terminal is already in use by this process"
        case let .cannotInitialize(reason): "cannot set up the terminal: \(reason)"
        }
    }
}

/// The terminal, taken over for a full-screen UI: owns its lifecycle from ``start()`` to
/// ``stop()``, draws ``CellBuffer``s and reads ``KeyInput``s.
///
/// One session at a time per process, used from one thread. The terminal is restored on
/// ``stop()`` (also run on deinit), on Ctrl-C / SIGTERM / SIGHUP once the app has quit
/// on the ``KeyInput/terminate(signal:)`` it receives, and on crashes; see `SignalHandlers`
/// for how each signal is handled and why.
public final class TerminalSession {
    /// How long a paste may pause before it is taken as ended (its end marker lost).
    private static let pasteGapMilliseconds: Int32 = 1000
    /// How many characters queued at once are taken as a paste on a terminal without bracketed paste.
    private static let typedPasteMinimum = 64
    /// How long such a paste may pause before it is taken as ended.
    private static let typedPasteGapMilliseconds: Int32 = 200
    /// The bytes read at once from such a paste: what follows its characters in a block goes
    /// back into ncurses' queue, which holds 137 entries.
    private static let pasteBlockSize = 128
    /// How long to let a key sequence or multibyte character that has begun arriving complete.
    private static let sequenceMilliseconds: Int32 = 30
    private static let sessionRunning = Atomic<Bool>(false)

    private var screen: OpaquePointer?
    private var painter: ScreenPainter
    private let keys: KeyDecoder
    private var clicks = MouseClickTracker()
    /// Events decoded from one ncurses event but not returned yet (a press implied by a release).
    private var queued: [KeyInput] = []
    /// About how many bytes and key codes given back to ncurses (`ungetch`) it still holds:
    /// standard input is read directly only when it holds none, or the order would change.
    /// Counted down as ncurses returns input, cleared when it has none to return.
    private var handedBack = 0

    /// False in monochrome: the terminal has no colours or `NO_COLOR` is set.
    let usesColor: Bool
    /// True when the locale is UTF-8, so box-drawing and other non-ASCII characters can be drawn;
    /// otherwise draw with ASCII (`CellBuffer.drawBox(_:title:style:ascii:)`).
    public let supportsUnicode: Bool

    private init(screen: OpaquePointer, painter: ScreenPainter, keys: KeyDecoder, usesColor: Bool, unicode: Bool) {
        self.screen = screen
        self.painter = painter
        self.keys = keys
        self.usesColor = usesColor
        self.supportsUnicode = unicode
    }

    deinit {
        stop()
    }

    // MARK: Lifecycle

    /// Takes over the terminal: alternate screen, no echo, keys one by one, mouse, colours.
    ///
    /// Checks first that standard input and output are terminals, and throws
    /// ``TerminalError/notATerminal(stream:)`` without touching anything when they are not,
    /// so a caller can point to the headless commands. Uses `newterm`, not `initscr`,
    /// which would end the process on failure.
    /// - Throws: ``TerminalError``.
    public static func start() throws -> TerminalSession {
        guard isatty(STDIN_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "input") }
        guard isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal(stream: "output") }
        guard !sessionRunning.exchange(true, ordering: .acquiringAndReleasing) else {
            throw TerminalError.alreadyStarted
        }
        setlocale(LC_ALL, "")
        do {
            try SignalHandlers.installBeforeNewterm()
        } catch {
            sessionRunning.store(false, ordering: .releasing)
            throw error
        }
        if let term = getenv("TERM").map({ String(cString: $0) }), term == "dumb" {
            SignalHandlers.uninstallAll()
            sessionRunning.store(false, ordering: .releasing)
            throw TerminalError.cannotInitialize("TERM=dumb cannot move the cursor, so it cannot show the UI")
        }
        guard let screen = navsim_newterm() else {
            SignalHandlers.uninstallAll()
            sessionRunning.store(false, ordering: .releasing)
            let term = getenv("TERM").map { String(cString: $0) } ?? ""
            throw TerminalError.cannotInitialize(
                term.isEmpty ? "TERM is not set" : "unknown terminal type TERM=\(term)")
        }
        SignalHandlers.setTerminalActive(true)
        SignalHandlers.installAfterNewterm()
        StderrCapture.begin()

        configureInput()
        let mode = configureColors()
        let keys = KeyDecoder.withBracketedPaste()
        curs_set(0)
        return TerminalSession(
            screen: screen, painter: ScreenPainter(colors: ColorPairs(mode: mode)), keys: keys,
            usesColor: { if case .color = mode { true } else { false } }(),
            unicode: navsim_locale_is_utf8() != 0)
    }

    /// Gives the terminal back as it was: leaves the alternate screen, restores the tty
    /// modes (echo, line editing), shows the cursor, turns the mouse and bracketed paste off,
    /// puts back the signal handlers, and writes out what went to standard error meanwhile
    /// (captured so that it could not garble the screen). Safe to call more than once.
    public func stop() {
        guard let screen else { return }
        self.screen = nil
        if SignalHandlers.claimTerminalForRestore() {
            keys.disableBracketedPaste()
            mousemask(0, nil)
            curs_set(1)
            endwin()
        }
        StderrCapture.end()
        delscreen(screen)
        SignalHandlers.uninstallAll()
        Self.sessionRunning.store(false, ordering: .releasing)
    }

    /// The terminal's size in character cells (0 × 0 once stopped).
    public var size: (columns: Int, rows: Int) {
        guard screen != nil else { return (0, 0) }
        var rows: Int32 = 0
        var columns: Int32 = 0
        navsim_screen_size(&rows, &columns)
        return (Int(columns), Int(rows))
    }

    // MARK: Drawing

    /// Shows `buffer` from the top-left corner: only the cells that changed since the last
    /// call are written, then the screen is refreshed once. A buffer larger than the
    /// terminal is clipped; where it is smaller, the rest of the screen is blank.
    /// The cursor shows at `buffer.cursor`, or is hidden.
    public func draw(_ buffer: CellBuffer) {
        guard screen != nil else { return }
        let (columns, rows) = size
        painter.paint(buffer, columns: columns, rows: rows)
    }

    /// Makes the next ``draw(_:)`` clear the screen and paint everything (for Ctrl-L, or
    /// after something else wrote to the terminal).
    public func invalidate() {
        painter.invalidate()
    }

    /// Rings the terminal's bell (or flashes it, as the terminal prefers) for a refused input.
    public func bell() {
        _ = beep()
    }

    // MARK: Input

    /// The next input event, waiting at most `timeoutMilliseconds` (nil: until there is one).
    ///
    /// Returns nil when the time runs out or the session is stopped. Keys ncurses has no
    /// name for are dropped or returned as ``KeyInput/unknown(_:)``. A quit signal
    /// (Ctrl-C, SIGTERM, SIGHUP) or a terminal hang-up comes back as
    /// ``KeyInput/terminate(signal:)``, ahead of any pending key: quit on it (a second one
    /// ends the process at once). A resize comes as ``KeyInput/resize``, after which the
    /// next ``draw(_:)`` repaints the whole screen. Ctrl-Z suspends the process (ncurses
    /// restores the screen on `fg`) and Ctrl-\ quits it like a crash; neither is a key.
    ///
    /// To keep up with a paste on a terminal without bracketed paste, handle the events
    /// already queued (`readKey(timeoutMilliseconds: 0)` until nil) before drawing again.
    public func readKey(timeoutMilliseconds: Int? = nil) -> KeyInput? {
        let deadline = timeoutMilliseconds.map { Self.now() + max($0, 0) }
        if screen != nil, !queued.isEmpty { return queued.removeFirst() }
        while screen != nil {
            if let signal = SignalHandlers.drainWakeups() {
                return .terminate(signal: signal)
            }
            let input = Self.pollInput(milliseconds: 0)
            // With nothing to read, only ncurses' own queue (keys pushed back, KEY_RESIZE)
            // can answer, so do not wait; with bytes arriving, let a sequence complete.
            switch nextEvent(waitMilliseconds: input.readable ? Self.sequenceMilliseconds : 0) {
            case let .event(event): return event
            case .ignored: continue
            case .nothing: break
            }
            if input.hungUp { return .terminate(signal: SIGHUP) }
            let remaining = deadline.map { max($0 - Self.now(), 0) }
            if remaining == 0 { return nil }
            if Self.waitForInput(milliseconds: remaining) == .timedOut { return nil }
        }
        return nil
    }

    private enum ReadResult {
        case event(KeyInput)
        case ignored
        case nothing
    }

    /// One `wget_wch`, decoded; a paste is read to its end here.
    private func nextEvent(waitMilliseconds: Int32) -> ReadResult {
        guard let window = navsim_stdscr() else { return .nothing }
        wtimeout(window, waitMilliseconds)
        var value: wint_t = 0
        let status = readWideCharacter(window, &value)
        guard status != ERR else { return .nothing }
        switch keys.decode(status: status, value: value) {
        case let .key(.mouse(mouse)):
            let events = clicks.events(for: mouse).map(KeyInput.mouse)
            queued += events.dropFirst()
            return .event(events[0])
        case let .key(.character(character)):
            return .event(readTypedRun(startingWith: character, window: window))
        case let .key(key):
            if key == .resize { painter.invalidate() }
            return .event(key)
        case .pasteStart:
            return .event(readPaste(window: window))
        case .ignored:
            return .ignored
        }
    }

    /// The rest of a bracketed paste, up to its end marker (or a second without input).
    /// Linear in the paste's length; keys inside a paste are dropped.
    private func readPaste(window: UnsafeMutablePointer<WINDOW>) -> KeyInput {
        var text = String.UnicodeScalarView()
        wtimeout(window, Self.pasteGapMilliseconds)
        while true {
            var value: wint_t = 0
            let status = readWideCharacter(window, &value)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                if keys.isPasteEnd(value) { break }
                if Int32(truncatingIfNeeded: value) == KEY_RESIZE { painter.invalidate() }
                continue
            }
            if let scalar = Unicode.Scalar(value) {
                text.append(scalar == "\r" ? "\n" : scalar)
            }
        }
        return .paste(String(text))
    }

    /// A character and the characters already queued behind it. A terminal without bracketed
    /// paste types a paste key by key: a run of at least ``typedPasteMinimum`` characters
    /// waiting at once (no one types that fast) becomes one ``KeyInput/paste(_:)``, cut like any
    /// paste, read without an update or a redraw per key, and once it is known to be a paste,
    /// straight from standard input a block at a time (``TypedPasteBlock``) rather than a byte
    /// per ncurses call. It ends when no character follows within ``typedPasteGapMilliseconds``
    /// or at the first key that is not a printable character (Enter included, so a pasted
    /// line still submits), which is read next. A shorter run is handed out key by key, as typed.
    private func readTypedRun(startingWith first: Character, window: UnsafeMutablePointer<WINDOW>) -> KeyInput {
        var text = String.UnicodeScalarView(first.unicodeScalars)
        /// The run as typed, while it is short enough to be handed out key by key.
        var typed = [first]
        var count = 1
        while true {
            if count >= Self.typedPasteMinimum, handedBack == 0 {
                // ncurses holds no input of its own (it reads a byte per call and had just
                // returned a whole character): read on past it.
                guard readPasteBlocks(into: &text) else { break }
            }
            wtimeout(window, count >= Self.typedPasteMinimum ? Self.typedPasteGapMilliseconds : 0)
            var value: wint_t = 0
            let status = readWideCharacter(window, &value)
            if status == ERR { break }
            guard status == OK, case .character(let next) = KeyInput(characterCode: UInt32(value)) else {
                // Not part of the run: give it back, to be read as the next event.
                if status == KEY_CODE_YES {
                    ungetch(Int32(truncatingIfNeeded: value))
                    handedBack += 1
                } else {
                    unget_wch(wchar_t(truncatingIfNeeded: value))
                    handedBack += Unicode.Scalar(value).map(UTF8.width) ?? 1
                }
                break
            }
            for scalar in next.unicodeScalars { text.append(scalar) }  // (`append(contentsOf:)` copies the whole view)
            count += 1
            if count < Self.typedPasteMinimum { typed.append(next) }
        }
        guard count >= Self.typedPasteMinimum else {
            queued += typed.dropFirst().map(KeyInput.character)
            return .character(first)
        }
        return .paste(String(text))
    }

    /// Reads a typed paste's blocks from standard input into `text` until the input pauses for
    /// ``typedPasteGapMilliseconds`` (returns false: the paste ended) or a block holds something
    /// after its characters, which goes back to ncurses (returns true: read on through ncurses).
    private func readPasteBlocks(into text: inout String.UnicodeScalarView) -> Bool {
        var block = [UInt8](repeating: 0, count: Self.pasteBlockSize)
        while true {
            let input = Self.pollInput(milliseconds: Self.typedPasteGapMilliseconds)
            guard input.readable else { return false }
            let count = block.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            let split = TypedPasteBlock(block[..<count], mouseCode: KEY_MOUSE) { sequence in
                key_defined(String(decoding: sequence, as: UTF8.self))
            }
            for scalar in split.characters { text.append(scalar) }
            guard split.rest.isEmpty else {
                // ncurses puts back at the front of its queue: the last first.
                for item in split.rest.reversed() { ungetch(item) }
                handedBack += split.rest.count
                return true
            }
        }
    }

    /// `wget_wch`, keeping ``handedBack`` up to date.
    private func readWideCharacter(_ window: UnsafeMutablePointer<WINDOW>, _ value: inout wint_t) -> Int32 {
        let status = wget_wch(window, &value)
        if handedBack > 0 {
            switch status {
            case ERR: handedBack = 0
            case KEY_CODE_YES: handedBack -= 1
            default: handedBack = max(0, handedBack - (Unicode.Scalar(value).map(UTF8.width) ?? 1))
            }
        }
        return status
    }

    // MARK: Setup helpers

    /// Keys one at a time without echo, special keys decoded, Esc after 25 ms, signals on
    /// (Ctrl-C still interrupts a busy app), flow control off (Ctrl-S and Ctrl-Q are keys).
    private static func configureInput() {
        guard let window = navsim_stdscr() else { return }
        cbreak()
        noecho()
        keypad(window, true)
        KeyDecoder.defineHomeAndEnd()
        set_escdelay(25)
        var modes = termios()
        if tcgetattr(STDIN_FILENO, &modes) == 0 {
            modes.c_iflag &= ~tcflag_t(IXON | IXOFF)
            if tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0 {
                def_prog_mode()  // so ncurses restores this mode after a suspend
            }
        }
        mousemask(navsim_mouse_mask(), nil)
        mouseinterval(0)  // report press and release at once instead of waiting to make clicks
    }

    /// Colours when the terminal has them and `NO_COLOR` is unset or empty.
    private static func configureColors() -> ColorPairs.Mode {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        guard !noColor, has_colors(), start_color() != ERR else { return .monochrome }
        let defaultColors = use_default_colors() != ERR
        return .color(colors: Int(navsim_colors()), pairs: Int(navsim_color_pairs()), defaultColors: defaultColors)
    }

    // MARK: Waiting

    private struct InputState {
        var readable: Bool
        var hungUp: Bool
    }

    private enum WaitResult {
        case ready
        case timedOut
    }

    /// Whether standard input has bytes (or has hung up), without waiting.
    private static func pollInput(milliseconds: Int32) -> InputState {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return InputState(readable: false, hungUp: false) }
        let hangUp = Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)
        return InputState(
            readable: descriptor.revents & Int16(POLLIN) != 0,
            hungUp: descriptor.revents & hangUp != 0)
    }

    /// Sleeps until standard input has bytes, a signal wakes the self-pipe, or the time runs out.
    private static func waitForInput(milliseconds: Int?) -> WaitResult {
        var descriptors = [
            pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
            pollfd(fd: SignalHandlers.wakeReadEnd, events: Int16(POLLIN), revents: 0),
        ]
        let timeout = milliseconds.map { Int32(clamping: $0) } ?? -1
        let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
        // Interrupted (a signal ncurses handles, such as SIGTSTP/SIGCONT): look again.
        return ready == 0 ? .timedOut : .ready
    }

    /// Milliseconds on a monotonic clock.
    private static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1000 + time.tv_nsec / 1_000_000
    }
}
