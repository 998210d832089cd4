import PappersJSON
import PappersText

/// A plain list of words, as people keep them: one word (or short phrase) per line, read for `pappers packs new`.
///
/// - Empty lines, and lines of only spaces and tabs, are skipped.
/// - A line whose first character (after spaces) is `#` is a comment. Comments are whole lines only: a `#`
///   after a word is part of the word (`C#`), since a word may hold one.
/// - `word | level` gives the word a level, 1, 2 or 3 (spaces around `|` do not matter). Without it the word
///   has no level of its own (medium, as in any pack). A line holds at most one `|`.
/// - Every word follows the rules of every pack word (`WordText.problem`): not empty, no character that could
///   act on a terminal, at most 60 columns and 60 characters. Spaces and tabs at its ends are trimmed.
/// - Words that are the same after normalisation (`WordKey.strict`: case, spacing, accent encoding) are folded
///   into the first, with a warning; the first one's level stays.
/// - The text is UTF-8; a byte order mark at its start is skipped; a line may end in CR LF.
///
/// Every refused line is a `PackProblem` at its line and column (counted in code points, as for packs).
public struct WordList: Sendable {
    /// One word of the list, where it was written.
    public struct Entry: Hashable, Sendable {
        /// The word as players will read it, spaces at its ends trimmed.
        public let text: String
        /// `WordKey.strict` of the text.
        public let key: String
        /// The level given after `|`, or nil.
        public let level: WordLevel?
        /// Where the word starts.
        public let position: SourcePosition
    }

    /// The words, each once, in the order of the list.
    public let entries: [Entry]
    /// A warning for each word that repeated an earlier one and was folded into it.
    public let folded: [PackProblem]

    /// Reads the bytes of a list. `file` names it in problems (`<stdin>` for standard input, say). Fails with
    /// every refused line (the first `PackFormat.maxListedProblems`, then a count) when any line is refused or
    /// when no word is left.
    public static func read(_ bytes: [UInt8], file: String) -> Result<WordList, PackProblems> {
        var reading = Reading(file: file)
        reading.read(bytes)
        return reading.result()
    }

    public static func read(text: String, file: String) -> Result<WordList, PackProblems> {
        read(Array(text.utf8), file: file)
    }
}

/// The state of reading one list.
private struct Reading {
    let file: String
    var entries: [WordList.Entry] = []
    var firstByKey: [String: Int] = [:]
    var folded: [PackProblem] = []
    var problems: [PackProblem] = []
    var omitted = 0

    init(file: String) { self.file = file }

    mutating func refuse(_ line: Int, _ column: Int, _ message: @autoclosure () -> String) {
        guard problems.count < PackFormat.maxListedProblems else {
            omitted += 1
            return
        }
        problems.append(PackProblem(file: file, position: SourcePosition(line: line, column: column), message: message()))
    }

    func result() -> Result<WordList, PackProblems> {
        var problems = problems
        var omitted = omitted
        if problems.isEmpty && omitted == 0 {
            if entries.isEmpty {
                problems.append(PackProblem(
                    file: file, position: .start,
                    message: "no words; expected one word per line (lines starting with # are comments)"))
            } else if entries.count > PackFormat.maxWords {
                problems.append(PackProblem(
                    file: file, position: .start,
                    message: "\(entries.count) words; expected at most \(PackFormat.maxWords)"))
                omitted = 0
            }
        }
        if !problems.isEmpty { return .failure(PackProblems(file: file, listed: problems, omitted: omitted)) }
        return .success(WordList(entries: entries, folded: folded))
    }

