import NavModel
import NavRouting
import Testing

/// The seed libraries' own stories, each with the whole expected state after every input.
@Suite struct LibraryStoryTests {
    /// WAAppRouting: "open the app on a hotel detail, and back goes to the hotels list for the
    /// hotel's city"; opening another hotel reuses the list (refreshed) and pushes the detail.
    @Test func waapproutingHotelBackStack() throws {
        var test = TestApp(tabs: [TabDefinition(id: "home", title: "Home", root: "CityList")],
                           screens: [ScreenDefinition(id: "HotelList", title: "Hotels in {city}"),
                                     ScreenDefinition(id: "HotelDetail", title: "Hotel {hotelID}", defaults: ["nights": "1"])])
        test.route(RouteBehavior(path: "cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}", tab: "home"))
        let simulator = try test.simulator()
        var state = simulator.coldStart()

        #expect(simulator.perform("app://cities/paris/42", on: &state).outcome == .applied)
        #expect(simulator.describe(state) == [
            "tab home*: CityList#1 > HotelList#2(city=paris) > HotelDetail#3(city=paris, hotelID=42, nights=1 default)",
            "url: app://cities/paris/42", "flags: none", "pending: none", "alerts: none",
        ])
        #expect(state.tree.visibleScreen?.title == "Hotel 42")

        #expect(simulator.perform(":back", on: &state).outcome == .applied)
        #expect(simulator.describe(state) == [
            "tab home*: CityList#1 > HotelList#2(city=paris)",
            "url: app://cities/paris", "flags: none", "pending: none", "alerts: none",
        ])
        #expect(state.tree.visibleScreen?.title == "Hotels in paris")

        let report = simulator.perform("app://cities/rome/7", on: &state)
        #expect(report.events.contains(.reused(screen: "HotelList", instance: 2)))
        #expect(simulator.describe(state) == [
            "tab home*: CityList#1 > HotelList#2(city=rome) > HotelDetail#4(city=rome, hotelID=7, nights=1 default)",
            "url: app://cities/rome/7", "flags: none", "pending: none", "alerts: none",
        ])
    }

    /// IKRouter Routables: one screen per parameter builds the whole stack; a route with a
    /// parameter that has no Routable builds nothing.
    @Test func ikrouterRedGreenBlueRoutables() throws {
        var test = TestApp(parameterScreens: ["red": "Red", "green": "Green", "blue": "Blue"])
        test.route(RouteBehavior(path: "red/:red/green/:green/blue/:blue"))
        test.route(RouteBehavior(path: "red/:red/green/:green"))
        test.route(RouteBehavior(path: "red/:red/yellow/:yellow"))
        let simulator = try test.simulator()

        let full = states(simulator, ["app://red/1/green/2/blue/3"])
        #expect(full.lines == [
            "tab main*: Root#1 > Red#2(red=1) > Green#3(red=1, green=2) > Blue#4(red=1, green=2, blue=3)",
            "url: app://red/1/green/2/blue/3", "flags: none", "pending: none", "alerts: none",
        ])
        let shorter = states(simulator, ["app://red/1/green/2/blue/3", "app://red/1/green/5"])
        #expect(shorter.lines == [
            "tab main*: Root#1 > Red#2(red=1) > Green#3(red=1, green=5)",
            "url: app://red/1/green/5", "flags: none", "pending: none", "alerts: none",
        ])
        let partial = states(simulator, ["app://red/1/yellow/2"])
        #expect(partial.lines == ["tab main*: Root#1", "url: app://", "flags: none", "pending: none", "alerts: none"])
        #expect(partial.reports[0].events.last == .note("routes[2] names no screen, so the navigation does not change"))
    }

    /// ICRouter: a post depends on its forum (run first), the forum on the forum list; a user
    /// route pops to root before its dependency and itself.
    @Test func icrouterForumPostDependency() throws {
        var test = TestApp(tabs: [TabDefinition(id: "forums", title: "Forums", root: "Forums"),
                                  TabDefinition(id: "people", title: "People", root: "Users")])
        test.route(RouteBehavior(path: "forums", screen: "Forums"))
        test.route(RouteBehavior(path: "forums/{forum_id}", screen: "Forum"))
        test.route(RouteBehavior(path: "forums/{forum_id}/posts/{post_id}", screen: "Post", dependencies: ["forums/{forum_id}"]))
        test.route(RouteBehavior(path: "users", screen: "Users", tab: "people"))
        test.route(RouteBehavior(path: "users/{user_id}", screen: "User", tab: "people", popToRoot: true, dependencies: ["users"]))
        test.route(RouteBehavior(path: "users/{user_id}/friends", screen: "Friends", tab: "people"))
        let simulator = try test.simulator()

        let post = states(simulator, [":tab 2", "app://forums/3/posts/9"])
        #expect(post.lines == [
            "tab forums*: Forums#1 > Forum#3(forum_id=3) > Post#4(forum_id=3, post_id=9)",
            "tab people: Users#2",
            "url: app://forums/3/posts/9", "flags: none", "pending: none", "alerts: none",
        ])
        #expect(post.reports[1].events.contains(.tabSwitched(from: "people", to: "forums")))

        let user = states(simulator, ["app://users/5/friends", "app://users/6"])
        #expect(user.lines == [
            "tab forums: Forums#1",
            "tab people*: Users#2 > User#5(user_id=6)",
            "url: app://users/6", "flags: none", "pending: none", "alerts: none",
        ])
    }
}
