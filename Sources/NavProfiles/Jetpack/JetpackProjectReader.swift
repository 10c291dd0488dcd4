import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavRouting
import NavSupport
import NavSyntax

/// `navsim init` on an Android app for the jetpack profile: its navigation graphs
/// (`res/navigation/*.xml` whose root is `<navigation>`), read through ``JetpackGraphSource``,
/// are listed in `navGraphs` with their deep links; the Compose `navDeepLink`s of its Kotlin and
/// Java sources, their patterns resolved from the sources' string constants, are routes.
struct JetpackProjectReader: ProjectSourceReader {
    private let graphs = JetpackGraphSource()

    /// No file is read by its name: the graphs and sources are told by their place.
    func reads(fileNamed name: String) -> Bool { false }
    var skippedFolders: Set<String> { [] }
    /// Nothing is read by name.
    func read(_ files: [(path: String, contents: Data)]) -> ProjectSourceReading { ProjectSourceReading() }
    /// The graphs' routes are compared as the routes of their files (``ProjectSourceReading/routes``), not by label here.
    func routeLabels(in root: JSONNode) -> [(label: String, jsonPath: String, position: SourcePosition)] { [] }

    var readsAndroidFiles: Bool { true }

    /// A graph is kept when its root element is `<navigation>` (another XML file of the folder is
    /// not a graph), a file that is not XML reported; a source when it may hold a deep link or a
    /// constant one uses.
    func meets(androidFile path: String, contents: Data) -> (kept: Bool, notUnderstood: [(file: String, line: Int?, what: String)]) {
        guard isGraphFile(path) else { return (ComposeSourceFacts.mayMatter([UInt8](contents)), []) }
        switch Self.graphRoot(contents, file: path) {
        case .failure(let problem): return (false, [(problem.file, problem.line, problem.what)])
        case .success(let isGraph): return (isGraph, [])
        }
    }

    /// A file in a `res/navigation/` folder.
    private func isGraphFile(_ path: String) -> Bool {
        let folders = path.split(separator: "/").dropLast()
        return path.hasSuffix(".xml") && folders.last.map(String.init) == graphs.androidResourceType && folders.dropLast().last == "res"
    }

    func readAndroidFiles(_ files: [(path: String, contents: Data)], applicationId: String?, resources: AndroidResources) -> ProjectSourceReading {
        var reading = ProjectSourceReading()
        let graphFiles = files.filter { isGraphFile($0.path) }
        readGraphs(graphFiles, applicationId: applicationId, resources: resources, into: &reading)
        readComposeDeepLinks(files.filter { !isGraphFile($0.path) }, into: &reading)
        return reading
    }

    /// The graphs no other includes are listed (`navGraphs`); their deep links are the app's
    /// links, and their schemes and hosts the app's: the manifest merger turns a graph's deep
    /// links into intent filters (`<nav-graph>`). A graph with an error is reported and left out.
    private func readGraphs(_ files: [(path: String, contents: Data)], applicationId: String?, resources: AndroidResources,
                            into reading: inout ProjectSourceReading) {
        var resources = resources
        for file in files { resources.addGraph(path: file.path) }
        let found = graphs.importFiles(files, applicationId: applicationId, resources: resources)
        reading.notUnderstood += found.notRead.map { ($0.file, $0.line, $0.what) }
        guard !found.listed.isEmpty else { return }
        reading.members = [(graphs.filesKey, .array(found.listed.map { .string($0.path) }))]
        reading.pathMembers = [graphs.filesKey]
        reading.items = found.listed.map { ("navGraph", ($0.path, $0.path, $0.line)) }
        reading.items += found.links.map { ("deepLink", ($0.uri, $0.file, $0.line)) }
        reading.routes = found.links.map { ($0.uri, $0.file, $0.line) }
        reading.profileSource = found.listed.first.map { ($0.path, $0.line) }
        for link in found.links { addSchemeAndHost(ofDeepLink: link.uri, (link.uri, link.file, link.line), to: &reading) }
    }

