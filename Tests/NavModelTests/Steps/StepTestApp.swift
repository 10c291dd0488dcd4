import NavModel
import NavRouteFile
import NavRouting
import Testing
import TestSupport

/// An inline route file for the navigation steps' tests, with a `home` and a `search` tab.
enum StepTestApp {
    static func simulator(_ top: String = "", routes: String, tabs: String? = nil) throws -> Simulator {
        let tabList = tabs ?? #"[{ "id": "home", "root": "Home" }, { "id": "search", "root": "Search" }]"#
        return try compiledApp(#"{ "scheme": "app", "tabs": \#(tabList), \#(top) "routes": [\#(routes)] }"#).simulator
    }

    /// The same inline app under `profile`, whose library rules the steps apply.
    static func simulator(_ profile: MatchingProfile, _ top: String = "", routes: String) throws -> Simulator {
        try simulator(#""profile": "\#(profile.rawValue)", \#(top)"#, routes: routes)
    }

    /// The rule `profile` lists navigation step `name` with; fails the test when it lists none.
    static func rule(_ name: NavigationStepName, of profile: MatchingProfile,
                     sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(profile.navigation.rule(of: name), "\(profile) lists \(name) with a rule", sourceLocation: sourceLocation)
    }

    static func screens(_ stack: NavigationStack) -> [String] { stack.screens.map(\.screen) }

    static func modals(_ state: SimulatorState) -> [[String]] { state.tree.modals.map(screens) }

    static func log(_ report: StepReport) -> [String] { report.events.map(\.description) }
}
