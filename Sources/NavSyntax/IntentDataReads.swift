/// The places a Kotlin or Java source reads the URL its activity was started with
/// (`intent.data`, `getIntent().getData()`, `intent?.dataString`): there the app decides its
/// routes in code, so each is a report line of `navsim init`.
package enum IntentDataReads {
    /// The lines of `bytes` where `intent.data` (or `getData()`, `dataString`) is read; an
    /// assignment (`intent.data = uri`, which builds an intent) is not a read.
    package static func lines(_ bytes: [UInt8]) -> [Int] {
        guard ByteSearch.containsAny(bytes, ["intent.", "intent?.", "getIntent()"]) else { return [] }
        let tokens = SourceToken.tokens(String(decoding: bytes, as: UTF8.self))
        var lines: [Int] = []
        for (index, token) in tokens.enumerated() where token.name == "intent" || token.name == "getIntent" {
            if readsData(tokens, at: index) { lines.append(token.line) }
        }
        return lines
    }

    /// `intent.data`, `intent?.data`, `intent.getData()`, `getIntent().getData()`, `intent.dataString`, not an assignment.
    private static func readsData(_ tokens: [SourceToken], at start: Int) -> Bool {
        var index = start + 1
        if tokens[start].name == "getIntent" {
            guard index + 1 < tokens.count, tokens[index].isSymbol("("), tokens[index + 1].isSymbol(")") else { return false }
            index += 2
        }
        if index < tokens.count, tokens[index].isSymbol("?") || tokens[index].isSymbol("!") { index += index + 1 < tokens.count && tokens[index + 1].isSymbol("!") ? 2 : 1 }
        guard index + 1 < tokens.count, tokens[index].isSymbol("."), let member = tokens[index + 1].name,
              ["data", "getData", "dataString", "getDataString"].contains(member) else { return false }
        // `intent.data = uri` builds an intent; `==` compares.
        if index + 3 < tokens.count, tokens[index + 2].isSymbol("="), !tokens[index + 3].isSymbol("=") { return false }
        return true
    }
}
