import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavLinks
import NavSupport

/// A scenario file ready to run: where it was read from, its content and warnings, and the app
/// its route file compiles to (under the scenario file's profile, if it names one).
public struct LoadedScenarioFile: Sendable {
    /// The path it was read from, as given.
    public var path: String
    /// The decoded content.
    public var file: ScenarioFile
    /// Warnings about the scenario file (repeated keys), in file order.
    public var warnings: [ConfigDiagnostic]
    /// The compiled route file the scenarios run against.
    public var app: CompiledApp
    /// The platform files its `links` names, read; `nil` without `links` (or when every
    /// scenario runs the app alone and they cannot be read).
    var linkSetup: LinkSetup?
    /// The platform of the scenarios that name none, in a file that names none (`test --platform`).
    var commandLinePlatform: DeviceChoice?

    /// Makes a loaded scenario file.
    public init(path: String, file: ScenarioFile, warnings: [ConfigDiagnostic], app: CompiledApp, linkSetup: LinkSetup? = nil) {
        self.path = path
        self.file = file
        self.warnings = warnings
        self.app = app
        self.linkSetup = linkSetup
    }

    /// The OS `scenario` simulates: its own `platform`, else the file's, else the command line's,
    /// else `nil` (the default: the first platform the route file's `links` configures).
    public func platform(of scenario: Scenario) -> DeviceChoice? { scenario.platform ?? file.platform ?? commandLinePlatform }

    /// The simulator `scenario` runs on.
    public func simulator(for scenario: Scenario) -> Simulator {
        app.simulator(on: platform(of: scenario), setup: linkSetup)
    }
}

/// Why a scenario file cannot run: its own problems, or those of the route file it names
/// (then first an error at the scenario file's `routes`, then the route file's problems).
public struct ScenarioLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, per file, in the order to show them.
    public var problems: [RouteFileError]

    /// Every problem as a compiler prints it, `FILE:LINE:COL: error: …`, one a line.
    public func render() -> String { problems.map { $0.render() }.joined(separator: "\n") }

    /// The same text as ``render()``.
    public var description: String { render() }
}

/// Reads scenario files and the route files they name (`navsim test` exits 2 on any problem).
public enum ScenarioFileLoader {
    /// Loads the scenario file at `path` and compiles its route file.
    /// - Parameters:
    ///   - routeFiles: route files already compiled, by resolved path; a file several
    ///     scenario files name is read once.
    ///   - platform: `test --platform`: the OS of the scenarios that name none.
    public static func load(path: String, routeFiles: inout [String: CompiledApp],
                            platform: DeviceChoice? = nil) throws(ScenarioLoadError) -> LoadedScenarioFile {
        let file: ScenarioFile
        let warnings: [ConfigDiagnostic]
        do {
            (file, warnings) = try decode(try RouteFileLoader.contents(ofFileAt: path, kind: "scenario file"), path: path)
        } catch {
            throw ScenarioLoadError(problems: [error])
        }
        let routesPath = resolve(file.routes, relativeTo: path)
        do throws(RouteFileError) {
            let app: CompiledApp
            if let compiled = routeFiles[routesPath] {
                app = compiled
            } else {
                // Strict, as `check`: a misspelt key (`requries`) must not let CI pass a table without it.
                app = try CompiledApp(RouteFileLoader.load(contents: try RouteFileLoader.contents(ofFileAt: routesPath), path: routesPath,
                                                           unknownKeysAreErrors: true))
                routeFiles[routesPath] = app
            }
            let compiled = try app.withProfile(file.profile)
            var loaded = LoadedScenarioFile(path: path, file: file, warnings: warnings, app: compiled,
                                            linkSetup: try linkSetup(for: file, app: compiled, path: path, commandLine: platform))
            loaded.commandLinePlatform = platform
            return loaded
        } catch {
            let reference = ConfigDiagnostic(
                severity: .error, message: "the route file \(quotedJSONString(file.routes)) cannot be used (\(routesPath))",
                jsonPath: "routes", position: file.routesLocation?.position)
            throw ScenarioLoadError(problems: [RouteFileError(path: path, diagnostics: [reference]), error])
        }
    }

    /// The platform files of the route file, and an error at each `platform` that names a platform
    /// the route file does not configure.
    private static func linkSetup(for file: ScenarioFile, app: CompiledApp, path: String,
                                  commandLine: DeviceChoice?) throws(RouteFileError) -> LinkSetup? {
        let choices = [(file.platform, file.platformLocation)] + file.scenarios.map { ($0.platform, $0.platformLocation) }
        let simulatesAnOS = file.scenarios.contains { ($0.platform ?? file.platform ?? commandLine) != DeviceChoice.none }
        let setup: LinkSetup?
        do {
            setup = try LinkSetup.load(app.file)
        } catch where !simulatesAnOS {
            return nil // the app alone reads no platform file
        }
        let problems = choices.compactMap { choice, location -> ConfigDiagnostic? in
            guard let choice, let problem = LinkSetup.problem(with: choice, setup: setup, routesPath: app.file.path) else { return nil }
            return ConfigDiagnostic(severity: .error, message: "\"\(choice.rawValue)\": \(problem)", jsonPath: location?.jsonPath ?? "platform",
                                    position: location?.position)
        }
        guard problems.isEmpty else { throw RouteFileError(path: path, diagnostics: problems) }
        if let commandLine, let problem = LinkSetup.problem(with: commandLine, setup: setup, routesPath: app.file.path) {
            throw RouteFileError(path: path, diagnostics: [ConfigDiagnostic(
                severity: .error, message: "--platform \(commandLine.rawValue) cannot run this file's scenarios: \(problem)")])
        }
        return setup
    }

    /// Parses and decodes a scenario file in memory; `path` names it in diagnostics.
    public static func decode(_ data: Data, path: String) throws(RouteFileError) -> (file: ScenarioFile, warnings: [ConfigDiagnostic]) {
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: data)
        } catch {
            throw RouteFileError(path: path, diagnostics: [ConfigDiagnostic(severity: .error, message: error.message, position: error.position)])
        }
        let (file, diagnostics) = ScenarioFileDecoder.decode(document)
        guard let file else { throw RouteFileError(path: path, diagnostics: diagnostics) }
        return (file, diagnostics)
    }

    /// `routes` as written in the scenario file at `scenarioPath`: absolute, or relative to its folder.
    public static func resolve(_ routes: String, relativeTo scenarioPath: String) -> String {
        if routes.hasPrefix("/") { return routes }
        let folder = URL(fileURLWithPath: scenarioPath).deletingLastPathComponent()
        return folder.appendingPathComponent(routes).standardizedFileURL.path
    }
}
