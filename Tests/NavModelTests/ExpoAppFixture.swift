import Foundation
import NavModel
import NavRouteFile
import NavSupport
import TestSupport

/// An Expo app written to a scratch folder: `app/` files (path → source) and a route file
/// naming it; compiled as `navsim` loads it.
struct ExpoAppFixture {
    let scratch: ScratchDirectory
    let routeFile: String

    /// - Parameter binary: files whose bytes are given as they are (over `files`).
    init(_ files: [String: String], binary: [String: Data] = [:], routeFile extra: String = "") throws {
        scratch = try ScratchDirectory()
        for (path, data) in files.mapValues({ Data($0.utf8) }).merging(binary, uniquingKeysWith: { _, given in given }) {
            let url = scratch.url.appendingPathComponent("app").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        routeFile = try scratch.write(#"{"profile": "expo_router", "scheme": "myapp", "appDir": "app""# + extra + "}", to: "routes.json")
    }

    func compiled() throws -> CompiledApp { try CompiledApp(RouteFileLoader.load(path: routeFile)) }

    /// The load error's messages, or `nil` when the app loads.
    func loadErrors() -> [String]? {
        do {
            _ = try compiled()
            return nil
        } catch let error as RouteFileError {
            return error.diagnostics.map(\.message)
        } catch {
            return ["\(error)"]
        }
    }

    func run(_ inputs: [String]) throws -> (simulator: Simulator, state: SimulatorState, reports: [StepReport]) {
        let simulator = try compiled().simulator
        let run = simulator.run(inputs)
        return (simulator, run.state, run.reports)
    }

    /// The open --json members the navigator adds for the state.
    static func details(_ simulator: Simulator, _ state: SimulatorState) -> [String: JSONOutput] {
        Dictionary((simulator.navigator?.jsonDetails(of: state) ?? []).map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A layout's source with a navigator and, optionally, its settings.
func layout(_ navigator: String, settings: String? = nil, screens: String = "") -> String {
    (settings.map { "export const unstable_settings = \($0);\n" } ?? "")
        + "import { \(navigator) } from 'expo-router';\nexport default function Layout() {\n  return <\(navigator)>\(screens)</\(navigator)>;\n}\n"
}

let page = "export default function Page() { return null; }\n"

extension SimulatorState {
    /// The selected tab's stack, by screen id.
    var stackScreens: [String] { tree.currentTab.stack.screens.map(\.screen) }
}
