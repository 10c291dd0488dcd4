import NavProfiles
import NavRouting
import NavApp
import NavSupport

/// The route-file keys of the profiles that read routes from the app's files
/// (``NavProfiles/AppFilesSource``): the list of the files (`navGraphs`) and the object of
/// settings named after the profile (`"jetpack": {…}`).
struct RouteFileAppFilesDecoder {
    let reader: ConfigValueReader

    /// The profiles whose routes come from the app's files, in registration order.
    static var profiles: [MatchingProfile] { MatchingProfile.allCases.filter { $0.appFilesSource != nil } }
    /// The keys listing their files.
    static var filesKeys: [String] { profiles.compactMap(\.appFilesSource?.filesKey) }
    /// The top-level keys they read: each list of files, then each profile's object.
    static var keys: [String] { filesKeys + profiles.map(\.rawValue) }

    /// Reads the keys into `file`; each is an error under any other profile than the one that reads it.
    func decode(_ fields: ObjectFields, into file: inout RouteFile) {
        for profile in Self.profiles {
            guard let source = profile.appFilesSource else { continue }
            if let located = fields[source.filesKey], file.appFilesKey != source.filesKey {
                file.appFiles = reader.array(located) { node in
                    reader.nonEmptyString(node).map {
                        RouteFile.LinkedFile(domain: "", path: $0, location: JSONLocation(jsonPath: node.path.description, position: node.position))
                    }
                } ?? []
                file.appFilesKey = source.filesKey
                if file.matching.profile.appFilesSource?.filesKey != source.filesKey {
                    let readers = Self.profiles.filter { $0.appFilesSource?.filesKey == source.filesKey }.map { "\"\($0.rawValue)\"" }
                    reader.error("\"\(source.filesKey)\" is read by the profile that runs \(source.filesDescription) (\"profile\": "
                                 + readers.joined(separator: " or ") + "), but this file's profile is \"\(file.matching.profile.rawValue)\"", at: located)
                }
            }
            guard let located = fields[profile.rawValue] else { continue }
            guard profile == file.matching.profile else {
                reader.error("\"\(profile.rawValue)\" holds the settings of the \(profile.rawValue) profile, but this file's profile is \""
                             + file.matching.profile.rawValue + "\"", at: located)
                continue
            }
            guard let object = reader.object(located, knownKeys: source.settings.map(\.name)) else { continue }
            for setting in source.settings {
                if let node = object[setting.name], let value = reader.flag(node) { file.appFilesSettings[setting.name] = value }
            }
        }
    }
}
