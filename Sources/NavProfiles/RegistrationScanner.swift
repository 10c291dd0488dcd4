import NavRouting

/// Reads every profile's library registrations in an Objective-C or Swift source file. A call
/// whose pattern is not a string literal is reported, not guessed; a method's own declaration
/// (as in a copy of the library's sources) is not a call and is passed over; comments and
/// strings are not code.
public enum RegistrationScanner {
    /// The registrations in a file's bytes, and the calls that could not be read, in file order;
    /// `swift`: the file is Swift (block comments nest, raw strings), not Objective-C.
    public static func scan(_ bytes: [UInt8], swift: Bool = false) -> (registrations: [RouteRegistration], problems: [RegistrationProblem]) {
        // A fast test first: most files name no library's method at all.
        let readers = MatchingProfile.registrationReaders.filter { entry in
            entry.reader.anchors.contains { contains(bytes, Array($0.utf8)) }
        }
        guard !readers.isEmpty else { return ([], []) }
        let text = SourceText(bytes, swift: swift)
        var found: [(offset: Int, registration: RouteRegistration?, problem: RegistrationProblem?)] = []
        for (profile, reader) in readers {
            var scan = RegistrationScan(text: text, profile: profile)
            reader.read(&scan)
            found += scan.found
        }
        found.sort { $0.offset < $1.offset }
        return (found.compactMap(\.registration), found.compactMap(\.problem))
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        var index = 0
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
