import Foundation
import NavModel
import NavRouteFile
import NavSupport
import Testing

/// expo-router's navigation, mirroring packages/expo-router/src/__tests__/navigation.test.ios.tsx
/// (NAV) and initialRouteName.test.ios.tsx (ANCHOR): launches with anchors and tabs, push,
/// navigate, replace, redirects and Back.
@Suite struct ExpoRouterNavigationTests {
    // ANCHOR › initialURL overrides anchor; NAV › can deep link, pop back, and move around with initialRouteName in root layout
    @Test func aDeepLinkSeedsTheAnchorBelowAndBackReturnsToIt() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack", settings: "{ anchor: 'index' }"), "index.tsx": page, "apple.tsx": page])
        var (simulator, state, reports) = try app.run(["myapp://apple"])
        #expect(!reports[0].isRefused)
        #expect(state.stackScreens == ["index", "apple"])
        #expect(!simulator.perform(":back", on: &state).isRefused)
        #expect(state.stackScreens == ["index"])
        let refusal = simulator.perform(":back", on: &state)
        #expect(refusal.isRefused)
        if case .refused(let reason, _) = refusal.outcome { #expect(reason.hasPrefix("Back leaves the app")) }
    }

    // ANCHOR › render the initial route with local params (the anchor receives the target's params)
    @Test func theAnchorGetsTheTargetsParams() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack", settings: "{ anchor: 'index' }"), "index.tsx": page, "[fruit].tsx": page])
        let (_, state, _) = try app.run(["myapp://banana"])
        #expect(state.tree.currentTab.stack.screens.map { $0.value("fruit")?.string } == ["banana", "banana"])
    }

    // A warm link is React Navigation's linking listener: `navigate`, so no anchor is seeded
    @Test func aWarmLinkNavigatesWithoutAnchor() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack", settings: "{ anchor: 'index' }"), "index.tsx": page, "a.tsx": page, "b.tsx": page])
        let (_, state, _) = try app.run([":reset", "myapp://a", "myapp://b"])
        #expect(state.stackScreens == ["index", "a", "b"])
    }

    // NAV › can push the same route multiple times (the generated root layout stacks)
    @Test func pushAddsAnEntryEvenForARouteAlreadyThere() throws {
        let app = try ExpoAppFixture(["index.tsx": page, "a.tsx": page])
        let (simulator, state, _) = try app.run([":push /a", ":push /a"])
        #expect(state.stackScreens == ["index", "a", "a"])
        let navigation = ExpoAppFixture.details(simulator, state)["navigationState"]
        #expect(navigation?.rendered(pretty: false).contains(#""routeNames":["__root","+not-found","_sitemap"]"#) == true)
    }

    // NAV › stack unwinding: navigate returns to the last entry of that route, popping those above
    @Test func navigateUnwindsToAnExistingEntry() throws {
        let app = try ExpoAppFixture(["index.tsx": page, "a.tsx": page, "b.tsx": page])
        let (_, state, _) = try app.run([":push /a", ":push /b", ":navigate /a"])
        #expect(state.stackScreens == ["index", "a"])
        let (_, other, _) = try app.run([":push /a", ":navigate /b"])
        #expect(other.stackScreens == ["index", "a", "b"])
    }

    // NAV › preserves history when replacing: Back skips the replaced entry
    @Test func replaceTakesTheTopEntrysPlace() throws {
        let app = try ExpoAppFixture(["index.tsx": page, "a.tsx": page, "b.tsx": page])
        var (simulator, state, _) = try app.run([":push /a", ":replace /b"])
        #expect(state.stackScreens == ["index", "b"])
        _ = simulator.perform(":back", on: &state)
        #expect(state.stackScreens == ["index"])
    }

    // NAV › dynamic routes: navigate to the same route with other params adds an entry
    @Test func navigateComparesDynamicParams() throws {
        let app = try ExpoAppFixture(["index.tsx": page, "[id].tsx": page])
        let (_, state, _) = try app.run([":navigate /1", ":navigate /2", ":navigate /1"])
        #expect(state.tree.currentTab.stack.screens.map { $0.value("id")?.string } == [nil, "1"])
    }

    // Tabs rehydrate every tab, focus the linked one; Back returns to the first (backBehavior: 'firstRoute')
    @Test func aLinkIntoTabsCreatesEveryTab() throws {
        let app = try ExpoAppFixture([
            "_layout.tsx": layout("Tabs", screens: #"<Tabs.Screen name="one" options={{ title: 'One' }} /><Tabs.Screen name="two" />"#),
            "one.tsx": page, "two.tsx": page,
        ])
        var (simulator, state, _) = try app.run(["myapp://two"])
        #expect(state.tree.tabs.map(\.id) == ["one", "two"])
        #expect(state.tree.tabs.map(\.title) == ["One", "two"])
        #expect(state.tree.selectedTab == 1)
        #expect(ExpoAppFixture.details(simulator, state)["canGoBack"] == .bool(true))
        #expect(!simulator.perform(":back", on: &state).isRefused)
        #expect(state.tree.selectedTab == 0)
        #expect(simulator.perform(":back", on: &state).isRefused)
    }

    // A Redirect route is replaced by its href: Back skips it; a loop is refused after ten
    @Test func redirectsReplaceTheRoute() throws {
        let app = try ExpoAppFixture([
            "index.tsx": page, "target.tsx": page,
            "old.tsx": "import { Redirect } from 'expo-router';\nexport default function Old() { return <Redirect href=\"/target\" />; }\n",
            "loop.tsx": "export default () => <Redirect href=\"/loop2\" />\n",
            "loop2.tsx": "export default () => <Redirect href=\"/loop\" />\n",
        ])
        var (simulator, state, reports) = try app.run([":push /old"])
        #expect(state.stackScreens == ["index", "target"])
        #expect(reports[0].events.contains { if case .redirected(let to, _) = $0 { return to == "/target" } else { return false } })
        _ = simulator.perform(":back", on: &state)
        #expect(state.stackScreens == ["index"])
        let loop = simulator.perform(":push /loop", on: &state)
        #expect(loop.isRefused)
        #expect(state.stackScreens == ["index"])
    }

    // A conditional redirect given as rules (expoRouter.redirects) reads the route's params and the flags
    @Test func redirectRules() throws {
        let app = try ExpoAppFixture(["index.tsx": page, "login.tsx": page, "account/[tab].tsx": page],
                                     routeFile: #", "state": {"signedIn": false}, "expoRouter": {"redirects": {"account/[tab].tsx": [{"when": ["!signedIn"], "to": "/login?next={tab}"}]}}"#)
        var (simulator, state, _) = try app.run([":push /account/orders"])
        #expect(state.stackScreens == ["index", "login"])
        #expect(ExpoAppFixture.details(simulator, state)["url"] == .string("/login?next=orders"))
        _ = simulator.perform(":set signedIn=true", on: &state)
        _ = simulator.perform(":push /account/orders", on: &state)
        #expect(state.stackScreens == ["index", "login", "account/[tab]"])
    }

    // ANCHOR › push should not add the anchor; push with withAnchor does
    @Test func pushWithAnchor() throws {
        let files = ["index.tsx": page, "profile/_layout.tsx": layout("Stack", settings: "{ anchor: 'index' }"),
                     "profile/index.tsx": page, "profile/[id].tsx": page]
        let app = try ExpoAppFixture(files)
        let (_, plain, _) = try app.run([":push /profile/1"])
        #expect(plain.stackScreens == ["index", "profile/[id]"])
        let (_, anchored, _) = try app.run([":push /profile/1 withAnchor"])
        #expect(anchored.stackScreens == ["index", "profile/index", "profile/[id]"])
    }

    // NAV › can pop back from a nested modal: presentation 'modal' keeps the entry in its Stack
    @Test func aModalIsAnEntryOfItsStack() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack", screens: #"<Stack.Screen name="modal" options={{ presentation: 'modal', title: 'Cart' }} />"#),
                                      "index.tsx": page, "modal.tsx": page])
        var (simulator, state, _) = try app.run([":push /modal"])
        #expect(state.stackScreens == ["index"])
        #expect(state.tree.modals.map { $0.screens.map(\.title) } == [["Cart"]])
        let navigation = ExpoAppFixture.details(simulator, state)["navigationState"]?.rendered(pretty: false) ?? ""
        #expect(navigation.contains(#"{"name":"index","path":""},{"name":"modal","path":"modal"}"#))
        _ = simulator.perform(":back", on: &state)
        #expect(state.tree.modals.isEmpty)
    }

    // usePathname, useSegments, canGoBack and the URL for a route reached by a link and one that was not
    @Test func pathnameSegmentsAndURL() throws {
        let app = try ExpoAppFixture(["(shop)/_layout.tsx": layout("Stack", settings: "{ anchor: 'index' }"), "(shop)/index.tsx": page,
                                      "(shop)/item/[id].tsx": page],
                                     routeFile: #", "expoRouter": {"baseUrl": "/store"}"#)
        var (simulator, state, _) = try app.run(["myapp://store/(shop)/item/a%20b?ref=mail#top"])
        var details = ExpoAppFixture.details(simulator, state)
        #expect(details["pathname"] == .string("/item/a%20b"))
        #expect(details["segments"] == .array(["(shop)", "item", "[id]"]))
        #expect(details["canGoBack"] == .bool(true))
        #expect(details["url"] == .string("/store/item/a%20b?ref=mail"))
        _ = simulator.perform(":back", on: &state)
        details = ExpoAppFixture.details(simulator, state)
        #expect(details["pathname"] == .string("/"))
        #expect(details["segments"] == .array(["(shop)"]))
        #expect(details["canGoBack"] == .bool(false))
    }

    // match --json (a web link keeps its fragment; a custom scheme's is dropped): the path, the route's file and pattern, the params' sources and getStateFromPath's state
    @Test func matchJSON() throws {
        let app = try ExpoAppFixture(["(tabs)/_layout.tsx": layout("Tabs"), "(tabs)/home/[category].tsx": page])
        let simulator = try app.compiled().simulator
        let answer = try #require(simulator.navigator?.matchJSON("https://shop.example.com/home/shoes?sort=price#top", simulator: simulator))
        #expect(answer.matched)
        let text = answer.json.rendered(pretty: false)
        #expect(text.contains(#""path":"home/shoes?sort=price#top""#))
        #expect(text.contains(#""route":{"path":"(tabs)/home/[category].tsx","pattern":"/(tabs)/home/:category","index":null}"#))
        #expect(text.contains(#""screen":"(tabs)/home/[category]","name":"home/[category]""#))
        #expect(text.contains(##""sources":{"category":"path","#":"fragment","sort":"query"}"##))
        #expect(text.contains(#""navigationState":{"routes":[{"name":"__root","params":{"category":"shoes"},"state":{"routes":[{"name":"(tabs)""#))
        let missing = try ExpoAppFixture(["+not-found.tsx": page, "a.tsx": page]).compiled().simulator
        #expect(missing.navigator?.matchJSON("myapp://zzz", simulator: missing)?.json.rendered(pretty: false).contains(#""screen":"+not-found""#) == true)
    }

    // Configuration errors name the file and use expo-router's messages
    @Test func badAppFolders() throws {
        #expect(try ExpoAppFixture(["a.tsx": page, "a.js": page]).loadErrors()?.first
                == "app/a.tsx: The route files \"./a.tsx\" and \"./a.js\" conflict on the route \"/a\". Remove or rename one of these files.")
        #expect(try ExpoAppFixture(["_layout.tsx": layout("Stack", settings: "{ anchor: 'nope' }"), "a.tsx": page]).loadErrors()?.first?
            .hasPrefix("app/_layout.tsx: The initial route name \"nope\" was not found in the layout at \"./_layout.tsx\". Available routes are: \"a\".") == true)
        #expect(try ExpoAppFixture(["a.tsx": page, "a/index.tsx": page]).loadErrors()?.first?
            .hasPrefix("app/a/index.tsx and app/a.tsx: Found conflicting screens with the same pattern. The pattern 'a' resolves to both") == true)
        // A file that cannot be read as text names itself.
        #expect(try ExpoAppFixture(["a.tsx": page], binary: ["_layout.tsx": Data([0x3C, 0xFF, 0xFE, 0x3E])])
                    .loadErrors()?.first == "app/_layout.tsx: the file is not UTF-8 text")
        #expect(try ExpoAppFixture(["a.tsx": page], routeFile: #", "routes": []"#).loadErrors()?.first?.contains("\"routes\" is not used") == true)
        #expect(try ExpoAppFixture(["a.tsx": page], routeFile: #", "expoRouter": {"layout": {}}"#).loadErrors()?.first?.hasPrefix("unknown key \"layout\"") == true)
        #expect(try ExpoAppFixture(["a.tsx": page], routeFile: #", "expoRouter": {"layouts": {"x/_layout.tsx": {"navigator": "Tabs"}}}"#).loadErrors()?.first
                == "app has no file \"x/_layout.tsx\"")
        #expect(try ExpoAppFixture([:], routeFile: "").loadErrors()?.first?.contains("does not exist") == true)
    }

    // A layout override replaces what the source says; an unreadable navigator is a note
    @Test func layoutOverridesAndNotes() throws {
        let custom = "import { JsStack } from '../components/stack';\nexport default function Layout() { return <JsStack />; }\n"
        let noted = try ExpoAppFixture(["_layout.tsx": custom, "index.tsx": page, "a.tsx": page]).compiled()
        #expect(noted.file.warnings.contains { $0.severity == .note && $0.message.contains("app/_layout.tsx:2:") })
        let overridden = try ExpoAppFixture(["_layout.tsx": custom, "index.tsx": page, "a.tsx": page],
                                            routeFile: #", "expoRouter": {"layouts": {"_layout.tsx": {"navigator": "Tabs", "unstable_settings": {"anchor": "a"}}}}"#)
        let (_, state, _) = try overridden.run([])
        #expect(state.tree.tabs.map(\.id) == ["a", "index"])
        #expect(state.tree.hasTabBar)
    }
}

