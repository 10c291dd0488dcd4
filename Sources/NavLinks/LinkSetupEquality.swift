/// Link setups are equal when they were read from equal platform files (for the UI's state,
/// which is compared whole in tests). What is compiled from the files is left out: it follows
/// from them.
extension LinkSetup: Equatable {
    public static func == (lhs: LinkSetup, rhs: LinkSetup) -> Bool {
        lhs.ios == rhs.ios && lhs.android == rhs.android
    }
}

extension LinkSetup.IOS: Equatable {
    public static func == (lhs: LinkSetup.IOS, rhs: LinkSetup.IOS) -> Bool {
        lhs.appID == rhs.appID && lhs.schemes == rhs.schemes
            && lhs.associations.map(\.domain) == rhs.associations.map(\.domain)
            && lhs.associations.map(\.evaluator.association) == rhs.associations.map(\.evaluator.association)
    }
}

extension LinkSetup.Android: Equatable {
    public static func == (lhs: LinkSetup.Android, rhs: LinkSetup.Android) -> Bool {
        lhs.package == rhs.package && lhs.fingerprint == rhs.fingerprint && lhs.manifest == rhs.manifest
            && lhs.apiLevel == rhs.apiLevel && lhs.verification == rhs.verification
            && lhs.assetlinks.map(\.domain) == rhs.assetlinks.map(\.domain) && lhs.assetlinks.map(\.file) == rhs.assetlinks.map(\.file)
    }
}
