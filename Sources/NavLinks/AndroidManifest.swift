import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavRouteFile
import NavSupport

/// The parts of an AndroidManifest.xml that decide which links reach the app: the activities
/// (and activity aliases) and their intent filters, read with Foundation's `XMLParser`.
public struct AndroidManifest: Sendable, Equatable {
    /// The file's name in messages.
    public var file: String
    /// The `package` attribute of `<manifest>`, when written.
    public var package: String?
    /// Every intent filter of every `<activity>` and `<activity-alias>`, in file order.
    public var filters: [IntentFilter]
    /// The `<nav-graph>` elements of the activities (`expandingNavGraphs` adds their filters).
    public var navGraphs: [NavGraphReference] = []

    /// One `<intent-filter>`.
    public struct IntentFilter: Sendable, Equatable {
        /// Its 0-based index among the manifest's intent filters.
        public var index: Int
        /// The `android:name` of its activity (or alias).
        public var activity: String
        /// The activity's `android:exported`, when written.
        public var exported: Bool?
        /// `android:autoVerify="true"`.
        public var autoVerify: Bool
        /// The `<action android:name>`s.
        public var actions: [String]
        /// The `<category android:name>`s.
        public var categories: [String]
        /// The `<data>` elements, in order; the OS merges them (docs/links.md).
        public var data: [DataElement]
        /// Where `<intent-filter` starts.
        public var position: SourcePosition

        /// Set for a filter the manifest merger generates from a `<nav-graph>`: the deep link it
        /// comes from (the graph file, line and column) and the `<nav-graph>` element's position.
        public var generatedFrom: String? = nil

        /// `AndroidManifest.xml:31:13 intent-filter #2 of .HotelActivity`.
        public func rule(file: String) -> String {
            guard let generatedFrom else { return "\(file):\(position) intent-filter #\(index) of \(activity)" }
            return "generated intent-filter #\(index) of \(activity) from \(generatedFrom)"
        }
    }

    /// One `<data>` element's attributes, as written.
    public struct DataElement: Sendable, Equatable {
        public var scheme: String?
        public var host: String?
        public var port: Int?
        public var path: String?
        public var pathPrefix: String?
        public var pathPattern: String?
        public var pathSuffix: String?
        public var pathAdvancedPattern: String?
        public var mimeType: String?
        /// Where `<data` starts.
        public var position: SourcePosition

        /// Makes a data element.
        public init(scheme: String? = nil, host: String? = nil, port: Int? = nil, path: String? = nil, pathPrefix: String? = nil,
                    pathPattern: String? = nil, pathSuffix: String? = nil, pathAdvancedPattern: String? = nil, mimeType: String? = nil,
                    position: SourcePosition) {
            self.scheme = scheme
            self.host = host
            self.port = port
            self.path = path
            self.pathPrefix = pathPrefix
            self.pathPattern = pathPattern
            self.pathSuffix = pathSuffix
            self.pathAdvancedPattern = pathAdvancedPattern
            self.mimeType = mimeType
            self.position = position
        }
    }

    /// The Android XML namespace.
    public static let androidNamespace = "http://schemas.android.com/apk/res/android"

    /// Reads a manifest.
    /// - Throws: ``RouteFileError`` naming the file, line and column of malformed XML, a root
    ///   that is not `<manifest>`, a port that is not a number, an `autoVerify` or `exported`
    ///   that is not a boolean, or an unresolved resource reference or placeholder.
    public init(parsing data: Data, file: String) throws(RouteFileError) {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(
                severity: .error, message: "malformed XML: the document is empty", position: SourcePosition(line: 1, column: 1))])
        }
        let collector = ManifestCollector(text: String(decoding: data, as: UTF8.self))
        let parser = XMLParser(data: data)
        parser.delegate = collector
        parser.shouldProcessNamespaces = false
        let finished = parser.parse()
        if let error = parser.parserError ?? (finished ? nil : NSError(domain: XMLParser.errorDomain, code: 0)) {
            // Where the parser met the problem (after parse() it is at the end of the input).
            let code = collector.firstError?.code ?? (error as NSError).code
            let position = collector.firstError?.position
                ?? SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(
                severity: .error, message: "malformed XML: \(ManifestCollector.describe(code))", position: position)])
        }
        if collector.openElements > 0 {
            throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(
                severity: .error, message: "malformed XML: the document ends before every element is closed",
                position: SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))])
        }
        if !collector.sawManifest {
            collector.problems.append(ConfigDiagnostic(severity: .error, message: "the root element must be <manifest>",
                                                       position: SourcePosition(line: 1, column: 1)))
        }
        guard collector.problems.isEmpty else { throw RouteFileError(path: file, diagnostics: collector.problems) }
        self.file = file
        package = collector.package
        filters = collector.filters
        navGraphs = collector.navGraphs
    }
}

/// The XMLParser delegate that collects activities' intent filters.
private final class ManifestCollector: NSObject, XMLParserDelegate {
    private let lines: [Substring]
    var problems: [ConfigDiagnostic] = []
    var sawManifest = false
    var package: String?
    var filters: [AndroidManifest.IntentFilter] = []
    var navGraphs: [AndroidManifest.NavGraphReference] = []
    private var prefix = "android"
    private var activity: (name: String, exported: Bool?)?
    private var filter: AndroidManifest.IntentFilter?
    private var depth = 0
    /// The first error the parser reported, where it met it.
    var firstError: (code: Int, position: SourcePosition)?

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
        guard firstError == nil else { return }
        firstError = ((error as NSError).code, SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
    }

