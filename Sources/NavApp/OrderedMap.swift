/// A string-keyed map that remembers the order its keys were written in.
///
/// The route file's objects (`screens`, `state`, `defaults`, `where`, …) are
/// shown to users in file order, and equality is order-sensitive so a test
/// can state the whole expected file. The app model keeps a route's `where` and
/// `defaults` in one, so messages about them follow the file.
///
/// `Value` has no constraint of its own (equality and sendability are conditional), so that
/// making the type for a value needs no conformance looked up at run time: each such lookup
/// scans every conformance of the statically linked binary on its first use, at start-up.
public struct OrderedMap<Value>: Sequence, ExpressibleByDictionaryLiteral {
    /// The keys in order.
    public private(set) var keys: [String]
    private var valuesByKey: [String: Value]

    /// An empty map.
    public init() {
        keys = []
        valuesByKey = [:]
    }

    /// A map of the pairs in order; a repeated key keeps its first place and its last value.
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init()
        for (key, value) in elements {
            self[key] = value
        }
    }

    /// The value for `key`; assigning appends a new key at the end, or replaces
    /// the value of an existing key in place; assigning `nil` removes the key.
    public subscript(key: String) -> Value? {
        get { valuesByKey[key] }
        set {
            switch (valuesByKey[key], newValue) {
            case (nil, let value?):
                keys.append(key)
                valuesByKey[key] = value
            case (_?, let value?):
                valuesByKey[key] = value
            case (_?, nil):
                keys.removeAll { $0 == key }
                valuesByKey[key] = nil
            case (nil, nil):
                break
            }
        }
    }

    /// The number of keys.
    public var count: Int { keys.count }
    /// Whether the map has no keys.
    public var isEmpty: Bool { keys.isEmpty }
    /// The values in key order.
    public var values: [Value] { keys.compactMap { valuesByKey[$0] } }

    /// The key–value pairs in order.
    public func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> {
        keys.compactMap { key in valuesByKey[key].map { (key: key, value: $0) } }.makeIterator()
    }

    /// The pairs as a dictionary (the route table's input), which has no order.
    public var dictionary: [String: Value] { valuesByKey }

    /// The pairs of `dictionary`: keys `order` lists first, in its order, then the others sorted,
    /// so a map made from a dictionary is the same in every process.
    public init(_ dictionary: [String: Value], keepingOrderOf order: [String] = []) {
        self.init()
        for key in order where dictionary[key] != nil { self[key] = dictionary[key] }
        for key in dictionary.keys.sorted() where valuesByKey[key] == nil { self[key] = dictionary[key] }
    }
}

extension OrderedMap: Equatable where Value: Equatable {}
extension OrderedMap: Sendable where Value: Sendable {}
