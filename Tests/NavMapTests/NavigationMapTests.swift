import Foundation
import NavMap
import NavRouteFile
import TestSupport
import Testing

private func edge(_ map: NavigationMap, _ from: String, _ to: String) -> NavigationMap.Edge.Kind? {
    map.edges.first { $0.from == .screen(from) && $0.to == .screen(to) }?.kind
}

@Suite("The navigation map of a route file")
struct NavigationMapTests {
    @Test("the demo: screens by tab, parents, modals, redirects and shortcuts")
    func demo() throws {
        let app = try CompiledApp(RouteFileLoader.load(contents: Data(BundledDemo.contents.utf8), path: BundledDemo.path))
        let map = NavigationMap(of: app)
        #expect(map.tabs.map(\.id) == ["home", "bookings", "profile"])
        #expect(map.screens.prefix(3).map(\.id) == ["CityList", "BookingList", "Profile"])
        #expect(map.screens.prefix(3).allSatisfy { $0.isRoot })
        // `{Screen}` marks: each screen on the one before; `!` presents.
        #expect(edge(map, "CityList", "HotelList") == .push)
        #expect(edge(map, "HotelList", "HotelDetail") == .push)
        #expect(edge(map, "HotelDetail", "Booking") == .modal)
        #expect(map.screen("Booking")?.isModal == true)
        #expect(map.screen("HotelDetail")?.tab == "home")
        // An implicit parent (the longest prefix route) and dependencies.
        #expect(edge(map, "HotelDetail", "Room") == .push)
        #expect(edge(map, "MyReviews", "Review") == .push)
        #expect(map.screen("Review")?.tab == "profile")
        // parameterScreens: one screen per parameter, in the route's tab.
        #expect(edge(map, "BookingList", "Trip") == .push)
        #expect(edge(map, "Trip", "TripStop") == .push)
        // A modal pushed inside: HelpTopic is pushed inside the Help presentation.
        #expect(edge(map, "Help", "HelpTopic") == .push)
        // A route without a tab or parent is pushed on whichever tab is current.
        #expect(map.screen("SimilarHotels")?.tab == nil)
        // Entries: patterns with their scheme, guards and requires; redirects point at their target.
        let book = try #require(map.entries.first { $0.label == "hotels://cities/:city/:hotelID/book" })
        #expect(book.target == "Booking")
        #expect(book.details.contains("requires loggedIn → hotels://signin"))
        let settings = try #require(map.entries.first { $0.label == "hotels://settings" })
        #expect(settings.details == ["⇒ hotels://profile/settings"])
        let target = try #require(map.entries.first { $0.label == "hotels://profile/settings" })
        #expect(map.edges.contains { $0.from == .entry(settings.key) && $0.to == .entry(target.key) && $0.kind == .redirect })
        #expect(map.entries.contains { $0.label == "hotelspro://dashboard" && $0.target == "PartnerDashboard" })
        let mapSearch = try #require(map.entries.first { $0.target == "MapSearch" })
        #expect(mapSearch.details.contains("where view ^map$"))
        let shortcut = try #require(map.entries.first { $0.key == "shortcut newBooking" })
        #expect(shortcut.label == "shortcut newBooking (F2)")
        #expect(shortcut.target == "NewBooking")
        // Every declared screen is a node, once.
        let declared = Set(app.app.screens.keys)
        #expect(declared.isSubset(of: Set(map.screens.map(\.id))))
        #expect(map.screens.count == Set(map.screens.map(\.id)).count)
    }

    @Test("a jetpack app: each graph's start destinations under its destinations, tabs by graph")
    func jetpackGraphs() throws {
        let path = ProjectFiles.root.appendingPathComponent("Resources/examples/jetpack-shop.json").path
        let map = NavigationMap(of: try CompiledApp.load(path: path))
        #expect(map.tabs.map(\.id) == ["home_graph", "search_graph", "account_graph"])
        #expect(edge(map, "home", "product") == .push)
        #expect(edge(map, "account", "order") == .push)
        #expect(edge(map, "search", "categories") == .push)
        #expect(edge(map, "categories", "category") == .push)
        #expect(map.screen("order")?.tab == "account_graph")
        #expect(map.entries.contains { $0.label == "https://shop.example.com/orders/:orderId" && $0.target == "order" })
    }