    /// Elements started and not yet ended (XMLParser on Linux does not report an unclosed document).
    var openElements: Int { depth }

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Where the element that just started begins: the parser reports the end of the start
    /// tag, so step back to its `<`.
    private func tagStart(_ parser: XMLParser) -> SourcePosition {
        var line = max(parser.lineNumber, 1)
        var column = parser.columnNumber
        while line >= 1, line <= lines.count {
            let characters = Array(lines[line - 1])
            var index = min(column - 1, characters.count - 1)
            while index >= 0 {
                if characters[index] == "<" { return SourcePosition(line: line, column: index + 1) }
                index -= 1
            }
            line -= 1
            column = line >= 1 ? lines[line - 1].count + 1 : 0
        }
        return SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        depth += 1
        let position = tagStart(parser)
        if depth == 1 {
            sawManifest = element == "manifest"
            for (name, value) in attributes where name.hasPrefix("xmlns:") && value == AndroidManifest.androidNamespace {
                prefix = String(name.dropFirst("xmlns:".count))
            }
            package = attributes["package"]
            return
        }
        func attribute(_ name: String) -> String? {
            guard let value = attributes["\(prefix):\(name)"] else { return nil }
            if value.hasPrefix("@") || value.contains("${") {
                problems.append(ConfigDiagnostic(
                    severity: .error,
                    message: "<\(element) \(prefix):\(name)=\"\(value)\">: a resource reference or placeholder cannot be resolved here;"
                        + " give navsim the merged manifest (build/intermediates/merged_manifests)",
                    position: position))
                return nil
            }
            return value
        }
        func flag(_ name: String) -> Bool? {
            guard let value = attribute(name) else { return nil }
            guard value == "true" || value == "false" else {
                problems.append(ConfigDiagnostic(severity: .error, message: "\(prefix):\(name) must be \"true\" or \"false\", found \"\(value)\"",
                                                 position: position))
                return nil
            }
            return value == "true"
        }
        switch element {
        case "activity", "activity-alias":
            activity = (attribute("name") ?? "(unnamed activity)", flag("exported"))
        case "nav-graph" where activity != nil:
            // `@navigation/NAME` is a reference on purpose: the merger expands it (NavGraphIntentFilters.swift).
            navGraphs.append(AndroidManifest.NavGraphReference(activity: activity!.name, exported: activity!.exported,
                                                               value: attributes["\(prefix):value"], position: position))
        case "intent-filter" where activity != nil:
            filter = AndroidManifest.IntentFilter(index: filters.count, activity: activity!.name, exported: activity!.exported,
                                                  autoVerify: flag("autoVerify") ?? false, actions: [], categories: [], data: [],
                                                  position: position)
        case "action" where filter != nil:
            attribute("name").map { filter!.actions.append($0) }
        case "category" where filter != nil:
            attribute("name").map { filter!.categories.append($0) }
        case "data" where filter != nil:
            var port: Int?
            if let text = attribute("port") {
                if let number = Int(text), (0...65535).contains(number) {
                    port = number
                } else {
                    problems.append(ConfigDiagnostic(severity: .error, message: "\(prefix):port must be a number from 0 to 65535, found \"\(text)\"",
                                                     position: position))
                }
            }
            filter!.data.append(AndroidManifest.DataElement(
                scheme: attribute("scheme"), host: attribute("host"), port: port, path: attribute("path"),
                pathPrefix: attribute("pathPrefix"), pathPattern: attribute("pathPattern"), pathSuffix: attribute("pathSuffix"),
                pathAdvancedPattern: attribute("pathAdvancedPattern"), mimeType: attribute("mimeType"), position: position))
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        switch element {
        case "intent-filter":
            if let filter { filters.append(filter) }
            filter = nil
        case "activity", "activity-alias":
            activity = nil
        default:
            break
        }
    }

    /// Words for XMLParser's error codes, which are libxml2's (Foundation on Linux gives no
    /// message of its own; Apple's NSXMLParserError uses the same numbers).
    static func describe(_ code: Int) -> String {
        switch code {
        case 3: "the document does not start like XML"
        // libxml2 names this "Document is empty" but reports it for any text before the first '<'.
        case 4: "no root element: the document does not start with a tag ('<' expected), so it is not XML"
        case 5: "there is content after the root element, or the document ends before every element is closed"
        case 6, 7, 8: "an invalid character reference (&#…;)"
        case 9: "an invalid character (a control character, or a byte that is not UTF-8 where the document is read as UTF-8)"
        case 23: "an entity reference lacks its \";\""
        case 26: "an undeclared entity (&…;)"
        case 29: "an attribute uses an external entity (<!ENTITY … SYSTEM …>); navsim reads no file the manifest points to"
        case 31, 32: "the XML declaration names an encoding that cannot be read (write encoding=\"utf-8\")"
        case 33, 34: "a quoted value is not opened or not closed"
        case 38: "a '<' inside an attribute value (write &lt;)"
        case 39, 40, 41: "an attribute is malformed (a missing quote or value)"
        case 42: "an attribute is repeated"
        case 45: "a comment (<!-- … -->) is not closed"
        case 57: "the XML declaration (<?xml … ?>) is not finished"
        case 63: "a CDATA section (<![CDATA[ … ]]>) is not closed"
        case 64: "an XML declaration (<?xml … ?>) that is not at the very start of the file"
        case 65: "a space is missing (between two attributes, or after the tag name)"
        case 68: "a tag or attribute name is missing, or starts with a character no XML name can start with"
        case 73: "a tag is not closed with \">\""
        case 75: "an attribute lacks its '='"
        case 76: "a closing tag does not match the element it closes"
        case 77: "a tag is not finished"
        case 81: "the bytes are not valid in the document's encoding (UTF-8 unless the XML declaration names another)"
        case 89: "entities that expand into each other without end or into too much text (an entity loop or expansion bomb)"
        default: "libxml2 error \(code)"
        }
    }
}
