import NavRouting
/// Jetpack Navigation declares its deep links in navigation graphs (XML), not in calls in
/// source code: `navsim init` reads the graphs (`navGraphs`), and nothing here.
extension JetpackProfile {
    var registrationAnchors: [String] { [] }

    func readRegistrations(_ scan: inout RegistrationScan) {}
}