/// More of navigation.test.ios.tsx: pathnames and segments after push, replace and Back.
@Suite struct ExpoNavigationHooksTests {
    private func hooks(_ simulator: Simulator, _ state: SimulatorState) -> (pathname: JSONOutput?, segments: JSONOutput?) {
        let details = ExpoAppFixture.details(simulator, state)
        return (details["pathname"], details["segments"])
    }

    private func segments(_ names: String...) -> JSONOutput { .array(names.map { .string($0) }) }

    // navigation.test.ios.tsx › imperative only › can handle navigation between routes
    @Test func canHandleNavigationBetweenRoutes() throws {
        let app = try ExpoAppFixture(["index.tsx": page, "profile/[name].tsx": page])
        let (simulator, state, _) = try app.run([":push /profile/test-name"])
        #expect(hooks(simulator, state).pathname == .string("/profile/test-name"))
        #expect(state.tree.currentTab.stack.screens.last?.value("name")?.string == "test-name")
    }

    // navigation.test.ios.tsx › replaces from top level modal to initial route in a tab navigator
    @Test func replacesFromATopLevelRouteToTheTabs() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack", settings: "{ initialRouteName: '(tabs)' }"), "[...missing].tsx": page,
                                      "(tabs)/_layout.tsx": layout("Tabs"), "(tabs)/index.tsx": page])
        var (simulator, state, _) = try app.run([])
        #expect(hooks(simulator, state).pathname == .string("/") && hooks(simulator, state).segments == segments("(tabs)"))
        for action in [":push /", ":replace /"] {
            #expect(!simulator.perform(":push /missing-screen", on: &state).isRefused)
            #expect(hooks(simulator, state).pathname == .string("/missing-screen"))
            #expect(hooks(simulator, state).segments == segments("[...missing]"))
            #expect(!simulator.perform(action, on: &state).isRefused)
            #expect(hooks(simulator, state).pathname == .string("/"), "\(action)")
            #expect(hooks(simulator, state).segments == segments("(tabs)"), "\(action)")
        }
    }

    // navigation.test.ios.tsx › can push nested initial route name; can replace nested initial route name
    @Test func canPushAndReplaceANestedInitialRouteName() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack", settings: "{ initialRouteName: 'index' }"), "index.tsx": page,
                                      "settings/_layout.tsx": layout("Slot"), "settings/index.tsx": page])
        for action in [":push /settings", ":replace /settings"] {
            let (simulator, state, _) = try app.run([action])
            #expect(hooks(simulator, state).pathname == .string("/settings"), "\(action)")
        }
    }

    // navigation.test.ios.tsx › can push back from a nested modal to a nested sibling
    @Test func canPushBackFromANestedModalToANestedSibling() throws {
        let root = layout("Stack", screens: "<Stack.Screen name=\"index\" /><Stack.Screen name=\"slot\" /><Stack.Screen name=\"(group)\" options={{ presentation: 'modal' }} />")
        let app = try ExpoAppFixture(["_layout.tsx": root, "index.tsx": page, "slot/_layout.tsx": layout("Slot"), "slot/index.tsx": page,
                                      "(group)/_layout.tsx": layout("Slot"), "(group)/modal.tsx": page])
        var (simulator, state, _) = try app.run([":push /slot"])
        #expect(hooks(simulator, state).pathname == .string("/slot"))
        #expect(!simulator.perform(":push /(group)/modal", on: &state).isRefused)
        #expect(hooks(simulator, state).pathname == .string("/modal"))
        #expect(state.tree.modals.count == 1)
        #expect(!simulator.perform(":push /slot", on: &state).isRefused)
        #expect(hooks(simulator, state).pathname == .string("/slot"))
        // Ensure it also works for replace.
        #expect(!simulator.perform(":push /(group)/modal", on: &state).isRefused)
        #expect(!simulator.perform(":replace /slot", on: &state).isRefused)
        #expect(hooks(simulator, state).pathname == .string("/slot"))
    }

    // navigation.test.ios.tsx › can navigate to hoisted groups; can navigate to nested groups
    @Test func canNavigateToHoistedAndNestedGroups() throws {
        let hoisted = try ExpoAppFixture(["index.tsx": page, "_layout.tsx": layout("Slot"), "example/(a,b)/_layout.tsx": layout("Slot"),
                                          "example/(a,b)/route.tsx": page])
        let (simulator, state, _) = try hoisted.run([":push /example/(a)/route"])
        #expect(hooks(simulator, state).pathname == .string("/example/route"))
        #expect(state.stackScreens.last == "example/(a)/route")
        let nested = try ExpoAppFixture(["index.tsx": page, "_layout.tsx": layout("Slot"), "example/(a,b)/_layout.tsx": layout("Slot"),
                                         "example/(a,b)/folder/(c,d)/_layout.tsx": layout("Slot"), "example/(a,b)/folder/(c,d)/route.tsx": page])
        let (other, deep, _) = try nested.run([":push /example/(a)/folder/(d)/route"])
        #expect(hooks(other, deep).pathname == .string("/example/folder/route"))
        #expect(deep.stackScreens.last == "example/(a)/folder/(d)/route")
    }
}

