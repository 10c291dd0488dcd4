@testable import NavTerminal
import NavUI
import Testing

@Suite struct MouseClickTrackerTests {
    /// ncurses reports only the release of a press and release read together: it stands for both.
    @Test func aLoneReleaseIsAClick() {
        var tracker = MouseClickTracker()
        let release = MouseEvent(x: 16, y: 26, kind: .release)
        #expect(tracker.events(for: release) == [MouseEvent(x: 16, y: 26, kind: .press), release])
    }

    @Test func aPressThenAReleaseStayAsTheyAre() {
        var tracker = MouseClickTracker()
        let press = MouseEvent(x: 3, y: 4, kind: .press)
        let release = MouseEvent(x: 3, y: 4, kind: .release)
        #expect(tracker.events(for: press) == [press])
        #expect(tracker.events(for: release) == [release])
        #expect(tracker.events(for: release) == [MouseEvent(x: 3, y: 4, kind: .press), release])
        let wheel = MouseEvent(x: 1, y: 1, kind: .scrollDown)
        #expect(tracker.events(for: wheel) == [wheel])
    }
}
