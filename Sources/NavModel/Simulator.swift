import NavExplain
import Foundation
import NavRouting

/// The navigation simulator: applies inputs (URLs, paths, shortcut names, spotlight titles,
/// `:commands`) to a `SimulatorState`. Pure: the same table, state and input always give the
/// same result, and an input that is refused leaves the state exactly as it was.
public struct Simulator: Sendable {
    public let app: AppDefinition
    public let table: RouteTable
    /// The simulated OS that URL inputs go through first (``DeviceLinkGate``); `nil`: the app alone.
    public var linkGate: DeviceLinkGate?
    /// The profile's own navigation, when its library navigates by a model of its own
    /// (``AppNavigator``); `nil` under navsim's navigation (plans applied to the container tree).
    public var navigator: (any AppNavigator)?
    /// The stack policy `:push` and `:replace` impose on the route they open; `nil` keeps the route's.
    var policyOverride: StackPolicy?
    /// Redirects (guards and `redirect` routes) followed for one input before giving up.
    public static let maximumRedirects = 5

    public init(app: AppDefinition, table: RouteTable, linkGate: DeviceLinkGate? = nil, navigator: (any AppNavigator)? = nil) {
        self.app = app
        self.table = table
        self.linkGate = linkGate
        self.navigator = navigator
    }

    /// The state at a cold start: every tab at its root, the first tab selected, no modals.
    public func coldStart() -> SimulatorState {
        var state = SimulatorState(tree: ContainerTree(tabs: [], hasTabBar: !app.tabs.isEmpty && app.container == .tabs), flags: app.initialState)
        state.tree.tabs = visibleTabs(flags: state.flags).map { tab in
            TabState(id: tab.id, title: tab.title, icon: tab.icon,
                     stack: NavigationStack([makeInstance(PlannedScreen(screen: tab.root, parameters: [], origin: nil), state: &state)]))
        }
        state.createdByLastInput = []
        state.platform = linkGate?.platform
        if let navigator { _ = navigator.launch(link: nil, simulator: self, on: &state) }
        return state
    }

    /// Applies one input, read from its text (``input(_:)``). On refusal `state` is unchanged.
    public func perform(_ text: String, on state: inout SimulatorState) -> StepReport {
        perform(input(text), as: text, on: &state)
    }

    /// Applies one input; `text` is how it was written (the report's `input`). On refusal
    /// `state` is unchanged.
    public func perform(_ input: Input, as text: String, on state: inout SimulatorState) -> StepReport {
        transaction(on: &state) { working in
            switch input {
            case .command(let command):
                return performCommand(command, input: text, on: &working)
            case .shortcut(let shortcut):
                let failing = shortcut.requires.filter { !FlagCondition.holds($0, in: working.flags) }
                guard failing.isEmpty else {
                    return StepReport(input: text, outcome: .refused(
                        reason: "shortcut \(shortcut.name) is not offered: it requires "
                            + failing.map(FlagCondition.failure).joined(separator: ", "), suggestions: []))
                }
                if !shortcut.actions.isEmpty { return runActions(of: shortcut, input: text, on: &working) }
                var events: [NavigationEvent] = [.note("shortcut \(shortcut.name) → \(shortcut.url)")]
                return deliver(shortcut.url, input: text, on: &working, events: &events)
            case .spotlight(let entry):
                var events: [NavigationEvent] = [.note("spotlight \"\(entry.title)\" → \(entry.url)")]
                return deliver(entry.url, input: text, on: &working, events: &events)
            case .text(let trimmed):
                var events: [NavigationEvent] = []
                let opened = deliver(trimmed, input: text, on: &working, events: &events)
                return opened.isRefused && opened.link == nil ? spotlightSearch(trimmed, input: text, instead: opened, on: &working) : opened
            }
        }
    }

    /// Runs `step` on a copy of `state` (no screen yet created by this input) and keeps the
    /// copy unless the step was refused.
    func transaction(on state: inout SimulatorState, _ step: (inout SimulatorState) -> StepReport) -> StepReport {
        var working = state
        working.createdByLastInput = []
        let report = step(&working)
        if report.isRefused { return report }
        state = working
        return report
    }

