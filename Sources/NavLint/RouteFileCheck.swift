import NavProfiles
import Foundation
import NavRouting
import NavModel
import NavProfiles
import NavRouteFile
import NavSupport

/// What `navsim check` found in one route file: the decoder's and compiler's problems and the
/// linter's findings, in file order.
public struct RouteFileCheckResult: Sendable, Equatable {
    /// The file, as named on the command line.
    public var path: String
    /// Every problem, in file order (problems with the file itself first).
    public var findings: [LintFinding]
    /// How many routes the file has, when it compiled.
    public var routeCount: Int?
    /// Whether the file could be read as JSON at all; `false` means exit 2.
    public var isReadable: Bool
    /// Whether the file has `links` (platform files whose findings `navsim check` adds).
    public var hasLinks = false

    /// Makes a result.
    public init(path: String, findings: [LintFinding], routeCount: Int?, isReadable: Bool) {
        self.path = path
        self.findings = findings
        self.routeCount = routeCount
        self.isReadable = isReadable
    }

    /// The errors among the findings.
    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    /// The warnings among the findings.
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }
    /// The notes among the findings (nothing wrong, worth knowing).
    var noteCount: Int { findings.filter { $0.severity == .note }.count }

    /// 2 when the file cannot be read (missing, unreadable, too large, not JSON), 1 when it has
    /// errors, 0 when it is valid (warnings allowed).
    public var exitCode: Int32 {
        guard isReadable else { return 2 }
        return errorCount > 0 ? 1 : 0
    }

    /// Compiler-style lines (`FILE:LINE:COL: error: PATH: MESSAGE [rule]`, then the witness URL
    /// indented), and a summary line.
    public var textLines: [String] {
        var lines: [String] = []
        for finding in findings {
            lines.append(finding.rendered(routeFile: path))
            if let witness = finding.witness { lines.append("    e.g. \(witness)") }
        }
        guard isReadable else { return lines }
        let warnings = "\(warningCount) warning" + (warningCount == 1 ? "" : "s")
        let notes = noteCount == 0 ? "" : ", \(noteCount) note" + (noteCount == 1 ? "" : "s")
        if errorCount == 0 {
            let routes = routeCount ?? 0
            lines.append("\(path): ok, \(routes) route\(routes == 1 ? "" : "s")" + (warningCount == 0 ? "" : ", \(warnings)") + notes)
        } else {
            lines.append("\(path): \(errorCount) error" + (errorCount == 1 ? "" : "s") + ", \(warnings)" + notes)
        }
        return lines
    }

    /// `{file, valid, routes, errors, warnings, findings: [{severity, rule, message, path, file,
    /// line, column, route, witness, related}]}`.
    public var json: JSONOutput {
        .object([
            ("file", .string(path)),
            ("valid", .bool(isReadable && errorCount == 0)),
            ("routes", routeCount.map { .int($0) } ?? .null),
            ("errors", .int(errorCount)),
            ("warnings", .int(warningCount)),
            ("notes", .int(noteCount)),
            ("findings", .array(findings.map { finding in
                .object([
                    ("severity", .string(finding.severity.rawValue)),
                    ("rule", .string(finding.rule.rawValue)),
                    ("message", .string(finding.message)),
                    ("path", .string(finding.jsonPath)),
                    ("file", .string(finding.file ?? path)),
                    ("line", finding.position.map { .int($0.line) } ?? .null),
                    ("column", finding.position.map { .int($0.column) } ?? .null),
                    ("route", finding.routeIndex.map { .int($0) } ?? .null),
                    ("witness", .optional(finding.witness)),
                    ("related", .array(finding.relatedRoutes.map { .int($0) })),
                ])
            })),
        ])
    }
}

/// `navsim check`: reads, decodes, compiles and lints a route file, keeping every problem.
public enum RouteFileCheck {
    /// Checks the file at `path`.
    public static func run(path: String) -> RouteFileCheckResult {
        do {
            return run(contents: try RouteFileLoader.contents(ofFileAt: path), path: path)
        } catch {
            return RouteFileCheckResult(path: path, findings: error.diagnostics.map(LintFinding.init), routeCount: nil, isReadable: false)
        }
    }

