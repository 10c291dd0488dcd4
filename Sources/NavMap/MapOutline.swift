/// The map as an indented tree for a terminal (the UI's map view): each tab, its screens under
/// the screen they are pushed or presented on, and under each screen the patterns and shortcuts
/// that show it.
public struct MapOutline: Sendable, Equatable {
    /// One line of the outline.
    public struct Line: Sendable, Equatable {
        /// What the line names.
        public enum Kind: Sendable, Equatable {
            /// A tab, or the heading of screens in no tab.
            case heading
            /// A screen, under the one it is pushed or presented on.
            case screen
            /// A pattern or shortcut reaching the screen above it.
            case entry
        }
        /// What the line names.
        public var kind: Kind
        /// How many levels it is indented.
        public var depth: Int
        /// The line without its indentation.
        public var text: String
        /// Whether the line names a screen on the stack being highlighted.
        public var isHighlighted: Bool
    }

    /// The lines, top to bottom.
    public var lines: [Line]

    /// The outline of `map`, marking the screens in `highlighted` (the stack on screen).
    public init(_ map: NavigationMap, highlighted: Set<String> = []) {
        var lines: [Line] = []
        var placed: Set<String> = []
        var children: [String: [String]] = [:]
        var hasParent: Set<String> = []
        for edge in map.edges where edge.kind == .push || edge.kind == .modal {
            guard case .screen(let from) = edge.from, case .screen(let to) = edge.to else { continue }
            children[from, default: []].append(to)
            hasParent.insert(to)
        }
        var reaching: [String: [NavigationMap.Entry]] = [:]
        for entry in map.entries { if let target = entry.target { reaching[target, default: []].append(entry) } }
        let byID = Dictionary(map.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        func walk(_ id: String, depth: Int) {
            guard placed.insert(id).inserted else { return }
            let screen = byID[id]
            var text = id
            if let title = screen?.title { text += "  \"\(title)\"" }
            if screen?.isModal == true { text += "  (modal)" }
            let isOn = highlighted.contains(id)
            lines.append(Line(kind: .screen, depth: depth, text: (isOn ? "● " : "") + text, isHighlighted: isOn))
            for entry in reaching[id] ?? [] {
                let details = entry.details.filter { $0.hasPrefix("requires") }
                lines.append(Line(kind: .entry, depth: depth + 1,
                                  text: "← " + ([entry.label] + details).joined(separator: " · "), isHighlighted: false))
            }
            for child in children[id] ?? [] { walk(child, depth: depth + 1) }
        }

        for tab in map.tabs {
            lines.append(Line(kind: .heading, depth: 0, text: "\(tab.title)  (tab \(tab.id))", isHighlighted: false))
            let roots = map.screens.filter { $0.tab == tab.id && ($0.isRoot || !hasParent.contains($0.id)) }
            for screen in roots { walk(screen.id, depth: 1) }
        }
        let rest = map.screens.filter { !placed.contains($0.id) }
        if !rest.isEmpty {
            lines.append(Line(kind: .heading, depth: 0, text: map.tabs.isEmpty ? map.name : "Over the current tab",
                              isHighlighted: false))
            for screen in rest where screen.isRoot || !hasParent.contains(screen.id) { walk(screen.id, depth: 1) }
            for screen in rest { walk(screen.id, depth: 1) }
        }
        self.lines = lines
    }

    /// The lines as text, two spaces a level.
    public var text: [String] { lines.map { String(repeating: "  ", count: $0.depth) + $0.text } }
}
