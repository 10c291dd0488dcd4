import NavProfiles
import NavRouting
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
    /// An XML file in a `res/navigation/` folder: a navigation graph, read by the profiles' readers
    /// of the app's Android files (``ProjectSourceReader/readsAndroidFiles``).
    case navigationGraph
    /// An Objective-C or Swift source file (`.m`, `.mm`, `.h`, `.swift`).
    case source
    /// A Kotlin or Java source file (`.kt`, `.java`): activities reading `intent.data`, and what the
    /// profiles' readers of the app's Android files read in code.
    case androidSource
    /// An XML file in a `res/values/` folder: the default locale's `<string>`s.
    case androidValues
    /// An XML file in a `res/xml/` folder whose name says shortcuts (`shortcuts.xml`): static shortcuts.
    case androidShortcuts
    /// `InfoPlist.strings` in an `NAME.lproj` folder: the Info.plist's localized values.
    case infoPlistStrings
    /// A source file a profile's own reader reads (``ProjectSourceReader``).
    case profileSource

    /// Folders never entered: version control, build products, dependency managers' copies of
    /// other projects (a Pods/ folder has its own Info.plist files, a build/ folder merged
    /// manifests, SwiftPM's .build/ the sources of the packages an app depends on).
    public static let skippedFolders = Set([".git", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".gradle", ".build"])
        .union(MatchingProfile.projectSourceReaders.values.flatMap(\.skippedFolders))

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
        if MatchingProfile.projectSourceReaders.values.contains(where: { $0.reads(fileNamed: name) }) { return .profileSource }
        if name.hasSuffix(".xml"), folders.count >= 2, folders.dropLast().last == "res" {
            switch folders.last {
            case "navigation": return .navigationGraph
            case "values": return .androidValues
            case "xml" where name.lowercased().contains("shortcut"): return .androidShortcuts
            default: break
            }
        }
        if name.hasSuffix(".kt") || name.hasSuffix(".java") { return .androidSource }
        if name == "InfoPlist.strings", folders.last?.hasSuffix(".lproj") == true { return .infoPlistStrings }
        return nil
    }
}
