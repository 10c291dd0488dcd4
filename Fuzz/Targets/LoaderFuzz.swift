import Foundation
import NavLint
import NavRouteFile
import NavRouting
import NavProfiles
import NavSupport

/// Fuzz target `loader`: the route file pipeline as `navsim check` runs it, bytes →
/// `JSONDocument` → `RouteFile` → `CompiledApp` → `Linter`, with the text and JSON reports.
///
/// Input: the whole file.
///
/// Checked: every diagnostic and finding with a position points inside the file (or just past
/// the end of a line); a file that cannot be read has at least one error; the result is the
/// same when checked twice; a file that compiles under its own profile has, for each of its
/// first endpoints, a witness URL that the table really gives to that endpoint, and compiles
/// (or fails with errors) under the two other profiles.

@_cdecl("LLVMFuzzerTestOneInput")
public func loaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    let contents = Data(bytes)
    let lines = lineLengths(bytes)
    let result = RouteFileCheck.run(contents: contents, path: "fuzz.json")
    _ = result.textLines
    _ = result.json.rendered()
    invariant(result.isReadable || result.errorCount > 0, "an unreadable file without an error")
    for finding in result.findings {
        if let position = finding.position {
            invariant(positionIsInFile(line: position.line, column: position.column, lines: lines),
                      "\(finding.rule) at \(position) is outside the file (\(lines.count) lines): \(finding.message)")
        }
    }
    invariant(RouteFileCheck.run(contents: contents, path: "fuzz.json") == result, "checking the file twice gave two results")

    guard result.errorCount == 0, let loaded = try? RouteFileLoader.load(contents: contents, path: "fuzz.json"),
          let app = try? CompiledApp(loaded) else { return 0 }
    let witnesses = WitnessGenerator(table: app.table)
    for endpoint in app.table.endpoints.prefix(32) {
        guard let url = witnesses.witness(for: endpoint) else { continue }
        let winner = app.table.match(url).match
        invariant(winner?.endpoint.order == endpoint.order,
                  "the witness \(url) of \(endpoint.pattern.text) goes to \(winner.map { $0.endpoint.pattern.text } ?? "no route")")
    }
    for profile in MatchingProfile.allCases where profile != app.table.options.profile {
        do {
            _ = try app.withProfile(profile)
        } catch {
            invariant(!error.errors.isEmpty, "\(profile): compiling failed without an error")
        }
    }
    return 0
}
