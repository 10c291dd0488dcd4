import NavModel
import NavRouteFile
import Testing
import TestSupport

/// An inline route file for the navigation steps' tests, with a `home` and a `search` tab.
enum StepTestApp {
    static func simulator(_ top: String = "", routes: String, tabs: String? = nil) throws -> Simulator {
        let tabList = tabs ?? #"[{ "id": "home", "root": "Home" }, { "id": "search", "root": "Search" }]"#
        return try compiledApp(#"{ "scheme": "app", "tabs": \#(tabList), \#(top) "routes": [\#(routes)] }"#).simulator
    }

    static func screens(_ stack: NavigationStack) -> [String] { stack.screens.map(\.screen) }

    static func modals(_ state: SimulatorState) -> [[String]] { state.tree.modals.map(screens) }

    static func log(_ report: StepReport) -> [String] { report.events.map(\.description) }
}
