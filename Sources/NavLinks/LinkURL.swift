import Foundation

/// A URL as the OS sees it when a link is tapped: its parts, percent-decoded where both
/// platforms compare decoded text (path, query items, fragment).
public struct LinkURL: Sendable, Equatable {
    /// The URL as given.
    public var text: String
    /// The scheme as written (`https`, `hotels`).
    public var scheme: String
    /// The host as written, `nil` when the URL has none.
    public var host: String?
    /// The port, when written.
    public var port: Int?
    /// The path, percent-decoded; empty when the URL has none.
    public var path: String
    /// The query, percent-decoded, without `?`; `nil` when there is none.
    public var query: String?
    /// The query items, names and values percent-decoded, in order; an item without `=` has the value "".
    public var queryItems: [(name: String, value: String)]
    /// The fragment, percent-decoded, without `#`; `nil` when there is none.
    public var fragment: String?

    /// Reads a URL; `nil` when it has no scheme or is not a URL at all.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed), let scheme = components.scheme, !scheme.isEmpty else { return nil }
        self.text = trimmed
        self.scheme = scheme
        host = components.host.flatMap { $0.isEmpty ? nil : $0 }
        port = components.port
        path = components.path
        query = components.query
        queryItems = (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }
        fragment = components.fragment
    }

    public static func == (lhs: LinkURL, rhs: LinkURL) -> Bool { lhs.text == rhs.text }

    /// Whether the scheme is `http` or `https` (a web link rather than a custom scheme).
    public var isWeb: Bool { ["http", "https"].contains(scheme.lowercased()) }

    /// The value of the first query item called `name`, `nil` when there is none.
    func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
