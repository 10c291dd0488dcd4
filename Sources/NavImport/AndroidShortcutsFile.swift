import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavSupport

/// A `res/xml/shortcuts.xml`: the app's static shortcuts, each with its id, labels and the
/// intents it fires (`android:action`, `android:data`).
struct AndroidShortcutsFile {
    struct Shortcut {
        var id: String
        var shortLabel: String?
        var longLabel: String?
        var actions: [String] = []
        var data: [String] = []
        var enabled = true
        var line: Int
    }

    var shortcuts: [Shortcut] = []
    /// Whether the root is `<shortcuts>`.
    var isShortcuts = false
    /// Where the XML is malformed.
    var malformedLine: Int?

    init(_ data: Data) {
        final class Collector: NSObject, XMLParserDelegate {
            var file = AndroidShortcutsFile(empty: ())
            var depth = 0
            var locator: XMLTagLocator
            init(_ bytes: [UInt8]) { locator = XMLTagLocator(bytes) }
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                depth += 1
                if depth == 1 { file.isShortcuts = element == "shortcuts"; return }
                guard file.isShortcuts else { return }
                if depth == 2, element == "shortcut" {
                    file.shortcuts.append(Shortcut(id: attributes["android:shortcutId"] ?? "", shortLabel: attributes["android:shortcutShortLabel"],
                                                   longLabel: attributes["android:shortcutLongLabel"],
                                                   enabled: attributes["android:enabled"] != "false",
                                                   line: locator.tagStart(line: parser.lineNumber, column: parser.columnNumber).line))
                } else if depth == 3, element == "intent", !file.shortcuts.isEmpty {
                    if let action = attributes["android:action"] { file.shortcuts[file.shortcuts.count - 1].actions.append(action) }
                    if let data = attributes["android:data"] { file.shortcuts[file.shortcuts.count - 1].data.append(data) }
                }
            }
            func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) { depth -= 1 }
        }
        let collector = Collector([UInt8](data))
        // A document FoundationXML's parser would crash on (or expand entities of) is malformed here.
        if XMLDocumentEncoding.refusal(data) != nil {
            self = collector.file
            malformedLine = 1
            return
        }
        let parser = XMLParser(data: data)
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        self = collector.file
        if !finished { malformedLine = max(parser.lineNumber, 1) }
    }

    private init(empty: Void) {}
}