    /// Text no route takes, searched in the spotlight titles (`Ritz` finds "Hotel Ritz
    /// Paris"): the best hit opens; several equally good ones are the suggestions.
    private func spotlightSearch(_ text: String, input: String, instead refused: StepReport,
                                 on state: inout SimulatorState) -> StepReport {
        guard !text.contains("://"), !text.hasPrefix("/") else { return refused }
        let hits = SpotlightSearch.ranked(text, in: app.spotlight)
        guard !hits.isEmpty else { return refused }
        guard let entry = SpotlightSearch.best(text, in: app.spotlight) else {
            return StepReport(input: input, outcome: .refused(
                reason: "no route matches \(text), and \(hits.count) spotlight titles contain it", suggestions: hits.map(\.title)),
                events: [])
        }
        var events: [NavigationEvent] = [.note("spotlight search \"\(text)\" → \"\(entry.title)\" → \(entry.url)")]
        return deliver(entry.url, input: input, on: &state, events: &events)
    }

    // MARK: opening URLs

    /// `open` once the input's budget allows it (`InputWorkBudget`).
    func openWithinBudget(_ url: String, input: String, on state: inout SimulatorState,
                          events: inout [NavigationEvent], redirects: Int, original: String?) -> StepReport {
        if let navigator {
            var report = navigator.open(url, input: input, simulator: self, on: &state)
            report.events = events + report.events
            return report
        }
        guard redirects <= Self.maximumRedirects else {
            return StepReport(input: input, outcome: .refused(
                reason: "redirect chain stopped: redirect \(redirects) (to \(url)) is past the limit of \(Self.maximumRedirects); check the guards and `redirect` routes for a loop",
                suggestions: []), events: events)
        }
        let match: RouteMatch
        switch matchWithConditions(url, flags: state.flags, events: &events) {
        case .invalid(let error):
            return StepReport(input: input, outcome: .refused(reason: error.message, suggestions: []), events: events)
        case .unmatched(let request):
            if app.unmatched == .browser, url.lowercased().hasPrefix("https://") {
                var report = StepReport(input: input, outcome: .refused(
                    reason: "no route matches \(url): the app hands it back to the browser (\"unmatched\": \"browser\")",
                    suggestions: []), events: events)
                report.handedBackToBrowser = url
                return report
            }
            return StepReport(input: input, outcome: .refused(reason: table.unmatchedReason(url, request),
                                                              suggestions: table.suggestions(for: request)), events: events)
        case .matched(let found):
            match = found
        }
        if app.dispatch == .all {
            let matches = everyMatch(like: match)
            if matches.count > 1 {
                return runEach(matches, url: url, input: input, on: &state, events: &events, redirects: redirects, original: original)
            }
        }
        return run(match, url: url, input: input, on: &state, events: &events, redirects: redirects, original: original)
    }

    /// Runs one matched route: its redirect, guard, plan, alert and flags.
    func run(_ match: RouteMatch, url: String, input: String, on state: inout SimulatorState,
             events: inout [NavigationEvent], redirects: Int, original: String?) -> StepReport {
        let behavior = app.routes.indices.contains(match.routeIndex) ? app.routes[match.routeIndex] : RouteBehavior(path: match.endpoint.pattern.text)
        events.append(.matched(routeIndex: match.routeIndex, path: behavior.path,
                               pattern: match.endpoint.displayPattern(defaultScheme: table.options.defaultScheme),
                               rule: matchRule(match)))
        let steps = table.options.profile.navigation.steps
        // Top-level `requires` come before the route's own redirect.
        var admission = LinkInProgress(match: match, behavior: behavior, url: url, input: input, redirects: redirects, original: original,
                                       plan: NavigationPlan(routeIndex: match.routeIndex, tab: nil, stack: [], modals: [], policy: .reuse,
                                                            popToRoot: false, requires: []),
                                       state: state, events: events)
        if let report = run(steps.filter { $0.name == .appPreconditions }, on: &admission) {
            (state, events) = (admission.state, admission.events)
            return report
        }

        if let redirect = behavior.redirect {
            let target = RedirectQuery.carry(from: url, to: Interpolation.fillRedirect(redirect, with: match.parameters),
                                             except: Interpolation.names(in: redirect))
            events.append(.redirected(to: target, reason: "routes[\(match.routeIndex)] redirects"))
            return open(target, input: input, on: &state, events: &events, redirects: redirects + 1, original: original ?? url)
        }

        var plan: NavigationPlan
        do {
            plan = try PlanBuilder(app: app, table: table).plan(for: match)
        } catch {
            return StepReport(input: input, outcome: .refused(reason: error.message, suggestions: []), events: events)
        }
        if let policyOverride { plan.policy = policyOverride }
        var link = LinkInProgress(match: match, behavior: behavior, url: url, input: input, redirects: redirects,
                                  original: original, plan: plan, state: state, events: events,
                                  alert: behavior.alert.map { LinkAlert(text: $0, parameters: match, wildcard: match) })
        let linkSteps = steps.filter { $0.name != .appPreconditions }
        if let report = run(linkSteps.filter(\.name.settlesTheRoutes), on: &link) {
            (state, events) = (link.state, link.events)
            return report
        }
        plan = link.plan
        if plan.skipsHandler { link.alert = nil }
        // `push` pushes only the route's own screen onto the tab's stack: a parent chain there is not applied.
        let chainApplied = plan.policy != .push || plan.pushesEveryScreen || !plan.modals.isEmpty
        if !plan.parents.isEmpty, chainApplied {
            let chain = ([match.routeIndex] + plan.parents).map { index in
                "routes[\(index)] " + (app.routes.indices.contains(index) ? app.routes[index].path : "?")
            }
            link.events.append(.note("parent chain: " + chain.joined(separator: " ← ")))
        }
        // The guards run before the plan's notes: a redirected link logs the redirect's plan instead.
        if let report = run(linkSteps.filter(\.name.admitsTheLink), on: &link) {
            (state, events) = (link.state, link.events)
            return report
        }
        link.events += plan.notes.map { .note($0) }
        if let report = run(linkSteps.filter { !$0.name.admitsTheLink && !$0.name.settlesTheRoutes }, on: &link) {
            (state, events) = (link.state, link.events)
            return report
        }
        if plan.navigates, !link.treeSettled { apply(link, on: &link.state, events: &link.events) }
        state = link.state
        events = link.events
        let alert = link.alert
        if let alert {
            // `*` is returned as `wildcard` (docs/route-file.md, "Path syntax"): its components, joined by `/`.
            let wildcard = alert.wildcard.wildcard.map { [MatchedParameter(name: "wildcard", value: .single($0.joined(separator: "/")), source: .path)] } ?? []
            let message = Interpolation.fill(alert.text, with: alert.parameters.parameters + wildcard)
            state.alerts.append(message)
            events.append(.alert(message))
        }
        if !plan.navigates, alert == nil, behavior.set.isEmpty {
            events.append(.note("routes[\(match.routeIndex)] names no screen, so the navigation does not change"))
        }
        return finish(setting: behavior.set, input: input, on: &state, events: &events, redirects: redirects,
                      resetDone: link.resetDone)
    }

