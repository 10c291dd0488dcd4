import Foundation
import TestSupport
import Testing

/// Graphviz's `dot`, which CI installs (`.ci/run`, Debian's graphviz package). A test that needs it
/// fails with this message when it is missing: it never passes without having run `dot`.
enum Graphviz {
    static let executable = ["/usr/bin/dot", "/usr/local/bin/dot", "/bin/dot"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let missing = "Graphviz's dot is not installed: `apt-get install graphviz` (.ci/run installs it)"

    /// Runs `dot -Tformat` on `text`; `nil` (with the test failed) when dot is missing.
    static func render(_ text: String, format: String = "svg", sourceLocation: SourceLocation = #_sourceLocation) throws -> NavsimBinary.Output? {
        guard let executable else {
            Issue.record(Comment(rawValue: missing), sourceLocation: sourceLocation)
            return nil
        }
        return try NavsimBinary.runProgram(URL(fileURLWithPath: executable), ["-T\(format)"], input: Data(text.utf8))
    }
}
