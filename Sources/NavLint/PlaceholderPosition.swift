import NavRouting
import Foundation
import NavRouteFile
import NavSupport

/// Points `unfilled-placeholder` findings at the placeholder itself: the linter knows only the
/// route or screen object's position, `navsim check` has the parsed file and finds the string.
enum PlaceholderPosition {
    /// `findings` with each placeholder finding's position moved to its `{` (or `:`) in the file.
    static func refine(_ findings: [LintFinding], in document: JSONDocument) -> [LintFinding] {
        let wanted = Set(findings.filter { $0.rule == .unfilledPlaceholder }.map(\.jsonPath))
        guard !wanted.isEmpty else { return findings }
        var strings: [String: JSONNode] = [:]
        collect(document.root, path: .root, wanted: wanted, into: &strings)
        return findings.map { finding in
            guard finding.rule == .unfilledPlaceholder, let node = strings[finding.jsonPath],
                  case .string(let text) = node.value,
                  let written = finding.message.split(separator: " ", maxSplits: 1).first,
                  let range = text.range(of: written)
            else { return finding }
            var placed = finding
            // One column for the opening quote; exact unless an escape comes before the placeholder.
            let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound)
            placed.position = SourcePosition(line: node.position.line, column: node.position.column + 1 + offset)
            return placed
        }
    }

    private static func collect(_ node: JSONNode, path: JSONPath, wanted: Set<String>, into strings: inout [String: JSONNode]) {
        switch node.value {
        case .string:
            let key = path.description
            if wanted.contains(key) { strings[key] = node }
        case .array(let elements):
            for (index, element) in elements.enumerated() { collect(element, path: path.appending(index), wanted: wanted, into: &strings) }
        case .object(let members):
            for member in members { collect(member.value, path: path.appending(member.key), wanted: wanted, into: &strings) }
        default:
            break
        }
    }
}
