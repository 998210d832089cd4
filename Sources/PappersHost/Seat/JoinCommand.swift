import PappersText

/// The one command a client may run instead of a shell: `join TEAM` (`ssh -t -p 2222 ana@host join Reds`).
enum JoinCommand {
    /// The longest team name taken, in columns: PappersEngine's `Names.maximumColumns`.
    static let maximumColumns = 24
    /// Commands longer than this are refused unread.
    static let maximumBytes = 256

    /// The team `command` asks for: `join` (any case) and a name, spaces collapsed, safe to show, at most 24
    /// columns; nil for any other command.
    static func team(in command: String) -> String? {
        guard command.utf8.count <= maximumBytes else { return nil }
        let words = command.split(whereSeparator: { $0.isWhitespace })
        guard words.count >= 2, words[0].lowercased() == "join" else { return nil }
        let team = words.dropFirst().joined(separator: " ")
        guard UnsafeText.isSafe(team), TextWidth.columns(of: team) <= maximumColumns else { return nil }
        return team
    }
}
