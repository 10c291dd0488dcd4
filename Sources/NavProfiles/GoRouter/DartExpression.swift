/// A Dart expression as far as a route table needs it: constructor calls with their arguments,
/// list literals, strings, numbers, booleans, names, closures; anything else is `other`, kept
/// with its line so the report can point at it.
indirect enum DartExpression {
    /// `Name(args)`, `Name.named(args)`, `const Name<T>(args)`.
    case call(name: String, arguments: [DartArgument], line: Int)
    /// `[…]` or `<T>[…]`; elements that are not expressions (`...spread`, `for`, `if`) are `other`.
    case list([DartExpression], line: Int)
    case string([DartTokens.StringPart], line: Int)
    case number(String, line: Int)
    case bool(Bool, line: Int)
    case null(line: Int)
    /// A name, dotted (`state.uri`), with postfix `!`, `?.` and `[…]` kept in its text.
    case name(String, line: Int)
    /// `(params) => body` or `(params) { … }`.
    case closure(parameters: [String], body: DartClosureBody, line: Int)
    /// What this reader does not take apart, with its first line and its text.
    case other(String, line: Int)

    var line: Int {
        switch self {
        case .call(_, _, let line), .list(_, let line), .string(_, let line), .number(_, let line), .bool(_, let line), .null(let line),
             .name(_, let line), .closure(_, _, let line), .other(_, let line): line
        }
    }

    /// The named argument `name` of a call.
    func argument(_ name: String) -> DartExpression? {
        guard case .call(_, let arguments, _) = self else { return nil }
        return arguments.first { $0.name == name }?.value
    }

    /// A string literal without interpolation.
    var literal: String? {
        guard case .string(let parts, _) = self else { return nil }
        var text = ""
        for part in parts {
            guard case .text(let piece) = part else { return nil }
            text += piece
        }
        return text
    }
}

/// A closure's body.
enum DartClosureBody {
    /// `=> expression`, or a block whose only statement is `return expression;`.
    case expression(DartExpression)
    /// Any other block.
    case code
}

/// One argument of a call: named (`path: '/'`) or positional.
struct DartArgument {
    var name: String?
    var value: DartExpression
}

/// Reads expressions from tokens.
struct DartExpressionParser {
    let tokens: [DartTokens.Token]
    var index: Int

    private func token(_ offset: Int = 0) -> DartTokens.Token? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private func isPunctuation(_ text: String, _ offset: Int = 0) -> Bool {
        guard let token = token(offset) else { return false }
        return token.kind == .punctuation && token.text == text
    }

    private var currentLine: Int { token()?.line ?? tokens.last?.line ?? 1 }

    /// The index of the bracket closing the one at `start`, or `nil`.
    func closing(from start: Int) -> Int? {
        let pairs: [String: String] = ["(": ")", "[": "]", "{": "}", "<": ">"]
        guard start < tokens.count, let close = pairs[tokens[start].text] else { return nil }
        let open = tokens[start].text
        var depth = 0
        var position = start
        while position < tokens.count {
            let text = tokens[position].kind == .punctuation ? tokens[position].text : ""
            if text == open { depth += 1 }
            if text == close { depth -= 1; if depth == 0 { return position } }
            // A `<` that is a comparison never closes: stop at a statement end.
            if open == "<", [";", "{", "}", ")"].contains(text) { return nil }
            position += 1
        }
        return nil
    }

    /// Skips to the next `,`, `)`, `]`, `}` or `;` at this depth; the text skipped.
    private mutating func skipToDelimiter() -> String {
        var text = ""
        while let current = token() {
            if current.kind == .punctuation, [",", ")", "]", "}", ";"].contains(current.text) { break }
            if current.kind == .punctuation, ["(", "[", "{"].contains(current.text), let end = closing(from: index) {
                text += tokens[index...end].map(\.text).joined(separator: " ")
                index = end + 1
                continue
            }
            text += (text.isEmpty ? "" : " ") + current.text
            index += 1
        }
        return text
    }