    /// `finish` for `:set`: flags set directly by the user.
    func finishSet(_ flags: [String: Bool], input: String, on state: inout SimulatorState,
                   events: inout [NavigationEvent]) -> StepReport {
        finish(setting: flags, input: input, on: &state, events: &events, redirects: 0)
    }

    /// Sets flags, then resumes the pending link when its guard's flag turned true.
    private func finish(setting flags: [String: Bool], input: String, on state: inout SimulatorState,
                        events: inout [NavigationEvent], redirects: Int, resetDone: Bool = false) -> StepReport {
        let resetFlags = resetDone ? [] : ResetOnStep.changedFlags(flags, in: state.flags, resetOn: app.resetOn)
        for (flag, value) in flags.sorted(by: { $0.key < $1.key }) {
            state.flags[flag] = value
            events.append(.flagSet(flag, value))
        }
        if !resetFlags.isEmpty { ResetOnStep.reset(because: resetFlags, on: &state, events: &events, in: self) }
        syncTabs(on: &state, events: &events)
        if let pending = state.pending, flags.values.contains(true), pendingIsAllowed(pending, state: state) {
            state.pending = nil
            state.pendingFlow = nil
            events.append(.pendingResumed(pending))
            var resumed = state
            let report = open(pending, input: input, on: &resumed, events: &events, redirects: redirects + 1)
            if report.isRefused { return report }
            state = resumed
        }
        return StepReport(input: input, outcome: .applied, events: events)
    }

    /// Whether every flag the pending link needs is now true.
    private func pendingIsAllowed(_ url: String, state: SimulatorState) -> Bool {
        guard let match = table.match(url).match,
              let plan = try? PlanBuilder(app: app, table: table).plan(for: match) else { return true }
        return (app.requires + plan.requires).allSatisfy { FlagCondition.holds($0, in: state.flags) }
    }

    private func matchRule(_ match: RouteMatch) -> String {
        table.options.profile.rules.winnerRule(priority: match.endpoint.priority)
    }

    /// The routes the stack of `match` starts with, nearest parent first (route indices); empty
    /// when the route has no parent or its plan cannot be built.
    public func parents(of match: RouteMatch) -> [Int] {
        (try? PlanBuilder(app: app, table: table).plan(for: match))?.parents ?? []
    }

    /// Why parents `match`'s route has are not applied (a modal parent the profile cannot push
    /// inside); empty when the chain applies.
    public func unappliedParents(of match: RouteMatch) -> [String] {
        (try? PlanBuilder(app: app, table: table).plan(for: match))?.unappliedParents ?? []
    }

