import NavUI

/// Makes every click arrive as a press, whatever ncurses reports.
///
/// When a press and its release reach ncurses in one read (a quick click, or tmux coalescing
/// them), ncurses queues both but `getmouse` reports only the newer, the release, so the
/// click was lost. A release that does not follow a press therefore comes out as the press
/// it implies, then the release.
struct MouseClickTracker {
    private var buttonDown = false

    /// The events `event` stands for, in order.
    mutating func events(for event: MouseEvent) -> [MouseEvent] {
        switch event.kind {
        case .press:
            buttonDown = true
            return [event]
        case .release:
            defer { buttonDown = false }
            guard buttonDown else { return [MouseEvent(x: event.x, y: event.y, kind: .press), event] }
            return [event]
        case .scrollUp, .scrollDown:
            return [event]
        }
    }
}
