import NavModel
import NavRouting

/// The profiles navsim ships, in the order help text, the JSON Schema and `diff-profiles` list
/// them. Adding a profile: one folder with a `LibraryProfile` type, and one line here.
extension MatchingProfile: CaseIterable, RawRepresentable {
    public static let allCases: [MatchingProfile] = [
        .navsim,
        .jlroutes,
        .waapprouting,
        .ikrouter,
        .icrouter,
        .jetpack,
        .goRouter,
        .expoRouter,
    ]

    /// The sources of the profiles whose routes do not come from the route file's flat
    /// `routes` list (``AppSource``), by profile name. Adding such a profile: its line in
    /// `allCases` and its source here.
    public static let appSources: [String: any AppSource] = [
        MatchingProfile.goRouter.rawValue: GoRouterSource(),
        MatchingProfile.expoRouter.rawValue: ExpoRouterSource(),
    ]

    /// The sources of the profiles whose routes come, beside the route file's `routes`, from
    /// files of the app the route file lists (``AppFilesSource``), by profile name.
    package static let appFilesSources: [String: any AppFilesSource] = [
        MatchingProfile.jetpack.rawValue: JetpackGraphSource(),
    ]

    /// The readers of the profiles whose routes `navsim init` reads from the app's own files (a
    /// route tree in code, a project config, navigation graphs) (``ProjectSourceReader``), by profile name.
    public static let projectSourceReaders: [String: any ProjectSourceReader] = [
        MatchingProfile.jetpack.rawValue: JetpackProjectReader(),
        MatchingProfile.goRouter.rawValue: GoRouterDartReader(),
        MatchingProfile.expoRouter.rawValue: ExpoProjectSourceReader(),
    ]

    /// Where this profile's routes come from, when not the route file's `routes` list.
    public var appSource: (any AppSource)? { Self.appSources[rawValue] }

    /// Where this profile reads routes from the app's files, when it does.
    package var appFilesSource: (any AppFilesSource)? { Self.appFilesSources[rawValue] }

    /// The profiles that read a route file's own `routes` (those `diff-profiles` compares), in order.
    public static var comparable: [MatchingProfile] { allCases.filter { $0.appSource == nil } }

    /// The registered profile called `rawValue`, or `nil`.
    public init?(rawValue: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = found
    }

    /// The names, in registration order, joined for help text: `navsim | jlroutes | …`.
    public static var namesForHelp: String { allCases.map(\.rawValue).joined(separator: " | ") }
}
