import PappersJSON

/// A language's table of words that give each other away though no rule of form links them: synonyms,
/// translations, a character and its animal. It lives in `wordpacks/related/<language>.txt`, one set per line:
///
/// ```text
/// # a comment
/// natació = nedar = nedador
/// Batman = ratpenat
/// ```
///
/// UTF-8; `#` starts a comment, to the end of the line; blank lines are skipped; the members of a set are
/// separated by ` = ` (space, equals, space). Members are folded as card texts are (`WordFold`: case, accents,
/// articles and a plural "s" do not matter). Two cards give each other away when one holds a member as whole
/// words and the other holds another member of the same set.
public struct RelatedTable: Hashable, Sendable {
    /// A member of a set: a word or phrase.
    public struct Member: Hashable, Sendable {
        /// As the table writes it.
        public let written: String
        /// Folded.
        public let words: [String]
    }

    /// The sets, each with its members.
    public let sets: [[Member]]
    /// The lines that could not be read, as `LINE: message`.
    public let problems: [String]

    /// No sets.
    public static let empty = RelatedTable(sets: [], problems: [])

    private init(sets: [[Member]], problems: [String]) {
        self.sets = sets
        self.problems = problems
    }

    /// Reads a table of `language` from its text. A set with fewer than two members, or a member that folds to
    /// nothing (only an article, say), is left out and named in `problems`.
    public init(text: String, language: String?) {
        var sets: [[Member]] = []
        var problems: [String] = []
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = rawLine.prefix { $0 != "#" }
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let members = line.split(separator: " = ", omittingEmptySubsequences: false).map { written in
                Member(written: written.trimmingCharacters(), words: WordFold.words(of: String(written), language: language))
            }
            if let empty = members.first(where: \.words.isEmpty) {
                let member = empty.written
                problems.append("\(index + 1): " + (member.isEmpty ? "an empty member" : "\(MessageText.quoted(member)) folds to nothing")
                    + "; expected words separated by \" = \"")
            } else if members.count < 2 {
                problems.append("\(index + 1): one member only; expected two or more separated by \" = \"")
            } else {
                sets.append(members)
            }
        }
        self.sets = sets
        self.problems = problems
    }
}

private extension Substring {
    func trimmingCharacters() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
