import Foundation
import NavSupport

/// A profile whose routes are declared in the app's code as a structure the route file holds
/// whole (a router's route tree): `navsim init` hands it the source files it reads and writes
/// the route-file members it returns.
public protocol ProjectSourceReader: Sendable {
    /// Whether the reader reads a file so named (`main.dart`).
    func reads(fileNamed name: String) -> Bool
    /// Folders of the language's tooling never entered (build caches, package copies).
    var skippedFolders: Set<String> { get }
    /// Reads the files, in walk order (each path as the walk named it, and its bytes).
    func read(_ files: [(path: String, contents: Data)]) -> ProjectSourceReading
    /// The route labels of a route file (its top-level object) as ``ProjectSourceReading/routes``
    /// labels them, with their JSON paths and positions, for `check --against`.
    func routeLabels(in root: JSONNode) -> [(label: String, jsonPath: String, position: SourcePosition)]
}

/// What a ``ProjectSourceReader`` found.
public struct ProjectSourceReading: Sendable {
    /// The route file's top-level members it writes (`routes` and the library's own keys), in
    /// order; empty when the files declare no routes.
    public var members: [(String, JSONOutput)]
    /// Each route found, with the file and line it is declared at.
    public var routes: [(label: String, file: String, line: Int)]
    /// What was not understood, with its file and line.
    public var notUnderstood: [(file: String, line: Int?, what: String)]

    /// Makes a reading.
    public init(members: [(String, JSONOutput)] = [], routes: [(label: String, file: String, line: Int)] = [],
                notUnderstood: [(file: String, line: Int?, what: String)] = []) {
        self.members = members
        self.routes = routes
        self.notUnderstood = notUnderstood
    }
}
