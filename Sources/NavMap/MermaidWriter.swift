/// Writes a ``NavigationMap`` as a Mermaid flowchart. Node ids are made of letters, digits and
/// `_` only (a screen's id escaped, so no id is a Mermaid keyword); every label is quoted with the
/// characters Mermaid reads inside a label (`"`, `#`, `;`, `<`, `>`, `&`, a backquote, control
/// characters) written as Mermaid entity codes.
struct MermaidWriter {
    let map: NavigationMap

    func text(notes: [String]) -> String {
        var lines = ["%% navsim graph: " + commentText(map.name)] + notes.map { "%% " + commentText($0) }
        lines.append("flowchart LR")
        let tabIDs = Set(map.tabs.map(\.id))
        for tab in map.tabs {
            let title = tab.change == .removed ? strike(tab.title) : (tab.change == .added ? "+ " : "") + tab.title
            lines.append("  subgraph \(Self.tabID(tab.id))[\"\(Self.label([title]))\"]")
            for screen in map.screens where screen.tab == tab.id { lines.append("    " + node(screen)) }
            lines.append("  end")
        }
        for screen in map.screens where !(screen.tab.map(tabIDs.contains) ?? false) { lines.append("  " + node(screen)) }
        for (index, entry) in map.entries.enumerated() {
            let text = Self.label(struck(map.lines(of: entry), entry.change))
            let shape = entry.kind == .shortcut ? "{{\"\(text)\"}}" : "([\"\(text)\"])"
            lines.append("  \(Self.entryID(index))\(shape)")
        }
        let entryIndex = Dictionary(map.entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
        func id(_ node: NavigationMap.Node) -> String {
            switch node {
            case .screen(let screen): Self.screenID(screen)
            case .entry(let key): Self.entryID(entryIndex[key] ?? 0)
            }
        }
        var styles: [(style: String, edge: Int)] = []
        for (index, edge) in map.edges.enumerated() {
            let arrow = edge.isOnLinkStack ? "==>" : (edge.kind == .modal || edge.kind == .redirect ? "-.->" : "-->")
            let label = edge.kind == .modal ? "|\"modal\"|" : (edge.kind == .redirect ? "|\"redirect\"|" : "")
            lines.append("  \(id(edge.from)) \(arrow)\(label) \(id(edge.to))")
            if edge.isOnLinkStack { styles.append(("stroke:#e69900,stroke-width:3px", index)) }
            if edge.change == .added { styles.append(("stroke:#2a9d2a,stroke-width:2px", index)) }
            if edge.change == .removed { styles.append(("stroke:#c62828,stroke-dasharray:4 3", index)) }
        }
        var classes: [(String, [String])] = [
            ("entry", map.entries.indices.filter { map.entries[$0].kind.isRoute }.map(Self.entryID)),
            ("shortcut", map.entries.indices.filter { map.entries[$0].kind == .shortcut }.map(Self.entryID)),
            ("link", map.entries.indices.filter { map.entries[$0].kind == .link }.map(Self.entryID)),
            ("root", map.screens.filter(\.isRoot).map { Self.screenID($0.id) }),
            ("modal", map.screens.filter(\.isModal).map { Self.screenID($0.id) }),
            ("onStack", map.screens.filter(\.isOnLinkStack).map { Self.screenID($0.id) }),
        ]
        for change in [NavigationMap.Change.added, .removed] {
            let name = change == .added ? "added" : "removed"
            classes.append((name, map.screens.filter { $0.change == change }.map { Self.screenID($0.id) }
                + map.entries.indices.filter { map.entries[$0].change == change }.map(Self.entryID)
                + map.tabs.filter { $0.change == change }.map { Self.tabID($0.id) }))
        }
        // Only the classes some node has, each defined before its use.
        for (name, ids) in classes where !ids.isEmpty { lines.append("  classDef \(name) " + (Self.classStyles[name] ?? "")) }
        for (name, ids) in classes where !ids.isEmpty { lines.append("  class \(ids.joined(separator: ",")) \(name)") }
        for style in Set(styles.map(\.style)).sorted() {
            let indices = styles.filter { $0.style == style }.map { String($0.edge) }
            lines.append("  linkStyle \(indices.joined(separator: ",")) \(style)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The look of each class of node.
    static let classStyles: [String: String] = [
        "entry": "fill:#eef2ff,stroke:#8891c9,color:#1f2a6b",
        "shortcut": "fill:#f3e8ff,stroke:#9c6ad0,color:#4a2470",
        "link": "fill:#fff3cc,stroke:#e69900,color:#5c3d00",
        "root": "stroke-width:3px",
        "modal": "stroke-dasharray:5 3",
        "onStack": "fill:#fff3cc,stroke:#e69900,stroke-width:3px",
        "added": "fill:#e3f6e3,stroke:#2a9d2a,color:#1e6b1e",
        "removed": "fill:#fde7e7,stroke:#c62828,color:#c62828,stroke-dasharray:4 3",
    ]

    private func node(_ screen: NavigationMap.Screen) -> String {
        let text = Self.label(struck(map.lines(of: screen), screen.change))
        let id = Self.screenID(screen.id)
        if screen.isModal { return "\(id)(\"\(text)\")" }
        return screen.isRoot ? "\(id)[[\"\(text)\"]]" : "\(id)[\"\(text)\"]"
    }

    private func struck(_ lines: [String], _ change: NavigationMap.Change) -> [String] {
        change == .removed ? lines.map(strike) : lines
    }

    /// `text` struck through with U+0336 COMBINING LONG STROKE OVERLAY, which every Mermaid
    /// renderer draws (a CSS text decoration in `classDef` does not reach the label).
    private func strike(_ text: String) -> String {
        var out = "− "
        for character in text { out += String(character) + "\u{0336}" }
        return out
    }

    // MARK: escaping

    static func screenID(_ id: String) -> String { "s_" + escapedID(id) }
    static func tabID(_ id: String) -> String { "t_" + escapedID(id) }
    static func entryID(_ index: Int) -> String { "e\(index + 1)" }

    /// Letters and digits as they are, `_` doubled, every other UTF-8 byte as `_` and two hex
    /// digits: one id per name, and none that Mermaid reads as syntax.
    static func escapedID(_ name: String) -> String {
        var out = ""
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "_"):
                out += "__"
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "_" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    /// The lines of a label for use inside `"…"`, joined with `<br/>`.
    static func label(_ lines: [String]) -> String {
        lines.map(escapedLabelText).joined(separator: "<br/>")
    }

    /// What Mermaid would read inside a label, as entity codes.
    static let labelEntities: [Unicode.Scalar: String] = [
        "\"": "#quot;", "#": "#35;", ";": "#59;", "&": "#amp;", "<": "#lt;", ">": "#gt;", "`": "#96;",
    ]

    static func escapedLabelText(_ text: String) -> String {
        substituted(text, labelEntities) { "#\($0.value);" }
    }
}

extension NavigationMap.Entry.Kind {
    /// Whether the entry is a registered pattern.
    var isRoute: Bool {
        if case .route = self { return true }
        return false
    }
}
