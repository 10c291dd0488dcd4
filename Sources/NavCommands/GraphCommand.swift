import ArgumentParser
import NavMap
import NavRouteFile

/// `navsim graph`: the app's navigation as a picture (Mermaid or DOT), one link's path on it, or
/// the difference between two versions of a route file.
struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the app's navigation as a graph: screens by tab, the links and shortcuts that reach them.",
        discussion: """
            Screens are nodes grouped by tab; an arrow goes from a screen to each screen a link can put \
            on top of it (pushed, or presented modally: dashed); every deep-link pattern and shortcut is \
            an entry node pointing at the screen it shows, with the flags it requires and their guards. \
            --link URL marks the stack URL builds from a cold start, as `navsim open URL` builds it \
            (or the OS's verdict when the OS keeps the link). --diff OLD NEW draws NEW with what OLD \
            lacks marked added and what NEW lacks struck out. The output is the same for the same \
            file, so two graphs diff cleanly. See docs/commands.md.
            """)

    @OptionGroup var file: RouteFileOptions
    @Option(help: ArgumentHelp("mermaid (default; GitHub draws it in Markdown) or dot (Graphviz: dot -Tsvg).", valueName: "format"))
    var format: MapFormat = .mermaid
    @Option(name: .customLong("link"),
            help: ArgumentHelp("Mark the stack this link builds from a cold start (repeatable).", valueName: "url"))
    var links: [String] = []
    @Option(parsing: .upToNextOption,
            help: ArgumentHelp("Compare two route files: draw NEW with added and removed routes, screens and edges marked.",
                               valueName: "old new"))
    var diff: [String] = []
    @OptionGroup var device: PlatformOption

    func validate() throws {
        guard diff.isEmpty || diff.count == 2 else {
            throw ValidationError("--diff takes two route files, OLD and NEW (got \(diff.count))")
        }
        guard diff.isEmpty || (links.isEmpty && file.routes == nil) else {
            throw ValidationError("--diff names both route files itself; --routes and --link do not apply to it")
        }
    }

    func run() throws {
        if diff.count == 2 {
            let old = NavigationMap(of: try RouteFileOptions.load(routes: diff[0], quiet: file.quiet))
            let new = NavigationMap(of: try RouteFileOptions.load(routes: diff[1], quiet: file.quiet))
            let map = NavigationMap.difference(from: old, to: new)
            let counts = map.changeCounts
            print(map.rendered(as: format, notes: ["diff \(diff[0]) → \(diff[1]): \(counts.added) added, \(counts.removed) removed"]),
                  terminator: "")
            return
        }
        let app = try file.load()
        var map = NavigationMap(of: app)
        var notes: [String] = []
        if !links.isEmpty {
            let simulator = try device.simulator(for: app)
            for link in links {
                let trace = LinkTrace(link, simulator: simulator)
                map.highlight(trace)
                notes.append("link " + trace.summary)
            }
        }
        print(map.rendered(as: format, notes: notes), terminator: "")
    }
}

extension MapFormat: ExpressibleByArgument {}
