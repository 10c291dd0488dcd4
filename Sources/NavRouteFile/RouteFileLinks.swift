extension RouteFile {
    /// The `links` object: the platform files that decide whether iOS or Android hands a URL
    /// to the app at all (docs/links.md). Paths are as written, relative to the route file.
    public struct Links: Sendable, Equatable {
        /// Universal links (`links.ios`), when the file configures iOS.
        public var ios: IOSLinks?
        /// App Links (`links.android`), when the file configures Android.
        public var android: AndroidLinks?
        /// Where `links` is written.
        public var location: JSONLocation

        /// Makes a `links` object.
        public init(ios: IOSLinks?, android: AndroidLinks?, location: JSONLocation) {
            self.ios = ios
            self.android = android
            self.location = location
        }

        /// Every domain an association or an assetlinks file is given for, in file order,
        /// each once (compared case-insensitively).
        public var linkedDomains: [String] {
            var seen = Set<String>()
            let all = (ios?.associations ?? []) + (android?.assetlinks ?? [])
            return all.map(\.domain).filter { seen.insert($0.lowercased()).inserted }
        }
    }

    /// A platform file named in `links`: for which domain (when it is per domain), its path
    /// as written, and where the path is written.
    public struct LinkedFile: Sendable, Equatable {
        /// The domain the file belongs to (`hotels.example.com`); empty for the manifest.
        public var domain: String
        /// The path as written, relative to the route file unless absolute.
        public var path: String
        /// Where the path is written.
        public var location: JSONLocation

        /// Makes a linked file.
        public init(domain: String, path: String, location: JSONLocation) {
            self.domain = domain
            self.path = path
            self.location = location
        }
    }

    /// `links.ios`.
    public struct IOSLinks: Sendable, Equatable {
        /// The app's identifier, `TEAMID.bundle.id` (`appID`).
        public var appID: String
        /// Domain → apple-app-site-association file, in file order (`associations`).
        public var associations: [LinkedFile]
        /// Where `links.ios` is written.
        public var location: JSONLocation

        /// Makes the iOS part.
        public init(appID: String, associations: [LinkedFile], location: JSONLocation) {
            self.appID = appID
            self.associations = associations
            self.location = location
        }
    }

    /// `links.android`.
    public struct AndroidLinks: Sendable, Equatable {
        /// The API level simulated when `apiLevel` is absent.
        public static let defaultAPILevel = 34

        /// The application id (`package`); `nil` when left out, as the manifest's `package`
        /// attribute then names it.
        public var package: String?
        /// Where `package` is written.
        public var packageLocation: JSONLocation?
        /// The SHA-256 fingerprint of the signing certificate, `AA:BB:…` (`fingerprint`); `nil`
        /// when left out: custom schemes work, and no web host is verified.
        public var fingerprint: String?
        /// Values for the manifest's `${name}` placeholders (`placeholders`), as a build variant's
        /// `manifestPlaceholders` give them; `${applicationId}` is the package when not given.
        public var placeholders: [String: String]
        /// The AndroidManifest.xml (`manifest`).
        public var manifest: LinkedFile
        /// Domain → assetlinks.json, in file order (`assetlinks`).
        public var assetlinks: [LinkedFile]
        /// The device's API level (`apiLevel`, default ``defaultAPILevel``).
        public var apiLevel: Int
        /// Where `links.android` is written.
        public var location: JSONLocation

        /// Makes the Android part.
        public init(package: String?, fingerprint: String?, manifest: LinkedFile, assetlinks: [LinkedFile],
                    apiLevel: Int = defaultAPILevel, location: JSONLocation, packageLocation: JSONLocation? = nil,
                    placeholders: [String: String] = [:]) {
            self.package = package
            self.placeholders = placeholders
            self.packageLocation = packageLocation
            self.fingerprint = fingerprint
            self.manifest = manifest
            self.assetlinks = assetlinks
            self.apiLevel = apiLevel
            self.location = location
        }
    }
}
