/// Whether a file's bytes hold a word at all: the cheap test that decides whether a file is
/// parsed (most source files of a project hold none of the words a reader looks for).
package enum ByteSearch {
    /// Whether `bytes` contain any of `words`.
    package static func containsAny(_ bytes: [UInt8], _ words: [String]) -> Bool {
        bytes.withUnsafeBufferPointer { haystack in
            words.contains { word in
                let needle = Array(word.utf8)
                guard let first = needle.first, haystack.count >= needle.count else { return false }
                let last = haystack.count - needle.count
                var index = 0
                while index <= last {
                    if haystack[index] == first {
                        var matched = 1
                        while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
