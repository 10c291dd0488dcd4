import NavModel
import NavSupport

/// A value of the app's model (``TabDefinition``, ``ScreenDefinition``, ``Shortcut``, ``SpotlightEntry``) as the route file writes it:
/// the value itself, and where it is written, for messages. Its members read and write the
/// value's (`shortcut.name`), so the route file and the app share one type per concept.
///
/// `Value` has no constraint of its own (equality and sendability are conditional), so that
/// making the type needs no conformance looked up at run time (a start-up cost).
@dynamicMemberLookup
public struct Located<Value> {
    /// The value, as the app model holds it.
    public var value: Value
    /// Where the value's object is written.
    public var location: JSONLocation

    /// Makes a located value.
    public init(_ value: Value, at location: JSONLocation) {
        self.value = value
        self.location = location
    }

    /// A member of the value.
    public subscript<Member>(dynamicMember member: WritableKeyPath<Value, Member>) -> Member {
        get { value[keyPath: member] }
        set { value[keyPath: member] = newValue }
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Sendable where Value: Sendable {}

extension RouteFile {
    /// One tab of the tab bar (`tabs[i]`): the app's ``NavApp/TabDefinition`` and where it is written.
    public typealias Tab = Located<TabDefinition>
    /// A screen described explicitly (`screens.ID`): the app's ``NavApp/ScreenDefinition`` and where it is written.
    /// A screen a route names exists even when it is not listed.
    public typealias Screen = Located<ScreenDefinition>
    /// A home-screen quick action (`shortcuts[i]`): the app's ``NavApp/Shortcut`` and where it is written.
    public typealias Shortcut = Located<NavApp.Shortcut>
    /// An entry a search in the input line finds (`spotlight[i]`): the app's
    /// ``NavApp/SpotlightEntry`` and where it is written.
    public typealias SpotlightEntry = Located<NavApp.SpotlightEntry>
}

extension Located where Value == TabDefinition {
    /// Makes a tab as the route file writes it: a title left out is its id.
    public init(id: String, title: String? = nil, root: String, icon: String? = nil, location: JSONLocation) {
        self.init(TabDefinition(id: id, title: title ?? id, root: root, icon: icon), at: location)
    }
}

extension Located where Value == ScreenDefinition {
    /// Makes a screen as the route file writes it, its maps in file order.
    public init(id: String, title: String? = nil, defaults: RouteFile.OrderedMap<String> = [:], mapping: RouteFile.OrderedMap<String> = [:],
                requires: [String] = [], inject: RouteFile.OrderedMap<String> = [:], location: JSONLocation) {
        var screen = ScreenDefinition(id: id, title: title, requires: requires)
        screen.defaults = defaults
        screen.mapping = mapping
        screen.inject = inject
        self.init(screen, at: location)
    }
}

extension Located where Value == NavApp.Shortcut {
    /// Makes a shortcut as the route file writes it: a title left out is its name.
    public init(name: String, title: String? = nil, subtitle: String? = nil, icon: String? = nil, key: RouteFile.Hotkey? = nil,
                url: String, location: JSONLocation) {
        self.init(NavApp.Shortcut(name: name, title: title ?? name, subtitle: subtitle, icon: icon, key: key?.description, url: url),
                  at: location)
    }

    /// The key that fires it, read back from its name (the decoder read it from one).
    public var hotkey: RouteFile.Hotkey? { value.key.flatMap(RouteFile.Hotkey.init(name:)) }
}

extension Located where Value == NavApp.SpotlightEntry {
    /// Makes a spotlight entry as the route file writes it.
    public init(title: String, url: String, location: JSONLocation) {
        self.init(NavApp.SpotlightEntry(title: title, url: url), at: location)
    }
}
