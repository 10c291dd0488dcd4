import NavModel
import NavSupport
import Foundation
import NavRouteFile

/// The platform files a route file's `links` names, read and compiled once: what
/// ``LinkResolver`` asks for every URL.
public struct LinkSetup: Sendable {
    /// The iOS side: the app and its domains' association files.
    public struct IOS: Sendable {
        /// `TEAMID.bundle.id`.
        public var appID: String
        /// Domain (as written, possibly `*.example.com`) → its compiled association file, in file order.
        public var associations: [(domain: String, evaluator: AASAEvaluator)]
        /// The custom schemes the app declares (the route file's `scheme` and `schemes`).
        public var schemes: [String]

        /// The association for `host`: an exact domain first, then a `*.` wildcard.
        public func association(for host: String?) -> (domain: String, evaluator: AASAEvaluator)? {
            guard let host = host?.lowercased() else { return nil }
            return associations.first { $0.domain.lowercased() == host }
                ?? associations.first { $0.domain.hasPrefix("*.") && host.hasSuffix($0.domain.dropFirst(1).lowercased()) }
        }
    }

    /// The Android side: the manifest, the verified hosts, the device's API level.
    public struct Android: Sendable {
        public var package: String
        /// `nil` when `links.android` gives none: no web host is verified.
        public var fingerprint: String?
        public var manifest: AndroidManifest
        public var apiLevel: Int
        public var verification: AppLinkVerification
        /// Domain → assetlinks file, in file order.
        public var assetlinks: [(domain: String, file: AssetLinks)]
        /// Each filter's path rules at `apiLevel`, compiled once.
        let pathRules: [[IntentFilterMatcher.PathRule]]

        /// Why the app does not install on this device, when it does not: from API 31 an
        /// activity with a link filter must say `android:exported` (Android 12 behaviour
        /// changes, "Safer component exporting"). The same words under `check` and `link`.
        public var installProblem: String? {
            guard apiLevel >= IntentFilterMatcher.android12,
                  let filter = manifest.filters.first(where: { $0.exported == nil && IntentFilterMatcher.isLinkFilter($0) })
            else { return nil }
            return "the app does not install: activity \(filter.activity) (\(filter.rule(file: manifest.file))) has intent filters"
                + " but no android:exported, which from API 31 (links.android.apiLevel is \(apiLevel)) makes the package manager reject the app"
        }

        /// The dynamic rules (Android 15) the site of `host` declares for the app, from API 35.
        public func dynamicRules(for host: String?) -> DynamicAppLinks? {
            guard apiLevel >= IntentFilterMatcher.android15, let host = host?.lowercased(), let fingerprint else { return nil }
            // The file verification read: the host's own, or for a `*.example.com` filter host, example.com's.
            let site = assetlinks.first { $0.domain.lowercased() == host }
                ?? assetlinks.first { entry in
                    let domain = entry.domain.lowercased()
                    return host.hasSuffix("." + domain) && verification.hosts.contains { $0.host.lowercased() == "*." + domain }
                }
            return site?.file.dynamicRules(package: package, fingerprint: fingerprint)
        }
    }

    /// `nil` when `links.ios` is absent.
    public var ios: IOS?
    /// `nil` when `links.android` is absent.
    public var android: Android?

    /// The platforms configured, iOS first.
    public var platforms: [LinkPlatform] { (ios == nil ? [] : [.ios]) + (android == nil ? [] : [.android]) }

    /// Reads the files `links` names, relative to the route file's directory.
    /// - Parameters:
    ///   - loaded: the route file.
    ///   - contents: reads a file by its resolved path; by default from disk, checked as route
    ///     files are (missing, a directory, too large).
    /// - Returns: `nil` when the route file has no `links`.
    /// - Throws: ``RouteFileError`` naming the platform file (and the route file's line that names
    ///   it) for a missing or malformed file.
    public static func load(_ loaded: LoadedRouteFile) throws(RouteFileError) -> LinkSetup? {
        if loaded.path == BundledDemo.path {
            return try load(loaded) { path, _ throws(RouteFileError) in
                guard let text = BundledLinkFiles.contents[path] else {
                    throw RouteFileError(path: path, diagnostics: [ConfigDiagnostic(severity: .error, message: "not bundled")])
                }
                return Data(text.utf8)
            }
        }
        return try load(loaded) { path, kind throws(RouteFileError) in try RouteFileLoader.contents(ofFileAt: path, kind: kind) }
    }

