import NavModel
import NavRouting

extension RouteFile.Route {
    /// The one compiled model of this route: the matching part for the route table and the
    /// navigation part for the simulator. The as-written route stays in the file for
    /// diagnostics (positions, absent keys).
    /// An absent `presentation` is a push (a `!` in the path presents that screen modally).
    func compiled(index: Int) -> RouteBehavior {
        var route = RouteBehavior(path: path, scheme: scheme, screen: screen, tab: tab,
                      presentation: presentation ?? .push, policy: policy, popToRoot: popToRoot,
                      dependencies: dependencies, requires: requires, alert: alert,
                      set: Dictionary(set.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }),
                      redirect: redirect, priority: priority,
                      constraints: Dictionary(self.where.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }),
                      defaults: Dictionary(defaults.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last }),
                      index: index)
        route.parent = parent
        route.matching.host = host
        route.onModal = onModal
        route.when = when
        return route
    }
}
