/// The matcher of every profile that tries routes in its ranking's order and takes the first
/// that matches (`Ranking.firstInPriorityOrder` or `.lastRegisteredFirst`), with the profile's
/// own segment matcher.
public struct ScanningMatcher: RouteMatcher {
    public let profile: MatchingProfile
    public init(profile: MatchingProfile) { self.profile = profile }

    public func match(_ request: RouteRequest, in table: RouteTable) -> RouteMatch? {
        table.firstScanned(request, bareKeysAsEmpty: false)
    }
}
