import Foundation
import NavProfiles
import NavRouteFile
import NavRouting
import NavSupport

/// `<nav-graph android:value="@navigation/NAME"/>` in an activity, expanded into the intent
/// filters the manifest merger generates from the graph's deep links (AGP manifest-merger
/// `NavGraphExpander.expandNavGraph`, `DeepLinkUri`; docs/links.md). The source manifest
/// has none of them; the merged one has these.
extension AndroidManifest {
    /// One `<nav-graph>` element as written.
    public struct NavGraphReference: Sendable, Equatable {
        public var activity: String
        public var exported: Bool?
        /// `android:value` as written (`@navigation/nav_graph`).
        public var value: String?
        public var position: SourcePosition
    }

    /// The manifest with each `<nav-graph>` replaced by its generated filters, appended in
    /// document order. Graph files are `res/navigation/NAME.xml` beside the manifest.
    /// - Throws: ``RouteFileError`` naming the manifest (a value that is not
    ///   `@navigation/NAME`, a graph that does not exist) or the graph file (a malformed graph,
    ///   two deep links with the same URI, action and MIME type: the merger's own error).
    public func expandingNavGraphs(applicationId: String?) throws(RouteFileError) -> AndroidManifest {
        try expandingNavGraphs(applicationId: applicationId) { path, kind throws(RouteFileError) in
            try RouteFileLoader.contents(ofFileAt: path, kind: kind)
        }
    }

    /// ``expandingNavGraphs(applicationId:)`` reading each graph file with `contents(path, kind)`
    /// (`LinkSetup`'s reader, which tests and the bundled demo replace).
    public func expandingNavGraphs(applicationId: String?,
                                   contents: (String, String) throws(RouteFileError) -> Data) throws(RouteFileError) -> AndroidManifest {
        guard !navGraphs.isEmpty else { return self }
        var expanded = self
        let directory = folder(of: file)
        for reference in navGraphs {
            let value = reference.value ?? ""
            guard value.hasPrefix("@navigation/"), value.count > "@navigation/".count, !value.dropFirst(12).contains("/") else {
                throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(
                    severity: .error, message: "<nav-graph android:value=\"\(value)\">: the value must be @navigation/NAME", position: reference.position)])
            }
            let name = String(value.dropFirst("@navigation/".count))
            let path = (directory as NSString).appendingPathComponent("res/navigation/\(name).xml")
            guard let source = Self.graphSource else { continue }
            var missing: String?
            let declared: Result<[AppFileLink], AppFilesError>
            do throws(AppFilesError) {
                declared = .success(try source.declaredLinks(ofFileAt: path, applicationId: applicationId) { graphPath in
                    do throws(RouteFileError) {
                        return .success(try contents(graphPath, source.fileKind))
                    } catch {
                        let message = error.diagnostics.first?.message ?? "cannot be read"
                        if graphPath == path { missing = message }
                        return .failure(AppFileProblem(message))
                    }
                })
            } catch {
                declared = .failure(error)
            }
            if let missing {
                throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(
                    severity: .error, message: "<nav-graph android:value=\"\(value)\">: \(path): \(missing)", position: reference.position)])
            }
            let deepLinks: [AppFileLink]
            switch declared {
            case .success(let links): deepLinks = links
            case .failure(let error): throw RouteFileError(path: error.path, diagnostics: error.diagnostics)
            }
            for filter in try Self.generatedFilters(deepLinks, reference: reference, manifest: file) {
                var numbered = filter
                numbered.index = expanded.filters.count
                numbered.ordinalInActivity = expanded.filters.filter { $0.activity == numbered.activity }.count + 1
                expanded.filters.append(numbered)
            }
        }
        return expanded
    }

    /// The source that reads the graphs `<nav-graph>` names (`@navigation/NAME`).
    private static var graphSource: (any AppFilesSource)? {
        MatchingProfile.appFilesSources.values.first { $0.androidResourceType == "navigation" }
    }

    /// The merger's filters for one graph (its deep links and its included graphs'): one per
    /// `//host[:port]path` group, in the order the groups first appear.
    static func generatedFilters(_ declared: [AppFileLink], reference: NavGraphReference, manifest: String) throws(RouteFileError) -> [IntentFilter] {
        let deepLinks = declared.filter { $0.uri != nil }
        var seen: [String: AppFileLink] = [:]
        for deepLink in deepLinks {
            let key = [deepLink.uri ?? "", deepLink.action ?? "", deepLink.mimeType ?? ""].joined(separator: "\u{0}")
            if let first = seen[key] {
                throw RouteFileError(path: deepLink.file, diagnostics: [ConfigDiagnostic(
                    severity: .error, message: "Multiple destinations found with a deep link containing uri:\(deepLink.uri ?? ""), "
                        + "action:\(deepLink.action ?? "null"), mimeType:\(deepLink.mimeType ?? "null") (first at \(first.file):\(first.position); "
                        + "the manifest merger refuses it)", position: deepLink.position)])
            }
            seen[key] = deepLink
        }
        var groups: [(key: String, uri: MergerURI, links: [AppFileLink])] = []
        for deepLink in deepLinks {
            let uri = MergerURI(deepLink.uri ?? "")
            let key = "//" + uri.host + (uri.port.map { ":\($0)" } ?? "") + uri.path
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].links.append(deepLink)
            } else {
                groups.append((key, uri, [deepLink]))
            }
        }
        return groups.map { group in
            let first = group.links[0]
            var actions: [String] = []
            var schemes: [String] = []
            var mimeTypes: [String] = []
            for deepLink in group.links {
                let action = deepLink.action ?? "android.intent.action.VIEW"
                if !actions.contains(action) { actions.append(action) }
                for scheme in MergerURI(deepLink.uri ?? "").schemes where !schemes.contains(scheme) { schemes.append(scheme) }
                if let mime = deepLink.mimeType, !mimeTypes.contains(mime) { mimeTypes.append(mime) }
            }
            let position = first.position
            var data = schemes.map { DataElement(scheme: $0, position: position) }
            data.append(DataElement(host: group.uri.host.hasPrefix(".*") ? "*" + group.uri.host.dropFirst(2) : group.uri.host,
                                    port: group.uri.port, position: position))
            let path = MergerURI.pathAttribute(group.uri.path)
            data.append(DataElement(path: path.kind == "path" ? path.value : nil, pathPrefix: path.kind == "pathPrefix" ? path.value : nil,
                                    pathPattern: path.kind == "pathPattern" ? path.value : nil, position: position))
            for mime in mimeTypes { data.append(DataElement(mimeType: mime, position: position)) }
            var filter = IntentFilter(index: 0, activity: reference.activity, exported: reference.exported, autoVerify: first.autoVerify,
                                      actions: actions, categories: ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"],
                                      data: data, position: position)
            filter.generatedFrom = "\(first.file):\(first.position) <deepLink app:uri=\"\(first.uri ?? "")\">, expanded from <nav-graph> at \(manifest):\(reference.position)"
            return filter
        }
    }
}

