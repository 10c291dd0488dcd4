import Foundation
import NavRouteFile
import TestSupport
import Testing

/// The JSON Schemas in `Resources/` and the tool agree: every shipped route file and scenario
/// validates with a real JSON Schema validator (Python's `jsonschema`), and the schema accepts
/// exactly the hotkey names the decoder accepts. Skipped, saying why, without python3 and
/// jsonschema (`pip install jsonschema`; CI installs it).
@Suite(.enabled(if: SchemaValidator.isAvailable, "python3 with the jsonschema package is not installed (pip install jsonschema)"))
struct SchemaValidationTests {
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

    private func jsonEscaped(_ text: String) -> String {
        text.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined()
    }
}

/// Runs Python's `jsonschema` on files: one line per error, `FILE: JSONPATH: MESSAGE`.
enum SchemaValidator {
    static let script = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        cls = jsonschema.validators.validator_for(schema)
        cls.check_schema(schema)
        validator = cls(schema, format_checker=cls.FORMAT_CHECKER)
        for path in sys.argv[2:]:
            document = json.load(open(path, encoding="utf-8"))
            for error in sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.absolute_path))):
                print(f"{path}: {error.json_path}: {error.message}")
        """

    static let isAvailable: Bool = (try? python(["-c", "import jsonschema"]).status) == 0

    static func errors(schema: String, documents: [String]) throws -> [String] {
        let run = try python(["-c", script, schema] + documents)
        guard run.status == 0 else { throw CleanSpawn.Failure(description: "the validator failed: \(run.stderr)") }
        return run.stdout.split(separator: "\n").map(String.init)
    }

    private static func python(_ arguments: [String]) throws -> NavsimBinary.Output {
        try NavsimBinary.runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["python3"] + arguments)
    }
}
