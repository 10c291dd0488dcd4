import Foundation
import NavRouting
import NavSyntax

/// How `navsim init` reads a library's route registrations in Objective-C or Swift source
/// code: the seed libraries' profiles have one, registered beside the profile.
package protocol RegistrationReader: Sendable {
    /// Words one of which a source file must hold for ``read(_:)`` to find a call of the
    /// library (a fast test before the file is parsed).
    var anchors: [String] { get }
    /// Reads the library's route registrations in a source file, as string literals at the call sites.
    func read(_ scan: inout RegistrationScan)
}

/// What a source file registers with a routing library, read from string literals at the call
/// site (`navsim init`): each profile that reproduces a library reads its own library's calls
/// (its ``RegistrationReader``).
public struct RouteRegistration: Sendable, Hashable {
    /// What is registered.
    public enum Kind: Sendable, Hashable {
        /// A route pattern, with the scheme of its table when the call names one (a scheme's
        /// table, or the `scheme://` a pattern starts with).
        case route(pattern: String, scheme: String?)
        /// A screen (its class) shown for a parameter (a Routable).
        case parameterScreen(parameter: String, screen: String)
        /// A scheme's table that falls back to the global one.
        case fallbackToGlobal(scheme: String)
    }

    /// The profile whose library the call belongs to.
    public var profile: MatchingProfile
    /// What it registers.
    public var kind: Kind
    /// The call's 1-based line.
    public var line: Int
}

/// A registration call navsim saw and could not read: its pattern is no string literal.
public struct RegistrationProblem: Sendable, Hashable {
    /// The call's 1-based line.
    public var line: Int
    /// What is wrong and what became of it.
    public var what: String
}


/// One profile's reading of one source file: the text, and what was found so far. A profile's
/// ``RegistrationReader`` calls the helpers here.
package struct RegistrationScan {
    /// The file, comments blanked and literals apart.
    package let text: SourceText
    /// The profile reading.
    package let profile: MatchingProfile
    /// Registrations and problems by offset.
    package private(set) var found: [(offset: Int, registration: RouteRegistration?, problem: RegistrationProblem?)] = []

    package init(text: SourceText, profile: MatchingProfile) {
        self.text = text
        self.profile = profile
    }

    /// Records a registration at `offset`.
    package mutating func add(_ kind: RouteRegistration.Kind, at offset: Int) {
        found.append((offset, RouteRegistration(profile: profile, kind: kind, line: text.line(of: offset)), nil))
    }

    /// Records a call that could not be read.
    package mutating func problem(_ what: String, at offset: Int) {
        found.append((offset, nil, RegistrationProblem(line: text.line(of: offset), what: what)))
    }

    /// After `name` at `offset`: the offset of its first argument (past `:` or `(`), or `nil`
    /// for a declaration (`func name(`, `- (…)name:(Type)`) or a mere mention.
    package func argumentStart(after name: String, at offset: Int) -> Int? {
        let end = offset + name.utf8.count
        guard end < text.code.count else { return nil }
        let opener = text.code[end]
        guard opener == UInt8(ascii: ":") || opener == UInt8(ascii: "(") else { return nil }
        if text.word(before: offset) == "func" { return nil }
        let argument = text.skipSpace(end + 1)
        // `addRoute:(NSString *)pattern` is Objective-C's declaration of the method.
        if opener == UInt8(ascii: ":"), argument < text.code.count, text.code[argument] == UInt8(ascii: "(") { return nil }
        return argument
    }

    /// Reads the literal pattern argument at `argument`, or reports what is there instead.
    package mutating func pattern(at argument: Int, call: String, library: String, callAt offset: Int) -> String? {
        if let literal = text.literal(at: argument) {
            // `"/a" + "/b"`, `@"/con" @"cat"`: an expression, reported rather than read as its first literal.
            let after = text.skipSpace(literal.end)
            let plus = text.hasText("+", at: after)
            if plus || text.literal(at: after) != nil {
                let first = literal.text.map { "\"\($0.prefix(40))\"" } ?? "\"…\""
                problem("\(library) \(call) with a pattern built by concatenation (\(first)\(plus ? " + " : " ")…): not imported", at: offset)
                return nil
            }
            if let pattern = literal.text { return pattern }
            problem("\(library) \(call) with a pattern built by string interpolation: not imported", at: offset)
            return nil
        }
        problem("\(library) \(call) with a pattern that is not a string literal (\(text.expression(at: argument))): not imported",
                at: offset)
        return nil
    }

    /// Every call of `method` (`routeWithPath:`, `registerRouteHandler(…)`) whose first argument
    /// is a literal pattern, recorded as `kind(pattern)` (by default a route of no scheme's table);
    /// `call` and `library` name it in the report when the argument is no literal.
    package mutating func readPatternCalls(_ method: String, call: String, library: String,
                                           kind: (String) -> RouteRegistration.Kind = { .route(pattern: $0, scheme: nil) }) {
        for offset in text.occurrences(of: method) {
            guard let argument = argumentStart(after: method, at: offset) else { continue }
            if let pattern = pattern(at: argument, call: call, library: library, callAt: offset) { add(kind(pattern), at: offset) }
        }
    }
}
