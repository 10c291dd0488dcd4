/// One `substitutionVariables` entry compiled for one case and percent-encoding setting: its
/// values without wildcards as a set (looked up by length), the others as token lists. Made
/// once per file and shared by every `$(name)` that refers to it, so a variable of 10,000
/// values referred to 4,000 times is held once, not copied 4,000 times.
final class SubstitutionVariable: Sendable {
    let name: String
    /// The values that are plain text (after percent-decoding and case folding).
    let literals: Set<String>
    /// The lengths, in characters, of `literals`, ascending.
    let lengths: [Int]
    /// The values holding `*`, `?` or a predefined variable.
    let patterns: [[AASAPattern.Token]]

    init(name: String, values: [String], caseSensitive: Bool, percentEncoded: Bool) {
        self.name = name
        var literals: Set<String> = []
        var lengths: Set<Int> = []
        var patterns: [[AASAPattern.Token]] = []
        for value in values {
            let tokens = AASAPattern.tokens(of: value, caseSensitive: caseSensitive, percentEncoded: percentEncoded, variables: nil)
            let characters = tokens.compactMap { token -> Character? in
                if case .character(let character) = token { character } else { nil }
            }
            if characters.count == tokens.count {
                literals.insert(String(characters))
                lengths.insert(characters.count)
            } else {
                patterns.append(tokens)
            }
        }
        self.literals = literals
        self.lengths = lengths.sorted()
        self.patterns = patterns
    }
}

/// A file's substitution variables, each compiled on first use for a setting and kept.
/// Used while one evaluator is built, on one thread.
final class SubstitutionVariables {
    private let values: [String: [String]]
    private var compiledVariables: [String: SubstitutionVariable] = [:]

    init(_ values: [String: [String]]) {
        self.values = values
    }

    /// `name` compiled for the setting, or `nil` when the file does not define it.
    func compiled(_ name: String, caseSensitive: Bool, percentEncoded: Bool) -> SubstitutionVariable? {
        guard let list = values[name] else { return nil }
        let key = "\(caseSensitive ? 1 : 0)\(percentEncoded ? 1 : 0)\(name)"
        if let variable = compiledVariables[key] { return variable }
        let variable = SubstitutionVariable(name: name, values: list, caseSensitive: caseSensitive, percentEncoded: percentEncoded)
        compiledVariables[key] = variable
        return variable
    }
}

/// The most steps the patterns of one association file may take on one URL (a step is one
/// position of the text tried for one token). A file of legal size (128 KB) that needs more
/// is answered with ``AASAEvaluator``'s "stopped" reason instead of hours and gigabytes.
final class WorkBudget: @unchecked Sendable {
    /// 10 million steps: well under a second in a release build.
    static let defaultLimit = 10_000_000
    let limit: Int
    private(set) var spent = 0

    init(limit: Int = WorkBudget.defaultLimit) {
        self.limit = limit
    }

    /// Whether the limit was passed.
    var isExceeded: Bool { spent > limit }

    /// Spends `steps`; `false` once the limit is passed.
    func charge(_ steps: Int) -> Bool {
        spent += steps
        return spent <= limit
    }
}

/// The work done on one text: the ends each variable reaches from each start, worked out once
/// and reused by every pattern tried on the text, and the budget the steps are charged to.
final class TextWork: @unchecked Sendable {
    let budget: WorkBudget
    private var ends: [ObjectIdentifier: [Int: [Int]]] = [:]

    init(_ budget: WorkBudget) {
        self.budget = budget
    }

    func charge(_ steps: Int) -> Bool { budget.charge(steps) }

    /// The positions after one of `variable`'s values when it starts at `start`.
    func ends(of variable: SubstitutionVariable, from start: Int, in text: [Character], caseSensitive: Bool) -> [Int] {
        let key = ObjectIdentifier(variable)
        if let known = ends[key]?[start] { return known }
        var reached: [Int] = []
        guard charge(variable.lengths.count + 1) else { return [] }
        for length in variable.lengths where start + length <= text.count
            && variable.literals.contains(String(text[start..<start + length])) {
            reached.append(start + length)
        }
        if !variable.patterns.isEmpty {
            var from = [Bool](repeating: false, count: text.count + 1)
            from[start] = true
            var union = [Bool](repeating: false, count: text.count + 1)
            for pattern in variable.patterns {
                let after = AASAPattern.advance(from, through: pattern, in: text, caseSensitive: caseSensitive, work: self)
                guard !budget.isExceeded else { return [] }
                for position in after.indices where after[position] { union[position] = true }
            }
            for position in union.indices where union[position] && !reached.contains(position) { reached.append(position) }
        }
        ends[key, default: [:]][start] = reached
        return reached
    }
}
