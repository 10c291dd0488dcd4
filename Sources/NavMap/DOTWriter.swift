/// Writes a ``NavigationMap`` in Graphviz's DOT language: tabs as clusters, every id and label a
/// quoted string with `\` and `"` escaped (so `\N` or `\G` in a pattern stays text), a removed
/// element's label an HTML-like label struck through with `<S>`.
struct DOTWriter {
    let map: NavigationMap

    func text(notes: [String]) -> String {
        var lines = ["// navsim graph: " + commentText(map.name)] + notes.map { "// " + commentText($0) }
        lines += [
            "digraph \(Self.quoted(map.name)) {",
            "  graph [rankdir=LR, label=\(Self.quoted(map.name)), labelloc=t, fontname=\"Helvetica\", newrank=true];",
            "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        let tabIDs = Set(map.tabs.map(\.id))
        for tab in map.tabs {
            lines.append("  subgraph \(Self.quoted("cluster tab " + tab.id)) {")
            var attributes = ["label=" + (tab.change == .removed ? Self.struck([tab.title]) : Self.quoted((tab.change == .added ? "+ " : "") + tab.title)),
                              "style=rounded"]
            if let color = Self.color(of: tab.change) { attributes += ["color=\"\(color)\"", "fontcolor=\"\(color)\""] }
            for attribute in attributes { lines.append("    \(attribute);") }
            for screen in map.screens where screen.tab == tab.id { lines.append("    " + node(screen)) }
            lines.append("  }")
        }
        for screen in map.screens where !(screen.tab.map(tabIDs.contains) ?? false) { lines.append("  " + node(screen)) }
        for entry in map.entries { lines.append("  " + node(entry)) }
        for edge in map.edges {
            var attributes: [String] = []
            switch edge.kind {
            case .push: break
            case .modal: attributes += ["style=dashed", "label=\"modal\""]
            case .opens: if !edge.isOnLinkStack, edge.change == .unchanged { attributes.append("color=\"#8891c9\"") }
            case .redirect: attributes += ["style=dotted", "label=\"redirect\""]
            }
            if edge.isOnLinkStack { attributes += ["color=\"#e69900\"", "penwidth=3"] }
            if let color = Self.color(of: edge.change) { attributes += ["color=\"\(color)\"", "fontcolor=\"\(color)\"", "penwidth=2"] }
            if edge.change == .removed { attributes.append("style=dashed") }
            lines.append("  \(Self.quoted(Self.id(edge.from))) -> \(Self.quoted(Self.id(edge.to)))" + Self.attributeList(attributes) + ";")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func node(_ screen: NavigationMap.Screen) -> String {
        var styles = ["rounded"]
        var attributes = ["label=" + label(map.lines(of: screen), screen.change)]
        if screen.isRoot { attributes.append("peripheries=2") }
        if screen.isModal { styles.append("dashed") }
        if screen.isOnLinkStack {
            styles += ["filled", "bold"]
            attributes += ["fillcolor=\"#fff3cc\"", "color=\"#e69900\"", "penwidth=2"]
        }
        if let color = Self.color(of: screen.change) { attributes += ["color=\"\(color)\"", "fontcolor=\"\(color)\"", "penwidth=2"] }
        attributes.insert("style=\"\(styles.joined(separator: ","))\"", at: 1)
        return Self.quoted(Self.id(.screen(screen.id))) + Self.attributeList(attributes) + ";"
    }

    private func node(_ entry: NavigationMap.Entry) -> String {
        let (shape, fill, stroke) = switch entry.kind {
        case .route: ("oval", "#eef2ff", "#8891c9")
        case .shortcut: ("hexagon", "#f3e8ff", "#9c6ad0")
        case .link: ("cds", "#fff3cc", "#e69900")
        }
        var attributes = ["label=" + label(map.lines(of: entry), entry.change), "shape=\(shape)", "style=filled",
                          "fillcolor=\"\(fill)\"", "color=\"\(stroke)\""]
        if let color = Self.color(of: entry.change) { attributes += ["color=\"\(color)\"", "fontcolor=\"\(color)\"", "penwidth=2"] }
        return Self.quoted(Self.id(.entry(entry.key))) + Self.attributeList(attributes) + ";"
    }

    private func label(_ lines: [String], _ change: NavigationMap.Change) -> String {
        change == .removed ? Self.struck(lines) : "\"" + lines.map(Self.labelLine).joined(separator: "\\n") + "\""
    }

    private static func color(of change: NavigationMap.Change) -> String? {
        switch change {
        case .unchanged: nil
        case .added: "#2a9d2a"
        case .removed: "#c62828"
        }
    }

    private static func attributeList(_ attributes: [String]) -> String {
        attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
    }

    // MARK: escaping

    /// The DOT node name of a map node: screens and entries apart by prefix.
    static func id(_ node: NavigationMap.Node) -> String {
        switch node {
        case .screen(let id): "screen " + id
        case .entry(let key): key
        }
    }

    /// `text` as a DOT quoted string: `\` and `"` escaped, control characters written as `\u{…}`.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(commentText(text)) + "\""
    }

    private static func escaped(_ text: String) -> String {
        substituted(text, ["\\": "\\\\", "\"": "\\\""]) { String($0) }
    }

    /// One line of a label, escaped for a quoted string (lines are joined with `\n`).
    static func labelLine(_ text: String) -> String { escaped(commentText(text)) }

    /// An HTML-like label whose lines are struck through.
    static func struck(_ lines: [String]) -> String {
        "<<S>" + lines.map { html(commentText("− " + $0)) }.joined(separator: "<BR/>") + "</S>>"
    }

    private static func html(_ text: String) -> String {
        substituted(text, ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"]) { String($0) }
    }
}
