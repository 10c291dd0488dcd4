import NavProfiles
/// A value read from the app's files, and where.
public struct ImportedFact: Sendable, Hashable {
    /// The value as the route file gets it.
    public var value: String
    /// Where the app's files say it.
    public var source: ImportSource
    /// The other places that say it too (a scheme in an Info.plist and a manifest), in walk order.
    var otherSources: [ImportSource] = []

    /// Makes a fact.
    public init(_ value: String, _ source: ImportSource) {
        self.value = value
        self.source = source
    }

    /// Every place that says it, the first one first.
    public var sources: [ImportSource] { [source] + otherSources }
}

/// A platform file linked to a domain (an apple-app-site-association or assetlinks.json).
public struct LinkedPlatformFile: Sendable, Hashable {
    /// The domain, from the folder the file is in.
    public var domain: String
    /// The file's path as the walk named it.
    public var path: String
    /// The file itself (line 1).
    public var source: ImportSource
}

/// A route pattern the app registers, with the scheme of its table when it has one.
public struct ImportedRoute: Sendable, Hashable {
    /// The pattern as registered (without an IKRouter pattern's `scheme://`).
    public var pattern: String
    /// The scheme of its table, lower-cased; `nil`: the global table.
    public var scheme: String?
    /// The registration's call site, or the `--patterns` line.
    public var source: ImportSource

    /// `SCHEME:PATTERN`, or the pattern alone.
    public var label: String { scheme.map { "\($0):\(pattern)" } ?? pattern }
}

/// Everything `navsim init` read from an app's files: what the route file gets, with the
/// source of each value. `check --against` compares a route file with it.
public struct ImportedApp: Sendable {
    /// The app's name (CFBundleDisplayName or CFBundleName), when a plist gives one.
    public var name: String?
    /// Custom schemes (iOS CFBundleURLSchemes, Android intent filters with a non-web scheme), lower-cased, each once.
    public var schemes: [ImportedFact] = []
    /// Web hosts (entitlements `applinks:`, Android link filters), lower-cased, each once.
    public var domains: [ImportedFact] = []
    /// `applinks:*.example.com` entries: kept in `links.ios.associations`, never in `domains`.
    var wildcardDomains: [ImportedFact] = []
    /// apple-app-site-association files by domain.
    public var associations: [LinkedPlatformFile] = []
    /// assetlinks.json files by domain.
    public var assetlinks: [LinkedPlatformFile] = []
    /// `TEAMID.bundle.id`, from an association file's `appIDs`.
    public var appID: ImportedFact?
    /// The Android application id.
    public var package: ImportedFact?
    /// The signing certificate's SHA-256, from an assetlinks.json statement for the package.
    public var fingerprint: ImportedFact?
    /// The AndroidManifest.xml path.
    public var manifest: ImportedFact?
    /// Home-screen quick actions, each name once.
    public var shortcuts: [ImportedShortcut] = []
    /// Whether an Info.plist was read: only then do the app's quick actions (even none) compare with the route file's.
    var readInfoPlist = false
    /// Whether an Android `shortcuts.xml` was read: its shortcuts compare with the route file's too.
    public var readShortcutsFile = false
    /// The Gradle build variant read (`fenixRelease`, `release`), from the app module's build file.
    public var variant: ImportedFact?
    /// Why the variant asked for (`--variant`) is not one the app builds; `nil` when it is, or none was asked for.
    public var variantProblem: String?
    /// The manifest placeholders the variant gives, by name, with where each value is set.
    public var placeholders: [String: ImportedFact] = [:]
    /// `${name}` placeholders a manifest uses that the build files do not resolve (value: the
    /// name): what they stand for cannot be told, so drift does not count what they hide.
    public var unresolvedPlaceholders: [ImportedFact] = []
    /// `${name}` placeholders that hide a scheme, a web host or the package, by what they hide
    /// (`scheme`, `host`, `package`).
    public var unresolvedKinds: Set<String> = []
    /// Route registrations and `--patterns` lines, each pattern once per scheme.
    public var routes: [ImportedRoute] = []
    /// IKRouter Routables: parameter → screen.
    public var parameterScreens: [(parameter: String, screen: String, source: ImportSource)] = []
    /// JLRoutes scheme tables that fall back to the global table.
    public var fallbackSchemes: [ImportedFact] = []
    /// The matching profile the app's routing implies, and what implies it.
    public var profile: ImportedFact?
    /// What was not understood.
    public var notUnderstood: [NotUnderstood] = []
    /// What a profile's own reader read from the app's files (a route tree, a routes folder), written as it is.
    public var sourceReading: ProjectSourceReading?
    /// What a profile's reader of the app's Android files read from the files its routes also come
    /// from (``ProjectSourceReader/readAndroidFiles(_:applicationId:resources:)``): its members,
    /// written before `routes`, and the routes those files declare; `nil` when the files list none,
    /// or a routing library found in code gives the profile.
    var filesReading: ProjectSourceReading?

    /// Nothing imported yet.
    public init() {}

    /// The placeholders the linked manifest (``manifest``) uses, for `links.android.placeholders`.
    public var manifestPlaceholders: [(name: String, value: String)] = []

    /// Whether the files gave nothing at all to import.
    public var isEmpty: Bool {
        schemes.isEmpty && domains.isEmpty && wildcardDomains.isEmpty && associations.isEmpty && assetlinks.isEmpty && package == nil
            && shortcuts.isEmpty && routes.isEmpty && parameterScreens.isEmpty && filesReading == nil && sourceReading == nil
    }

    /// The default scheme: the first the app declares.
    public var defaultScheme: String? { schemes.first?.value }

    /// The report's list of imported items, in the route file's order.
    public var importedItems: [ImportedItem] {
        var items: [ImportedItem] = []
        func add(_ kind: String, _ facts: [ImportedFact]) {
            items += facts.map { ImportedItem(kind: kind, value: $0.value, source: $0.source, otherSources: $0.otherSources) }
        }
        add("scheme", schemes)
        add("domain", domains)
        add("profile", profile.map { [$0] } ?? [])
        for reading in [filesReading, sourceReading].compactMap({ $0 }) {
            items += reading.items.map { ImportedItem(kind: $0.kind, value: $0.fact.value, source: ImportSource(file: $0.fact.file, line: $0.fact.line)) }
        }
        items += parameterScreens.map { ImportedItem(kind: "parameterScreen", value: "\($0.parameter) → \($0.screen)", source: $0.source) }
        items += routes.map { ImportedItem(kind: "route", value: $0.label, source: $0.source) }
        items += (sourceReading?.routes ?? []).map { ImportedItem(kind: "route", value: $0.label, source: ImportSource(file: $0.file, line: $0.line)) }
        add("fallbackToGlobal", fallbackSchemes)
        items += shortcuts.map { ImportedItem(kind: "shortcut", value: $0.name, source: $0.source) }
        add("appID", appID.map { [$0] } ?? [])
        items += associations.map { ImportedItem(kind: "association", value: "\($0.domain) → \($0.path)", source: $0.source) }
        add("package", package.map { [$0] } ?? [])
        add("fingerprint", fingerprint.map { [$0] } ?? [])
        add("variant", variant.map { [$0] } ?? [])
        add("manifest", manifest.map { [$0] } ?? [])
        items += assetlinks.map { ImportedItem(kind: "assetlinks", value: "\($0.domain) → \($0.path)", source: $0.source) }
        return items
    }
}
