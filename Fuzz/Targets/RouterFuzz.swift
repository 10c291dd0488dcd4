import Foundation
import NavRouting
import NavProfiles

/// Fuzz target `router`: URL normalization and matching under all three profiles.
///
/// Input: one byte of options, then the URL (any bytes; invalid UTF-8 is replaced as the
/// terminal would). Option bits: 0-1 `treatHostAsPath` (auto, always, never), 2 case-insensitive,
/// 3 flip `decodePlus`, 4 add a universal-link domain, 5 drop the default scheme.
///
/// Each profile matches the URL against its table (patterns from the ported test vectors and
/// the demo). Checked, with the table's public API as the oracle:
/// - matching is deterministic and `explain` names the same winner;
/// - a winner takes the request on its own, lives in a consulted table, and no consulted table
///   tried earlier has an endpoint that takes it;
/// - scanning profiles pick the first taker in priority-then-registration order; navsim picks
///   a taker of the highest priority;
/// - no match means no endpoint of any consulted table takes the request.

/// The patterns each profile's table registers, as (path, scheme, priority).
enum RouterFuzzTables {
    static let jlroutes: [(String, String?, Int)] = [
        ("/", nil, 0), ("/:", nil, 0), ("/:foo/:baz", "priorityTest", 0), ("/:foo/bar/:baz", "priorityTest", 5),
        ("/:foo/things/:baz", "priorityTest", 0), ("/:object#/:action/:primaryKey", nil, 0),
        ("/:object/:action/:primaryKey", nil, 0), ("/:p", nil, 0), ("/a/*/c", nil, 0), ("/foo", nil, 0),
        ("/foo", "stuff", 0), ("/foo", "thing", 0), ("/global", nil, 0), ("/interleaving/:param1/foo/:param2", nil, 0),
        ("/item/:id", nil, 0), ("/item/special", nil, 3), ("/path/:thing(/new)(/anotherpath/:anotherthing)", nil, 0),
        ("/required/:requiredParam(/optional/:optionalParam)(/moreOptional/:moreOptionalParam)", nil, 0),
        ("/return/:value", nil, 0), ("/route/:param/*", nil, 0), ("/test", "namespaceTest1", 0),
        ("/test/priority/:level", nil, 0), ("/test/priority/high", nil, 20), ("/the(/foo/:a)(/bar/:b)", nil, 0),
        ("/user#/view/:userID", nil, 0), ("/user/view/:userID", nil, 0), ("/web/:URLString", nil, 0),
        ("/www.mydomain2.com/path/:pathid", nil, 0), ("/xyz/wildcard/*", nil, 0),
        ("list/:variable/detail/:variable2/*", "wildcardTests", 0), ("/typed/<int:n>/<uuid:u>", nil, 0),
    ]
    static let waapprouting: [(String, String?, Int)] = [
        ("/multiple/path", nil, 0), ("/single/:objectID", nil, 0), (":a/:b/:c", nil, 0),
        ("app-scheme://multiple/path/:objectID", nil, 0), ("app-scheme://single", nil, 0), ("home/Settings", nil, 0),
        ("http://www.domain.com/single/:objectID", nil, 0), ("list", nil, 0), ("list/*", nil, 0), ("list/*/extra", nil, 0),
        ("list/:articleID", nil, 0),
        ("list{WAListViewController}/:itemID{WAListDetailViewController}/extra{WAListDetailExtraViewController}", nil, 0),
        ("multiple/path/*", nil, 0), ("multiple/path/*/extra", nil, 0), ("single", nil, 0), ("single/*/extra", nil, 0),
        ("url_path_component{ClassName}/modal{ModalClass}!", nil, 0),
    ]
    static let navsim: [(String, String?, Int)] = [
        ("cities{CityList}/:city{HotelList}/:hotelID{HotelDetail}", nil, 0), ("cities/:city/:hotelID/book{Booking}!", nil, 0),
        ("cities/:city/:hotelID/rooms/<int:roomNumber>", nil, 0), ("similar/<int:hotelID>", nil, 0),
        ("nearby/<float:lat>/<float:lng>", nil, 0), ("search(/:query)(/page/<int:page>)", nil, 0),
        ("offers{Offers}/:category{OfferCategory}", nil, 0), ("offers/:offerID", nil, 10), ("list/*", nil, 0),
        ("list/*/share", nil, 0), ("bookings{BookingList}/<uuid:bookingID>{BookingDetail}", nil, 0),
        ("bookings/new{NewBooking}!", nil, 0), ("trips/:tripID/stops/:stopID", nil, 0), ("reviews/{reviewID}", nil, 0),
        ("legal/<path:document>", nil, 0), ("faq(#:question)", nil, 0), ("dashboard", "hotelspro", 0),
        ("help{Help}!/:topic{HelpTopic}", nil, 0), ("/user/view/:userID", "other", 2), ("*", "catchall", 0),
        ("a/*/c", nil, 0), ("ÉTÉ/:x", nil, 0),
    ]
    static let constraints: [String: [String: String]] = ["offers/:offerID": ["offerID": "^[0-9]+$"],
                                                          "/return/:value": ["value": "^yes$"]]

    nonisolated(unsafe) static var cache: [UInt8: [RouteTable]] = [:]

    /// The three tables for one options byte (built once).
    static func tables(_ flags: UInt8) -> [RouteTable] {
        if let cached = cache[flags] { return cached }
        let host: HostAsPath = [.auto, .always, .never][Int(flags & 3) % 3]
        let built = [(MatchingProfile.navsim, navsim), (.jlroutes, jlroutes), (.waapprouting, waapprouting)].compactMap { profile, routes in
            var options = MatchingOptions(profile: profile, caseSensitive: flags & 4 == 0 ? nil : false,
                                          treatHostAsPath: host, defaultScheme: flags & 32 == 0 ? "app" : nil,
                                          domains: flags & 16 == 0 ? [] : ["Example.com"])
            options.decodePlus = flags & 8 == 0 ? nil : !options.decodesPlus
            let specs = routes.enumerated().map { index, route in
                RouteSpec(path: route.0, scheme: route.1, priority: route.2, constraints: constraints[route.0] ?? [:], index: index)
            }
            return buildSkippingBadRoutes(specs, options: options,
                                          schemes: ["thing": SchemeSettings(fallbackToGlobal: true), "stuff": SchemeSettings()])
        }
        cache[flags] = built
        return built
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func routerFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    guard let flags = bytes.first else { return 0 }
    let url = fuzzText(bytes.dropFirst())
    _ = PercentDecoding.decode(url, plusAsSpace: flags & 8 != 0)
    _ = PercentDecoding.decodeStrictly(url)
    for table in RouterFuzzTables.tables(flags & 63) {
        checkMatch(url, in: table)
    }
    return 0
}
