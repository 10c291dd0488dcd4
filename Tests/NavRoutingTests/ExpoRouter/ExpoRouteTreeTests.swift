import Testing
@testable import NavProfiles

/// expo-router's `getRoutes` (packages/expo-router/src/__tests__/getRoutes.test.ios.ts) and
/// `sortRoutes` as navsim reads an app folder.
@Suite struct ExpoRouteTreeTests {
    // getRoutes.test.ios.ts › getRoutes › should append a _layout, sitemap and +not-found
    @Test func appendsALayoutSitemapAndNotFound() throws {
        let root = try ExpoTestApp(["(app)/index"]).tree()
        #expect(root.kind == .layout && root.generated && root.file == "expo-router/build/views/Navigator.js")
        #expect(root.children.map(\.route) == ["_sitemap", "+not-found", "(app)/index"])
        #expect(root.children.map(\.file) == ["expo-router/build/views/Sitemap.js", "expo-router/build/views/Unmatched.js", "./(app)/index.js"])
        #expect(root.children[1].dynamic == [ExpoDynamicSegment(name: "+not-found", deep: true, notFound: true)])
        #expect(root.children[0].generated && root.children[0].isInternal && !root.children[2].generated)
    }

    // getRoutes.test.ios.ts › getRoutes › should not append a _layout if there already is a top level layout
    @Test func keepsTheAppsRootLayout() throws {
        let root = try ExpoTestApp(["(app)/index", "_layout"]).tree()
        #expect(root.file == "./_layout.js" && !root.generated)
        #expect(root.children.map(\.route) == ["_sitemap", "+not-found", "(app)/index"])
    }

    // getRoutes.test.ios.ts › getRoutes › allows index routes be one level higher in the file-tree than their subroutes
    @Test func dynamicRouteBesideItsFolder() throws {
        let root = try ExpoTestApp(["[a].tsx", "[a]/[b].tsx"]).tree()
        let own = root.children.filter { !$0.generated }
        #expect(own.map(\.route) == ["[a]", "[a]/[b]"])
        #expect(own[1].dynamic == [ExpoDynamicSegment(name: "a", deep: false, notFound: false), ExpoDynamicSegment(name: "b", deep: false, notFound: false)])
    }

    // getRoutes.test.ios.ts › getRoutes › will throw if a route ends in group syntax
    @Test func routeNamedLikeAGroupIsAnError() {
        #expect(ExpoTestApp(["folder/(b).tsx"]).error() == "Invalid route ./folder/(b).tsx. Routes cannot end with '(group)' syntax")
    }

    // getRoutes.test.ios.ts › getRoutes › should name routes relative to the closest _layout
    @Test func namesRoutesRelativeToTheClosestLayout() throws {
        let root = try ExpoTestApp(["(b)/_layout", "(a,b)/page"]).tree()
        let own = root.children.filter { !$0.generated }
        #expect(own.map(\.route) == ["(b)", "(a)/page"])
        #expect(own[0].kind == .layout && own[0].children.map(\.route) == ["page"] && own[0].lastGroupName == "b")
        #expect(own[0].children[0].file == "./(a,b)/page.js" && own[1].file == "./(a,b)/page.js")
    }

