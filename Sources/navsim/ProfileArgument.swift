import ArgumentParser
import NavRouting

/// `--profile navsim|jlroutes|waapprouting`.
extension MatchingProfile: ExpressibleByArgument {}
