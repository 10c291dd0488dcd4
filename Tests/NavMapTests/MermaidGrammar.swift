import Foundation

/// The part of Mermaid's flowchart grammar `navsim graph` writes, checked line by line: every
/// statement one of the forms below, ids of letters, digits and `_` that are no keyword, every
/// label quoted with nothing inside that Mermaid would read (a `"`, a `#` that starts no entity
/// code, a `;` that ends none, `<` or `>` outside `<br/>`, a backquote, a control character),
/// subgraphs closed, and every id used defined first.
enum MermaidGrammar {
    static let keywords: Set<String> = ["end", "subgraph", "graph", "flowchart", "class", "classDef", "click", "style",
                                        "linkStyle", "direction", "call", "href"]
    static let id = "[A-Za-z][A-Za-z0-9_]*"
    static let label = "\"([^\"]*)\""

    /// The problems of `text`, one line each; empty when it follows the grammar.
    static func problems(_ text: String) -> [String] {
        var problems: [String] = []
        var defined: Set<String> = []
        var depth = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.last == "" else { return ["the text does not end with a newline"] }
        var sawHeader = false
        for (number, raw) in lines.dropLast().enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            func problem(_ message: String) { problems.append("line \(number + 1): \(message): \(raw)") }
            if line.hasPrefix("%% ") {
                if line.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { problem("control character in a comment") }
                continue
            }
            if !sawHeader {
                if line.wholeMatch(of: try! Regex("flowchart (LR|TB|TD|RL|BT)")) == nil { problem("the first statement is not `flowchart DIR`") }
                sawHeader = true
                continue
            }
            if line == "end" {
                depth -= 1
                if depth < 0 { problem("`end` without a subgraph") }
                continue
            }
            var ids: [String] = []
            var labels: [String] = []
            var newIDs: [String] = []
            if let match = line.wholeMatch(of: try! Regex("subgraph (\(id))\\[\(label)\\]")) {
                newIDs.append(String(match.output[1].substring!))
                labels.append(String(match.output[2].substring!))
                depth += 1
            } else if let match = line.wholeMatch(of: try! Regex(
                "(\(id))(?:\\[\(label)\\]|\\[\\[\(label)\\]\\]|\\(\(label)\\)|\\(\\[\(label)\\]\\)|\\{\\{\(label)\\}\\})")) {
                newIDs.append(String(match.output[1].substring!))
                for group in 2...6 { if let text = match.output[group].substring { labels.append(String(text)) } }
            } else if let match = line.wholeMatch(of: try! Regex("(\(id)) (?:-->|-\\.->|==>)(?:\\|\(label)\\|)? (\(id))")) {
                ids += [String(match.output[1].substring!), String(match.output[3].substring!)]
                if let text = match.output[2].substring { labels.append(String(text)) }
            } else if line.wholeMatch(of: try! Regex("classDef [A-Za-z]+ [a-z-]+:[^,;\"]+(,[a-z-]+:[^,;\"]+)*")) != nil {
                continue
            } else if let match = line.wholeMatch(of: try! Regex("class ((?:\(id),)*\(id)) [A-Za-z]+")) {
                ids += match.output[1].substring!.split(separator: ",").map(String.init)
            } else if line.wholeMatch(of: try! Regex("linkStyle \\d+(,\\d+)* [a-z-]+:[^,;\"]+(,[a-z-]+:[^,;\"]+)*")) != nil {
                continue
            } else {
                problem("not a flowchart statement navsim writes")
                continue
            }
            for name in newIDs {
                if keywords.contains(name) { problem("id \(name) is a keyword") }
                if !defined.insert(name).inserted { problem("id \(name) defined twice") }
            }
            for name in ids where !defined.contains(name) { problem("id \(name) used before it is defined") }
            for text in labels { if let why = labelProblem(text) { problem(why) } }
        }
        if depth != 0 { problems.append("\(depth) subgraph(s) not closed") }
        if !sawHeader { problems.append("no flowchart header") }
        return problems
    }

    /// Why a quoted label's text is not safe, or `nil`.
    static func labelProblem(_ text: String) -> String? {
        let withoutBreaks = text.replacingOccurrences(of: "<br/>", with: "")
        let withoutEntities = withoutBreaks.replacing(try! Regex("#[A-Za-z0-9]+;"), with: "")
        for character in ["#", ";", "<", ">", "`", "\""] where withoutEntities.contains(character) {
            return "label holds a bare \(character)"
        }
        if withoutEntities.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "label holds a control character"
        }
        return nil
    }

    /// The label texts as a reader sees them: entity codes decoded, `<br/>` as a line break.
    static func decodedLabels(_ text: String) -> [String] {
        let named = ["quot": "\"", "amp": "&", "lt": "<", "gt": ">"]
        return text.matches(of: try! Regex("\"([^\"]*)\"")).map { match in
            let label = String(match.output[1].substring!).replacingOccurrences(of: "<br/>", with: "\n")
            return label.replacing(try! Regex("#([A-Za-z0-9]+);")) { entity -> String in
                let name = String(entity.output[1].substring!)
                return named[name] ?? UInt32(name).flatMap(Unicode.Scalar.init).map { String(Character($0)) } ?? "?"
            }
        }
    }
}
