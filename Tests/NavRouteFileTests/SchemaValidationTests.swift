import Foundation
import NavRouteFile
import TestSupport
import Testing

/// The JSON Schemas in `Resources/` and the tool agree: every shipped route file and scenario
/// validates against its schema, and the schema accepts exactly the hotkey names the decoder
/// accepts. The validator is ``JSONSchemaValidator``, in Swift: nothing to install, nothing skipped.
@Suite struct SchemaValidationTests {
    static let routeSchema = ProjectFiles.root.appendingPathComponent("Resources/route-file.schema.json").path
    static let scenarioSchema = ProjectFiles.root.appendingPathComponent("Resources/scenario.schema.json").path

    @Test(arguments: ProjectFiles.routeFiles) func shippedRouteFileValidates(_ path: String) throws {
        let errors = try SchemaValidator.errors(schema: Self.routeSchema, documents: [path])
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    @Test(arguments: ProjectFiles.scenarioFiles) func shippedScenarioValidates(_ path: String) throws {
        let errors = try SchemaValidator.errors(schema: Self.scenarioSchema, documents: [path])
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    /// `shortcuts[].key`: the schema's verdict on each name is the decoder's.
    @Test func hotkeyNamesAgree() throws {
        let names = ["F1", "F2", "f12", "F12", "F13", "F0", "F02", "ctrl-k", "Ctrl-Z", "CTRL-a", "ctrl-1", "ctrl-", "+", "n", "é", "?",
                     "ab", "", " ", "\t", "ctrl-kk", "alt-x"]
        let scratch = try ScratchDirectory()
        var documents: [String] = []
        for (index, name) in names.enumerated() {
            let document = "{ \"routes\": [], \"shortcuts\": [ { \"name\": \"s\", \"url\": \"a://b\", \"key\": \"\(jsonEscaped(name))\" } ] }"
            documents.append(try scratch.write(document, to: "key\(index).json"))
        }
        let errors = try SchemaValidator.errors(schema: Self.routeSchema, documents: documents)
        for (index, name) in names.enumerated() {
            let schemaAccepts = !errors.contains { $0.hasPrefix(documents[index] + ":") }
            let toolAccepts = RouteFile.Hotkey(name: name) != nil
            #expect(schemaAccepts == toolAccepts, "key \(jsonEscaped(name)): schema \(schemaAccepts ? "accepts" : "refuses"), tool \(toolAccepts ? "accepts" : "refuses")")
        }
    }

    /// A route key is declared once, where the decoder reads it: the schema's route properties
    /// are exactly the keys the decoder reads (and docs/route-file.md describes each, ``ReferenceDocTests``).
    @Test func theSchemaHasExactlyTheRouteKeysTheDecoderReads() throws {
        let schemaKeys = try ReferenceDocTests.schemaProperties(["$defs", "route"])
        let onlyInSchema = Set(schemaKeys).subtracting(RouteFileDecoder.routeKeys).sorted()
        let onlyInDecoder = Set(RouteFileDecoder.routeKeys).subtracting(schemaKeys).sorted()
        #expect(Set(schemaKeys) == Set(RouteFileDecoder.routeKeys), "only in the schema: \(onlyInSchema); only in the decoder: \(onlyInDecoder)")
        #expect(RouteFileDecoder.routeKeys.count == Set(RouteFileDecoder.routeKeys).count, "a route key is declared twice")
    }

    /// The validator finds what each schema forbids (so the tests above can fail).
    @Test func theValidatorRejectsWhatTheSchemaForbids() throws {
        let scratch = try ScratchDirectory()
        let broken = [
            #"{ "name": "x" }"#: "is not valid under any of the given schemas",
            #"{ "routes": [], "colour": "red" }"#: "additional property 'colour' is not allowed",
            #"{ "routes": "a" }"#: "is not of type array",
            #"{ "routes": [ { "path": "a", "presentation": "sideways" } ] }"#: "is not one of the enum's values",
            #"{ "routes": [ { "path": "a/:id", "where": { "id": "(" } } ] }"#: "is not a regex",
            #"{ "routes": [], "tabs": [ { "id": "a b", "title": "A", "root": "A" } ] }"#: "does not match",
            #"{ "routes": [], "tabs": [ { "id": "a", "title": "A" } ] }"#: "'root' is a required property", // if/then: no navGraphs
        ]
        for (index, (document, message)) in broken.enumerated() {
            let path = try scratch.write(document, to: "broken\(index).json")
            let errors = try SchemaValidator.errors(schema: Self.routeSchema, documents: [path])
            #expect(errors.contains { $0.contains(message) }, "\(document): \(errors)")
        }
        let scenario = try scratch.write(#"{ "routes": "r.json", "scenarios": [ { "name": "a" } ] }"#, to: "scenario.json")
        #expect(try SchemaValidator.errors(schema: Self.scenarioSchema, documents: [scenario]).contains { $0.contains("'steps' is a required property") })
    }

    /// A keyword the validator does not apply stops the tests instead of passing unchecked.
    @Test func anUnknownKeywordIsAnErrorNotASkip() throws {
        let scratch = try ScratchDirectory()
        let schema = try scratch.write(#"{ "type": "object", "dependentRequired": { "a": ["b"] } }"#, to: "schema.json")
        let document = try scratch.write("{}", to: "doc.json")
        #expect(throws: JSONSchemaValidator.Unsupported.self) { try SchemaValidator.errors(schema: schema, documents: [document]) }
    }

    private func jsonEscaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined()
    }
}

/// The schema tests' validator: one line per error, `FILE: JSONPATH: MESSAGE`.
enum SchemaValidator {
    static func errors(schema: String, documents: [String]) throws -> [String] {
        let validator = try JSONSchemaValidator(schemaAt: schema)
        return try documents.flatMap { try validator.errors(inDocumentAt: $0) }
    }
}
