import Foundation

/// `navsim-bench [--json] [--quick]`: the agreement check, then the timings.
@main
struct NavsimBench {
    struct Settings {
        var json = false
        var quick = false
        /// Runs one workload only, untimed, for a profiler (`--profile large-compile`).
        var profile: String?
        /// Times one router workload alone (`--time github-navsim`): an A/B check of a change.
        var time: String?
    }

    static let usage = """
        usage: navsim-bench [--json] [--quick] [--profile WORKLOAD] [--time ROUTER-WORKLOAD]
          --json      print one JSON object instead of a table
          --quick     a few iterations only (CI smoke run); the agreement check still runs
          --profile   run one workload, untimed, under a profiler such as valgrind --tool=callgrind;
                      prints "operations N" (what one run does):
                      ROUTER-navsim, ROUTER-routingkit, ROUTER-hummingbird for ROUTER in github, mix,
                      escaped (each URL x 100) and large (each URL both peers agree on, once);
                      large-compile (once), large-match (every large URL once), render-view (x 100),
                      render-update (x 100 words), lint-check (once)
          --time      time one router workload of --profile's (github-navsim…, large-match) alone, and print
                      the median ns per URL of 15 runs, or large-compile (median ms of 15
                      compiles): quicker than the whole suite to compare two builds of a change
        """

    static func main() {
        var settings = Settings()
        var arguments = CommandLine.arguments.dropFirst()
        while let argument = arguments.popFirst() {
            switch argument {
            case "--json": settings.json = true
            case "--quick": settings.quick = true
            case "--profile": settings.profile = arguments.popFirst()
            case "--time": settings.time = arguments.popFirst()
            case "--reliability": return ReliabilityBenchmark.run(Array(arguments))
            case "-h", "--help":
                print(usage)
                return
            default:
                printError("navsim-bench: unknown option '\(argument)'\n\(usage)")
                exit(2)
            }
        }
        if let workload = settings.profile {
            profile(workload)
            return
        }
        if settings.time == "large-compile" {
            let large = LargeTableBenchmark(routes: 10_000)
            let milliseconds = medianMilliseconds(runs: 15) { sink &+= large.compile().endpoints.count }
            print(String(format: "large-compile: %.2f ms", milliseconds))
            return
        }
        if let workload = settings.time {
            let (comparison, rounds, run) = routerWorkload(workload)
            let nanoseconds = medianNanoseconds(runs: 15, operations: 10 * rounds * comparison.cases.count) {
                for _ in 0..<(10 * rounds) { run() }
            }
            print(String(format: "%@: %.1f ns per URL", workload, nanoseconds))
            return
        }
        let runs = settings.quick ? 1 : 9

        // The large table first, so its memory reading is not inflated by the other benchmarks.
        let baseline = residentMegabytes() ?? 0
        let large = LargeTableBenchmark(routes: 10_000)
        let largeResult = large.run(runs: settings.quick ? 1 : 5, rounds: settings.quick ? 1 : 10, peerRounds: settings.quick ? 1 : 2,
                                    baselineMegabytes: baseline)

        let workloads = loadGitHubWorkloads()
        var results: [RouterComparison.Result] = []
        for comparison in [workloads.github, workloads.mix, workloads.escaped] {
            comparison.checkAgreement()
            results.append(comparison.run(runs: runs, rounds: settings.quick ? 10 : 1_000))
        }
        let renderResult = RenderBenchmark().run(runs: runs, rounds: settings.quick ? 2 : 200)
        let lintResult = LintBenchmark(large).run(runs: settings.quick ? 1 : 3)

        let report = Report(github: results[0], mix: results[1], escaped: results[2], large: largeResult, render: renderResult,
                            lint: lintResult, quick: settings.quick)
        print(settings.json ? report.json : report.table)
        if !settings.json { LinkBenchmark.run(quick: settings.quick) }
    }

    /// A router workload named ROUTER-WORKLOAD (`github-navsim`): its cases, how many times a
    /// profile runs them (once for the large table's 10,659 URLs), and one run.
    static func routerWorkload(_ name: String) -> (RouterComparison, rounds: Int, run: () -> Void) {
        if name == "large-match" {
            let large = LargeTableBenchmark(routes: 10_000)
            let everyURL = large.everyURL(large.compile())
            return (everyURL, 1, { large.matchEveryURL(everyURL) })
        }
        let pieces = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard pieces.count == 2 else { fail("unknown workload '\(name)'\n\(usage)") }
        let comparison: RouterComparison
        var rounds = 100
        switch pieces[0] {
        case "github": comparison = loadGitHubWorkloads().github
        case "mix": comparison = loadGitHubWorkloads().mix
        case "escaped": comparison = loadGitHubWorkloads().escaped
        case "large":
            let large = LargeTableBenchmark(routes: 10_000)
            comparison = large.peerComparison(large.everyURL(large.compile()))
            rounds = 1
        default: fail("unknown workload '\(name)'\n\(usage)")
        }
        let run: () -> Void
        switch pieces[1] {
        case "navsim": run = comparison.matchWithNavsim
        case "routingkit": run = comparison.routeWithRoutingKit
        case "hummingbird": run = comparison.routeWithHummingbird
        default: fail("unknown workload '\(name)'\n\(usage)")
        }
        return (comparison, rounds, run)
    }

    /// One workload, untimed: what a profiler should count.
    static func profile(_ workload: String) {
        if workload.hasSuffix("-navsim") || workload.hasSuffix("-routingkit")
            || workload.hasSuffix("-hummingbird") {
            let (comparison, rounds, run) = routerWorkload(workload)
            for _ in 0..<rounds { run() }
            print("operations \(rounds * comparison.cases.count)")
            return
        }
        switch workload {
        case "large-compile":
            sink &+= LargeTableBenchmark(routes: 10_000).compile().endpoints.count
        case "large-match":
            let large = LargeTableBenchmark(routes: 10_000)
            large.matchEveryURL(large.everyURL(large.compile()))
            print("operations \(large.urls.count)")
        case "render-view":
            let render = RenderBenchmark()
            for _ in 0..<100 { sink &+= render.render().width }
        case "render-update":
            let render = RenderBenchmark()
            for _ in 0..<100 { render.typeDeepLink() }
        case "lint-check":
            sink &+= LintBenchmark(LargeTableBenchmark(routes: 10_000)).check().findings.count
        default:
            fail("unknown workload '\(workload)'\n\(usage)")
        }
    }

    static func loadGitHubWorkloads() -> GitHubWorkloads {
        do {
            return try GitHubWorkloads(routesFile: try locateGitHubRoutes())
        } catch {
            fail("\(error)")
        }
    }

    /// The copy next to this package, else the shared original next to the repository.
    static func locateGitHubRoutes() throws -> String {
        let packageDirectory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            packageDirectory.appendingPathComponent("github-routes.txt").path,
            packageDirectory.appendingPathComponent("../../shared/bench/github-routes.txt").standardized.path,
            FileManager.default.currentDirectoryPath + "/Benchmarks/github-routes.txt",
            FileManager.default.currentDirectoryPath + "/github-routes.txt",
        ]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            fail("github-routes.txt not found; looked at:\n  " + candidates.joined(separator: "\n  "))
        }
        return found
    }
}
