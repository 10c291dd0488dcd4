import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavSupport

/// The text `navsim test` prints: a line per scenario, and for a failure the step, a diff of
/// what was expected against what happened, what the step did, and the whole state after it.
public enum ScenarioReport {
    /// Every scenario of every file, then the totals.
    public static func lines(_ files: [ScenarioFileResult]) -> [String] {
        var lines: [String] = []
        for file in files {
            for result in file.results { lines += self.lines(result, file: file.path) }
        }
        lines.append(summary(files))
        return lines
    }

    /// One scenario: `PASS  FILE › NAME (N steps)`, or `FAIL …` followed by the diff.
    public static func lines(_ result: ScenarioResult, file: String) -> [String] {
        let title = "\(file) › \(result.name)"
        guard let failure = result.failure else {
            return ["PASS  \(title) (\(result.stepCount) step\(result.stepCount == 1 ? "" : "s"))"]
        }
        var lines = ["FAIL  \(title)"]
        let input = failure.step.input.map { "input \(quotedJSONString($0))" } ?? "check without input"
        let place = failure.step.location.map { "\(file):\($0.position)" } ?? file
        lines.append(failure.stepIndex < 0 ? "  launch, setup \(input), at \(place)"
                                           : "  step \(failure.stepIndex + 1) of \(result.stepCount), \(input), at \(place)")
        lines.append("  expected (-) and actual (+):")
        for line in failure.lines {
            if line.holds {
                lines.append("      \(line.key): \(line.expected)")
            } else {
                lines.append("    - \(line.key): \(line.expected)")
                lines.append("    + \(line.key): \(line.actual)")
            }
        }
        if !failure.trace.isEmpty {
            lines.append("  what the step did:")
            lines += failure.trace.map { "  \($0)" }
        }
        lines.append("  state after the step:")
        lines += failure.state.map { "    \($0)" }
        return lines
    }

    /// `N scenarios in F files: P passed, X failed (T s)`.
    public static func summary(_ files: [ScenarioFileResult]) -> String {
        let results = files.flatMap(\.results)
        let failed = results.filter { !$0.passed }.count
        let duration = files.reduce(Duration.zero) { $0 + $1.duration }
        return "\(results.count) scenario\(results.count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s"): "
            + "\(results.count - failed) passed, \(failed) failed (\(duration.secondsText) s)"
    }
}

extension Duration {
    /// The duration in seconds with three decimals (`0.004`), as JUnit's `xs:decimal` wants (no exponent).
    package var secondsText: String {
        let (seconds, attoseconds) = components
        return String(format: "%.3f", max(0, Double(seconds) + Double(attoseconds) / 1e18))
    }
}
