import Foundation
import TestSupport
import Testing

/// A route file named with one character (`r`) whose `links` name platform files: Foundation's
/// `deletingLastPathComponent` traps on such a path, and finding the folder the link files are
/// read from crashed `check`, `open` and `link` (exit 132).
@Suite struct OneCharacterRouteFileTests {
    @Test(arguments: [["check", "r"], ["open", "--routes", "r", "hotels://cities/paris/42"],
                      ["link", "--routes", "r", "https://hotels.example.com/cities/paris/42"]])
    func aRouteFileNamedROpensItsLinkFiles(_ arguments: [String]) throws {
        let scratch = try ScratchDirectory()
        let demo = try String(contentsOf: ProjectFiles.root.appendingPathComponent("demo-routes.json"), encoding: .utf8)
        try scratch.write(demo, to: "r")
        let links = ProjectFiles.root.appendingPathComponent("Resources/links")
        try FileManager.default.createDirectory(at: scratch.url.appendingPathComponent("Resources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: scratch.url.appendingPathComponent("Resources/links"), withDestinationURL: links)
        let output = try NavsimBinary.run(arguments, in: scratch.url)
        #expect(output.status == 0, "navsim \(arguments.joined(separator: " ")): \(output.status)\n\(output.stdout.suffix(400))\(output.stderr.prefix(400))")
        #expect(!output.stderr.contains("crashed"), "\(output.stderr.prefix(400))")
    }
}