    /// Reads one expression.
    mutating func expression() -> DartExpression {
        let line = currentLine
        while let current = token(), current.kind == .identifier, ["const", "new", "await", "final"].contains(current.text) { index += 1 }
        guard let current = token() else { return .other("", line: line) }
        var result: DartExpression
        switch current.kind {
        case .string:
            var parts: [DartTokens.StringPart] = []
            while let next = token(), next.kind == .string { parts += next.parts; index += 1 }
            result = .string(parts, line: line)
        case .number:
            index += 1
            result = .number(current.text, line: line)
        case .identifier:
            result = nameOrCall()
        case .punctuation:
            if current.text == "<", let end = closing(from: index), end + 1 < tokens.count, ["[", "{"].contains(tokens[end + 1].text) {
                index = end + 1
                result = tokens[index].text == "[" ? list() : .other(skipToDelimiter(), line: line)
            } else if current.text == "[" {
                result = list()
            } else if current.text == "(", let end = closing(from: index), end + 1 < tokens.count,
                      ["=>", "{"].contains(tokens[end + 1].text) || tokens[end + 1].text == "async" {
                result = closure(closingAt: end)
            } else {
                result = .other(skipToDelimiter(), line: line)
            }
        }
        // Anything after the primary expression (an operator, a method call) makes it code.
        if let next = token(), !(next.kind == .punctuation && [",", ")", "]", "}", ";"].contains(next.text)) {
            let rest = skipToDelimiter()
            return .other(rest, line: line)
        }
        return result
    }

    private mutating func nameOrCall() -> DartExpression {
        let line = currentLine
        var name = tokens[index].text
        index += 1
        while isPunctuation("."), let next = token(1), next.kind == .identifier {
            name += "." + next.text
            index += 2
        }
        if name == "true" || name == "false" { return .bool(name == "true", line: line) }
        if name == "null" { return .null(line: line) }
        if isPunctuation("<"), let end = closing(from: index), end + 1 < tokens.count, tokens[end + 1].text == "(" { index = end + 1 }
        if isPunctuation("(") { return .call(name: name, arguments: arguments(), line: line) }
        // Postfix `!`, `?.x`, `[…]` stay part of the name's text.
        while let next = token(), next.kind == .punctuation, ["!", "?.", "[", "."].contains(next.text) {
            if next.text == "[", let end = closing(from: index) {
                name += tokens[index...end].map { $0.kind == .string ? "'" + ($0.parts.first.map { if case .text(let t) = $0 { t } else { "" } } ?? "") + "'" : $0.text }.joined()
                index = end + 1
            } else if next.text == "!" {
                name += "!"
                index += 1
            } else if let after = token(1), after.kind == .identifier {
                name += next.text + after.text
                index += 2
            } else {
                break
            }
        }
        return .name(name, line: line)
    }

    private mutating func arguments() -> [DartArgument] {
        var result: [DartArgument] = []
        index += 1
        while let current = token(), !(current.kind == .punctuation && current.text == ")") {
            var name: String?
            if current.kind == .identifier, isPunctuation(":", 1) {
                name = current.text
                index += 2
            }
            result.append(DartArgument(name: name, value: expression()))
            if isPunctuation(",") { index += 1 } else if !isPunctuation(")") { _ = skipToDelimiter(); if isPunctuation(",") { index += 1 } }
            if token() == nil { break }
        }
        if isPunctuation(")") { index += 1 }
        return result
    }

    private mutating func list() -> DartExpression {
        let line = currentLine
        var elements: [DartExpression] = []
        index += 1
        while let current = token(), !(current.kind == .punctuation && current.text == "]") {
            if (current.kind == .punctuation && current.text.hasPrefix("...")) || (current.kind == .identifier && ["for", "if"].contains(current.text)) {
                let elementLine = current.line
                elements.append(.other(skipToDelimiter(), line: elementLine))
            } else {
                elements.append(expression())
            }
            if isPunctuation(",") { index += 1 } else if !isPunctuation("]") { _ = skipToDelimiter(); if isPunctuation(",") { index += 1 } }
        }
        if isPunctuation("]") { index += 1 }
        return .list(elements, line: line)
    }

    private mutating func closure(closingAt end: Int) -> DartExpression {
        let line = currentLine
        let parameters = tokens[(index + 1)..<end].filter { $0.kind == .identifier }.map(\.text)
        index = end + 1
        if token()?.text == "async" { index += 1 }
        if isPunctuation("=>") {
            index += 1
            return .closure(parameters: parameters, body: .expression(expression()), line: line)
        }
        guard isPunctuation("{"), let blockEnd = closing(from: index) else { return .other(skipToDelimiter(), line: line) }
        var body = DartClosureBody.code
        if index + 1 < blockEnd, tokens[index + 1].kind == .identifier, tokens[index + 1].text == "return" {
            var inner = DartExpressionParser(tokens: tokens, index: index + 2)
            let value = inner.expression()
            if inner.isPunctuation(";"), inner.index + 1 == blockEnd { body = .expression(value) }
        }
        index = blockEnd + 1
        return .closure(parameters: parameters, body: body, line: line)
    }
}
