/// The limit on a whole table's optional-group expansions.
///
/// Each pattern may expand into at most `RoutePattern.maximumExpansions` concrete routes, but a
/// table of thousands of such routes multiplied them without bound: 2,000 routes of 8 optional
/// groups made 512,000 endpoints, half a gigabyte and seconds for one `match`. The table stops
/// at the route that takes the total past ``maximumTableExpansions``, before building any more.
extension RouteTable {
    /// The most concrete routes (optional-group expansions) all the routes of a table may expand
    /// into together: far beyond real apps (a thousand routes of four optional groups is 16,000).
    public static let maximumTableExpansions = 65_536

    /// The error for the route that takes the table's running total of expansions to `total`,
    /// when that is past the limit.
    static func checkExpansionTotal(_ total: Int, route: RouteSpec) -> TableError? {
        guard total > maximumTableExpansions else { return nil }
        return TableError(
            routeIndex: route.index,
            message: "the table's optional groups expand into more than \(maximumTableExpansions) routes "
                + "(\(total) with this route's); every expansion is a route of its own: use query parameters "
                + "or fewer optional groups")
    }
}
