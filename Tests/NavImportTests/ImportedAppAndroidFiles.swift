import NavImport

/// What the jetpack profile's reader found, as the import report lists it: these tests assert
/// the graphs listed and their deep links without naming its reading's shape.
extension ImportedApp {
    /// The navigation graphs listed in `navGraphs` (report kind `navGraph`), in order.
    var navGraphs: [ImportedItem] { importedItems.filter { $0.kind == "navGraph" } }
    /// The deep links those graphs and the graphs they include declare (report kind `deepLink`), in order.
    var deepLinks: [ImportedItem] { importedItems.filter { $0.kind == "deepLink" } }
}
