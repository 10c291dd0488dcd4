import Foundation
import NavRouteFile
import TestSupport
import NavUI
import Testing

/// A small shop app for UI tests: stable, unlike the demo file.
enum Fixture {
    static let routeFile = """
    {
      "name": "Shop",
      "scheme": "shop",
      "state": { "loggedIn": false },
      "guards": { "loggedIn": { "redirect": "shop://login" } },
      "tabs": [
        { "id": "home", "title": "Home", "root": "Home", "icon": "⌂" },
        { "id": "account", "title": "Account", "root": "Account", "icon": "☺" }
      ],
      "screens": {
        "ProductList": { "title": "{category}" },
        "Product": { "title": "Product {id}", "defaults": { "size": "M" } },
        "Checkout": { "title": "Checkout", "requires": ["loggedIn"] }
      },
      "routes": [
        { "path": "products{Home}/:category{ProductList}/<int:id>{Product}", "tab": "home" },
        { "path": "cart{Cart}!/checkout{Checkout}" },
        { "path": "login", "screen": "Login", "presentation": "modal", "set": { "loggedIn": true } },
        { "path": "orders", "screen": "Orders", "tab": "account" }
      ],
      "shortcuts": [
        { "name": "cart", "title": "Cart", "key": "F2", "url": "shop://cart" },
        { "name": "orders", "title": "My orders", "subtitle": "Last 30 days", "key": "F3", "url": "shop://orders" }
      ]
    }
    """

    static func app() throws -> CompiledApp {
        try compiledApp(routeFile, path: "shop.json")
    }

    static func state(columns: Int = 100, rows: Int = 24) throws -> AppState {
        try AppState(app: app(), columns: columns, rows: rows)
    }

    /// Types `text` and presses Enter.
    static func enter(_ text: String, into state: inout AppState) {
        for character in text { _ = update(&state, .key(.character(character))) }
        _ = update(&state, .key(.enter))
    }
}
