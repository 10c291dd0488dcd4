import Foundation
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
    /// `fingerprint`, `manifest`, `shortcut`, `route`, `parameterScreen`, `profile`, and the kinds a
    /// profile's reader lists (``ProjectSourceReading/items``).
    public var kind: String
    /// The value as written into the route file (a route: its pattern, with `SCHEME:` first when it has one).
    public var value: String
    /// Where the app's files say it.
    public var source: ImportSource
    /// The other places that say it too.
    var otherSources: [ImportSource]

    /// Makes an item.
    public init(kind: String, value: String, source: ImportSource, otherSources: [ImportSource] = []) {
        self.kind = kind
        self.value = value
        self.source = source
        self.otherSources = otherSources
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
    /// "source", "alsoAt"}], "notUnderstood": [{"source", "what"}]}`; `alsoAt`, only for a value
    /// said in several places, lists the others (`FILE:LINE, FILE:LINE`).
    public func json(routeFile: String) -> JSONOutput {
        .object([
            ("routeFile", .string(routeFile)),
            ("imported", .array(imported.map { item in
                var fields: [(String, JSONOutput)] = [("kind", .string(item.kind)), ("value", .string(item.value)),
                                                      ("source", .string(item.source.description))]
                if !item.otherSources.isEmpty {
                    fields.append(("alsoAt", .string(item.otherSources.map(\.description).joined(separator: ", "))))
                }
                return .object(fields)
            })),
            ("notUnderstood", .array(notUnderstood.map { .object([("source", .string($0.source.description)),
                                                                 ("what", .string($0.what))]) })),
        ])
    }

    /// The report as text, one line per item: `FILE:LINE: imported KIND VALUE`, then
    /// `FILE:LINE: not understood: WHAT`.
    public var textLines: [String] {
        imported.map { item in
            "\(item.source): imported \(item.kind) \(visibleText(item.value))"
                + (item.otherSources.isEmpty ? "" : " (also at " + item.otherSources.map(\.description).joined(separator: ", ") + ")")
        } + Self.notUnderstoodLines(notUnderstood)
    }

    /// `FILE:LINE: not understood: WHAT`, one line per construct and file: the same construct
    /// met again in the same file (a manifest placeholder on 19 lines) is counted, not repeated:
    /// `FILE:LINE: not understood: WHAT (19 times, also at lines 12, 14, …)`.
    public static func notUnderstoodLines(_ items: [NotUnderstood]) -> [String] {
        NotUnderstood.grouped(items).map { "\($0.source): not understood: \(visibleText($0.what))" }
    }
}

extension NotUnderstood {
    /// `entries` with each construct reported once: entries of one file that say the same
    /// (their column aside) become the first, with the count and the other lines
    /// (`WHAT (19 times, also at lines 124, 126, 128, 130, 132, …)`).
    public static func grouped(_ entries: [NotUnderstood]) -> [NotUnderstood] {
        func key(_ entry: NotUnderstood) -> String {
            // ` (column N)` left out: one construct on several lines is at several columns.
            var what = Substring(entry.what)
            var kept = ""
            while let range = what.range(of: " (column ") {
                let digits = what[range.upperBound...].prefix { $0.isNumber }
                kept += what[..<range.lowerBound]
                if !digits.isEmpty, what[digits.endIndex...].first == ")" {
                    what = what[what.index(after: digits.endIndex)...]
                } else {
                    kept += what[range]
                    what = what[range.upperBound...]
                }
            }
            return entry.source.file + "\u{0}" + kept + what
        }
        var order: [String] = []
        var groups: [String: [NotUnderstood]] = [:]
        for entry in entries {
            let key = key(entry)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(entry)
        }
        return order.map { key in
            let group = groups[key]!
            guard group.count > 1 else { return group[0] }
            var first = group[0]
            // The other lines, each once, the first five of them.
            var seen: Set<Int> = []
            let lines = group.dropFirst().compactMap(\.source.line).filter { $0 != first.source.line && seen.insert($0).inserted }
            let shown = lines.prefix(5).map(String.init).joined(separator: ", ") + (lines.count > 5 ? ", …" : "")
            first.what += " (\(group.count) times" + (lines.isEmpty ? ")" : ", also at lines \(shown))")
            return first
        }
    }
}
