import NavSupport
import NavRouting
import Foundation
import NavModel
import NavRouteFile
import NavSyntax

/// `parameter-name-conflict`: one URL position, two parameter names.
///
/// When routes share a prefix (`cities/:city` and `cities/:town/:hotelID`), the value at a
/// parameter position of that prefix means the same thing in both, so it should have one name:
/// the screens a route stacks from its parent read the parent's name, titles and `mapping`
/// read the route's own. Two routes that end on the same shape with different names
/// (`offers/:category` and `offers/:offerID`, told apart by `where`) are not a conflict: the
/// position is the last one of both.
enum ParameterNameRule {
    private struct Occurrence {
        var name: String
        var routeIndex: Int
        /// The route's `host`, when it says one.
        var host: HostPattern?
        /// The 0-based segment index.
        var position: Int
    }

    static func findings(_ context: LintContext) -> [LintFinding] {
        let table = context.table
        // Without implicit parents (ICRouter) no screen reads another route's name for the value.
        guard table.options.profile.navigation.rule(of: .implicitParentRefused) == nil else { return [] }
        let caseSensitive = table.options.isCaseSensitive
        // Parameters at positions some longer pattern goes on from, by the exact shape up to them.
        var inner: [String: Occurrence] = [:]
        forEachParameter(in: table, caseSensitive: caseSensitive) { key, occurrence, isLast in
            if !isLast, inner[key] == nil { inner[key] = occurrence }
        }
        var reported = Set<[Int]>()
        var findings: [LintFinding] = []
        forEachParameter(in: table, caseSensitive: caseSensitive) { key, occurrence, isLast in
            guard let first = inner[key], first.routeIndex != occurrence.routeIndex, first.name != occurrence.name,
                  // Routes on disjoint hosts (`status` and `mastodon.{tld}`) never share a URL.
                  !hostsAreDisjoint(first.host, occurrence.host),
                  canBeRelated(child: first.routeIndex, other: occurrence.routeIndex, otherEndsHere: isLast, context),
                  reported.insert([first.routeIndex, occurrence.routeIndex].sorted()).inserted else { return }
            let (earlier, later) = first.routeIndex < occurrence.routeIndex ? (first, occurrence) : (occurrence, first)
            findings.append(context.finding(
                .parameterNameConflict, .warning, route: later.routeIndex, field: "path",
                "segment \(later.position + 1) of \(context.label(later.routeIndex)) is ':\(later.name)', but "
                    + "\(context.label(earlier.routeIndex)), which shares the URL prefix up to it, calls the same value "
                    + "':\(earlier.name)'; give one value one name so parent screens, titles and mappings agree",
                related: [earlier.routeIndex]))
        }
        return findings
    }

    /// Whether `child` (whose pattern goes on past the shared position) can start its stack with
    /// `other`, or, when `other` goes on too, whether either of them takes an implicit parent (so
    /// a common parent's name is read): a route with `"parent": false` (or `"parents": "none"`)
    /// or a `parent` naming a third route never reads the other's name.
    private static func canBeRelated(child: Int, other: Int, otherEndsHere: Bool, _ context: LintContext) -> Bool {
        let routes = context.app.app.routes
        guard routes.indices.contains(child), routes.indices.contains(other) else { return true }
        func mayHaveParent(_ index: Int, named path: String?) -> Bool {
            switch routes[index].parent {
            case .implicit: return true
            case .none: return false
            case .route(let parent): return path.map { $0 == parent } ?? true
            case .screens: return false // a graph's back stack is screens, never another route
            }
        }
        if otherEndsHere { return mayHaveParent(child, named: routes[other].path) }
        return mayHaveParent(child, named: nil) || mayHaveParent(other, named: nil)
    }

    /// Calls `body` for every path parameter of every endpoint with the exact shape key of the
    /// pattern up to and including it, and whether it is the pattern's last segment.
    private static func forEachParameter(in table: RouteTable, caseSensitive: Bool,
                                         _ body: (_ key: String, _ occurrence: Occurrence, _ isLast: Bool) -> Void) {
        for endpoint in table.endpoints {
            let segments = endpoint.pattern.segments
            var key = endpoint.scheme ?? ""
            for (position, marked) in segments.enumerated() {
                key += PatternShape.separator + PatternShape.key(marked.segment, .exact, caseSensitive: caseSensitive)
                if let name = marked.segment.parameterName {
                    body(key, Occurrence(name: name, routeIndex: endpoint.routeIndex, host: endpoint.host, position: position),
                         position == segments.count - 1)
                }
            }
        }
    }
}
