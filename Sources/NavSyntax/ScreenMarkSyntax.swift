/// The `{Screen}` mark a component of any profile's pattern may end with.
extension RoutePattern {
    /// `text{Screen}` or `text{Screen}!` → (`text`, mark).
    package static func splitMark(_ raw: Substring, source: String) throws(PatternError) -> (String, ScreenMark?) {
        var body = raw
        let modal = body.hasSuffix("}!")
        if modal { body = body.dropLast() }
        guard body.hasSuffix("}"), let open = body.lastIndex(of: "{"), open > body.startIndex else { return (String(raw), nil) }
        let screen = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
        guard !screen.isEmpty else {
            throw PatternError(pattern: source, column: 1, message: "empty screen name in '\(raw)'")
        }
        return (String(body[..<open]), ScreenMark(screen: screen, modal: modal))
    }
}
