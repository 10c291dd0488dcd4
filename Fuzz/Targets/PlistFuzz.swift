import Foundation
import NavImport

/// Fuzz target `plist`: an Info.plist or `.entitlements` file as `navsim init` reads it, binary
/// (`bplist00`, whose objects refer to each other by index) or XML.
///
/// Input: one byte (bit 0: the file is an entitlements file, else an Info.plist), then the
/// file's bytes.
///
/// Checked: the import ends (a binary plist that would decode into more than the bound, refers
/// to itself or nests too deep is refused before it is decoded); it imports at most as many
/// schemes, domains and quick actions as that bound; every report line names the file.

@_cdecl("LLVMFuzzerTestOneInput")
public func plistFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    guard let flags = bytes.first else { return 0 }
    let entitlements = flags & 1 == 1
    let path = entitlements ? "App/App.entitlements" : "App/Info.plist"
    let file = ProjectFile(path: path, kind: entitlements ? .entitlements : .infoPlist, contents: Data(bytes.dropFirst()))
    let app = ProjectImport.read([file])
    let bound = 100_000
    invariant(app.schemes.count <= bound && app.domains.count <= bound && app.shortcuts.count <= bound,
              "\(app.schemes.count) schemes, \(app.domains.count) domains, \(app.shortcuts.count) quick actions from \(size) bytes")
    for problem in app.notUnderstood {
        invariant(problem.source.file == path, "a report line names \(problem.source.file), not \(path): \(problem.what)")
    }
    return 0
}
