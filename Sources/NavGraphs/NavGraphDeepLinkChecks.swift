import NavSupport

/// What `navsim check` finds in a graph's deep links beyond what stops the graph from loading
/// (docs/lint.md, docs/profiles.md 9.1 and 9.3): the graph still loads, and each finding names
/// the graph file, line and column.
public enum NavGraphDeepLinkCheck {
    /// The kind of problem, one `check` rule each.
    public enum Kind: String, Sendable, Equatable {
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
    public struct Finding: Sendable, Equatable, CustomStringConvertible {
        public var kind: Kind
        /// The graph file the deep link is written in.
        public var file: String
        public var position: SourcePosition
        public var message: String

        /// `FILE:LINE:COLUMN: MESSAGE`.
        public var description: String { "\(file):\(position): \(message)" }
    }

    /// The required arguments of `node` that `deepLink` does not bring (not among its placeholders).
    public static func missingRequiredArguments(of deepLink: NavDeepLinkElement, in node: NavGraphNode) -> [NavArgument] {
        let brought = Set(NavGraphReader.placeholders(in: deepLink))
        return node.arguments.filter { $0.isRequired && !brought.contains($0.name) }
    }

    /// Every finding in the graphs `roots`, in document order of each root.
    public static func findings(in roots: [NavGraphNode]) -> [Finding] {
        roots.flatMap { root in
            let nodes = root.allNodes
            return nodes.flatMap(missingArguments) + ties(nodes)
        }
    }

    private static func missingArguments(_ node: NavGraphNode) -> [Finding] {
        node.deepLinks.flatMap { deepLink in
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
    }

    /// Repeats and exact ties, the later link of each pair reported, naming the first.
    private static func ties(_ nodes: [NavGraphNode]) -> [Finding] {
        var findings: [Finding] = []
        var written: [String: (node: NavGraphNode, link: NavDeepLinkElement)] = [:]
        var shaped: [String: (node: NavGraphNode, link: NavDeepLinkElement)] = [:]
        for node in nodes {
            for link in node.deepLinks {
                let intent = [link.action ?? "", link.mimeType ?? ""]
                let exact = ([link.uri ?? ""] + intent).joined(separator: "\u{0}")
                let shape = ([NavGraphReader.placeholderShape(link.uri ?? "")] + intent).joined(separator: "\u{0}")
                if let first = written[exact] {
                    findings.append(Finding(
                        kind: .repeatedDeepLink, file: link.file, position: link.position,
                        message: "the deep link \"\(link.uri ?? "")\" of '\(node.id)' repeats the one of '\(first.node.id)' "
                            + "(\(first.link.file):\(first.link.position)) with the same action and MIME type: the manifest merger fails "
                            + "the build with \"Multiple destinations found with a deep link containing uri:\(link.uri ?? ""), "
                            + "action:\(link.action ?? "null"), mimeType:\(link.mimeType ?? "null")\""))
                } else if let first = shaped[shape] {
                    findings.append(Finding(
                        kind: .tiedDeepLinks, file: link.file, position: link.position,
                        message: "the deep link \"\(link.uri ?? "")\" of '\(node.id)' ties exactly with \"\(first.link.uri ?? "")\" of "
                            + "'\(first.node.id)' (\(first.link.file):\(first.link.position)): androidx decides by resource ids, "
                            + "navsim by document order (the first)"))
                }
                if written[exact] == nil { written[exact] = (node, link) }
                if shaped[shape] == nil { shaped[shape] = (node, link) }
            }
        }
        return findings
    }
}
