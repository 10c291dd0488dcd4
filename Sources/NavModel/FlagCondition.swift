/// One entry of a flag list (`requires`, `when`, a tab's or a shortcut's `requires`, top-level
/// `requires`): `"flag"` holds while the flag is true, `"!flag"` while it is false.
public enum FlagCondition {
    /// The flag an entry names, without its `!`.
    public static func flag(of entry: String) -> String {
        isNegated(entry) ? String(entry.dropFirst()) : entry
    }

    /// Whether the entry asks for the flag to be false.
    public static func isNegated(_ entry: String) -> Bool {
        entry.hasPrefix("!")
    }

    /// Whether the entry holds with `flags` (a flag not set is false).
    public static func holds(_ entry: String, in flags: [String: Bool]) -> Bool {
        (flags[flag(of: entry)] == true) != isNegated(entry)
    }

    /// The first entry of `entries` that does not hold, or `nil` when all do.
    public static func firstFailing(_ entries: [String], in flags: [String: Bool]) -> String? {
        entries.first { !holds($0, in: flags) }
    }

    /// The flag's value, for the log: `loggedIn is true`.
    public static func value(of entry: String, in flags: [String: Bool]) -> String {
        "\(flag(of: entry)) is \(flags[flag(of: entry)] == true)"
    }

    /// Why a failing entry fails, for the log: `loggedIn, which is false` or `!loggedIn (loggedIn is true)`.
    public static func failure(_ entry: String) -> String {
        isNegated(entry) ? "\(entry) (\(flag(of: entry)) is true)" : "\(entry), which is false"
    }
}
