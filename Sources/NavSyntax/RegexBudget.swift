import Foundation

/// Bounds the time one `where` regular expression may take on one value.
///
/// `NSRegularExpression` backtracks: `(.*a){25}` against forty `a`s and a `!` runs for many
/// seconds, and it has no timeout of its own. Its progress callback (`.reportProgress`) is
/// called while it works, so a search that has run past ``budget`` is stopped there and the
/// value is declined: a hostile pattern costs one budget per evaluation, not minutes.
/// `navsim check` also warns about the patterns prone to this (``nestedQuantifier(in:)``).
public enum RegexBudget {
    /// The longest one evaluation may run.
    public static let budget: Duration = .milliseconds(20)

    /// How a bounded search ended.
    public enum Outcome: Equatable, Sendable {
        case matched
        case noMatch
        /// Stopped after ``budget`` without an answer; the value is declined.
        case exhausted
    }

    /// The most all the evaluations for one input may take together: a URL matched against a
    /// thousand routes, each with a backtracking `where` or deep link, took a budget per route
    /// (20 s for one URL). Past it, every further evaluation for that input is declined at once.
    static let inputBudget: Duration = .milliseconds(200)

    /// When the current input's budget runs out, set by ``perInput(_:)``.
    @TaskLocal private static var inputDeadline: ContinuousClock.Instant?

    /// Runs `body` (the matching of one input: a URL with its redirects and dispatches, one
    /// witness checked) under one ``inputBudget`` for all the expressions it evaluates. Inside
    /// another input's budget, that outer budget holds.
    public static func perInput<Result>(_ body: () throws -> Result) rethrows -> Result {
        if inputDeadline != nil { return try body() }
        return try $inputDeadline.withValue(ContinuousClock.now.advanced(by: inputBudget), operation: body)
    }

    /// When an evaluation starting now must stop: after ``budget``, or when the input's budget
    /// runs out; `nil` when that has already happened (the evaluation is declined unrun).
    public static func evaluationDeadline() -> ContinuousClock.Instant? {
        let now = ContinuousClock.now
        let own = now.advanced(by: budget)
        guard let input = inputDeadline else { return own }
        return now < input ? min(own, input) : nil
    }

    /// Searches `value` for a match of `regex`, giving up after ``budget`` (or when the input's
    /// budget runs out).
    public static func search(_ regex: NSRegularExpression, in value: String) -> Outcome {
        let clock = ContinuousClock()
        guard let deadline = evaluationDeadline() else { return .exhausted }
        var outcome = Outcome.noMatch
        regex.enumerateMatches(in: value, options: [.reportProgress], range: NSRange(value.startIndex..., in: value)) { match, _, stop in
            if match != nil {
                outcome = .matched
                stop.pointee = true
            } else if clock.now >= deadline {
                outcome = .exhausted
                stop.pointee = true
            }
        }
        return outcome
    }

    /// The first quantifier applied to a group that itself holds an unbounded quantifier
    /// (`(a+)+`, `(.*a){25}`, `(x*)*`): the shape whose backtracking grows exponentially with the
    /// value's length. Returns the 1-based column of the outer quantifier, or `nil`.
    public static func nestedQuantifier(in pattern: String) -> Int? {
        let characters = Array(pattern)
        // For each open group: whether it holds an unbounded quantifier.
        var groups: [Bool] = []
        var closedHadUnbounded = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var quantifierFollows: (unbounded: Bool, repeats: Bool)?
            switch character {
            case "\\":
                index += 1
            case "[":
                index = endOfClass(characters, from: index)
            case "(":
                groups.append(false)
            case ")":
                closedHadUnbounded = groups.popLast() ?? false
                if let quantifier = quantifier(characters, at: index + 1), quantifier.repeats, closedHadUnbounded {
                    return index + 2
                }
                let repeatsUnbounded = quantifier(characters, at: index + 1)?.unbounded ?? false
                if closedHadUnbounded || repeatsUnbounded, !groups.isEmpty { groups[groups.count - 1] = true }
            default:
                break
            }
            if character != "(", character != ")" {
                quantifierFollows = quantifier(characters, at: index + 1)
                if let quantifierFollows, quantifierFollows.unbounded, !groups.isEmpty {
                    groups[groups.count - 1] = true
                }
            }
            index += 1
        }
        return nil
    }

    /// The first quantifier that repeats a group whose alternatives can begin with the same
    /// character (`(a|aa)+`, `(.|x)*`): a value can be split among them in exponentially many
    /// ways, so it backtracks as a nested quantifier does. Returns the 1-based column of the
    /// quantifier, or `nil`.
    public static func repeatedOverlappingAlternation(in pattern: String) -> Int? {
        let characters = Array(pattern)
        // For each open group: the first character of each of its top-level alternatives
        // (`nil` for one that begins with `.`, which overlaps every other), and whether the
        // next character read begins an alternative.
        var groups: [(firsts: [Character?], atStart: Bool)] = []
        var index = 0
        func noteFirst(_ first: Character?) {
            guard !groups.isEmpty, groups[groups.count - 1].atStart else { return }
            groups[groups.count - 1].firsts.append(first)
            groups[groups.count - 1].atStart = false
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                let escaped = index + 1 < characters.count ? characters[index + 1] : "\\"
                noteFirst("dDwWsS".contains(escaped) ? "\u{0}" : escaped)
                index += 1
            case "[":
                noteFirst("\u{0}")   // a class: compared with nothing but `.`
                index = endOfClass(characters, from: index)
            case "(":
                noteFirst("\u{0}")
                groups.append(([], true))
                if index + 2 < characters.count, characters[index + 1] == "?", characters[index + 2] == ":" { index += 2 }
            case "|":
                if !groups.isEmpty { groups[groups.count - 1].atStart = true }
            case ")":
                let group = groups.popLast()
                if let group, group.firsts.count > 1, let quantifier = quantifier(characters, at: index + 1), quantifier.repeats {
                    let literals = group.firsts.compactMap { $0 }.filter { $0 != "\u{0}" }
                    if group.firsts.contains(nil) || Set(literals).count < literals.count { return index + 2 }
                }
            case ".":
                noteFirst(nil)
            default:
                noteFirst(character)
            }
            index += 1
        }
        return nil
    }

    /// The quantifier starting at `index`, if any: whether it is unbounded (`*`, `+`, `{n,}`)
    /// and whether it repeats at all (`?` and `{0,1}` do not).
    private static func quantifier(_ characters: [Character], at index: Int) -> (unbounded: Bool, repeats: Bool)? {
        guard index < characters.count else { return nil }
        switch characters[index] {
        case "*", "+": return (true, true)
        case "?": return (false, false)
        case "{":
            guard let close = characters[index...].firstIndex(of: "}") else { return nil }
            let body = String(characters[(index + 1)..<close])
            let bounds = body.split(separator: ",", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), bounds.allSatisfy({ $0.allSatisfy(\.isNumber) }), !bounds[0].isEmpty else { return nil }
            let upper = bounds.count == 2 ? Int(bounds[1]) : Int(bounds[0])
            return (bounds.count == 2 && bounds[1].isEmpty, upper.map { $0 > 1 } ?? true)
        default: return nil
        }
    }

    /// The index of the `]` closing the character class opened at `start`.
    private static func endOfClass(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        while index < characters.count, characters[index] != "]" {
            if characters[index] == "\\" { index += 1 }
            index += 1
        }
        return index
    }
}
