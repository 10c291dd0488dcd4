/// Takes `open`'s inputs out of the command line before ArgumentParser sees it.
///
/// ArgumentParser stores a repeating `@Argument` array in a type-erased box and copies it on
/// every value it appends, so `open` with 100,000 inputs spent minutes in argument parsing alone.
/// When every dash-prefixed token of an `open` command line is one this splitter knows, the
/// inputs are taken out here in one pass and handed to `OpenCommand` directly; any other
/// option (one added later, a misspelt one) leaves the command line to ArgumentParser as it is,
/// which parses it the same way, only slower, and reports any mistake.
enum OpenArgumentSplitter {
    /// `open`'s options that take a value. An option added to `OpenCommand` must be listed here
    /// (or in ``flags``) for long command lines to stay fast.
    static let optionsWithValues: Set<String> = ["--routes", "--record", "--inputs"]
    /// `open`'s options without a value.
    static let flags: Set<String> = ["--json", "--trace"]

    /// The inputs `StandardStreams.arguments()` took out of this run's command line, if it did.
    nonisolated(unsafe) static var takenInputs: [String]?

    /// The inputs taken out, in order, when `arguments` (after the program name) is an `open`
    /// command line this splitter can read; `nil` otherwise.
    static func split(_ arguments: [String]) -> (arguments: [String], inputs: [String])? {
        guard arguments.first == "open" else { return nil }
        var kept = ["open"]
        var inputs: [String] = []
        inputs.reserveCapacity(arguments.count)
        var index = 1
        while index < arguments.count {
            let token = arguments[index]
            if token == "--" {
                inputs += arguments[(index + 1)...]
                break
            }
            if token.hasPrefix("-"), token.count > 1 {
                if flags.contains(token) {
                    kept.append(token)
                } else if optionsWithValues.contains(token), index + 1 < arguments.count {
                    kept += [token, arguments[index + 1]]
                    index += 1
                } else if let equals = token.firstIndex(of: "="), optionsWithValues.contains(String(token[..<equals])) {
                    kept.append(token)
                } else {
                    return nil
                }
            } else {
                inputs.append(token)
            }
            index += 1
        }
        return (kept, inputs)
    }
}
