import Foundation
import NavRouting
import NavModel
import NavRouteFile
import NavScenarios

/// `navsim test --junit FILE`: JUnit XML as CI servers read it, valid against the Apache Ant
/// JUnit schema (windyroad `JUnit.xsd`, the strictest common one) and Jenkins' `junit-10.xsd`:
/// `testsuites` holds one `testsuite` per scenario file (with `tests`, `failures`, `errors`,
/// `skipped`, `time`, `timestamp`, `hostname`, `id`, `package`, and `properties`, `system-out`,
/// `system-err`), one `testcase` per scenario, a `failure` for a failed one. A scenario file
/// that could not be used (a misspelt key, a broken route file) is a `testsuite` of its own with
/// one `testcase` holding an `error`, so a CI that reads only the report does not show it green.
public enum JUnitReport {
    /// The XML document.
    /// - Parameters:
    ///   - loadErrors: the scenario files that could not be used; each follows the files that ran.
    ///   - timestamp: when the run started (written in UTC, without a zone, as the schema wants).
    ///   - hostname: the machine's name (`localhost` when empty).
    public static func xml(_ files: [ScenarioFileResult], loadErrors: [ScenarioLoadError] = [], timestamp: Date,
                           hostname: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        let stamp = format(timestamp)
        let host = hostname.isEmpty ? "localhost" : hostname
        for (id, file) in files.enumerated() {
            let failures = file.failures.count
            out += "  <testsuite" + attributes([
                ("name", file.path), ("package", "navsim"), ("id", String(id)),
                ("tests", String(file.results.count)), ("failures", String(failures)), ("errors", "0"), ("skipped", "0"),
                ("time", file.duration.secondsText), ("timestamp", stamp),
                ("hostname", host),
            ]) + ">\n"
            out += "    <properties>\n"
            out += "      <property" + attributes([("name", "routes"), ("value", file.routesPath)]) + "/>\n"
            out += "    </properties>\n"
            let classname = className(file.path)
            for result in file.results {
                let testcase = "    <testcase" + attributes([("name", result.name), ("classname", classname),
                                                             ("time", result.duration.secondsText)])
                guard let failure = result.failure else {
                    out += testcase + "/>\n"
                    continue
                }
                out += testcase + ">\n"
                out += "      <failure" + attributes([("message", message(failure)), ("type", "ScenarioFailure")]) + ">"
                out += escapeText(ScenarioReport.lines(result, file: file.path).dropFirst().joined(separator: "\n"))
                out += "</failure>\n    </testcase>\n"
            }
            out += "    <system-out></system-out>\n    <system-err></system-err>\n  </testsuite>\n"
        }
        for (offset, error) in loadErrors.enumerated() {
            let path = error.problems.first?.path ?? "scenario file"
            out += "  <testsuite" + attributes([
                ("name", path), ("package", "navsim"), ("id", String(files.count + offset)),
                ("tests", "1"), ("failures", "0"), ("errors", "1"), ("skipped", "0"),
                ("time", "0.000"), ("timestamp", stamp), ("hostname", host),
            ]) + ">\n"
            out += "    <properties/>\n"
            out += "    <testcase" + attributes([("name", "load"), ("classname", className(path)), ("time", "0.000")]) + ">\n"
            let rendered = error.render()
            let first = rendered.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? rendered
            out += "      <error" + attributes([("message", first), ("type", "ScenarioLoadError")]) + ">"
            out += escapeText(rendered) + "</error>\n    </testcase>\n"
            out += "    <system-out></system-out>\n    <system-err></system-err>\n  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// `step 2 (hotels://x): modals: expected [Booking], got none`: the first line that does not hold.
    static func message(_ failure: ScenarioFailure) -> String {
        let input = failure.step.input.map { " (\($0))" } ?? ""
        guard let line = failure.lines.first(where: { !$0.holds }) else { return "step \(failure.stepIndex + 1)\(input) failed" }
        return "step \(failure.stepIndex + 1)\(input): \(line.key): expected \(line.expected), got \(line.actual)"
    }

    /// `demo.scenarios` for `Resources/scenarios/demo.scenarios.json`.
    static func className(_ path: String) -> String {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// `2025-06-01T12:30:00` in UTC.
    static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " \($0.0)=\"\(escapeAttribute($0.1))\"" }.joined()
    }

    /// Text content: `&`, `<`, `>` escaped; characters XML 1.0 forbids replaced by U+FFFD.
    static func escapeText(_ text: String) -> String { escape(text, inAttribute: false) }

    /// An attribute value: also `"`, and line breaks and tabs as character references so they survive.
    static func escapeAttribute(_ text: String) -> String { escape(text, inAttribute: true) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r" where inAttribute: out += "&#13;"
            case "\t" where inAttribute: out += "&#9;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0 `Char`: tab, newline, carriage return, and everything from U+0020 but U+FFFE and U+FFFF.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
