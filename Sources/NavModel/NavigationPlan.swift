import NavRouting

/// A screen the plan wants, with the parameters it receives (URL keys) and where it came from.
public struct PlannedScreen: Sendable, Equatable {
    public var screen: String
    public var parameters: [MatchedParameter]
    public var origin: ScreenOrigin?
}

/// What a matched route asks of the container tree (docs/navigation.md).
public struct NavigationPlan: Sendable, Equatable {
    public var routeIndex: Int
    /// The tab to select: the route's own `tab`, else one inherited from its parent route.
    public var tab: String?
    /// The navigation stack wanted under the modal layer (without the tab's root unless the
    /// plan starts with it). Empty with non-empty `modals`: present over the current context.
    public var stack: [PlannedScreen]
    /// Modal presentations, bottom up; each is a stack of at least one screen.
    public var modals: [[PlannedScreen]]
    public var policy: StackPolicy
    public var popToRoot: Bool
    /// Flags every screen and the route require.
    public var requires: [String]
    /// Things worth telling the user that did not stop the plan (a dependency that matches no
    /// route, a library rule that made the plan differ from navsim's).
    public var notes: [String] = []
    /// The parent routes the stack starts with, nearest first (route indices).
    public var parents: [Int] = []
    /// Push every screen of `stack` on top of the current stack, with no reuse (the `dependenciesPushedAsOwnStack` plan step).
    var pushesEveryScreen = false
    /// With `popToRoot` and `pushesEveryScreen`, the dependencies are pushed before the route pops
    /// to root, under this rule (the `popToRootAfterDependencies` plan step); `nil` when it pops first.
    var popsToRootAfterDependencies: String?
    /// A presentation whose first screen the top-most modal's stack already holds pops to it and
    /// reconfigures it, under this rule (the `presentedScreenReused` plan step); `nil` when it presents.
    var reusesPresentedScreen: String?
    /// The route's own `alert` does not run (`parameterScreensReplaceHandler`: the parameterScreens stack replaced it).
    var skipsHandler = false
    /// The stack is the route's `parameterScreens`, built in place of its handler (`parameterScreensReplaceHandler`).
    var replacedByParameterScreens = false
    /// Why a parent the route has is not part of the plan (a modal parent the profile cannot push
    /// inside); `check` reports these.
    public var unappliedParents: [String] = []

    /// Whether the plan changes the tree at all (an alert-only route does not).
    public var navigates: Bool { !stack.isEmpty || !modals.isEmpty }
    /// Every screen, base stack first.
    public var allScreens: [PlannedScreen] { stack + modals.flatMap { $0 } }
}

/// Why a plan could not be built.
struct PlanFailure: Error {
    var message: String
}

/// A mutable count shared by the recursive calls of one `PlanBuilder`.
final class PlanCounter {
    var value = 0
}

/// Builds plans from matches. Parent routes and dependencies are resolved by matching again,
/// so the depth and the number of plans are bounded.
struct PlanBuilder {
    let app: AppDefinition
    let table: RouteTable
    static let maximumDepth = 8
    /// The most plans one builder makes (each parent and dependency is one): routes that each
    /// depend on the next several times would otherwise take exponential time within the depth.
    static let maximumPlans = 256
    /// How many plans this builder has made; one builder serves one input.
    private let planCount = PlanCounter()

    func plan(for match: RouteMatch, depth: Int = 0) throws(PlanFailure) -> NavigationPlan {
        guard depth <= Self.maximumDepth else {
            throw PlanFailure(message: "routes nest deeper than \(Self.maximumDepth) levels through dependencies and parents (a cycle?)")
        }
        planCount.value += 1
        guard planCount.value <= Self.maximumPlans else {
            throw PlanFailure(message: "building the stack takes more than \(Self.maximumPlans) routes through "
                              + "dependencies and parents; list each dependency once")
        }
        guard app.routes.indices.contains(match.routeIndex) else {
            throw PlanFailure(message: "routes[\(match.routeIndex)] has no navigation entry")
        }
        let behavior = app.routes[match.routeIndex]
        var plan = NavigationPlan(routeIndex: match.routeIndex, tab: behavior.tab, stack: [], modals: [],
                                  policy: behavior.policy, popToRoot: behavior.popToRoot, requires: behavior.requires)
        let steps = table.options.profile.navigation.planSteps
        var built = false
        for setting in steps where !built {
            built = try setting.name.step.build(&plan, for: match, depth: depth, rule: setting.rule, builder: self)
        }
        // Unless a step of the profile built the stack, navsim builds it.
        if !built { try buildStack(&plan, for: match, behavior: behavior, depth: depth) }
        for setting in steps {
            try setting.name.step.shape(&plan, for: match, depth: depth, rule: setting.rule, builder: self)
        }
        for screen in plan.allScreens {
            for flag in app.screen(screen.screen).requires where !plan.requires.contains(flag) {
                plan.requires.append(flag)
            }
        }
        return plan
    }

