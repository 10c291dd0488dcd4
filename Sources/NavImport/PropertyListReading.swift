import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavSupport

/// A property list file (Info.plist, `.entitlements`), XML or binary, with the lines of its
/// values when it is XML.
struct PropertyListFile {
    /// The top-level dictionary.
    let root: [String: Any]
    private let file: String
    private let xml: [UInt8]?
    private var lineStarts: [Int] = []
    /// Where the last value found ended: the next search after it starts there, not at its
    /// line's start (20,000 schemes on one line were otherwise searched from the line's start each).
    private let lastFound = SearchCursor()

    private final class SearchCursor {
        var line = 0
        var offset = 0
    }

    /// Reads `data`; a file that is not a property list, is truncated, or whose top level is not
    /// a dictionary is returned as the report line naming it (with the line, for XML).
    static func read(_ data: Data, file: String) -> Result<PropertyListFile, NotUnderstood> {
        // A binary plist is told by its magic, not by the absence of `<` (its strings may hold one).
        let isBinary = data.starts(with: Array("bplist".utf8))
        let isXML = !isBinary && data.prefix(64).contains(UInt8(ascii: "<"))
        let binary = isBinary ? [UInt8](data) : []
        if isBinary, !BinaryPropertyListSize.isReadable(binary) {
            return .failure(NotUnderstood(source: ImportSource(file: file), what: "malformed or truncated binary property list: skipped"))
        }
        if isBinary, let refusal = BinaryPropertyListSize.refusal(binary) {
            return .failure(NotUnderstood(source: ImportSource(file: file), what: "binary property list refused: \(refusal): skipped"))
        }
        let parsed: Any
        do {
            parsed = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            if isXML, let refusal = unparsedXMLRefusal(data) {
                return .failure(NotUnderstood(source: ImportSource(file: file, line: refusal.line), what: "malformed XML property list: \(refusal.what): skipped"))
            }
            let line = isXML ? xmlErrorLine(data) : nil
            let reason = isXML ? "malformed XML property list" : data.starts(with: Array("bplist".utf8))
                ? "malformed or truncated binary property list" : "not a property list"
            return .failure(NotUnderstood(source: ImportSource(file: file, line: line), what: "\(reason): skipped"))
        }
        guard let root = parsed as? [String: Any] else {
            return .failure(NotUnderstood(source: ImportSource(file: file, line: isXML ? 1 : nil),
                                          what: "the property list's top level is not a dictionary: skipped"))
        }
        return .success(PropertyListFile(root: root, file: file, xml: isXML ? [UInt8](data) : nil))
    }

    private init(root: [String: Any], file: String, xml: [UInt8]?) {
        self.root = root
        self.file = file
        self.xml = xml
        if let xml {
            lineStarts = [0]
            for (offset, byte) in xml.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        }
    }

    /// Why a malformed XML plist is not parsed again with libxml2 to find its error's line: a
    /// document type declaring entities (libxml2 would expand them: 800 KB of them took half a
    /// minute), or an encoding whose entities the byte search cannot see. Property lists declare
    /// no entity, so the declaration is the error.
    private static func unparsedXMLRefusal(_ data: Data) -> (line: Int?, what: String)? {
        if let refusal = XMLDocumentEncoding.refusal(data) { return (1, refusal) }
        guard let entity = data.range(of: Data("<!ENTITY".utf8)) else { return nil }
        let line = data[data.startIndex..<entity.lowerBound].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return (line, "it declares an entity (<!ENTITY …>), which property lists never hold")
    }

    /// Where the XML parser met the first error of a malformed document (the line it stopped
    /// at, else the last line, for a document that ends before its elements close).
    private static func xmlErrorLine(_ data: Data) -> Int? {
        final class ErrorPosition: NSObject, XMLParserDelegate {
            var line: Int?
            func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
                if line == nil { line = max(parser.lineNumber, 1) }
            }
        }
        let delegate = ErrorPosition()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        return delegate.line ?? (finished ? nil : max(parser.lineNumber, 1))
    }

    /// The source of a value: in XML, the line of `<string>VALUE</string>` first found after
    /// `from` (or after `<key>KEY</key>`), else of the key; in binary, the file alone.
    func source(key: String, value: String? = nil, after from: ImportSource? = nil) -> ImportSource {
        guard xml != nil else { return ImportSource(file: file) }
        var start = from?.line.map { $0 <= lineStarts.count ? lineStarts[$0 - 1] : 0 } ?? 0
        if let line = from?.line, line == lastFound.line { start = max(start, lastFound.offset) }
        let valueTag = value.map { "<string>\(escaped($0))</string>" }
        func found(_ offset: Int) -> ImportSource {
            let line = line(of: offset)
            if let valueTag {
                lastFound.line = line
                lastFound.offset = offset + valueTag.utf8.count
            }
            return ImportSource(file: file, line: line)
        }
        if let valueTag, from != nil, let offset = find(valueTag, from: start) { return found(offset) }
        guard let keyOffset = find("<key>\(key)</key>", from: start) else { return ImportSource(file: file, line: from?.line) }
        if let valueTag, let offset = find(valueTag, from: keyOffset) { return found(offset) }
        return ImportSource(file: file, line: line(of: keyOffset))
    }

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }

    private func find(_ needle: String, from start: Int) -> Int? {
        guard let xml else { return nil }
        let bytes = Array(needle.utf8)
        guard let first = bytes.first, xml.count >= bytes.count, start <= xml.count - bytes.count else { return nil }
        var index = start
        while index <= xml.count - bytes.count {
            if xml[index] == first, xml[index..<index + bytes.count].elementsEqual(bytes) { return index }
            index += 1
        }
        return nil
    }

    private func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}

/// A value written with an Xcode build setting (`$(PRODUCT_BUNDLE_IDENTIFIER)`): known only to the build.
func usesBuildSetting(_ text: String) -> Bool { text.contains("$(") || text.contains("${") }
