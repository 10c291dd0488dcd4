import Foundation
import Testing
import TestSupport

/// docs/route-file.md is the reference a user reads: every key the JSON Schema (and so the
/// decoder) accepts is described there.
@Suite struct ReferenceDocTests {
    static func schemaProperties(_ pointer: [String]) throws -> [String] {
        let url = ProjectFiles.root.appendingPathComponent("Resources/route-file.schema.json")
        var node = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        for key in pointer { node = try #require(node[key] as? [String: Any], "no \(key) in the schema") }
        let properties = try #require(node["properties"] as? [String: Any])
        return properties.keys.sorted()
    }

    static let reference = (try? String(contentsOf: ProjectFiles.root.appendingPathComponent("docs/route-file.md"), encoding: .utf8)) ?? ""

    @Test("Top-level keys, route fields, screen fields and matching switches each have their row",
          arguments: [[String](), ["$defs", "route"], ["$defs", "screen"], ["properties", "matching"]])
    func everyKeyIsDescribed(pointer: [String]) throws {
        #expect(!Self.reference.isEmpty)
        for key in try Self.schemaProperties(pointer) {
            #expect(Self.reference.contains("`\(key)`"), "docs/route-file.md does not describe \(pointer.last ?? "the file")'s key `\(key)`")
        }
    }

    @Test("Tab, shortcut and spotlight keys are listed in their rows", arguments: ["tab", "shortcut", "spotlightEntry"])
    func everyEntryKeyIsListed(definition: String) throws {
        for key in try Self.schemaProperties(["$defs", definition]) {
            #expect(Self.reference.contains("\"\(key)\""), "docs/route-file.md does not list \(definition)'s key \"\(key)\"")
        }
    }
}