    /// navsim's stack for `match`: the screens its `{Screen}` marks name, else its `screen` on its
    /// parent's or its dependencies' stack, else its `parameterScreens`, else its dependencies.
    private func buildStack(_ plan: inout NavigationPlan, for match: RouteMatch, behavior: RouteBehavior,
                            depth: Int) throws(PlanFailure) {
        let segments = match.endpoint.pattern.segments
        if segments.contains(where: { $0.mark != nil }) {
            try buildMarkedStack(&plan, for: match, behavior: behavior, depth: depth)
        } else if let screen = behavior.screen {
            let base = try baseStack(for: match, behavior: behavior, depth: depth, into: &plan)
            let planned = PlannedScreen(screen: screen, parameters: withScreenDefaults(match.parameters, screen),
                                        origin: origin(of: match, through: segments.count - 1, withQuery: true))
            plan.stack = base.stack
            plan.modals = base.modals
            if behavior.presentation == .modal {
                // Over the parent's stack (and its presentations) when there is one, else over the current context.
                plan.modals.append([planned])
            } else if !plan.modals.isEmpty {
                // A modal parent: the screen is pushed inside its presentation.
                plan.modals[plan.modals.count - 1].append(planned)
            } else {
                plan.stack.append(planned)
            }
        } else if let routables = parameterScreenStack(for: match) {
            let dependencies = try dependencyStack(for: match, behavior: behavior, depth: depth, tab: &plan.tab, notes: &plan.notes)
            plan.stack = merge(dependencies, routables)
        } else if !behavior.dependencies.isEmpty {
            plan.stack = try dependencyStack(for: match, behavior: behavior, depth: depth, tab: &plan.tab, notes: &plan.notes)
        }
    }

    /// The stack of a pattern with `{Screen}` marks: each marked segment's screen, then the
    /// route's `screen`, on the parent of the URL before the first mark. A modal screen starts a
    /// new presentation; later screens push inside it.
    private func buildMarkedStack(_ plan: inout NavigationPlan, for match: RouteMatch, behavior: RouteBehavior,
                                  depth: Int) throws(PlanFailure) {
        let segments = match.endpoint.pattern.segments
        let marked = segments.indices.filter { segments[$0].mark != nil }
        guard let firstMark = marked.first else { return }
        var modalGroup: [PlannedScreen]?
        if firstMark > 0 {
            let parent = try parent(of: match, behavior: behavior, components: firstMark, depth: depth, notes: &plan.notes)
            let base = adopt(parent, of: match.routeIndex, into: &plan)
            plan.stack = base.stack
            // Under a modal parent the route's screens are pushed inside its presentation.
            plan.modals = Array(base.modals.dropLast())
            modalGroup = base.modals.last
        }
        func place(_ planned: PlannedScreen, modal: Bool) {
            if modal {
                if let group = modalGroup { plan.modals.append(group) }
                modalGroup = [planned]
            } else if modalGroup != nil {
                modalGroup?.append(planned)
            } else {
                plan.stack.append(planned)
            }
        }
        for position in marked {
            guard let mark = segments[position].mark else { continue }
            let isFinal = position == marked.last && behavior.screen == nil
            let parameters = isFinal ? match.parameters : pathParameters(of: match, through: position)
            place(PlannedScreen(screen: mark.screen, parameters: withScreenDefaults(parameters, mark.screen),
                                origin: origin(of: match, through: position, withQuery: isFinal)), modal: mark.modal)
        }
        if let screen = behavior.screen {
            place(PlannedScreen(screen: screen, parameters: withScreenDefaults(match.parameters, screen),
                                origin: origin(of: match, through: segments.count - 1, withQuery: true)),
                  modal: behavior.presentation == .modal)
        }
        if let group = modalGroup { plan.modals.append(group) }
    }

    // MARK: sources of a stack

    /// Dependencies first, else the parent route of the longest URL prefix (go_router), with the
    /// parent's presentations when it is presented modally.
    private func baseStack(for match: RouteMatch, behavior: RouteBehavior, depth: Int,
                           into plan: inout NavigationPlan) throws(PlanFailure) -> (stack: [PlannedScreen], modals: [[PlannedScreen]]) {
        if !behavior.dependencies.isEmpty {
            return (try dependencyStack(for: match, behavior: behavior, depth: depth, tab: &plan.tab, notes: &plan.notes), [])
        }
        let consumed = match.request.components.count
        guard consumed > 0 || behavior.parent != .implicit else { return ([], []) }
        let parent = try parent(of: match, behavior: behavior, components: consumed - 1, depth: depth, notes: &plan.notes)
        return adopt(parent, of: match.routeIndex, into: &plan)
    }

