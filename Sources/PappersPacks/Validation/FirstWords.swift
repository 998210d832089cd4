import PappersJSON

/// The first word of each duplicate key, for finding words that repeat: an open-addressing table of the keys'
/// hashes, eight bytes a slot, so that 100,000 words cost one probe of a compact array each rather than a
/// `Dictionary` of strings (a third of the memory, and fewer cache misses).
///
/// Keys are compared as `String`s, with the standard library's hash, so two keys are the same exactly when
/// `==` says so (canonical equivalence), as with a `Dictionary`.
struct FirstWords {
    /// 0 for an empty slot; else the high half of the key's hash and, in the low half, its entry plus one.
    private var slots: [UInt64]
    private let mask: Int
    private var keys: [String] = []
    private var values: [JSONValue] = []
    /// The slots looked at so far: about one an insertion while the table is at most half full.
    private(set) var probes = 0

    /// A table for at most `capacity` keys (kept at most half full).
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// Records `value` as the first word of `key`, or returns the value of the earlier word with that key.
    mutating func insert(_ key: String, value: JSONValue) -> JSONValue? {
        let hash = UInt64(UInt(bitPattern: key.hashValue))
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            probes += 1
            let entry = slots[slot]
            if entry == 0 {
                keys.append(key)
                values.append(value)
                slots[slot] = tag << 32 | UInt64(keys.count)
                return nil
            }
            if entry >> 32 == tag {
                let index = Int(entry & 0xFFFF_FFFF) - 1
                if keys[index] == key { return values[index] }
            }
            slot = (slot + 1) & mask
        }
    }
}
