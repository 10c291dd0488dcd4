import NavRouting
import Foundation

/// WAAppRouting's route registrations as `navsim init` reads them: `registerAppRoutePath:` and
/// `routeEntityWithName:…path:`.
struct WAAppRoutingRegistrations: RegistrationReader {
    var anchors: [String] { ["registerAppRoutePath", "routeEntityWithName"] }

    func read(_ scan: inout RegistrationScan) { scan.readWAAppRoutingCalls() }
}

extension RegistrationScan {
    mutating func readWAAppRoutingCalls() {
        readPatternCalls("registerAppRoutePath", call: "registerAppRoutePath:", library: "WAAppRouting")
        let calls = text.occurrences(of: "routeEntityWithName")
        for (position, offset) in calls.enumerated() {
            guard argumentStart(after: "routeEntityWithName", at: offset) != nil else { continue }
            // The `path:` argument of the same message: before its `;` and before the next call,
            // so the searches of all the calls together read the file once.
            let end = position + 1 < calls.count ? calls[position + 1] : text.code.count
            var index = offset
            var found: Int?
            while index < end, text.code[index] != UInt8(ascii: ";") {
                if text.hasText("path:", at: index), index > 0, !SourceText.isIdentifier(text.code[index - 1]) { found = index; break }
                index += 1
            }
            guard let found else {
                problem("WAAppRouting routeEntityWithName: without a path: argument: not imported", at: offset)
                continue
            }
            if let pattern = pattern(at: text.skipSpace(found + 5), call: "routeEntityWithName:path:", library: "WAAppRouting",
                                     callAt: offset) {
                add(.route(pattern: pattern, scheme: nil), at: offset)
            }
        }
    }
}
