import PappersText

/// Text from a client that the host passes on to the game: whatever the client sent, cleaned of what a
/// terminal would obey and cut short. The game still checks a name as a typed one before showing it.
enum InertText {
    /// The most bytes of a user name kept.
    static let nameBytes = 64

    /// `text` with every scalar that `UnsafeText` would refuse dropped (controls, escapes, bidirectional and
    /// invisible characters, line breaks, private-use and unassigned code points, a leading combining mark),
    /// spaces at either end trimmed, cut to `limit` bytes at a character's edge.
    static func name(_ text: String, limit: Int = nameBytes) -> String {
        var kept = ""
        for character in text {
            let candidate = String(character)
            guard UnsafeText.firstProblem(in: kept + candidate) == nil else { continue }
            if kept.utf8.count + candidate.utf8.count > limit { break }
            kept += candidate
        }
        return kept.trimmingSpaces
    }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
