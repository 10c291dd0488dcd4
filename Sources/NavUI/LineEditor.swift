import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios
/// The input line's text and cursor with readline editing. Pure; the cursor is an index in
/// characters (0...count).
public struct LineEditor: Sendable, Equatable {
    public private(set) var text: [Character]
    public private(set) var cursor: Int
    /// The most characters the line holds (a URL longer than the router accepts is refused anyway).
    public let capacity: Int

    public init(_ text: String = "", capacity: Int = 16 * 1024) {
        self.capacity = capacity
        self.text = Array(text.prefix(capacity))
        self.cursor = self.text.count
    }

    public var string: String { String(text) }
    public var isEmpty: Bool { text.isEmpty }

    /// Inserts at the cursor; returns how many characters did not fit.
    @discardableResult
    public mutating func insert(_ string: String) -> Int {
        let room = max(0, capacity - text.count)
        let accepted = Array(string.prefix(room))
        text.insert(contentsOf: accepted, at: cursor)
        cursor += accepted.count
        return string.count - accepted.count
    }

    public mutating func backspace() {
        guard cursor > 0 else { return }
        text.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteForward() {
        guard cursor < text.count else { return }
        text.remove(at: cursor)
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(text.count, cursor + 1) }
    mutating func moveToStart() { cursor = 0 }
    mutating func moveToEnd() { cursor = text.count }

    /// Ctrl-K: delete from the cursor to the end.
    mutating func killToEnd() { text.removeSubrange(cursor...) }

    /// Ctrl-U: delete from the start to the cursor.
    mutating func killToStart() {
        text.removeSubrange(..<cursor)
        cursor = 0
    }

    /// Ctrl-W: delete the word before the cursor (and the separators after it), where `/`, `?`,
    /// `&`, `=`, `#` and spaces separate words, so a URL loses one component at a time.
    mutating func deleteWordBackward() {
        let separators: Set<Character> = ["/", "?", "&", "=", "#", " ", ":", "."]
        var start = cursor
        while start > 0, separators.contains(text[start - 1]) { start -= 1 }
        while start > 0, !separators.contains(text[start - 1]) { start -= 1 }
        text.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Replaces the whole text, cursor at the end.
    public mutating func set(_ string: String) {
        text = Array(string.prefix(capacity))
        cursor = text.count
    }
}

/// Input history: older entries first; browsing keeps the line being typed as a draft.
public struct InputHistory: Sendable, Equatable {
    public private(set) var entries: [String]
    /// The entry being shown, or `nil` when editing the draft.
    public private(set) var position: Int?
    private var draft = ""
    public static let limit = 500

    public init(_ entries: [String] = []) {
        self.entries = Array(entries.suffix(Self.limit))
    }

    /// Adds a submitted line (not a repeat of the last one); ends browsing.
    public mutating func record(_ line: String) {
        position = nil
        guard !line.isEmpty, entries.last != line else { return }
        entries.append(line)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }

    /// The previous (older) entry, keeping `current` as the draft when browsing starts.
    public mutating func older(than current: String) -> String? {
        guard !entries.isEmpty else { return nil }
        if position == nil { draft = current }
        let next = max(0, (position ?? entries.count) - 1)
        position = next
        return entries[next]
    }

    /// The next (newer) entry, or the draft past the newest.
    public mutating func newer() -> String? {
        guard let current = position else { return nil }
        if current + 1 >= entries.count {
            position = nil
            return draft
        }
        position = current + 1
        return entries[current + 1]
    }
}
