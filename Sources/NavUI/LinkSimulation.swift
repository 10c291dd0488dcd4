import NavSupport
import NavRouteFile
import NavLinks
import NavModel

/// The simulated browser sheet: what the phone shows when the OS keeps a web link instead of
/// handing it to the app (docs/links.md, "In the UI").
public struct BrowserSheet: Sendable, Equatable {
    /// The platform whose browser opened (Safari, Chrome).
    public var platform: LinkPlatform
    /// The link.
    public var url: String
    /// Why the OS did not hand it over, or why the app handed it back.
    public var reason: String
    /// The line above the reason.
    public var heading = "The OS did not hand this link to the app:"

    /// The heading when the app handed an unmatched link back (`"unmatched": "browser"`).
    public static let handedBackHeading = "The app handed this link back to the browser:"
}

/// The platform files of a route file's `links`, read by the shell (``Effect/loadLinks(_:)``):
/// `nil` inside when the route file has no `links`, an error naming the file that does not load.
public typealias LinkLoad = Result<LinkSetup?, RouteFileError>

extension AppState {
    /// Takes the platform files the shell read for the route file's `links` (at start-up, or
    /// answering ``Effect/loadLinks(_:)``; `update` itself does no I/O). A file that does not
    /// load is logged and leaves the links off; a platform the file does not configure is
    /// switched away from.
    public mutating func applyLinks(_ load: LinkLoad) {
        switch load {
        case .success(let setup):
            links = setup
        case .failure(let error):
            links = nil
            appendLog([LogLine(.error, "links are off: a platform file does not load:")]
                + error.diagnostics.prefix(3).map { LogLine(.error, "  " + $0.rendered(file: error.path)) })
        }
        if let links, !links.platforms.contains(platform), let first = links.platforms.first { platform = first }
        navigation.platform = links == nil ? nil : platform
        if let links {
            appendLog([LogLine(.info, "simulating \(platformLabel ?? platform.displayName); Ctrl-O or :platform ios|android switches ("
                + links.platforms.map(\.rawValue).joined(separator: ", ") + " configured)")])
        }
    }

    /// `iOS` or `Android 34` for the title bar; `nil` when the route file has no links.
    public var platformLabel: String? {
        guard let links else { return nil }
        if platform == .android, let level = links.android?.apiLevel { return "Android \(level)" }
        return platform.displayName
    }
}

/// `:platform ios|android` and Ctrl-O: which OS the links are simulated on.
func switchPlatform(_ state: inout AppState, to requested: String?) -> [Effect] {
    guard let links = state.links else {
        state.appendLog([LogLine(.error, "the route file has no \"links\": there is no OS layer to switch (docs/links.md)")])
        return [.bell]
    }
    let target: LinkPlatform
    if let requested {
        guard let platform = LinkPlatform(rawValue: requested.lowercased()) else {
            state.appendLog([LogLine(.error, "usage: :platform ios|android")])
            return [.bell]
        }
        target = platform
    } else {
        let all = links.platforms
        target = all.isEmpty ? state.platform : all[((all.firstIndex(of: state.platform) ?? -1) + 1) % all.count]
    }
    guard links.platforms.contains(target) else {
        state.appendLog([LogLine(.error, "links.\(target.rawValue) is not configured in \(state.app.file.path)")])
        return [.bell]
    }
    if state.recorder != nil {
        // Recorded before the switch takes effect, so the recording starts on the platform before it.
        let report = StepReport(input: ":platform \(target.rawValue)", outcome: .applied, events: [])
        recordStep(&state, report.input, report)
    }
    state.platform = target
    state.navigation.platform = target
    state.browserSheet = nil
    state.appendLog([LogLine(.info, "simulating \(state.platformLabel ?? target.displayName)")])
    return []
}

/// A URL the simulated OS did not hand to the app (the simulator's gate refused the input, typed
/// or a shortcut's or spotlight entry's): a web link opens the browser sheet, any other (no app
/// for the scheme) is refused in the log. Returns `nil` when the OS handed the URL over, or the
/// input opened none.
func showTheBrowserIfTheOSKeptIt(_ state: inout AppState, _ line: String, _ report: StepReport) -> [Effect]? {
    guard let link = report.link, !link.opensApp else { return nil }
    if LinkURL(link.input)?.isWeb == true { state.browserSheet = BrowserSheet(platform: state.platform, url: link.input, reason: link.reason) }
    state.appendLog([LogLine(.input, "› " + line), LogLine(.refusal, "  ✗ not handed to the app: " + link.reason)])
    return [.bell]
}

/// Draws the browser sheet over the phone's content.
enum BrowserSheetView {
    static func draw(_ buffer: inout CellBuffer, _ sheet: BrowserSheet, _ rect: CellRect, ascii: Bool) {
        guard rect.width >= 12, rect.height >= 6 else { return }
        let box = CellRect(x: rect.x + 1, y: rect.y + 2, width: rect.width - 2, height: rect.height - 3)
        buffer.fill(box)
        buffer.drawBox(box, title: sheet.platform.browser, style: Theme.focusedFrame, ascii: ascii)
        let width = box.width - 4
        var y = box.y + 1
        let bottom = box.y + box.height - 1
        func put(_ text: String, _ style: CellStyle) {
            for line in wrapped(text, width) where y < bottom - 1 {
                buffer.write(line, x: box.x + 2, y: y, style: style, maxWidth: width)
                y += 1
            }
        }
        put(sheet.url, Theme.address)
        y += 1
        put(sheet.heading, Theme.heading)
        put(sheet.reason, .plain)
        buffer.write("Esc closes", x: box.x + 2, y: bottom - 1, style: Theme.dim, maxWidth: width)
    }

    /// `text` cut into lines of at most `width` characters, at spaces where it can.
    static func wrapped(_ text: String, _ width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            var word = String(word)
            while word.count > width {
                if !current.isEmpty { lines.append(current); current = "" }
                lines.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            if current.isEmpty { current = word } else if current.count + 1 + word.count <= width { current += " " + word } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
