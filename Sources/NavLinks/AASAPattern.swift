import Foundation

/// One pattern of an apple-app-site-association component, compiled: `*` matches any run of
/// characters (also none), `?` exactly one, `?*` therefore at least one, `$(name)` one of the
/// variable's strings (which may use `?` and `*`). The whole text must match.
///
/// Matching runs the pattern as a set of positions (no backtracking), so its cost is
/// bounded by the pattern's length times the text's. A substitution variable is compiled once
/// per file and shared by every reference (``SubstitutionVariable``), and where it can end
/// from each position of a text is worked out once per text (``PreparedText``), however many
/// patterns refer to it. The work of one text is counted against ``WorkBudget``.
struct AASAPattern: Sendable {
    enum Token: Sendable {
        case character(Character)
        case one
        case anyRun
        case characterClass(CharacterClass)
        case strings(Set<String>, lengths: [Int])
        case variable(SubstitutionVariable)
    }

    /// The predefined single-character variables.
    enum CharacterClass: String, Sendable, CaseIterable {
        case alpha, upper, lower, alnum, digit, xdigit

        func contains(_ character: Character, caseSensitive: Bool) -> Bool {
            guard character.isASCII else { return false }
            switch self {
            case .alpha: return character.isLetter
            case .upper: return character.isUppercase || (!caseSensitive && character.isLetter)
            case .lower: return character.isLowercase || (!caseSensitive && character.isLetter)
            case .alnum: return character.isLetter || character.isNumber
            case .digit: return character.isNumber
            case .xdigit: return character.isHexDigit
            }
        }
    }

    /// The names Apple predefines: the six character classes, `region` and `lang`.
    static let predefinedVariableNames: Set<String> = Set(CharacterClass.allCases.map(\.rawValue)).union(["region", "lang"])

