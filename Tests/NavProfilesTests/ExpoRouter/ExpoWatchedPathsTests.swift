import Foundation
@testable import NavProfiles
import Testing

/// The paths the UI watches for an Expo app's routes folder: every folder and file, one-character
/// folder names included (Foundation's `deletingLastPathComponent` traps on `p`, so walking up
/// from `p/[id].tsx` crashed the UI's live reload set-up).
@Suite struct ExpoWatchedPathsTests {
    @Test func everyFolderAndFileIsWatchedWithOneCharacterNames() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-expo-watch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for file in ["p/[id].tsx", "x", "(tabs)/a/index.tsx", "_layout.tsx"] {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("export default function S() {}\n".utf8).write(to: url)
        }
        let folder = root.path
        let watched = Set(ExpoAppFolder.watchedPaths(in: folder).map { String($0.dropFirst(folder.count)) })
        #expect(watched == ["", "/p", "/p/[id].tsx", "/x", "/(tabs)", "/(tabs)/a", "/(tabs)/a/index.tsx", "/_layout.tsx"], "\(watched.sorted())")
    }
}