    /// A deep link's custom scheme, or its web host: a URI without a scheme is a web link (http and https).
    private func addSchemeAndHost(ofDeepLink uri: String, _ fact: ProjectSourceReading.Fact, to reading: inout ProjectSourceReading) {
        var rest = Substring(uri)
        var scheme = "https"
        if let separator = rest.range(of: "://") {
            scheme = rest[..<separator.lowerBound].lowercased()
            rest = rest[separator.upperBound...]
        }
        let host = String(rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != ":" }).lowercased()
        if scheme != "http", scheme != "https" {
            if isSchemeName(scheme) { reading.schemes.append((scheme, fact.file, fact.line)) }
        } else if isHostName(host, allowingWildcard: false) {
            reading.domains.append((host, fact.file, fact.line))
        }
    }

    /// Compose `navDeepLink`s with their patterns resolved from the sources' string constants,
    /// each pattern once; a link whose pattern cannot be told is reported.
    private func readComposeDeepLinks(_ files: [(path: String, contents: Data)], into reading: inout ProjectSourceReading) {
        let sources = files.map { (path: $0.path, facts: ComposeSourceFacts([UInt8]($0.contents))) }.filter { !$0.facts.isEmpty }
        var resolver = ComposeDeepLinkResolver()
        for source in sources { resolver.add(source.facts, path: source.path) }
        for (path, facts) in sources {
            let module = ComposeDeepLinkResolver.module(of: path)
            for link in facts.deepLinks {
                var pattern: String?
                if let literal = link.literal { pattern = resolver.interpolated(literal, from: module) }
                if let constant = link.constant { pattern = resolver.value(of: constant, from: module) }
                if link.key == "basePath", let base = pattern {
                    pattern = resolver.routePattern(basePath: base, routeType: link.routeType)
                    if pattern == nil {
                        reading.codeNotUnderstood.append((path, link.line, "navDeepLink<\(link.routeType ?? "")>(basePath = \(link.expression)):"
                                                              + " the route class was not read, so its arguments are unknown: not imported"))
                        continue
                    }
                }
                guard let pattern, !pattern.isEmpty else {
                    reading.codeNotUnderstood.append((path, link.line, "Compose deep link \(link.key) = \(link.expression) is not a string"
                                                          + " literal or constant of the sources read: not imported"))
                    continue
                }
                if !reading.codeRoutes.contains(where: { $0.pattern == pattern }) { reading.codeRoutes.append((pattern, path, link.line)) }
            }
        }
    }

    func filesLeftOut(besides library: String, profile: String) -> String {
        "navigation graphs beside \(library)'s registrations: the profile is \(profile) (the registrations come first), and"
            + " \(graphs.filesKey) needs the \(MatchingProfile.jetpack.rawValue) profile: the graphs are not in the route file"
    }

    func codeRoutesLeftOut(besides profile: String) -> String {
        "Compose deep links beside the \(profile) profile's registrations: they need the \(MatchingProfile.jetpack.rawValue) profile: not in the route file"
    }

    /// Whether an XML file's root element is `<navigation>`, or the report line for a file that is not XML.
    private static func graphRoot(_ data: Data, file: String) -> Result<Bool, GraphRootProblem> {
        final class RootReader: NSObject, XMLParserDelegate {
            var root: String?
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                if root == nil { root = element; parser.abortParsing() }
            }
        }
        if let refusal = XMLDocumentEncoding.refusal(data) {
            return .failure(GraphRootProblem(file: file, line: 1, what: "\(refusal): skipped"))
        }
        let reader = RootReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        if !parser.parse(), reader.root == nil {
            return .failure(GraphRootProblem(file: file, line: max(parser.lineNumber, 1), what: "malformed XML: skipped"))
        }
        return .success(reader.root == "navigation")
    }
}

/// Why a file of a `res/navigation/` folder is not read: it is not XML.
private struct GraphRootProblem: Error {
    var file: String
    var line: Int
    var what: String
}
