import NavExplain
import Foundation
import NavRouting

/// The `:commands` of the input line and of `navsim open`.
extension Simulator {
    /// Every command with a one-line summary, for help and completion.
    public static let commands: [(name: String, usage: String, summary: String)] = [
        ("back", ":back", "go back: pop the top screen or dismiss the modal"),
        ("tab", ":tab N|ID", "select a tab by number (1-based) or id; the selected tab pops to its root"),
        ("menu", ":menu [N|ID]", "a drawer app: list the side menu's entries, or open one (its root replaces the front stack)"),
        ("set", ":set FLAG=true|false", "set an app-state flag; a pending link resumes when its flag turns true"),
        ("reset", ":reset [URL]", "cold start: every tab at its root, flags as in the file; with URL, launched by that link"),
        ("push", ":push URL", "the app pushes URL's screen on top (as policy push), in the app, not through the OS"),
        ("replace", ":replace URL", "the app replaces the top screen with URL's (as policy replace)"),
        ("navigate", ":navigate URL", "the app navigates to URL itself (not through the OS)"),
        ("spotlight", ":spotlight TEXT", "open the spotlight entry whose title contains TEXT"),
        ("shortcut", ":shortcut NAME", "run a home-screen quick action"),
        ("explain", ":explain URL", "show every candidate route and why it won or lost"),
        ("matrix", ":matrix URL", "open URL from a cold start and from warm states; mark those that end differently"),
        ("routes", ":routes", "list the route table"),
        ("quit", ":quit", "leave navsim"),
    ]

    /// Applies `command`; the report names it by its text (`:tab 2`). On refusal `state` is unchanged.
    public func perform(_ command: SimulatorCommand, on state: inout SimulatorState) -> StepReport {
        transaction(on: &state) { performCommand(command, input: command.text, on: &$0) }
    }

    func performCommand(_ command: SimulatorCommand, input: String, on state: inout SimulatorState) -> StepReport {
        if let navigator, let report = navigator.perform(command, input: input, simulator: self, on: &state) { return report }
        switch command {
        case .back: return back(input: input, on: &state)
        case .tab(let argument): return selectTab(argument, input: input, on: &state)
        case .menu(let argument): return menu(argument, input: input, on: &state)
        case .set(let argument): return setFlag(argument, input: input, on: &state)
        case .reset:
            let platform = state.platform // the device stays what it is
            state = coldStart()
            state.platform = platform
            return StepReport(input: input, outcome: .applied, events: [.note("reset to a cold start")])
        case .relaunch(let url):
            let platform = state.platform
            state = coldStart()
            state.platform = platform
            var events: [NavigationEvent] = [.note("reset to a cold start, launched by \(url)")]
            return deliver(url, input: input, on: &state, events: &events)
        case .push(let url), .replace(let url), .navigate(let url):
            guard !url.isEmpty else {
                return StepReport(input: input, outcome: .refused(reason: "usage: \(command.text.split(separator: " ")[0]) URL", suggestions: []))
            }
            var app = self
            if case .push = command { app.policyOverride = .push }
            if case .replace = command { app.policyOverride = .replace }
            var events: [NavigationEvent] = []
            return app.open(url, input: input, on: &state, events: &events)
        case .spotlight(let argument):
            let hits = SpotlightSearch.ranked(argument, in: app.spotlight)
            guard let hit = SpotlightSearch.best(argument, in: app.spotlight) else {
                let reason = hits.isEmpty ? "no spotlight entry contains \"\(argument)\"" : "\(hits.count) spotlight entries contain \"\(argument)\""
                return StepReport(input: input, outcome: .refused(reason: reason, suggestions: (hits.isEmpty ? app.spotlight : hits).map(\.title)))
            }
            return perform(.spotlight(hit), as: input, on: &state)
        case .shortcut(let argument):
            guard let shortcut = app.shortcuts.first(where: { $0.name == argument }) else {
                return StepReport(input: input, outcome: .refused(reason: "no shortcut named \"\(argument)\"", suggestions: app.shortcuts.map(\.name)))
            }
            return perform(.shortcut(shortcut), as: input, on: &state)
        case .explain(let argument):
            guard !argument.isEmpty else { return StepReport(input: input, outcome: .refused(reason: "usage: :explain URL", suggestions: [])) }
            let declined = decliningRoutes(flags: state.flags)
            return StepReport(input: input, outcome: .info(table(declining: declined).explain(argument).naming(declined, flags: state.flags).lines))
        case .matrix(let argument):
            guard !argument.isEmpty else { return StepReport(input: input, outcome: .refused(reason: "usage: :matrix URL", suggestions: [])) }
            return StepReport(input: input, outcome: .info(matrix(argument).lines))
        case .platform(let argument): return switchPlatform(argument, input: input, on: &state)
        case .routes:
            return StepReport(input: input, outcome: .info(table.endpoints.map { "routes[\($0.routeIndex)] \($0.displayPattern(defaultScheme: table.options.defaultScheme))\($0.isPrefix ? " (prefix)" : "")" }))
        case .quit:
            return StepReport(input: input, outcome: .quit)
        case .unknown(let name):
            let near = Self.commands.map(\.name).filter { editDistance($0, name) <= 2 }
            return StepReport(input: input, outcome: .refused(reason: "unknown command :\(name)", suggestions: near.map { ":" + $0 }))
        }
    }

