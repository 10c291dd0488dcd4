import NavRouteFile
import NavSupport

/// A Digital Asset Links file (`/.well-known/assetlinks.json`): the statements a site makes
/// about apps. Only `delegate_permission/common.handle_all_urls` to an `android_app` verifies
/// App Links (docs/links.md, "Android").
public struct AssetLinks: Sendable, Equatable {
    /// The relation that verifies App Links.
    public static let handleAllURLs = "delegate_permission/common.handle_all_urls"

    /// The file's name in messages.
    public var file: String
    /// The statements, in order.
    public var statements: [Statement]

    /// One statement.
    public struct Statement: Sendable, Equatable {
        /// `relation`.
        public var relations: [String]
        /// `target.namespace` (`android_app`, `web`).
        public var namespace: String
        /// `target.package_name`, for `android_app`.
        public var package: String?
        /// `target.sha256_cert_fingerprints`, upper-cased.
        public var fingerprints: [String]
        /// `relation_extensions` → `delegate_permission/common.handle_all_urls` →
        /// `dynamic_app_link_components` (Android 15's Dynamic App Links); `nil` when absent.
        public var dynamicRules: [DynamicAppLinkRule]?
        /// `statements[N]`.
        public var jsonPath: String
        /// Where the statement starts.
        public var position: SourcePosition
    }

    private static let statementKeys = ["relation", "target", "relation_extensions", "include"]
    private static let targetKeys = ["namespace", "package_name", "sha256_cert_fingerprints", "site"]
    private static let extensionKeys = ["dynamic_app_link_components"]
    private static let dynamicRuleKeys = ["/", "?", "#", "exclude", "comments"]

    /// Reads an assetlinks.json file.
    /// - Throws: ``RouteFileError`` for malformed JSON, a top level that is not an array, a
    ///   wrong type or an unknown key, each with its JSON path and line:column.
    public init(parsing bytes: [UInt8], file: String) throws(RouteFileError) {
        let root = try parsePlatformJSON(bytes, file: file)
        let reader = PlatformJSONReader()
        self.file = file
        statements = (reader.array(root) ?? []).compactMap { node -> Statement? in
            guard let fields = reader.object(node, knownKeys: Self.statementKeys) else { return nil }
            if fields["include"] != nil { return nil } // a pointer to another file: not followed offline
            let relations = reader.required("relation", in: fields, of: node).flatMap(reader.strings) ?? []
            guard let target = reader.required("target", in: fields, of: node),
                  let targetFields = reader.object(target, knownKeys: Self.targetKeys),
                  let namespace = reader.required("namespace", in: targetFields, of: target).flatMap(reader.string)
            else { return nil }
            var package: String?
            var fingerprints: [String] = []
            if namespace == "android_app" {
                package = reader.required("package_name", in: targetFields, of: target).flatMap(reader.string)
                fingerprints = (reader.required("sha256_cert_fingerprints", in: targetFields, of: target).flatMap(reader.strings) ?? [])
                    .map { $0.uppercased() }
            }
            let dynamicRules = fields["relation_extensions"].flatMap { Self.dynamicRules($0, reader) }
            return Statement(relations: relations, namespace: namespace, package: package, fingerprints: fingerprints,
                             dynamicRules: dynamicRules, jsonPath: node.path.description, position: node.position)
        }
        guard reader.diagnostics.isEmpty else { throw RouteFileError(path: file, diagnostics: reader.diagnostics.sortedByPosition()) }
    }

    /// The `dynamic_app_link_components` of a statement's `relation_extensions` (other
    /// relations' extensions are accepted and ignored).
    private static func dynamicRules(_ extensions: PlatformNode, _ reader: PlatformJSONReader) -> [DynamicAppLinkRule]? {
        guard let members = reader.members(extensions),
              let handleAll = members.first(where: { $0.key == handleAllURLs })?.value,
              let fields = reader.object(handleAll, knownKeys: extensionKeys),
              let list = fields["dynamic_app_link_components"].flatMap(reader.array)
        else { return nil }
        return list.compactMap { node -> DynamicAppLinkRule? in
            guard let rule = reader.object(node, knownKeys: dynamicRuleKeys) else { return nil }
            let query = rule["?"].flatMap(reader.members)?.compactMap { name, value in reader.string(value).map { (name: name, pattern: $0) } } ?? []
            _ = rule["comments"].flatMap(reader.string)
            return DynamicAppLinkRule(path: rule["/"].flatMap(reader.string), fragment: rule["#"].flatMap(reader.string), query: query,
                                      exclude: rule["exclude"].flatMap(reader.bool) ?? false, jsonPath: node.path.description,
                                      position: node.position)
        }
    }

    /// The dynamic rules of the statement that verifies `package` signed with `fingerprint`, if it has any.
    public func dynamicRules(package: String, fingerprint: String) -> DynamicAppLinks? {
        let wanted = fingerprint.uppercased()
        guard let rules = statements.first(where: {
            $0.relations.contains(Self.handleAllURLs) && $0.namespace == "android_app" && $0.package == package
                && $0.fingerprints.contains(wanted) && $0.dynamicRules != nil
        })?.dynamicRules else { return nil }
        return DynamicAppLinks(file: file, rules: rules)
    }

    /// Whether a statement lets `package`, signed with `fingerprint`, handle all URLs of the
    /// site; the reason names the statement or what is missing.
    public func verifies(package: String, fingerprint: String) -> (verified: Bool, reason: String) {
        let wanted = fingerprint.uppercased()
        if let statement = statements.first(where: {
            $0.relations.contains(Self.handleAllURLs) && $0.namespace == "android_app" && $0.package == package
                && $0.fingerprints.contains(wanted)
        }) {
            return (true, "\(file):\(statement.position) \(statement.jsonPath) grants \(Self.handleAllURLs) to \(package)")
        }
        let forPackage = statements.filter { $0.namespace == "android_app" && $0.package == package }
        if forPackage.isEmpty {
            let others = statements.compactMap(\.package)
            return (false, "\(file) has no statement for \(package)" + (others.isEmpty ? "" : " (it names " + listedNames(others) + ")"))
        }
        if !forPackage.contains(where: { $0.relations.contains(Self.handleAllURLs) }) {
            return (false, "\(file)'s statement for \(package) lacks the relation \(Self.handleAllURLs)")
        }
        return (false, "\(file)'s statement for \(package) does not list the signing certificate \(wanted)")
    }
}
