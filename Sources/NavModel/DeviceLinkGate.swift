import Foundation

/// What the simulated OS did with one URL before the app saw it (docs/links.md): whether it
/// handed the URL to the app, how, and why.
public struct LinkHandoff: Sendable, Equatable {
    /// The URL the OS was asked about (a shortcut's or spotlight entry's URL for those inputs).
    public var input: String
    /// The platform (`ios`, `android`).
    public var platform: Platform
    /// The platform as the log names it (`iOS`, `Android 34`).
    public var platformLabel: String
    /// Whether the OS hands the URL to the app.
    public var opensApp: Bool
    /// How it does (`universal-link`, `app-link`, `custom-scheme`), when it does.
    public var via: String?
    /// Why, in one sentence.
    public var reason: String

    /// Makes a handoff.
    public init(input: String, platform: Platform, platformLabel: String, opensApp: Bool, via: String?, reason: String) {
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
    public var platforms: [(platform: Platform, label: String)]
    /// The platform a cold start simulates; `nil` runs the app alone (no OS check).
    public var platform: Platform?
    /// The OS's answer for `url` on `platform`; `nil` when the text is not a URL (a path, a name).
    public var handoff: @Sendable (_ url: String, _ platform: Platform) -> LinkHandoff?

    /// Makes a gate.
    public init(platforms: [(platform: Platform, label: String)], platform: Platform?,
                handoff: @escaping @Sendable (_ url: String, _ platform: Platform) -> LinkHandoff?) {
        self.platforms = platforms
        self.platform = platform
        self.handoff = handoff
    }

    /// The label of `platform` (`iOS`, `Android 34`), or the name itself when it is not configured.
    public func label(of platform: Platform) -> String {
        platforms.first { $0.platform == platform }?.label ?? platform.displayName
    }
}

extension Simulator {
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
        let names = gate.platforms.map(\.platform)
        let target: Platform
        if argument.isEmpty {
            target = names[((state.platform.flatMap { names.firstIndex(of: $0) } ?? -1) + 1) % names.count]
        } else {
            guard let requested = Platform(rawValue: argument.lowercased()) else {
                return StepReport(input: input, outcome: .refused(reason: "usage: :platform ios|android", suggestions: names.map { ":platform " + $0.rawValue }))
            }
            guard names.contains(requested) else {
                return StepReport(input: input, outcome: .refused(reason: "links.\(requested.rawValue) is not configured in the route file", suggestions: []))
            }
            target = requested
        }
        state.platform = target
        return StepReport(input: input, outcome: .applied, events: [.note("simulating \(gate.label(of: target))")])
    }
}

extension Simulator {
    /// The platform a cold start simulates (`ios`, `android`), or `none` for the app alone.
    public var startingPlatform: String { linkGate?.platform?.rawValue ?? "none" }
}
