import Foundation
import NavRouting
import NavModel
import NavRouteFile
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

    /// Makes a loaded scenario file.
    public init(path: String, file: ScenarioFile, warnings: [ConfigDiagnostic], app: CompiledApp) {
        self.path = path
        self.file = file
        self.warnings = warnings
        self.app = app
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
    /// - Parameter routeFiles: route files already compiled, by resolved path; a file several
    ///   scenario files name is read once.
    public static func load(path: String, routeFiles: inout [String: CompiledApp]) throws(ScenarioLoadError) -> LoadedScenarioFile {
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
            return LoadedScenarioFile(path: path, file: file, warnings: warnings, app: try app.withProfile(file.profile))
        } catch {
            let reference = ConfigDiagnostic(
                severity: .error, message: "the route file \(quotedJSONString(file.routes)) cannot be used (\(routesPath))",
                jsonPath: "routes", position: file.routesLocation?.position)
            throw ScenarioLoadError(problems: [RouteFileError(path: path, diagnostics: [reference]), error])
        }
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
