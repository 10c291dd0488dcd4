import NavModel
import NavRouting
import Testing

/// docs/navigation.md, rule by rule; each test states the whole state after the inputs.
@Suite struct NavigationRuleTests {
    /// A hotel app in the shape of demo-routes.json, small enough to reason about.
    static func hotels() throws -> Simulator {
        var test = TestApp(
            tabs: [TabDefinition(id: "home", title: "Home", root: "CityList"),
                   TabDefinition(id: "bookings", title: "Bookings", root: "BookingList")],
            screens: [ScreenDefinition(id: "Booking", title: "Book {hotelID}", requires: ["loggedIn"]),
                      ScreenDefinition(id: "Article", mapping: ["article_title": "articleTitle"], inject: ["theme": "dark"])],
            guards: ["loggedIn": GuardDefinition(redirect: "app://login")],
            state: ["loggedIn": false],
            shortcuts: [Shortcut(name: "newBooking", title: "New booking", key: "F2", url: "app://bookings/new")],
            spotlight: [SpotlightEntry(title: "Hotel Ritz", url: "app://cities/paris/42")])
        test.route(RouteBehavior(path: "cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}", tab: "home"))  // 0
        test.route(RouteBehavior(path: "cities/:city/:hotelID/book{Booking}!"))                                 // 1
        test.route(RouteBehavior(path: "login", screen: "Login", presentation: .modal, set: ["loggedIn": true])) // 2
        test.route(RouteBehavior(path: "help{Help}!/:topic{HelpTopic}"))                                         // 3
        test.route(RouteBehavior(path: "list/*", alert: "You are dealing with item {articleID}"))               // 4
        test.route(RouteBehavior(path: "similar/:hotelID", screen: "Similar", policy: .push))                    // 5
        test.route(RouteBehavior(path: "bookings{BookingList}/new{NewBooking}", requires: ["loggedIn"]))         // 6
        test.route(RouteBehavior(path: "bookings/<int:id>", screen: "BookingDetail", policy: .replace))          // 7
        test.route(RouteBehavior(path: "old/:hotelID", redirect: "app://cities/paris/{hotelID}"))                // 8
        test.route(RouteBehavior(path: "loop", redirect: "app://loop"))                                          // 9
        test.route(RouteBehavior(path: "articles/:article_title", screen: "Article"))                            // 10
        test.route(RouteBehavior(path: "admin", screen: "Admin", requires: ["admin"]))                           // 11
        return try test.simulator()
    }

    static let tail = ["flags: loggedIn=false", "pending: none", "alerts: none"]

