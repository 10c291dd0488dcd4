import Foundation
import NavRouteFile
import Testing

/// Compiles a route file written inline; a problem fails the test with the rendered diagnostics.
public func compiledApp(_ json: String, path: String = "inline.json", sourceLocation: SourceLocation = #_sourceLocation) throws -> CompiledApp {
    do {
        return try CompiledApp(RouteFileLoader.load(contents: Data(json.utf8), path: path))
    } catch {
        Issue.record("the route file does not compile:\n\(error.render())", sourceLocation: sourceLocation)
        throw error
    }
}
