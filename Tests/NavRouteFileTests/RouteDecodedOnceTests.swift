import NavModel
import NavRouteFile
import TestSupport
import Testing

/// The route file holds the app's own route, decoded once: the compiled app's route is the
/// file's, with its index, and the maps keep the order the file writes them in.
@Suite struct RouteDecodedOnceTests {
    static let json = #"""
    { "scheme": "app", "state": { "in": false, "beta": true }, "guards": { "in": { "redirect": "app://login" } },
      "tabs": [ { "id": "home", "root": "Home" } ],
      "screens": { "Item": { "title": "Item {z}", "defaults": { "sort": "new", "page": 1 }, "inject": { "theme": "dark", "a": "b" } } },
      "routes": [
        { "path": "login", "screen": "Login", "presentation": "modal", "set": { "in": true } },
        { "path": "items/:z/:b", "screen": "Item", "tab": "home", "priority": 3, "policy": "push", "popToRoot": true,
          "requires": ["in"], "where": { "z": "^[0-9]+$", "b": "^[a-z]+$" }, "defaults": { "q": "1", "c": "2" },
          "alert": "Item {z}", "parent": false, "onModal": "keep", "when": ["beta"], "host": "*.example.com",
          "lint": { "ignore": ["unreached-screen"] } }
      ] }
    """#

    @Test func theCompiledRouteIsTheDecodedOne() throws {
        let app = try compiledApp(Self.json)
        let file = app.file.routeFile
        #expect(app.app.routes.count == 2)
        for (index, route) in file.routes.enumerated() {
            var decoded = route.value
            decoded.index = index
            #expect(app.app.routes[index] == decoded)
        }
        let item = file.routes[1]
        #expect(item.where.keys == ["z", "b"])
        #expect(item.defaults.keys == ["q", "c"])
        #expect(item.presentation == .push)
        #expect(file.routes[0].presentation == .modal)
        #expect(item.host == "*.example.com" && item.priority == 3 && item.parent == ParentRule.none && item.when == ["beta"])
        #expect(item.lint?.ignore == ["unreached-screen"])
        #expect(app.app.routes[1].matching.constraints == ["z": "^[0-9]+$", "b": "^[a-z]+$"])
    }

    @Test func tabsAndScreensAreTheAppsOwn() throws {
        let app = try compiledApp(Self.json)
        let file = app.file.routeFile
        #expect(app.app.tabs == file.tabs.map(\.value))
        // A title left out is the tab's id.
        #expect(file.tabs[0].title == "home")
        let item = try #require(file.screens["Item"])
        #expect(app.app.screens["Item"] == item.value)
        #expect(item.defaults.keys == ["sort", "page"] && item.inject.keys == ["theme", "a"])
        #expect(item.location.jsonPath == "screens.Item")
    }
}
