import Foundation
import NavSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The app's resources as Android merges them across modules: every `res/navigation/NAME.xml`
/// by name (an `<include app:graph="@navigation/NAME">` finds a graph of another module) and
/// every `<string name>` of the default-locale `res/values/*.xml` (an `android:label="@string/NAME"`
/// shows its text).
public struct AndroidResources: Sendable {
    /// `NAME` → the graph files named `NAME.xml` in a `res/navigation/` folder, in the order given.
    public var graphs: [String: [String]] = [:]
    /// `NAME` → the text of `<string name="NAME">`, the first one given winning.
    public var strings: [String: String] = [:]

    /// The largest values file read (as the largest graph file).
    static let maximumFileSize = 8 * 1024 * 1024

    /// No resources.
    public init() {}

    /// Adds a file by its path: a graph in `res/navigation/` is indexed by name.
    mutating func addGraph(path: String) {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if !(graphs[name]?.contains(path) ?? false) { graphs[name, default: []].append(path) }
    }

    /// Adds the `<string>`s of a `res/values/*.xml` file (an earlier file's string wins).
    public mutating func addValues(_ data: Data) {
        for (name, text) in Self.strings(in: data) where strings[name] == nil { strings[name] = text }
    }

    /// Whether `path` is in a `res/values/` folder (the default locale's values).
    static func isDefaultValuesFile(_ path: String) -> Bool {
        let folders = path.split(separator: "/")
        return path.hasSuffix(".xml") && folders.count >= 3 && folders[folders.count - 2] == "values" && folders[folders.count - 3] == "res"
    }

    /// The graph `<include app:graph="@navigation/NAME">` in `file` names: the file beside it
    /// when there is one, else the one other modules give.
    func includedGraph(_ name: String, from file: String, exists: (String) -> Bool) -> String {
        let beside = (Self.folder(of: file) as NSString).appendingPathComponent(name + ".xml")
        if exists(beside) { return beside }
        return graphs[name]?.first ?? beside
    }

    /// `@string/NAME` replaced by its text (a string that names another string followed, a few
    /// steps); anything else, or a string not given, as written.
    public func resolved(_ value: String) -> String {
        var value = value
        for _ in 0..<4 {
            guard value.hasPrefix("@string/"), let text = strings[String(value.dropFirst("@string/".count))] else { return value }
            value = text
        }
        return value
    }

    /// Whether `value` is a `@string/NAME` reference these resources cannot resolve.
    func isUnresolvedString(_ value: String) -> Bool { value.hasPrefix("@string/") && resolved(value).hasPrefix("@string/") }

    /// Reads the resources of the Gradle project a graph file is in, from disk: the project is
    /// the nearest folder above holding `settings.gradle(.kts)` (else the folder holding the
    /// graph's module), and every module's `src/*/res` folder within a few levels of it is read.
    public static func around(graph path: String) -> AndroidResources {
        var resources = AndroidResources()
        let fileManager = FileManager.default
        var folder = Self.folder(of: path)
        var root: String?
        for _ in 0..<8 {
            folder = Self.folder(of: folder)
            if folder.isEmpty || folder == "/" { break }
            if fileManager.fileExists(atPath: folder + "/settings.gradle") || fileManager.fileExists(atPath: folder + "/settings.gradle.kts") {
                root = folder
                break
            }
        }
        // Without a settings file: the folder holding the graph's module (`app/src/main/res/…` → the
        // folder above `app`), else the graph's own res folder.
        if root == nil, let src = path.range(of: "/src/", options: .backwards) {
            let module = String(path[..<src.lowerBound])
            let parent = Self.folder(of: module)
            root = parent.isEmpty ? module : parent
        }
        let resFolders = root.map { resFoldersIn($0) } ?? [Self.folder(of: Self.folder(of: path))]
        for res in resFolders {
            for name in (try? fileManager.contentsOfDirectory(atPath: res + "/navigation"))?.sorted() ?? [] where name.hasSuffix(".xml") {
                resources.addGraph(path: res + "/navigation/" + name)
            }
            for name in (try? fileManager.contentsOfDirectory(atPath: res + "/values"))?.sorted() ?? [] where name.hasSuffix(".xml") {
                let file = res + "/values/" + name
                guard let size = (try? fileManager.attributesOfItem(atPath: file))?[.size] as? Int, size <= Self.maximumFileSize,
                      let data = fileManager.contents(atPath: file) else { continue }
                resources.addValues(data)
            }
        }
        return resources
    }

    /// The folder holding `path` (NavSupport's `folder(of:)`).
    static func folder(of path: String) -> String { NavSupport.folder(of: path) }

    /// The `src/SET/res` folders of the modules under `root` (modules up to three levels deep,
    /// `main` first), build folders skipped.
    private static func resFoldersIn(_ root: String) -> [String] {
        let fileManager = FileManager.default
        let skipped: Set = ["build", ".git", ".gradle", "node_modules", "Pods"]
        var modules: [String] = [root]
        var level = [root]
        for _ in 0..<3 {
            var next: [String] = []
            for folder in level {
                for name in (try? fileManager.contentsOfDirectory(atPath: folder))?.sorted() ?? []
                where !skipped.contains(name) && !name.hasPrefix(".") && name != "src" {
                    var isFolder: ObjCBool = false
                    let child = folder + "/" + name
                    if fileManager.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue { next.append(child) }
                }
            }
            modules += next
            level = next
        }
        var folders: [String] = []
        for module in modules {
            let sets = ((try? fileManager.contentsOfDirectory(atPath: module + "/src")) ?? []).sorted { ($0 == "main" ? 0 : 1, $0) < ($1 == "main" ? 0 : 1, $1) }
            for set in sets where fileManager.fileExists(atPath: module + "/src/" + set + "/res") { folders.append(module + "/src/" + set + "/res") }
        }
        return folders
    }

    /// `name` → text of each `<string name>` in a values file, as Android reads it: outer double
    /// quotes dropped, `\'`, `\"`, `\\`, `\n` and `\@` unescaped, inner markup's text kept.
    static func strings(in data: Data) -> [(String, String)] {
        final class Collector: NSObject, XMLParserDelegate {
            var strings: [(String, String)] = []
            var current: (name: String, text: String)?
            var depth = 0
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                depth += 1
                if depth == 2, element == "string", let name = attributes["name"] { current = (name, "") }
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) {
                current?.text += string
            }
            func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
                if depth == 2, let current { strings.append((current.name, AndroidResources.unescaped(current.text))) }
                if depth == 2 { current = nil }
                depth -= 1
            }
        }
        // A document FoundationXML's parser would crash on gives no strings.
        guard XMLDocumentEncoding.refusal(data) == nil else { return [] }
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        _ = parser.parse()
        return collector.strings
    }

    static func unescaped(_ text: String) -> String {
        var text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
        var out = ""
        var escaping = false
        for character in text {
            if escaping {
                out.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }
}
