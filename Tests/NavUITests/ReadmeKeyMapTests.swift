import Foundation
import NavUI
import Testing

/// The README's key tables say what KeyMap says (scripts/update-readme-keys.py rewrites them).
@Suite struct ReadmeKeyMapTests {
    @Test func everyKeyIsDocumentedInTheReadme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for group in KeyMap.groups {
            #expect(readme.contains("**\(group.title)**"), "README lacks the group \(group.title): run scripts/update-readme-keys.py")
            for entry in group.entries {
                #expect(readme.contains("| \(entry.keys) | \(entry.action) |"), "README lacks \(entry.keys): run scripts/update-readme-keys.py")
            }
        }
    }
}
