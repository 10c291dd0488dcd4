import Foundation
import NavModel
import NavProfiles
import NavRouting
import NavSupport

extension RouteFile {
    /// The source that reads ``appFiles``: the profile's, or, in a file that lists another
    /// profile's files (an error `check` reports and reads past), the one whose key lists them.
    package var appFilesSource: (any AppFilesSource)? {
        if let own = matching.profile.appFilesSource { return own }
        return MatchingProfile.appFilesSources.values.first { $0.filesKey == appFilesKey }
    }
}

/// A route file that lists files of the app (``RouteFile/appFiles``) gets screens, routes and
/// tab roots from them, read by its profile's ``AppFilesSource``: its screens join the file's,
/// its routes come before the file's own, each located at its listed file.
package enum AppFilesRoutes {
    /// The file with what its listed files give added, and the facts the linter and coverage
    /// ask of them. What `check` reports in the files is left to it when `checking`.
    package static func expand(_ loaded: LoadedRouteFile, checking: Bool = false) throws(RouteFileError) -> LoadedRouteFile {
        var file = loaded.routeFile
        guard !file.appFiles.isEmpty, let source = file.appFilesSource else { return loaded }
        let request = AppFilesRequest(
            routeFilePath: loaded.path,
            files: file.appFiles.map { AppFilesRequest.ListedFile(path: $0.path, jsonPath: $0.location.jsonPath, position: $0.location.position) },
            settings: Dictionary(file.appFilesSettings.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }),
            applicationId: file.links?.android?.package,
            tabs: file.tabs.map { AppFilesRequest.Tab(id: $0.id, root: $0.root, jsonPath: $0.location.jsonPath, position: $0.location.position) },
            describedScreens: Set(file.screens.keys), warnings: loaded.warnings, checking: checking)
        // The files are checked as route files are (a FIFO, a directory, the size).
        let reading: AppFilesReading
        do {
            reading = try source.read(request) { path in
                do throws(RouteFileError) {
                    return .success(try RouteFileLoader.contents(ofFileAt: path, kind: source.fileKind))
                } catch {
                    return .failure(AppFileProblem(error.diagnostics.first?.message ?? "cannot be read"))
                }
            }
        } catch {
            throw RouteFileError(path: error.path, diagnostics: error.diagnostics)
        }
        for (index, tab) in reading.tabs.enumerated() where file.tabs.indices.contains(index) {
            file.tabs[index].root = tab.root
            if let below = tab.screenBelowRoot { file.tabs[index].screenBelowRoot = below }
        }
        if file.tabs.isEmpty, let root = reading.stackRoot {
            // One stack whose root is the files' start (no tab bar).
            file.tabs = [RouteFile.Tab(id: TabDefinition.implicitID, title: file.name, root: root, location: file.appFiles[0].location)]
            file.container = file.container ?? .stack
        }
        for read in reading.screens {
            var screen = RouteFile.Screen(id: read.id, title: read.title, location: file.appFiles[read.listedFile].location)
            for (name, value) in read.defaults { screen.defaults[name] = value }
            file.screens[read.id] = screen
        }
        let routes = reading.routes.map { read in
            var route = RouteFile.Route(path: read.path, screen: read.screen, tab: read.tab, policy: .replace,
                                        location: file.appFiles[read.listedFile].location)
            route.graphElement = GraphElement(file: read.file, position: read.position)
            for (name, value) in read.defaults { route.defaults[name] = value }
            route.parent = read.parent
            route.scheme = read.scheme
            return route
        }
        file.routes = routes + file.routes
        var result = LoadedRouteFile(path: loaded.path, routeFile: file, warnings: reading.warnings)
        result.appFilesFacts = reading.facts
        return result
    }
}
