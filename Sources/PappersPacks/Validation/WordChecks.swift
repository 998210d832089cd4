import PappersJSON
import PappersText

/// The fields of one word.
enum WordField: String, CaseIterable {
    case text, level, familyFriendly, tags, hint, group

    static let names = allCases.map(\.rawValue)

    /// The field a key names, comparing bytes without decoding the key.
    static func named(_ key: JSONValue, in document: JSONDocument) -> WordField? {
        if document.string(key, is: "text") { return .text }
        if document.string(key, is: "level") { return .level }
        if document.string(key, is: "familyFriendly") { return .familyFriendly }
        if document.string(key, is: "tags") { return .tags }
        if document.string(key, is: "hint") { return .hint }
        if document.string(key, is: "group") { return .group }
        return nil
    }
}

extension PackDecoding {
    /// "word 12: ", the start of every message about one word.
    static func context(_ number: Int) -> String { "word \(number): " }

    /// Checks the `words` array and every word in it; nil when the value is not an array.
    mutating func decodeWords(_ value: JSONValue, in document: JSONDocument) -> [PackWord]? {
        guard document.kind(of: value) == .array else {
            problem(at: value, in: document, "\"words\": expected an array of words, found \(document.found(value))")
            return nil
        }
        let count = document.count(of: value)
        if count == 0 {
            problem(at: value, in: document, "\"words\": expected at least one word, found an empty array")
        } else if count > PackFormat.maxWords {
            problem(at: value, in: document, "\"words\": expected at most \(PackFormat.maxWords) words, found \(count)")
        }
        var words: [PackWord] = []
        words.reserveCapacity(count)
        /// The text value of the first word seen with each key, for finding repeats (one hash per word).
        var seen = FirstWords(capacity: count)
        document.forEachElement(of: value) { position, element in
            guard let (word, textValue, isValid) = decodeWord(element, number: position + 1, in: document) else {
                return
            }
            if let first = seen.insert(word.key, value: textValue) {
                let locator = self.locator
                problem(at: textValue, in: document, {
                    let firstText = WordText.trimmed(document.string(first) ?? "")
                    let firstLine = locator.lineNumber(of: document.offset(of: first))
                    return "word \(position + 1): \(MessageText.quoted(word.text)) duplicates "
                        + "\(MessageText.quoted(firstText)) (line \(firstLine)); expected each word once, whatever its case"
                }())
                return
            }
            if isValid { words.append(word) }
        }
        repeatProbes += seen.probes
        return words
    }

    /// Checks one word (reporting its problems): the word and whether all of it is valid, or nil when even its
    /// text is missing or unusable (then it cannot be compared with the others either).
    private mutating func decodeWord(_ value: JSONValue, number: Int, in document: JSONDocument)
        -> (word: PackWord, text: JSONValue, isValid: Bool)?
    {
        // Built only when a message needs it: most words have none.
        var context: String { Self.context(number) }
        guard document.kind(of: value) == .object else {
            problem(at: value, in: document,
                    "\(context)expected an object such as {\"text\": \"dog\"}, found \(document.found(value))")
            return nil
        }
        var text: (text: String, key: String)?
        var textValue: JSONValue?
        var level = WordLevel.medium
        var isFamilyFriendly = true
        var tags: [String] = []
        var hint: String?
        var group: String?
        var hintValue: JSONValue?
        var isValid = true
        document.forEachMember(of: value) { key, field in
            if document.isDuplicateKey(key) {
                isValid = false
                return
            }
            switch WordField.named(key, in: document) {
            case .text?:
                textValue = field
                text = wordText(field, number: number, in: document)
                if text == nil { isValid = false }
            case .level?:
                if let decoded = wordLevel(field, number: number, in: document) { level = decoded } else { isValid = false }
            case .familyFriendly?:
                switch document.kind(of: field) {
                case .true: isFamilyFriendly = true
                case .false: isFamilyFriendly = false
                default:
                    problem(at: field, in: document,
                            "\(context)\"familyFriendly\": expected true or false, found \(document.found(field))")
                    isValid = false
                }
            case .tags?:
                if let decoded = wordTags(field, number: number, in: document) { tags = decoded } else { isValid = false }
            case .hint?:
                hint = self.text(field, label: context + "\"hint\"", in: document, limit: PackFormat.maxHintCharacters)
                if hint == nil { isValid = false } else { hintValue = field }
            case .group?:
                group = wordGroup(field, number: number, in: document)
                if group == nil { isValid = false }
            case nil:
                unknownField(key, in: document, context: context, expected: WordField.names)
                isValid = false
            }
        }
        guard let textValue else {
            problem(at: value, in: document, "\(context)missing field \"text\" (the word players read)")
            return nil
        }
        guard let text else { return nil }
        let trimmedHint = hint.map(WordText.trimmed)
        if let hintValue, let trimmedHint, !trimmedHint.isEmpty {
            hintsToCheck.append(HintToCheck(number: number, text: text.text, hint: trimmedHint, value: hintValue))
        }
        let word = PackWord(
            text: text.text, key: text.key, level: level, isFamilyFriendly: isFamilyFriendly, tags: tags,
            hint: trimmedHint?.isEmpty == false ? trimmedHint : nil, group: group,
            position: locator.position(of: document.offset(of: textValue)))
        return (word, textValue, isValid)
    }

