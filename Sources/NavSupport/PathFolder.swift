/// The folder holding a file path, as `NSString.deletingLastPathComponent` gives it (`""` for a
/// name alone, `a` for `a/g.xml`, `/` for `/r`), without the trap Foundation's version hits on
/// a one-character path (`r`, `a/`): a route file named `r` crashed `navsim check r`.
public func folder(of path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    var folder = trimmed[..<slash]
    while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder.isEmpty ? "/" : String(folder)
}
