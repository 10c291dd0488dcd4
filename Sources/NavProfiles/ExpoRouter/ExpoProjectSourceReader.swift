import Foundation
import NavSupport

/// `navsim init` on an Expo project: each config file (``ExpoProjectReader``) as the walk meets
/// it, its scheme and domains among the other files', its routes folder written as the route
/// file's `appDir` (and its base URL as `expoRouter.baseUrl`).
struct ExpoProjectSourceReader: ProjectSourceReader {
    func reads(fileNamed name: String) -> Bool {
        ExpoProjectReader.configNames.contains(name) || ExpoProjectReader.codeConfigNames.contains(name)
    }

    var readsEachFileAsMet: Bool { true }
    var skippedFolders: Set<String> { [] }

    func read(_ files: [(path: String, contents: Data)]) -> ProjectSourceReading {
        var reading = ProjectSourceReading()
        for file in files {
            let expo = ExpoProjectReader.read(path: file.path, contents: file.contents)
            func fact(_ fact: ExpoProjectImport.Fact) -> ProjectSourceReading.Fact { (fact.value, fact.file, fact.line) }
            reading.schemes += expo.schemes.map(fact)
            reading.domains += expo.domains.map(fact)
            reading.notUnderstood += expo.notUnderstood.map { ($0.file, $0.line, $0.value) }
            // The first config naming a routes folder gives the app.
            guard let appDir = expo.appDir, reading.members.isEmpty else { continue }
            reading.members.append(("appDir", .string(appDir.value)))
            reading.pathMembers.insert("appDir")
            if let baseUrl = expo.baseUrl { reading.members.append(("expoRouter", .object([("baseUrl", .string(baseUrl.value))]))) }
            reading.items.append(("appDir", fact(appDir)))
            reading.items += expo.routeFiles.map { ("route", fact($0)) }
            reading.profileSource = (appDir.file, appDir.line)
            if let package = expo.androidPackage {
                reading.androidPackage = fact(package)
                reading.androidManifest = (file.path, file.path, 1)
            }
        }
        return reading
    }

    /// An Expo app's routes are its folder's files, not route-file entries: none to compare.
    func routeLabels(in root: JSONNode) -> [(label: String, jsonPath: String, position: SourcePosition)] { [] }
}
