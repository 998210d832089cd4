import PappersJSON

/// Turns the bytes of a pack file into a `WordPack`, or into every problem the file has.
///
/// The file is read once by `JSONReader`; then the header and each word are checked against the format
/// (`docs/wordpacks.md`). A pack with any problem is refused whole: a pack is either fully valid or not loaded.
public enum PackDecoder {
    /// Decodes and validates one pack file. `source` names the file in problems and travels with the pack.
    public static func decode(_ bytes: [UInt8], source: PackSource) -> Result<WordPack, PackProblems> {
        decodeCounting(bytes, source: source).result
    }

    /// As `decode`, with what the decoding cost.
    static func decodeCounting(_ bytes: [UInt8], source: PackSource)
        -> (result: Result<WordPack, PackProblems>, cost: DecodingCost)
    {
        let read = JSONReader.read(bytes, depthLimit: PackFormat.maxDepth)
        var decoding = PackDecoding(read: read)
        let pack = read.document.flatMap { decoding.decodePack(in: $0, source: source) }
        if let pack, decoding.collector.isEmpty { return (.success(pack), decoding.cost) }
        let problems = decoding.collector.resolve(file: source.displayPath, locator: &decoding.locator)
        return (.failure(problems), decoding.cost)
    }

    /// Decodes a pack given as text (the built-in packs are).
    public static func decode(text: String, source: PackSource) -> Result<WordPack, PackProblems> {
        decode(Array(text.utf8), source: source)
    }
}

/// The state of decoding one pack: the problems so far and the means to locate them.
struct PackDecoding {
    var collector = ProblemCollector()
    var locator: SourceLocator
    /// The hints read so far, checked against their words once the pack's language is known.
    var hintsToCheck: [HintToCheck] = []
    /// The valid tag lists seen so far, reused by the words that repeat them.
    var knownTagLists = KnownTagLists()
    /// The slots of the repeated-words table looked at (`FirstWords.probes`).
    var repeatProbes = 0

    var cost: DecodingCost {
        DecodingCost(locating: locator.steps, repeatProbes: repeatProbes, messagesBuilt: collector.messagesBuilt)
    }

    init(read: JSONReadResult) {
        locator = read.locator
        for issue in read.issues { collector.add(at: issue.offset, issue.message) }
        collector.omit(read.omittedIssues)
    }

    mutating func decodePack(in document: JSONDocument, source: PackSource) -> WordPack? {
        let root = document.root
        guard document.kind(of: root) == .object else {
            problem(at: root, in: document,
                    "expected a pack: an object {…} with a header and \"words\", found \(document.found(root))")
            return nil
        }
        var header = HeaderFields()
        var present = Set<HeaderField>()
        var words: [PackWord]?
        document.forEachMember(of: root) { key, value in
            if document.isDuplicateKey(key) { return }
            guard let field = HeaderField.allCases.first(where: { document.string(key, is: $0.name) }) else {
                unknownField(key, in: document, context: "", expected: HeaderField.allCases.map(\.rawValue))
                return
            }
            present.insert(field)
            if field == .words {
                words = decodeWords(value, in: document)
            } else {
                decodeHeaderField(field, value, in: document, into: &header)
            }
        }
        for (hint, message) in zip(hintsToCheck, HintCheck.problems(of: hintsToCheck, language: header.language)) {
            if let message {
                problem(at: hint.value, in: document,
                        "\(Self.context(hint.number))\"hint\": \(message); expected a hint that does not give the word away")
            }
        }
        for field in HeaderField.allCases where field.isRequired && !present.contains(field) {
            problem(at: root, in: document, "missing field \"\(field.rawValue)\" (\(field.explanation))")
        }
        guard collector.isEmpty, let format = header.format, let id = header.id, let name = header.name,
              let language = header.language, let version = header.version, let words else { return nil }
        let packHeader = PackHeader(
            format: format, id: id, name: name, language: language, description: header.description,
            version: version, author: header.author, license: header.license,
            selectedByDefault: header.selectedByDefault ?? true)
        return WordPack(header: packHeader, words: words, source: source, idPosition: header.idPosition ?? .start)
    }

    // MARK: Reporting

    mutating func problem(at value: JSONValue, in document: JSONDocument, _ message: @autoclosure () -> String) {
        collector.add(at: document.offset(of: value), message())
    }

    /// Reports a key that the format does not know, suggesting the nearest known one.
    mutating func unknownField(_ key: JSONValue, in document: JSONDocument, context: String, expected: [String]) {
        collector.add(at: document.offset(of: key), {
            let name = document.string(key) ?? ""
            var message = "\(context)unknown field \(MessageText.quoted(name)); expected "
                + FieldNames.list(expected)
            if let suggestion = FieldNames.suggestion(for: name, among: expected) {
                message += " (did you mean \"\(suggestion)\"?)"
            }
            return message
        }())
    }
}

/// The fields of a pack's header, in the order the documentation lists them.
enum HeaderField: String, CaseIterable, Hashable {
    case format, id, name, language, description, version, author, license, selectedByDefault, words

    var name: StaticString {
        switch self {
        case .format: "format"
        case .id: "id"
        case .name: "name"
        case .language: "language"
        case .description: "description"
        case .version: "version"
        case .author: "author"
        case .license: "license"
        case .selectedByDefault: "selectedByDefault"
        case .words: "words"
        }
    }

    var isRequired: Bool {
        switch self {
        case .description, .author, .license, .selectedByDefault: false
        default: true
        }
    }

    /// What a missing field should hold, for the message that asks for it.
    var explanation: String {
        switch self {
        case .format: "the format version, 1"
        case .id: "a unique id such as \"en-animals\""
        case .name: "the name players see"
        case .language: "the ISO 639-1 code of the words, such as \"en\""
        case .version: "the pack's version, such as \"1.0.0\""
        case .words: "the list of words"
        case .description, .author, .license, .selectedByDefault: "optional"
        }
    }
}

/// The header's values as they are decoded; nil until a valid one is seen.
struct HeaderFields {
    var format: Int?
    var id: String?
    var idPosition: SourcePosition?
    var name: String?
    var language: String?
    var description: String?
    var version: String?
    var author: String?
    var license: String?
    var selectedByDefault: Bool?
}

/// Listing field names in messages and guessing which one a misspelt name meant.
enum FieldNames {
    /// "a, b or c".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The known name closest to `name`: the same but for case and separators, one it starts, or one at most
    /// two edits away.
    static func suggestion(for name: String, among known: [String]) -> String? {
        guard !name.isEmpty, name.unicodeScalars.count <= 40 else { return nil }
        let simplified = simplify(name)
        if let match = known.first(where: { simplify($0) == simplified }) { return match }
        guard simplified.count >= 3 else { return nil }
        if let match = known.first(where: { simplify($0).hasPrefix(simplified) }) { return match }
        let candidates = known.map { ($0, distance(Array(simplified), Array(simplify($0)))) }
        guard let best = candidates.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    private static func simplify(_ name: String) -> String {
        String(name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    /// Levenshtein distance.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, right) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension JSONDocument {
    /// How a message names a value that was not what was expected: `a string "dog"`, `the number 4`, `an array`.
    func found(_ value: JSONValue) -> String {
        switch kind(of: value) {
        case .string:
            guard !isFlawed(value), let text = string(value) else { return "a string" }
            return "a string \(MessageText.quoted(text, limit: 30))"
        case .number: return "the number \(numberText(value) ?? "")"
        case let kind: return kind.described
        }
    }
}
