import Foundation
import TestSupport
import Testing

/// The JSON Schema knows the go_router profile's route tree and `goRouter` keys: what the
/// decoder takes validates, what it refuses does not.
@Suite struct GoRouterSchemaTests {
    @Test func theSchemaTakesTheTreeAndRefusesItsMistakes() throws {
        let scratch = try ScratchDirectory()
        let valid = try scratch.write("""
            {"profile": "go_router", "tabs": [{"id": "a"}], "goRouter": {"initialLocation": "/a", "redirect": [{"when": ["!in"], "to": "/login"}]},
             "routes": [{"path": "/login", "screen": "Login"}, {"statefulShell": "Tabs", "branches": [{"routes": [{"path": "/a", "screen": "A"}]}]},
               {"shell": "S", "routes": [{"path": "/s", "screen": "S", "caseSensitive": false}]}]}
            """, to: "valid.json")
        #expect(try SchemaValidator.errors(schema: SchemaValidationTests.routeSchema, documents: [valid]).isEmpty)
        let broken = [
            #"{"profile": "go_router", "goRouter": {"redirect": [{"when": ["!in"]}]}, "routes": []}"#,
            #"{"profile": "go_router", "goRouter": {"initialLocaton": "/"}, "routes": []}"#,
            #"{"profile": "go_router", "routes": [{"statefulShell": "Tabs", "branches": []}]}"#,
        ]
        for (index, document) in broken.enumerated() {
            let path = try scratch.write(document, to: "broken\(index).json")
            #expect(!(try SchemaValidator.errors(schema: SchemaValidationTests.routeSchema, documents: [path]).isEmpty), "\(document)")
        }
    }
}
