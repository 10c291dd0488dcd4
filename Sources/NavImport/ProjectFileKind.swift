import NavProfiles
/// The files of an app's project that `navsim init` reads, told by name and place alone.
public enum ProjectFileKind: String, Sendable, CaseIterable {
    /// `Info.plist`, or `NAME-Info.plist` (XML or binary).
    case infoPlist
    /// `NAME.entitlements`.
    case entitlements
    /// `apple-app-site-association` (or with `.json`).
    case appleAppSiteAssociation
    /// `assetlinks.json`.
    case assetLinks
    /// `AndroidManifest.xml`.
    case androidManifest
    /// `build.gradle` or `build.gradle.kts`.
    case gradleBuild
    /// An XML file in a `res/navigation/` folder: a Jetpack Navigation graph.
    case navigationGraph
    /// An Objective-C or Swift source file (`.m`, `.mm`, `.h`, `.swift`).
    case source
    /// An Expo project's config: `app.json`, `app.config.json` (read), `app.config.js`/`.ts` (code, reported).
    case expoConfig

    /// Folders never entered: version control, build products, dependency managers' copies of
    /// other projects (a Pods/ folder has its own Info.plist files, a build/ folder merged
    /// manifests, SwiftPM's .build/ the sources of the packages an app depends on).
    public static let skippedFolders: Set<String> = [".git", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".gradle", ".build"]

    /// The kind of the file `name` in the folder whose path components are `folders` (outermost
    /// first), or `nil` for a file navsim does not read.
    public static func of(name: String, folders: ArraySlice<String>) -> ProjectFileKind? {
        if name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".h") || name.hasSuffix(".mm") { return .source }
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .infoPlist }
        if name.hasSuffix(".entitlements") { return .entitlements }
        if name == "apple-app-site-association" || name == "apple-app-site-association.json" { return .appleAppSiteAssociation }
        if name == "assetlinks.json" { return .assetLinks }
        if name == "AndroidManifest.xml" { return .androidManifest }
        if name == "build.gradle" || name == "build.gradle.kts" { return .gradleBuild }
        if ExpoProjectReader.configNames.contains(name) || ExpoProjectReader.codeConfigNames.contains(name) { return .expoConfig }
        if name.hasSuffix(".xml"), folders.count >= 2, folders.last == "navigation", folders.dropLast().last == "res" {
            return .navigationGraph
        }
        return nil
    }
}
