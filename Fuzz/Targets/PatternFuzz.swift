import Foundation
import NavRouting
import NavProfiles

/// Fuzz target `pattern`: the pattern compiler (`RoutePattern` under each profile) and the
/// table builder.
///
/// Input: one byte (bits 0-1: profile navsim, jlroutes, waapprouting; bit 2: case-insensitive),
/// then route lines, each `path[TAB where-regex[TAB scheme]]`; the regex constrains the
/// route's first parameter.
///
/// Checked: a rejected pattern names a column inside it (or just past its end); an accepted
/// one has at least one and at most `RoutePattern.maximumExpansions` expansions, unique
/// parameter names (navsim) and a rest-consuming segment only at the end; building the table twice
/// gives the same endpoints; and a URL made from each navsim endpoint (plain literals, sample
/// values) is matched, with every check of the `router` target.

@_cdecl("LLVMFuzzerTestOneInput")
public func patternFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    guard let flags = bytes.first else { return 0 }
    let profile = [MatchingProfile.navsim, .jlroutes, .waapprouting, .navsim][Int(flags & 3)]
    let options = MatchingOptions(profile: profile, caseSensitive: flags & 4 == 0 ? nil : false, defaultScheme: "app")
    var specs: [RouteSpec] = []
    for (index, line) in fuzzSplit(Array(bytes.dropFirst()), on: UInt8(ascii: "\n")).prefix(64).enumerated() {
        let fields = fuzzSplit(Array(line), on: UInt8(ascii: "\t")).map { fuzzText($0) }
        let path = fields[0]
        var constraints: [String: String] = [:]
        do {
            let pattern = try RoutePattern(path, profile: profile)
            checkAccepted(pattern, profile: profile)
            if fields.count > 1 { constraints[pattern.expansions.first?.parameterNames.first ?? "x"] = fields[1] }
        } catch {
            invariant(error.column >= 1 && error.column <= path.count + 1,
                      "\(profile): column \(error.column) is outside \"\(path)\" (\(path.count) characters): \(error.message)")
        }
        specs.append(RouteSpec(path: path, scheme: fields.count > 2 ? fields[2] : nil, priority: index % 3,
                               constraints: constraints, index: index))
    }
    let table: RouteTable
    do {
        table = try RouteTable(routes: specs, options: options)
    } catch {
        invariant(!error.errors.isEmpty, "\(profile): a table error without a problem")
        for problem in error.errors {
            invariant(specs.contains { $0.index == problem.routeIndex }, "\(profile): an error names routes[\(problem.routeIndex)]")
        }
        guard let partial = buildSkippingBadRoutes(specs, options: options, schemes: [:]) else { return 0 }
        table = partial
    }
    if let again = try? RouteTable(routes: table.routes, options: options) {
        invariant(again.endpoints == table.endpoints, "\(profile): building the same table twice gave other endpoints")
    }
    for endpoint in table.endpoints.prefix(64) {
        let url = sampleURL(for: endpoint.pattern)
        checkMatch(url, in: table)
        if profile == .navsim, endpoint.constraints.isEmpty, endpoint.pattern.fragment == nil,
           endpoint.scheme == nil, endpoint.pattern.segments.allSatisfy({ isPlain($0.segment) }) {
            invariant(table.match(url).match != nil, "navsim: \(url), made from \(endpoint.pattern.text), is not matched")
        }
    }
    return 0
}

/// The structural promises of an accepted pattern.
func checkAccepted(_ pattern: RoutePattern, profile: MatchingProfile) {
    invariant(!pattern.expansions.isEmpty, "\(profile): \"\(pattern.source)\" has no expansion")
    invariant(pattern.expansions.count <= RoutePattern.maximumExpansions,
              "\(profile): \"\(pattern.source)\" expands into \(pattern.expansions.count) patterns")
    for expansion in pattern.expansions {
        // The seed profiles keep a repeated name as their libraries do (the last value wins).
        let names = expansion.parameterNames
        invariant(profile != .navsim || Set(names).count == names.count, "\(profile): \"\(pattern.source)\" binds a name twice: \(names)")
        for (index, segment) in expansion.segments.enumerated() where segment.segment.consumesRest {
            invariant(index == expansion.segments.count - 1, "\(profile): \"\(pattern.source)\" has a rest segment before the end")
        }
    }
}

/// Segments whose sample value survives a URL unchanged.
func isPlain(_ segment: PatternSegment) -> Bool {
    switch segment {
    case .literal(let text):
        return !text.isEmpty && text != "." && text != ".."
            && text.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_~".unicodeScalars.contains($0)) }
    default: return true
    }
}

/// A URL path that each segment of `pattern` takes: literals as written, sample values for
/// parameters.
func sampleURL(for pattern: ConcretePattern) -> String {
    let pieces = pattern.segments.map { marked -> String in
        switch marked.segment {
        case .literal(let text): return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#", "%"])) ?? text
        case .parameter: return "v"
        case .typed(_, let type):
            switch type {
            case .int: return "7"
            case .float: return "1.5"
            case .uuid: return "123e4567-e89b-12d3-a456-426614174000"
            case .path: return "p/q"
            }
        case .anyOne: return "x"
        case .rest: return "r"
        }
    }
    return "/" + pieces.joined(separator: "/") + (pattern.fragment.map { "#" + ($0.parameterName == nil ? $0.text : "f") } ?? "")
}
