import NavModel

/// The simulated mobile platform.
public typealias LinkPlatform = Platform

/// How the OS hands a URL to the app.
public enum LinkChannel: String, Sendable, Hashable, CaseIterable {
    /// iOS: an https link that the domain's apple-app-site-association admits.
    case universalLink = "universal-link"
    /// Android: an http(s) link an intent filter admits (verified from API 31).
    case appLink = "app-link"
    /// Either: a custom scheme the app declares.
    case customScheme = "custom-scheme"
}

/// What one platform does with one URL: whether it opens the app, by which rule, and then
/// the route it matches and the screen it shows from a cold start.
public struct LinkVerdict: Sendable, Equatable {
    /// The platform.
    public var platform: LinkPlatform
    /// Whether the OS hands the URL to the app.
    public var opensApp: Bool
    /// How, when it does.
    public var via: LinkChannel?
    /// Why, in one sentence.
    public var reason: String
    /// The rule that decided (a component, an intent filter, the route file's scheme), when one did.
    public var rule: String?
    /// The route the URL matches, when the app opens and a route matches.
    public var route: (path: String, index: Int)?
    /// The screen on top from a cold start (its id), when the app opens.
    public var screen: String?
    /// That screen's title.
    var screenTitle: String?
    /// Every rule tried, in order (`--explain`).
    public var tried: [TriedRule]
    /// Android: the activities of the app that admit the link, when there are several (Android
    /// asks the user which to use); empty otherwise.
    public var chooser: [String] = []

    /// Makes a verdict.
    public init(platform: LinkPlatform, opensApp: Bool, via: LinkChannel?, reason: String, rule: String?,
                route: (path: String, index: Int)? = nil, screen: String? = nil, screenTitle: String? = nil, tried: [TriedRule] = []) {
        self.platform = platform
        self.opensApp = opensApp
        self.via = via
        self.reason = reason
        self.rule = rule
        self.route = route
        self.screen = screen
        self.screenTitle = screenTitle
        self.tried = tried
    }

    public static func == (lhs: LinkVerdict, rhs: LinkVerdict) -> Bool {
        lhs.platform == rhs.platform && lhs.opensApp == rhs.opensApp && lhs.via == rhs.via && lhs.reason == rhs.reason
            && lhs.rule == rhs.rule && lhs.route?.path == rhs.route?.path && lhs.route?.index == rhs.route?.index
            && lhs.screen == rhs.screen && lhs.screenTitle == rhs.screenTitle && lhs.tried == rhs.tried && lhs.chooser == rhs.chooser
    }
}
