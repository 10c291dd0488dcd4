import NavSupport
import Foundation
import NavRouteFile

/// A JSON Schema (2020-12) validator for the keywords navsim's schemas use, so the schema tests
/// need nothing but Swift. A keyword it does not know is an error, never skipped: a schema
/// that grows a new keyword fails these tests until the validator learns it.
struct JSONSchemaValidator {
    /// A schema this validator cannot apply (an unknown keyword, a `$ref` that leads nowhere).
    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// Keywords that only describe (annotations): they never make a document invalid.
    static let annotations: Set<String> = ["$schema", "$id", "$comment", "$defs", "title", "description", "default", "examples"]
    /// Keywords applied here.
    static let assertions: Set<String> = [
        "type", "enum", "const", "properties", "required", "additionalProperties", "propertyNames", "items", "minItems",
        "uniqueItems", "minLength", "pattern", "format", "minimum", "maximum", "$ref", "oneOf", "anyOf", "not", "if", "then", "else",
    ]

    let root: JSONValue

    /// Reads the schema file at `path`.
    init(schemaAt path: String) throws {
        root = try JSONDocument(parsing: Data(contentsOf: URL(fileURLWithPath: path))).root.value
    }

    /// Every error in the document at `path`, as `PATH: JSONPATH: MESSAGE` lines.
    func errors(inDocumentAt path: String) throws -> [String] {
        let document = try JSONDocument(parsing: Data(contentsOf: URL(fileURLWithPath: path)))
        return try errors(document.root.value, against: root, at: "$").map { "\(path): \($0)" }
    }

    /// Every error in `value` under `schema`, each `JSONPATH: MESSAGE`.
    func errors(_ value: JSONValue, against schema: JSONValue, at path: String) throws -> [String] {
        if case .bool(let allowed) = schema { return allowed ? [] : ["\(path): nothing is allowed here"] }
        guard case .object(let members) = schema else { throw Unsupported(description: "a schema at \(path) is not an object") }
        var errors: [String] = []
        for member in members {
            let keyword = member.key, rule = member.value.value
            if Self.annotations.contains(keyword) { continue }
            guard Self.assertions.contains(keyword) else {
                throw Unsupported(description: "the schema uses \(keyword), which this validator does not apply: teach it")
            }
            errors += try apply(keyword, rule, in: members, to: value, at: path)
        }
        return errors
    }