    @Test("an app without tabs: one stack under its `/` screen, no tab groups")
    func withoutTabs() throws {
        let app = try compiledApp(#"""
        { "routes": [ { "path": "/", "screen": "Home" }, { "path": "a/:id", "screen": "A" }, { "path": "a/:id/b", "screen": "B", "presentation": "modal" } ] }
        """#)
        let map = NavigationMap(of: app)
        #expect(map.tabs.isEmpty)
        #expect(edge(map, "Home", "A") == .push)
        #expect(edge(map, "A", "B") == .modal)
        let text = map.rendered(as: .mermaid)
        #expect(!text.contains("subgraph"))
    }

    @Test("--diff: what only the new file has is added, what only the old one has is removed and struck")
    func difference() throws {
        let old = NavigationMap(of: try compiledApp(#"""
        { "scheme": "app", "routes": [ { "path": "a{A}/:id{B}" }, { "path": "gone", "screen": "Gone" } ] }
        """#))
        let new = NavigationMap(of: try compiledApp(#"""
        { "scheme": "app", "routes": [ { "path": "a{A}/:id{B}" }, { "path": "a/:id/c", "screen": "C", "presentation": "modal" } ] }
        """#))
        let diff = NavigationMap.difference(from: old, to: new)
        #expect(diff.screen("A")?.change == .unchanged)
        #expect(diff.screen("C")?.change == .added)
        #expect(diff.screen("Gone")?.change == .removed)
        #expect(diff.entries.first { $0.label == "app://a/:id/c" }?.change == .added)
        #expect(diff.entries.first { $0.label == "app://gone" }?.change == .removed)
        #expect(diff.edges.first { $0.from == .screen("B") && $0.to == .screen("C") }?.change == .added)
        #expect(diff.edges.first { $0.from == .screen("A") && $0.to == .screen("B") }?.change == .unchanged)
        #expect(diff.changeCounts.added > 0 && diff.changeCounts.removed > 0)
        let mermaid = diff.rendered(as: .mermaid)
        #expect(MermaidGrammar.problems(mermaid) == [])
        #expect(mermaid.contains("− G\u{336}o\u{336}n\u{336}e\u{336}"))
        #expect(mermaid.contains("+ C (modal)"))
        #expect(mermaid.split(separator: "\n").contains { $0.hasPrefix("  class ") && $0.hasSuffix(" added") && $0.contains("s_C") })
        #expect(mermaid.split(separator: "\n").contains { $0.hasPrefix("  class ") && $0.hasSuffix(" removed") && $0.contains("s_Gone") })
        let dot = diff.rendered(as: .dot)
        #expect(dot.contains("<<S>− Gone</S>>"))
        guard let output = try Graphviz.render(dot) else { return }
        #expect(output.status == 0, "\(output.stderr)")
    }

    @Test("the outline: tabs, screens under their parents, the patterns reaching them, the stack marked")
    func outline() throws {
        let app = try CompiledApp(RouteFileLoader.load(contents: Data(BundledDemo.contents.utf8), path: BundledDemo.path))
        let outline = MapOutline(NavigationMap(of: app), highlighted: ["CityList", "HotelList"])
        let text = outline.text
        let home = try #require(text.firstIndex(of: "Home  (tab home)"))
        #expect(text[home + 1] == "  ● CityList  \"Where to?\"")
        #expect(text[home + 2] == "    ← hotels://cities")
        #expect(text.contains("    ● HotelList  \"Hotels in {city}\""))
        #expect(text.contains("        Booking  \"Book hotel {hotelID}\"  (modal)"))
        #expect(text.contains("          ← hotels://cities/:city/:hotelID/book · requires loggedIn → hotels://signin"))
        #expect(outline.lines.filter(\.isHighlighted).count == 2)
        // Every screen once.
        let screens = outline.lines.filter { $0.kind == .screen }
        #expect(screens.count == NavigationMap(of: app).screens.count)
    }
}
