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
    /// Where `<manifest` starts.
    public var manifestPosition: SourcePosition?
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
        /// Its 1-based place among its own activity's intent filters (how messages count it).
        public var ordinalInActivity = 1

        /// Set for a filter the manifest merger generates from a `<nav-graph>`: the deep link it
        /// comes from (the graph file, line and column) and the `<nav-graph>` element's position.
        var generatedFrom: String? = nil

        /// `AndroidManifest.xml:31:13 intent-filter #2 of .HotelActivity` (the activity's second filter).
        public func rule(file: String) -> String {
            guard let generatedFrom else { return "\(file):\(position) intent-filter #\(ordinalInActivity) of \(activity)" }
            return "generated intent-filter #\(ordinalInActivity) of \(activity) from \(generatedFrom)"
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
        let bytes = [UInt8](data)
        try ManifestDocumentType.refuseInternalSubset(bytes, file: file)
        let collector = ManifestCollector(bytes)
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
                severity: .error, message: "malformed XML: \(LibXMLErrorText.describe(code))", position: position)])
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
        manifestPosition = collector.manifestPosition
        filters = collector.filters
        navGraphs = collector.navGraphs
    }
}

/// The XMLParser delegate that collects activities' intent filters.
private final class ManifestCollector: NSObject, XMLParserDelegate {
    private var locator: XMLTagLocator
    var problems: [ConfigDiagnostic] = []
    var sawManifest = false
    var package: String?
    var manifestPosition: SourcePosition?
    var filters: [AndroidManifest.IntentFilter] = []
    /// How many of `filters` each activity has (by name): a filter's place among its activity's.
    private var filtersByActivity: [String: Int] = [:]
    /// The namespace bindings in scope: one entry per open element, prefix → URI, for the
    /// prefixes it declares (`xmlns:p="…"`).
    private var namespaceScopes: [[String: String]] = []
    var navGraphs: [AndroidManifest.NavGraphReference] = []
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

    init(_ bytes: [UInt8]) {
        locator = XMLTagLocator(bytes)
    }

    /// The URI `prefix` is bound to where the current element is.
    private func namespace(of prefix: Substring) -> String? {
        for scope in namespaceScopes.reversed() {
            if let uri = scope[String(prefix)] { return uri }
        }
        return nil
    }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        depth += 1
        let position = locator.tagStart(line: parser.lineNumber, column: parser.columnNumber)
        var declared: [String: String] = [:]
        for (name, value) in attributes where name.hasPrefix("xmlns:") { declared[String(name.dropFirst("xmlns:".count))] = value }
        namespaceScopes.append(declared)
        // The element's attributes in the Android namespace, by local name, whatever prefix
        // binds it here (an `android:` bound to another URI does not count).
        var androidAttributes: [String: (qualified: String, value: String)] = [:]
        for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
            guard let colon = name.firstIndex(of: ":"), name[..<colon] != "xmlns",
                  namespace(of: name[..<colon]) == AndroidManifest.androidNamespace else { continue }
            let local = String(name[name.index(after: colon)...])
            if let earlier = androidAttributes[local] {
                problems.append(ConfigDiagnostic(
                    severity: .error,
                    message: "<\(element)> gives the Android attribute \(local) twice (\(earlier.qualified) and \(name)), through two prefixes bound to \(AndroidManifest.androidNamespace)",
                    position: position))
                continue
            }
            androidAttributes[local] = (name, value)
        }
        if depth == 1 {
            sawManifest = element == "manifest"
            package = attributes["package"]
            manifestPosition = position
            return
        }
        /// `android:NAME` as written (with the prefix the element uses).
        func written(_ name: String) -> String { androidAttributes[name]?.qualified ?? "android:\(name)" }
        func attribute(_ name: String) -> String? {
            guard let value = androidAttributes[name]?.value else { return nil }
            // `<nav-graph android:value="@navigation/NAME">` is a reference on purpose: the merger
            // expands it (NavGraphIntentFilters.swift checks the value).
            if element == "nav-graph" && name == "value" { return value }
            if value.hasPrefix("@") || value.contains("${") {
                problems.append(ConfigDiagnostic(
                    severity: .error,
                    message: "<\(element) \(written(name))=\"\(value)\">: a resource reference or placeholder cannot be resolved here;"
                        + " give navsim the merged manifest (build/intermediates/merged_manifests)",
                    position: position))
                return nil
            }
            return value
        }
        func flag(_ name: String) -> Bool? {
            guard let value = attribute(name) else { return nil }
            guard value == "true" || value == "false" else {
                problems.append(ConfigDiagnostic(severity: .error, message: "\(written(name)) must be \"true\" or \"false\", found \"\(value)\"",
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
                                                               value: attribute("value"), position: position))
        case "intent-filter" where activity != nil:
            filter = AndroidManifest.IntentFilter(index: filters.count, activity: activity!.name, exported: activity!.exported,
                                                  autoVerify: flag("autoVerify") ?? false, actions: [], categories: [], data: [],
                                                  position: position)
            filtersByActivity[activity!.name, default: 0] += 1
            filter!.ordinalInActivity = filtersByActivity[activity!.name]!
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
                    problems.append(ConfigDiagnostic(severity: .error, message: "\(written("port")) must be a number from 0 to 65535, found \"\(text)\"",
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
        namespaceScopes.removeLast()
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
}
