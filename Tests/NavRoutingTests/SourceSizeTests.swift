import Foundation
import Testing
import TestSupport

/// One concept per module, and files a reader takes in at once: no module of `Sources/` holds
/// more than 3,000 lines, no file more than 520 (docs/architecture.md). A module that outgrows
/// the limit is split where a second concept shows.
@Suite struct SourceSizeTests {
    static let moduleLimit = 3_000
    static let fileLimit = 520

    @Test func modulesAndFilesStayUnderTheirLimits() throws {
        let sources = ProjectFiles.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var moduleLines: [String: Int] = [:]
        var longFiles: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            // A profile is one folder of NavProfiles (docs/profiles.md, section 8): each is measured as a module.
            let parts = file.split(separator: "/")
            let unit = parts[0] == "NavProfiles" && parts.count > 2 ? parts[0] + "/" + parts[1] : parts[0]
            moduleLines[String(unit), default: 0] += lines
            if lines > Self.fileLimit { longFiles.append("\(file): \(lines) lines") }
        }
        #expect(moduleLines["NavRouting", default: 0] > 1_000, "the sources were not found under \(sources.path)")
        #expect(moduleLines.filter { $0.value > Self.moduleLimit }.map { "\($0.key): \($0.value) lines" } == [])
        #expect(longFiles == [])
    }
}
