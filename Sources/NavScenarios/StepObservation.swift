import Foundation
import NavModel
import NavRouting
import NavRouteFile

/// What a step did and the state it left, in the terms expectations use. The runner compares
/// expectations with it; the recorder writes it out as expectations.
public struct StepObservation: Sendable {
    /// How the input ended.
    public var outcome: StepOutcome
    /// Why it was refused, when it was.
    public var reason: String?
    /// The alerts this step raised, in order.
    public var alerts: [String]
    /// The step's log lines (what `open --trace` prints).
    public var log: [String]
    /// The state after the step.
    public var state: SimulatorState
    /// The current URL (reverse routing).
    public var url: String
    /// What the simulated OS did with the step's URL; `nil` when the input is not a URL or no
    /// platform is simulated.
    public var link: LinkHandoff?

    /// Observes a step: `report` is what `Simulator.perform` returned (`nil` for a check-only
    /// step, which counts as applied), `state` the state after it.
    public init(input: String?, report: StepReport?, state: SimulatorState, simulator: Simulator) {
        self.state = state
        self.url = simulator.currentURL(of: state)
        var alerts: [String] = []
        var matched = false
        for event in report?.events ?? [] {
            switch event {
            case .alert(let message): alerts.append(message)
            case .matched: matched = true
            default: break
            }
        }
        self.alerts = alerts
        self.log = (report?.events ?? []).map(\.description)
        self.link = report?.link
        switch report?.outcome {
        case nil, .applied?:
            outcome = .applied
        case .refused(let reason, _)?:
            let isCommand = input?.trimmingCharacters(in: .whitespaces).hasPrefix(":") ?? false
            // A URL the OS keeps was refused before any route was asked; one the app hands back to
            // the browser (`"unmatched": "browser"`) is refused by the app's own rule.
            outcome = matched || isCommand || report?.link?.opensApp == false || report?.handedBackToBrowser != nil ? .refused : .unmatched
            self.reason = reason
        case .info?:
            outcome = .info
        case .quit?:
            outcome = .quit
        }
    }

    /// The selected tab's id.
    public var tab: String { state.tree.currentTab.id }
    /// Each tab's stack as screen ids, root first, in tab order.
    public var stacks: [(tab: String, screens: [String])] {
        state.tree.tabs.map { (tab: $0.id, screens: $0.stack.screens.map(\.screen)) }
    }
    /// The selected tab's stack as screen ids.
    public var stack: [String] { state.tree.currentTab.stack.screens.map(\.screen) }
    /// Each modal presentation, bottom up, as screen ids.
    public var modals: [[String]] { state.tree.modals.map { $0.screens.map(\.screen) } }
    /// The screen on top of everything.
    public var visibleScreen: ScreenInstance? { state.tree.visibleScreen }
    /// The link waiting behind a guard.
    public var pending: String? { state.pending }

    /// The instance an expectation about screen `id` means: the topmost one, looking through the
    /// modals from the top, then the selected tab's stack from the top, then the other tabs.
    public func instance(of id: String) -> ScreenInstance? {
        instancesInSearchOrder.first { $0.screen == id }
    }

    /// Every screen instance, in the order ``instance(of:)`` looks.
    var instancesInSearchOrder: [ScreenInstance] {
        let tree = state.tree
        var instances = tree.modals.reversed().flatMap { $0.screens.reversed() }
        instances += tree.currentTab.stack.screens.reversed()
        for (index, tab) in tree.tabs.enumerated() where index != tree.selectedTab {
            instances += tab.stack.screens.reversed()
        }
        return instances
    }

    /// The value of flag `name` (an undeclared flag is false, as guards read it).
    public func flag(_ name: String) -> Bool { state.flags[name] ?? false }
}