    /// Pops the top of the topmost modal's stack, dismisses a modal holding one screen, else pops
    /// the selected tab's stack; at a root nothing changes and the report says so.
    public func back(input: String = ":back", on state: inout SimulatorState) -> StepReport {
        if var modal = state.tree.modals.popLast() {
            if modal.screens.count > 1, let top = modal.screens.popLast() {
                state.tree.modals.append(modal)
                return StepReport(input: input, outcome: .applied, events: [.popped(screen: top.screen, instance: top.instance)]
                                  + cancelGuardFlow(closing: top, on: &state))
            }
            let bottom = modal.screens.first
            return StepReport(input: input, outcome: .applied,
                              events: (bottom.map { [.dismissed(screen: $0.screen, instance: $0.instance)] } ?? [])
                                  + (bottom.map { cancelGuardFlow(closing: $0, on: &state) } ?? []))
        }
        let tab = state.tree.selectedTab
        guard state.tree.tabs[tab].stack.screens.count > 1, let top = state.tree.tabs[tab].stack.screens.popLast() else {
            let tabState = state.tree.tabs[tab]
            if let bottom = tabState.stack.screens.first, bottom.screen != rootScreen(of: tabState) {
                // The screen a link kept below the root (jetpack): the bottom of the task's back stack.
                return StepReport(input: input, outcome: .refused(
                    reason: "\(bottom.screen) #\(bottom.instance) is the bottom of \(tabState.title)'s back stack: Back leaves the app; "
                        + "nothing to go back to", suggestions: []))
            }
            return StepReport(input: input, outcome: .refused(reason: "already at the root of \(state.tree.tabs[tab].title); nothing to go back to", suggestions: []))
        }
        var events: [NavigationEvent] = [.popped(screen: top.screen, instance: top.instance)] + cancelGuardFlow(closing: top, on: &state)
        selectTabOfDestinationAfterBack(on: &state, events: &events)
        return StepReport(input: input, outcome: .applied, events: events)
    }

