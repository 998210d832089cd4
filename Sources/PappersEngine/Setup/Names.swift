import PappersText

/// The rules for team and player names: trimmed, not empty, at most 24 columns, nothing unsafe to show.
public enum Names {
    public static let maximumColumns = 24

    /// The name as it will be kept (spaces trimmed and collapsed), or why it cannot be used.
    public static func clean(_ raw: String) -> Result<String, NameProblem> {
        let name = raw.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        if name.isEmpty { return .failure(.empty) }
        if let problem = UnsafeText.firstProblem(in: name) { return .failure(.unsafe(problem.description)) }
        let columns = TextWidth.columns(of: name)
        if columns > maximumColumns { return .failure(.tooWide(columns: columns)) }
        return .success(name)
    }

    /// Whether two names count as the same (case and accents as written are compared canonically).
    public static func same(_ a: String, _ b: String) -> Bool {
        WordKey.strict(a) == WordKey.strict(b)
    }
}
