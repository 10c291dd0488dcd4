/// The profiles navsim ships, in the order help text, the JSON Schema and `diff-profiles` list
/// them. Adding a profile: one file with a `LibraryProfile` type, and one line here.
extension MatchingProfile {
    public static let allCases: [MatchingProfile] = [
        .navsim,
        .jlroutes,
        .waapprouting,
        .ikrouter,
        .icrouter,
        .jetpack,
    ]
}
