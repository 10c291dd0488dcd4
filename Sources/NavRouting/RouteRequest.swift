/// A URL as a profile reads it: the scheme, the path components to match, the query, the fragment.
/// Built by `RouteRequest.parse(_:options:)`; matching never looks at the raw string again.
public struct RouteRequest: Sendable, Equatable {
    /// The input as given.
    public var input: String
    /// Lowercased scheme; the default scheme when the input had none (`nil` if there is no default).
    public var scheme: String?
    /// The host, lowercased, when it is not read as a path component (a universal-link domain, a
    /// host some route's `host` takes, `localhost`, any under `treatHostAsPath: never`); routes
    /// with a `host` are matched against it.
    public var droppedHost: String?
    /// The components matched against patterns (decoded or not, as the profile says).
    public var components: [String]
    /// Query items in order; a key without `=` has the value `nil` (navsim reads it as `""`).
    public var query: [QueryItem]
    /// The fragment, decoded, if any.
    public var fragment: String?
    /// Whether the input came in through a universal-link domain.
    public var isUniversalLink: Bool
    /// WAAppRouting only: the components of the whole URL without its query, which the
    /// library tries a pattern against first (`app-scheme:`, `list`, `1`).
    public var wholeURLComponents: [String]?
}

// The public initializer lives in an extension so that the memberwise one stays available.
extension RouteRequest {
    /// A request as a profile's reader would build it; `wholeURLComponents` starts empty.
    public init(input: String, scheme: String?, droppedHost: String? = nil, components: [String],
                query: [QueryItem] = [], fragment: String? = nil, isUniversalLink: Bool = false) {
        self.init(input: input, scheme: scheme, droppedHost: droppedHost, components: components, query: query,
                  fragment: fragment, isUniversalLink: isUniversalLink, wholeURLComponents: nil)
    }
}

/// One `key=value` of a query string.
public struct QueryItem: Sendable, Equatable {
    public var name: String
    public var value: String?
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// Why an input cannot be read as a URL at all. Matching never starts; nothing changes.
public struct RequestError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension RouteRequest {
    /// The longest input accepted, in UTF-8 bytes. Longer input is refused with a clear message.
    public static let maximumLength = 16 * 1024

    /// Reads `input` under the rules of `options.profile`.
    public static func parse(_ input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        var copy = input
        return copy.withUTF8 { utf8 in
            checkedRange(input, utf8: utf8).map { range in
                let utf8View = input.utf8
                let start = utf8View.index(utf8View.startIndex, offsetBy: range.lowerBound)
                return input[start..<utf8View.index(start, offsetBy: range.count)]
            }
        }.flatMap { options.profile.rules.read($0, input: input, options: options) }
    }

    /// Where `input` (whose UTF-8 is `utf8`) is without surrounding whitespace, when that text is
    /// not empty, not too long and has no control character: the text every profile reads.
    static func checkedRange(_ input: String, utf8: UnsafeBufferPointer<UInt8>) -> Result<Range<Int>, RequestError> {
        // The first and last Characters are not whitespace when their first bytes are ASCII
        // and not whitespace; else `trimmingWhitespace` decides, by Characters.
        func isPlain(_ byte: UInt8?) -> Bool { byte.map { $0 > 0x20 && $0 < 0x80 } ?? false }
        var range = 0..<utf8.count
        if !isPlain(utf8.first) || !isPlain(utf8.last) {
            let trimmed = input.trimmingWhitespace()
            let start = input.utf8.distance(from: input.utf8.startIndex, to: trimmed.startIndex)
            range = start..<(start + trimmed.utf8.count)
        }
        if range.isEmpty { return .failure(RequestError("the input is empty: type a URL such as hotels://cities/paris or a path such as /cities/paris")) }
        if range.count > maximumLength {
            return .failure(RequestError("the URL is \(range.count) bytes long; the limit is \(maximumLength)"))
        }
        let text = UnsafeBufferPointer(rebasing: utf8[range])
        // No early exit and no `||` (which branches): the compiler checks many bytes at a time.
        var controls: UInt8 = 0
        for byte in text { controls |= (byte < 0x20 ? 1 : 0) | (byte == 0x7F ? 1 : 0) }
        if controls != 0, let control = text.first(where: { $0 < 0x20 || $0 == 0x7F }) {
            return .failure(RequestError("the URL contains the control character U+\(String(control, radix: 16, uppercase: true).leftPadded(to: 4)); remove it or percent-encode it"))
        }
        return .success(range)
    }

    /// navsim: split on `/` first, then percent-decode each component; empty components vanish;
    /// `+` is a space in the query only (a `+` in a path is a plus, as RFC 3986 says).
    package static func parseNavsim(_ text: Substring, input: String, options: MatchingOptions) -> Result<RouteRequest, RequestError> {
        var text = text
        return text.withUTF8 { bytes in
            RouteTable.readNavsim(NavsimURLReader(bytes: bytes), settings: NavsimSettings(options), walk: { _ in -1 }) { reading, _ in reading.request(input: input) }
        }
    }

    /// `a=1&b&a=2`: pieces split on `&`, empty pieces skipped, each name and value decoded.
    package static func parseQuery(_ query: Substring, plusAsSpace: Bool) -> [QueryItem] {
        var items: [QueryItem] = []
        for piece in query.split(separator: "&", omittingEmptySubsequences: true) {
            if let equals = piece.firstIndex(of: "=") {
                items.append(QueryItem(name: PercentDecoding.decode(piece[..<equals], plusAsSpace: plusAsSpace),
                                       value: PercentDecoding.decode(piece[piece.index(after: equals)...], plusAsSpace: plusAsSpace)))
            } else {
                items.append(QueryItem(name: PercentDecoding.decode(piece, plusAsSpace: plusAsSpace), value: nil))
            }
        }
        return items
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    package func trimmingWhitespace() -> Substring {
        let string = Substring(self)
        guard let first = string.firstIndex(where: { !$0.isWhitespace }),
              let last = string.lastIndex(where: { !$0.isWhitespace }) else { return string[string.endIndex...] }
        return string[first...last]
    }

    func leftPadded(to width: Int) -> String {
        count >= width ? String(self) : String(repeating: "0", count: width - count) + self
    }
}
