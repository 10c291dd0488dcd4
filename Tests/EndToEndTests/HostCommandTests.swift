import Foundation
import TestSupport
import Testing

/// A route's `host` and a query condition through the built binary, on the demo: `match --json`
/// gives host captures the source `host`, and `open` keeps the host in the URL it shows.
@Suite struct HostCommandTests {
    @Test func matchJSONGivesHostCapturesTheSourceHost() throws {
        let result = try Binary.run(["match", "hotels://natgeo.partners.example.com/stays/9", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let route = try #require(json["route"] as? [String: Any])
        #expect(route["path"] as? String == "stays/:stayID")
        #expect(json["params"] as? [String: String] == ["stayID": "9", "partner": "natgeo"])
        #expect(json["sources"] as? [String: String] == ["stayID": "path", "partner": "host"])
    }

    @Test func withoutTheRoutesHostNoRouteMatches() throws {
        let result = try Binary.run(["match", "hotels://stays/9", "--json"])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["matched"] as? Bool == false)
    }

    @Test func aQueryConditionPicksTheRoute() throws {
        let map = try Binary.run(["match", "hotels://search?view=map", "--json"])
        let mapJSON = try #require(try JSONSerialization.jsonObject(with: Data(map.stdout.utf8)) as? [String: Any])
        #expect((mapJSON["route"] as? [String: Any])?["path"] as? String == "search")
        #expect((mapJSON["route"] as? [String: Any])?["index"] as? Int == 33)
        let list = try Binary.run(["match", "hotels://search?view=list", "--json"])
        let listJSON = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        #expect((listJSON["route"] as? [String: Any])?["index"] as? Int == 5)
    }

    @Test func openKeepsTheHostInTheURLAndThePendingLink() throws {
        let result = try Binary.run(["open", "--platform", "none", "hotels://natgeo.partners.example.com/stays/9"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("pending: hotels://natgeo.partners.example.com/stays/9"), "\(result.stdout)")
        let signedIn = try Binary.run(["open", "--platform", "none", ":set loggedIn=true", "hotels://natgeo.partners.example.com/stays/9"])
        #expect(signedIn.stdout.contains("url: hotels://natgeo.partners.example.com/stays/9"), "\(signedIn.stdout)")
    }
}
