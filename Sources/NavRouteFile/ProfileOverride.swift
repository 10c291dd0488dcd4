import NavRouting

extension CompiledApp {
    /// The same route file compiled under another matching profile (`navsim match --profile`,
    /// `navsim diff-profiles`, a scenario file's `profile`). The file's other matching switches
    /// (`caseSensitive`, `decodePlus`, `treatHostAsPath`) are kept; those it leaves out take the
    /// new profile's defaults. `nil` or the file's own profile returns the app as it is.
    /// - Throws: the compile errors of patterns the other profile cannot read (e.g. nested
    ///   optional groups under JLRoutes).
    public func withProfile(_ profile: MatchingProfile?) throws(RouteFileError) -> CompiledApp {
        guard let profile, profile != table.options.profile else { return self }
        var loaded = file
        loaded.routeFile.matching.profile = profile
        return try CompiledApp(loaded)
    }
}
