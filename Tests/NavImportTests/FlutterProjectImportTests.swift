import Foundation
import NavImport
import NavRouteFile
import NavSupport
import TestSupport
import Testing

/// `navsim init` on a Flutter project: the literal GoRouter tree of its `.dart` files, constant
/// redirects as templates, and everything else in the report with its FILE:LINE.
@Suite struct FlutterProjectImportTests {
    private func read(_ dart: String, named name: String = "lib/router.dart") throws -> (ImportedApp, ScratchDirectory) {
        let scratch = try ScratchDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("lib"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path(".dart_tool/gen"), withIntermediateDirectories: true)
        try scratch.write("final r = GoRouter(routes: [GoRoute(path: '/tool', builder: (c, s) => const Tool())]);", to: ".dart_tool/gen/x.dart")
        try scratch.write(dart, to: name)
        return (try ProjectImport.read(folders: [scratch.url.path]), scratch)
    }

    /// The route file init writes for `app`, parsed.
    private func routeFile(_ app: ImportedApp, _ scratch: ScratchDirectory) throws -> (text: String, notUnderstood: [String]) {
        let written = RouteFileWriter.write(app, directory: scratch.url.path, currentDirectory: scratch.url.path)
        return (written.text, written.report.notUnderstood.map { "\($0.source.line.map(String.init) ?? "-"): \($0.what)" })
    }

    @Test func aLiteralTreeBecomesTheRouteTree() throws {
        let (app, scratch) = try read("""
            final _root = GlobalKey<NavigatorState>();
            final tabKey = GlobalKey<NavigatorState>();
            final routes = <RouteBase>[
              GoRoute(path: '/', builder: (context, state) => const HomeScreen(), routes: [
                GoRoute(path: 'family/:fid', name: 'family', builder: (_, state) => FamilyScreen(id: state.pathParameters['fid']!)),
              ]),
              ShellRoute(builder: (c, s, child) => AppShell(child: child), routes: <RouteBase>[
                GoRoute(path: '/modal', parentNavigatorKey: _root,
                        pageBuilder: (c, s) => const MaterialPage<void>(fullscreenDialog: true, child: ModalScreen())),
              ]),
              StatefulShellRoute.indexedStack(builder: (c, s, shell) => Tabs(shell: shell), branches: [
                StatefulShellBranch(navigatorKey: tabKey, initialLocation: '/a', preload: true, routes: [
                  GoRoute(path: '/a', caseSensitive: false, builder: (c, s) { return const AScreen(); }),
                ]),
              ]),
              GoRoute(path: '/old/:fid', redirect: (_, state) => '/family/${state.pathParameters['fid']}'),
            ];
            final router = GoRouter(navigatorKey: _root, initialLocation: '/a', redirectLimit: 3, routes: routes,
                                    errorPageBuilder: (c, s) => MaterialPage(child: ErrorScreen(error: s.error)));
            """)
        let written = try routeFile(app, scratch)
        #expect(written.notUnderstood.isEmpty, "\(written.notUnderstood)")
        let root = try JSONDocument(parsing: written.text).root
        let expected = try JSONDocument(parsing: """
            {"profile": "go_router",
             "goRouter": {"initialLocation": "/a", "redirectLimit": 3, "errorPageBuilder": "ErrorScreen"},
             "routes": [
              {"path": "/", "screen": "HomeScreen", "routes": [{"path": "family/:fid", "name": "family", "screen": "FamilyScreen"}]},
              {"shell": "AppShell", "routes": [{"path": "/modal", "screen": "ModalScreen", "presentation": "modal", "parentNavigatorKey": "root"}]},
              {"statefulShell": "Tabs", "branches": [{"navigatorKey": "tabKey", "initialLocation": "/a", "preload": true, "routes": [
                {"path": "/a", "screen": "AScreen", "caseSensitive": false}]}]},
              {"path": "/old/:fid", "redirect": "/family/{fid}"}]}
            """).root
        #expect(Self.strippingPositions(root) == Self.strippingPositions(expected))
        let routes = app.importedItems.filter { $0.kind == "route" }.map { "\($0.source.line ?? 0) \($0.value)" }
        #expect(routes == ["4 /", "5 /family/:fid (family)", "7 shell AppShell", "8 /modal", "11 statefulShell Tabs", "13 /a", "16 /old/:fid"])
        // The file init wrote loads.
        _ = try CompiledApp(RouteFileLoader.load(contents: Data(written.text.utf8), path: scratch.path("routes.json")))
    }

    @Test func codeIsReportedWithItsLine() throws {
        let (app, scratch) = try read("""
            final router = GoRouter(
              refreshListenable: auth,
              redirect: (context, state) => auth.signedIn ? null : '/login',
              onException: (context, state, router) => router.go('/'),
              routes: [
                GoRoute(path: '/', builder: (c, s) => const Home()),
                ...moreRoutes(),
                GoRoute(path: base + '/x', builder: (c, s) => const X()),
                GoRoute(path: '/login', builder: (c, s) => isWide ? const A() : const B()),
              ],
            );
            @TypedGoRoute<HomeRoute>(path: '/typed')
            class HomeRoute extends GoRouteData {}
            """)
        let written = try routeFile(app, scratch)
        #expect(written.notUnderstood.contains { $0.hasPrefix("2: refreshListenable is not modelled") })
        #expect(written.notUnderstood.contains { $0.hasPrefix("3: redirect of GoRouter is code: write its rules") })
        #expect(written.notUnderstood.contains { $0.hasPrefix("4: onException is code") })
        #expect(written.notUnderstood.contains { $0.hasPrefix("7: a route built by code") })
        #expect(written.notUnderstood.contains { $0.hasPrefix("8: GoRoute path is not a literal") })
        #expect(written.notUnderstood.contains { $0.hasPrefix("9: the page of /login is not one constructor call") })
        #expect(written.notUnderstood.contains { $0.hasPrefix("12: TypedGoRoute") })
        #expect(written.text.contains(#""redirect": []"#))
    }

    @Test func anUnparsableFileNamesItsLineAndColumn() throws {
        let (app, _) = try read("""
            final router = GoRouter(routes: [
              GoRoute(path: '/, builder: (c, s) => const Home()),
            ]);
            """)
        let problem = app.notUnderstood.first { $0.source.file.hasSuffix("lib/router.dart") }
        #expect(problem?.source.line == 2)
        #expect(problem?.what == "unterminated string (column 17): the file is not read")
        #expect(app.sourceReading == nil)
    }

    private static func strippingPositions(_ node: JSONNode) -> JSONValue {
        switch node.value {
        case .object(let members):
            return .object(members.sorted { $0.key < $1.key }.map {
                JSONMember(key: $0.key, keyPosition: SourcePosition(line: 0, column: 0),
                           value: JSONNode(strippingPositions($0.value), at: SourcePosition(line: 0, column: 0)))
            })
        case .array(let items): return .array(items.map { JSONNode(strippingPositions($0), at: SourcePosition(line: 0, column: 0)) })
        default: return node.value
        }
    }
}
