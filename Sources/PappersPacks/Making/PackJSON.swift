import PappersJSON

/// Writes a pack as format-1 JSON: the header's fields and each word's in the order `docs/wordpacks.md` lists
/// them, two-space indentation, one word per line, a final line break. Fields holding their default
/// (level 2, family-friendly, no tags, no hint, no group) are left out. The same pack always gives the same bytes, and
/// reading them back (`PackDecoder`) gives the same header and words.
public enum PackJSON {
    public static func text(of header: PackHeader, words: [PackWord]) -> String {
        var fields: [(key: String, value: JSON)] = [
            ("format", .number(header.format)),
            ("id", .string(header.id)),
            ("name", .string(header.name)),
            ("language", .string(header.language)),
        ]
        if let description = header.description { fields.append(("description", .string(description))) }
        fields.append(("version", .string(header.version)))
        if let author = header.author { fields.append(("author", .string(author))) }
        if let license = header.license { fields.append(("license", .string(license))) }
        if !header.selectedByDefault { fields.append(("selectedByDefault", .bool(false))) }
        fields.append(("words", .array(words.map(json(of:)))))
        return JSON.object(fields).text(layout: layout) + "\n"
    }

    /// `{ "text": "dog", "level": 1 }`.
    static func json(of word: PackWord) -> JSON {
        var fields: [(key: String, value: JSON)] = [("text", .string(word.text))]
        if word.level != .medium { fields.append(("level", .number(word.level.rawValue))) }
        if !word.isFamilyFriendly { fields.append(("familyFriendly", .bool(false))) }
        if !word.tags.isEmpty { fields.append(("tags", .array(word.tags.map(JSON.string)))) }
        if let hint = word.hint { fields.append(("hint", .string(hint))) }
        if let group = word.group { fields.append(("group", .string(group))) }
        return .object(fields)
    }

    /// The header's fields one per line, the words one per line, each word on one padded line.
    static func layout(_ path: [String], _ value: JSON) -> JSONLayout {
        path == ["words", "[]"] ? .paddedLine : .lines
    }
}
