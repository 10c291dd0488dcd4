/// The literals, names and screen marks of one pattern's expansions, made once and shared.
///
/// A pattern of eight optional groups compiles into 256 expansions, and each used to hold its
/// own copy of every literal longer than a small string (Swift keeps up to 15 UTF-8 bytes
/// inline) and its own boxed mark. The parser passes each piece through here, so equal
/// pieces share one storage. A pattern without optional groups skips the lookups.
final class SharedPieces {
    /// Off for a pattern with a single expansion: there is nothing to share.
    var isEnabled = false
    private var strings: Set<String> = []
    private var boxes: [ScreenMark: ScreenMarkBox] = [:]

    /// `text`, or an equal string seen before in this pattern.
    func string(_ text: String) -> String {
        guard isEnabled, text.utf8.count > 15 else { return text }
        if let seen = strings.firstIndex(of: text) { return strings[seen] }
        strings.insert(text)
        return text
    }

    /// The one box of this pattern for `mark`.
    func box(for mark: ScreenMark) -> ScreenMarkBox {
        guard isEnabled else { return ScreenMarkBox(mark) }
        if let box = boxes[mark] { return box }
        let box = ScreenMarkBox(mark)
        boxes[mark] = box
        return box
    }
}
