import Foundation

/// What the simulated OS did with one URL before the app saw it (docs/links.md): whether it
/// handed the URL to the app, how, and why.
public struct LinkHandoff: Sendable, Equatable {
    /// The URL the OS was asked about (a shortcut's or spotlight entry's URL for those inputs).
    public var input: String
    /// The platform (`ios`, `android`).
    public var platform: String
    /// The platform as the log names it (`iOS`, `Android 34`).
    public var platformLabel: String
    /// Whether the OS hands the URL to the app.
    public var opensApp: Bool
    /// How it does (`universal-link`, `app-link`, `custom-scheme`), when it does.
    public var via: String?
    /// Why, in one sentence.
    public var reason: String

    /// Makes a handoff.
    public init(input: String, platform: String, platformLabel: String, opensApp: Bool, via: String?, reason: String) {
        self.input = input
        self.platform = platform
        self.platformLabel = platformLabel
        self.opensApp = opensApp
        self.via = via
        self.reason = reason
    }
}

/// The OS between a tapped link and the app: asked about every URL input (typed, a shortcut's,
/// a spotlight entry's) before the router sees it, on the platform the simulator's state
/// names. A URL the OS keeps changes nothing. Redirects and a resumed pending link happen
/// inside the app and are not asked about. The link layer (NavLinks) makes one from a route
/// file's platform files.
public struct DeviceLinkGate: Sendable {
    /// The platforms configured, in order, each with its label (`iOS`, `Android 34`).
    public var platforms: [(name: String, label: String)]
    /// The platform a cold start simulates; `nil` runs the app alone (no OS check).
    public var platform: String?
    /// The OS's answer for `url` on `platform`; `nil` when the text is not a URL (a path, a name).
    public var handoff: @Sendable (_ url: String, _ platform: String) -> LinkHandoff?

    /// Makes a gate.
    public init(platforms: [(name: String, label: String)], platform: String?,
                handoff: @escaping @Sendable (_ url: String, _ platform: String) -> LinkHandoff?) {
        self.platforms = platforms
        self.platform = platform
        self.handoff = handoff
    }

    /// The label of `platform` (`iOS`, `Android 34`), or the name itself when it is not configured.
    public func label(of platform: String) -> String {
        platforms.first { $0.name == platform }?.label ?? platform
    }
}

extension Simulator {
    /// The URL an input opens, as ``perform(_:on:)`` reads it: a shortcut's or spotlight entry's
    /// URL (by name, exact title, `:shortcut NAME` or `:spotlight TEXT`), else the input itself;
    /// `nil` for any other `:command`. Whether it is a URL at all is the OS layer's question.
    public func linkedURL(of input: String) -> String? {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix(":") {
            let command = trimmed.dropFirst()
            let name = String(command.prefix { !$0.isWhitespace }).lowercased()
            let argument = command.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            switch name {
            case "shortcut": return app.shortcuts.first { $0.name == argument && $0.actions.isEmpty }?.url
            case "spotlight": return SpotlightSearch.best(argument, in: app.spotlight)?.url
            default: return nil
            }
        }
        // A shortcut that runs commands (`action`) opens no link.
        if let shortcut = app.shortcuts.first(where: { $0.name == trimmed }) { return shortcut.actions.isEmpty ? shortcut.url : nil }
        return app.spotlight.first { $0.title.lowercased() == trimmed.lowercased() }?.url ?? trimmed
    }

    /// Opens `url` as a tapped link: with a simulated platform, the OS's verdict first (a URL it
    /// keeps is refused with its reason and changes nothing), then the router.
    func deliver(_ url: String, input: String, on state: inout SimulatorState, events: inout [NavigationEvent]) -> StepReport {
        guard let platform = state.platform, let gate = linkGate, let handoff = gate.handoff(url, platform) else {
            return open(url, input: input, on: &state, events: &events)
        }
        var report: StepReport
        if handoff.opensApp {
            // A web link's way in is worth a line; the app's own scheme always opens it.
            if handoff.via != "custom-scheme" {
                events.append(.note("\(handoff.platformLabel) hands \(handoff.input) to the app (\(handoff.via ?? "?")): \(handoff.reason)"))
            }
            report = open(url, input: input, on: &state, events: &events)
        } else {
            events.append(.note("\(handoff.platformLabel) does not hand \(handoff.input) to the app"))
            report = StepReport(input: input, outcome: .refused(reason: handoff.reason, suggestions: []), events: events)
        }
        report.link = handoff
        return report
    }

    /// `:platform ios|android` (no argument: the next configured one): which OS decides the URL
    /// inputs that follow, as Ctrl-O and `:platform` do in the UI.
    func switchPlatform(_ argument: String, input: String, on state: inout SimulatorState) -> StepReport {
        guard let gate = linkGate, !gate.platforms.isEmpty else {
            return StepReport(input: input, outcome: .refused(
                reason: "the route file has no \"links\": there is no OS layer to switch (docs/links.md)", suggestions: []))
        }
        let names = gate.platforms.map(\.name)
        let target: String
        if argument.isEmpty {
            target = names[((state.platform.flatMap { names.firstIndex(of: $0) } ?? -1) + 1) % names.count]
        } else {
            target = argument.lowercased()
            guard ["ios", "android"].contains(target) else {
                return StepReport(input: input, outcome: .refused(reason: "usage: :platform ios|android", suggestions: names.map { ":platform " + $0 }))
            }
            guard names.contains(target) else {
                return StepReport(input: input, outcome: .refused(reason: "links.\(target) is not configured in the route file", suggestions: []))
            }
        }
        state.platform = target
        return StepReport(input: input, outcome: .applied, events: [.note("simulating \(gate.label(of: target))")])
    }
}

extension Simulator {
    /// The platform a cold start simulates (`ios`, `android`), or `none` for the app alone.
    public var startingPlatform: String { linkGate?.platform ?? "none" }
}
