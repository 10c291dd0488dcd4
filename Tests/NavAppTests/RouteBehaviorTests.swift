import NavApp
import NavRouting
import Testing

/// A route's `where` and `defaults` are held once, in file order, and the route table's input
/// (`matching`) is made from them.
@Suite struct RouteBehaviorTests {
    @Test func theRouteTablesInputCarriesTheOrderedMaps() {
        var route = RouteBehavior(path: "a/:z/:a", screen: "A", priority: 2)
        route.where = ["z": "^[0-9]+$", "a": "^x$"]
        route.defaults = ["q": "1", "b": "2"]
        route.host = "*.example.com"
        route.index = 7
        let spec = route.matching
        #expect(spec.constraints == ["z": "^[0-9]+$", "a": "^x$"])
        #expect(spec.defaults == ["q": "1", "b": "2"])
        #expect(spec.path == "a/:z/:a" && spec.screen == "A" && spec.priority == 2 && spec.host == "*.example.com" && spec.index == 7)
    }

    @Test func writingTheRouteTablesInputKeepsTheWrittenOrder() {
        var route = RouteBehavior(path: "a/:z/:a")
        route.where = ["z": "^1$", "a": "^2$"]
        route.matching.scheme = "app"
        #expect(route.where.keys == ["z", "a"])
        #expect(route.scheme == "app")
        // Keys added through the route table's input go after those already there, in name order.
        route.matching.constraints["m"] = "^3$"
        route.matching.constraints["a"] = nil
        #expect(route.where.keys == ["z", "m"])
        route.matching.constraints.merge(["e": "^4$", "d": "^5$"]) { _, new in new }
        #expect(route.where.keys == ["z", "m", "d", "e"])
        #expect(route.where["m"] == "^3$")
    }

    @Test func aRouteMadeFromDictionariesHasTheSameOrderInEveryProcess() {
        let route = RouteBehavior(path: "a", constraints: ["b": "1", "a": "2", "c": "3"], defaults: ["y": "1", "x": "2"])
        #expect(route.where.keys == ["a", "b", "c"])
        #expect(route.defaults.keys == ["x", "y"])
    }
}
