import PappersText

/// Writes a pack as format-1 JSON: the header's fields and each word's in the order `docs/wordpacks.md` lists
/// them, two-space indentation, one word per line, a final line break. Fields holding their default
/// (level 2, family-friendly, no tags, no hint, no group) are left out. The same pack always gives the same bytes, and
/// reading them back (`PackDecoder`) gives the same header and words.
public enum PackJSON {
    public static func text(of header: PackHeader, words: [PackWord]) -> String {
        var fields: [(String, String)] = [
            ("format", String(header.format)),
            ("id", JSONString.quoted(header.id)),
            ("name", JSONString.quoted(header.name)),
            ("language", JSONString.quoted(header.language)),
        ]
        if let description = header.description { fields.append(("description", JSONString.quoted(description))) }
        fields.append(("version", JSONString.quoted(header.version)))
        if let author = header.author { fields.append(("author", JSONString.quoted(author))) }
        if let license = header.license { fields.append(("license", JSONString.quoted(license))) }
        if !header.selectedByDefault { fields.append(("selectedByDefault", "false")) }
        var output = "{\n"
        for (name, value) in fields { output += "  \"\(name)\": \(value),\n" }
        output += "  \"words\": [\n"
        output += words.map { "    " + line(of: $0) }.joined(separator: ",\n")
        output += "\n  ]\n}\n"
        return output
    }

    /// `{ "text": "dog", "level": 1 }`.
    static func line(of word: PackWord) -> String {
        var fields = ["\"text\": " + JSONString.quoted(word.text)]
        if word.level != .medium { fields.append("\"level\": \(word.level.rawValue)") }
        if !word.isFamilyFriendly { fields.append("\"familyFriendly\": false") }
        if !word.tags.isEmpty { fields.append("\"tags\": [" + word.tags.map(JSONString.quoted).joined(separator: ", ") + "]") }
        if let hint = word.hint { fields.append("\"hint\": " + JSONString.quoted(hint)) }
        if let group = word.group { fields.append("\"group\": " + JSONString.quoted(group)) }
        return "{ " + fields.joined(separator: ", ") + " }"
    }
}
