import NavRouting
import Foundation

/// JLRoutes' route registrations as `navsim init` reads them: `addRoute:`/`addRoute(_:)`, `addRoutes:`,
/// subscripting, `routesForScheme:`/`JLRoutes(forScheme:)` and `shouldFallbackToGlobalRoutes`.
struct JLRoutesRegistrations: RegistrationReader {
    var anchors: [String] { ["addRoute", "addRoutes", "JLRoutes"] }

    func read(_ scan: inout RegistrationScan) { scan.readJLRoutesCalls() }
}

extension RegistrationScan {
    /// The scheme a JLRoutes call's receiver names in the same statement (`routesForScheme:@"thing"`,
    /// `JLRoutes(forScheme: "thing")`, `routesForScheme("thing")`).
    private func receiverScheme(before offset: Int, schemeCalls: [(offset: Int, word: String)]) -> String? {
        let start = text.statementStart(before: offset)
        // `schemeCalls` is in offset order: start at the first call in the statement.
        var low = 0, high = schemeCalls.count
        while low < high {
            let middle = (low + high) / 2
            if schemeCalls[middle].offset < start { low = middle + 1 } else { high = middle }
        }
        for (candidate, word) in schemeCalls[low...] {
            guard candidate < offset else { break }
            let argument = text.skipSpace(candidate + word.utf8.count + 1)
            if let literal = text.literal(at: argument), let scheme = literal.text { return scheme }
        }
        return nil
    }

    /// Variables holding a scheme's table: `JLRoutes *chanify = [JLRoutes routesForScheme:@"chanify"];`,
    /// `let chanify = JLRoutes(forScheme: "chanify")` → `chanify` → `chanify`.
    private func schemeVariables(_ schemeCalls: [(offset: Int, word: String)]) -> [String: String] {
        var variables: [String: String] = [:]
        for (offset, word) in schemeCalls {
            let argument = text.skipSpace(offset + word.utf8.count + 1)
            guard let literal = text.literal(at: argument), let scheme = literal.text else { continue }
            let start = text.statementStart(before: offset)
            // The `=` of the statement, before the call, and the name before it.
            var index = offset - 1
            while index > start, text.code[index] != UInt8(ascii: "=") { index -= 1 }
            guard index > start, text.code[index - 1] != UInt8(ascii: "="), text.code[index - 1] != UInt8(ascii: "!") else { continue }
            let name = text.word(before: index)
            if !name.isEmpty { variables[name] = scheme }
        }
        return variables
    }

    /// The variable a call at `offset` is sent to: `[chanify addRoute:…]` or `chanify.addRoute(…)`.
    private func receiverVariable(before offset: Int) -> String {
        var end = offset
        while end > 0, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(text.code[end - 1]) { end -= 1 }
        if end > 0, text.code[end - 1] == UInt8(ascii: ".") { return text.word(before: end - 1) }
        let word = text.word(before: end)
        let before = text.skipSpaceBackward(end - word.utf8.count)
        return before > 0 && text.code[before - 1] == UInt8(ascii: "[") ? word : ""
    }

