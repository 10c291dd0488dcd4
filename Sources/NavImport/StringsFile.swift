import NavSyntax
import Foundation

/// An Apple `.strings` file (`InfoPlist.strings`): `"key" = "value";` pairs, in UTF-8 or UTF-16
/// (with its byte-order mark), comments skipped, `\"`, `\\`, `\n` and `\t` unescaped.
enum StringsFile {
    /// The pairs, in file order; a malformed entry ends the reading (what came before is kept).
    static func pairs(_ data: Data) -> [(key: String, value: String)] {
        let text: String
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16) ?? ""
        } else {
            text = String(decoding: data, as: UTF8.self)
        }
        let tokens = SourceToken.tokens(text)
        var pairs: [(key: String, value: String)] = []
        var index = 0
        func word(_ token: SourceToken) -> String? {
            switch token.kind {
            case .string(let text, _): text
            case .name(let name): name
            case .symbol: nil
            }
        }
        while index + 3 < tokens.count {
            guard let key = word(tokens[index]), tokens[index + 1].isSymbol("="), let value = word(tokens[index + 2]),
                  tokens[index + 3].isSymbol(";") else { break }
            pairs.append((key, value))
            index += 4
        }
        return pairs
    }
}
