import Foundation
import NavLint
import NavRouteFile

/// `navsim check` on the generated 10,000-route table, in memory: read the JSON, decode,
/// compile, lint (RouteFileCheck.run(contents:path:) without the file read).
struct LintBenchmark {
    struct Result {
        var routes: Int
        var checkMilliseconds: Double
        var findings: Int
    }

    let contents: Data
    let routes: Int

    init(_ large: LargeTableBenchmark) {
        routes = large.specs.count
        contents = Data(Self.routeFile(large).utf8)
    }

    /// The generated table as a route file.
    static func routeFile(_ large: LargeTableBenchmark) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let options = LargeTableBenchmark.options
        let routes = large.specs.map { spec in
            var fields = ["\"path\": " + quoted(spec.path)]
            if let scheme = spec.scheme { fields.append("\"scheme\": " + quoted(scheme)) }
            if spec.priority != 0 { fields.append("\"priority\": \(spec.priority)") }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        let schemes = LargeTableBenchmark.schemeSettings.sorted { $0.key < $1.key }
            .map { "\(quoted($0.key)): {\"fallbackToGlobal\": \($0.value.fallbackToGlobal)}" }
        return """
            {
              "name": "Generated",
              "scheme": \(quoted(options.defaultScheme ?? "app")),
              "domains": [\(options.domains.map(quoted).joined(separator: ", "))],
              "schemes": {\(schemes.joined(separator: ", "))},
              "routes": [
            \(routes.joined(separator: ",\n"))
              ]
            }
            """
    }

    @inline(never) // a symbol of its own, for callgrind --toggle-collect
    func check() -> RouteFileCheckResult {
        RouteFileCheck.run(contents: contents, path: "generated-routes.json")
    }

    func run(runs: Int) -> Result {
        let result = check()
        guard result.isReadable, result.routeCount == routes else {
            fail("the generated route file does not check: \(result.textLines.prefix(5).joined(separator: "\n"))")
        }
        let time = medianMilliseconds(runs: runs) { sink &+= check().findings.count }
        return Result(routes: routes, checkMilliseconds: time, findings: result.findings.count)
    }
}
