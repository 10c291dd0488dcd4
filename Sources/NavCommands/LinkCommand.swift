import NavModel
import ArgumentParser
import NavRouteFile
import NavLinks
import NavSupport

/// `navsim link URL...`: would iOS or Android hand each URL to the app, and what then.
struct LinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Say whether iOS and Android would hand each URL to the app (universal links, App Links, custom schemes), then the route and screen.",
        discussion: """
            Reads the platform files the route file's "links" key names (apple-app-site-association, AndroidManifest.xml, \
            assetlinks.json). Exit 0 when every URL opens the app on every platform shown, 1 when one does not, 2 on bad input. \
            See docs/links.md.
            """)

    @OptionGroup var file: RouteFileOptions
    @Argument(help: ArgumentHelp("URLs, e.g. https://hotels.example.com/cities/paris.", valueName: "url")) var urls: [String]
    @Option(help: ArgumentHelp("Only this platform (ios, android).", valueName: "platform")) var platform: LinkPlatform?
    @Flag(help: "Print JSON.") var json = false
    @Flag(help: "List every component or intent filter tried and why it did not admit the URL.") var explain = false

    func validate() throws {
        if urls.isEmpty { throw ValidationError("Name at least one URL.") }
    }

    func run() throws {
        let app = try file.load()
        let setup: LinkSetup
        do {
            guard let loaded = try LinkSetup.load(app.file) else {
                Console.error("navsim: \(app.file.path) has no \"links\" key naming the platform files; see docs/links.md")
                throw ExitCode(2)
            }
            setup = loaded
        } catch let error as RouteFileError {
            Console.error(error.render())
            throw ExitCode(2)
        }
        if let platform, !setup.platforms.contains(platform) {
            Console.error("navsim: \(app.file.path) configures no links.\(platform.rawValue)")
            throw ExitCode(2)
        }
        let resolver = LinkResolver(setup: setup, app: app)
        let entries = urls.map { LinkReport.Entry(input: $0, verdicts: resolver.verdicts($0, platform: platform, explain: explain)) }
        if json {
            print(LinkReport.json(entries, explain: explain).rendered())
        } else {
            Console.print(LinkReport.textLines(entries, explain: explain))
        }
        if entries.contains(where: { $0.verdicts.contains { !$0.opensApp } }) { throw ExitCode(1) }
    }
}

extension LinkPlatform: ExpressibleByArgument {}
