/// How the writer lays out one object or array.
public enum JSONLayout: Sendable {
    /// On one line with no spaces, everything inside too: `{"a":1,"b":[1,2]}`.
    case compact
    /// On one line with a space after each `,` and `:`, everything inside too: `{"a": 1, "b": [1, 2]}`.
    case line
    /// As `line`, with a space inside the braces of the object itself: `{ "text": "dog", "tags": ["a", "b"] }`
    /// (the words of a pack file).
    case paddedLine
    /// One field or element per line, indented two spaces deeper than the container; the rule decides for
    /// each value inside. An empty container stays `{}` or `[]`.
    case lines

    /// Decides the layout of each object and array from where it is: its path (the keys from the top, `[]`
    /// for an array's element) and the value.
    public typealias Rule = (_ path: [String], _ value: JSON) -> JSONLayout

    /// Every container on lines but those holding only flat values (`JSON.isFlat`), which stay on one line:
    /// the layout of `packs list --json` and `packs show --json`.
    public static func flatOnOneLine(_ path: [String], _ value: JSON) -> JSONLayout { value.isFlat ? .line : .lines }
}
