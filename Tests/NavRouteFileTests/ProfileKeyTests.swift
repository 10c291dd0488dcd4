import Foundation
import NavModel
import NavRouteFile
import NavRouting
import Testing
import NavSupport

/// `profile` at the top level, `parent`, `container` and `allowedParameters` as the route file reads them.
@Suite struct ProfileKeyTests {
    static func load(_ json: String) throws -> DecodedRouteFile {
        RouteFileDecoder.decode(try JSONDocument(parsing: json))
    }

    @Test func topLevelProfileMeansMatchingProfile() throws {
        for profile in MatchingProfile.allCases {
            let decoded = try Self.load(#"{ "profile": "\#(profile.rawValue)", "routes": [] }"#)
            #expect(decoded.diagnostics.isEmpty)
            #expect(decoded.routeFile.matching.profile == profile)
        }
        let same = try Self.load(#"{ "profile": "icrouter", "matching": { "profile": "icrouter" }, "routes": [] }"#)
        #expect(same.diagnostics.isEmpty)
    }

    @Test func bothProfilesDifferentIsAnError() throws {
        let decoded = try Self.load(#"{ "profile": "icrouter", "matching": { "profile": "jlroutes" }, "routes": [] }"#)
        #expect(decoded.diagnostics.count == 1)
        #expect(decoded.diagnostics.first?.jsonPath == "profile")
        #expect(decoded.diagnostics.first?.message.contains(#""matching.profile" is "jlroutes""#) == true)
    }

    @Test func parentContainerAndAllowedParameters() throws {
        let decoded = try Self.load(#"""
        { "container": { "kind": "drawer" }, "tabs": [ { "id": "a", "root": "A" } ],
          "screens": { "D": { "allowedParameters": ["id"] } },
          "routes": [ { "path": "a", "screen": "A", "parent": false }, { "path": "b", "screen": "B", "parent": "a" } ] }
        """#)
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.routeFile.container == .drawer)
        #expect(decoded.routeFile.screens["D"]?.allowedParameters == ["id"])
        #expect(decoded.routeFile.routes.map(\.parent) == [.none, .route("a")])
        let bad = try Self.load(#"{ "routes": [ { "path": "a", "parent": true } ] }"#)
        #expect(bad.diagnostics.first?.message.contains("expected false (no parent) or the path of the parent route") == true)
        #expect(bad.diagnostics.first?.jsonPath == "routes[0].parent")
    }
}
