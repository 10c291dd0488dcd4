import NavUI

/// What the interactive loop needs from a terminal, and nothing more: its size, drawing a cell
/// buffer, the bell, and reading input events. ``TerminalSession`` is the ncurses
/// implementation; tests drive ``InteractiveApp`` with a scripted fake, so the loop
/// (keys → update → effects → draw, reload, quit) is tested without a terminal.
public protocol TerminalIO: AnyObject {
    /// The size in character cells.
    var size: (columns: Int, rows: Int) { get }
    /// Whether the terminal draws box and arrow characters (else ASCII stand-ins are used).
    var supportsUnicode: Bool { get }
    /// Shows `buffer`, repainting only what changed since the last call.
    func draw(_ buffer: CellBuffer)
    /// Makes the next draw repaint the whole screen.
    func invalidate()
    /// Rings the bell for a refused input.
    func bell()
    /// The next input event, waiting at most `timeoutMilliseconds` (nil: until there is one);
    /// nil when the time runs out.
    func readKey(timeoutMilliseconds: Int?) -> KeyInput?
}

extension TerminalSession: TerminalIO {}
