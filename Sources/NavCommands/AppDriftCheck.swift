import ArgumentParser
import Foundation
import NavImport
import NavLint
import NavRouteFile
import NavSupport

/// `navsim check FILE --against DIR...`: the route file's differences from the app's own files,
/// added to check's findings as `app-drift` errors (docs/import.md).
enum AppDriftCheck {
    /// `result` with one error per difference between the file at `path` and what `init` reads
    /// from `folders`; a file that does not load is left to check's own findings.
    static func withDrift(_ result: RouteFileCheckResult, path: String, folders: [String], variant: String? = nil) throws -> RouteFileCheckResult {
        let app = try AppFolders.read(folders, patterns: nil, variant: variant)
        var checked = result
        if app.isEmpty {
            checked.findings.append(LintFinding(
                rule: .appDrift, severity: .error,
                message: "nothing to compare: \(folders.joined(separator: ", ")) holds no Info.plist, entitlements, association file,"
                    + " AndroidManifest.xml, navigation graph or route registration (is the folder right?)"))
            return checked
        }
        guard let data = try? RouteFileLoader.contents(ofFileAt: path), let loaded = try? RouteFileLoader.load(contents: data, path: path)
        else { return checked }
        // The import as init would write it: what a route file cannot hold is no drift.
        let currentDirectory = FileManager.default.currentDirectoryPath
        let imported = RouteFileWriter.write(app, directory: currentDirectory, currentDirectory: currentDirectory).app
        let document = try? JSONDocument(parsing: data)
        // What the app's files cannot tell (an unresolved placeholder) is a warning, never a difference.
        let drifts = DriftCheck.differences(file: loaded.routeFile, document: document, app: imported, folders: folders, routeFile: path).map { drift in
            LintFinding(rule: .appDrift, severity: drift.cannotTell ? .warning : .error, message: drift.message,
                        jsonPath: drift.jsonPath, position: drift.position)
        }
        // `"lint": {"ignore": ["app-drift"]}` silences it as any other rule.
        checked.findings += LintIgnore.filter(drifts, file: loaded.routeFile)
        return checked
    }
}
