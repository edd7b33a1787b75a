/// A hash map from 32-bit colour keys to integers (open addressing, linear probing), much faster than a
/// `Dictionary` in the per-pixel loops of the GIF encoder. Keys must not be `UInt32.max` (the empty marker).
struct ColorTable: Sendable {
    private var keys: [UInt32]
    private var values: [Int]
    private(set) var count = 0
    private var mask: Int

    static let empty = UInt32.max

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = Array(repeating: ColorTable.empty, count: size)
        values = Array(repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always)
    private func slot(of key: UInt32) -> Int {
        // Fibonacci hashing spreads the RGB bits over the table.
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The value stored for `key`, or nil.
    @inline(__always)
    func value(for key: UInt32) -> Int? {
        var i = slot(of: key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == ColorTable.empty { return nil }
            i = (i + 1) & mask
        }
    }

    /// Adds `amount` to the value of `key` (inserting it at 0 first).
    @inline(__always)
    mutating func add(_ amount: Int, to key: UInt32) {
        var i = slot(of: key)
        while true {
            let k = keys[i]
            if k == key { values[i] += amount; return }
            if k == ColorTable.empty { break }
            i = (i + 1) & mask
        }
        keys[i] = key
        values[i] = amount
        count += 1
        if count * 2 > keys.count { grow() }
    }

    /// Sets the value of `key`.
    mutating func set(_ value: Int, for key: UInt32) {
        add(value - (self.value(for: key) ?? 0), to: key)
    }

    private mutating func grow() {
        let old = (keys, values)
        keys = Array(repeating: ColorTable.empty, count: old.0.count * 2)
        values = Array(repeating: 0, count: old.0.count * 2)
        mask = keys.count - 1
        count = 0
        for (k, v) in zip(old.0, old.1) where k != ColorTable.empty { add(v, to: k) }
    }

    /// Every (key, value), sorted by key: the same order whatever the insertion order.
    var sortedEntries: [(key: UInt32, value: Int)] {
        zip(keys, values).filter { $0.0 != ColorTable.empty }.map { (key: $0.0, value: $0.1) }.sorted { $0.key < $1.key }
    }
}