    /// Takes `parent`'s stack, presentations, tab and chain into `plan`. A parent presented
    /// modally, under a profile that cannot push inside a modal, is left out (the note and
    /// `unappliedParents` say why), so the chain names only parents that are applied.
    private func adopt(_ parent: NavigationPlan?, of routeIndex: Int, into plan: inout NavigationPlan) -> (stack: [PlannedScreen], modals: [[PlannedScreen]]) {
        guard let parent else { return ([], []) }
        plan.unappliedParents += parent.unappliedParents
        // A library that cannot push inside a modal lists the `modalPush` step with its rule.
        if !parent.modals.isEmpty, let rule = table.options.profile.navigation.rule(of: .modalPush) {
            let reason = "parent routes[\(parent.routeIndex)] \(app.routes[parent.routeIndex].path) is presented modally and "
                + "this profile cannot push inside a modal (\(rule)); no parent"
            plan.notes.append(reason)
            plan.unappliedParents.append(reason)
            return ([], [])
        }
        // A graph's back stack (`.screens`) comes from no other route.
        plan.parents = ([parent.routeIndex] + parent.parents).filter { $0 != routeIndex }
        if plan.tab == nil { plan.tab = parent.tab }
        return (parent.stack, parent.modals)
    }

    /// The parent plan the route's `parent` asks for: none, the named route's, the graph's back
    /// stack or the profile's implicit one (the longest prefix). The profile's plan steps may
    /// note it or leave it out (`PlanStep.parent`); the notes say why.
    func parent(of match: RouteMatch, behavior: RouteBehavior, components: Int, depth: Int,
                notes: inout [String]) throws(PlanFailure) -> NavigationPlan? {
        var resolved: NavigationPlan
        // Notes on the parent itself, after the steps' notes on where it comes from.
        var parentNotes: [String] = []
        switch behavior.parent {
        case .none:
            return nil
        case .screens(let screens):
            resolved = graphBackStack(screens, of: match, behavior: behavior, notes: &parentNotes)
        case .route(let path):
            let url = Interpolation.fillLink(path, with: match.parameters, scheme: Interpolation.scheme(of: match.request.input),
                                              profile: table.options.profile)
            guard let parentMatch = table.match(url).match else {
                // `check` reports this path as a dead link.
                notes.append("parent \"\(path)\" of routes[\(match.routeIndex)] (as \(url)) matches no route; no parent")
                return nil
            }
            guard parentMatch.routeIndex != match.routeIndex else { return nil }
            resolved = try plan(for: parentMatch, depth: depth + 1)
        case .implicit:
            guard components > 0, let implicit = try parentPlan(of: match, components: components, depth: depth) else { return nil }
            resolved = implicit
        }
        for setting in table.options.profile.navigation.planSteps {
            guard let kept = setting.name.step.parent(resolved, by: behavior.parent, for: match, depth: depth,
                                                      rule: setting.rule, notes: &notes) else { return nil }
            resolved = kept
        }
        notes += parentNotes
        return resolved
    }

    /// The parent plan of a navigation graph's back stack: every screen gets the link's values and
    /// its own defaults. A stack that starts below the route's tab root keeps the one screen the
    /// tab allows there (the root graph's start destination, docs/navigation.md); anything else
    /// below the root is left out and the notes name it.
    private func graphBackStack(_ screens: [String], of match: RouteMatch, behavior: RouteBehavior,
                                notes: inout [String]) -> NavigationPlan {
        var screens = screens
        let link = match.parameters.filter { $0.source != .default }
        if let tab = app.tabs.first(where: { $0.id == behavior.tab }),
           let bottom = (screens + [behavior.screen ?? ""]).firstIndex(of: tab.root), bottom > 0 {
            let kept = bottom == 1 && screens[0] == tab.screenBelowRoot ? 1 : 0
            if kept == 1 {
                notes.append("\(screens[0]) stays below \(tab.root), the root of tab \(tab.id): another top-level graph's "
                             + "link keeps the root graph's start destination at the bottom (deepLinkSaveState)")
            } else {
                notes.append("the back stack continues below \(tab.root) with " + screens[..<bottom].joined(separator: " > ")
                             + " (Back from \(tab.root) returns there); the tab shows its own stack")
            }
            screens.removeFirst(bottom - kept)
        }
        var plan = NavigationPlan(routeIndex: match.routeIndex, tab: nil,
                                  stack: screens.map { PlannedScreen(screen: $0, parameters: withScreenDefaults(link, $0), origin: nil) },
                                  modals: [], policy: .replace, popToRoot: true, requires: [])
        plan.parents = []
        return plan
    }

