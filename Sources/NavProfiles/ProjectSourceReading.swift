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

    // MARK: a profile whose routes also come from the app's Android files (its `AppFilesSource`)

    /// Whether it reads the app's Android files the walk tells by their place (the XML files of a
    /// module's `res/` folders, the Kotlin and Java sources). `false` unless said.
    var readsAndroidFiles: Bool { get }
    /// One such file as the walk meets it: whether it is kept for ``readAndroidFiles(_:applicationId:resources:)``,
    /// and what is not understood in it (reported at once, in walk order).
    func meets(androidFile path: String, contents: Data) -> (kept: Bool, notUnderstood: [(file: String, line: Int?, what: String)])
    /// Reads the files it kept, in walk order, once the walk is done: the route-file members the
    /// files list (written before `routes`, each path relative to the route file), their report
    /// items, the routes they declare (``ProjectSourceReading/routes``, compared by `check
    /// --against` with the routes the route file's listed files give), the schemes and hosts
    /// they give the app, and the routes declared in code (``ProjectSourceReading/codeRoutes``).
    /// - Parameters:
    ///   - applicationId: the app's package name, for the files that stand for it.
    ///   - resources: the app's `<string>` resources.
    func readAndroidFiles(_ files: [(path: String, contents: Data)], applicationId: String?, resources: AndroidResources) -> ProjectSourceReading
    /// The report line for its listed files when a routing library found in code gives the
    /// profile (`library` and its profile `profile`): the files are left out.
    func filesLeftOut(besides library: String, profile: String) -> String
    /// The report line for its ``ProjectSourceReading/codeRoutes`` when another profile was
    /// chosen (`profile`): they are left out.
    func codeRoutesLeftOut(besides profile: String) -> String
    /// The differences between a route file (its top-level object, its path) and the reading,
    /// when the reader compares them itself (a routes folder the route file names, read live);
    /// `nil` compares ``routeLabels(in:)`` with ``ProjectSourceReading/routes``.
    func drift(in root: JSONNode, reading: ProjectSourceReading, routeFile: String?) -> [ProjectSourceDrift]?
}

extension ProjectSourceReader {
    /// Files are read together once the walk is done.
    public var readsEachFileAsMet: Bool { false }
    /// Reads no Android file by its place.
    public var readsAndroidFiles: Bool { false }
    /// Keeps no file.
    public func meets(androidFile path: String, contents: Data) -> (kept: Bool, notUnderstood: [(file: String, line: Int?, what: String)]) {
        (false, [])
    }
    /// Nothing read.
    public func readAndroidFiles(_ files: [(path: String, contents: Data)], applicationId: String?, resources: AndroidResources) -> ProjectSourceReading {
        ProjectSourceReading()
    }
    /// The files left out beside `library`.
    public func filesLeftOut(besides library: String, profile: String) -> String {
        "files beside \(library)'s registrations: the profile is \(profile): not in the route file"
    }
    /// The routes left out beside `profile`.
    public func codeRoutesLeftOut(besides profile: String) -> String {
        "routes in code beside the \(profile) profile's registrations: not in the route file"
    }
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
    /// The members whose value is a path as the walk named it, or a list of such paths: written
    /// relative to the route file.
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
    /// Routes the app declares in code (`navDeepLink`s), each with its file and line: they join the
    /// route file's `routes` under the reader's profile, once no other profile was chosen.
    public var codeRoutes: [(pattern: String, file: String, line: Int)] = []
    /// What was not understood in that code, with its file and line, in the order of the files
    /// read: each file's lines come before what the import itself reports of that file.
    public var codeNotUnderstood: [(file: String, line: Int?, what: String)] = []
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
