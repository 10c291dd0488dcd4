import NavRouting
import NavSupport
/// Reads the route file's `links` object. Unknown keys are errors here (not warnings as
/// elsewhere in the route file): a misspelt `assetLinks` would silently turn App Links off.
struct RouteFileLinksDecoder {
    private static let linksKeys = ["ios", "android"]
    private static let iosKeys = ["appID", "associations"]
    private static let androidKeys = ["package", "fingerprint", "manifest", "assetlinks", "apiLevel", "placeholders"]

    let reader: ConfigValueReader

    func decode(_ located: LocatedNode) -> RouteFile.Links? {
        guard let fields = strictObject(located, knownKeys: Self.linksKeys) else { return nil }
        let ios = fields["ios"].flatMap(decodeIOS)
        let android = fields["android"].flatMap(decodeAndroid)
        return RouteFile.Links(ios: ios, android: android, location: location(of: located))
    }

    private func decodeIOS(_ located: LocatedNode) -> RouteFile.IOSLinks? {
        guard let fields = strictObject(located, knownKeys: Self.iosKeys) else { return nil }
        let appID = reader.required("appID", in: fields).flatMap(appIdentifier)
        let associations = reader.required("associations", in: fields).flatMap(filesByDomain)
        guard let appID, let associations else { return nil }
        return RouteFile.IOSLinks(appID: appID, associations: associations, location: location(of: located))
    }

    private func decodeAndroid(_ located: LocatedNode) -> RouteFile.AndroidLinks? {
        guard let fields = strictObject(located, knownKeys: Self.androidKeys) else { return nil }
        // Optional: the manifest's `package` attribute names the app when it is left out.
        let package = fields["package"].flatMap(packageName)
        // Optional: without it custom schemes work and no web host is verified.
        let fingerprint = fields["fingerprint"].flatMap(certificateFingerprint)
        let manifest = reader.required("manifest", in: fields).flatMap { node in
            reader.nonEmptyString(node).map { RouteFile.LinkedFile(domain: "", path: $0, location: location(of: node)) }
        }
        let assetlinks = fields["assetlinks"].flatMap(filesByDomain) ?? []
        var apiLevel = RouteFile.AndroidLinks.defaultAPILevel
        if let node = fields["apiLevel"], let level = reader.integer(node) {
            if (1...99).contains(level) { apiLevel = level } else { reader.error("expected an Android API level (1 to 99), found \(level)", at: node) }
        }
        let placeholders = fields["placeholders"].flatMap { node in
            reader.map(node) { _, value in reader.nonEmptyString(value) }.map { Dictionary($0.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        }
        guard fields["package"] == nil || package != nil, fields["fingerprint"] == nil || fingerprint != nil,
              fields["placeholders"] == nil || placeholders != nil, let manifest else { return nil }
        return RouteFile.AndroidLinks(package: package, fingerprint: fingerprint, manifest: manifest, assetlinks: assetlinks,
                                      apiLevel: apiLevel, location: location(of: located),
                                      packageLocation: fields["package"].map(location), placeholders: placeholders ?? [:])
    }

    /// `{"domain": "file"}`: each domain a host name, each file a non-empty path.
    private func filesByDomain(_ located: LocatedNode) -> [RouteFile.LinkedFile]? {
        let map = reader.map(located) { domain, node -> RouteFile.LinkedFile? in
            guard ConfigValueReader.isHostName(domain, allowingWildcard: true) else {
                reader.error(ConfigValueReader.notADomain(domain), at: node)
                return nil
            }
            return reader.nonEmptyString(node).map { RouteFile.LinkedFile(domain: domain, path: $0, location: location(of: node)) }
        }
        return map.map { $0.map(\.value) }
    }

    /// `TEAMID.bundle.id`: a 10-character team prefix (letters and digits), a dot, a bundle identifier.
    private func appIdentifier(_ located: LocatedNode) -> String? {
        guard let text = reader.nonEmptyString(located) else { return nil }
        guard let dot = text.firstIndex(of: "."), text.index(after: dot) < text.endIndex,
              text[..<dot].count == 10, text[..<dot].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
            reader.error("\(quotedJSONString(text)) is not an app identifier: write TEAMID.BUNDLEID, e.g. \"ABCDE12345.com.example.hotels\"",
                         at: located)
            return nil
        }
        return text
    }

    /// An Android application id: two or more dot-separated names, each a letter then letters,
    /// digits or `_` (the rule of `applicationId`), as assetlinks.json's `package_name` must equal it.
    private func packageName(_ located: LocatedNode) -> String? {
        guard let text = reader.nonEmptyString(located) else { return nil }
        let names = text.split(separator: ".", omittingEmptySubsequences: false)
        guard names.count >= 2, names.allSatisfy({ name in
            name.first.map { $0.isASCII && $0.isLetter } == true && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }) else {
            reader.error("\(quotedJSONString(text)) is not an Android package name: write dot-separated names of letters, digits"
                         + " and \"_\", each starting with a letter, e.g. \"com.example.hotels\"", at: located)
            return nil
        }
        return text
    }

    /// 32 hexadecimal bytes separated by colons, as `keytool -list -v` prints them.
    private func certificateFingerprint(_ located: LocatedNode) -> String? {
        guard let text = reader.nonEmptyString(located) else { return nil }
        let bytes = text.split(separator: ":", omittingEmptySubsequences: false)
        guard bytes.count == 32, bytes.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isHexDigit) }) else {
            reader.error("expected a SHA-256 fingerprint (32 hexadecimal bytes separated by \":\", as keytool prints it), found "
                         + located.value.summary, at: located)
            return nil
        }
        return text.uppercased()
    }

    /// An object whose unknown keys are errors (with the closest known key as a suggestion).
    private func strictObject(_ located: LocatedNode, knownKeys: [String]) -> ObjectFields? {
        guard case .object(let members) = located.value else { return reader.mismatch(expected: "an object", located) }
        for member in members where !knownKeys.contains(member.key) {
            var message = "unknown key \(quotedJSONString(member.key))"
            if let suggestion = closestMatch(to: member.key, among: knownKeys) {
                message += "; did you mean \(quotedJSONString(suggestion))?"
            } else {
                message += "; the keys are " + knownKeys.map(quotedJSONString).joined(separator: ", ")
            }
            reader.error(message, at: located.path.appending(member.key), member.keyPosition)
        }
        return ObjectFields(object: located, members: members)
    }

    private func location(of located: LocatedNode) -> JSONLocation {
        JSONLocation(jsonPath: located.path.description, position: located.position)
    }
}