    /// ISO 3166 region codes (two letters), as Foundation lists them.
    static let regionCodes: Set<String> = Set(Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) })
    /// ISO 639 language codes, as Foundation lists them.
    static let languageCodes: Set<String> = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

    let tokens: [Token]
    let caseSensitive: Bool
    /// The pattern as written.
    let source: String
    /// The literal characters the pattern starts with: a text that does not start with them
    /// is rejected without running the pattern.
    private let literalPrefix: [Character]

    /// Compiles `pattern`.
    /// - Parameters:
    ///   - caseSensitive: `false` compares letters without case.
    ///   - percentEncoded: `true` (Apple's default) reads `%XX` in the pattern as the character it encodes.
    ///   - variables: the file's `substitutionVariables`.
    init(_ pattern: String, caseSensitive: Bool, percentEncoded: Bool, variables: SubstitutionVariables) {
        self.source = pattern
        self.caseSensitive = caseSensitive
        tokens = Self.tokens(of: pattern, caseSensitive: caseSensitive, percentEncoded: percentEncoded, variables: variables)
        literalPrefix = tokens.prefix { if case .character = $0 { true } else { false } }.map { token in
            if case .character(let character) = token { character } else { " " }
        }
    }

    /// The `$(name)` references in a pattern, in order.
    static func variableNames(in pattern: String) -> [String] {
        var names: [String] = []
        var rest = pattern[...]
        while let start = rest.range(of: "$(") {
            guard let end = rest[start.upperBound...].firstIndex(of: ")") else { break }
            names.append(String(rest[start.upperBound..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// The tokens of `pattern`; `variables` is `nil` inside a variable's own value, where only
    /// the predefined variables are known.
    static func tokens(of pattern: String, caseSensitive: Bool, percentEncoded: Bool, variables: SubstitutionVariables?) -> [Token] {
        var tokens: [Token] = []
        var literal = ""
        func flush() {
            guard !literal.isEmpty else { return }
            let decoded = percentEncoded ? (literal.removingPercentEncoding ?? literal) : literal
            tokens += (caseSensitive ? decoded : decoded.lowercased()).map(Token.character)
            literal = ""
        }
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            if character == "$", pattern[index...].hasPrefix("$("), let close = pattern[index...].firstIndex(of: ")") {
                flush()
                let name = String(pattern[pattern.index(index, offsetBy: 2)..<close])
                tokens.append(variableToken(name, caseSensitive: caseSensitive, percentEncoded: percentEncoded, variables: variables))
                index = pattern.index(after: close)
                continue
            }
            switch character {
            case "*": flush(); tokens.append(.anyRun)
            case "?": flush(); tokens.append(.one)
            default: literal.append(character)
            }
            index = pattern.index(after: index)
        }
        flush()
        return tokens
    }

    private static func variableToken(_ name: String, caseSensitive: Bool, percentEncoded: Bool,
                                      variables: SubstitutionVariables?) -> Token {
        if let variable = variables?.compiled(name, caseSensitive: caseSensitive, percentEncoded: percentEncoded) {
            return .variable(variable)
        }
        if let characterClass = CharacterClass(rawValue: name) { return .characterClass(characterClass) }
        let codes: Set<String>
        switch name {
        case "region": codes = regionCodes
        case "lang": codes = languageCodes
        default: return .strings([], lengths: []) // unknown: matches nothing (the parser reports it)
        }
        let folded = caseSensitive ? codes : Set(codes.map { $0.lowercased() })
        return .strings(folded, lengths: Set(folded.map(\.count)).sorted())
    }

    /// Whether the whole of `text` matches.
    func matches(_ text: String) -> Bool {
        matches(PreparedText(text))
    }

    /// Whether the whole of `text` (prepared once for every pattern tried) matches.
    func matches(_ text: PreparedText) -> Bool {
        let characters = caseSensitive ? text.exact : text.folded
        guard characters.count >= literalPrefix.count else { return false }
        for index in literalPrefix.indices where characters[index] != literalPrefix[index] { return false }
        if literalPrefix.count == tokens.count { return characters.count == tokens.count }
        var start = [Bool](repeating: false, count: characters.count + 1)
        start[0] = true
        return Self.advance(start, through: tokens, in: characters, caseSensitive: caseSensitive, work: text.work)[characters.count]
    }

    /// The positions reachable after `tokens` from each position set in `positions`; each
    /// token's pass over the text is charged to `work`, and nothing is reachable once it is spent.
    static func advance(_ positions: [Bool], through tokens: [Token], in text: [Character], caseSensitive: Bool,
                        work: TextWork) -> [Bool] {
        var current = positions
        let count = text.count
        for token in tokens {
            var next = [Bool](repeating: false, count: count + 1)
            guard work.charge(count + 1) else { return next }
            var any = false
            switch token {
            case .anyRun:
                if let first = current.firstIndex(of: true) {
                    for position in first...count { next[position] = true }
                    any = true
                }
            case .variable(let variable):
                for position in 0...count where current[position] {
                    for end in work.ends(of: variable, from: position, in: text, caseSensitive: caseSensitive) {
                        next[end] = true
                        any = true
                    }
                }
            case .strings(let set, let lengths):
                for position in 0..<count where current[position] {
                    for length in lengths where position + length <= count && set.contains(String(text[position..<position + length])) {
                        next[position + length] = true
                        any = true
                    }
                }
            default:
                for position in 0..<count where current[position] && single(token, text[position], caseSensitive) {
                    next[position + 1] = true
                    any = true
                }
            }
            guard any else { return next }
            current = next
        }
        return current
    }

    private static func single(_ token: Token, _ character: Character, _ caseSensitive: Bool) -> Bool {
        switch token {
        case .character(let expected): expected == character
        case .one: true
        case .characterClass(let characterClass): characterClass.contains(character, caseSensitive: caseSensitive)
        default: false
        }
    }

    /// How many leading characters of `text` the pattern's literal start agrees with: a measure
    /// of how close a failed pattern came, for messages.
    func agreement(with text: PreparedText) -> Int {
        let characters = caseSensitive ? text.exact : text.folded
        var count = 0
        for (token, character) in zip(tokens, characters) {
            guard case .character(let expected) = token, expected == character else { break }
            count += 1
        }
        return count
    }
}

/// A URL part as characters, as written and lower-cased, made once and matched against every
/// pattern, with the work spent on it.
struct PreparedText: Sendable {
    let text: String
    let exact: [Character]
    let folded: [Character]
    /// The variables' ends worked out on this text and the steps spent.
    let work: TextWork

    init(_ text: String, budget: WorkBudget = WorkBudget()) {
        self.text = text
        exact = Array(text)
        folded = Array(text.lowercased())
        work = TextWork(budget)
    }
}
