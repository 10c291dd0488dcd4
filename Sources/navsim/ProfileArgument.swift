import ArgumentParser
import NavRouting
import Foundation
import NavModel
import NavRouteFile

/// `--profile navsim|jlroutes|waapprouting`.
extension MatchingProfile: ExpressibleByArgument {}
