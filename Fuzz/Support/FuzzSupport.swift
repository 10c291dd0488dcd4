import Foundation

/// What every fuzz target shares: reading libFuzzer's bytes and failing loudly on a broken
/// invariant (libFuzzer records the input as a crash).

/// The bytes libFuzzer hands over, copied.
func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    Array(UnsafeBufferPointer(start: data, count: size))
}

/// Text the way navsim receives it from a file or a terminal: invalid UTF-8 becomes U+FFFD.
func fuzzText<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
    String(decoding: bytes, as: UTF8.self)
}

/// Stops the run with `message` on standard error when `condition` is false, so that the
/// input is saved as a crash.
func invariant(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
               file: StaticString = #fileID, line: UInt = #line) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("invariant broken at \(file):\(line): \(message())\n".utf8))
    abort()
}

/// Splits `bytes` on `separator` (keeping empty pieces).
func fuzzSplit(_ bytes: [UInt8], on separator: UInt8) -> [ArraySlice<UInt8>] {
    bytes.split(separator: separator, omittingEmptySubsequences: false)
}
