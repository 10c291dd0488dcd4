/// The literal edges of the navsim trie: one open-addressing hash table keyed by (parent node,
/// UTF-8 bytes of the literal). A lookup hashes a URL component once (`hash(_:)`), mixes in the
/// node, and compares bytes: no `String` is built, hashed or compared on the way down.
///
/// Keys are stored exactly as their bytes; two keys that differ in bytes but are equal as
/// `String`s (canonical equivalence, such as U+212A KELVIN SIGN and `K`) are the trie
/// builder's concern, which merges them before they get here.
struct LiteralTable: Sendable {
    /// One edge: the literal `bytes[keyStart..<keyStart+keyLength]` leads from `node` to `child`.
    struct Entry: Sendable {
        var node: Int32
        var child: Int32
        var keyStart: Int32
        var keyLength: Int32
    }

    private(set) var entries: [Entry] = []
    /// Every key's bytes, back to back.
    private(set) var bytes: [UInt8] = []
    /// Every key as a String, for comparing keys that are not ASCII as Strings.
    private(set) var keys: [String] = []
    /// One slot of the open-addressing table. The edge's child is kept in the slot, so that a
    /// walk knows its next node from the slot alone: reading the entry to confirm the key is then
    /// off the chain of dependent loads (slot, then child node) that a large table misses on.
    private struct Slot {
        /// 0: empty; else the upper half of the slot hash (a tag) and `entry index + 1`.
        var tagged: UInt64 = 0
        var child: Int32 = -1
    }
    private var slots: [Slot]
    private var mask: Int

    /// A table sized for about `expectedCount` edges without growing.
    init(expectedCount: Int) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity *= 2 }
        slots = Array(repeating: Slot(), count: capacity)
        mask = capacity - 1
        entries.reserveCapacity(expectedCount)
    }

    /// The hash of a key's bytes, independent of the node (computed at most once per URL component).
    /// Reads whole words: the last (overlapping) eight bytes, or two overlapping four-byte
    /// halves, so a short key costs a couple of loads and multiplies.
    @inline(__always)
    static func hash(_ key: UnsafeRawBufferPointer) -> UInt64 {
        let count = key.count
        var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ (UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15)
        guard let base = key.baseAddress, count > 0 else { return hash }
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                hash = (hash ^ base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                offset += 8
            }
            hash ^= base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4 {
            hash ^= UInt64(base.loadUnaligned(as: UInt32.self)) | UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        } else {
            let first = UInt64(base.load(as: UInt8.self)), middle = UInt64(base.load(fromByteOffset: count / 2, as: UInt8.self))
            hash ^= first | middle << 8 | UInt64(base.load(fromByteOffset: count - 1, as: UInt8.self)) << 16
        }
        hash = hash &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 32)
    }

    private static func slotHash(_ keyHash: UInt64, node: Int32) -> UInt64 {
        var hash = (keyHash ^ (UInt64(UInt32(bitPattern: node)) &* 0xC2B2_AE3D_27D4_EB4F)) &* 0x1656_67B1_9E37_79F9
        hash ^= hash >> 31
        return hash
    }

    /// The edge from `node` along the literal `key` (whose `hash(_:)` is `keyHash`): its entry
    /// and its child, or -1 for both.
    func edge(from node: Int32, key: UnsafeRawBufferPointer, keyHash: UInt64) -> (entry: Int32, child: Int32) {
        let hash = Self.slotHash(keyHash, node: node)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                bytes.withUnsafeBytes { stored in
                    while true {
                        let value = slots[slot]
                        if value.tagged == 0 { return (-1, -1) }
                        if value.tagged >> 32 == tag {
                            let index = Int32(truncatingIfNeeded: value.tagged & 0xFFFF_FFFF) - 1
                            let entry = entries[Int(index)]
                            if entry.node == node, Int(entry.keyLength) == key.count,
                               Self.equal(stored.baseAddress! + Int(entry.keyStart), key) {
                                return (index, value.child)
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// Byte equality of two keys of `key.count` bytes, a word at a time (the last word overlapping).
    private static func equal(_ stored: UnsafeRawPointer, _ key: UnsafeRawBufferPointer) -> Bool {
        let count = key.count
        guard let base = key.baseAddress, count > 0 else { return true }
        if count >= 8 {
            var offset = 0
            while offset + 8 < count {
                if stored.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    return false
                }
                offset += 8
            }
            return stored.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) == base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        }
        if count >= 4 {
            return stored.loadUnaligned(as: UInt32.self) == base.loadUnaligned(as: UInt32.self)
                && stored.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self) == base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
        }
        for offset in 0..<count where stored.load(fromByteOffset: offset, as: UInt8.self) != base.load(fromByteOffset: offset, as: UInt8.self) {
            return false
        }
        return true
    }

    /// Adds the edge `node --key--> child`; the caller has checked that it is new. Returns the entry index.
    @discardableResult
    mutating func insert(node: Int32, key: String, child: Int32) -> Int32 {
        if (entries.count + 1) * 2 > slots.count { grow() }
        let start = Int32(bytes.count)
        bytes.append(contentsOf: key.utf8)
        keys.append(key)
        entries.append(Entry(node: node, child: child, keyStart: start, keyLength: Int32(bytes.count) - start))
        let index = entries.count - 1
        place(index)
        return Int32(index)
    }


    private mutating func place(_ index: Int) {
        let entry = entries[index]
        let keyHash = bytes.withUnsafeBytes { Self.hash(UnsafeRawBufferPointer(rebasing: $0[Int(entry.keyStart)..<Int(entry.keyStart + entry.keyLength)])) }
        let hash = Self.slotHash(keyHash, node: entry.node)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].tagged != 0 { slot = (slot + 1) & mask }
        slots[slot] = Slot(tagged: (hash >> 32) << 32 | UInt64(index + 1), child: entry.child)
    }

    private mutating func grow() {
        slots = Array(repeating: Slot(), count: slots.count * 2)
        mask = slots.count - 1
        for index in entries.indices { place(index) }
    }
}
