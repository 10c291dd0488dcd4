import NavModel
import NavRouteFile
import NavRouting
import NavSupport

/// A scenario's `"launch"`: `"cold"`, or `{"from": [INPUT...], "flags": {FLAG: BOOL}}` for a warm
/// start. Read strictly: a launch decides what every step sees, so an unknown or misspelt key
/// is an error (with its line and column), not a warning.
enum LaunchDecoder {
    static let keys = ["from", "flags"]

    /// The launch, or `nil` after recording why it cannot be read.
    static func decode(_ located: LocatedNode, reader: ConfigValueReader) -> Launch? {
        if case .string(let text) = located.value {
            guard text == "cold" else {
                reader.error("expected \"cold\" or an object with \"from\" and \"flags\", found \(located.value.summary)", at: located)
                return nil
            }
            return .cold
        }
        guard case .object(let members) = located.value else {
            return reader.mismatch(expected: "\"cold\" or an object with \"from\" and \"flags\"", located)
        }
        var known = true
        for member in members where !keys.contains(member.key) {
            var message = "unknown key \(quotedJSONString(member.key)) in a launch (it takes \"from\" and \"flags\")"
            if let suggestion = closestMatch(to: member.key, among: keys) { message += "; did you mean \(quotedJSONString(suggestion))?" }
            reader.error(message, at: located.path.appending(member.key), member.keyPosition)
            known = false
        }
        let fields = ObjectFields(object: located, members: members)
        let from = fields["from"].flatMap { reader.array($0, element: reader.nonEmptyString) }
        let flags = fields["flags"].flatMap { reader.map($0) { _, node in reader.flag(node) } }
        if fields["from"] != nil, from == nil { return nil }
        if fields["flags"] != nil, flags == nil { return nil }
        guard known else { return nil }
        var launch = Launch(from: from ?? [])
        for (flag, value) in flags ?? [:] { launch.flags[flag] = value }
        return launch
    }
}

extension Launch {
    /// `"cold"`, or `{"from"?, "flags"?}` with the stated parts, as ``LaunchDecoder`` reads it.
    public var json: JSONOutput {
        guard !isCold else { return .string("cold") }
        var members: [(String, JSONOutput)] = []
        if !from.isEmpty { members.append(("from", .array(from.map { .string($0) }))) }
        if !flags.isEmpty { members.append(("flags", .object(flags.sorted { $0.key < $1.key }.map { ($0.key, .bool($0.value)) }))) }
        return .object(members)
    }
}
