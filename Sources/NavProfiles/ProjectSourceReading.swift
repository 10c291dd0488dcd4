import Foundation
import NavSupport

/// A profile whose routes are declared in the app's own files (a router's route tree in code, a
/// project config naming a routes folder): `navsim init` hands it the files it reads and writes
/// the route-file members it returns.
public protocol ProjectSourceReader: Sendable {
    /// Whether the reader reads a file so named (`main.dart`).
    func reads(fileNamed name: String) -> Bool
    /// Whether each file is read alone as the walk meets it, so the schemes and domains it
    /// declares take their place among the other files' (a project config), rather than all
    /// together once the walk is done (a router spread over source files). `false` unless said.
    var readsEachFileAsMet: Bool { get }
    /// Folders of the language's tooling never entered (build caches, package copies).
    var skippedFolders: Set<String> { get }
    /// Reads the files, in walk order (each path as the walk named it, and its bytes).
    func read(_ files: [(path: String, contents: Data)]) -> ProjectSourceReading
    /// The route labels of a route file (its top-level object) as ``ProjectSourceReading/routes``
    /// labels them, with their JSON paths and positions, for `check --against`.
    func routeLabels(in root: JSONNode) -> [(label: String, jsonPath: String, position: SourcePosition)]
    /// The differences between a route file (its top-level object, its path) and the reading,
    /// when the reader compares them itself (a routes folder the route file names, read live);
    /// `nil` compares ``routeLabels(in:)`` with ``ProjectSourceReading/routes``.
    func drift(in root: JSONNode, reading: ProjectSourceReading, routeFile: String?) -> [ProjectSourceDrift]?
}

extension ProjectSourceReader {
    /// Files are read together once the walk is done.
    public var readsEachFileAsMet: Bool { false }
    /// Route labels are compared.
    public func drift(in root: JSONNode, reading: ProjectSourceReading, routeFile: String?) -> [ProjectSourceDrift]? { nil }
}

/// One difference a ``ProjectSourceReader`` finds between a route file and the app's files.
public struct ProjectSourceDrift: Sendable, Equatable {
    /// What differs, naming the app's file (and line) or folder.
    public var message: String
    /// The route file's JSON path of the value (or of the key where it would go).
    public var jsonPath: String
    public var position: SourcePosition?

    /// Makes a difference.
    public init(message: String, jsonPath: String, position: SourcePosition?) {
        self.message = message
        self.jsonPath = jsonPath
        self.position = position
    }
}

/// What a ``ProjectSourceReader`` found.
public struct ProjectSourceReading: Sendable {
    /// A value found, with the file and line it is declared at.
    public typealias Fact = (value: String, file: String, line: Int?)

    /// The route file's top-level members it writes (`routes` and the library's own keys), in
    /// order; empty when the files declare no routes.
    public var members: [(String, JSONOutput)]
    /// The members whose value is a path as the walk named it: written relative to the route file.
    public var pathMembers: Set<String>
    /// Each route found, with the file and line it is declared at.
    public var routes: [(label: String, file: String, line: Int)]
    /// The URL schemes and web hosts the files declare, in order.
    public var schemes: [Fact]
    public var domains: [Fact]
    /// Other things found, listed in the import report after the profile (a routes folder
    /// as `appDir`, each of its files as `route`).
    public var items: [(kind: String, fact: Fact)]
    /// What tells the profile is used, when not its first route (the config naming the routes folder).
    public var profileSource: (file: String, line: Int?)?
    /// What was not understood, with its file and line.
    public var notUnderstood: [(file: String, line: Int?, what: String)]
    /// The Android application id a project config gives (Expo's `android.package`), when no
    /// manifest is read.
    public var androidPackage: Fact?
    /// The file that stands for the Android manifest (an Expo app config, whose intent filters
    /// the prebuild writes into it): `links.android.manifest`.
    public var androidManifest: Fact?

    /// Makes a reading.
    public init(members: [(String, JSONOutput)] = [], pathMembers: Set<String> = [], routes: [(label: String, file: String, line: Int)] = [],
                schemes: [Fact] = [], domains: [Fact] = [], items: [(kind: String, fact: Fact)] = [],
                profileSource: (file: String, line: Int?)? = nil, notUnderstood: [(file: String, line: Int?, what: String)] = []) {
        self.members = members
        self.pathMembers = pathMembers
        self.routes = routes
        self.schemes = schemes
        self.domains = domains
        self.items = items
        self.profileSource = profileSource
        self.notUnderstood = notUnderstood
    }
}