    // MARK: applying plans

    func makeInstance(_ planned: PlannedScreen, state: inout SimulatorState) -> ScreenInstance {
        let definition = app.screen(planned.screen)
        let parameters = table.options.profile.navigation.rule(of: .linkParametersFilter) != nil
            ? LinkParametersFilterStep.filtered(planned.parameters, for: definition)
            : planned.parameters.map { parameter in
                MatchedParameter(name: definition.mapping[parameter.name] ?? parameter.name, value: parameter.value, source: parameter.source)
            }
        let title = Interpolation.fill(definition.title ?? planned.screen, with: parameters + planned.parameters)
        return ScreenInstance(screen: planned.screen, title: title, parameters: parameters, injected: definition.inject.dictionary,
                              instance: state.takeInstance(), origin: planned.origin)
    }

    /// The instance with new parameters (and title), keeping its number.
    private func refreshed(_ instance: ScreenInstance, with planned: PlannedScreen, state: inout SimulatorState) -> ScreenInstance {
        var fresh = makeInstance(planned, state: &state)
        state.createdByLastInput.remove(fresh.instance)
        state.nextInstance -= 1
        fresh.instance = instance.instance
        return fresh
    }

    /// Applies what the steps left of `link`'s plan: its stack (on the tab it selects, or on
    /// the top-most modal's stack), then its presentations.
    private func apply(_ link: LinkInProgress, on state: inout SimulatorState, events: inout [NavigationEvent]) {
        let plan = link.plan
        if link.pushesInsideModal, let planned = plan.stack.last {
            let instance = makeInstance(planned, state: &state)
            events.append(.pushed(screen: instance.screen, instance: instance.instance))
            state.tree.modals[state.tree.modals.count - 1].screens.append(instance)
        } else if !plan.stack.isEmpty || plan.tab != nil {
            applyStack(plan, on: &state, events: &events)
        }
        for group in plan.modals {
            if let rule = plan.reusesPresentedScreen, reusePresented(group, rule: rule, on: &state, events: &events) { continue }
            if let top = state.tree.modals.last?.top, let first = group.first {
                events.append(.note("\(first.screen) is presented from the top-most controller, \(top.screen) #\(top.instance)"))
            }
            var stack: [ScreenInstance] = []
            for (offset, planned) in group.enumerated() {
                let instance = makeInstance(planned, state: &state)
                events.append(offset == 0 ? .presented(screen: instance.screen, instance: instance.instance)
                                          : .pushed(screen: instance.screen, instance: instance.instance))
                stack.append(instance)
            }
            state.tree.modals.append(NavigationStack(stack))
        }
    }

