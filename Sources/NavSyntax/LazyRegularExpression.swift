import Foundation

/// A `where` constraint's regular expression, compiled by `NSRegularExpression` the first time
/// a value is checked against it, once. Starting ICU for a route file's first expression costs
/// more than the rest of `navsim match` put together, and most runs never reach a route with a
/// constraint. Thread-safe: the compiled expression is immutable and its slot is set under a lock.
package final class LazyRegularExpression: @unchecked Sendable {
    package let pattern: String
    private let lock = NSLock()
    /// `nil`: not compiled yet; `.some(nil)`: ICU refused it.
    private var compiled: NSRegularExpression??

    /// - Parameter compiled: the expression, when validating it already compiled it.
    package init(_ pattern: String, compiled: NSRegularExpression? = nil) {
        self.pattern = pattern
        self.compiled = compiled.map { .some($0) }
    }

    /// The compiled expression (compiled now if it was not), or `nil` if ICU refuses it.
    package var expression: NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let compiled { return compiled }
        let made = try? NSRegularExpression(pattern: pattern)
        compiled = .some(made)
        return made
    }

    /// Whether `pattern` is a valid expression, without starting ICU when it can be helped: the
    /// Swift regex parser is asked first, and `NSRegularExpression` only about what it refuses
    /// (their syntaxes differ at the edges). The result: `nil` when invalid, else the expression
    /// to keep (compiled already when ICU had to be asked).
    package static func validated(_ pattern: String) -> LazyRegularExpression? {
        if #available(macOS 13, iOS 16, *), (try? Regex(pattern)) != nil { return LazyRegularExpression(pattern) }
        guard let compiled = try? NSRegularExpression(pattern: pattern) else { return nil }
        return LazyRegularExpression(pattern, compiled: compiled)
    }
}
