import Foundation

/// The numbers, as a table for people or one JSON object for tools.
struct Report {
    var github: GitHubBenchmark.Result
    var large: LargeTableBenchmark.Result
    var render: RenderBenchmark.Result
    var lint: LintBenchmark.Result
    var quick: Bool

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    var json: String {
        let g = github, l = large, r = render
        return """
            {"github": {"routes": \(g.routes), "navsim_ns": \(Self.fixed(g.navsimNanoseconds, 1)), \
            "routingkit_ns": \(Self.fixed(g.routingKitNanoseconds, 1)), "ratio": \(Self.fixed(g.ratio, 2)), \
            "routingkit_route_only_ns": \(Self.fixed(g.routingKitRouteOnlyNanoseconds, 1))}, \
            "large": {"routes": \(l.routes), "endpoints": \(l.endpoints), "compile_ms": \(Self.fixed(l.compileMilliseconds, 2)), \
            "match_ns": \(Self.fixed(l.matchNanoseconds, 1)), "rss_mb": \(Self.fixed(l.tableMegabytes, 1)), \
            "rss_total_mb": \(Self.fixed(l.residentMegabytes, 1)), "rss_baseline_mb": \(Self.fixed(l.baselineMegabytes, 1))}, \
            "render": {"cols": \(r.columns), "rows": \(r.rows), "view_us": \(Self.fixed(r.viewMicroseconds, 1)), \
            "update_us": \(Self.fixed(r.updateMicroseconds, 2))}, \
            "lint": {"routes": \(lint.routes), "check_ms": \(Self.fixed(lint.checkMilliseconds, 1)), "findings": \(lint.findings)}, \
            "quick": \(quick)}
            """
    }

    var table: String {
        let g = github, l = large
        let rows: [(String, String)] = [
            ("github: routes", "\(g.routes)"),
            ("github: navsim, URL string → match", Self.fixed(g.navsimNanoseconds, 0) + " ns"),
            ("github: RoutingKit, split + route", Self.fixed(g.routingKitNanoseconds, 0) + " ns"),
            ("github: RoutingKit, route only", Self.fixed(g.routingKitRouteOnlyNanoseconds, 0) + " ns"),
            ("github: ratio (RoutingKit / navsim)", Self.fixed(g.ratio, 1) + "x"),
            ("large: routes (endpoints)", "\(l.routes) (\(l.endpoints))"),
            ("large: compile", Self.fixed(l.compileMilliseconds, 1) + " ms"),
            ("large: match", Self.fixed(l.matchNanoseconds, 0) + " ns"),
            ("large: resident memory the table adds", Self.fixed(l.tableMegabytes, 1) + " MiB (process " + Self.fixed(l.residentMegabytes, 1)
                + " MiB, of which " + Self.fixed(l.baselineMegabytes, 1) + " before the routes were generated)"),
            ("render: view(state) at \(render.columns)×\(render.rows)", Self.fixed(render.viewMicroseconds, 1) + " µs"),
            ("render: update per key (typing a deep link, Enter)", Self.fixed(render.updateMicroseconds, 2) + " µs"),
            ("lint: navsim check of \(lint.routes) routes, in memory", Self.fixed(lint.checkMilliseconds, 1) + " ms (\(lint.findings) findings)"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        var lines = ["navsim-bench" + (quick ? " (--quick: few iterations, numbers are rough)" : "") + "; ns are per match, median of runs"]
        for (name, value) in rows {
            lines.append(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value)
        }
        return lines.joined(separator: "\n")
    }
}
