import Foundation

/// Finds the route file a command runs on: the one named with `--routes`, else
/// `./demo-routes.json`, else the copy compiled into the binary.
public enum RouteFileLocator {
    /// The file name looked for in the current directory.
    public static let defaultName = "demo-routes.json"

    /// Loads and compiles the chosen file.
    public static func load(explicit path: String?) throws(RouteFileError) -> CompiledApp {
        if let path { return try CompiledApp.load(path: path) }
        if FileManager.default.fileExists(atPath: defaultName) { return try CompiledApp.load(path: defaultName) }
        return try CompiledApp(RouteFileLoader.load(contents: Data(BundledDemo.contents.utf8), path: BundledDemo.path))
    }
}
