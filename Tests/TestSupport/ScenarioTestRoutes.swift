/// A small app with two tabs, a list-and-item route, an alert route and a guard.
public let scenarioTestRoutes = #"""
    { "scheme": "app",
      "state": { "in": false },
      "guards": { "in": { "redirect": "app://login" } },
      "tabs": [ { "id": "home", "root": "Home" }, { "id": "more", "root": "More" } ],
      "screens": { "Item": { "title": "Item {id}", "defaults": { "size": "M" } }, "Secret": { "requires": ["in"] } },
      "routes": [
        { "path": "items{List}/:id{Item}", "tab": "home" },
        { "path": "hello", "alert": "Hi {name}" },
        { "path": "secret", "screen": "Secret", "tab": "more" },
        { "path": "login", "screen": "Login", "presentation": "modal" }
      ],
      "shortcuts": [ { "name": "first", "url": "app://items/1" } ] }
    """#