    /// The trimmed text of a word and its duplicate key, or nil with the problem reported.
    private mutating func wordText(_ value: JSONValue, number: Int, in document: JSONDocument)
        -> (text: String, key: String)?
    {
        guard document.kind(of: value) == .string else {
            problem(at: value, in: document, "\(Self.context(number))\"text\": expected a string, found \(document.found(value))")
            return nil
        }
        if document.isFlawed(value) { return nil }
        let raw = document.string(value)!
        if let facts = PlainText.facts(raw), facts.isTidy, facts.characters > 0,
           facts.characters <= min(PackFormat.maxWordColumns, PackFormat.maxWordCharacters) {
            return (raw, PlainText.key(of: raw, facts: facts))
        }
        if let problem = WordText.problem(in: raw) {
            self.problem(at: value, in: document, "\(Self.context(number))\"text\" \(problem)")
            return nil
        }
        let text = WordText.trimmed(raw)
        return (text, WordKey.strict(text))
    }

    private mutating func wordLevel(_ value: JSONValue, number: Int, in document: JSONDocument) -> WordLevel? {
        if document.kind(of: value) == .number, let whole = document.integer(value), let level = WordLevel(rawValue: whole) {
            return level
        }
        var message = "\(Self.context(number))\"level\": expected 1, 2 or 3, found \(document.found(value))"
        if let name = document.string(value)?.lowercased(), let level = WordLevel.allCases.first(where: { "\($0)" == name }) {
            message += " (write \(level.rawValue))"
        }
        problem(at: value, in: document, message)
        return nil
    }

    /// A group id, with a tag's syntax; nil with the problem reported.
    private mutating func wordGroup(_ value: JSONValue, number: Int, in document: JSONDocument) -> String? {
        guard document.kind(of: value) == .string, !document.isFlawed(value), let group = document.string(value),
              Self.isSlug(group, maxLength: PackFormat.maxTagCharacters) else {
            if !document.isFlawed(value) {
                problem(at: value, in: document,
                        "\(Self.context(number))\"group\": expected lower-case letters, digits and hyphens (at most \(PackFormat.maxTagCharacters)), such as \"frozen\", found \(document.found(value))")
            }
            return nil
        }
        return group
    }

    private mutating func wordTags(_ value: JSONValue, number: Int, in document: JSONDocument) -> [String]? {
        guard document.kind(of: value) == .array else {
            problem(at: value, in: document,
                    "\(Self.context(number))\"tags\": expected an array of tags such as [\"animals\"], found \(document.found(value))")
            return nil
        }
        let count = document.count(of: value)
        guard count <= PackFormat.maxTags else {
            problem(at: value, in: document, "\(Self.context(number))\"tags\": expected at most \(PackFormat.maxTags) tags, found \(count)")
            return nil
        }
        let span = count > 0 ? KnownTagLists.span(of: value, in: document) : nil
        if let span, let known = knownTagLists.tags(span, in: document) { return known }
        var tags: [String] = []
        tags.reserveCapacity(count)
        var isValid = true
        document.forEachElement(of: value) { position, element in
            guard document.kind(of: element) == .string, !document.isFlawed(element), let tag = document.string(element),
                  Self.isSlug(tag, maxLength: PackFormat.maxTagCharacters) else {
                if !document.isFlawed(element) {
                    problem(at: element, in: document,
                            "\(Self.context(number))tag \(position + 1): expected lower-case letters, digits and hyphens (at most \(PackFormat.maxTagCharacters)), found \(document.found(element))")
                }
                isValid = false
                return
            }
            tags.append(tag)
        }
        guard isValid else { return nil }
        if let span { knownTagLists.add(tags, span: span, in: document) }
        return tags
    }
}
