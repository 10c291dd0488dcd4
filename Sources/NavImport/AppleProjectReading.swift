import Foundation
import NavSyntax

/// A home-screen quick action read from `UIApplicationShortcutItems`.
public struct ImportedShortcut: Sendable, Hashable {
    /// `UIApplicationShortcutItemType` (a leading build setting such as `$(PRODUCT_BUNDLE_IDENTIFIER).` dropped).
    public var name: String
    /// `UIApplicationShortcutItemTitle`.
    public var title: String?
    /// `UIApplicationShortcutItemSubtitle`.
    public var subtitle: String?
    /// A terminal symbol for `UIApplicationShortcutItemIconType`, when it has one.
    public var icon: String?
    /// A URL the item's `UIApplicationShortcutItemUserInfo` gives; `nil`: the user fills it in.
    public var url: String?
    /// The line of its `UIApplicationShortcutItemType`.
    public var source: ImportSource
}

/// What an Info.plist says about links: the schemes it declares, its quick actions, its bundle id and name.
struct InfoPlistFacts {
    var schemes: [(name: String, source: ImportSource)] = []
    var shortcuts: [ImportedShortcut] = []
    var bundleIdentifier: String?
    var displayName: String?
    var notUnderstood: [NotUnderstood] = []

    private static let urlTypeKeys: Set = ["CFBundleURLSchemes", "CFBundleURLName", "CFBundleTypeRole", "CFBundleURLIconFile",
                                           "LSIsAppleDefaultForScheme"]
    private static let shortcutKeys: Set = ["UIApplicationShortcutItemType", "UIApplicationShortcutItemTitle",
                                            "UIApplicationShortcutItemSubtitle", "UIApplicationShortcutItemIconType",
                                            "UIApplicationShortcutItemIconSymbolName", "UIApplicationShortcutItemIconFile",
                                            "UIApplicationShortcutItemUserInfo", "UIApplicationShortcutItemTargetContentIdentifier"]
    /// Terminal symbols for the system quick-action icons.
    static let iconSymbols: [String: String] = [
        "UIApplicationShortcutIconTypeAdd": "+", "UIApplicationShortcutIconTypeSearch": "⌕", "UIApplicationShortcutIconTypeCompose": "✎",
        "UIApplicationShortcutIconTypeShare": "⇪", "UIApplicationShortcutIconTypeHome": "⌂", "UIApplicationShortcutIconTypeFavorite": "★",
        "UIApplicationShortcutIconTypeLove": "♥", "UIApplicationShortcutIconTypeLocation": "⌖", "UIApplicationShortcutIconTypeMail": "✉",
        "UIApplicationShortcutIconTypePlay": "▶", "UIApplicationShortcutIconTypeTime": "◷", "UIApplicationShortcutIconTypeDate": "▦",
        "UIApplicationShortcutIconTypeBookmark": "⚑", "UIApplicationShortcutIconTypeMessage": "✉", "UIApplicationShortcutIconTypeContact": "☺",
    ]

    /// Terminal symbols for SF Symbol families, most specific first.
    static let sfSymbolFamilies: [(name: String, symbol: String)] = [
        ("square.and.pencil", "✎"), ("square.and.arrow.up", "⇪"), ("plus", "+"), ("magnifyingglass", "⌕"), ("pencil", "✎"),
        ("house", "⌂"), ("star", "★"), ("heart", "♥"), ("location", "⌖"), ("envelope", "✉"), ("play", "▶"), ("clock", "◷"),
        ("calendar", "▦"), ("bookmark", "⚑"), ("message", "✉"), ("bubble", "✉"), ("person", "☺"), ("qrcode", "▦"),
        ("doc.on.clipboard", "▤"), ("key", "⚿"), ("lock", "⚿"), ("mic", "◉"), ("flame", "♨"), ("gear", "⚙"),
    ]

