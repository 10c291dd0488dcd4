import Foundation
import NavSyntax
#if canImport(FoundationXML)
import FoundationXML
#endif
import NavLinks
import NavRouteFile
import NavSupport

/// What an AndroidManifest.xml says about links: its package, the custom schemes and the web
/// hosts of its link intent filters (action VIEW).
struct ManifestFacts {
    var package: (name: String, source: ImportSource)?
    var schemes: [(name: String, source: ImportSource)] = []
    var hosts: [(name: String, source: ImportSource)] = []
    /// Whether the manifest has a link intent filter at all.
    var hasLinkFilters = false
    var notUnderstood: [NotUnderstood] = []
    /// The schemes and hosts above, for one lookup per `<data>`.
    private var schemeNames: Set<String> = [], hostNames: Set<String> = []

    /// Whether navsim's link check can read the manifest as it is (no resource reference or
    /// placeholder left unresolved): only then can `links.android.manifest` name it.
    var isLinkReady = true

    init(_ data: Data, file: String) {
        let manifest: AndroidManifest
        do {
            manifest = try AndroidManifest(parsing: data, file: file)
        } catch {
            isLinkReady = false
            let unresolved = error.diagnostics.allSatisfy { $0.message.contains("resource reference or placeholder") }
            notUnderstood = error.diagnostics.map { diagnostic in
                NotUnderstood(source: ImportSource(file: file, line: diagnostic.line),
                              what: "\(diagnostic.message) (column \(diagnostic.column ?? 1))"
                                  + (unresolved ? ": that value is not imported" : ": manifest skipped"))
            }
            // Well-formed but with `@string/…` or `${…}` values: read what is written plainly.
            if unresolved { readLeniently(data, file: file) }
            return
        }
        if let package = manifest.package {
            // The line of `package="…"` (the parser gives elements' positions, not attributes').
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let line = lines.firstIndex { $0.contains("package=\"\(package)\"") || $0.contains("package='\(package)'") }.map { $0 + 1 } ?? 1
            self.package = (package, ImportSource(file: file, line: line))
        }
        // A filter with a MIME type opens documents of that type (a PDF viewer's `content:`), not links.
        for filter in manifest.filters where filter.actions.contains("android.intent.action.VIEW") && !filter.data.contains(where: { $0.mimeType != nil }) {
            hasLinkFilters = true
            let schemes = filter.data.compactMap(\.scheme).map { $0.lowercased() }
            for data in filter.data {
                add(scheme: data.scheme, host: data.host, filterSchemes: schemes, source: ImportSource(file: file, line: data.position.line))
            }
        }
    }

    /// One `<data>` element's scheme and host; `filterSchemes`: every scheme of its filter (Android
    /// merges the data elements of one filter, so a host is a web domain when they are web schemes).
    fileprivate mutating func add(scheme: String?, host: String?, filterSchemes: [String], source: ImportSource) {
        // Every place a scheme is said: the report cites each.
        if let scheme = scheme?.lowercased(), scheme != "http", scheme != "https" {
            schemes.append((scheme, source))
        }
        if let host = host?.lowercased(), filterSchemes.contains(where: { $0 == "http" || $0 == "https" }) {
            // `*.example.com` is a domain pattern the route file takes, as an entitlements wildcard is.
            if !isHostName(host, allowingWildcard: true) {
                notUnderstood.append(NotUnderstood(source: source, what: "web host \(host) is not a single host: not imported into domains"))
            } else {
                hosts.append((host, source))
            }
        }
    }
}

extension ManifestFacts {
    /// The package and the link filters' plain schemes and hosts of a well-formed manifest that
    /// the strict reader refused for its unresolved values (each already reported).
    private mutating func readLeniently(_ data: Data, file: String) {
        final class Collector: NSObject, XMLParserDelegate {
            var package: (String, Int)?
            var filters: [(actions: [String], data: [(scheme: String?, host: String?, line: Int)], typed: Bool)] = []
            private var inFilter = false
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                func plain(_ name: String) -> String? {
                    guard let value = attributes["android:\(name)"], !value.hasPrefix("@"), !value.contains("${") else { return nil }
                    return value
                }
                switch element {
                case "manifest": package = attributes["package"].map { ($0, parser.lineNumber) }
                case "intent-filter": inFilter = true; filters.append(([], [], false))
                case "action" where inFilter: plain("name").map { filters[filters.count - 1].actions.append($0) }
                case "data" where inFilter:
                    filters[filters.count - 1].data.append((plain("scheme"), plain("host"), parser.lineNumber))
                    if attributes["android:mimeType"] != nil { filters[filters.count - 1].typed = true }
                default: break
                }
            }
            func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
                if element == "intent-filter" { inFilter = false }
            }
        }
        // A document FoundationXML's parser would crash on is read as one that does not parse.
        guard XMLDocumentEncoding.refusal(data) == nil else { return }
        let collector = Collector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else { return }
        if let (name, line) = collector.package { package = (name, ImportSource(file: file, line: line)) }
        for filter in collector.filters where filter.actions.contains("android.intent.action.VIEW") && !filter.typed {
            hasLinkFilters = true
            let schemes = filter.data.compactMap(\.scheme).map { $0.lowercased() }
            for data in filter.data {
                add(scheme: data.scheme, host: data.host, filterSchemes: schemes, source: ImportSource(file: file, line: data.line))
            }
        }
    }
}

/// `namespace` and `applicationId` in a `build.gradle` or `build.gradle.kts`, read as string literals.
struct GradleFacts {
    var applicationID: (name: String, source: ImportSource)?
    var namespace: (name: String, source: ImportSource)?
    var notUnderstood: [NotUnderstood] = []

    init(_ text: String, file: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            for key in ["applicationId", "namespace"] where trimmed.hasPrefix(key) {
                var rest = trimmed.dropFirst(key.count)
                guard let next = rest.first, next == " " || next == "=" || next == "\t" || next == "(" else { continue }
                rest = rest.drop { $0 == " " || $0 == "=" || $0 == "\t" || $0 == "(" }
                let source = ImportSource(file: file, line: index + 1)
                guard let quote = rest.first, quote == "\"" || quote == "'",
                      let end = rest.dropFirst().firstIndex(of: quote) else {
                    notUnderstood.append(NotUnderstood(source: source, what: "\(key) that is not a string literal (\(rest.prefix(40))): not imported"))
                    continue
                }
                let value = String(rest[rest.index(after: rest.startIndex)..<end])
                if value.contains("$") {
                    notUnderstood.append(NotUnderstood(source: source, what: "\(key) \(value) is built from variables: not imported"))
                } else if key == "applicationId" {
                    if applicationID == nil { applicationID = (value, source) }
                } else if namespace == nil {
                    namespace = (value, source)
                }
            }
        }
    }
}
