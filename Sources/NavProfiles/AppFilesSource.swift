import Foundation
import NavModel
import NavRouting
import NavSupport

/// A profile whose routes come, beside the route file's own `routes`, from files of the app the
/// route file lists under a key of the profile's (its navigation files): they are read when the
/// route file loads, and their screens, routes and tab roots join the file's as if written in
/// it, navigated by the steps the profile lists. The route file's loader, compiler, linter and
/// coverage ask it through this protocol and never name the library.
package protocol AppFilesSource: Sendable {
    /// The top-level key listing the files, paths relative to the route file. A file that names
    /// it may leave out `routes`, and its tabs may leave out `root` (the files give it).
    var filesKey: String { get }
    /// What the files are, for messages (`the profile that runs … ("profile": "NAME")`).
    var filesDescription: String { get }
    /// What one of the files is called where reading it fails (`the navigation graph cannot be read`).
    var fileKind: String { get }
    /// What the files are called, short, where `check --against` compares them with the app's
    /// (`graphs`: `… is in the route file's graphs and not in the app`).
    var filesShortName: String { get }
    /// What a link the files declare is called in messages (`deep link`).
    var linkKind: String { get }
    /// The switches a route file may set in an object named after the profile
    /// (`"NAME": {"SWITCH": false}`), in order.
    var settings: [ProfileSetting] { get }
    /// What a link from outside does to the task's back stack, given the value the route file
    /// wrote for each of ``settings`` (by name; `nil` when not written).
    func linkTask(setting: (String) -> Bool?) -> LinkTask
    /// The scheme a route of this profile keeps when its URL is written back (the address bar),
    /// when the route does not name one: the one its pattern starts with, else the library's.
    func scheme(ofPattern pattern: String) -> String
    /// Whether two routes its files give (their patterns) are one link to the profile's own
    /// findings (``AppFilesFacts/findings``: a repeat or a tie, reported at the file's line), so
    /// the linter leaves the pair to them.
    func isSameLink(_ pattern: String, _ other: String) -> Bool
    /// The names of the lint rules its findings are reported under (each a rule of `navsim
    /// check`, docs/lint.md).
    var findingRules: [String] { get }
    /// Reads the files the route file lists, and everything they include.
    /// - Parameter contents: the bytes of a file by path, checked as the route file's are.
    /// - Throws: every problem that stops the app from loading, with the file it is in.
    func read(_ request: AppFilesRequest, contents: (String) -> Result<Data, AppFileProblem>) throws(AppFilesError) -> AppFilesReading

    // MARK: the app's own files, read by the link setup (`navsim init` reads them through the profile's `ProjectSourceReader`)

    /// The Android resource type the files are (`navigation`: `res/navigation/NAME.xml`), which
    /// a manifest names (`<nav-graph android:value="@navigation/NAME">`) for the manifest merger
    /// to expand into intent filters (``declaredLinks(ofFileAt:applicationId:contents:)``).
    var androidResourceType: String { get }
    /// The links the file at `path` and the files it includes declare, in document order, with
    /// the app's resources found around it on disk.
    /// - Throws: the problems that stop the file from being read, in the file they are in.
    func declaredLinks(ofFileAt path: String, applicationId: String?,
                       contents: (String) -> Result<Data, AppFileProblem>) throws(AppFilesError) -> [AppFileLink]
}

/// A link one of the app's files declares (a graph's `<deepLink>`), as written.
package struct AppFileLink: Sendable, Equatable {
    /// The URI pattern (`app:uri`), when the link has one.
    package var uri: String?
    /// The intent action it answers; `nil` is VIEW.
    package var action: String?
    /// The MIME type it answers, when it has one.
    package var mimeType: String?
    /// Whether the app asks the OS to verify the link's host (`android:autoVerify`).
    package var autoVerify: Bool
    /// The file it is written in, and where its element starts.
    package var file: String
    package var position: SourcePosition

    /// Makes a link; only the URI, the file and the position are needed.
    package init(uri: String?, action: String? = nil, mimeType: String? = nil, autoVerify: Bool = false, file: String, position: SourcePosition) {
        self.uri = uri
        self.action = action
        self.mimeType = mimeType
        self.autoVerify = autoVerify
        self.file = file
        self.position = position
    }
}

