import Foundation

/// Spotlight search: the entries whose title contains what was typed, best first, as the
/// iOS search screen ranks them (a title that starts with the text, then one with a word that
/// does, then any other that contains it); case and accents are ignored.
public enum SpotlightSearch {
    /// The entries whose title contains `text`, ranked; ties keep the file's order.
    public static func ranked(_ text: String, in entries: [SpotlightEntry]) -> [SpotlightEntry] {
        scored(text, in: entries).map(\.entry)
    }

    /// The one entry `text` stands for: the only match, or the only one of the best rank.
    public static func best(_ text: String, in entries: [SpotlightEntry]) -> SpotlightEntry? {
        let hits = scored(text, in: entries)
        guard let first = hits.first else { return nil }
        return hits.count == 1 || hits[1].rank > first.rank ? first.entry : nil
    }

    /// 0: the whole title, 1: its start, 2: the start of a word, 3: anywhere.
    private static func scored(_ text: String, in entries: [SpotlightEntry]) -> [(rank: Int, entry: SpotlightEntry)] {
        let needle = folded(text.trimmingCharacters(in: .whitespaces))
        guard !needle.isEmpty else { return [] }
        let scored = entries.enumerated().compactMap { index, entry -> (rank: Int, index: Int, entry: SpotlightEntry)? in
            let title = folded(entry.title)
            guard let range = title.range(of: needle) else { return nil }
            let rank: Int
            if title == needle {
                rank = 0
            } else if range.lowerBound == title.startIndex {
                rank = 1
            } else if title.components(separatedBy: .whitespaces).contains(where: { $0.hasPrefix(needle) }) {
                rank = 2
            } else {
                rank = 3
            }
            return (rank, index, entry)
        }
        return scored.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map { ($0.rank, $0.entry) }
    }

    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