/// A deep link's URI as the merger's `DeepLinkUri.fromUri` splits it: scheme (none: http and
/// https), host, port and path; query and fragment dropped; `{arg}` becomes `.*`.
struct MergerURI {
    var schemes: [String]
    var host: String
    var port: Int?
    var path: String

    init(_ uri: String) {
        var rest = Substring(uri)
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        if let range = rest.range(of: "://"), rest[..<range.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            schemes = [String(rest[..<range.lowerBound])]
            rest = rest[range.upperBound...]
        } else {
            schemes = ["http", "https"]
        }
        let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        port = nil
        if let colon = authority.lastIndex(of: ":"), let number = Int(authority[authority.index(after: colon)...]) {
            port = number
            authority = authority[..<colon]
        }
        host = String(authority)
        path = String(rest[authorityEnd...])
    }

    /// `path`, `pathPrefix` or `pathPattern`, with every `{arg}` as `.*`; an empty path is `/`.
    static func pathAttribute(_ path: String) -> (kind: String, value: String) {
        var wild = ""
        var rest = Substring(path)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            wild += rest[..<open] + ".*"
            rest = rest[rest.index(after: close)...]
        }
        wild += rest
        if wild.isEmpty { return ("path", "/") }
        guard let first = wild.range(of: ".*") else { return ("path", wild) }
        if first.upperBound == wild.endIndex { return ("pathPrefix", String(wild[..<first.lowerBound])) }
        return ("pathPattern", wild)
    }
}
