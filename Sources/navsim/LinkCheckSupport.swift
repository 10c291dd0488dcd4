import NavConfig
import NavLinks

/// `navsim check` with the cross-file rules of docs/links.md: when the route file is valid and
/// has `links`, its platform files are read (a bad one makes the file unreadable: exit 2) and
/// the link findings follow the route file's own.
enum LinkCheckCommandSupport {
    static func withLinkFindings(_ result: RouteFileCheckResult, path: String) -> RouteFileCheckResult {
        guard result.isReadable, result.routeCount != nil, let app = try? CompiledApp.load(path: path),
              app.file.routeFile.links != nil
        else { return result }
        var checked = result
        do {
            guard let setup = try LinkSetup.load(app.file) else { return result }
            checked.findings += LinkCheck.findings(app: app, setup: setup)
        } catch {
            checked.findings += error.diagnostics.map { diagnostic in
                LintFinding(rule: .linkFile, severity: .error, message: diagnostic.rendered(file: error.path), position: nil)
            }
            checked.isReadable = false
        }
        return checked
    }
}
