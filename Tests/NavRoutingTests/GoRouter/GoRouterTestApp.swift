@testable import NavProfiles
import NavSupport
import Testing

/// A go_router app read from the route file's `routes` and `goRouter` keys, for tests that
/// drive the profile's matcher and navigation directly.
struct GoRouterTestApp {
    let tree: GoRouteTree
    let settings: GoRouterSettings

    /// Reads `{"routes": …, "goRouter": …}`; a configuration problem fails the test.
    init(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let problems = try Self.problems(json)
        #expect(problems.isEmpty, "unexpected problems: \(problems)", sourceLocation: sourceLocation)
        let root = try JSONDocument(parsing: json).root
        var decoder = GoRouterConfigDecoder()
        (tree, settings) = decoder.decode(routes: Self.member("routes", root), settings: Self.member("goRouter", root))
    }

    /// The configuration problems of `json`.
    static func problems(_ json: String) throws -> [GoConfigProblem] {
        let root = try JSONDocument(parsing: json).root
        var decoder = GoRouterConfigDecoder()
        _ = decoder.decode(routes: member("routes", root), settings: member("goRouter", root))
        return decoder.problems
    }

    private static func member(_ key: String, _ node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.value
    }

    var engine: GoRouterEngine { GoRouterEngine(tree: tree, settings: settings) }

    /// `findMatch` of `location` (no redirect).
    func match(_ location: String) throws -> GoMatchList {
        GoRouteMatcher(tree: tree).findMatch(try GoLocation.parse(location))
    }

    /// The paths of the GoRoutes and the shells' screens a match list holds, top level first,
    /// a shell's matches after it.
    func routePaths(_ list: GoMatchList) -> [String] {
        func walk(_ matches: [GoMatch]) -> [String] {
            matches.flatMap { match -> [String] in
                switch match {
                case .route(let route): [tree[route.node].path]
                case .shell(let shell): ["shell " + (tree[shell.node].screen ?? "")] + walk(shell.matches)
                case .pushed(let pushed): ["pushed " + (pushed.list.lastRoute.map { tree[$0.node].path } ?? "error")]
                }
            }
        }
        return walk(list.matches)
    }

    /// The screens of the current pages, in navigator order (`error` for the error page).
    func screens(_ session: GoRouterSession) -> [String] {
        session.current.pages(in: tree).map { page in page.node.flatMap { tree[$0].screen } ?? "error" }
    }

    /// A session launched from the home screen (or by `link`), and what launching did.
    func launch(_ link: String? = nil, flags: [String: Bool] = [:]) -> (GoRouterSession, GoNavigationOutcome) {
        var counter = GoInstanceCounter(next: 1)
        return engine.launch(link: link, flags: flags, counter: &counter)
    }

    /// Runs `go` on `session`.
    func go(_ location: String, _ session: inout GoRouterSession, flags: [String: Bool] = [:], extra: String? = nil) -> GoNavigationOutcome {
        var counter = GoInstanceCounter(next: 1000 + session.nextPushKey * 100 + session.instances.count)
        return engine.go(location, extra: extra, session: &session, flags: flags, counter: &counter)
    }
}
