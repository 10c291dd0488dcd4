@testable import NavProfiles

/// An app folder in memory for the expo-router tests: file paths (in require.context's order)
/// and the sources of the layouts that declare something.
struct ExpoTestApp {
    var files: [String]
    var sources: [String: String] = [:]
    var platform = "ios"

    init(_ files: [String], sources: [String: String] = [:], platform: String = "ios") {
        // expo-router's tests name files without an extension (`inMemoryContext` adds `.js`).
        self.files = files.map { ExpoRouteTreeBuilder.extensions.contains(where: $0.hasSuffix) ? $0 : $0 + ".js" }
        self.sources = sources
        self.platform = platform
    }

    var builder: ExpoRouteTreeBuilder {
        ExpoRouteTreeBuilder(
            platform: platform,
            layout: { file in sources[file].map { ExpoLayoutReader.read($0, file: file) } ?? ExpoLayoutDeclaration() },
            redirect: { file in sources[file].flatMap(ExpoLayoutReader.unconditionalRedirect) })
    }

    func tree() throws -> ExpoRouteNode { try builder.build(files: files).get() }

    func error() -> String? {
        if case .failure(let error) = builder.build(files: files) { return error.message }
        return nil
    }

    /// getStateFromPath's result for `path`, or nil.
    func state(_ path: String, previousSegments: [String] = []) throws -> ExpoParsedState? {
        ExpoStateFromPath.match(path, configs: ExpoLinkingConfigs(root: try tree(), previousSegments: previousSegments))?.state
    }
}

/// Builds the expected state as expo-router's tests write it.
func route(_ name: String, _ params: [(String, ExpoParamValue)] = [], path: String? = nil, _ state: ExpoParsedState? = nil) -> ExpoParsedRoute {
    ExpoParsedRoute(name: name, params: params.isEmpty ? nil : ExpoParams(entries: params.map { .init(name: $0.0, value: $0.1) }),
                    path: path, state: state)
}

func state(_ routes: ExpoParsedRoute...) -> ExpoParsedState { ExpoParsedState(routes: routes) }
