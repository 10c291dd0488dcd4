import NavLint
import NavRouteFile
import NavLinks
import NavSupport

/// `navsim check` with the cross-file rules of docs/links.md: when the route file is valid and
/// has `links`, its platform files are read (a bad one makes the file unreadable: exit 2) and
/// the link findings follow the route file's own.
enum LinkCheckCommandSupport {
    static func withLinkFindings(_ result: RouteFileCheckResult, path: String) -> RouteFileCheckResult {
        // Loaded again only for its links (a large navigation graph is read twice otherwise).
        guard result.isReadable, result.routeCount != nil, result.hasLinks, let app = try? CompiledApp.load(path: path),
              app.file.routeFile.links != nil
        else { return result }
        var checked = result
        do {
            guard let setup = try LinkSetup.load(app.file) else { return result }
            checked.findings += LinkCheck.findings(app: app, setup: setup)
        } catch where error.path == path {
            // The platform files read, but the route file contradicts them (links.android.package
            // and the manifest's package): a lint error at the route file's place, exit 1.
            checked.findings += error.diagnostics.map { diagnostic in
                LintFinding(rule: .linkFile, severity: .error, message: diagnostic.message, jsonPath: diagnostic.jsonPath,
                            position: diagnostic.position)
            }
        } catch {
            checked.findings += error.diagnostics.map { diagnostic in
                // The platform file's own place leads the message: FILE:LINE:COL: PATH: MESSAGE.
                let place = [error.path, diagnostic.position?.description].compactMap { $0 }.joined(separator: ":")
                let subject = diagnostic.jsonPath.isEmpty ? "" : diagnostic.jsonPath + ": "
                return LintFinding(rule: .linkFile, severity: .error, message: "\(place): \(subject)\(diagnostic.message)", position: nil)
            }
            checked.isReadable = false
        }
        return checked
    }
}