/// getStateFromPath-order.test.ios.tsx: each navigator's routeNames, in the live navigator's order.
@Suite struct ExpoRouteNamesOrderTests {
    // getStateFromPath-order.test.ios.tsx › emits routeNames in the exact same order as the live navigator, at every level
    @Test func routeNamesAtEveryLevel() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack"), "index.tsx": page,
                                      "(group)/_layout.tsx": layout("Tabs", settings: "{ anchor: 'bbb' }"),
                                      "(group)/bbb.tsx": page, "(group)/aa.tsx": page, "(group)/index.tsx": page])
        let (simulator, state, _) = try app.run([":navigate /aa"])
        let rendered = try #require(ExpoAppFixture.details(simulator, state)["navigationState"]).rendered(pretty: false)
        var level = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        var names: [[String]] = []
        while let routeNames = level["routeNames"] as? [String] {
            names.append(routeNames)
            let routes = level["routes"] as? [[String: Any]] ?? []
            guard let index = level["index"] as? Int, routes.indices.contains(index), let nested = routes[index]["state"] as? [String: Any] else { break }
            level = nested
        }
        #expect(names.count > 1)
        #expect(names.first == ["__root", "+not-found", "_sitemap"])
        #expect(names.last == ["bbb", "index", "aa"])
    }
}

