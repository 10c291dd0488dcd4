import Foundation
import Testing
import TestSupport

/// Files a reader takes in at once: no file of `Sources/` holds more than 520 lines
/// (docs/architecture.md). Modules are split by concept, not by size; a file that outgrows the
/// limit is split where a second concept shows.
@Suite struct SourceSizeTests {
    static let fileLimit = 520

    @Test func modulesAndFilesStayUnderTheirLimits() throws {
        let sources = ProjectFiles.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var moduleLines: [String: Int] = [:]
        var longFiles: [String] = []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
            moduleLines[String(file.split(separator: "/")[0]), default: 0] += lines
            if lines > Self.fileLimit { longFiles.append("\(file): \(lines) lines") }
        }
        #expect(moduleLines["NavRouting", default: 0] > 1_000, "the sources were not found under \(sources.path)")
        #expect(longFiles == [])
    }
}
