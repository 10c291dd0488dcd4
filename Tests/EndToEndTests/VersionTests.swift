import Foundation
import TestSupport
import Testing

/// `navsim --version` prints the version.
@Suite struct VersionTests {
    @Test func versionIsPrinted() throws {
        let run = try NavsimBinary.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").count == 3, "\(run.stdout)")
    }
}
