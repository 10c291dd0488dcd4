/// How a running app's URLs become navigation state: expo-router's reading of the app folder, or
/// React Navigation's of a `linking` config.
enum ExpoPathMatching: Sendable {
    /// The app folder's configs (expo-router's `getStateFromPath`), with `extractExpoPathFromURL`.
    case appFolder(ExpoLinkingConfigs)
    /// A `linking` config (React Navigation's `getStateFromPath`), with `extractPathFromURL` over its prefixes.
    case linking(ReactNavigationStateFromPath, prefixes: [String])

    var isLinking: Bool {
        if case .linking = self { return true }
        return false
    }
}
