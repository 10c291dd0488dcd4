/// Takes `open`'s inputs (and the setup inputs of `--from`) out of the command line before
/// ArgumentParser sees it.
///
/// ArgumentParser stores a repeating `@Argument` or `@Option` array in a type-erased box and
/// copies it (and the set of positions it came from) on every value it appends, so reading n
/// inputs takes time in n²: 20,000 inputs take 17 s in a release build through ArgumentParser
/// against 0.4 s here, and `open` with 100,000 inputs spent minutes in argument parsing
/// alone. When every dash-prefixed token of an `open` command line is one this splitter
/// knows, the inputs are taken out here in one pass and handed to `OpenCommand` directly; any
/// other option (one added later, a misspelt one) or an option without its value leaves the
/// command line to ArgumentParser as it is, which parses it the same way, only slower, and
/// reports any mistake.
///
/// The split follows ArgumentParser's reading of `open`'s declarations: `--from` (or
/// `--from=VALUE`) takes the values that follow it up to the next option or `--`; after `--`
/// everything is an input; any other value is an input, wherever it stands.
enum OpenArgumentSplitter {
    /// `open`'s options that take a value. An option added to `OpenCommand` must be listed here
    /// (or in ``flags``) for long command lines to stay fast.
    static let optionsWithValues: Set<String> = ["--routes", "--record", "--inputs", "--platform"]
    /// `open`'s options without a value.
    static let flags: Set<String> = ["--json", "--trace"]
    /// The option whose values run up to the next option or `--` (the warm start's setup inputs).
    static let setupOption = "--from"

    /// What the splitter took out of one `open` command line.
    struct Split: Equatable {
        /// The command line left for ArgumentParser: `open` and its options with their values.
        var arguments: [String]
        /// The inputs under test, in order.
        var inputs: [String] = []
        /// The setup inputs of `--from`, in order; `nil` when the command line has no `--from`.
        var setupInputs: [String]?
    }

    /// What `StandardStreams.arguments()` took out of this run's command line, if it did.
    nonisolated(unsafe) static var taken: Split?

    /// The inputs taken out, in order, when `arguments` (after the program name) is an `open`
    /// command line this splitter can read; `nil` otherwise.
    static func split(_ arguments: [String]) -> Split? {
        guard arguments.first == "open" else { return nil }
        var split = Split(arguments: ["open"])
        split.inputs.reserveCapacity(arguments.count)
        /// Whether values go to `--from` (from just after it up to the next option or `--`).
        var takingSetup = false
        var index = 1
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" {
                split.inputs += arguments[(index + 1)...]
                break
            }
            guard isOption(token) else {
                if takingSetup { split.setupInputs?.append(token) } else { split.inputs.append(token) }
                index += 1
                continue
            }
            takingSetup = false
            // ArgumentParser reads `--option=` (nothing after `=`) as `--option` without a value.
            if token.hasSuffix("=") { return nil }
            if flags.contains(token) {
                split.arguments.append(token)
            } else if optionsWithValues.contains(token) {
                // ArgumentParser takes the next token only when it is a value.
                guard index + 1 < arguments.count, !isOption(arguments[index + 1]), arguments[index + 1] != "--" else { return nil }
                split.arguments += [token, arguments[index + 1]]
                index += 1
            } else if token == setupOption {
                // At least one value must follow at once (else ArgumentParser reports the missing value).
                guard index + 1 < arguments.count, !isOption(arguments[index + 1]), arguments[index + 1] != "--" else { return nil }
                if split.setupInputs == nil { split.setupInputs = [] }
                takingSetup = true
            } else if let equals = token.firstIndex(of: "="), token[..<equals] == setupOption {
                split.setupInputs = (split.setupInputs ?? []) + [String(token[token.index(after: equals)...])]
                takingSetup = true
            } else if let equals = token.firstIndex(of: "="), optionsWithValues.contains(String(token[..<equals])) {
                split.arguments.append(token)
            } else {
                return nil
            }
            index += 1
        }
        return split
    }

    /// Whether ArgumentParser reads `token` as an option (one or more dashes, then a name) rather
    /// than a value (no leading dash, a lone `-`, the empty string); `--` is neither.
    /// `open --from … -- URL --json --trace`: the flags written after the inputs that follow
    /// `--` are `open`'s flags, not inputs (no input is `--json`), so they are moved before `--`
    /// for ArgumentParser and the splitter alike. Other command lines are returned unchanged.
    static func hoistingTrailingFlags(_ arguments: [String]) -> [String] {
        guard arguments.first == "open", let separator = arguments.firstIndex(of: "--") else { return arguments }
        let after = arguments[(separator + 1)...]
        let trailing = after.filter { flags.contains($0) }
        guard !trailing.isEmpty else { return arguments }
        return Array(arguments[..<separator]) + trailing + ["--"] + after.filter { !flags.contains($0) }
    }

    private static func isOption(_ token: String) -> Bool {
        token.hasPrefix("-") && token != "-" && token != "--"
    }
}