/// initialRouteName.test.ios.tsx: the layout's `initialRouteName` below a linked route.
@Suite struct ExpoInitialRouteNameTests {
    private func pathname(_ simulator: Simulator, _ state: SimulatorState) -> JSONOutput? { ExpoAppFixture.details(simulator, state)["pathname"] }

    // initialRouteName.test.ios.tsx › will default to the initialRouteName
    @Test func willDefaultToTheInitialRouteName() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack", settings: "{ initialRouteName: 'apple' }"), "index.tsx": page, "apple.tsx": page])
        let (simulator, state, _) = try app.run(["myapp://apple"])
        #expect(pathname(simulator, state) == .string("/apple"))
        #expect(state.stackScreens == ["apple"])
    }

    // initialRouteName.test.ios.tsx › render the initial route with local params (issue #26908)
    @Test func rendersTheInitialRouteWithLocalParams() throws {
        let app = try ExpoAppFixture(["index.tsx": page, "[fruit]/_layout.tsx": layout("Stack", settings: "{ initialRouteName: 'index' }"),
                                      "[fruit]/index.tsx": page, "[fruit]/[id].tsx": page])
        var (simulator, state, _) = try app.run(["myapp://apple/1"])
        #expect(pathname(simulator, state) == .string("/apple/1"))
        #expect(state.tree.currentTab.stack.screens.last?.value("fruit")?.string == "apple")
        #expect(state.tree.currentTab.stack.screens.last?.value("id")?.string == "1")
        #expect(!simulator.perform(":back", on: &state).isRefused)
        #expect(pathname(simulator, state) == .string("/apple"))
        #expect(state.stackScreens == ["[fruit]/index"])
        #expect(state.tree.currentTab.stack.screens.last?.value("id")?.string == "1")
    }

    // initialRouteName.test.ios.tsx › works with useLocalSearchParams
    @Test func worksWithLocalSearchParams() throws {
        let app = try ExpoAppFixture(["[fruit]/_layout.tsx": layout("Stack", settings: "{ initialRouteName: 'index' }"),
                                      "[fruit]/index.tsx": page, "[fruit]/page.tsx": page])
        var (simulator, state, _) = try app.run(["myapp://apple/page"])
        #expect(pathname(simulator, state) == .string("/apple/page"))
        #expect(!simulator.perform(":back", on: &state).isRefused)
        #expect(pathname(simulator, state) == .string("/apple"))
        #expect(state.tree.currentTab.stack.screens.last?.parameters.map(\.name) == ["fruit"])
    }
}

