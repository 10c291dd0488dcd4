import Foundation

/// React Navigation's `linking` prop as the route file gives it (`"linking"` instead of
/// `"appDir"`), for an app on React Navigation without expo-router: the URL prefixes the app
/// answers and the `config` of screens `getStateFromPath` matches.
struct ReactNavigationLinking: Sendable, Equatable {
    /// `prefixes`: the URL beginnings the app handles (`myapp://`, `https://*.example.com`).
    var prefixes: [String]
    /// `config.initialRouteName`: the root navigator's first route, below any linked one.
    var initialRouteName: String?
    /// `config.path`: a prefix every path must start with.
    var path: String?
    /// `config.screens`, in JavaScript's key order; `nil` when absent (each segment then names a screen).
    var screens: [Screen]?

    /// A `parse` function named in the route file: the JavaScript global of that name.
    enum Parser: String, Sendable, Equatable, CaseIterable {
        case number = "Number", string = "String", boolean = "Boolean"

        /// What the function returns for `text`.
        func apply(_ text: String) -> ExpoParamValue {
            switch self {
            case .string: return .string(text)
            case .boolean: return .bool(!text.isEmpty)
            case .number: return .number(Self.javaScriptNumber(text))
            }
        }

        /// `Number(text)`: blank is 0, decimal and `0x`/`0o`/`0b` integers, `Infinity`, else NaN.
        static func javaScriptNumber(_ text: String) -> Double {
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { return 0 }
            for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where trimmed.lowercased().hasPrefix(prefix) {
                return UInt64(trimmed.dropFirst(2), radix: radix).map { Double($0) } ?? .nan
            }
            let unsigned = trimmed.hasPrefix("-") || trimmed.hasPrefix("+") ? trimmed.dropFirst() : Substring(trimmed)
            if unsigned == "Infinity" { return trimmed.hasPrefix("-") ? -.infinity : .infinity }
            guard unsigned.allSatisfy({ $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }), let value = Double(trimmed) else { return .nan }
            return value
        }
    }

    /// One entry of `screens`: a path string, or an object.
    struct Screen: Sendable, Equatable {
        var name: String
        /// `path` (or the string itself); `nil` when the object has none.
        var path: String?
        /// `exact: true`: the path does not join its parents'.
        var exact = false
        var initialRouteName: String?
        /// `parse`, by param name.
        var parse: [String: Parser]?
        /// `alias`: more paths for the same screen, tried after the main one.
        var aliases: [Alias] = []
        var screens: [Screen]?
        /// Whether the entry was an object (a string names a leaf path alone).
        var isObject = false
    }

    /// One `alias` entry.
    struct Alias: Sendable, Equatable {
        var path: String
        var exact = false
        var parse: [String: Parser]?
    }

    /// JavaScript's own-key order: integer-like keys ascending first, then the others as written.
    static func javaScriptKeyOrder<Item>(_ items: [Item], key: (Item) -> String) -> [Item] {
        func integer(_ text: String) -> UInt32? {
            guard let value = UInt32(text), String(value) == text, value < UInt32.max else { return nil }
            return value
        }
        let numbered = items.filter { integer(key($0)) != nil }.sorted { integer(key($0))! < integer(key($1))! }
        return numbered + items.filter { integer(key($0)) == nil }
    }
}
