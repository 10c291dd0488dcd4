import CNcurses
import Glibc
import NavUI
import Foundation
import NavRouteFile

/// Turns what `wget_wch` returns into ``KeyInput``s, and owns bracketed paste.
///
/// With bracketed paste on, the terminal wraps pasted text in two markers; they are
/// registered with ncurses (`define_key`) as two otherwise unused key codes, so a paste
/// arrives as one ``KeyInput/paste(_:)`` instead of thousands of keys (an Enter in it
/// does not submit anything).
struct KeyDecoder {
    /// What one `wget_wch` result means.
    enum Decoded {
        /// An event for the app.
        case key(KeyInput)
        /// The start of a paste: read on to its end marker.
        case pasteStart
        /// Nothing for the app (a mouse event navsim does not use, a stray paste end).
        case ignored
    }

    private let pasteStart: Int32?
    private let pasteEnd: Int32?
    private let pasteOff: String?

    /// Switches bracketed paste on when the terminal supports it: from terminfo's
    /// BE/BD/PS/PE capabilities, or xterm's sequences for xterm-like `TERM`s that lack them.
    static func withBracketedPaste() -> KeyDecoder {
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        let xtermLike = ["xterm", "screen", "tmux", "rxvt"].contains { term.hasPrefix($0) }
        func capability(_ name: String, xterm: String) -> String? {
            navsim_tigetstr(name).map { String(cString: $0) } ?? (xtermLike ? xterm : nil)
        }
        guard let on = capability("BE", xterm: "\u{1B}[?2004h"),
              let off = capability("BD", xterm: "\u{1B}[?2004l"),
              let startMarker = capability("PS", xterm: "\u{1B}[200~"),
              let endMarker = capability("PE", xterm: "\u{1B}[201~"),
              let startCode = defineKey(startMarker, from: 0x7E00),
              let endCode = defineKey(endMarker, from: startCode + 1)
        else {
            return KeyDecoder(pasteStart: nil, pasteEnd: nil, pasteOff: nil)
        }
        writeToTerminal(on)
        SignalHandlers.setBracketedPaste(true)
        return KeyDecoder(pasteStart: startCode, pasteEnd: endCode, pasteOff: off)
    }

    /// The Home and End sequences terminals send besides the one terminfo names: tmux and
    /// screen send `ESC [1~` / `ESC [4~` whatever `TERM` says (xterm-256color's terminfo has
    /// `ESC OH` / `ESC OF`), rxvt `ESC [7~` / `ESC [8~`. Each unbound one is bound to
    /// KEY_HOME / KEY_END, so Home and End never type `[1~` into the input line.
    static let homeEndSequences: [(sequence: String, code: Int32)] = [
        ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
        ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
    ]

    /// Binds every sequence of ``homeEndSequences`` that the terminal description leaves unbound.
    static func defineHomeAndEnd() {
        for (sequence, code) in homeEndSequences where key_defined(sequence) == 0 {
            _ = define_key(sequence, code)
        }
    }

    /// Binds `sequence` to the first key code from `first` that ncurses does not use yet.
    private static func defineKey(_ sequence: String, from first: Int32) -> Int32? {
        if key_defined(sequence) != 0 { return nil }  // taken, or a prefix clash
        guard let code = (first..<(first + 256)).first(where: { has_key($0) == 0 }),
              define_key(sequence, code) != ERR
        else { return nil }
        return code
    }

    /// Switches bracketed paste off again.
    func disableBracketedPaste() {
        guard let pasteOff else { return }
        Self.writeToTerminal(pasteOff)
        SignalHandlers.setBracketedPaste(false)
    }

    /// Writes a mode switch straight to the terminal. (`putp` goes through C's `stdout`
    /// buffer, which nothing flushes while ncurses runs.) A mode switch needs no ordering
    /// with ncurses' own output.
    private static func writeToTerminal(_ sequence: String) {
        var bytes = Array(sequence.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// True for the key code of the paste end marker.
    func isPasteEnd(_ value: wint_t) -> Bool {
        pasteEnd == Int32(truncatingIfNeeded: value)
    }

    /// Decodes one `wget_wch` result: `status` is `OK` for a character, `KEY_CODE_YES` for a key code.
    func decode(status: Int32, value: wint_t) -> Decoded {
        guard status == KEY_CODE_YES else { return .key(KeyInput(characterCode: UInt32(value))) }
        let code = Int32(truncatingIfNeeded: value)
        if code == pasteStart { return .pasteStart }
        if code == pasteEnd { return .ignored }
        if code == KEY_MOUSE { return Self.mouseEvent() }
        if let key = Self.namedKeys[code] { return .key(key) }
        if code > KEY_F0, code <= KEY_F0 + 63 { return .key(.function(Int(code - KEY_F0))) }
        return .key(.unknown(code))
    }

    private static let namedKeys: [Int32: KeyInput] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
        KEY_DC: .delete, KEY_BTAB: .backTab, KEY_ENTER: .enter, KEY_BACKSPACE: .backspace,
        KEY_RESIZE: .resize,
    ]

    /// The pending mouse event, if it is one navsim uses.
    private static func mouseEvent() -> Decoded {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return .ignored }
        let kind: MouseEvent.Kind
        if navsim_mouse_is_wheel_up(event.bstate) != 0 {
            kind = .scrollUp
        } else if navsim_mouse_is_wheel_down(event.bstate) != 0 {
            kind = .scrollDown
        } else if navsim_mouse_is_press(event.bstate) != 0 {
            kind = .press
        } else if navsim_mouse_is_release(event.bstate) != 0 {
            kind = .release
        } else {
            return .ignored
        }
        return .key(.mouse(MouseEvent(x: Int(event.x), y: Int(event.y), kind: kind)))
    }
}
