import NavModel
import NavRouting

/// A profile navsim ships, with what its folder gives beside its rules: where its routes come
/// from when not the route file's flat `routes` list, and how `navsim init` reads them from
/// the app's own files. Each profile's folder declares its own (`ProfileRegistration.goRouter`).
public struct ProfileRegistration: Sendable {
    /// The profile's rules.
    public let profile: MatchingProfile
    /// Where its routes come from instead of the route file's `routes` list (``AppSource``).
    public let appSource: (any AppSource)?
    /// Where its routes come from beside the route file's `routes`: files of the app the route
    /// file lists (``AppFilesSource``).
    package let appFilesSource: (any AppFilesSource)?
    /// How `navsim init` reads its routes from the app's files (a route tree in code, a project
    /// config, navigation graphs).
    let projectReader: (any ProjectSourceReader)?
    /// How `navsim init` reads its library's registration calls in Objective-C or Swift code.
    package let registrationReader: (any RegistrationReader)?

    package init(_ profile: MatchingProfile, appSource: (any AppSource)? = nil, appFilesSource: (any AppFilesSource)? = nil,
                 projectReader: (any ProjectSourceReader)? = nil, registrationReader: (any RegistrationReader)? = nil) {
        self.profile = profile
        self.appSource = appSource
        self.appFilesSource = appFilesSource
        self.projectReader = projectReader
        self.registrationReader = registrationReader
    }

    /// navsim's own profile: routes from the route file only.
    static let navsim = ProfileRegistration(.navsim)
}

/// The profiles navsim ships, in the order help text, the JSON Schema and `diff-profiles` list
/// them. Adding a profile: one folder with a `LibraryProfile` type and its
/// `ProfileRegistration`, and one line here.
extension MatchingProfile: CaseIterable, RawRepresentable {
    public static let registry: [ProfileRegistration] = [
        .navsim,
        .jlroutes,
        .waapprouting,
        .ikrouter,
        .icrouter,
        .jetpack,
        .goRouter,
        .expoRouter,
    ]

    /// Every registered profile, in registry order.
    public static let allCases: [MatchingProfile] = registry.map(\.profile)

    /// The sources of the profiles whose routes do not come from the route file's flat
    /// `routes` list (``AppSource``), by profile name.
    public static let appSources: [String: any AppSource] = sources(\.appSource)

    /// The sources of the profiles whose routes come, beside the route file's `routes`, from
    /// files of the app the route file lists (``AppFilesSource``), by profile name.
    package static let appFilesSources: [String: any AppFilesSource] = sources(\.appFilesSource)

    /// The readers of the profiles whose routes `navsim init` reads from the app's own files (a
    /// route tree in code, a project config, navigation graphs) (``ProjectSourceReader``), by profile name.
    public static let projectSourceReaders: [String: any ProjectSourceReader] = sources(\.projectReader)

    /// The readers of the libraries' registration calls in source code, in registry order.
    package static let registrationReaders: [(profile: MatchingProfile, reader: any RegistrationReader)] =
        registry.compactMap { entry in entry.registrationReader.map { (entry.profile, $0) } }

    private static func sources<Source>(_ part: KeyPath<ProfileRegistration, Source?>) -> [String: Source] {
        Dictionary(uniqueKeysWithValues: registry.compactMap { entry in entry[keyPath: part].map { (entry.profile.rawValue, $0) } })
    }

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
