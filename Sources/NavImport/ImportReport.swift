import NavSupport

/// Where an imported item or a construct navsim did not understand was read: `FILE:LINE`, or
/// `FILE` alone for a format without lines (a binary property list) or a file skipped whole.
public struct ImportSource: Sendable, Hashable, CustomStringConvertible {
    /// The file as the walk named it (the folder given on the command line, then the path inside it).
    public var file: String
    /// The 1-based line, when the format has lines.
    public var line: Int?

    /// Makes a source.
    public init(file: String, line: Int? = nil) {
        self.file = file
        self.line = line
    }

    /// `FILE:LINE`, the file name's control characters escaped (a newline in a name cannot forge a report line).
    public var description: String { line.map { "\(visibleText(file)):\($0)" } ?? visibleText(file) }
}

/// One value `navsim init` put in the route file, and where the app's files say it.
public struct ImportedItem: Sendable, Hashable {
    /// What it is: `scheme`, `domain`, `association`, `assetlinks`, `appID`, `package`,
    /// `fingerprint`, `manifest`, `shortcut`, `route`, `parameterScreen`, `navGraph`, `profile`.
    public var kind: String
    /// The value as written into the route file (a route: its pattern, with `SCHEME:` first when it has one).
    public var value: String
    /// Where the app's files say it.
    public var source: ImportSource

    /// Makes an item.
    public init(kind: String, value: String, source: ImportSource) {
        self.kind = kind
        self.value = value
        self.source = source
    }
}

/// A construct `navsim init` saw and did not turn into the route file: a registration whose
/// pattern is not a string literal, a key it does not know, a second routing library, a file it
/// could not read.
public struct NotUnderstood: Error, Sendable, Hashable {
    /// Where it is.
    public var source: ImportSource
    /// What it is and what became of it.
    public var what: String

    /// Makes an entry.
    public init(source: ImportSource, what: String) {
        self.source = source
        self.what = what
    }
}

/// The report of one import: what was imported, what was not understood.
public struct ImportReport: Sendable {
    /// Every item put in the route file, in the order the walk found them.
    public var imported: [ImportedItem] = []
    /// Every construct seen and not understood, in the order found.
    public var notUnderstood: [NotUnderstood] = []

    /// An empty report.
    public init() {}

    /// The report as `init --json` prints it: `{"routeFile", "imported": [{"kind", "value",
    /// "source"}], "notUnderstood": [{"source", "what"}]}`.
    public func json(routeFile: String) -> JSONOutput {
        .object([
            ("routeFile", .string(routeFile)),
            ("imported", .array(imported.map { .object([("kind", .string($0.kind)), ("value", .string($0.value)),
                                                       ("source", .string($0.source.description))]) })),
            ("notUnderstood", .array(notUnderstood.map { .object([("source", .string($0.source.description)),
                                                                 ("what", .string($0.what))]) })),
        ])
    }

    /// The report as text, one line per item: `FILE:LINE: imported KIND VALUE`, then
    /// `FILE:LINE: not understood: WHAT`.
    public var textLines: [String] {
        imported.map { "\($0.source): imported \($0.kind) \(visibleText($0.value))" } + Self.notUnderstoodLines(notUnderstood)
    }

    /// `FILE:LINE: not understood: WHAT`, one line per construct and file: the same construct
    /// met again in the same file (a manifest placeholder on 19 lines) is counted, not repeated:
    /// `FILE:LINE: not understood: WHAT (19 times, also at lines 12, 14, …)`.
    public static func notUnderstoodLines(_ items: [NotUnderstood]) -> [String] {
        var order: [String] = []
        var groups: [String: [NotUnderstood]] = [:]
        for item in items {
            let key = item.source.file + "\u{0}" + item.what
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(item)
        }
        return order.compactMap { groups[$0] }.map { group in
            let first = group[0]
            guard group.count > 1 else { return "\(first.source): not understood: \(visibleText(first.what))" }
            let lines = group.dropFirst().compactMap(\.source.line)
            let shown = lines.prefix(5).map(String.init).joined(separator: ", ") + (lines.count > 5 ? ", …" : "")
            return "\(first.source): not understood: \(visibleText(first.what)) (\(group.count) times" + (lines.isEmpty ? ")" : ", also at lines \(shown))")
        }
    }
}
