import Testing
import NavProfiles
import NavRouting

/// The four seed libraries' call sites, as their READMEs and sample apps write them, read by
/// each profile's registration reader.
@Suite struct RegistrationScannerTests {
    private func scan(_ text: String) -> (routes: [String], problems: [String], libraries: [String]) {
        let found = RegistrationScanner.scan(Array(text.utf8))
        let routes = found.registrations.map { registration -> String in
            switch registration.kind {
            case .route(let pattern, let scheme): return (scheme.map { "\($0):" } ?? "") + pattern + "@\(registration.line)"
            case .parameterScreen(let parameter, let screen): return "\(parameter)=\(screen)"
            case .fallbackToGlobal(let scheme): return "fallback:\(scheme)"
            }
        }
        return (routes, found.problems.map { "\($0.line): \($0.what)" }, found.registrations.map(\.profile.rawValue))
    }

    @Test func jlroutesObjectiveCCallsSubscriptsAndSchemeTables() {
        let result = scan("""
            [[JLRoutes globalRoutes] addRoute:@"/user/view/:userID" handler:^BOOL(NSDictionary *parameters) {
                return YES;
            }];
            JLRoutes.globalRoutes[@"/a/:b"] = ^BOOL(NSDictionary *parameters) { return YES; };
            [JLRoutes globalRoutes][@"/c"] = ^BOOL(NSDictionary *parameters) { return YES; };
            [[JLRoutes routesForScheme:@"thing"] addRoute:@"/foo" handler:nil];
            [JLRoutes routesForScheme:@"thing"].shouldFallbackToGlobalRoutes = YES;
            [routes addRoutes:@[@"/x", @"/y/:z"] handler:nil];
            """)
        #expect(result.routes == ["/user/view/:userID@1", "/a/:b@4", "/c@5", "thing:/foo@6", "fallback:thing", "/x@8", "/y/:z@8"])
        #expect(result.problems.isEmpty)
        #expect(Set(result.libraries) == ["jlroutes"])
    }

    @Test func jlroutesSwiftCalls() {
        let result = scan("""
            JLRoutes.global().addRoute("/search/:query") { _ in true }
            JLRoutes(forScheme: "stuff").addRoute("/bar", priority: 2) { _ in true }
            JLRoutes.global()["/faq"] = { _ in true }
            """)
        #expect(result.routes == ["/search/:query@1", "stuff:/bar@2", "/faq@3"])
    }

    @Test func aPatternThatIsNoLiteralIsReportedNotGuessed() {
        let result = scan("""
            [[JLRoutes globalRoutes] addRoute:kRoute handler:nil];
            JLRoutes.global().addRoute("/cities/\\(city)") { _ in true }
            [self.router.registrar registerAppRoutePath:[self pathFor:x] presentingController:nav];
            """)
        #expect(result.routes.isEmpty)
        #expect(result.problems == [
            "1: JLRoutes addRoute: with a pattern that is not a string literal (kRoute): not imported",
            "2: JLRoutes addRoute(_:) with a pattern built by string interpolation: not imported",
            "3: WAAppRouting registerAppRoutePath: with a pattern that is not a string literal ([self pathFor:x]): not imported",
        ])
    }

    @Test func commentsStringsAndDeclarationsAreNoCalls() {
        let result = scan("""
            // [[JLRoutes globalRoutes] addRoute:@"/commented" handler:nil];
            /* [[JLRoutes globalRoutes] addRoute:@"/blocked" handler:nil]; */
            NSLog(@"addRoute:@\\"/in-a-string\\"");
            - (void)addRoute:(NSString *)routePattern handler:(BOOL (^)(NSDictionary *))handlerBlock;
            func registerRouteHandler(_ route: String) -> Self { self }
            """)
        #expect(result.routes.isEmpty)
        #expect(result.problems.isEmpty)
    }

    @Test func waapproutingPathsAndEntities() {
        let result = scan("""
            [self.router.registrar registerAppRoutePath:@"list{WAListViewController}/:articleID{WAListDetailViewController}"
                                   presentingController:navigationController];
            WAAppRouteEntity *entity = [WAAppRouteEntity routeEntityWithName:@"list"
                                                                        path:@"list"
                                                       sourceControllerClass:nil
                                                       targetControllerClass:[WAListViewController class]];
            """)
        #expect(result.routes == ["list{WAListViewController}/:articleID{WAListDetailViewController}@1", "list@3"])
        #expect(Set(result.libraries) == ["waapprouting"])
    }

    @Test func ikrouterHandlersAndRoutables() {
        let result = scan("""
            router
                .registerRoutableWithParameter(ProjectViewController.self, parameter: ":projectId")
                .registerRouteHandler("myapp://project/:projectId/item/:itemId")
                .registerRouteHandler("myapp://project/:projectId") { match in
                    return true
                }
            """)
        #expect(result.routes == ["projectId=ProjectViewController", "myapp:project/:projectId/item/:itemId@3", "myapp:project/:projectId@4"])
        #expect(Set(result.libraries) == ["ikrouter"])
    }

    @Test func icrouterRoutesAndMatchers() {
        let result = scan("""
            id<ICRouteMatcher> matcher = [[ICSimpleRouteMatcher alloc] initWithPath:@"users/{user_id}"];
            ICRoute *route = [ICRoute routeWithPath:@"forums/{forum_id}"];
            """)
        #expect(result.routes == ["users/{user_id}@1", "forums/{forum_id}@2"])
        #expect(Set(result.libraries) == ["icrouter"])
    }

    @Test func aFileWithoutAnyCallIsNotRead() {
        let result = scan("import UIKit\nfinal class ViewController: UIViewController {}\n")
        #expect(result.routes.isEmpty && result.problems.isEmpty)
    }
}