    mutating func readJLRoutesCalls() {
        let schemeCalls = ["routesForScheme", "forScheme"].flatMap { word in text.occurrences(of: word).map { ($0, word) } }
            .sorted { $0.0 < $1.0 }
        let variables = schemeVariables(schemeCalls)
        for call in ["addRoute", "addRoutes"] {
            for offset in text.occurrences(of: call) {
                guard let argument = argumentStart(after: call, at: offset) else { continue }
                let scheme = receiverScheme(before: offset, schemeCalls: schemeCalls) ?? variables[receiverVariable(before: offset)]
                let label = text.code[offset + call.utf8.count] == UInt8(ascii: ":") ? "\(call):" : "\(call)(_:)"
                if call == "addRoutes" {
                    readPatternList(at: argument, call: label, scheme: scheme, callAt: offset)
                } else if let pattern = pattern(at: argument, call: label, library: "JLRoutes", callAt: offset) {
                    add(.route(pattern: pattern, scheme: scheme), at: offset)
                }
            }
        }
        // Subscripting: `[JLRoutes globalRoutes][@"/a"] = ^…`, `JLRoutes.global()["/a"] = {…}`,
        // and `shouldFallbackToGlobalRoutes` on a scheme's table.
        for offset in text.occurrences(of: "JLRoutes") {
            guard let (receiverEnd, scheme) = receiver(after: offset) else { continue }
            var index = text.skipSpace(receiverEnd)
            if index < text.code.count, text.code[index] == UInt8(ascii: "[") {
                index = text.skipSpace(index + 1)
                guard let literal = text.literal(at: index) else {
                    problem("JLRoutes subscript with a pattern that is not a string literal (\(text.expression(at: index))): not imported", at: offset)
                    continue
                }
                let close = text.skipSpace(literal.end)
                let assign = text.skipSpace(close + 1)
                guard close < text.code.count, text.code[close] == UInt8(ascii: "]"), text.hasText("=", at: assign),
                      !text.hasText("==", at: assign) else { continue }
                if let pattern = literal.text {
                    add(.route(pattern: pattern, scheme: scheme), at: offset)
                } else {
                    problem("JLRoutes subscript with a pattern built by string interpolation: not imported", at: offset)
                }
            } else if let scheme, text.hasText(".shouldFallbackToGlobalRoutes", at: index) {
                let assign = text.skipSpace(index + ".shouldFallbackToGlobalRoutes".utf8.count)
                let value = text.skipSpace(assign + 1)
                if text.hasText("=", at: assign), text.hasText("YES", at: value) || text.hasText("true", at: value) {
                    add(.fallbackToGlobal(scheme: scheme), at: offset)
                }
            }
        }
    }

    /// The end of a JLRoutes receiver written from `JLRoutes` at `offset`, and the scheme it names.
    private func receiver(after offset: Int) -> (end: Int, scheme: String?)? {
        let after = offset + "JLRoutes".utf8.count
        for form in [".globalRoutes", ".global()"] where text.hasText(form, at: after) { return (after + form.utf8.count, nil) }
        let objc = text.skipSpace(after)
        if text.hasText("globalRoutes", at: objc) {
            let close = text.skipSpace(objc + "globalRoutes".utf8.count)
            return text.hasText("]", at: close) ? (close + 1, nil) : nil
        }
        for (form, close) in [("routesForScheme:", "]"), ("(forScheme:", ")"), (".routesForScheme(", ")")] {
            let start = form.hasPrefix("r") ? objc : after
            guard text.hasText(form, at: start), let literal = text.literal(at: text.skipSpace(start + form.utf8.count)),
                  let scheme = literal.text else { continue }
            let end = text.skipSpace(literal.end)
            return text.hasText(close, at: end) ? (end + 1, scheme) : nil
        }
        return nil
    }

    /// `addRoutes:@[@"/a", @"/b"]` or `addRoutes(["/a", "/b"])`.
    private mutating func readPatternList(at argument: Int, call: String, scheme: String?, callAt offset: Int) {
        var index = argument
        if text.hasText("@", at: index) { index += 1 }
        guard text.hasText("[", at: index) else {
            problem("JLRoutes \(call) with patterns that are not an array literal (\(text.expression(at: argument))): not imported", at: offset)
            return
        }
        index = text.skipSpace(index + 1)
        while index < text.code.count, !text.hasText("]", at: index) {
            guard let literal = text.literal(at: index) else {
                problem("JLRoutes \(call) with a pattern that is not a string literal (\(text.expression(at: index))): not imported", at: offset)
                return
            }
            if let pattern = literal.text { add(.route(pattern: pattern, scheme: scheme), at: index) }
            index = text.skipSpace(literal.end)
            if text.hasText(",", at: index) { index = text.skipSpace(index + 1) }
        }
    }
}
