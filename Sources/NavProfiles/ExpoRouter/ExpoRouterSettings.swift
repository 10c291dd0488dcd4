/// What the route file's `expoRouter` object says that the app folder cannot say statically.
struct ExpoRouterSettings: Sendable, Equatable {
    /// `experiments.baseUrl`: removed from the front of every path.
    var baseUrl: String?
    /// Layout declarations by file (relative to the app folder), over what the file's source says.
    var layouts: [String: ExpoLayoutOverride] = [:]
    /// Conditional `<Redirect>` rules by route file.
    var redirects: [String: [ExpoRule]] = [:]
    /// `+native-intent`'s `redirectSystemPath` as rules; empty: the URL passes unchanged.
    var nativeIntent: [ExpoRule] = []
}

/// A layout's declaration given in the route file; each key replaces what the source says.
struct ExpoLayoutOverride: Sendable, Equatable {
    var navigator: ExpoNavigatorKind?
    var anchor: String?
    var groupAnchors: [String: String]?
    var screens: [String]?
    var options: [String: ExpoScreenOptions]?
    var screenOptions: ExpoScreenOptions?

    /// `declaration` with this override applied.
    func applied(to declaration: ExpoLayoutDeclaration) -> ExpoLayoutDeclaration {
        var result = declaration
        if let navigator { result.navigator = navigator }
        if let anchor { result.anchor = anchor }
        if let groupAnchors { result.groupAnchors = groupAnchors }
        if let screens { result.screens = screens }
        if let options { result.options.merge(options) { _, given in given } }
        if let screenOptions { result.screenOptions = screenOptions }
        // What the override states is understood.
        result.notUnderstood = navigator != nil && (anchor != nil || groupAnchors != nil) ? [] : declaration.notUnderstood
        return result
    }
}
