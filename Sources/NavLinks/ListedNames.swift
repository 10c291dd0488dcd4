/// Names listed in a message (`a, b, c, d, e and 59,995 more`): at most `limit` of them, so a
/// platform file of 60,000 statements makes a reason of a line, not of a megabyte repeated in
/// every finding.
func listedNames(_ names: [String], limit: Int = 5) -> String {
    guard names.count > limit else { return names.joined(separator: ", ") }
    return names.prefix(limit).joined(separator: ", ") + " and \(names.count - limit) more"
}
