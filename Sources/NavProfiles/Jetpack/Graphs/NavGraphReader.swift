import Foundation
import NavRouting
import NavSupport

/// Reads an Android navigation graph from its XML file, following `<include app:graph>`
/// relative to the including file, as androidx's `NavInflater` builds it (docs/profiles.md).
///
/// The entry point for every caller: `NavGraphReader().read(path:)` gives the graph and every
/// problem found, each naming the file, line and column. Nothing is executed and nothing but
/// the named files is read (no DTD, no external entity).
package struct NavGraphReader: Sendable {
    /// The Android attribute namespace (`android:id`, `android:label`, …).
    package static let androidNamespace = "http://schemas.android.com/apk/res/android"
    /// The app's own attribute namespace (`app:startDestination`, `app:uri`, …).
    package static let appNamespace = "http://schemas.android.com/apk/res-auto"
    /// The most graph files one graph may include, in all.
    package static let maximumFiles = 256
    /// The largest graph file read: libxml2, behind `XMLParser`, refuses documents of 10 MB and
    /// more unless told otherwise; a real graph is a few kilobytes.
    package static let maximumFileSize = 8 * 1024 * 1024
    /// The deepest nesting of graphs, through nested `<navigation>`s and `<include>`s together
    /// (a real app nests a few): the reader and what walks the graph recurse that deep.
    package static let maximumDepth = 256

    /// Reads a file by path: the bytes, or why not.
    package typealias FileReader = (String) -> Result<Data, NavGraphFileProblem>

    /// The package name `${applicationId}` stands for; `nil` makes a graph that uses it an error.
    package var applicationId: String?

    /// The app's merged resources: graphs other modules give for `<include>`, strings for
    /// `@string/NAME` labels. Empty: includes are beside the including file, labels as written.
    package var resources: AndroidResources

    /// A reader; `${applicationId}` in deep links becomes `applicationId`.
    package init(applicationId: String? = nil, resources: AndroidResources = AndroidResources()) {
        self.applicationId = applicationId
        self.resources = resources
    }

    /// What reading a graph gave: the root graph when it could be built, and every problem.
    package struct Reading: Sendable {
        package var root: NavGraphNode?
        package var diagnostics: [NavGraphDiagnostic]
        /// Every file read, the first one first.
        package var files: [String]
        /// Only the errors.
        package var errors: [NavGraphDiagnostic] { diagnostics.filter { $0.severity == .error } }
    }

    /// Reads the graph at `path` and every graph it includes, from disk (each file up to
    /// ``maximumFileSize``).
    package func read(path: String) -> Reading {
        read(path: path, contents: Self.readFromDisk)
    }

    /// Reads the graph at `path` and every graph it includes, each file's bytes given by `contents`.
    package func read(path: String, contents: FileReader) -> Reading {
        var state = ReadState()
        let root = readFile(path, includedAt: nil, isRoot: true, contents: contents, state: &state)
        if let root {
            state.checkUniqueIds(root)
        }
        return Reading(root: state.diagnostics.contains { $0.severity == .error } ? nil : root,
                       diagnostics: state.diagnostics, files: state.files)
    }

    /// The files the graph at `path` includes directly (`<include app:graph>` anywhere in it,
    /// resolved as the reader resolves them); none when it cannot be read or parsed. The parse
    /// is the one ``read(path:contents:)`` uses, so finding which graphs are roots costs no
    /// second parse.
    package func includedFiles(path: String, contents: FileReader) -> [String] {
        guard case .success(let data) = contents(path), data.count <= Self.maximumFileSize,
              case .success(let root) = ParsedGraphFiles.tree(path: path, data: data) else { return [] }
        var context = FileContext(file: path, applicationId: applicationId)
        context.readPrefixes(root)
        var found: [String] = []
        var pending = [root]
        while let element = pending.popLast() {
            for child in element.children {
                if child.name == "include", let graph = context.app(child, "graph"), let name = Self.resourceName(graph, type: "navigation") {
                    found.append(resources.includedGraph(name, from: path) { candidate in
                        if case .success = contents(candidate) { return true }
                        return false
                    })
                }
                pending.append(child)
            }
        }
        return found
    }

    /// Reads one graph from bytes, without includes (for callers that hold the text).
    package func read(data: Data, file: String) -> Reading {
        read(path: file) { path in path == file ? .success(data) : .failure(NavGraphFileProblem("not given")) }
    }

    // MARK: files

    private static func readFromDisk(_ path: String) -> Result<Data, NavGraphFileProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(NavGraphFileProblem("no such file"))
        }
        guard !isDirectory.boolValue else { return .failure(NavGraphFileProblem("this is a directory, not a graph file")) }
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= maximumFileSize else {
            return .failure(NavGraphFileProblem("the graph file is larger than \(maximumFileSize / (1024 * 1024)) MiB (or its size cannot be read)"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(NavGraphFileProblem("the file cannot be read")) }
        defer { try? handle.close() }
        // One byte over the limit tells a file that grew from a full one; `readFile` refuses it.
        // `read(upToCount:)` answers nil at the end of the file: an empty file is empty data.
        do {
            return .success(try handle.read(upToCount: maximumFileSize + 1) ?? Data())
        } catch {
            return .failure(NavGraphFileProblem("the file cannot be read"))
        }
    }

    private struct ReadState {
        var diagnostics: [NavGraphDiagnostic] = []
        var files: [String] = []
        /// The files being read, outermost first (a file in it again is an include cycle).
        var open: [String] = []
        /// How many graphs enclose the element being read.
        var depth = 0
        /// Where each included file was first included: a second include of it is an error of
        /// its own (its destinations' ids would all repeat), and the file is not read again.
        var includedAt: [String: (file: String, position: SourcePosition)] = [:]

        mutating func error(_ file: String, _ position: SourcePosition, _ message: String) {
            diagnostics.append(NavGraphDiagnostic(.error, file: file, position: position, message))
        }

        /// navsim keys screens by id, so an id may appear once in the whole graph.
        mutating func checkUniqueIds(_ root: NavGraphNode) {
            var seen: [String: NavGraphNode] = [:]
            for node in root.allNodes {
                if let first = seen[node.id] {
                    error(node.file, node.position, "the id '\(node.id)' is used again (first at \(first.file):\(first.position)); "
                          + "every destination and graph needs its own id")
                } else {
                    seen[node.id] = node
                }
            }
        }
    }

    private func readFile(_ path: String, includedAt: (file: String, position: SourcePosition)?, isRoot: Bool,
                          contents: FileReader, state: inout ReadState) -> NavGraphNode? {
        let cited = includedAt.map { " (included at \($0.file):\($0.position))" } ?? ""
        if state.open.contains(path) {
            let at = includedAt ?? (path, SourcePosition(line: 1, column: 1))
            state.error(at.file, at.position, "<include> cycle: " + (state.open + [path]).map { ($0 as NSString).lastPathComponent }
                        .joined(separator: " → "))
            return nil
        }
        if let at = includedAt {
            if let first = state.includedAt[path] {
                state.error(at.file, at.position, "the graph file \(path) is included again (first at \(first.file):\(first.position)):"
                            + " its destinations' ids would repeat; every destination and graph needs its own id")
                return nil
            }
            state.includedAt[path] = at
        }
        guard state.files.count < Self.maximumFiles else {
            let at = includedAt ?? (path, SourcePosition(line: 1, column: 1))
            state.error(at.file, at.position, "more than \(Self.maximumFiles) graph files are included")
            return nil
        }
        let data: Data
        switch contents(path) {
        case .success(let read): data = read
        case .failure(let problem):
            let at = includedAt ?? (path, SourcePosition(line: 1, column: 1))
            state.error(at.file, at.position, "the graph file \(path) cannot be read: \(problem.message)\(cited)")
            return nil
        }
        guard data.count <= Self.maximumFileSize else {
            let at = includedAt ?? (path, SourcePosition(line: 1, column: 1))
            // Only one byte past the limit is read: the size is known to be over it, not by how much.
            state.error(at.file, at.position, "the graph file \(path) is over \(Self.maximumFileSize) bytes; the limit is "
                        + "\(Self.maximumFileSize / (1024 * 1024)) MiB\(cited)")
            return nil
        }
        state.files.append(path)
        let root: XMLElementNode
        switch ParsedGraphFiles.tree(path: path, data: data) {
        case .success(let element): root = element
        case .failure(let problem):
            state.error(path, problem.position, problem.message)
            return nil
        }
        state.open.append(path)
        defer { state.open.removeLast() }
        var context = FileContext(file: path, applicationId: applicationId)
        context.readPrefixes(root)
        guard root.name == "navigation" else {
            state.error(path, root.position, "the root element must be <navigation>, found <\(root.name)>")
            return nil
        }
        // A root graph without android:id has no id in androidx: navsim names it by its whole file
        // name (`main.xml`), which no resource id can be, so it never clashes with a destination's.
        return node(root, context: context, fallbackId: isRoot ? (path as NSString).lastPathComponent : nil,
                    contents: contents, state: &state)
    }

    /// The attribute prefixes one file uses for the two namespaces.
    private struct FileContext {
        var file: String
        var applicationId: String?
        var android = "android"
        var app = "app"

        mutating func readPrefixes(_ root: XMLElementNode) {
            for (name, value) in root.attributes where name.hasPrefix("xmlns:") {
                if value == NavGraphReader.androidNamespace { android = String(name.dropFirst(6)) }
                if value == NavGraphReader.appNamespace { app = String(name.dropFirst(6)) }
            }
        }

        func android(_ element: XMLElementNode, _ name: String) -> String? { element.attributes["\(android):\(name)"] }
        func app(_ element: XMLElementNode, _ name: String) -> String? { element.attributes["\(app):\(name)"] }
    }

    // MARK: elements

    private func node(_ element: XMLElementNode, context: FileContext, fallbackId: String?, contents: FileReader,
                      state: inout ReadState) -> NavGraphNode? {
        let file = context.file
        guard state.depth < Self.maximumDepth else {
            state.error(file, element.position, "graphs nest deeper than \(Self.maximumDepth) levels (nested <navigation>s and <include>s together)")
            return nil
        }
        state.depth += 1
        defer { state.depth -= 1 }
        guard let kind = NavGraphNode.Kind(rawValue: element.name) else {
            let hint = element.name == "composable"
                ? "Compose destinations are built in code, not read from XML"
                : "androidx inflates only the destinations of a registered Navigator (navigation, fragment, dialog, activity)"
            state.error(file, element.position, "unknown destination <\(element.name)>: \(hint)")
            return nil
        }
        var id = fallbackId
        if let written = context.android(element, "id") {
            guard let name = Self.resourceName(written, type: "id") else {
                state.error(file, element.position, "android:id=\"\(written)\" is not an id resource (@+id/NAME or @id/NAME)")
                return nil
            }
            id = name
        }
        guard let id else {
            state.error(file, element.position, "<\(element.name)> has no android:id: every destination and nested graph needs one")
            return nil
        }
        // `@string/NAME` shows the string's text, as the app does (from any module's res/values).
        let label = context.android(element, "label").map(resources.resolved)
        if let label, label.hasPrefix("@string/") {
            state.diagnostics.append(NavGraphDiagnostic(.warning, file: file, position: element.position,
                                                        "android:label=\"\(label)\": no res/values file of the project's modules gives that string;"
                                                            + " the title shows as written"))
        }
        var node = NavGraphNode(kind: kind, id: id, label: label, file: file, position: element.position)
        if kind == .navigation {
            if let start = context.app(element, "startDestination") {
                guard let name = Self.resourceName(start, type: "id") else {
                    state.error(file, element.position, "app:startDestination=\"\(start)\" is not an id resource (@id/NAME)")
                    return nil
                }
                node.startDestination = name
            }
        }
        for child in element.children {
            switch child.name {
            case "argument":
                if let argument = argument(child, context: context, state: &state) { node.arguments.append(argument) }
            case "deepLink":
                // A link lacking a required argument loads: `check` reports it (NavGraphDeepLinkCheck).
                if let deepLink = deepLink(child, context: context, state: &state) { node.deepLinks.append(deepLink) }
            case "action":
                // In-app navigation: a deep link never consults actions (NavController.handleDeepLink);
                // kept so that `check` and coverage know which destinations the app reaches.
                if let destination = context.app(child, "destination"), let name = Self.resourceName(destination, type: "id") {
                    node.actionDestinations.append(name)
                }
            case "include" where kind == .navigation:
                guard let graph = context.app(child, "graph"), let name = Self.resourceName(graph, type: "navigation") else {
                    state.error(file, child.position, "<include> needs app:graph=\"@navigation/NAME\"")
                    continue
                }
                // Beside the including file, else in another module (Android merges every module's res/).
                let path = resources.includedGraph(name, from: file) { candidate in
                    if case .success = contents(candidate) { return true }
                    return false
                }
                if let included = readFile(path, includedAt: (file, child.position), isRoot: false, contents: contents, state: &state) {
                    node.children.append(included)
                }
            default:
                if kind == .navigation, let nested = self.node(child, context: context, fallbackId: nil, contents: contents, state: &state) {
                    node.children.append(nested)
                }
                // A destination's other children are not inflated (NavInflater adds children to graphs only).
            }
        }
        if kind == .navigation {
            guard let start = node.startDestination else {
                state.error(file, element.position, "<navigation android:id=\"@+id/\(id)\"> has no app:startDestination")
                return node
            }
            if start == id {
                state.error(file, element.position, "the start destination '\(start)' is the graph itself")
            } else if node.child(start) == nil, !state.diagnostics.contains(where: { $0.severity == .error && $0.file == file }) {
                state.error(file, element.position, "the start destination '\(start)' is not a child of '\(id)' (children: "
                            + node.children.map(\.id).joined(separator: ", ") + ")")
            }
        }
        if let label = node.label, case let wanted = Self.labelPlaceholders(label), !wanted.isEmpty {
            let known = Set(node.arguments.map(\.name) + node.deepLinks.flatMap(Self.placeholders(in:)))
            for name in wanted where !known.contains(name) {
                state.error(file, element.position, "android:label=\"\(label)\" needs the argument '\(name)', which '\(id)' neither "
                            + "declares nor receives from a deep link (androidx throws when it fills the label)")
            }
        }
        return node
    }

    private func argument(_ element: XMLElementNode, context: FileContext, state: inout ReadState) -> NavArgument? {
        let file = context.file
        guard let name = context.android(element, "name"), !name.isEmpty else {
            state.error(file, element.position, "<argument> needs android:name")
            return nil
        }
        var defaultValue = context.android(element, "defaultValue")
        let defaultsToNull = defaultValue == "@null"
        if defaultsToNull { defaultValue = nil }
        let type: NavArgumentType
        if let written = context.app(element, "argType") {
            guard let known = NavArgumentType(argType: written) else {
                state.error(file, element.position, "app:argType=\"\(written)\" of '\(name)' is not a type androidx knows "
                            + "(integer, long, float, boolean, string, reference, a class name, or an array of these but reference)")
                return nil
            }
            type = known
        } else {
            type = .inferred(from: defaultValue)
        }
        let nullableText = context.app(element, "nullable")
        guard nullableText == nil || nullableText == "true" || nullableText == "false" else {
            state.error(file, element.position, "app:nullable must be \"true\" or \"false\", found \"\(nullableText!)\"")
            return nil
        }
        if let value = defaultValue, !value.hasPrefix("@"), case .array = type {} else if let value = defaultValue, !value.hasPrefix("@"),
           type.parse(value) == nil {
            state.error(file, element.position, "android:defaultValue=\"\(value)\" of '\(name)' is not a \(type.name)")
            return nil
        }
        return NavArgument(name: name, type: type, nullable: nullableText == "true", defaultValue: defaultValue,
                           defaultsToNull: defaultsToNull, position: element.position)
    }

    private func deepLink(_ element: XMLElementNode, context: FileContext, state: inout ReadState) -> AppFileLink? {
        let file = context.file
        func value(_ name: String) -> String?? {
            guard var text = context.app(element, name) else { return .some(nil) }
            // `$` first: Foundation's substring search is slow over tens of thousands of links.
            if text.utf8.contains(UInt8(ascii: "$")), text.contains("${applicationId}") {
                guard let applicationId = context.applicationId else {
                    state.error(file, element.position, "app:\(name)=\"\(text)\" uses ${applicationId}: give the package name "
                                + "(links.android.package in the route file)")
                    return nil
                }
                text = text.replacingOccurrences(of: "${applicationId}", with: applicationId)
            }
            return .some(text.isEmpty && name == "action" ? nil : text)
        }
        guard let uri = value("uri"), let action = value("action"), let mimeType = value("mimeType") else { return nil }
        guard uri != nil || action != nil || mimeType != nil else {
            state.error(file, element.position, "<deepLink> needs app:uri, app:action or app:mimeType")
            return nil
        }
        if let uri, let repeated = Self.repeatedQueryParameter(uri) {
            state.error(file, element.position, "the query parameter '\(repeated)' appears twice in \"\(uri)\" (NavDeepLink refuses it)")
            return nil
        }
        return AppFileLink(uri: uri, action: action, mimeType: mimeType,
                                  autoVerify: context.android(element, "autoVerify") == "true", file: file, position: element.position)
    }

    // MARK: text

    /// `NAME` from `@+id/NAME`, `@id/NAME` (type `id`) or `@navigation/NAME`.
    static func resourceName(_ text: String, type: String) -> String? {
        for prefix in ["@+\(type)/", "@\(type)/"] where text.hasPrefix(prefix) {
            let name = String(text.dropFirst(prefix.count))
            return name.isEmpty || name.contains("/") ? nil : name
        }
        return nil
    }

    /// The `{name}` placeholders of a deep link's URI.
    static func placeholders(in deepLink: AppFileLink) -> [String] {
        guard let uri = deepLink.uri else { return [] }
        return labelPlaceholders(uri)
    }

    /// `{name}` occurrences, in order (androidx `\{(.+?)\}`). The braces are ASCII, so the
    /// UTF-8 view finds them (a graph may hold tens of thousands of labels and links).
    static func labelPlaceholders(_ text: String) -> [String] {
        var names: [String] = []
        let bytes = text.utf8
        var rest = bytes.startIndex
        while let open = bytes[rest...].firstIndex(of: UInt8(ascii: "{")) {
            let start = bytes.index(after: open)
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")) else { break }
            if close > start { names.append(String(text[start..<close])) }
            rest = bytes.index(after: close)
        }
        return names
    }

    /// `uri` with every placeholder's name removed (`/users/{}`), lowercased: two links of one shape tie.
    static func placeholderShape(_ uri: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(uri.utf8.count)
        var inside = false
        for byte in uri.utf8 {
            if byte == UInt8(ascii: "{") { inside = true } else if byte == UInt8(ascii: "}") { inside = false } else if inside { continue }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self).lowercased()
    }

    /// A query parameter named twice in a URI pattern, if any.
    static func repeatedQueryParameter(_ uri: String) -> String? {
        guard uri.utf8.contains(UInt8(ascii: "?")), let question = uri.firstIndex(of: "?") else { return nil }
        var query = uri[uri.index(after: question)...]
        if let hash = query.firstIndex(of: "#") { query = query[..<hash] }
        var seen: Set<Substring> = []
        for item in query.split(separator: "&") {
            let name = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if !seen.insert(name).inserted { return String(name) }
        }
        return nil
    }
}

/// Why a graph file could not be read.
package struct NavGraphFileProblem: Error, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}