    private func apply(_ keyword: String, _ rule: JSONValue, in schema: [JSONMember], to value: JSONValue, at path: String) throws -> [String] {
        switch keyword {
        case "type":
            let types: [String] = switch rule {
            case .string(let name): [name]
            case .array(let names): names.compactMap { if case .string(let name) = $0.value { name } else { nil } }
            default: throw Unsupported(description: "type at \(path) is neither a name nor a list of names")
            }
            return types.contains(where: { Self.value(value, is: $0) }) ? [] : ["\(path): \(value.summary) is not of type \(types.joined(separator: ", "))"]
        case "enum":
            guard case .array(let options) = rule else { throw Unsupported(description: "enum at \(path) is not an array") }
            return options.contains { Self.equal($0.value, value) } ? [] : ["\(path): \(value.summary) is not one of the enum's values"]
        case "const":
            return Self.equal(rule, value) ? [] : ["\(path): \(value.summary) is not the constant"]
        case "properties":
            guard case .object(let members) = value, case .object(let properties) = rule else { return [] }
            var errors: [String] = []
            for member in members {
                if let property = properties.first(where: { $0.key == member.key }) {
                    errors += try self.errors(member.value.value, against: property.value.value, at: path + "." + member.key)
                }
            }
            return errors
        case "required":
            guard case .object(let members) = value, case .array(let names) = rule else { return [] }
            return names.compactMap { name -> String? in
                guard case .string(let key) = name.value, !members.contains(where: { $0.key == key }) else { return nil }
                return "\(path): '\(key)' is a required property"
            }
        case "additionalProperties":
            guard case .object(let members) = value else { return [] }
            var declared: [JSONMember] = []
            if case .object(let properties)? = schema.first(where: { $0.key == "properties" })?.value.value { declared = properties }
            var errors: [String] = []
            for member in members where !declared.contains(where: { $0.key == member.key }) {
                errors += try self.errors(member.value.value, against: rule, at: path + "." + member.key)
                    .map { $0.hasSuffix("nothing is allowed here") ? "\(path): additional property '\(member.key)' is not allowed" : $0 }
            }
            return errors
        case "propertyNames":
            guard case .object(let members) = value else { return [] }
            return try members.flatMap { try self.errors(.string($0.key), against: rule, at: path + "." + $0.key) }
        case "items":
            guard case .array(let elements) = value else { return [] }
            return try elements.enumerated().flatMap { try self.errors($1.value, against: rule, at: "\(path)[\($0)]") }
        case "minItems":
            guard case .array(let elements) = value, case .number(let minimum, _) = rule else { return [] }
            return Double(elements.count) >= minimum ? [] : ["\(path): fewer than \(Int(minimum)) items"]
        case "uniqueItems":
            guard case .array(let elements) = value, rule == .bool(true) else { return [] }
            for (index, element) in elements.enumerated() where elements[..<index].contains(where: { Self.equal($0.value, element.value) }) {
                return ["\(path): has non-unique elements"]
            }
            return []
        case "minLength":
            guard case .string(let text) = value, case .number(let minimum, _) = rule else { return [] }
            return Double(text.unicodeScalars.count) >= minimum ? [] : ["\(path): \(value.summary) is too short"]
        case "pattern":
            guard case .string(let text) = value, case .string(let pattern) = rule else { return [] }
            let regex = try NSRegularExpression(pattern: pattern)
            let found = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            return found ? [] : ["\(path): \(value.summary) does not match \(pattern)"]
        case "format":
            guard case .string(let text) = value, case .string(let format) = rule else { return [] }
            guard format == "regex" else { throw Unsupported(description: "format \(format) at \(path) is not checked here: teach it") }
            return (try? NSRegularExpression(pattern: text)) != nil ? [] : ["\(path): \(value.summary) is not a regex"]
        case "minimum", "maximum":
            guard case .number(let number, _) = value, case .number(let bound, _) = rule else { return [] }
            let holds = keyword == "minimum" ? number >= bound : number <= bound
            return holds ? [] : ["\(path): \(number) is \(keyword == "minimum" ? "less than the minimum" : "more than the maximum") \(bound)"]
        case "$ref":
            guard case .string(let reference) = rule else { throw Unsupported(description: "$ref at \(path) is not a string") }
            return try errors(value, against: resolve(reference), at: path)
        case "oneOf", "anyOf":
            guard case .array(let branches) = rule else { throw Unsupported(description: "\(keyword) at \(path) is not an array") }
            let passing = try branches.filter { try errors(value, against: $0.value, at: path).isEmpty }.count
            if keyword == "anyOf" { return passing > 0 ? [] : ["\(path): \(value.summary) is not valid under any of the given schemas"] }
            return passing == 1 ? [] : ["\(path): \(value.summary) is valid under \(passing) of the given schemas, not exactly one"]
        case "not":
            return try errors(value, against: rule, at: path).isEmpty ? ["\(path): \(value.summary) is valid under a schema it must not match"] : []
        case "if":
            let branch = try errors(value, against: rule, at: path).isEmpty ? "then" : "else"
            guard let chosen = schema.first(where: { $0.key == branch }) else { return [] }
            return try errors(value, against: chosen.value.value, at: path)
        case "then", "else":
            return [] // applied by their "if"
        default:
            throw Unsupported(description: "the schema uses \(keyword), which this validator does not apply: teach it")
        }
    }

    /// The schema a local `$ref` (`#/$defs/route`) points to.
    private func resolve(_ reference: String) throws -> JSONValue {
        guard reference.hasPrefix("#") else { throw Unsupported(description: "$ref \(reference) is not local") }
        var node = root
        for token in reference.dropFirst().split(separator: "/") {
            let key = token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard case .object(let members) = node, let member = members.first(where: { $0.key == key }) else {
                throw Unsupported(description: "$ref \(reference) leads nowhere")
            }
            node = member.value.value
        }
        return node
    }

    /// Whether `value` is of the JSON Schema type `name`.
    static func value(_ value: JSONValue, is name: String) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array), ("object", .object): true
        case ("integer", .number(let number, _)): number.rounded() == number
        default: false
        }
    }

    /// JSON equality: numbers by value, objects regardless of member order, positions ignored.
    static func equal(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a, _), .number(let b, _)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { equal($0.value, $1.value) }
        case (.object(let a), .object(let b)):
            a.count == b.count && a.allSatisfy { member in b.contains { $0.key == member.key && equal($0.value.value, member.value.value) } }
        default: false
        }
    }
}
