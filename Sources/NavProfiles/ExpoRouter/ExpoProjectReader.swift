import NavSupport
import Foundation

/// What `navsim init` reads from an Expo project's `app.json` (or `app.config.json`) and its
/// routes folder: the scheme, associated domains, Android link filters, the base URL, the routes
/// folder (`app/`, `src/app/`, or the expo-router plugin's `root`) and its route files.
package struct ExpoProjectImport: Sendable, Equatable {
    /// A value and the line of the config file it is on.
    package struct Fact: Sendable, Equatable {
        package var value: String
        package var file: String
        package var line: Int?
    }

    /// `expo.scheme` (a string or a list), then the custom schemes of Android intent filters.
    package var schemes: [Fact] = []
    /// `expo.ios.associatedDomains` (`applinks:HOST`) and the hosts of Android web intent filters.
    package var domains: [Fact] = []
    /// `expo.experiments.baseUrl`.
    package var baseUrl: Fact?
    /// `expo.android.package`: with a scheme or intent filters, the config stands for the
    /// manifest Expo's prebuild writes (`links.android`).
    package var androidPackage: Fact?
    /// The routes folder, as a path relative to the config file's folder joined to it.
    package var appDir: Fact?
    /// Each route and layout file of the routes folder (paths relative to it).
    package var routeFiles: [Fact] = []
    /// What was seen and not understood: (file, line, what).
    package var notUnderstood: [Fact] = []

    /// Whether the project is an Expo project navsim can import (it uses expo-router's folder).
    package var isExpoRouterApp: Bool { appDir != nil }
}

/// Reads an Expo project's config file.
package enum ExpoProjectReader {
    /// Config files navsim reads (JSON) and those it only reports (code).
    package static let configNames = ["app.json", "app.config.json"]
    package static let codeConfigNames = ["app.config.js", "app.config.ts"]

    /// Reads `contents`, the config file at `path` (as walked); the routes folder is looked up
    /// next to it on disk.
    package static func read(path: String, contents: Data) -> ExpoProjectImport {
        var result = ExpoProjectImport()
        let name = (path as NSString).lastPathComponent
        let folder = NavSupport.folder(of: path)
        func fact(_ value: String, line: Int?) -> ExpoProjectImport.Fact { .init(value: value, file: path, line: line) }
        if codeConfigNames.contains(name) {
            result.notUnderstood.append(fact("\(name) is code: write its scheme, domains and base URL in the route file", line: 1))
            return result
        }
        let text = String(decoding: contents, as: UTF8.self)
        func line(of needle: String) -> Int? {
            guard let range = text.range(of: needle) else { return nil }
            return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        }
        guard let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any] else {
            result.notUnderstood.append(fact("\(name) is not a JSON object", line: 1))
            return result
        }
        let expo = object["expo"] as? [String: Any] ?? object
        let schemes: [String] = (expo["scheme"] as? String).map { [$0] } ?? (expo["scheme"] as? [String]) ?? []
        for scheme in schemes { result.schemes.append(fact(scheme.lowercased(), line: line(of: "\"\(scheme)\""))) }
        if let baseUrl = (expo["experiments"] as? [String: Any])?["baseUrl"] as? String {
            result.baseUrl = fact(baseUrl, line: line(of: "\"baseUrl\""))
        }
        for entry in ((expo["ios"] as? [String: Any])?["associatedDomains"] as? [String]) ?? [] {
            guard entry.hasPrefix("applinks:") else { continue }
            var host = String(entry.dropFirst("applinks:".count))
            if let query = host.firstIndex(of: "?") { host = String(host[..<query]) }
            result.domains.append(fact(host.lowercased(), line: line(of: "\"\(entry)\"")))
        }
        let filters = ((expo["android"] as? [String: Any])?["intentFilters"] as? [[String: Any]]) ?? []
        if let package = (expo["android"] as? [String: Any])?["package"] as? String, !schemes.isEmpty || !filters.isEmpty {
            result.androidPackage = fact(package, line: line(of: "\"\(package)\""))
        }
        for filter in filters {
            let data = (filter["data"] as? [[String: Any]]) ?? ((filter["data"] as? [String: Any]).map { [$0] } ?? [])
            for item in data {
                guard let scheme = (item["scheme"] as? String)?.lowercased() else { continue }
                if scheme == "http" || scheme == "https" {
                    if let host = (item["host"] as? String)?.lowercased(), !result.domains.contains(where: { $0.value == host }) {
                        result.domains.append(fact(host, line: line(of: "\"\(host)\"")))
                    }
                } else if !result.schemes.contains(where: { $0.value == scheme }) {
                    result.schemes.append(fact(scheme, line: line(of: "\"\(scheme)\"")))
                }
            }
        }
        // The routes folder: the expo-router plugin's `root`, else app/, else src/app/.
        var root: String?
        for plugin in (expo["plugins"] as? [Any]) ?? [] {
            if let pair = plugin as? [Any], pair.first as? String == "expo-router", let options = pair.dropFirst().first as? [String: Any] {
                root = options["root"] as? String
            }
        }
        let candidates = root.map { [$0] } ?? ["app", "src/app"]
        for candidate in candidates {
            let absolute = (folder as NSString).appendingPathComponent(candidate)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            result.appDir = fact(absolute, line: root == nil ? nil : line(of: "\"\(candidate)\""))
            readFolder(absolute, shown: (folder as NSString).appendingPathComponent(candidate), into: &result)
            break
        }
        if result.appDir == nil, !schemes.isEmpty || expo["plugins"] != nil {
            result.notUnderstood.append(fact("no routes folder (app/, src/app/ or the expo-router plugin's root) next to \(name)", line: 1))
        }
        return result
    }

    /// Lists the routes folder's files and what of each layout is not a literal.
    private static func readFolder(_ folder: String, shown: String, into result: inout ExpoProjectImport) {
        for file in ExpoAppFolder.allFiles(in: folder) {
            let shownPath = (shown as NSString).appendingPathComponent(file)
            let name = ExpoRouteTreeBuilder.removingExtension((file as NSString).lastPathComponent)
            if name == "+native-intent", !file.contains("/") {
                result.notUnderstood.append(.init(value: "+native-intent is code: write its rules in expoRouter.nativeIntent", file: shownPath, line: 1))
                continue
            }
            guard ExpoRouteTreeBuilder.isRouteFile(file) else { continue }
            result.routeFiles.append(.init(value: file, file: shownPath, line: 1))
            guard name == "_layout", let source = try? ExpoAppFolder.read(file, in: folder) else { continue }
            for note in ExpoLayoutReader.read(source, file: shownPath).notUnderstood {
                // The note starts with FILE:LINE:COLUMN.
                let rest = note.dropFirst(shownPath.count + 1)
                let line = Int(rest.prefix { $0.isNumber })
                let what = rest.drop { $0 != " " }.dropFirst()
                result.notUnderstood.append(.init(value: String(what) + " (expoRouter.layouts[\"\(file)\"])", file: shownPath, line: line))
            }
        }
    }
}