/// A boolean switch of a profile that reads its routes from the app's files, with its default.
package struct ProfileSetting: Sendable, Equatable {
    /// The key in the profile's object.
    package var name: String
    /// The value when the key is absent.
    package var defaultValue: Bool
    /// What it means, for messages.
    package var meaning: String

    /// Makes a switch.
    package init(name: String, defaultValue: Bool, meaning: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.meaning = meaning
    }
}

/// What an ``AppFilesSource`` is given of the route file.
package struct AppFilesRequest: Sendable {
    /// One listed file: its path as written and where the route file writes it.
    package struct ListedFile: Sendable {
        /// The path as the route file writes it.
        package var path: String
        /// Where the route file writes it (`navGraphs[0]`), for messages.
        package var jsonPath: String
        package var position: SourcePosition

        /// Makes a listed file.
        package init(path: String, jsonPath: String, position: SourcePosition) {
            self.path = path
            self.jsonPath = jsonPath
            self.position = position
        }
    }

    /// One tab of the route file: its id, its root (empty when left to the files) and where it is written.
    package struct Tab: Sendable {
        /// The tab's id (the files' element it names).
        package var id: String
        /// The root screen the route file gives; empty when left to the files.
        package var root: String
        /// Where the tab is written (`tabs[0]`), for messages.
        package var jsonPath: String
        package var position: SourcePosition

        /// Makes a tab.
        package init(id: String, root: String, jsonPath: String, position: SourcePosition) {
            self.id = id
            self.root = root
            self.jsonPath = jsonPath
            self.position = position
        }
    }

    /// The route file's path, as given (messages cite it).
    package var routeFilePath: String
    /// The files listed, in order.
    package var files: [ListedFile]
    /// The route file's switches for the profile, by name (``AppFilesSource/settings``).
    package var settings: [String: Bool]
    /// The app's package name (`links.android.package`), for files that stand for it.
    package var applicationId: String?
    /// The route file's tabs, in order.
    package var tabs: [Tab]
    /// The screens the route file describes itself: the files add none of these.
    package var describedScreens: Set<String>
    /// The route file's warnings so far: an error that stops the load lists them first.
    package var warnings: [ConfigDiagnostic]
    /// Whether `navsim check` reads the files: what it reports itself (``AppFilesFacts/findings``)
    /// is left to it instead of stopping the load or joining the warnings.
    package var checking: Bool

    /// Makes a request.
    package init(routeFilePath: String, files: [ListedFile], settings: [String: Bool], applicationId: String?, tabs: [Tab],
                describedScreens: Set<String>, warnings: [ConfigDiagnostic], checking: Bool) {
        self.routeFilePath = routeFilePath
        self.files = files
        self.settings = settings
        self.applicationId = applicationId
        self.tabs = tabs
        self.describedScreens = describedScreens
        self.warnings = warnings
        self.checking = checking
    }
}

/// Why a listed file could not be read (it is missing, a directory, too large).
package struct AppFileProblem: Error, Sendable {
    /// Why, in words (`no such file`).
    package var message: String
    /// Makes a problem.
    package init(_ message: String) { self.message = message }
}

/// Why the files stop the app from loading: every problem, in the file it is in.
package struct AppFilesError: Error, Sendable {
    /// The file the problems are in (the route file, or one of the listed files).
    package var path: String
    /// The problems, each with its position in ``path``, or naming its own file in its message.
    package var diagnostics: [ConfigDiagnostic]

    /// Makes an error.
    package init(path: String, diagnostics: [ConfigDiagnostic]) {
        self.path = path
        self.diagnostics = diagnostics
    }
}

