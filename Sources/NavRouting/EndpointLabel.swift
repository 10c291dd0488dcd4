extension Endpoint {
    /// How messages name the endpoint: its pattern, after its scheme when that is not the app's
    /// (`thing://foo`), and for a route with a `host` the URL it is reached by, host and all
    /// (`mastodon://search` rather than `/`, which four host routes of one app would share).
    public func label(defaultScheme: String?) -> String {
        let text = pattern.text
        if let host {
            let scheme = scheme ?? defaultScheme ?? "https"
            return "\(scheme)://\(host.source)" + (text == "/" ? "" : text)
        }
        guard let scheme else { return text }
        return "\(scheme)://" + String(text.dropFirst())
    }

    /// The pattern as logs and listings show it: `/cities/:city`, or for a route with a `host`
    /// the URL that reaches it (`mastodon://search`), since the path alone (`/`) does not tell
    /// the host routes apart.
    public func displayPattern(defaultScheme: String?) -> String {
        host == nil ? pattern.text : label(defaultScheme: defaultScheme)
    }
}
