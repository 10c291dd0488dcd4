import NavRouting
import NavSupport

/// The route file's host keys: a route's `host` and the patterns `domains` may hold
/// (docs/route-file.md, "Hosts").
extension ConfigValueReader {
    /// A route's `host`: a literal host, `*.example.com`, or labels with `{name}` placeholders;
    /// records an error naming the bad label otherwise.
    package func hostPattern(_ located: LocatedNode) -> String? {
        nonEmptyString(located).flatMap { checkedHostPattern($0, at: located) }
    }

    /// A `domains` entry: a host name, an IPv6 literal, or a pattern of the forms a route's
    /// `host` takes (`*.example.com`, `{lang}.wikipedia.org`).
    package func domainEntry(_ located: LocatedNode) -> String? {
        guard case .string(let text) = located.value, text.contains("*") || text.contains("{") || text.contains("}") else {
            return domainName(located)
        }
        return checkedHostPattern(text, at: located)
    }

    /// `text` when it parses as a `HostPattern`, else `nil` after an error naming the bad label.
    private func checkedHostPattern(_ text: String, at located: LocatedNode) -> String? {
        do {
            _ = try HostPattern(text)
            return text
        } catch {
            self.error(error.message, at: located)
            return nil
        }
    }
}