    /// Selects a tab, or presents the screen of a tab that is a button (`presents`). Selecting the
    /// selected tab pops it to its root, as a tap does, unless `reselectPopsToRoot` is false (the
    /// app selects it in code: a quick action).
    func selectTab(_ selector: TabSelector, input: String, on state: inout SimulatorState,
                   reselectPopsToRoot: Bool = true) -> StepReport {
        let tabs = state.tree.tabs
        let index: Int?
        switch selector {
        case .position(let position): index = position - 1
        case .name(let name): index = tabs.firstIndex { $0.id.lowercased() == name.lowercased() || $0.title.lowercased() == name.lowercased() }
        }
        guard let index, tabs.indices.contains(index) else {
            let argument = selector.text
            let names = tabs.enumerated().map { "\($0.offset + 1)=\($0.element.id)" }.joined(separator: ", ")
            // A drawer's tabs are its side menu's entries (`:menu N`): the refusal says so.
            let (kind, list) = app.container == .drawer ? ("menu entry", "entries") : ("tab", "tabs")
            return StepReport(input: input, outcome: .refused(reason: "no \(kind) \"\(argument)\" (\(list): \(names))", suggestions: []))
        }
        var events: [NavigationEvent] = []
        while let modal = state.tree.modals.popLast() {
            if let bottom = modal.screens.first { events.append(.dismissed(screen: bottom.screen, instance: bottom.instance)) }
        }
        if let screen = definition(of: tabs[index])?.presents {
            presentFromTabButton(screen, tab: tabs[index].id, on: &state, events: &events)
        } else if index == state.tree.selectedTab, !reselectPopsToRoot {
            events.append(.note("\(tabs[index].title) is selected already; its stack stays as it is"))
        } else if index == state.tree.selectedTab {
            popToRoot(tab: index, on: &state, events: &events)
            if events.isEmpty { events.append(.note("\(tabs[index].title) is already at its root")) }
        } else {
            switchEntry(to: index, on: &state, events: &events)
            // Back left the tab at the screen below its root: selecting it navigates to its graph again.
            if let only = state.tree.tabs[index].stack.screens.first, state.tree.tabs[index].stack.screens.count == 1,
               only.screen == definition(of: state.tree.tabs[index])?.screenBelowRoot {
                popToRoot(tab: index, on: &state, events: &events)
            }
        }
        return StepReport(input: input, outcome: .applied, events: events)
    }

    /// `:menu`: a drawer's entries, the front one marked; `:menu N|ID` opens one like `:tab`.
    private func menu(_ argument: TabSelector?, input: String, on state: inout SimulatorState) -> StepReport {
        guard app.container == .drawer else {
            return StepReport(input: input, outcome: .refused(reason: "this app has no side menu (container.kind is \(app.container.rawValue))",
                                                              suggestions: []))
        }
        if let argument { return selectTab(argument, input: input, on: &state) }
        let entries = state.tree.tabs.enumerated().map { index, tab in
            (index == state.tree.selectedTab ? "● " : "  ") + "\(index + 1) \(tab.title)"
        }
        return StepReport(input: input, outcome: .applied, events: [.note("menu: " + entries.joined(separator: "  "))])
    }

    /// Brings tab (or drawer entry) `index` to the front. A drawer keeps one front stack:
    /// the entry left behind goes back to its root (its navigation controller is replaced).
    func switchEntry(to index: Int, on state: inout SimulatorState, events: inout [NavigationEvent]) {
        let previous = state.tree.selectedTab
        events.append(.tabSwitched(from: state.tree.tabs[previous].id, to: state.tree.tabs[index].id))
        state.tree.selectedTab = index
        guard app.container == .drawer else { return }
        while state.tree.tabs[previous].stack.screens.count > 1, let top = state.tree.tabs[previous].stack.screens.popLast() {
            events.append(.popped(screen: top.screen, instance: top.instance))
        }
        // The reveal controller lets the old navigation controller go (PPRevealSample's
        // popViewControllerWithNewCenterController:), so the entry comes back as a new root
        // without the last link's parameters.
        let root = rootScreen(of: state.tree.tabs[previous])
        guard let old = state.tree.tabs[previous].stack.screens.first, !old.parameters.isEmpty || old.screen != root else { return }
        let fresh = makeInstance(PlannedScreen(screen: root, parameters: [], origin: nil), state: &state)
        state.createdByLastInput.remove(fresh.instance)
        state.tree.tabs[previous].stack = NavigationStack([fresh])
        events.append(.note("\(state.tree.tabs[previous].title) goes back to a new \(fresh.screen) #\(fresh.instance): "
                            + "the drawer replaced its navigation controller"))
    }

    private func setFlag(_ argument: String, input: String, on state: inout SimulatorState) -> StepReport {
        let parts = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let truth = ["true": true, "yes": true, "1": true, "on": true, "false": false, "no": false, "0": false, "off": false]
        guard parts.count == 2, !parts[0].isEmpty, let value = truth[parts[1].lowercased()] else {
            return StepReport(input: input, outcome: .refused(reason: "usage: :set FLAG=true|false", suggestions: []))
        }
        var events: [NavigationEvent] = []
        return finishSet([parts[0]: value], input: input, on: &state, events: &events)
    }
}
