import Foundation
import NavProfiles
import NavSupport

/// Fuzz target `graph`: navigation graphs that include each other (`<include app:graph>`),
/// read with the jetpack profile's reader.
///
/// Input: up to eight graph files separated by a NUL byte; file N is `nav/gN.xml` (so
/// `@navigation/g3` includes the fourth). The first is the root.
///
/// Checked: the read ends; it reads each file at most once and at most `maximumFiles` files;
/// every diagnostic names a file of the input at a line and column inside it; a graph read
/// without errors has a root. Reading the same files again gives the same diagnostics (the
/// parse the reader keeps for a file's bytes changes nothing).

@_cdecl("LLVMFuzzerTestOneInput")
public func graphFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    // Each input's graphs are its own: the trees kept for the next read of the same bytes go.
    defer { ParsedGraphFiles.removeAll() }
    let pieces = fuzzSplit(fuzzBytes(data, size), on: 0).prefix(8)
    var files: [String: Data] = [:]
    for (index, piece) in pieces.enumerated() { files["nav/g\(index).xml"] = Data(piece) }
    func contents(_ path: String) -> Result<Data, NavGraphFileProblem> {
        files[path].map { .success($0) } ?? .failure(NavGraphFileProblem("no such file"))
    }
    let reader = NavGraphReader(applicationId: "com.example")
    let reading = reader.read(path: "nav/g0.xml", contents: contents)
    invariant(Set(reading.files).count == reading.files.count, "a file read twice: \(reading.files)")
    invariant(reading.files.count <= NavGraphReader.maximumFiles, "\(reading.files.count) files read")
    for diagnostic in reading.diagnostics {
        guard let text = files[diagnostic.file] else {
            invariant(false, "a diagnostic names \(diagnostic.file), not a file of the input: \(diagnostic.message)")
            continue
        }
        let lines = text.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        invariant(diagnostic.position.line >= 1 && diagnostic.position.line <= lines && diagnostic.position.column >= 1,
                  "\(diagnostic.file):\(diagnostic.position) is outside its \(lines) lines: \(diagnostic.message)")
    }
    if reading.errors.isEmpty { invariant(reading.root != nil, "no error and no root") }
    let again = reader.read(path: "nav/g0.xml", contents: contents)
    invariant(again.diagnostics.map(\.description) == reading.diagnostics.map(\.description), "a second read differs")
    return 0
}