    @Test func coldStart() throws {
        let simulator = try Self.hotels()
        #expect(simulator.describe(simulator.coldStart()) == [
            "tab home*: CityList#1", "tab bookings: BookingList#2", "url: app://cities",
        ] + Self.tail)
    }

    @Test func guardRedirectsKeepsTheLinkPendingAndResumes() throws {
        let simulator = try Self.hotels()
        let run = states(simulator, ["app://cities/paris/42/book"])
        #expect(run.reports[0].events.contains(.pendingSaved("app://cities/paris/42/book")))
        #expect(run.reports[0].events.contains(.pendingResumed("app://cities/paris/42/book")))
        #expect(run.lines == [
            "tab home*: CityList#1 > HotelList#4(city=paris) > HotelDetail#5(city=paris, hotelID=42)",
            "tab bookings: BookingList#2",
            "modal 1: Booking#6(city=paris, hotelID=42)",
            "url: app://cities/paris/42/book",
            "flags: loggedIn=true", "pending: none", "alerts: none",
        ])
    }

    @Test func guardWithoutRedirectRefusesAndChangesNothing() throws {
        let simulator = try Self.hotels()
        var state = simulator.coldStart()
        let before = state
        let report = simulator.perform("app://admin", on: &state)
        #expect(report.outcome == .refused(reason: "app://admin requires admin, which is false, and no guard redirects it (try :set admin=true)", suggestions: []))
        #expect(state == before)
        #expect(simulator.perform(":set admin=true", on: &state).outcome == .applied)
        #expect(simulator.perform("app://admin", on: &state).outcome == .applied)
        #expect(state.tree.visibleScreen?.screen == "Admin")
    }

    @Test func pendingLinkWaitsUntilTheFlagIsSetByHand() throws {
        var test = TestApp(tabs: [TabDefinition(id: "home", title: "Home", root: "Home")],
                           guards: ["loggedIn": GuardDefinition(redirect: "app://login")], state: ["loggedIn": false])
        test.route(RouteBehavior(path: "login", screen: "Login", presentation: .modal))
        test.route(RouteBehavior(path: "secret", screen: "Secret", requires: ["loggedIn"]))
        let simulator = try test.simulator()
        let waiting = states(simulator, ["app://secret"])
        #expect(waiting.lines == [
            "tab home*: Home#1", "modal 1: Login#2", "url: app://login",
            "flags: loggedIn=false", "pending: app://secret", "alerts: none",
        ])
        let resumed = states(simulator, ["app://secret", ":set loggedIn=true"])
        #expect(resumed.lines == [
            "tab home*: Home#1 > Secret#3", "url: app://secret",
            "flags: loggedIn=true", "pending: none", "alerts: none",
        ])
    }

    @Test func modalWithAPushInside() throws {
        let simulator = try Self.hotels()
        var state = simulator.coldStart()
        _ = simulator.perform("app://cities/paris", on: &state)
        _ = simulator.perform("app://help/wifi", on: &state)
        #expect(simulator.describe(state) == [
            "tab home*: CityList#1 > HotelList#3(city=paris)", "tab bookings: BookingList#2",
            "modal 1: Help#4 > HelpTopic#5(topic=wifi)", "url: app://help/wifi",
        ] + Self.tail)
        _ = simulator.perform(":back", on: &state)
        #expect(simulator.describe(state)[2] == "modal 1: Help#4")
        _ = simulator.perform(":back", on: &state)
        #expect(simulator.describe(state) == [
            "tab home*: CityList#1 > HotelList#3(city=paris)", "tab bookings: BookingList#2", "url: app://cities/paris",
        ] + Self.tail)
    }

    @Test func backAtRootSaysSoAndChangesNothing() throws {
        let simulator = try Self.hotels()
        var state = simulator.coldStart()
        let before = state
        #expect(simulator.perform(":back", on: &state).outcome == .refused(reason: "already at the root of Home; nothing to go back to", suggestions: []))
        #expect(state == before)
    }

    @Test func alertRouteInterpolatesAndLeavesTheTree() throws {
        let simulator = try Self.hotels()
        let run = states(simulator, ["app://cities/rome", "app://list/a/b?articleID=7"])
        #expect(run.lines == [
            "tab home*: CityList#1 > HotelList#3(city=rome)", "tab bookings: BookingList#2", "url: app://cities/rome",
            "flags: loggedIn=false", "pending: none", "alerts: \"You are dealing with item 7\"",
        ])
    }

    @Test func pushPolicyAlwaysPushes() throws {
        let simulator = try Self.hotels()
        let run = states(simulator, ["app://similar/1", "app://similar/2"])
        #expect(run.lines == [
            "tab home*: CityList#1 > Similar#3(hotelID=1) > Similar#4(hotelID=2)", "tab bookings: BookingList#2",
            "url: app://similar/2",
        ] + Self.tail)
    }

    @Test func replacePolicyResetsTheStack() throws {
        let simulator = try Self.hotels()
        let run = states(simulator, [":set loggedIn=true", "app://bookings/new", "app://bookings/12"])
        #expect(run.lines == [
            "tab home: CityList#1", "tab bookings*: BookingList#2 > BookingDetail#4(id=12)", "url: app://bookings/12",
            "flags: loggedIn=true", "pending: none", "alerts: none",
        ])
        #expect(run.reports[2].events.contains(.popped(screen: "NewBooking", instance: 3)))
    }

    @Test func selectingTheSelectedTabPopsToRoot() throws {
        let simulator = try Self.hotels()
        let run = states(simulator, ["app://cities/paris/42", ":tab bookings", ":tab 2", ":tab home", ":tab home"])
        #expect(run.lines == ["tab home*: CityList#1", "tab bookings: BookingList#2", "url: app://cities"] + Self.tail)
        #expect(run.reports[4].events == [
            .popped(screen: "HotelDetail", instance: 4), .popped(screen: "HotelList", instance: 3),
        ])
    }

    @Test func unmatchedInputChangesNothingAndSuggests() throws {
        let simulator = try Self.hotels()
        var state = simulator.coldStart()
        _ = simulator.perform("app://cities/paris", on: &state)
        let before = state
        let report = simulator.perform("app://citties/paris/42/bok", on: &state)
        guard case .refused(let reason, let suggestions) = report.outcome else {
            Issue.record("expected a refusal")
            return
        }
        #expect(reason == "no route matches app://citties/paris/42/bok")
        #expect(suggestions.first == "/cities/:city/:hotelID/book")
        #expect(state == before)
    }

    @Test func redirectRouteAndChainLimit() throws {
        let simulator = try Self.hotels()
        let run = states(simulator, ["app://old/9"])
        #expect(run.lines[0] == "tab home*: CityList#1 > HotelList#3(city=paris) > HotelDetail#4(city=paris, hotelID=9)")
        var state = simulator.coldStart()
        let before = state
        let loop = simulator.perform("app://loop", on: &state)
        #expect(loop.outcome == .refused(reason: "redirect chain stopped: redirect 6 (to app://loop) is past the limit of 5; check the guards and `redirect` routes for a loop", suggestions: []))
        #expect(state == before)
    }

    @Test func shortcutSpotlightAndUniversalLink() throws {
        let simulator = try Self.hotels()
        let spotlight = states(simulator, ["hotel ritz"])
        #expect(spotlight.lines[0] == "tab home*: CityList#1 > HotelList#3(city=paris) > HotelDetail#4(city=paris, hotelID=42)")
        let universal = states(simulator, ["https://app.example.com/cities/paris/42"])
        // The same tree; the address bar keeps the host the universal link came with.
        #expect(universal.lines.filter { !$0.hasPrefix("url:") } == spotlight.lines.filter { !$0.hasPrefix("url:") })
        #expect(universal.lines.contains("url: https://app.example.com/cities/paris/42"))
        #expect(spotlight.lines.contains("url: app://cities/paris/42"))
        let shortcut = states(simulator, [":set loggedIn=true", "newBooking"])
        #expect(shortcut.lines[0...1] == ["tab home: CityList#1", "tab bookings*: BookingList#2 > NewBooking#3"])
    }

    @Test func mappingAndInjection() throws {
        let simulator = try Self.hotels()
        let run = states(simulator, ["app://articles/Hello%20world"])
        #expect(run.lines[0] == "tab home*: CityList#1 > Article#3(articleTitle=Hello world, theme:=dark)")
        #expect(run.lines[2] == "url: app://articles/Hello%20world")
    }

    @Test func resetGoesBackToAColdStart() throws {
        let simulator = try Self.hotels()
        let run = states(simulator, ["app://cities/paris/42", ":set loggedIn=true", ":reset"])
        #expect(run.lines == simulator.describe(simulator.coldStart()))
    }

    @Test func unknownCommandIsRefusedWithANearName() throws {
        let simulator = try Self.hotels()
        var state = simulator.coldStart()
        #expect(simulator.perform(":bakc", on: &state).outcome == .refused(reason: "unknown command :bakc", suggestions: [":back"]))
    }
}

