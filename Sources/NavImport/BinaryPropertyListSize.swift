/// The size a binary property list decodes into, told from its object table before it is
/// decoded. A binary plist refers to its objects by index, so one small dictionary referred to
/// 4,096 times from an array, each referring 4,096 times to one string, is 8 KB on disk and 16
/// million values once decoded (a gigabyte and more). The check counts the values decoding would
/// make (each reference counted as the copy it becomes) in time linear in the file, and refuses
/// the file past ``maximumValues``, a reference cycle, or nesting past ``maximumDepth``.
enum BinaryPropertyListSize {
    /// The most values a binary plist may decode into: far past any Info.plist or entitlements
    /// file (a few hundred values), and a few megabytes of memory.
    static let maximumValues = 100_000
    /// The deepest nesting of arrays and dictionaries read.
    static let maximumDepth = 256

    /// Why a binary plist is refused, or `nil` when it decodes into a bounded tree. A file whose
    /// table cannot be read (``isReadable(_:)``) is malformed.
    static func refusal(_ bytes: [UInt8]) -> String? {
        guard let table = ObjectTable(bytes), table.topObject < table.objectCount else { return nil }
        // Values per object, counted once each (memoised), walked without recursion.
        var counts = [Int](repeating: -1, count: table.objectCount)
        var onPath = [Bool](repeating: false, count: table.objectCount)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        func push(_ object: Int) -> String? {
            guard stack.count < maximumDepth else { return "its arrays and dictionaries nest deeper than \(maximumDepth) levels" }
            // Foundation's decoder crashes bridging a set (found by the plist fuzz target), and no
            // Info.plist or entitlements file holds one.
            if table.isSet(object) { return "it holds a set, which no Info.plist or entitlements file holds" }
            guard let children = table.children(of: object) else { counts[object] = 1; return nil }
            onPath[object] = true
            stack.append((object, children, 0))
            return nil
        }
        if let problem = push(table.topObject) { return problem }
        while let top = stack.last {
            if top.next < top.children.count {
                let child = top.children[top.next]
                stack[stack.count - 1].next += 1
                guard child < table.objectCount else { return "its object table cannot be read" }
                if onPath[child] { return "an array or dictionary contains itself" }
                if counts[child] < 0, let problem = push(child) { return problem }
                continue
            }
            var total = 1
            for child in top.children {
                total += counts[child]
                if total > maximumValues { break }
            }
            guard total <= maximumValues else {
                return "it refers to its objects so many times that it decodes into more than \(maximumValues) values"
            }
            counts[top.object] = total
            onPath[top.object] = false
            stack.removeLast()
        }
        return nil
    }

    /// Whether this check can read the file's object table. One it cannot read is malformed and
    /// is not handed to Foundation's decoder, which reads more leniently and crashed on a set it
    /// found in such a file (the plist fuzz target).
    static func isReadable(_ bytes: [UInt8]) -> Bool {
        ObjectTable(bytes).map { $0.topObject < $0.objectCount } ?? false
    }

    /// The trailer, the offset table and the references of each array, set and dictionary.
    private struct ObjectTable {
        let bytes: [UInt8]
        let objectCount: Int
        let topObject: Int
        private let offsetSize: Int
        private let referenceSize: Int
        private let tableOffset: Int

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
            self.bytes = bytes
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                  let count = Self.integer(bytes, at: trailer + 8, size: 8),
                  let top = Self.integer(bytes, at: trailer + 16, size: 8),
                  let table = Self.integer(bytes, at: trailer + 24, size: 8),
                  count > 0, count <= bytes.count, table <= trailer, count <= (trailer - table) / offsetSize else { return nil }
            objectCount = count
            topObject = top
            tableOffset = table
        }

        /// A big-endian unsigned integer of `size` bytes, or `nil` past the end or past `Int`.
        static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        /// Whether `object` is a set (marker `0xCn`).
        func isSet(_ object: Int) -> Bool {
            markerOffset(of: object).map { bytes[$0] >> 4 == 0xC } ?? false
        }

        /// Where `object`'s marker byte is, or `nil` when its offset cannot be read.
        private func markerOffset(of object: Int) -> Int? {
            guard let offset = Self.integer(bytes, at: tableOffset + object * offsetSize, size: offsetSize),
                  offset < bytes.count else { return nil }
            return offset
        }

        /// The objects an array, set or dictionary refers to (a dictionary's keys and values),
        /// `nil` for any other object or one that cannot be read.
        func children(of object: Int) -> [Int]? {
            guard let offset = markerOffset(of: object) else { return nil }
            let marker = bytes[offset]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xB || kind == 0xC || kind == 0xD else { return nil }
            var count = Int(marker & 0x0F)
            var start = offset + 1
            if count == 0x0F {
                guard start < bytes.count, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard let length = Self.integer(bytes, at: start + 1, size: size) else { return nil }
                count = length
                start += 1 + size
            }
            guard count <= bytes.count else { return nil }
            let references = kind == 0xD ? count * 2 : count
            guard start <= bytes.count, references <= (bytes.count - start) / referenceSize else { return nil }
            return (0..<references).compactMap { Self.integer(bytes, at: start + $0 * referenceSize, size: referenceSize) }
        }
    }
}