    init(_ plist: PropertyListFile) {
        if let identifier = plist.root["CFBundleIdentifier"] as? String, !usesBuildSetting(identifier) { bundleIdentifier = identifier }
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if displayName == nil, let name = plist.root[key] as? String, !usesBuildSetting(name), !name.isEmpty { displayName = name }
        }
        if let value = plist.root["CFBundleURLTypes"] { readURLTypes(value, plist) }
        if let value = plist.root["UIApplicationShortcutItems"] { readShortcuts(value, plist) }
    }

    /// `value` as an array, or `nil` and a report line saying it is not one.
    private mutating func array(_ value: Any, key: String, _ source: ImportSource) -> [Any]? {
        if let items = value as? [Any] { return items }
        notUnderstood.append(NotUnderstood(source: source, what: "\(key) is not an array: skipped"))
        return nil
    }

    private mutating func readURLTypes(_ value: Any, _ plist: PropertyListFile) {
        let typesSource = plist.source(key: "CFBundleURLTypes")
        guard let types = array(value, key: "CFBundleURLTypes", typesSource) else { return }
        var cursor = typesSource
        for entry in types {
            guard let type = entry as? [String: Any] else {
                notUnderstood.append(NotUnderstood(source: typesSource, what: "a CFBundleURLTypes entry that is not a dictionary: skipped"))
                continue
            }
            for key in type.keys.sorted() where !Self.urlTypeKeys.contains(key) {
                notUnderstood.append(NotUnderstood(source: plist.source(key: key, after: typesSource),
                                                   what: "unknown key \(key) in a CFBundleURLTypes entry: ignored"))
            }
            guard let declared = type["CFBundleURLSchemes"] as? [Any] else { continue }
            for scheme in declared {
                guard let name = scheme as? String else { continue }
                let source = plist.source(key: "CFBundleURLSchemes", value: name, after: cursor)
                cursor = source
                if usesBuildSetting(name) || !isSchemeName(name) {
                    notUnderstood.append(NotUnderstood(source: source, what: usesBuildSetting(name)
                        ? "URL scheme \(name) uses a build setting navsim cannot resolve: not imported"
                        : "URL scheme \(name) is not a scheme name: not imported"))
                } else {
                    schemes.append((name, source))
                }
            }
        }
    }

    private mutating func readShortcuts(_ value: Any, _ plist: PropertyListFile) {
        let listSource = plist.source(key: "UIApplicationShortcutItems")
        guard let items = array(value, key: "UIApplicationShortcutItems", listSource) else { return }
        var cursor = listSource
        for entry in items {
            guard let item = entry as? [String: Any], var type = item["UIApplicationShortcutItemType"] as? String else {
                notUnderstood.append(NotUnderstood(source: listSource, what: "a quick action without UIApplicationShortcutItemType: skipped"))
                continue
            }
            let source = plist.source(key: "UIApplicationShortcutItemType", value: type, after: cursor)
            cursor = source
            for key in item.keys.sorted() where !Self.shortcutKeys.contains(key) {
                notUnderstood.append(NotUnderstood(source: source, what: "unknown key \(key) in quick action \(type): ignored"))
            }
            // `$(PRODUCT_BUNDLE_IDENTIFIER).search` → `search`: the build setting is the same for every item.
            if let close = type.range(of: ")."), type.hasPrefix("$(") { type = String(type[close.upperBound...]) }
            guard !type.isEmpty, !usesBuildSetting(type) else {
                notUnderstood.append(NotUnderstood(source: source, what: "quick action type \(type) uses a build setting: skipped"))
                continue
            }
            var shortcut = ImportedShortcut(name: type, title: item["UIApplicationShortcutItemTitle"] as? String,
                                            subtitle: item["UIApplicationShortcutItemSubtitle"] as? String, icon: nil, url: nil, source: source)
            if let icon = item["UIApplicationShortcutItemIconType"] as? String {
                shortcut.icon = Self.iconSymbols[icon]
                if shortcut.icon == nil {
                    notUnderstood.append(NotUnderstood(source: source, what: "quick action \(type): icon type \(icon) has no terminal symbol: icon left out"))
                }
            } else if let symbol = item["UIApplicationShortcutItemIconSymbolName"] as? String {
                // An SF Symbol: the terminal symbol of its family (`square.and.pencil` → ✎).
                shortcut.icon = Self.sfSymbolFamilies.first { symbol == $0.name || symbol.hasPrefix($0.name + ".") }?.symbol
                if shortcut.icon == nil {
                    notUnderstood.append(NotUnderstood(source: source, what: "quick action \(type): SF Symbol \(symbol) has no terminal symbol: icon left out"))
                }
            } else if let file = item["UIApplicationShortcutItemIconFile"] as? String {
                notUnderstood.append(NotUnderstood(source: source, what: "quick action \(type): icon file \(file) is an image, not a terminal symbol: icon left out"))
            }
            if let userInfo = item["UIApplicationShortcutItemUserInfo"] as? [String: Any] {
                shortcut.url = userInfo.keys.sorted().lazy.compactMap { userInfo[$0] as? String }.first { $0.contains("://") }
            }
            if shortcut.url == nil {
                notUnderstood.append(NotUnderstood(source: source, what: "quick action \(type): the plist gives no URL (the app decides in code);"
                                                       + " the route file has a placeholder URL to fill in"))
            }
            shortcuts.append(shortcut)
        }
    }
}