    private func applyStack(_ plan: NavigationPlan, on state: inout SimulatorState, events: inout [NavigationEvent]) {
        let tabs = state.tree.tabs
        let (target, reason) = targetTab(for: plan, in: state)
        // Said when the tab changes, or when the route's own tab is not in the tab bar.
        if state.tree.hasTabBar, tabs.indices.contains(target),
           target != state.tree.selectedTab || (plan.tab != nil && tabs[target].id != plan.tab) {
            events.append(.note("tab \(tabs[target].id): \(reason)"))
        }
        if target != state.tree.selectedTab {
            switchEntry(to: target, on: &state, events: &events)
        }
        var screens = state.tree.tabs[target].stack.screens
        guard let root = screens.first else { return }
        // The wanted stack from its bottom: the tab's root, or the one screen the tab allows below it.
        let rootID = rootScreen(of: state.tree.tabs[target])
        let below = definition(of: state.tree.tabs[target])?.screenBelowRoot
        let startsBelowRoot = plan.stack.count > 1 && plan.stack[0].screen == below && plan.stack[1].screen == rootID
        let rootCount = rootEnd(of: state.tree.tabs[target])
        var wanted = plan.stack
        if !startsBelowRoot, wanted.first?.screen != rootID {
            let current = screens[..<rootCount].last { $0.screen == rootID }
            wanted.insert(PlannedScreen(screen: rootID, parameters: current?.parameters ?? [], origin: current?.origin), at: 0)
        }
        // The screens kept from the bottom up while they are the ones wanted (none when the bottom
        // changes: the stack is rebuilt).
        func sharedPrefix(upTo limit: Int) -> Int {
            var count = 0
            while count < limit, count < screens.count, count < wanted.count, screens[count].screen == wanted[count].screen { count += 1 }
            return count
        }
        let policy: StackPolicy = plan.popToRoot && plan.policy == .reuse ? .replace : plan.policy
        var keep: Int
        switch policy {
        case _ where plan.pushesEveryScreen:
            // Every screen is a new instance pushed on top (after popping to root for `popToRoot`).
            // Where navsim's reuse would have kept a screen, the log names the rule once.
            if !plan.popToRoot, screens.count > 1, wanted.count > 1, screens[1].screen == wanted[1].screen,
               let rule = table.options.profile.navigation.rule(of: .dependenciesPushedAsOwnStack), !plan.notes.contains(rule) {
                events.append(.note(rule + "; navsim would reuse \(screens[1].screen) #\(screens[1].instance)"))
            }
            if plan.popToRoot, let rule = plan.popsToRootAfterDependencies, plan.stack.count > 1 {
                // The dependencies are pushed where the stack is, then the route pops to root and is pushed.
                for planned in plan.stack.dropLast() {
                    let instance = makeInstance(planned, state: &state)
                    events.append(.pushed(screen: instance.screen, instance: instance.instance))
                    screens.append(instance)
                }
                events.append(.note(rule))
                keep = 1
                wanted = [PlannedScreen(screen: root.screen, parameters: root.parameters, origin: root.origin)] + plan.stack.suffix(1)
                break
            }
            keep = plan.popToRoot ? rootCount : screens.count
            wanted = Array(screens[..<keep].map { PlannedScreen(screen: $0.screen, parameters: $0.parameters, origin: $0.origin) })
                + plan.stack
        case .reuse:
            keep = sharedPrefix(upTo: .max)
        case .replace:
            keep = sharedPrefix(upTo: startsBelowRoot ? 2 : 1)
        case .push, .keep, .popTo:
            // `keep` and `popTo` that found nothing to keep push, like `push` (their steps said so).
            keep = screens.count
            wanted = Array(screens.map { PlannedScreen(screen: $0.screen, parameters: $0.parameters, origin: $0.origin) })
                + (plan.stack.last.map { [$0] } ?? [])
        }
        while screens.count > keep, let top = screens.popLast() {
            events.append(.popped(screen: top.screen, instance: top.instance))
        }
        if ![.push, .keep, .popTo].contains(policy), !plan.pushesEveryScreen {
            for index in 0..<min(keep, wanted.count) where index > 0 || plan.stack.first?.screen == root.screen {
                let before = screens[index]
                let after = refreshed(before, with: wanted[index], state: &state)
                screens[index] = after
                events.append(.reused(screen: after.screen, instance: after.instance))
                events += Self.parameterChanges(from: before, to: after)
            }
        }
        for planned in wanted.dropFirst(keep) {
            let instance = makeInstance(planned, state: &state)
            events.append(.pushed(screen: instance.screen, instance: instance.instance))
            screens.append(instance)
        }
        state.tree.tabs[target].stack = NavigationStack(screens)
    }
}

extension Simulator {
    /// The `presentedScreenReused` plan step's `rule`: when the top-most modal's stack already holds
    /// the presentation's first screen, pop to it and reconfigure it with the new parameters
    /// instead of presenting a second one. Returns whether it did.
    fileprivate func reusePresented(_ group: [PlannedScreen], rule: String, on state: inout SimulatorState,
                                    events: inout [NavigationEvent]) -> Bool {
        guard let first = group.first,
              let modal = state.tree.modals.last,
              let index = modal.screens.firstIndex(where: { $0.screen == first.screen }) else { return false }
        var screens = modal.screens
        while screens.count > index + 1, let top = screens.popLast() {
            events.append(.popped(screen: top.screen, instance: top.instance))
        }
        let before = screens[index]
        let after = refreshed(before, with: first, state: &state)
        screens[index] = after
        events.append(.note(rule))
        events.append(.reused(screen: after.screen, instance: after.instance))
        events += Self.parameterChanges(from: before, to: after)
        state.tree.modals[state.tree.modals.count - 1] = NavigationStack(screens)
        return true
    }

    /// `parameters of Article #3: title Dog → Cat`: what a reused screen's parameters were and are.
    static func parameterChanges(from before: ScreenInstance, to after: ScreenInstance) -> [NavigationEvent] {
        var changes: [String] = []
        for parameter in after.parameters {
            let old = before.value(parameter.name)?.string
            if old != parameter.value.string { changes.append("\(parameter.name) \(old ?? "(none)") → \(parameter.value.string)") }
        }
        for parameter in before.parameters where after.value(parameter.name) == nil {
            changes.append("\(parameter.name) \(parameter.value.string) → (none)")
        }
        guard !changes.isEmpty else { return [] }
        return [.note("parameters of \(after.screen) #\(after.instance): " + changes.joined(separator: ", "))]
    }
}
