/// The root of a folded word: its first 5 letters, for a word of 5 letters or more. Two words that share a root
/// give each other away ("escalivat" and "escalivada", "futbolista" and "futbol"): the hint checker refuses a
/// hint holding the root of its card's word (`HintCheck`), and `GiveAwayFinder` reports two cards that share
/// one.
enum WordRoot {
    /// How many letters a root has; shorter words have none.
    static let letters = 5

    /// The range of the root of a folded word (UTF-8, one word): its first 5 letters, or nil when it has fewer.
    static func range(in word: ArraySlice<UInt8>) -> Range<Int>? {
        var count = 0
        for index in word.indices where word[index] & 0xC0 != 0x80 {
            if count == letters { return word.startIndex..<index }
            count += 1
        }
        return count == letters ? word.startIndex..<word.endIndex : nil
    }

    /// The root of a folded word, or nil when it has fewer than 5 letters.
    static func of(_ word: String) -> String? {
        let bytes = Array(word.utf8)
        return range(in: bytes[...]).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// Whether `word` (folded, UTF-8) starts with `root`, as a word holding that root does.
    static func starts(_ word: ArraySlice<UInt8>, with root: ArraySlice<UInt8>) -> Bool {
        word.count >= root.count && word.starts(with: root)
    }
}