    // getRoutes.test.ios.ts › duplicate routes › throws if there are duplicate routes
    @Test func duplicateRoutes() {
        #expect(ExpoTestApp(["a.js", "a.tsx"]).error()
                == "The route files \"./a.tsx\" and \"./a.js\" conflict on the route \"/a\". Remove or rename one of these files.")
    }

    // getRoutes.test.ios.ts › duplicate routes › throws if there are duplicate nested routes
    @Test func duplicateNestedRoutes() {
        #expect(ExpoTestApp(["a.js", "test/folder/b.tsx", "test/folder/b.js"]).error()
                == "The route files \"./test/folder/b.js\" and \"./test/folder/b.tsx\" conflict on the route \"/test/folder/b\". Remove or rename one of these files.")
    }

    // getRoutes.test.ios.ts › duplicate routes › will not throw if the routes are in separate groups,
    // will not throw of the groupings are present at different levels
    @Test func sameNameInOtherGroupsOrLevelsIsFine() {
        #expect(ExpoTestApp(["(a)/c", "(b)/c"]).error() == nil)
        #expect(ExpoTestApp(["(a)/test/c", "test/(a)/c"]).error() == nil)
    }

    // getRoutes.test.ios.ts › duplicate routes › doesn't throw if similarly named routes are in different groupings
    @Test func arrayGroupCollidingWithAGroup() {
        #expect(ExpoTestApp(["(a)/b.tsx", "(a,b)/b.tsx"]).error()
                == "The route files \"./(a,b)/b.tsx\" and \"./(a)/b.tsx\" conflict on the route \"/(a)/b\". Remove or rename one of these files.")
    }

    // getRoutes.test.ios.ts › +html › should ignore top-level +html files; errors if there are nested +html routes
    @Test func htmlFiles() throws {
        #expect(try ExpoTestApp(["+html", "index"]).tree().children.map(\.route) == ["index", "_sitemap", "+not-found"])
        #expect(ExpoTestApp(["folder/+html"]).error()
                == "Invalid route ./folder/+html.js. Route nodes cannot start with the '+' character. \"Rename it to folder/html.js\"")
    }

    // getRoutes.test.ios.ts › +not-found › should not append a +not-found if there already is a top level +not+found
    @Test func appsOwnNotFound() throws {
        let root = try ExpoTestApp(["(app)/index", "+not-found"]).tree()
        #expect(root.children.map(\.route) == ["+not-found", "_sitemap", "(app)/index"])
        #expect(!root.children[0].generated && root.children[0].file == "./+not-found.js")
    }

    // getRoutes.test.ios.ts › entry points › should append entry points for all parent _layouts
    @Test func arrayGroupLayoutsNest() throws {
        let root = try ExpoTestApp(["a/_layout", "a/b/_layout", "a/b/(c,d)/_layout", "a/b/(c,d)/e"]).tree()
        let b = try #require(root.child(named: "a")?.child(named: "b"))
        #expect(b.children.map(\.route) == ["(c)", "(d)"])
        #expect(b.children.map { $0.children.map(\.route) } == [["e"], ["e"]])
        #expect(b.children[1].children[0].id == "a/b/(d)/e")
    }

    // getRoutesCore.ts › extrapolateGroups: "Array syntax cannot contain duplicate group name"
    @Test func duplicateArrayGroupName() {
        #expect(ExpoTestApp(["(a,a)/x"]).error() == "Array syntax cannot contain duplicate group name \"a,a\" in \"(a,a)/x\".")
    }

    // getRoutes.test.ios.ts (platform routes): a platform file replaces its plain sibling; without one it is an error
    @Test func platformVariants() throws {
        let ios = try ExpoTestApp(["index.tsx", "index.ios.tsx", "index.android.tsx"]).tree()
        #expect(ios.child(named: "index")?.file == "./index.ios.tsx")
        let android = try ExpoTestApp(["index.tsx", "index.ios.tsx", "index.native.tsx"], platform: "android").tree()
        #expect(android.child(named: "index")?.file == "./index.native.tsx")
        #expect(ExpoTestApp(["about.ios.tsx"]).error()
                == "The file ./about.ios.tsx does not have a fallback sibling file without a platform extension.")
        #expect(ExpoTestApp(["about.android.tsx", "index.tsx"]).error() == nil)
    }

    // layoutAnchor.test.ios.ts › getLayoutAnchor › throws when the anchor is not a route in the layout
    @Test func anchorNamingNoRoute() {
        let app = ExpoTestApp(["_layout.tsx", "a.tsx", "b.tsx"], sources: ["_layout.tsx": "export const unstable_settings = { anchor: 'c' };\nexport default () => <Stack />"])
        #expect(app.error() == "The initial route name \"c\" was not found in the layout at \"./_layout.tsx\". Available routes are: \"a\", \"b\". "
                + "Set `unstable_settings.anchor` to the name of a route in this layout.")
    }

    // layoutAnchor.test.ios.ts › getLayoutAnchor › throws with the group name when the group anchor is not a route in the layout
    @Test func groupAnchorNamingNoRoute() {
        let app = ExpoTestApp(["(b)/_layout.tsx", "(b)/a.tsx"], sources: ["(b)/_layout.tsx": "export const unstable_settings = { b: { anchor: 'c' } };"])
        #expect(app.error()?.hasPrefix("The initial route name \"c\" for group \"b\" was not found in the layout at \"./(b)/_layout.tsx\".") == true)
    }

    // layoutAnchor.test.ios.ts › returns the `index` route of an anchor directory; getGroupMatchingRouteName
    @Test func anchorResolution() throws {
        let folder = try ExpoTestApp(["_layout.tsx", "a/index.tsx", "b.tsx"], sources: ["_layout.tsx": "export const unstable_settings = { anchor: 'a' }"]).tree()
        #expect(folder.anchor == "a/index")
        let groupNamed = try ExpoTestApp(["(b)/_layout.tsx", "(b)/a.tsx", "(b)/b/index.tsx"]).tree()
        #expect(groupNamed.child(named: "(b)")?.anchor == "b/index")
        let deprecated = try ExpoTestApp(["_layout.tsx", "a.tsx", "b.tsx"], sources: ["_layout.tsx": "export const unstable_settings = { initialRouteName: 'b' }"]).tree()
        #expect(deprecated.anchor == "b")
        let groupWins = try ExpoTestApp(["(g)/_layout.tsx", "(g)/a.tsx", "(g)/b.tsx"],
                                        sources: ["(g)/_layout.tsx": "export const unstable_settings = { anchor: 'a', g: { initialRouteName: 'b' } }"]).tree()
        #expect(groupWins.child(named: "(g)")?.anchor == "b")
    }

    // getStateFromPath-order.test.ios.tsx: routeNames put the anchor first, then index, then static by length
    @Test func routeNamesOrder() throws {
        let root = try ExpoTestApp(["_layout.tsx", "aa.tsx", "bbb.tsx", "index.tsx", "[id].tsx", "[...rest].tsx", "(g)/x.tsx"],
                                   sources: ["_layout.tsx": "export const unstable_settings = { anchor: 'bbb' }"]).tree()
        #expect(root.routeNames == ["bbb", "index", "aa", "(g)/x", "[id]", "[...rest]"])
        let declared = try ExpoTestApp(["_layout.tsx", "aa.tsx", "bbb.tsx", "index.tsx"],
                                       sources: ["_layout.tsx": "export default () => <Tabs><Tabs.Screen name=\"aa\" /></Tabs>"]).tree()
        #expect(declared.routeNames == ["aa", "index", "bbb"])
    }

    // getRoutes.test.ios.ts › anchor › throws if anchor with group selection does not match a route
    @Test func groupSelectedAnchorNamingNoRoute() {
        let app = ExpoTestApp(["(a,b)/_layout", "(a,b)/c"], sources: ["(a,b)/_layout.js": "export const unstable_settings = { a: { anchor: 'c' }, b: { anchor: 'd' } };"])
        #expect(app.error() == "The initial route name \"d\" for group \"b\" was not found in the layout at \"./(a,b)/_layout.js\". "
                + "Available routes are: \"c\". Set `unstable_settings.anchor` to the name of a route in this layout.")
    }

    // getRoutes.test.ios.ts › anchor › does not label a shared anchor as group-specific
    @Test func sharedAnchorIsNotGroupSpecific() {
        let app = ExpoTestApp(["(a)/_layout", "(a)/index"], sources: ["(a)/_layout.js": "export const unstable_settings = { anchor: 'missing' };"])
        #expect(app.error()?.hasPrefix("The initial route name \"missing\" was not found in the layout at \"./(a)/_layout.js\". Available routes are: \"index\".") == true)
    }

    // getRoutes.test.ios.ts › dynamic routes › parses dynamic routes
    @Test func parsesDynamicRoutes() throws {
        // The context's keys in the test's order: a folder's files come before its sub-folders'.
        let own = try ExpoTestApp(["[single]", "a/b/c/[single]", "[...catchAll]"]).tree().children.filter { !$0.generated }
        #expect(own.map(\.route) == ["[single]", "[...catchAll]", "a/b/c/[single]"])
        #expect(own.map(\.dynamic) == [[ExpoDynamicSegment(name: "single", deep: false, notFound: false)],
                                        [ExpoDynamicSegment(name: "catchAll", deep: true, notFound: false)],
                                        [ExpoDynamicSegment(name: "single", deep: false, notFound: false)]])
    }

    // getRoutes.test.ios.ts › api routes › should ignore api routes by default
    @Test func ignoresAPIRoutes() throws {
        #expect(try ExpoTestApp(["(app)/page", "(app)/page+api"]).tree().children.filter { !$0.generated }.map(\.route) == ["(app)/page"])
    }

    // getRoutes.test.ios.ts › group expansion › syntax; multiple groups; multiple groups with brackets
    @Test func groupExpansion() throws {
        func routes(_ file: String) throws -> [String] { try ExpoTestApp([file]).tree().children.filter { !$0.generated }.map(\.route) }
        #expect(try routes("(single)/directory/(a,b)/mixed") == ["(single)/directory/(a)/mixed", "(single)/directory/(b)/mixed"])
        #expect(try routes("(a,b)/(c,d)/multiple-groups")
                == ["(a)/(c)/multiple-groups", "(a)/(d)/multiple-groups", "(b)/(c)/multiple-groups", "(b)/(d)/multiple-groups"])
        #expect(try routes("(a,b)/((c),d,(e))/multiple-groups-with-brackets")
                == ["(a)/((c))/multiple-groups-with-brackets", "(a)/(d)/multiple-groups-with-brackets", "(a)/((e))/multiple-groups-with-brackets",
                    "(b)/((c))/multiple-groups-with-brackets", "(b)/(d)/multiple-groups-with-brackets", "(b)/((e))/multiple-groups-with-brackets"])
    }

    // getRoutes.test.ios.ts › +not-found › should not match top-level deep dynamic with nested index
    @Test func aNotFoundFolderIsNoNotFoundRoute() throws {
        let root = try ExpoTestApp(["(group)/+not-found/(group)/index.tsx", "+not-found/index.tsx", "+not-found/(group)/index.tsx",
                                    "(group1)/+not-found/(group2)/index.tsx", "(group1)/+not-found/(group2)/(group3)/index.tsx"]
                                    .sorted(by: ExpoRouteTreeBuilder.contextOrder)).tree()
        let notFound = try #require(root.children.first { $0.route == "+not-found" })
        #expect(notFound.generated && notFound.isInternal && notFound.file == "expo-router/build/views/Unmatched.js")
    }
}