    /// ``load(_:)`` reading each file with `contents(resolvedPath, kind)`.
    public static func load(
        _ loaded: LoadedRouteFile, contents: (String, String) throws(RouteFileError) -> Data
    ) throws(RouteFileError) -> LinkSetup? {
        guard let links = loaded.routeFile.links else { return nil }
        func resolve(_ linked: RouteFile.LinkedFile) -> String { resolvedPath(linked, of: loaded) }
        func read(_ linked: RouteFile.LinkedFile, kind: String) throws(RouteFileError) -> (path: String, data: Data) {
            let path = resolve(linked)
            do {
                return (path, try contents(path, kind))
            } catch {
                throw RouteFileError(path: path, diagnostics: error.diagnostics.map { diagnostic in
                    var named = diagnostic
                    named.message += " (named at \(loaded.path):\(linked.location.position) \(linked.location.jsonPath))"
                    return named
                })
            }
        }
        var setup = LinkSetup()
        let file = loaded.routeFile
        if let ios = links.ios {
            var associations: [(domain: String, evaluator: AASAEvaluator)] = []
            for linked in ios.associations {
                let (path, data) = try read(linked, kind: "apple-app-site-association file")
                associations.append((linked.domain, AASAEvaluator(try AppleAppSiteAssociation(parsing: [UInt8](data), file: path))))
            }
            setup.ios = IOS(appID: ios.appID, associations: associations, schemes: (file.scheme.map { [$0] } ?? []) + file.schemes.filter { $0.value.declared }.map(\.key))
        }
        if let android = links.android {
            let (manifestPath, written) = try read(android.manifest, kind: "Android manifest")
            // The build variant's placeholders, as the manifest merger fills them.
            var values = android.placeholders
            if values["applicationId"] == nil, let package = android.package { values["applicationId"] = package }
            let manifestData = ManifestPlaceholders.substitute(written, values: values).data
            // An Expo app config stands for the manifest its prebuild writes.
            let parsed = AndroidManifest.isExpoConfig(manifestPath) ? try AndroidManifest(expoConfig: written, file: manifestPath)
                : try AndroidManifest(parsing: manifestData, file: manifestPath)
            let package = try applicationID(android, manifest: parsed, routeFile: loaded.path)
            let manifest = try parsed.expandingNavGraphs(applicationId: package, contents: contents)
            var files: [(domain: String, file: AssetLinks)] = []
            for linked in android.assetlinks {
                let (path, data) = try read(linked, kind: "assetlinks.json file")
                files.append((linked.domain, try AssetLinks(parsing: [UInt8](data), file: path)))
            }
            let verification = AppLinkVerification(
                manifest: manifest, assetlinks: Dictionary(files.map { ($0.domain, $0.file) }, uniquingKeysWith: { first, _ in first }),
                package: package, fingerprint: android.fingerprint, apiLevel: android.apiLevel)
            setup.android = Android(
                package: package, fingerprint: android.fingerprint, manifest: manifest, apiLevel: android.apiLevel,
                verification: verification, assetlinks: files,
                pathRules: manifest.filters.map { IntentFilterMatcher.pathRules($0, apiLevel: android.apiLevel) })
        }
        return setup
    }

    /// The app's package: `links.android.package`, else the manifest's `package` attribute; an
    /// error naming both places when both are written and differ, or when neither is.
    private static func applicationID(_ android: RouteFile.AndroidLinks, manifest: AndroidManifest,
                                      routeFile: String) throws(RouteFileError) -> String {
        let inManifest = "\(manifest.file)" + (manifest.manifestPosition.map { ":\($0)" } ?? "")
        switch (android.package, manifest.package) {
        case let (given?, declared?) where given != declared:
            throw RouteFileError(path: routeFile, diagnostics: [ConfigDiagnostic(
                severity: .error,
                message: "links.android.package is \(quotedJSONString(given)) but the manifest says package=\(quotedJSONString(declared)) (\(inManifest)):"
                    + " assetlinks.json is checked for the package that is installed; write the same name in both, or leave links.android.package out",
                jsonPath: android.packageLocation?.jsonPath ?? "links.android.package", position: android.packageLocation?.position)])
        case let (given?, _): return given
        case let (nil, declared?): return declared
        case (nil, nil):
            throw RouteFileError(path: routeFile, diagnostics: [ConfigDiagnostic(
                severity: .error,
                message: "links.android has no \"package\" and the manifest's <manifest> (\(inManifest)) has no package attribute: write the app's"
                    + " application id in links.android.package",
                jsonPath: android.location.jsonPath, position: android.location.position)])
        }
    }

    /// Where `linked` is on disk: its path as written, taken from the route file's directory
    /// unless absolute.
    static func resolvedPath(_ linked: RouteFile.LinkedFile, of loaded: LoadedRouteFile) -> String {
        let directory = folder(of: loaded.path)
        return linked.path.hasPrefix("/") || directory.isEmpty ? linked.path : directory + "/" + linked.path
    }

    /// Every platform file the route file's `links` names, resolved as ``load(_:)`` reads them,
    /// in file order without repeats: the files the UI watches for changes.
    public static func filePaths(_ loaded: LoadedRouteFile) -> [String] {
        guard let links = loaded.routeFile.links else { return [] }
        let named = (links.ios?.associations ?? []) + (links.android.map { [$0.manifest] + $0.assetlinks } ?? [])
        var seen: Set<String> = []
        return named.map { resolvedPath($0, of: loaded) }.filter { seen.insert($0).inserted }
    }
}
