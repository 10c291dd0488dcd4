/// A route pattern with its parameter names left out, so that the app's registration and the
/// route file's route compare equal when they match the same URLs: `:id`, `{id}` and `:userID`
/// all become `:`, `<int:id>` becomes `<int>`, screen marks (`list{List}`, `{Detail}!`) are
/// dropped, and so are leading and trailing slashes. Literals, `*` and optional groups stay.
public enum PatternShape {
    /// `pattern` with parameter names, screen marks and outer slashes left out.
    public static func normalised(_ pattern: String) -> String {
        let characters = Array(pattern)
        var out = ""
        var index = 0
        func isNameCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" || character == "-" }
        while index < characters.count {
            let character = characters[index]
            let atSegmentStart = index == 0 || characters[index - 1] == "/" || characters[index - 1] == "("
            switch character {
            case ":" where atSegmentStart:
                out.append(":")
                index += 1
                while index < characters.count, isNameCharacter(characters[index]) { index += 1 }
            case "{":
                let close = characters[index...].firstIndex(of: "}") ?? characters.count - 1
                index = close + 1
                if atSegmentStart {
                    out.append(":")   // `{name}`: a parameter
                } else if index < characters.count, characters[index] == "!" {
                    index += 1   // `{Screen}!`: a modal mark
                }
            case "<":
                guard let close = characters[index...].firstIndex(of: ">") else {
                    out.append(character)   // an unclosed `<` is a literal
                    index += 1
                    continue
                }
                let inside = String(characters[(index + 1)..<close])
                out += "<" + String(inside.prefix { $0 != ":" }) + ">"
                index = close + 1
            default:
                out.append(character)
                index += 1
            }
        }
        while out.hasPrefix("/") { out.removeFirst() }
        while out.hasSuffix("/") { out.removeLast() }
        return out
    }
}
