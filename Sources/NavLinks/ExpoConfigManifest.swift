import Foundation
import NavRouteFile
import NavSupport

extension AndroidManifest {
    /// Whether `path` names an Expo app config (`app.json`, `app.config.json`) rather than a manifest.
    public static func isExpoConfig(_ path: String) -> Bool {
        ["app.json", "app.config.json"].contains((path as NSString).lastPathComponent)
    }

    /// The manifest Expo's prebuild writes from an app config: `expo.android.package`; the
    /// template's `.MainActivity` (exported) with its scheme filter (VIEW, DEFAULT, BROWSABLE, one
    /// `<data android:scheme>` per `expo.scheme`), then one filter per `expo.android.intentFilters`
    /// entry (`android.intent.action.` + `action`, `android.intent.category.` + each `category`,
    /// each `data` object's keys as `android:` attributes, `autoVerify`).
    /// - Throws: ``RouteFileError`` naming the config's line and column for what is not such a
    ///   config (not JSON, a value of the wrong type, an unknown key in a filter).
    public init(expoConfig data: Data, file: String) throws(RouteFileError) {
        func problem(_ message: String, at position: SourcePosition?) -> RouteFileError {
            RouteFileError(path: file, diagnostics: [ConfigDiagnostic(severity: .error, message: message, position: position)])
        }
        let document: JSONDocument
        do { document = try JSONDocument(parsing: data) } catch { throw problem("not JSON: \(error)", at: SourcePosition(line: 1, column: 1)) }
        guard case .object(let top) = document.root.value else { throw problem("an Expo app config is a JSON object", at: document.root.position) }
        let expo = top.first { $0.key == "expo" }?.value ?? document.root
        func member(_ node: JSONNode?, _ key: String) -> JSONNode? {
            guard case .object(let members)? = node?.value else { return nil }
            return members.first { $0.key == key }?.value
        }
        func strings(_ node: JSONNode?, _ what: String) throws(RouteFileError) -> [String] {
            switch node?.value {
            case nil, .null?: return []
            case .string(let text)?: return [text]
            case .array(let items)?:
                var out: [String] = []
                for item in items {
                    guard case .string(let text) = item.value else { throw problem("\(what) must be strings, found \(item.value.summary)", at: item.position) }
                    out.append(text)
                }
                return out
            default: throw problem("\(what) must be a string or a list of strings, found \(node!.value.summary)", at: node!.position)
            }
        }
        let android = member(expo, "android")
        var filters: [IntentFilter] = []
        let activity = ".MainActivity"
        func add(_ filter: IntentFilter) {
            var filter = filter
            filter.index = filters.count
            filter.ordinalInActivity = filters.count + 1
            filters.append(filter)
        }
        let schemeNode = member(expo, "scheme")
        let schemes = try strings(schemeNode, "expo.scheme")
        if let schemeNode, !schemes.isEmpty {
            var filter = IntentFilter(index: 0, activity: activity, exported: true, autoVerify: false,
                                      actions: ["android.intent.action.VIEW"],
                                      categories: ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"],
                                      data: schemes.map { DataElement(scheme: $0, position: schemeNode.position) }, position: schemeNode.position)
            filter.generatedFrom = "\(file):\(schemeNode.position) expo.scheme, as Expo's prebuild writes it"
            add(filter)
        }
        if let list = member(android, "intentFilters") {
            guard case .array(let items) = list.value else {
                throw problem("expo.android.intentFilters must be a list, found \(list.value.summary)", at: list.position)
            }
            for (index, item) in items.enumerated() {
                let path = "expo.android.intentFilters[\(index)]"
                guard case .object(let members) = item.value else { throw problem("\(path) must be an object, found \(item.value.summary)", at: item.position) }
                var filter = IntentFilter(index: 0, activity: activity, exported: true, autoVerify: false, actions: [], categories: [],
                                          data: [], position: item.position)
                for entry in members {
                    switch entry.key {
                    case "action":
                        guard case .string(let action) = entry.value.value else {
                            throw problem("\(path).action must be a string, found \(entry.value.value.summary)", at: entry.value.position)
                        }
                        filter.actions = ["android.intent.action.\(action)"]
                    case "autoVerify":
                        guard case .bool(let flag) = entry.value.value else {
                            throw problem("\(path).autoVerify must be a boolean, found \(entry.value.value.summary)", at: entry.value.position)
                        }
                        filter.autoVerify = flag
                    case "category": filter.categories = try strings(entry.value, "\(path).category").map { "android.intent.category.\($0)" }
                    case "data":
                        let data: [JSONNode]
                        switch entry.value.value {
                        case .array(let list): data = list
                        case .object: data = [entry.value]
                        default: throw problem("\(path).data must be an object or a list, found \(entry.value.value.summary)", at: entry.value.position)
                        }
                        for datum in data { filter.data.append(try Self.dataElement(datum, path: "\(path).data", file: file)) }
                    default:
                        throw problem("unknown key \"\(entry.key)\" in \(path) (known: action, autoVerify, category, data)", at: entry.keyPosition)
                    }
                }
                filter.generatedFrom = "\(file):\(item.position) \(path), as Expo's prebuild writes it"
                add(filter)
            }
        }
        var package: String?
        if let node = member(android, "package") {
            guard case .string(let text) = node.value else { throw problem("expo.android.package must be a string, found \(node.value.summary)", at: node.position) }
            package = text
        }
        self.file = file
        self.package = package
        manifestPosition = member(android, "package")?.position
        self.filters = filters
        navGraphs = []
    }

    /// One `data` object: its keys become the `<data>` element's `android:` attributes.
    private static func dataElement(_ node: JSONNode, path: String, file: String) throws(RouteFileError) -> DataElement {
        guard case .object(let members) = node.value else {
            throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(severity: .error, message: "\(path) entries must be objects, found \(node.value.summary)",
                                                                             position: node.position)])
        }
        var element = DataElement(position: node.position)
        for entry in members {
            let text: String
            switch entry.value.value {
            case .string(let value): text = value
            case .number(_, let written): text = written
            default:
                throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(severity: .error, message: "\(path).\(entry.key) must be a string, found \(entry.value.value.summary)",
                                                                                 position: entry.value.position)])
            }
            switch entry.key {
            case "scheme": element.scheme = text
            case "host": element.host = text
            case "port":
                guard let number = Int(text), (0...65535).contains(number) else {
                    throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(severity: .error, message: "\(path).port must be a number from 0 to 65535, found \"\(text)\"",
                                                                                     position: entry.value.position)])
                }
                element.port = number
            case "path": element.path = text
            case "pathPrefix": element.pathPrefix = text
            case "pathPattern": element.pathPattern = text
            case "pathSuffix": element.pathSuffix = text
            case "pathAdvancedPattern": element.pathAdvancedPattern = text
            case "mimeType": element.mimeType = text
            default:
                throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(
                    severity: .error, message: "unknown key \"\(entry.key)\" in \(path) (known: scheme, host, port, path, pathPrefix, pathPattern, "
                        + "pathSuffix, pathAdvancedPattern, mimeType)", position: entry.keyPosition)])
            }
        }
        return element
    }
}
