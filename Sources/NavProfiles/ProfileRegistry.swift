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
    ]

    /// The sources of the profiles whose routes do not come from the route file's flat
    /// `routes` list (``AppSource``), by profile name. Adding such a profile: its line in
    /// `allCases` and its source here.
    public static let appSources: [String: any AppSource] = [:]

    /// Where this profile's routes come from, when not the route file's `routes` list.
    public var appSource: (any AppSource)? { Self.appSources[rawValue] }

    /// The registered profile called `rawValue`, or `nil`.
    public init?(rawValue: String) {
        guard let found = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = found
    }

    /// The names, in registration order, joined for help text: `navsim | jlroutes | …`.
    public static var namesForHelp: String { allCases.map(\.rawValue).joined(separator: " | ") }
}
