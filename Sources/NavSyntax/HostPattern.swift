/// A host a route or a `domains` entry accepts (docs/route-file.md, "Hosts"): a literal host
/// (`www.kickstarter.com`), any subdomain (`*.example.com`), or labels with `{name}`
/// placeholders (`{lang}.wikipedia.org`), each of which takes one whole label and captures it.
/// Hosts compare case-insensitively: the pattern is kept lowercased (placeholder names as written).
public struct HostPattern: Sendable, Hashable, CustomStringConvertible {
    /// One dot-separated label of the pattern.
    public enum Label: Sendable, Hashable {
        case literal(String)
        case placeholder(String)
    }

    /// The pattern as written.
    public let source: String
    /// The labels after a leading `*.`, left to right.
    public let labels: [Label]
    /// `*.` first: one or more labels before `labels`.
    public let anySubdomain: Bool

    public var description: String { source }

    /// The placeholder names, left to right.
    public var placeholderNames: [String] {
        labels.compactMap { if case .placeholder(let name) = $0 { return name } else { return nil } }
    }

    /// Why a pattern is refused.
    public struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        /// The 1-based column inside the pattern text where the problem is.
        public let column: Int
        public var description: String { message }
    }

    /// Parses `source`; `allowsPlaceholders` is false where captures have nowhere to go.
    public init(_ source: String, allowsPlaceholders: Bool = true) throws(SyntaxError) {
        self.source = source
        var text = Substring(source)
        var offset = 0
        if text.hasPrefix("*.") {
            anySubdomain = true
            text = text.dropFirst(2)
            offset = 2
        } else {
            anySubdomain = false
        }
        var labels: [Label] = []
        var names: Set<String> = []
        for piece in text.split(separator: ".", omittingEmptySubsequences: false) {
            let column = offset + 1
            offset += piece.count + 1
            guard !piece.isEmpty else {
                throw SyntaxError(message: "the host \"\(source)\" has an empty label at column \(column): a host is labels joined by single dots", column: column)
            }
            if piece.contains("{") || piece.contains("}") {
                guard piece.first == "{", piece.last == "}", piece.count > 2,
                      piece.dropFirst().dropLast().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                    throw SyntaxError(message: "the host \"\(source)\" has \"\(piece)\" at column \(column): a placeholder is a whole label, {name}, such as {lang}.wikipedia.org", column: column)
                }
                guard allowsPlaceholders else {
                    throw SyntaxError(message: "the host \"\(source)\" has a placeholder at column \(column); here a label is a name or the pattern starts with *.", column: column)
                }
                let name = String(piece.dropFirst().dropLast())
                guard names.insert(name).inserted else {
                    throw SyntaxError(message: "the host \"\(source)\" uses the placeholder {\(name)} twice", column: column)
                }
                labels.append(.placeholder(name))
                continue
            }
            if let bad = piece.firstIndex(where: { !($0.isLetter || $0.isNumber || $0 == "-") }) {
                let badColumn = column + piece.distance(from: piece.startIndex, to: bad)
                let hint = piece[bad] == "*" ? "; * is allowed only as a whole first label, *.example.com" : ""
                throw SyntaxError(message: "the host \"\(source)\" has \"\(piece[bad])\" at column \(badColumn): a label holds letters, digits and '-'; write the host alone, without a scheme, port or path\(hint)", column: badColumn)
            }
            labels.append(.literal(piece.lowercased()))
        }
        self.labels = labels
    }

    /// The captures when `host` (lowercased) fits the pattern, else `nil` (an empty list for a
    /// pattern without placeholders).
    public func captures(_ host: String) -> [(name: String, value: String)]? {
        if let fits = literalFit(host) { return fits ? [] : nil }
        let hostLabels = host.split(separator: ".", omittingEmptySubsequences: false)
        if anySubdomain ? hostLabels.count <= labels.count : hostLabels.count != labels.count { return nil }
        var captures: [(name: String, value: String)] = []
        for (label, written) in zip(labels.reversed(), hostLabels.reversed()) {
            switch label {
            case .literal(let text): guard text == written else { return nil }
            case .placeholder(let name):
                guard !written.isEmpty else { return nil }
                captures.append((name, String(written)))
            }
        }
        if anySubdomain, hostLabels.dropLast(labels.count).contains(where: \.isEmpty) { return nil }
        return captures.reversed()
    }

    /// For a literal pattern, whether `host` is it, compared byte by byte without splitting the
    /// host into labels (a table of thousands of routes that differ by host compares each URL
    /// against many of them); `nil` for a pattern with `*.` or a placeholder.
    private func literalFit(_ host: String) -> Bool? {
        guard !anySubdomain else { return nil }
        for label in labels { if case .placeholder = label { return nil } }
        var bytes = host.utf8.makeIterator()
        for (index, label) in labels.enumerated() {
            guard case .literal(let text) = label else { return nil }
            for byte in text.utf8 where bytes.next() != byte { return false }
            if index < labels.count - 1, bytes.next() != UInt8(ascii: ".") { return false }
        }
        return bytes.next() == nil
    }

    /// Whether `host` (lowercased) fits the pattern.
    public func accepts(_ host: String) -> Bool { captures(host) != nil }

    /// Whether the pattern is one literal host (no `*.`, no placeholder).
    public var isLiteral: Bool {
        !anySubdomain && labels.allSatisfy { if case .literal = $0 { return true } else { return false } }
    }

    /// The host with `values` in place of its placeholders (`nil` for a `*.` pattern or a missing value).
    public func filled(_ values: [String: String]) -> String? {
        guard !anySubdomain else { return nil }
        var written: [String] = []
        for label in labels {
            switch label {
            case .literal(let text): written.append(text)
            case .placeholder(let name):
                guard let value = values[name] else { return nil }
                written.append(value)
            }
        }
        return written.joined(separator: ".")
    }
}
