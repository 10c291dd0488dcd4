import NavProfiles
import Foundation
import NavSupport

/// A route file that can be used, with the warnings its author should see.
public struct LoadedRouteFile: Sendable, Equatable {
    /// The path it was read from, as given (used in rendered diagnostics).
    public var path: String
    /// The decoded content.
    public var routeFile: RouteFile
    /// Warnings (no errors), in file order.
    public var warnings: [ConfigDiagnostic]
    /// What the linter and coverage ask of the app's files the route file lists (their routes
    /// are in `routeFile`).
    package var appFilesFacts = AppFilesFacts()
    /// The file's top-level JSON, kept when its profile reads its routes itself (``AppSource``).
    public var sourceRoot: JSONNode?

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
    package static let danglingReferenceNote = " (ignored: the route selects its tab as if it named none)"

    /// Loads a route file already in memory (a bundled resource, an edited buffer).
    /// - Parameters:
    ///   - contents: the file's bytes, UTF-8.
    ///   - path: the name diagnostics use for the file.
    ///   - lenient: report dangling references (a route's unknown `tab`) as warnings instead of
    ///     errors, so a table that works can run; `navsim check` stays strict.
    ///   - unknownKeysAreErrors: an unknown key is an error (`navsim check`), not a warning.
    /// - Throws: ``RouteFileError`` when the content is too large, not JSON, or has any error.
    public static func load(contents: Data, path: String, lenient: Bool = false,
                            unknownKeysAreErrors: Bool = false) throws(RouteFileError) -> LoadedRouteFile {
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
        let decoded = RouteFileDecoder.decode(document, unknownKeysAreErrors: unknownKeysAreErrors)
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
        var loaded = LoadedRouteFile(path: path, routeFile: decoded.routeFile, warnings: diagnostics)
        if decoded.routeFile.matching.profile.appSource != nil { loaded.sourceRoot = document.root }
        return try AppFilesRoutes.expand(loaded)
    }

    /// The bytes of the file at `path`, checked as a route file is; `kind` names the file in
    /// messages (scenario files are read the same way).
    package static func contents(ofFileAt path: String, kind: String = "route file") throws(RouteFileError) -> Data {
        // What is not a regular file (a FIFO would block the open or the read for good, a
        // device never ends) is refused from `stat`, before it is opened; the descriptor is
        // checked again after a non-blocking open, in case the path changed in between.
        var info = stat()
        guard stat(path, &info) == 0 else { throw fileError(path, FileKind.unreachable(path, errno: errno, kind: kind)) }
        try refuseUnlessRegular(info, path: path, kind: kind)
        if Int(info.st_size) > maximumFileSize {
            throw fileError(path, tooLargeMessage(byteCount: Int(info.st_size), kind: kind))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw fileError(path, FileKind.unreachable(path, errno: errno, kind: kind)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw fileError(path, FileKind.unreachable(path, errno: errno, kind: kind)) }
        try refuseUnlessRegular(info, path: path, kind: kind)
        // One byte more than the limit tells a file that grew past it from a full one.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count <= maximumFileSize {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fileError(path, "the \(kind) cannot be read: \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        guard data.count <= maximumFileSize else {
            throw fileError(path, tooLargeMessage(byteCount: nil, kind: kind))
        }
        return data
    }

    private static func refuseUnlessRegular(_ info: stat, path: String, kind: String) throws(RouteFileError) {
        let type = info.st_mode & S_IFMT
        guard type != S_IFREG else { return }
        if type == S_IFDIR { throw fileError(path, "this is a directory, not \(FileKind.withArticle(kind))") }
        throw fileError(path, "this is \(FileKind.describe(info.st_mode)), not \(FileKind.withArticle(kind)); only a regular file is read")
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
