import NavModel
import NavRouteFile

/// What a headless run simulates (`--platform`, a scenario file's `"platform"`): one platform's
/// OS, whose verdict every URL input goes through first, or the app alone (docs/links.md,
/// "Headless runs").
public enum DeviceChoice: String, Sendable, CaseIterable, Hashable {
    case ios
    case android
    /// The app alone: no OS check, as a route file without `links` always runs.
    case none

    /// The platform simulated, `nil` for ``none``.
    public var platform: LinkPlatform? { LinkPlatform(rawValue: rawValue) }
}

extension LinkSetup {
    /// The label the log and the title bar use: `iOS`, `Android 34`.
    public func label(of platform: LinkPlatform) -> String {
        platform == .android ? "Android \(android?.apiLevel ?? 34)" : platform.displayName
    }

    /// Why `choice` cannot run against the route file at `routesPath` (a platform it does not
    /// configure), or `nil` when it can. `setup` is `nil` for a route file without `links`.
    public static func problem(with choice: DeviceChoice, setup: LinkSetup?, routesPath: String) -> String? {
        guard let platform = choice.platform else { return nil }
        guard let setup else {
            return "\(routesPath) has no \"links\" key, so there is no \(platform.displayName) to simulate (docs/links.md); use \"none\" or leave the platform out"
        }
        guard setup.platforms.contains(platform) else {
            return "\(routesPath) configures no links.\(platform.rawValue) (it configures " + setup.platforms.map { "links.\($0.rawValue)" }.joined(separator: ", ") + ")"
        }
        return nil
    }
}

extension LinkResolver {
    /// The OS layer as the simulator asks it: per URL input, this resolver's verdict on the
    /// platform the state simulates. A cold start simulates `platform`, `nil` the app alone.
    public func gate(startingOn platform: LinkPlatform?) -> DeviceLinkGate {
        let resolver = self
        return DeviceLinkGate(platforms: setup.platforms.map { ($0, setup.label(of: $0)) }, platform: platform) { url, platform in
            guard let parsed = LinkURL(url) else { return nil }
            if let scheme = resolver.ownScheme(of: parsed) {
                // Only the app's own widget or extension opens such a link, and it opens the app.
                return LinkHandoff(input: url, platform: platform, platformLabel: resolver.setup.label(of: platform), opensApp: true,
                                   via: "own-extension", reason: "from the app's own widget or extension: the scheme \"\(scheme)\" is \"declared\": false")
            }
            let verdict = resolver.verdict(url, on: platform, simulate: false, explain: false)
            return LinkHandoff(input: url, platform: platform, platformLabel: resolver.setup.label(of: platform), opensApp: verdict.opensApp,
                               via: verdict.via?.rawValue, reason: verdict.reason)
        }
    }
}

extension CompiledApp {
    /// The simulator of a headless run on `choice` (`nil`: the default, the first platform the
    /// route file's `links` configures, iOS then Android). Without `links`, or with ``DeviceChoice/none``,
    /// the cold start runs the app alone; `:platform` can still switch to a configured platform.
    public func simulator(on choice: DeviceChoice?, setup: LinkSetup?) -> Simulator {
        var simulator = self.simulator
        guard let setup else { return simulator }
        let platform = choice.map(\.platform) ?? setup.platforms.first
        simulator.linkGate = LinkResolver(setup: setup, app: self).gate(startingOn: platform)
        return simulator
    }
}
