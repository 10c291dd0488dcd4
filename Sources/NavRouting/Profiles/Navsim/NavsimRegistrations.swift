/// navsim's own profile reproduces no library with route registrations in source code: a
/// route file written for it is read, not imported.
extension NavsimProfile {
    var registrationAnchors: [String] { [] }

    func readRegistrations(_ scan: inout RegistrationScan) {}
}
