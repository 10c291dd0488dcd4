import NavRouting
import Foundation

/// ICRouter's route registrations as `navsim init` reads them: `routeWithPath:` and
/// `[[ICSimpleRouteMatcher alloc] initWithPath:]`.
struct ICRouterRegistrations: RegistrationReader {
    var anchors: [String] { ["routeWithPath", "ICSimpleRouteMatcher"] }

    func read(_ scan: inout RegistrationScan) { scan.readICRouterCalls() }
}

extension RegistrationScan {
    mutating func readICRouterCalls() {
        readPatternCalls("routeWithPath", call: "routeWithPath:", library: "ICRouter")
        for offset in text.occurrences(of: "ICSimpleRouteMatcher") {
            // `[[ICSimpleRouteMatcher alloc] initWithPath:@"users/{user_id}"]`
            var index = text.skipSpace(offset + "ICSimpleRouteMatcher".utf8.count)
            guard text.hasText("alloc", at: index) else { continue }
            index = text.skipSpace(index + 5)
            guard text.hasText("]", at: index) else { continue }
            index = text.skipSpace(index + 1)
            guard text.hasText("initWithPath:", at: index) else { continue }
            if let pattern = pattern(at: text.skipSpace(index + "initWithPath:".utf8.count), call: "ICSimpleRouteMatcher initWithPath:",
                                     library: "ICRouter", callAt: offset) {
                add(.route(pattern: pattern, scheme: nil), at: offset)
            }
        }
    }
}
