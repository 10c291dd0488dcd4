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
        public var fingerprint: String
        public var manifest: AndroidManifest
        public var apiLevel: Int
        public var verification: AppLinkVerification
        /// Domain → assetlinks file, in file order.
        public var assetlinks: [(domain: String, file: AssetLinks)]
        /// Each filter's path rules at `apiLevel`, compiled once.
        let pathRules: [[IntentFilterMatcher.PathRule]]
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
        let directory = (loaded.path as NSString).deletingLastPathComponent
        func resolve(_ linked: RouteFile.LinkedFile) -> String {
            linked.path.hasPrefix("/") || directory.isEmpty ? linked.path : directory + "/" + linked.path
        }
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
            setup.ios = IOS(appID: ios.appID, associations: associations, schemes: (file.scheme.map { [$0] } ?? []) + file.schemes.keys)
        }
        if let android = links.android {
            let (manifestPath, manifestData) = try read(android.manifest, kind: "Android manifest")
            let manifest = try AndroidManifest(parsing: manifestData, file: manifestPath)
                .expandingNavGraphs(applicationId: android.package, contents: contents)
            var files: [(domain: String, file: AssetLinks)] = []
            for linked in android.assetlinks {
                let (path, data) = try read(linked, kind: "assetlinks.json file")
                files.append((linked.domain, try AssetLinks(parsing: [UInt8](data), file: path)))
            }
            let verification = AppLinkVerification(
                manifest: manifest, assetlinks: Dictionary(files.map { ($0.domain, $0.file) }, uniquingKeysWith: { first, _ in first }),
                package: android.package, fingerprint: android.fingerprint, apiLevel: android.apiLevel)
            setup.android = Android(
                package: android.package, fingerprint: android.fingerprint, manifest: manifest, apiLevel: android.apiLevel,
                verification: verification, assetlinks: files,
                pathRules: manifest.filters.map { IntentFilterMatcher.pathRules($0, apiLevel: android.apiLevel) })
        }
        return setup
    }
}
