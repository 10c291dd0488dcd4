import NavRouting
import NavRouteFile
import NavSupport

/// A JSON value of a platform file (AASA, assetlinks) with its JSON path.
struct PlatformNode {
    let node: JSONNode
    let path: JSONPath

    var value: JSONValue { node.value }
    var position: SourcePosition { node.position }

    func member(_ key: String, _ node: JSONNode) -> PlatformNode { PlatformNode(node: node, path: path.appending(key)) }
}

/// Reads typed values out of a platform file's JSON, recording an error (JSON path and
/// line:column) for each value of the wrong shape and each unknown key, so every problem of
/// the file is reported at once. These files are checked in CI, so unknown keys are errors.
final class PlatformJSONReader {
    private(set) var diagnostics: [ConfigDiagnostic] = []

    func error(_ message: String, at node: PlatformNode) {
        diagnostics.append(ConfigDiagnostic(severity: .error, message: message, jsonPath: node.path.description, position: node.position))
    }

    func error(_ message: String, jsonPath: String, position: SourcePosition) {
        diagnostics.append(ConfigDiagnostic(severity: .error, message: message, jsonPath: jsonPath, position: position))
    }

    private func mismatch<Result>(_ expected: String, _ node: PlatformNode) -> Result? {
        error("expected \(expected), found \(node.value.summary)", at: node)
        return nil
    }

    func string(_ node: PlatformNode) -> String? {
        guard case .string(let text) = node.value else { return mismatch("a string", node) }
        return text
    }

    func bool(_ node: PlatformNode) -> Bool? {
        guard case .bool(let flag) = node.value else { return mismatch("a boolean", node) }
        return flag
    }

    func array(_ node: PlatformNode) -> [PlatformNode]? {
        guard case .array(let elements) = node.value else { return mismatch("an array", node) }
        return elements.enumerated().map { PlatformNode(node: $1, path: node.path.appending($0)) }
    }

    func strings(_ node: PlatformNode) -> [String]? {
        array(node).map { $0.compactMap(string) }
    }

    /// An object's members in file order, each with its path.
    func members(_ node: PlatformNode) -> [(key: String, value: PlatformNode)]? {
        guard case .object(let members) = node.value else { return mismatch("an object", node) }
        return members.map { ($0.key, node.member($0.key, $0.value)) }
    }

    /// An object with a fixed set of keys; an unknown key is an error naming the closest known one.
    func object(_ node: PlatformNode, knownKeys: [String]) -> [String: PlatformNode]? {
        guard case .object(let members) = node.value else { return mismatch("an object", node) }
        var fields: [String: PlatformNode] = [:]
        for member in members {
            guard knownKeys.contains(member.key) else {
                var message = "unknown key \(quotedJSONString(member.key))"
                if let suggestion = closestMatch(to: member.key, among: knownKeys) {
                    message += "; did you mean \(quotedJSONString(suggestion))?"
                } else {
                    message += "; the keys are " + knownKeys.map(quotedJSONString).joined(separator: ", ")
                }
                diagnostics.append(ConfigDiagnostic(severity: .error, message: message,
                                                    jsonPath: node.path.appending(member.key).description, position: member.keyPosition))
                continue
            }
            fields[member.key] = node.member(member.key, member.value)
        }
        return fields
    }

    /// `fields[key]`, or an error `missing required key` on the object.
    func required(_ key: String, in fields: [String: PlatformNode], of object: PlatformNode) -> PlatformNode? {
        guard let node = fields[key] else {
            error("missing required key \(quotedJSONString(key))", at: object)
            return nil
        }
        return node
    }
}

/// Parses a platform file's bytes as JSON; a syntax error becomes a ``RouteFileError`` naming
/// the file, line and column.
func parsePlatformJSON(_ data: [UInt8], file: String) throws(RouteFileError) -> PlatformNode {
    do {
        let document = try JSONDocument(parsing: data)
        return PlatformNode(node: document.root, path: .root)
    } catch {
        throw RouteFileError(path: file, diagnostics: [ConfigDiagnostic(severity: .error, message: error.message, position: error.position)])
    }
}
