import ArgumentParser
import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavLint
import NavSupport
import NavProfiles

/// `navsim diff-profiles URL...`: the same URLs under every matching profile, side by side.
struct DiffProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff-profiles",
        abstract: "Match and open the same URLs under every profile (\(MatchingProfile.namesForHelp)), side by side.",
        discussion: "For each URL: the winning route, the screen it opens from a cold start and its parameters, per profile, and whether they agree. The file's other matching switches are kept.")

    @OptionGroup var file: RouteFileOptions
    @Argument(help: ArgumentHelp("URLs or paths.", valueName: "url")) var urls: [String]
    @Flag(help: "Print JSON.") var json = false

    func validate() throws {
        if urls.isEmpty { throw ValidationError("Name at least one URL.") }
    }

    func run() throws {
        let app = try file.load()
        let comparisons = ProfileComparer.compare(urls, app: app)
        if json {
            print(ProfileComparer.json(comparisons, app: app).rendered())
        } else {
            Console.print(ProfileComparer.textLines(comparisons))
        }
    }
}