    /// Checks a route file already in memory; `path` names it in the results.
    ///
    /// Every finding comes out of one run: the routes, tabs and shortcuts that decode are
    /// compiled and linted even when others have errors (a duplicate hotkey does not hide a
    /// shadowed route), and an unknown key is an error.
    public static func run(contents: Data, path: String) -> RouteFileCheckResult {
        let document: JSONDocument
        do {
            guard contents.count <= RouteFileLoader.maximumFileSize else {
                _ = try RouteFileLoader.load(contents: contents, path: path)
                return RouteFileCheckResult(path: path, findings: [], routeCount: nil, isReadable: false)
            }
            document = try JSONDocument(parsing: contents)
        } catch let error as RouteFileError {
            return RouteFileCheckResult(path: path, findings: error.diagnostics.map(LintFinding.init), routeCount: nil, isReadable: false)
        } catch let error as JSONParseError {
            // Not JSON: the file cannot be read.
            let diagnostic = ConfigDiagnostic(severity: .error, message: error.message, position: error.position)
            return RouteFileCheckResult(path: path, findings: [LintFinding(diagnostic)], routeCount: nil, isReadable: false)
        } catch {
            return RouteFileCheckResult(path: path, findings: [LintFinding(ConfigDiagnostic(severity: .error, message: "\(error)"))],
                                        routeCount: nil, isReadable: false)
        }
        let decoded = RouteFileDecoder.decode(document, unknownKeysAreErrors: true)
        var diagnostics = decoded.diagnostics.sortedByPosition()
        // What decoded, compiled on its own; its warnings are already among the diagnostics.
        let app: CompiledApp
        do {
            // The app's files the profile reads add their routes (and their own problems, named in their file).
            var loaded = LoadedRouteFile(path: path, routeFile: decoded.routeFile, warnings: [])
            // A profile whose routes come from its own source reads them from the document.
            if decoded.routeFile.matching.profile.appSource != nil { loaded.sourceRoot = document.root }
            let partial = try AppFilesRoutes.expand(loaded, checking: true)
            diagnostics += partial.warnings
            app = try CompiledApp(partial)
            // What a profile's source could not read (its notes) comes after the file's own warnings.
            if app.navigator != nil { diagnostics += app.file.warnings.dropFirst(partial.warnings.count) }
        } catch {
            // A problem in another file (a navigation graph) is at that file's line and column.
            let elsewhere: [LintFinding] = error.path == path ? [] : error.diagnostics.map { diagnostic in
                var finding = LintFinding(diagnostic)
                if diagnostic.position != nil { finding.file = error.path }
                return finding
            }
            let here: [ConfigDiagnostic] = error.path == path ? error.diagnostics : []
            let findings = (diagnostics + here).sortedByPosition().map(LintFinding.init) + elsewhere
            return RouteFileCheckResult(path: path, findings: Linter.sorted(findings), routeCount: nil, isReadable: true)
        }
        let lint = PlaceholderPosition.refine(Linter.lint(app), in: document).map { placedInFile($0, routes: decoded.routeFile.routes) }
        let appFiles = LintIgnore.filter(AppFileFindingRules.findings(app.file.appFilesFacts), file: decoded.routeFile)
        let findings = Linter.sorted(diagnostics.map(LintFinding.init) + lint + appFiles)
        var result = RouteFileCheckResult(path: path, findings: findings, routeCount: app.table.routes.count, isReadable: true)
        result.hasLinks = decoded.routeFile.links != nil
        return result
    }

    /// `finding` with its route numbers as in the file: when a route did not decode, the
    /// linted table lacks it and later routes' indices are one lower.
    private static func placedInFile(_ finding: LintFinding, routes: [RouteFile.Route]) -> LintFinding {
        func fileIndex(_ index: Int) -> Int {
            guard routes.indices.contains(index) else { return index }
            let path = routes[index].location.jsonPath
            guard path.hasPrefix("routes["), let number = Int(path.dropFirst("routes[".count).prefix { $0.isNumber }) else { return index }
            return number
        }
        var placed = finding
        placed.routeIndex = finding.routeIndex.map(fileIndex)
        placed.relatedRoutes = finding.relatedRoutes.map(fileIndex)
        return placed
    }
}
