import Foundation
import Testing
@testable import NavRouteFile
import TestSupport
import NavSupport

/// The reference example of the route file (the one docs/route-file.md describes key by key), comments removed.
let specExampleJSON = #"""
{
  "$schema": "Resources/routes.schema.json",
  "name": "Hotels",
  "scheme": "hotels",
  "domains": ["hotels.example.com"],
  "matching": {
    "profile": "navsim",
    "caseSensitive": true,
    "decodePlus": true,
    "treatHostAsPath": "auto"
  },
  "schemes": { "thing": { "fallbackToGlobal": true } },
  "state": { "loggedIn": false },
  "guards": { "loggedIn": { "redirect": "hotels://login" } },
  "tabs": [ { "id": "home", "title": "Home", "root": "CityList", "icon": "⌂" } ],
  "screens": {
    "HotelList":   { "title": "Hotels in {city}" },
    "HotelDetail": { "title": "Hotel {hotelID}", "defaults": { "nights": "1" },
                     "mapping": { "article_title": "articleTitle" } },
    "Booking":     { "title": "Book {hotelID}", "requires": ["loggedIn"] }
  },
  "parameterScreens": { "projectId": "Project", "itemId": "Item" },
  "routes": [
    { "path": "cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}", "tab": "home" },
    { "path": "cities/:city/:hotelID/book{Booking}!" },
    { "path": "/user/view/:userID", "screen": "UserProfile", "tab": "profile", "priority": 10 },
    { "path": "users/{user_id}", "screen": "User", "dependencies": ["users"], "popToRoot": true },
    { "path": "list/*", "alert": "You are dealing with item {articleID}" },
    { "path": "/return/:value", "where": { "value": "^yes$" } },
    { "path": "/foo", "scheme": "thing", "screen": "ThingFoo" },
    { "path": "login", "screen": "Login", "presentation": "modal", "set": { "loggedIn": true } }
  ],
  "shortcuts": [
    { "name": "newBooking", "title": "New booking", "subtitle": "Paris", "icon": "+",
      "key": "F2", "url": "hotels://bookings/new" }
  ],
  "spotlight": [ { "title": "Hotel Ritz", "url": "hotels://cities/paris/42" } ]
}
"""#

/// A location in the reference example.
private func spot(_ path: String, _ line: Int, _ column: Int) -> JSONLocation {
    JSONLocation(jsonPath: path, position: SourcePosition(line: line, column: column))
}

@Suite("Route file decoder: the reference example")
struct RouteFileSpecExampleTests {
    static let expected = RouteFile(
        name: "Hotels",
        scheme: "hotels",
        domains: ["hotels.example.com"],
        matching: RouteFile.Matching(profile: .navsim, caseSensitive: true, decodePlus: true, treatHostAsPath: .auto),
        schemes: ["thing": RouteFile.SchemeOptions(fallbackToGlobal: true)],
        state: ["loggedIn": false],
        guards: ["loggedIn": RouteFile.Guard(redirect: "hotels://login")],
        tabs: [
            RouteFile.Tab(id: "home", title: "Home", root: "CityList", icon: "⌂", location: spot("tabs[0]", 15, 13)),
        ],
        screens: [
            "HotelList": RouteFile.Screen(id: "HotelList", title: "Hotels in {city}", location: spot("screens.HotelList", 17, 20)),
            "HotelDetail": RouteFile.Screen(
                id: "HotelDetail", title: "Hotel {hotelID}", defaults: ["nights": "1"],
                mapping: ["article_title": "articleTitle"], location: spot("screens.HotelDetail", 18, 20)),
            "Booking": RouteFile.Screen(
                id: "Booking", title: "Book {hotelID}", requires: ["loggedIn"], location: spot("screens.Booking", 20, 20)),
        ],
        parameterScreens: ["projectId": "Project", "itemId": "Item"],
        routes: [
            RouteFile.Route(
                path: "cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}", tab: "home",
                location: spot("routes[0]", 24, 5)),
            RouteFile.Route(path: "cities/:city/:hotelID/book{Booking}!", location: spot("routes[1]", 25, 5)),
            RouteFile.Route(
                path: "/user/view/:userID", screen: "UserProfile", tab: "profile", priority: 10,
                location: spot("routes[2]", 26, 5)),
            RouteFile.Route(
                path: "users/{user_id}", screen: "User", popToRoot: true, dependencies: ["users"],
                location: spot("routes[3]", 27, 5)),
            RouteFile.Route(path: "list/*", alert: "You are dealing with item {articleID}", location: spot("routes[4]", 28, 5)),
            RouteFile.Route(path: "/return/:value", where: ["value": "^yes$"], location: spot("routes[5]", 29, 5)),
            RouteFile.Route(path: "/foo", scheme: "thing", screen: "ThingFoo", location: spot("routes[6]", 30, 5)),
            RouteFile.Route(
                path: "login", screen: "Login", presentation: .modal, set: ["loggedIn": true],
                location: spot("routes[7]", 31, 5)),
        ],
        shortcuts: [
            RouteFile.Shortcut(
                name: "newBooking", title: "New booking", subtitle: "Paris", icon: "+", key: .function(2),
                url: "hotels://bookings/new", location: spot("shortcuts[0]", 34, 5)),
        ],
        spotlight: [
            RouteFile.SpotlightEntry(title: "Hotel Ritz", url: "hotels://cities/paris/42", location: spot("spotlight[0]", 37, 18)),
        ])

    @Test func decodesToTheExpectedRouteFile() throws {
        let decoded = RouteFileDecoder.decode(try JSONDocument(parsing: specExampleJSON))
        #expect(decoded.routeFile == Self.expected)
    }

    /// The reference example is abbreviated: it routes to a "profile" tab it does not declare.
    @Test func itsOnlyProblemIsTheUndeclaredProfileTab() throws {
        let decoded = RouteFileDecoder.decode(try JSONDocument(parsing: specExampleJSON))
        #expect(decoded.diagnostics.map { $0.rendered(file: "spec.json") } == [
            #"spec.json:26:69: error: routes[2].tab: no tab "profile" in "tabs"; the tabs are "home""#,
        ])
    }

    @Test func withTheProfileTabDeclaredItLoadsCleanly() throws {
        let json = specExampleJSON.replacingOccurrences(
            of: #""icon": "⌂" } ],"#,
            with: #""icon": "⌂" }, { "id": "profile", "root": "Me" } ],"#)
        let loaded = try RouteFileLoader.load(contents: Data(json.utf8), path: "spec.json")
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.routeFile.tabs.map(\.id) == ["home", "profile"])
        #expect(loaded.routeFile.routes == Self.expected.routes)
    }
}
