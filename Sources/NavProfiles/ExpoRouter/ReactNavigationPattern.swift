/// React Navigation 7's path patterns (`getPatternParts`): segments split on `/`, `:name` a param,
/// `:name?` an optional one, `:name(regex)` a param its regex must match, `*` any remainder.
enum ReactNavigationPattern {
    /// One segment of a pattern.
    struct Part: Sendable, Equatable {
        /// The segment as written (`:id(\d+)?`, `*`, `users`).
        var segment: String
        var param: String?
        var regex: String?
        var optional = false
    }

    /// A pattern `getPatternParts` refuses, in its words.
    struct Problem: Error, Sendable { var message: String }

    /// The parts of `path`; empty segments (repeated or edge slashes) are dropped.
    static func parts(of path: String) throws(Problem) -> [Part] {
        var parts: [Part] = []
        var current = Part(segment: "")
        var isRegex = false, isParam = false, isEscaped = false, inCharacterClass = false
        var innerParentheses = 0
        let characters = Array(path)
        // One step past the end closes the last segment.
        for position in 0...characters.count {
            let character: Character? = position < characters.count ? characters[position] : nil
            if let character { current.segment.append(character) }
            if character == ":" {
                if current.segment == ":" { isParam = true }
                else if !isRegex { throw Problem(message: "Encountered ':' in the middle of a segment in path: \(path)") }
            } else if character == "(", !isEscaped, !inCharacterClass {
                guard isParam else { throw Problem(message: "Encountered '(' without preceding ':' in path: \(path)") }
                if isRegex { innerParentheses += 1 } else { isRegex = true }
            } else if character == ")", !isEscaped, !inCharacterClass {
                guard isParam, isRegex else { throw Problem(message: "Encountered ')' without preceding '(' in path: \(path)") }
                if innerParentheses > 0 {
                    innerParentheses -= 1
                } else {
                    current.regex = (current.regex ?? "") + ")"
                    isRegex = false
                    isParam = false
                }
            } else if character == "?", !isRegex {
                guard current.param != nil else { throw Problem(message: "Encountered '?' without preceding ':' in path: \(path)") }
                isParam = false
                current.optional = true
            } else if character == nil || (character == "/" && !isRegex) {
                isParam = false
                if current.segment.hasSuffix("/") { current.segment.removeLast() }
                if current.segment.isEmpty { continue }
                if let param = current.param, param.hasPrefix(":") { current.param = String(param.dropFirst()) }
                if var regex = current.regex {
                    if regex.hasPrefix("(") { regex.removeFirst() }
                    if regex.hasSuffix(")") { regex.removeLast() }
                    current.regex = regex
                }
                parts.append(current)
                if character == nil { break }
                current = Part(segment: "")
            }
            if isRegex, let character {
                current.regex = (current.regex ?? "") + String(character)
                if isEscaped { isEscaped = false }
                else if character == "\\" { isEscaped = true }
                else if character == "[" { inCharacterClass = true }
                else if character == "]" { inCharacterClass = false }
            }
            if isParam, !isRegex, let character { current.param = (current.param ?? "") + String(character) }
        }
        if isRegex { throw Problem(message: "Could not find closing ')' in path: \(path)") }
        var seen: Set<String> = []
        for param in parts.compactMap(\.param) where !seen.insert(param).inserted {
            throw Problem(message: "Duplicate param name '\(param)' found in path: \(path)")
        }
        return parts
    }
}
