import PappersJSON

/// The valid tag lists decoded so far, by their source bytes: a pack repeats a few lists thousands of times
/// (`["animals"]`), and the same bytes always decode to the same valid list, so each repeat reuses the first's
/// array instead of building and checking it again. Lists with a problem are never kept: each copy reports its
/// own.
struct KnownTagLists {
    private struct Entry {
        let bytes: Range<Int>
        let tags: [String]
    }

    /// By an FNV-1a hash of the bytes; a hit is confirmed byte by byte.
    private var entries: [UInt64: Entry] = [:]
    /// Keeps memory bounded in a pack where every list differs.
    private static let limit = 512

    /// The source bytes of a non-empty array of strings: from its `[` to the closing quote of its last element,
    /// which decides all of it but the spaces before `]`. Nil when the array holds anything else last.
    static func span(of array: JSONValue, in document: JSONDocument) -> Range<Int>? {
        var last: JSONValue?
        document.forEachElement(of: array) { _, element in last = element }
        guard let last, let end = document.byteRange(of: last)?.upperBound,
              document.kind(of: last) == .string else { return nil }
        return document.offset(of: array)..<end
    }

    /// The list decoded from the same bytes as `span` before, if it was valid.
    func tags(_ span: Range<Int>, in document: JSONDocument) -> [String]? {
        guard let entry = entries[Self.hash(span, in: document)], entry.bytes.count == span.count else { return nil }
        let same = document.bytes.withUnsafeBufferPointer { bytes in
            bytes[entry.bytes].elementsEqual(bytes[span])
        }
        return same ? entry.tags : nil
    }

    /// Remembers a valid list.
    mutating func add(_ tags: [String], span: Range<Int>, in document: JSONDocument) {
        guard entries.count < Self.limit else { return }
        let hash = Self.hash(span, in: document)
        if entries[hash] == nil { entries[hash] = Entry(bytes: span, tags: tags) }
    }

    private static func hash(_ span: Range<Int>, in document: JSONDocument) -> UInt64 {
        document.bytes.withUnsafeBufferPointer { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for index in span { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01B3 }
            return hash
        }
    }
}