    /// The plan of the best route for the first `components` URL components (or fewer, down
    /// to one), or `nil` when no prefix names a screen.
    private func parentPlan(of match: RouteMatch, components: Int, depth: Int) throws(PlanFailure) -> NavigationPlan? {
        var count = min(components, match.request.components.count)
        while count > 0 {
            var prefix = match.request
            prefix.components = Array(prefix.components[..<count])
            prefix.query = []
            prefix.fragment = nil
            // Another route only: a route's own shorter expansions or prefixes are not its parent
            // (`search/:q(/page/:n)` would otherwise stack Search on Search).
            if let parent = table.matcher.match(prefix, in: table), parent.routeIndex != match.routeIndex {
                let plan = try self.plan(for: parent, depth: depth + 1)
                if plan.navigates { return plan }
            }
            count -= 1
        }
        return nil
    }

    /// Each dependency opened in order, merged by screen id like the reuse policy would.
    private func dependencyStack(for match: RouteMatch, behavior: RouteBehavior, depth: Int, tab: inout String?,
                                 notes: inout [String]) throws(PlanFailure) -> [PlannedScreen] {
        var stack: [PlannedScreen] = []
        for dependency in behavior.dependencies {
            let url = Interpolation.fillLink(dependency, with: match.parameters, scheme: Interpolation.scheme(of: match.request.input),
                                              profile: table.options.profile)
            guard let dependencyMatch = table.match(url).match else {
                // A file problem (navsim check reports it), not a reason to refuse the link.
                notes.append("dependency \"\(dependency)\" of routes[\(match.routeIndex)] (as \(url)) matches no route; skipped")
                continue
            }
            let plan = try self.plan(for: dependencyMatch, depth: depth + 1)
            if tab == nil { tab = plan.tab }
            notes += plan.notes
            stack = merge(stack, plan.stack)
        }
        return stack
    }

    /// The `parameterScreens` stack: one screen per path parameter, only when every parameter has one.
    func parameterScreenStack(for match: RouteMatch) -> [PlannedScreen]? {
        let segments = match.endpoint.pattern.segments
        let positions = segments.indices.filter { segments[$0].segment.parameterName != nil }
        guard !positions.isEmpty else { return nil }
        var stack: [PlannedScreen] = []
        for position in positions {
            guard let name = segments[position].segment.parameterName, let screen = app.parameterScreens[name] else { return nil }
            let isFinal = position == positions.last
            let parameters = isFinal ? match.parameters : pathParameters(of: match, through: position)
            stack.append(PlannedScreen(screen: screen, parameters: withScreenDefaults(parameters, screen),
                                       origin: origin(of: match, through: position, withQuery: isFinal)))
        }
        return stack
    }

    /// The stack after opening `next` on top of `base`: when `next` starts with the same
    /// screen as `base` it supersedes it (reuse keeps the common prefix), otherwise it is
    /// pushed on top (each dependency's screen on the one before).
    private func merge(_ base: [PlannedScreen], _ next: [PlannedScreen]) -> [PlannedScreen] {
        guard let first = next.first, let start = base.first else { return base + next }
        return first.screen == start.screen ? next : base + next
    }

    // MARK: parameters

    /// Path parameters bound by segments `0...position`.
    private func pathParameters(of match: RouteMatch, through position: Int) -> [MatchedParameter] {
        let segments = match.endpoint.pattern.segments
        let names = Set(segments[...min(position, segments.count - 1)].compactMap(\.segment.parameterName))
        return match.parameters.filter { $0.source == .path && names.contains($0.name) }
    }

    /// `parameters`, then `screen`'s own defaults for the keys they lack.
    func withScreenDefaults(_ parameters: [MatchedParameter], _ screen: String) -> [MatchedParameter] {
        var result = parameters
        for (name, value) in app.screen(screen).defaults.sorted(by: { $0.key < $1.key })
        where !result.contains(where: { $0.name == name }) {
            result.append(MatchedParameter(name: name, value: .single(value), source: .default))
        }
        return result
    }

    /// The URL pieces that reach the screen for segments `0...position` again.
    func origin(of match: RouteMatch, through position: Int, withQuery: Bool) -> ScreenOrigin {
        let pattern = match.endpoint.pattern
        let isWhole = position >= pattern.segments.count - 1
        let concrete = isWhole ? pattern : ConcretePattern(segments: Array(pattern.segments[...max(0, position)]))
        var values: [String: String] = [:]
        for parameter in match.parameters where parameter.source == .path { values[parameter.name] = parameter.value.string }
        return ScreenOrigin(routeIndex: match.routeIndex, scheme: match.endpoint.scheme, pattern: concrete,
                            pathValues: values, wildcard: isWhole ? match.starComponents : [],
                            query: withQuery ? match.parameters.filter { $0.source == .query } : [],
                            host: table.keptHost(of: match), isUniversalLink: match.request.isUniversalLink)
    }
}
