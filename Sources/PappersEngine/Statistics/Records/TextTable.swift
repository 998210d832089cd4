/// Texts (names, words, pack ids) numbered in the order they first came, so that counting a hundred thousand
/// games compares numbers, not strings. Two texts are the same entry only when their UTF-8 bytes are equal:
/// the records decide themselves which spellings count as one player or one word.
public struct TextTable: Sendable {
    /// The texts, by number.
    public private(set) var texts: [String]
    /// Each text's number; built on the first `number(_:)`, as readers that only look texts up never need it.
    private var numbers: [[UInt8]: Int]?

    public init(_ texts: [String] = []) {
        self.texts = texts
    }

    /// How many texts the table holds.
    public var count: Int { texts.count }

    public subscript(number: Int) -> String { texts[number] }

    /// The number of `text`, given the next one when it is new.
    public mutating func number(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        if numbers == nil {
            numbers = Dictionary(texts.enumerated().map { (Array($1.utf8), $0) }, uniquingKeysWith: { first, _ in first })
        }
        if let number = numbers?[bytes] { return number }
        numbers?[bytes] = texts.count
        texts.append(text)
        return texts.count - 1
    }
}
