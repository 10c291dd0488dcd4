import Foundation

/// A route file that can be used, with the warnings its author should see.
public struct LoadedRouteFile: Sendable, Equatable {
    /// The path it was read from, as given (used in rendered diagnostics).
    public var path: String
    /// The decoded content.
    public var routeFile: RouteFile
    /// Warnings (no errors), in file order.
    public var warnings: [ConfigDiagnostic]

    /// Makes a loaded route file.
    public init(path: String, routeFile: RouteFile, warnings: [ConfigDiagnostic]) {
        self.path = path
        self.routeFile = routeFile
        self.warnings = warnings
    }
}

/// Why a route file cannot be used: every problem found in it, errors and warnings.
public struct RouteFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path of the file, as given.
    public var path: String
    /// Every problem in file order; at least one is an error.
    public var diagnostics: [ConfigDiagnostic]

    /// Makes an error.
    public init(path: String, diagnostics: [ConfigDiagnostic]) {
        self.path = path
        self.diagnostics = diagnostics
    }

    /// Only the errors.
    public var errors: [ConfigDiagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The problems as a compiler prints them, one a line:
    /// `FILE:LINE:COL: error: routes[3].path: MESSAGE`.
    public func render() -> String { diagnostics.rendered(file: path) }

    /// The same text as ``render()``.
    public var description: String { render() }
}

/// Reads a route file from disk or memory: checks the file, parses the JSON,
/// decodes it, and either returns the route file with its warnings or throws
/// every problem found at once.
public enum RouteFileLoader {
    /// The largest route file accepted (16 MiB): far beyond any real app's table,
    /// small enough that a wrong path (a disk image, `/dev/zero`) fails fast.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// Loads the route file at `path`.
    /// - Parameter path: a file path, relative to the current directory or absolute.
    /// - Throws: ``RouteFileError`` when the file is missing, a directory, unreadable,
    ///   too large, not JSON, or has any error; its diagnostics hold every problem.
    public static func load(path: String, lenient: Bool = false) throws(RouteFileError) -> LoadedRouteFile {
        try load(contents: try contents(ofFileAt: path), path: path, lenient: lenient)
    }

    /// What a lenient load adds to a dangling reference it lets through.
    static let danglingReferenceNote = " (ignored: the route selects its tab as if it named none)"

    /// Loads a route file already in memory (a bundled resource, an edited buffer).
    /// - Parameters:
    ///   - contents: the file's bytes, UTF-8.
    ///   - path: the name diagnostics use for the file.
    ///   - lenient: report dangling references (a route's unknown `tab`) as warnings instead of
    ///     errors, so a table that works can run; `navsim check` stays strict.
    /// - Throws: ``RouteFileError`` when the content is too large, not JSON, or has any error.
    public static func load(contents: Data, path: String, lenient: Bool = false) throws(RouteFileError) -> LoadedRouteFile {
        guard contents.count <= maximumFileSize else {
            throw fileError(path, tooLargeMessage(byteCount: contents.count))
        }
        let document: JSONDocument
        do {
            document = try JSONDocument(parsing: contents)
        } catch {
            throw RouteFileError(path: path, diagnostics: [
                ConfigDiagnostic(severity: .error, message: error.message, position: error.position),
            ])
        }
        let decoded = RouteFileDecoder.decode(document)
        let diagnostics = decoded.diagnostics.map { diagnostic in
            guard lenient, diagnostic.isDanglingReference, diagnostic.severity == .error else { return diagnostic }
            var relaxed = diagnostic
            relaxed.severity = .warning
            relaxed.message += danglingReferenceNote
            return relaxed
        }.sortedByPosition()
        guard !diagnostics.containsErrors else {
            throw RouteFileError(path: path, diagnostics: diagnostics)
        }
        return LoadedRouteFile(path: path, routeFile: decoded.routeFile, warnings: diagnostics)
    }

    /// The bytes of the file at `path`, checked as a route file is; `kind` names the file in
    /// messages (scenario files are read the same way).
    package static func contents(ofFileAt path: String, kind: String = "route file") throws(RouteFileError) -> Data {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fileError(path, "the \(kind) does not exist")
        }
        guard !isDirectory.boolValue else {
            throw fileError(path, "this is a directory, not a \(kind)")
        }
        guard fileManager.isReadableFile(atPath: path) else {
            throw fileError(path, "the \(kind) cannot be read: permission denied")
        }
        if let size = (try? fileManager.attributesOfItem(atPath: path))?[.size] as? NSNumber,
           size.intValue > maximumFileSize {
            throw fileError(path, tooLargeMessage(byteCount: size.intValue, kind: kind))
        }
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            // One byte more than the limit tells a too-large special file from a full one.
            let data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
            guard data.count <= maximumFileSize else {
                throw fileError(path, tooLargeMessage(byteCount: nil, kind: kind))
            }
            return data
        } catch let error as RouteFileError {
            throw error
        } catch {
            throw fileError(path, "the \(kind) cannot be read: \(error.localizedDescription)")
        }
    }

    /// The message for a file over the limit; `byteCount` is `nil` when reading stopped at the limit.
    private static func tooLargeMessage(byteCount: Int?, kind: String = "route file") -> String {
        let limit = "the limit is \(maximumFileSize / (1024 * 1024)) MiB"
        guard let byteCount else { return "the \(kind) is too large; \(limit)" }
        let mebibytes = String(format: "%.1f", Double(byteCount) / Double(1024 * 1024))
        return "the \(kind) is too large (\(mebibytes) MiB); \(limit)"
    }

    private static func fileError(_ path: String, _ message: String) -> RouteFileError {
        RouteFileError(path: path, diagnostics: [ConfigDiagnostic(severity: .error, message: message)])
    }
}