/// What an ``AppFilesSource`` read: what joins the route file, and what the linter and coverage ask.
package struct AppFilesReading: Sendable {
    /// A screen the files describe.
    package struct Screen: Sendable {
        /// The screen's id.
        package var id: String
        /// Its title, when the files give one.
        package var title: String?
        /// Parameter defaults, in the files' order.
        package var defaults: [(name: String, value: String)]
        /// Which listed file describes it (an index into ``AppFilesRequest/files``).
        package var listedFile: Int

        /// Makes a screen.
        package init(id: String, title: String?, defaults: [(name: String, value: String)], listedFile: Int) {
            self.id = id
            self.title = title
            self.defaults = defaults
            self.listedFile = listedFile
        }
    }

    /// A route the files give.
    package struct Route: Sendable {
        /// The pattern, in the profile's dialect.
        package var path: String
        /// The screen it shows.
        package var screen: String
        /// The tab it selects, when its screen is in a tab's part of the files.
        package var tab: String?
        /// Parameter defaults, in the files' order.
        package var defaults: [(name: String, value: String)]
        /// The stack below the screen.
        package var parent: ParentRule
        /// The scheme its URL is written back with.
        package var scheme: String
        /// Where the route is written: the file and the element's position.
        package var file: String
        package var position: SourcePosition
        /// Which listed file gives it (an index into ``AppFilesRequest/files``).
        package var listedFile: Int

        /// Makes a route.
        package init(path: String, screen: String, tab: String?, defaults: [(name: String, value: String)], parent: ParentRule,
                    scheme: String, file: String, position: SourcePosition, listedFile: Int) {
            self.path = path
            self.screen = screen
            self.tab = tab
            self.defaults = defaults
            self.parent = parent
            self.scheme = scheme
            self.file = file
            self.position = position
            self.listedFile = listedFile
        }
    }

    /// Each tab's root and the screen a link may put below it, in the request's order.
    package var tabs: [(root: String, screenBelowRoot: String?)] = []
    /// The root of the one stack, when the route file has no tabs.
    package var stackRoot: String?
    /// The screens, in the files' order (none the route file describes).
    package var screens: [Screen] = []
    /// The routes, in the files' order; they come before the route file's own.
    package var routes: [Route] = []
    /// The route file's warnings and the files'.
    package var warnings: [ConfigDiagnostic] = []
    /// What the linter and coverage ask.
    package var facts = AppFilesFacts()

    /// Nothing read yet.
    package init() {}
}

/// What the linter and coverage ask of the files a route file lists.
package struct AppFilesFacts: Sendable, Equatable {
    /// What `navsim check` reports in the files, each at its file, line and column.
    package var findings: [AppFileFinding] = []
    /// The screens in-app navigation the files declare leads to from each screen (beyond links).
    package var inAppNavigation: [String: [String]] = [:]

    /// Makes facts.
    package init(findings: [AppFileFinding] = [], inAppNavigation: [String: [String]] = [:]) {
        self.findings = findings
        self.inAppNavigation = inAppNavigation
    }

    /// `shown` and every screen in-app navigation leads to from them, transitively.
    package func reached(from shown: Set<String>) -> Set<String> {
        var reached = shown
        var pending = Array(shown)
        while let id = pending.popLast() {
            for target in inAppNavigation[id] ?? [] where reached.insert(target).inserted { pending.append(target) }
        }
        return reached
    }
}

/// A problem `navsim check` reports in a listed file, under a lint rule of its own.
package struct AppFileFinding: Sendable, Equatable, CustomStringConvertible {
    /// The lint rule's name (`repeated-deep-link`).
    package var rule: String
    /// Its severity under the rule.
    package var severity: ConfigDiagnostic.Severity
    /// Whether it stops the app from loading outside `check`.
    package var stopsLoading: Bool
    /// The file it is in, and where.
    package var file: String
    package var position: SourcePosition
    /// What is wrong, in words.
    package var message: String

    /// Makes a finding.
    package init(rule: String, severity: ConfigDiagnostic.Severity, stopsLoading: Bool, file: String, position: SourcePosition,
                message: String) {
        self.rule = rule
        self.severity = severity
        self.stopsLoading = stopsLoading
        self.file = file
        self.position = position
        self.message = message
    }

    /// `FILE:LINE:COLUMN: MESSAGE`.
    package var description: String { "\(file):\(position): \(message)" }
}
