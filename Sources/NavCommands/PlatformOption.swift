import ArgumentParser
import NavLinks
import NavModel
import NavRouteFile

/// `--platform ios|android|none` on `open` and `matrix`: which OS's link handling every URL
/// input goes through first (docs/links.md, "Headless runs").
struct PlatformOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Simulate this OS's link handling: ios, android, or none for the app alone (default: the first platform the route file's links configures).",
        valueName: "platform"))
    var platform: DeviceChoice?

    /// The simulator for `app` on the chosen platform, or exit 2 with the problem on stderr: a
    /// platform the route file does not configure, or a platform file that cannot be read.
    func simulator(for app: CompiledApp) throws -> Simulator {
        try Self.simulator(for: app, choice: platform)
    }

    /// ``simulator(for:)`` for `choice`.
    static func simulator(for app: CompiledApp, choice: DeviceChoice?) throws -> Simulator {
        let setup: LinkSetup?
        do {
            setup = try LinkSetup.load(app.file)
        } catch {
            // The app alone reads no platform file: a broken one does not stop that run.
            guard choice != DeviceChoice.none else { return app.simulator }
            Console.error(error.render())
            throw ExitCode(2)
        }
        if let choice, let problem = LinkSetup.problem(with: choice, setup: setup, routesPath: app.file.path) {
            Console.error("navsim: --platform \(choice.rawValue): \(problem)")
            throw ExitCode(2)
        }
        return app.simulator(on: choice, setup: setup)
    }
}

extension DeviceChoice: ExpressibleByArgument {}