    mutating func read(_ bytes: [UInt8]) {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            refuse(1, 1, "the file is UTF-16 text; expected UTF-8")
            return
        }
        var lineNumber = 1
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            readLine(bytes[start..<lineEnd], number: lineNumber)
            start = end + 1
            lineNumber += 1
        }
    }

    /// One line: skipped, a comment, a word, or a refused line.
    mutating func readLine(_ bytes: ArraySlice<UInt8>, number: Int) {
        if let bad = Self.firstInvalidByte(bytes) {
            let column = Self.scalarCount(bytes[bytes.startIndex..<bad]) + 1
            refuse(number, column, "byte 0x\(MessageText.hex(bytes[bad])) is not UTF-8; expected UTF-8 text (was the file saved in another encoding?)")
            return
        }
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        guard let first = scalars.firstIndex(where: { !Self.isBlank($0) }) else { return }
        if scalars[first] == "#" { return }
        let bars = scalars.indices.filter { scalars[$0] == "|" }
        if bars.count > 1 {
            refuse(number, bars[1] + 1, "a second '|'; expected one word and its level, such as \"dog | 1\"")
            return
        }
        let wordEnd = bars.first ?? scalars.count
        guard let word = word(scalars, in: 0..<wordEnd, line: number) else { return }
        var level: WordLevel?
        if let bar = bars.first {
            guard let given = self.level(scalars, after: bar, line: number) else { return }
            level = given
        }
        let key = WordKey.strict(word.text)
        if let earlier = firstByKey[key] {
            let kept = entries[earlier]
            folded.append(PackProblem(
                file: file, position: word.position,
                message: "\(MessageText.quoted(word.text)) repeats \(MessageText.quoted(kept.text)) "
                    + "(line \(kept.position.line)); kept once", kind: .warning))
            return
        }
        firstByKey[key] = entries.count
        entries.append(WordList.Entry(text: word.text, key: key, level: level, position: word.position))
    }

    /// The trimmed word in `range` of the line, or nil with the problem reported.
    mutating func word(_ scalars: [Unicode.Scalar], in range: Range<Int>, line: Int)
        -> (text: String, position: SourcePosition)?
    {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, Self.isBlank(scalars[lower]) { lower += 1 }
        while upper > lower, Self.isBlank(scalars[upper - 1]) { upper -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<upper])
        let text = String(view)
        if lower == upper {
            refuse(line, 1, "nothing before '|'; expected a word and its level, such as \"dog | 1\"")
            return nil
        }
        if let problem = WordText.problem(in: text) {
            var column = lower + 1
            if case .unsafe(let unsafe) = problem, let scalar = Self.scalar(of: unsafe),
               let at = scalars[lower..<upper].firstIndex(of: scalar) {
                column = at + 1
            }
            refuse(line, column, "word \(MessageText.quoted(text)) \(problem)")
            return nil
        }
        return (WordText.trimmed(text), SourcePosition(line: line, column: lower + 1))
    }

    /// The level after the `|` at `bar`, or nil with the problem reported.
    mutating func level(_ scalars: [Unicode.Scalar], after bar: Int, line: Int) -> WordLevel? {
        var lower = bar + 1, upper = scalars.count
        while lower < upper, Self.isBlank(scalars[lower]) { lower += 1 }
        while upper > lower, Self.isBlank(scalars[upper - 1]) { upper -= 1 }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[lower..<upper])
        let text = String(view)
        if let number = Int(text), let level = WordLevel(rawValue: number) { return level }
        var message = "expected a level 1, 2 or 3 after '|', found "
            + (text.isEmpty ? "nothing" : MessageText.quoted(text))
        if let named = WordLevel.allCases.first(where: { "\($0)" == text.lowercased() }) {
            message += " (write \(named.rawValue))"
        }
        refuse(line, text.isEmpty ? bar + 2 : lower + 1, message)
        return nil
    }

    /// Spaces and tabs, trimmed around words and levels.
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// The scalar an unsafe-text problem is about.
    static func scalar(of problem: UnsafeText.Problem) -> Unicode.Scalar? {
        switch problem {
        case .escape: "\u{1B}"
        case .controlCharacter(let s), .bidirectionalControl(let s), .invisibleCharacter(let s), .lineBreak(let s),
             .privateUse(let s), .unassigned(let s), .combiningMarkWithoutBase(let s): s
        }
    }

    /// The index of the first byte that does not start a well-formed UTF-8 sequence, or nil.
    static func firstInvalidByte(_ bytes: ArraySlice<UInt8>) -> Int? {
        let array = Array(bytes)
        return array.withUnsafeBufferPointer { buffer -> Int? in
            var index = 0
            while index < buffer.count {
                if buffer[index] < 0x80 {
                    index += 1
                    continue
                }
                let length = UTF8Sequence.length(in: buffer, at: index)
                if length == 0 { return bytes.startIndex + index }
                index += length
            }
            return nil
        }
    }

    /// Code points in well-formed UTF-8 bytes: the bytes that do not continue a sequence.
    static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
