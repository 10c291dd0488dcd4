import NavRouting
import Foundation

/// IKRouter's registrations as `navsim init` reads them: `registerRouteHandler` (the pattern's
/// `scheme://` split off) and `registerRoutableWithParameter` (a parameter's screen).
struct IKRouterRegistrations: RegistrationReader {
    var anchors: [String] { ["registerRouteHandler", "registerRoutableWithParameter"] }

    func read(_ scan: inout RegistrationScan) { scan.readIKRouterCalls() }
}

extension RegistrationScan {
    mutating func readIKRouterCalls() {
        // `myapp://project/:projectId`: the scheme is the route's table.
        readPatternCalls("registerRouteHandler", call: "registerRouteHandler", library: "IKRouter") { pattern in
            guard let separator = pattern.range(of: "://") else { return .route(pattern: pattern, scheme: nil) }
            return .route(pattern: String(pattern[separator.upperBound...]), scheme: String(pattern[..<separator.lowerBound]))
        }
        for offset in text.occurrences(of: "registerRoutableWithParameter") {
            guard let argument = argumentStart(after: "registerRoutableWithParameter", at: offset) else { continue }
            // `(ProjectViewController.self, parameter: ":projectId")`
            var index = argument
            var screenEnd = index
            while screenEnd < text.code.count, SourceText.isIdentifier(text.code[screenEnd]) || text.code[screenEnd] == UInt8(ascii: ".") {
                screenEnd += 1
            }
            var screen = String(decoding: text.code[index..<screenEnd], as: UTF8.self)
            if screen.hasSuffix(".self") { screen.removeLast(5) }
            screen = String(screen.split(separator: ".").last ?? "")
            index = text.skipSpace(screenEnd)
            guard !screen.isEmpty, text.hasText(",", at: index) else {
                problem("IKRouter registerRoutableWithParameter with a type that is not written as NAME.self (\(text.expression(at: argument))): not imported",
                        at: offset)
                continue
            }
            index = text.skipSpace(index + 1)
            guard text.hasText("parameter:", at: index) else { continue }
            guard let parameter = pattern(at: text.skipSpace(index + "parameter:".utf8.count), call: "registerRoutableWithParameter",
                                          library: "IKRouter", callAt: offset) else { continue }
            let name = parameter.hasPrefix(":") ? String(parameter.dropFirst()) : parameter
            add(.parameterScreen(parameter: name, screen: screen), at: offset)
        }
    }
}
