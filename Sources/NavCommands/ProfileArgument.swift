import ArgumentParser
import NavRouting
import Foundation
import NavModel
import NavRouteFile

/// `--profile NAME`, one of `MatchingProfile.allCases` (ArgumentParser lists them in help and errors).
extension MatchingProfile: ExpressibleByArgument {}