/// The `applinks:` domains of an `.entitlements` file's `com.apple.developer.associated-domains`.
struct EntitlementsFacts {
    var domains: [(name: String, source: ImportSource)] = []
    /// `application-identifier` when written out (`ABCDE12345.com.example.app`, as in a signed
    /// app's entitlements), not as the usual `$(AppIdentifierPrefix)$(CFBundleIdentifier)`.
    var applicationIdentifier: (name: String, source: ImportSource)?
    var notUnderstood: [NotUnderstood] = []
    static let key = "com.apple.developer.associated-domains"
    private static let otherServices: Set = ["webcredentials", "activitycontinuation", "appclips"]

    init(_ plist: PropertyListFile) {
        if let identifier = plist.root["application-identifier"] as? String, !usesBuildSetting(identifier),
           let dot = identifier.firstIndex(of: "."), identifier[..<dot].count == 10 {
            applicationIdentifier = (identifier, plist.source(key: "application-identifier"))
        }
        guard let value = plist.root[Self.key] else { return }
        let listSource = plist.source(key: Self.key)
        guard let entries = value as? [Any] else {
            notUnderstood.append(NotUnderstood(source: listSource, what: "\(Self.key) is not an array: skipped"))
            return
        }
        var cursor = listSource
        for case let entry as String in entries {
            let source = plist.source(key: Self.key, value: entry, after: cursor)
            cursor = source
            guard let colon = entry.firstIndex(of: ":") else {
                notUnderstood.append(NotUnderstood(source: source, what: "associated domain \(entry) has no service prefix (applinks:): ignored"))
                continue
            }
            let service = String(entry[..<colon])
            guard service == "applinks" else {
                if !Self.otherServices.contains(service) {
                    notUnderstood.append(NotUnderstood(source: source, what: "unknown associated-domains service \(service): ignored"))
                }
                continue
            }
            var host = String(entry[entry.index(after: colon)...])
            if let query = host.firstIndex(of: "?") { host = String(host[..<query]) }   // `?mode=developer`
            if usesBuildSetting(host) || !isHostName(host, allowingWildcard: true) {
                notUnderstood.append(NotUnderstood(source: source, what: usesBuildSetting(host)
                    ? "applinks domain \(host) uses a build setting navsim cannot resolve: not imported"
                    : "applinks domain \(host) is not a host name: not imported"))
                continue
            }
            domains.append((host.lowercased(), source))
        }
    }
}
