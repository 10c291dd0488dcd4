@testable import NavProfiles
import NavRouteFile
import Testing

/// The go_router profile refuses another profile's route key with a pointer to what go_router
/// has instead. Each such key is one the route file's decoder reads (its one declaration of the
/// route keys), so a key renamed or dropped there leaves no stale pointer here.
@Suite struct GoRouterForeignKeyTests {
    @Test func everyRefusedKeyIsARouteKeyOfTheRouteFile() {
        let stale = Set(GoRouterConfigDecoder.foreignRouteKeys.keys).subtracting(RouteFileDecoder.routeKeys)
        #expect(stale.isEmpty, "not route keys of the route file: \(stale.sorted())")
    }
}