/// Regressions found by the scenario work.
@Suite struct PlanRegressionTests {
    @Test func aRouteIsNeverItsOwnParent() throws {
        var test = TestApp(tabs: [TabDefinition(id: "home", title: "Home", root: "Home")])
        test.route(RouteBehavior(path: "search/:query(/page/:page)", screen: "Search"))
        let run = states(try test.simulator(), ["app://search/spa/page/2"])
        #expect(run.lines[0] == "tab home*: Home#1 > Search#2(query=spa, page=2)")
    }

    @Test func aModalScreenRoutePresentsOverItsParentsStack() throws {
        var test = TestApp(tabs: [TabDefinition(id: "home", title: "Home", root: "Home")])
        test.route(RouteBehavior(path: "items{Items}/:id{Item}"))
        test.route(RouteBehavior(path: "items/:id/preview", screen: "Preview", presentation: .modal))
        let run = states(try test.simulator(), ["app://items/9/preview"])
        #expect(run.lines[0...1] == ["tab home*: Home#1 > Items#2 > Item#3(id=9)", "modal 1: Preview#4(id=9)"])
    }
}

@Suite struct MissingDependencyTests {
    @Test func aDependencyThatMatchesNothingIsSkippedWithANote() throws {
        var test = TestApp(tabs: [TabDefinition(id: "home", title: "Home", root: "Home")])
        test.route(RouteBehavior(path: "users/{user_id}", screen: "User", popToRoot: true, dependencies: ["users"]))
        let run = states(try test.simulator(), ["app://users/7"])
        #expect(run.lines[0] == "tab home*: Home#1 > User#2(user_id=7)")
        #expect(run.reports[0].events.contains(.note("dependency \"users\" of routes[0] (as users) matches no route; skipped")))
    }
}
