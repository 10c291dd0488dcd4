/// `open --from … -- URL --json --trace`: `open`'s flags written after the inputs that follow
/// `--` are flags, not inputs (no input is `--json`), so they are moved before `--` before
/// ArgumentParser reads the line. Any other token after `--` stays an input.
enum OpenTrailingFlags {
    /// `open`'s flags without a value.
    static let flags: Set<String> = ["--json", "--trace", "--quiet"]

    /// `arguments` (after the program name) with an `open` line's trailing flags moved before
    /// `--`; any other command line unchanged.
    static func hoisted(_ arguments: [String]) -> [String] {
        guard arguments.first == "open", let separator = arguments.firstIndex(of: "--") else { return arguments }
        let after = arguments[(separator + 1)...]
        let trailing = after.filter { flags.contains($0) }
        guard !trailing.isEmpty else { return arguments }
        return Array(arguments[..<separator]) + trailing + ["--"] + after.filter { !flags.contains($0) }
    }
}