/// Platform variants follow the simulated platform, not iOS always.
@Suite struct ExpoPlatformVariantTests {
    // platform-routes.test.android.tsx › should only load android and native routes; platform-routes.test.ios.tsx
    @Test func eachPlatformReadsItsOwnVariants() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack"), "index.tsx": page, "other.tsx": page, "about.tsx": page,
                                      "about.android.tsx": "import { Redirect } from 'expo-router';\nexport default function About() { return <Redirect href=\"/other\" />; }\n",
                                      "help.tsx": page, "help.native.tsx": page, "help.web.tsx": page])
        let simulator = try app.compiled().simulator
        var ios = simulator.coldStart()
        #expect(!simulator.perform(":push /about", on: &ios).isRefused)
        #expect(ios.stackScreens == ["index", "about"])

        var android = simulator.coldStart()
        android.platform = .android
        #expect(!simulator.perform(":push /about", on: &android).isRefused)
        #expect(android.stackScreens == ["index", "other"])
        // Switching the platform mid-run: the next inputs read the other platform's files.
        android.platform = .ios
        #expect(!simulator.perform(":push /about", on: &android).isRefused)
        #expect(android.stackScreens == ["index", "other", "about"])
    }

    // A layout's variant changes the navigator on its platform only
    @Test func aLayoutVariantChangesTheNavigator() throws {
        let app = try ExpoAppFixture(["_layout.tsx": layout("Stack"), "_layout.android.tsx": layout("Tabs"), "index.tsx": page, "b.tsx": page])
        let simulator = try app.compiled().simulator
        var android = simulator.coldStart()
        android.platform = .android
        _ = simulator.perform(":reset", on: &android)
        let type = { (state: SimulatorState) in
            ExpoAppFixture.details(simulator, state)["navigationState"]?.rendered(pretty: false).contains(#""type":"tab""#)
        }
        #expect(type(android) == true)
        #expect(type(simulator.coldStart()) == false)
    }
}
