/// Something wrong with a JSON text, at a byte offset of it.
public struct JSONIssue: Hashable, Sendable {
    /// Where in the bytes the problem is.
    public let offset: Int
    /// What is wrong and what was expected, in one line, never echoing unsafe characters.
    public let message: String
    /// What kind of problem it is.
    public var kind: Kind = .grammar

    public enum Kind: Sendable {
        /// The grammar broke: reading stopped here.
        case grammar
        /// An object's key holds bytes that are not UTF-8, a lone surrogate, a bad escape or a raw control.
        case flawedKey
        /// A string value holds such a thing (`JSONDocument.isFlawed`); the rest of the document is readable.
        case flawedString
        /// A key repeats an earlier key of its object; every value is readable.
        case repeatedKey
    }
}

/// What reading a JSON text gives: the document when its grammar holds, and every issue found on the way.
public struct JSONReadResult: Sendable {
    /// The document, or nil when the text broke the grammar (the last issue says where).
    public let document: JSONDocument?
    /// The issues in the order of the text: problems inside strings and repeated keys, which do not stop
    /// reading, then at most one grammar error, which does.
    public let issues: [JSONIssue]
    /// Issues found beyond `JSONReader.issueLimit`, counted but not kept.
    public let omittedIssues: Int
    /// Where each line starts, as far as the reader went: offset 0 first, then the offset after each line feed.
    public let lineStarts: [Int32]
    /// The text that was read.
    public let bytes: [UInt8]

    /// Turns offsets into lines and columns.
    public var locator: SourceLocator { SourceLocator(lineStarts: lineStarts, bytes: bytes) }
}
