import NavRouting
import NavSyntax

extension RouteTable {
    /// The name under which `navsim routes --json` lists the global table of an app without a
    /// scheme of its own: JLRoutes' name for that table (`JLRoutesGlobalRoutesScheme`), the one
    /// its `allRoutes` uses.
    package static let globalTableName = "JLRoutesGlobalRoutesScheme"
}
