import Foundation

/// The numbers, as a table for people or one JSON object for tools.
struct Report {
    var github: RouterComparison.Result
    var mix: RouterComparison.Result
    var escaped: RouterComparison.Result
    var large: LargeTableBenchmark.Result
    var render: RenderBenchmark.Result
    var lint: LintBenchmark.Result
    var quick: Bool

    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// The keys every router comparison has.
    static func comparisonFields(_ result: RouterComparison.Result) -> String {
        """
        "urls": \(result.urls), "misses": \(result.misses), "with_query": \(result.withQuery), \
        "navsim_ns": \(fixed(result.navsimNanoseconds, 1)), "routingkit_ns": \(fixed(result.routingKitNanoseconds, 1)), \
        "hummingbird_ns": \(fixed(result.hummingbirdNanoseconds, 1)), "ratio_routingkit": \(fixed(result.ratioRoutingKit, 2)), \
        "ratio_hummingbird": \(fixed(result.ratioHummingbird, 2))
        """
    }

    var json: String {
        let l = large, r = render
        return """
            {"github": {\(Self.comparisonFields(github))}, \
            "mix": {\(Self.comparisonFields(mix))}, \
            "escaped": {\(Self.comparisonFields(escaped))}, \
            "large": {"routes": \(l.routes), "endpoints": \(l.endpoints), "urls": \(l.urls), "misses": \(l.misses), \
            "compile_ms": \(Self.fixed(l.compileMilliseconds, 2)), "match_ns": \(Self.fixed(l.matchNanoseconds, 1)), \
            "rss_mb": \(Self.fixed(l.tableMegabytes, 1)), "rss_total_mb": \(Self.fixed(l.residentMegabytes, 1)), \
            "rss_baseline_mb": \(Self.fixed(l.baselineMegabytes, 1)), "peer_urls": \(l.peers.urls), \
            "navsim_ns": \(Self.fixed(l.peers.navsimNanoseconds, 1)), "routingkit_ns": \(Self.fixed(l.peers.routingKitNanoseconds, 1)), \
            "hummingbird_ns": \(Self.fixed(l.peers.hummingbirdNanoseconds, 1)), "ratio_routingkit": \(Self.fixed(l.peers.ratioRoutingKit, 2)), \
            "ratio_hummingbird": \(Self.fixed(l.peers.ratioHummingbird, 2))}, \
            "render": {"cols": \(r.columns), "rows": \(r.rows), "view_us": \(Self.fixed(r.viewMicroseconds, 1)), \
            "update_us": \(Self.fixed(r.updateMicroseconds, 2))}, \
            "lint": {"routes": \(lint.routes), "check_ms": \(Self.fixed(lint.checkMilliseconds, 1)), "findings": \(lint.findings)}, \
            "quick": \(quick)}
            """
    }

    var table: String {
        let l = large
        var rows: [(String, String)] = []
        for (name, result) in [("github", github), ("mix", mix), ("escaped", escaped), ("large", l.peers)] {
            rows.append(("\(name): URLs (misses, with a query)", "\(result.urls) (\(result.misses), \(result.withQuery))"))
            rows.append(("\(name): navsim / RoutingKit / Hummingbird",
                         Self.fixed(result.navsimNanoseconds, 0) + " / " + Self.fixed(result.routingKitNanoseconds, 0) + " / "
                            + Self.fixed(result.hummingbirdNanoseconds, 0) + " ns"))
            rows.append(("\(name): ratio to RoutingKit / Hummingbird",
                         Self.fixed(result.ratioRoutingKit, 1) + "x / " + Self.fixed(result.ratioHummingbird, 1) + "x"))
        }
        rows += [
            ("large: routes (endpoints)", "\(l.routes) (\(l.endpoints))"),
            ("large: compile", Self.fixed(l.compileMilliseconds, 1) + " ms"),
            ("large: navsim match, all \(l.urls) URLs", Self.fixed(l.matchNanoseconds, 0) + " ns"),
            ("large: resident memory the table adds", Self.fixed(l.tableMegabytes, 1) + " MiB (process " + Self.fixed(l.residentMegabytes, 1)
                + " MiB, of which " + Self.fixed(l.baselineMegabytes, 1) + " before the routes were generated)"),
            ("render: view(state) at \(render.columns)×\(render.rows)", Self.fixed(render.viewMicroseconds, 1) + " µs"),
            ("render: update per key (typing a deep link, Enter)", Self.fixed(render.updateMicroseconds, 2) + " µs"),
            ("lint: navsim check of \(lint.routes) routes, in memory", Self.fixed(lint.checkMilliseconds, 1) + " ms (\(lint.findings) findings)"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        var lines = ["navsim-bench" + (quick ? " (--quick: few iterations, numbers are rough)" : "") + "; ns are per URL, median of runs"]
        for (name, value) in rows {
            lines.append(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value)
        }
        return lines.joined(separator: "\n")
    }
}
