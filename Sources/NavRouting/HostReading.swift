/// The host rule shared by the profiles that read `scheme://host/path` with the host as the
/// first path component for custom schemes (navsim, JLRoutes).
package enum HostReading {
    /// Whether `first`, written as the host, is read back as the first component: not for the
    /// web schemes, `localhost`, a universal-link domain, an empty host, or a host URL syntax
    /// would split (`:@[]`), and never when `treatHostAsPath` is `never`.
    package static func customSchemeHostIsPath(_ first: String, scheme: String, options: MatchingOptions) -> Bool {
        let lowered = first.lowercased()
        // A web scheme the app declares a table for reads as any custom scheme does.
        let web = ["http", "https"].contains(scheme.lowercased()) && !options.webSchemeTables.contains(scheme.lowercased())
        if options.treatHostAsPath == .never || web || first.isEmpty || lowered == "localhost" { return false }
        if first.contains(where: { ":@[]".contains($0) }) { return false }
        if options.domains.contains(where: { $0.lowercased() == lowered }) { return false }
        // A host some route says, or a `{name}` domain pattern fits, is never a path component.
        if options.routeHosts.contains(where: { $0.accepts(lowered) }) { return false }
        if options.domains.contains(where: { $0.contains("{") && ((try? HostPattern($0))?.accepts(lowered) ?? false) }) { return false }
        return true
    }
}
