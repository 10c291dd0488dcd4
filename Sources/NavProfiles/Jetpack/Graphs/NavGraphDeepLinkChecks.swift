import NavSupport

/// What `navsim check` finds in a graph's deep links beyond what stops the graph from loading
/// (docs/lint.md; docs/profiles.md, Jetpack Navigation, "The graph" and "The best match"): the
/// graph still loads, and each finding names the graph file, line and column.
package enum NavGraphDeepLinkCheck {
    /// The kind of problem, one `check` rule each.
    package enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A deep link that lacks a required argument of its destination: androidx throws when
        /// the graph is inflated (the argument declared before the link) or the link never
        /// matches (declared after it). navsim makes no route of it.
        case missingRequiredArgument
        /// The same URI, action and MIME type twice: the manifest merger's own error, "Multiple
        /// destinations found with a deep link containing …". `open` and the UI refuse the graph.
        case repeatedDeepLink
        /// Two deep links of one shape (the same URI but for placeholder names) with the same
        /// action and MIME type: androidx picks by resource ids, navsim by document order.
        case tiedDeepLinks
    }

    /// One problem, at the deep link concerned.
    package struct Finding: Sendable, Equatable, CustomStringConvertible {
        package var kind: Kind
        /// The graph file the deep link is written in.
        package var file: String
        package var position: SourcePosition
        package var message: String

        /// `FILE:LINE:COLUMN: MESSAGE`.
        package var description: String { "\(file):\(position): \(message)" }
    }

    /// `uri` with its placeholders' names (and types) left out, lowercased: two links of one
    /// shape take the same URIs equally well.
    package static func shape(of uri: String) -> String { NavGraphReader.placeholderShape(uri) }

    /// The required arguments of `node` that `deepLink` does not bring (not among its placeholders).
    package static func missingRequiredArguments(of deepLink: AppFileLink, in node: NavGraphNode) -> [NavArgument] {
        let required = node.arguments.filter(\.isRequired)
        guard !required.isEmpty else { return [] }
        let brought = Set(NavGraphReader.placeholders(in: deepLink))
        return required.filter { !brought.contains($0.name) }
    }

    /// Every finding in the graphs `roots`: for each root, the missing arguments, then the
    /// repeats and ties, each in document order. One pass, linear in the number of deep links.
    package static func findings(in roots: [NavGraphNode]) -> [Finding] {
        roots.flatMap { root in
            var missing: [Finding] = []
            var pairs = PairFinder()
            root.forEachNode { node in
                for deepLink in node.deepLinks {
                    missing += missingArguments(deepLink, of: node)
                    pairs.add(deepLink, of: node.id)
                }
            }
            return missing + pairs.findings
        }
    }

    private static func missingArguments(_ deepLink: AppFileLink, of node: NavGraphNode) -> [Finding] {
        missingRequiredArguments(of: deepLink, in: node).map { argument in
            let written = "the deep link \"\(deepLink.uri ?? deepLink.action ?? deepLink.mimeType ?? "")\" of '\(node.id)' lacks its "
                + "required argument '\(argument.name)' (no default, not nullable; declared at \(argument.position))"
            let consequence = argument.position < deepLink.position
                ? ": androidx throws when it inflates the graph (NavDestination.addDeepLink)"
                : ": declared after the link, so the link never matches (NavDeepLink.getMatchingArguments)"
            return Finding(kind: .missingRequiredArgument, file: deepLink.file, position: deepLink.position,
                           message: written + consequence + "; navsim makes no route of it")
        }
    }

    /// Repeats and exact ties: the later link of each pair is reported, naming the first. Links
    /// are grouped by shape; only a link whose shape was seen is looked up by its URI too.
    private struct PairFinder {
        typealias Seen = (destination: String, link: AppFileLink)
        /// The first link of each shape, and the first of each other URI of that shape.
        private var byShape: [String: (first: Seen, others: [String: Seen])] = [:]
        private(set) var findings: [Finding] = []

        mutating func add(_ link: AppFileLink, of destination: String) {
            // No action is VIEW (the manifest merger's and a browser's).
            let action = link.action ?? "android.intent.action.VIEW"
            let shape = NavGraphReader.placeholderShape(link.uri ?? "") + "\u{0}" + action + "\u{0}" + (link.mimeType ?? "")
            guard let first = byShape[shape]?.first else {
                byShape[shape] = ((destination, link), [:])
                return
            }
            let uri = link.uri ?? ""
            if let repeated = first.link.uri == link.uri ? first : byShape[shape]?.others[uri] {
                findings.append(Finding(
                    kind: .repeatedDeepLink, file: link.file, position: link.position,
                    message: "the deep link \"\(uri)\" of '\(destination)' repeats the one of '\(repeated.destination)' "
                        + "(\(repeated.link.file):\(repeated.link.position)) with the same action and MIME type: the manifest merger "
                        + "fails the build with \"Multiple destinations found with a deep link containing uri:\(uri), "
                        + "action:\(link.action ?? "null"), mimeType:\(link.mimeType ?? "null")\""))
                return
            }
            byShape[shape]?.others[uri] = (destination, link)
            findings.append(Finding(
                kind: .tiedDeepLinks, file: link.file, position: link.position,
                message: "the deep link \"\(uri)\" of '\(destination)' ties exactly with \"\(first.link.uri ?? "")\" of "
                    + "'\(first.destination)' (\(first.link.file):\(first.link.position)): androidx decides by resource ids, "
                    + "navsim by document order (the first)"))
        }
    }
}
