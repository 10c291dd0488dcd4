import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
/// One input event from the terminal: a key, a mouse action, a paste, a resize,
/// or a request to quit sent by a signal.
///
/// The terminal backend produces these; the UI's `update` consumes them, so the UI
/// is tested by sending values, without a terminal.
public enum KeyInput: Hashable, Sendable {
    /// A printable character typed (letters, digits, punctuation, space, any script).
    case character(Character)
    /// Return or Enter (also Ctrl-J and Ctrl-M, which send the same byte).
    case enter
    /// Backspace (DEL or Ctrl-H, as the terminal sends it).
    case backspace
    /// The Delete key (delete forward).
    case delete
    /// Tab (also Ctrl-I).
    case tab
    /// Shift-Tab.
    case backTab
    /// Escape on its own (not the start of a longer key sequence).
    case escape
    /// The arrow keys.
    case up, down, left, right
    /// Home and End.
    case home, end
    /// Page Up and Page Down.
    case pageUp, pageDown
    /// Function key F*n* (F1 is `function(1)`).
    case function(Int)
    /// Ctrl with a letter or symbol, as a lowercase letter (`ctrl("a")`) or the symbol
    /// (`ctrl("@")`, `ctrl("\\")`, `ctrl("]")`, `ctrl("^")`, `ctrl("_")`).
    /// Ctrl-I, Ctrl-J, Ctrl-M, Ctrl-H and Ctrl-[ arrive as `tab`, `enter`, `backspace` and `escape`.
    case ctrl(Character)
    /// A mouse click or wheel turn.
    case mouse(MouseEvent)
    /// Text pasted in one go (a terminal with bracketed paste): insert it, do not act on it.
    case paste(String)
    /// The terminal changed size: redraw at the new size.
    case resize
    /// The process received SIGINT (Ctrl-C), SIGTERM or SIGHUP, or the terminal hung up:
    /// quit now, the conventional exit status being 128 + `signal`. A second such signal
    /// ends the process at once, terminal restored.
    case terminate(signal: Int32)
    /// A key navsim has no name for, with the terminal library's code for it.
    case unknown(Int32)

    /// The event for a character code read from the terminal (not a special key code).
    ///
    /// Control codes become ``enter``, ``tab``, ``backspace``, ``escape`` or ``ctrl(_:)``;
    /// C1 controls and values that are not Unicode scalars become ``unknown(_:)``.
    public init(characterCode code: UInt32) {
        switch code {
        case 9: self = .tab
        case 10, 13: self = .enter
        case 8, 127: self = .backspace
        case 27: self = .escape
        case 0: self = .ctrl("@")
        case 1...26:
            self = Unicode.Scalar(code + 96).map { .ctrl(Character($0)) } ?? .unknown(Int32(code))
        case 28...31:
            self = Unicode.Scalar(code + 64).map { .ctrl(Character($0)) } ?? .unknown(Int32(code))
        case 0x80..<0xA0:
            self = .unknown(Int32(code))
        default:
            if let scalar = Unicode.Scalar(code) {
                self = .character(Character(scalar))
            } else {
                self = .unknown(Int32(truncatingIfNeeded: code))
            }
        }
    }
}

/// A mouse action at a cell of the screen.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Kind: Hashable, Sendable {
        /// The left button went down.
        case press
        /// The left button came up.
        case release
        /// The wheel turned away from the user (scroll up).
        case scrollUp
        /// The wheel turned towards the user (scroll down).
        case scrollDown
    }

    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int
    /// What happened there.
    public var kind: Kind

    /// A mouse event of `kind` at column `x`, row `y`.
    public init(x: Int, y: Int, kind: Kind) {
        self.x = x
        self.y = y
        self.kind = kind
    }
}
