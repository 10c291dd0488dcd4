import Foundation
import NavSupport

/// Each graph file's element tree, parsed once per run: a graph is read again for each route
/// file command, link setup and import that names it, and by every graph that includes it, so
/// without this a 1.1 MB graph included from 255 places was parsed 255 times (84 s, 1.7 GB).
/// A tree is reused only for the same bytes at the same path (a file edited under live reload
/// is parsed again).
package enum ParsedGraphFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var trees: [String: (data: Data, tree: Result<XMLElementNode, XMLProblem>)] = [:]

    /// Lets every tree go: for a caller that reads many unrelated graphs in one process (the
    /// `graph` fuzz target), which would otherwise keep the last ones.
    package static func removeAll() {
        lock.lock()
        trees = [:]
        lock.unlock()
    }

    /// The tree of `data`, read from `path`: parsed now, or the one parsed before from the same bytes.
    static func tree(path: String, data: Data) -> Result<XMLElementNode, XMLProblem> {
        lock.lock()
        let cached = trees[path]
        lock.unlock()
        if let cached, cached.data == data { return cached.tree }
        let tree = XMLElementTree.parse(data)
        lock.lock()
        trees[path] = (data, tree)
        lock.unlock()
        return tree
    }
}
