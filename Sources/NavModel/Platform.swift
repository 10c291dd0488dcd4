/// The mobile OS a run simulates: whose rules decide whether a tapped link reaches the app
/// (`--platform`, a scenario's `"platform"`, `:platform`, Ctrl-O in the UI).
public enum Platform: String, Sendable, CaseIterable, Hashable {
    case ios
    case android

    /// `iOS` or `Android`.
    public var displayName: String { self == .ios ? "iOS" : "Android" }
    /// The browser that opens a web link the app does not get.
    public var browser: String { self == .ios ? "Safari" : "Chrome" }
}
